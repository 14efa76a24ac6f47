/* gp-lower.h: lowering of one GIMPLE function into the core IR. */
#ifndef CTLCHECK_GP_LOWER_H
#define CTLCHECK_GP_LOWER_H

#include "ctlcheck/ir.h"

/* Lower FUN (in GIMPLE with a CFG, before SSA) into a new IR function.
   Reads GIMPLE only; the caller owns the result (ir_function_free). */
ir_function *gp_lower_function (function *fun);

/* The unit's file-scope variables, defined or declared (GCC's varpool,
   which also holds those no function uses), as the variables of an IR
   function that owns their strings: name, flags, type class, constant
   initializer.  The caller frees it. */
ir_function *gp_lower_globals ();

/* Note what the front end says about FNDECL before gimplification
   changes it (PLUGIN_PRE_GENERICIZE): the built-in calls as written, and
   `return &local`, which the front end turns into `return 0`.  The
   lowering of the function uses and forgets the notes. */
void gp_lower_note_front_end (tree fndecl);

/* Note the statements of FUN no path reaches (after a return, a goto, a
   call that never returns, an endless loop), which building the CFG
   deletes: call it before the "cfg" pass.  The lowering gives each region
   a node of its own that nothing reaches. */
void gp_lower_note_dead_code (function *fun);

#endif /* CTLCHECK_GP_LOWER_H */
