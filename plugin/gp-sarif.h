/* gp-sarif.h: collecting one unit's findings and writing them as SARIF. */
#ifndef CTLCHECK_GP_SARIF_H
#define CTLCHECK_GP_SARIF_H

#include "ctlcheck/rules.h"
#include "gp-options.h"

struct gp_sarif;

/* A collector for the unit, or NULL when no SARIF was asked for. */
gp_sarif *gp_sarif_new (const gp_config *cfg, const rl_set *rules);
/* Record a finding (reported, or suppressed by the given comment). */
void gp_sarif_add (gp_sarif *s, const rl_finding *f, const char *suppressed);
/* Record a notification (level "note"/"warning"/"error"). */
void gp_sarif_note (gp_sarif *s, const char *level, const char *id,
                    const std::string &message, const ir_loc *loc);
void gp_sarif_artifact (gp_sarif *s, const char *file);
/* Write the log (reporting a GCC error if it cannot) and free s. */
void gp_sarif_finish (gp_sarif *s, bool success);

#endif /* CTLCHECK_GP_SARIF_H */
