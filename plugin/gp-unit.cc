/* gp-unit.cc: checking one translation unit's functions and reporting. */
#include "gcc-compat.h"

#include "gp-guard.h"
#include "gp-report.h"
#include "gp-unit.h"

void
gp_unit_init (gp_unit *u, const plugin_name_args *)
{
  u->fns.clear ();
}

void
gp_unit_add (gp_unit *u, tree decl, ir_function *ir)
{
  u->fns.push_back ({decl, ir});
}

void
gp_unit_check (gp_unit *u, const rl_set *rules, const rl_options *opt,
               const gp_config *)
{
  rl_findings found {};
  for (const gp_unit_fn &f : u->fns)
    {
      found.n = 0;
      bool ok = gp_guarded ("checking", f.ir->name, [&] {
        rl_check_function (rules, f.ir, opt, &found, &u->stats);
      });
      if (!ok)
        {
          u->skipped++;
          continue;
        }
      for (size_t i = 0; i < found.n; i++)
        {
          u->findings++;
          if (gp_report_finding (&found.v[i], f.decl))
            u->shown++;
        }
      rl_findings_clear (&found);
    }
  free (found.v);
}

void
gp_unit_print_stats (const gp_unit *u, FILE *out)
{
  fprintf (out, "ctlcheck: %s: %zu functions, %llu states, %llu edges, "
           "%llu bindings, %llu formulas checked, %llu findings; "
           "lowering %.3f s, checking %.3f s\n",
           main_input_filename ? main_input_filename : "<stdin>",
           u->fns.size (), (unsigned long long) u->stats.states,
           (unsigned long long) u->stats.edges,
           (unsigned long long) u->stats.bindings,
           (unsigned long long) u->stats.formulas,
           (unsigned long long) u->findings, u->lower_seconds,
           u->check_seconds);
}

void
gp_unit_clear (gp_unit *u)
{
  for (gp_unit_fn &f : u->fns)
    ir_function_free (f.ir);
  u->fns.clear ();
}
