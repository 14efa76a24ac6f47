/* gp-lower.h: lowering of one GIMPLE function into the core IR. */
#ifndef CTLCHECK_GP_LOWER_H
#define CTLCHECK_GP_LOWER_H

#include "ctlcheck/ir.h"

/* Lower FUN (in GIMPLE with a CFG, before SSA) into a new IR function.
   Reads GIMPLE only; the caller owns the result (ir_function_free). */
ir_function *gp_lower_function (function *fun);

#endif /* CTLCHECK_GP_LOWER_H */
