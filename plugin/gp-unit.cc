/* gp-unit.cc: checking one translation unit's functions and reporting. */
#include "gcc-compat.h"

#include "gp-guard.h"
#include "gp-report.h"
#include "gp-unit.h"
#include "ctlcheck/unit.h"

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

/* Source order: GCC lowers functions in an order that depends on -O. */
static bool
source_order (const gp_unit_fn &a, const gp_unit_fn &b)
{
  const ir_loc &x = a.ir->loc, &y = b.ir->loc;
  int c = strcmp (x.file ? x.file : "", y.file ? y.file : "");
  if (c)
    return c < 0;
  if (x.line != y.line)
    return x.line < y.line;
  if (x.col != y.col)
    return x.col < y.col;
  return strcmp (a.ir->name, b.ir->name) < 0;
}

/* Rewrite the unit's IR with its constants and function summaries. */
static void
prepare (gp_unit *u, const gp_config *cfg)
{
  std::stable_sort (u->fns.begin (), u->fns.end (), source_order);
  std::vector<ir_function *> fns;
  for (const gp_unit_fn &f : u->fns)
    fns.push_back (f.ir);
  rl_unit_stats st {};
  if (gp_guarded ("summarising", main_input_filename, [&] {
        rl_unit_prepare (fns.data (), fns.size (), &st);
      }))
    u->unit_stats = st;
  if (cfg->dump_ir)
    for (const gp_unit_fn &f : u->fns)
      ir_dump (stderr, f.ir);
}

void
gp_unit_check (gp_unit *u, const rl_set *rules, const rl_options *opt,
               const gp_config *cfg)
{
  prepare (u, cfg);
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
