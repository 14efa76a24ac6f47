/* gp-unit.h: the functions of one translation unit and their findings. */
#ifndef CTLCHECK_GP_UNIT_H
#define CTLCHECK_GP_UNIT_H

#include "ctlcheck/rules.h"
#include "ctlcheck/unit.h"
#include "gp-options.h"

struct plugin_name_args;

struct gp_unit_fn {
  tree decl;
  ir_function *ir;
  bool packed; /* ir lives in the unit's chunks (read-only) */
};

/* Memory mapped for packed IR, outside malloc's heap. */
struct gp_unit_chunk {
  void *base;
  size_t size, used;
};

/* Invariant: fns are in the order GCC lowered them (source order for C). */
struct gp_unit {
  std::vector<gp_unit_fn> fns;
  std::vector<gp_unit_chunk> chunks;
  rl_stats stats {};
  un_prepare_stats unit_stats {};
  uint64_t findings = 0, shown = 0, skipped = 0, suppressed = 0;
  double lower_seconds = 0, check_seconds = 0;
  bool checked = false;   /* the rules ran; later functions are not lowered */
};

void gp_unit_init (gp_unit *u, const plugin_name_args *info);
/* Take ownership of IR, the lowered form of function DECL; it is kept
   packed until the unit is checked. */
void gp_unit_add (gp_unit *u, tree decl, ir_function *ir);
/* Check every function with RULES and report the findings. */
void gp_unit_check (gp_unit *u, const rl_set *rules, const rl_options *opt,
                    const gp_config *cfg);
void gp_unit_print_stats (const gp_unit *u, FILE *out);
/* Free the lowered functions and their chunks. */
void gp_unit_clear (gp_unit *u);

#endif /* CTLCHECK_GP_UNIT_H */
