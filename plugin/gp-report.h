/* gp-report.h: turning core findings into GCC diagnostics. */
#ifndef CTLCHECK_GP_REPORT_H
#define CTLCHECK_GP_REPORT_H

#include "ctlcheck/rules.h"

/* Emit F as `warning: MESSAGE [ctlcheck:RULE-ID] [CWE-N]` (an error for
   rules of severity error) with its events as the diagnostic path, in the
   context of function FNDECL.  Returns whether GCC showed it (it does not
   under -w, for instance). */
bool gp_report_finding (const rl_finding *f, tree fndecl);

/* The `#pragma GCC diagnostic ignored "-WNAME"` in force at F's place for
   one of its rule's gcc-warning names (Bison's pure parsers silence
   -Wmaybe-uninitialized around `*++yyvsp = yylval;`), as text; NULL when
   none is. */
const char *gp_report_silenced (const rl_finding *f, tree fndecl);

#endif /* CTLCHECK_GP_REPORT_H */
