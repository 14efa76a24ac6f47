/* gp-report.h: turning core findings into GCC diagnostics. */
#ifndef CTLCHECK_GP_REPORT_H
#define CTLCHECK_GP_REPORT_H

#include "ctlcheck/rules.h"

/* Emit F as `warning: MESSAGE [ctlcheck:RULE-ID] [CWE-N]` (an error for
   rules of severity error) with its events as the diagnostic path, in the
   context of function FNDECL.  Returns whether GCC showed it (it does not
   under -w, for instance). */
bool gp_report_finding (const rl_finding *f, tree fndecl);

#endif /* CTLCHECK_GP_REPORT_H */
