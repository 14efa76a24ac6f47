/* gp-unit.cc: checking one translation unit's functions and reporting. */
#include <sys/mman.h>

#include "gcc-compat.h"

#include "gp-guard.h"
#include "gp-report.h"
#include "gp-sarif.h"
#include "ctlcheck/sarif.h"
#include "gp-unit.h"
#include "ctlcheck/unit.h"

void
gp_unit_init (gp_unit *u, const plugin_name_args *)
{
  u->fns.clear ();
}

/* SIZE bytes, 16-aligned, from the chunks of UNIT (a gp_unit); nullptr if
   none can be mapped.  Chunks come from mmap, not malloc (see
   rules/ir-pack.c): the IR kept for the whole unit must not be interleaved
   with GCC's heap. */
static void *
chunk_alloc (void *unit, size_t size)
{
  gp_unit *u = (gp_unit *) unit;
  size = (size + 15) & ~(size_t) 15;
  if (u->chunks.empty () || u->chunks.back ().size - u->chunks.back ().used
                                < size)
    {
      const size_t min_chunk = 1 << 20, page = 4096;
      size_t csize = size > min_chunk ? (size + page - 1) & ~(page - 1)
                                      : min_chunk;
      void *base = mmap (nullptr, csize, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (base == MAP_FAILED)
        return nullptr;
      u->chunks.push_back ({base, csize, 0});
    }
  gp_unit_chunk &c = u->chunks.back ();
  void *p = (char *) c.base + c.used;
  c.used += size;
  return p;
}

/* Unmap the chunks; no packed function may be left in them. */
static void
chunks_release (gp_unit *u)
{
  for (const gp_unit_chunk &c : u->chunks)
    munmap (c.base, c.size);
  u->chunks.clear ();
}

void
gp_unit_add (gp_unit *u, tree decl, ir_function *ir)
{
  ir_function *packed = ir_function_pack (ir, chunk_alloc, u);
  if (!packed)
    {
      u->fns.push_back ({decl, ir, false}); /* kept as it is */
      return;
    }
  ir_function_free (ir);
  u->fns.push_back ({decl, packed, true});
}

/* Give every function back an ordinary, changeable IR, then unmap. */
static void
unpack_all (gp_unit *u)
{
  for (gp_unit_fn &f : u->fns)
    if (f.packed)
      {
        f.ir = ir_function_unpack (f.ir);
        f.packed = false;
      }
  chunks_release (u);
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

/* Rewrite the unit's IR with its constants and function summaries, and
   with objects when a rule ranges over them. */
static void
prepare (gp_unit *u, const rl_set *rules, const gp_config *cfg)
{
  unpack_all (u);
  std::stable_sort (u->fns.begin (), u->fns.end (), source_order);
  std::vector<ir_function *> fns;
  for (const gp_unit_fn &f : u->fns)
    fns.push_back (f.ir);
  un_prepare_stats st {};
  if (gp_guarded ("summarising", main_input_filename, [&] {
        un_prepare (fns.data (), fns.size (), &st);
      }))
    u->unit_stats = st;
  if (rl_set_uses_objects (rules))
    for (ir_function *fn : fns)
      gp_guarded ("following objects", fn->name,
                  [&] { un_objects_rewrite (fn); });
  for (ir_function *fn : fns)
    ir_function_trim (fn);
  if (cfg->dump_ir)
    for (const gp_unit_fn &f : u->fns)
      ir_dump (stderr, f.ir);
}

/* Report one finding, unless a ctlcheck-ignore comment silences it; the
   SARIF log gets it either way (suppressed ones marked so). */
static void
report (gp_unit *u, gp_sarif *sarif, const rl_finding *f, tree decl)
{
  u->findings++;
  const char *why = f->loc.file
                      ? sarif_suppression (f->loc.file, f->loc.line, f->rule->id)
                      : nullptr;
  gp_sarif_add (sarif, f, why);
  if (why)
    u->suppressed++;
  else if (gp_report_finding (f, decl))
    u->shown++;
}

void
gp_unit_check (gp_unit *u, const rl_set *rules, const rl_options *opt,
               const gp_config *cfg)
{
  prepare (u, rules, cfg);
  sarif_source_set_root (get_src_pwd ());
  gp_sarif *sarif = gp_sarif_new (cfg, rules);
  gp_sarif_artifact (sarif, main_input_filename);
  rl_findings found {};
  for (const gp_unit_fn &f : u->fns)
    {
      gp_sarif_artifact (sarif, f.ir->loc.file);
      found.n = 0;
      uint64_t fallbacks = u->stats.fallbacks;
      bool ok = gp_guarded ("checking", f.ir->name, [&] {
        rl_check_function (rules, f.ir, opt, &found, &u->stats);
      });
      if (!ok)
        {
          u->skipped++;
          gp_sarif_note (sarif, "error", "internal-error",
                         std::string ("function '") + f.ir->name
                           + "' was skipped after an internal error",
                         &f.ir->loc);
          continue;
        }
      if (u->stats.fallbacks != fallbacks)
        gp_sarif_note (sarif, "warning", "budget-exceeded",
                       std::string ("function '") + f.ir->name
                         + "' exceeded the product-state budget (max-states); "
                           "it was checked on its control-flow graph alone, "
                           "which may report more, never fewer, findings",
                       &f.ir->loc);
      for (size_t i = 0; i < found.n; i++)
        report (u, sarif, &found.v[i], f.decl);
      rl_findings_clear (&found);
    }
  free (found.v);
  sarif_source_cache_clear ();
  gp_sarif_finish (sarif, u->skipped == 0);
}

void
gp_unit_print_stats (const gp_unit *u, FILE *out)
{
  fprintf (out, "ctlcheck: %s: %zu functions, %llu states, %llu edges, "
           "%llu bindings, %llu formulas checked, %llu findings "
           "(%llu suppressed), %llu over budget, %llu narrowed; "
           "lowering %.3f s, checking %.3f s\n",
           main_input_filename ? main_input_filename : "<stdin>",
           u->fns.size (), (unsigned long long) u->stats.states,
           (unsigned long long) u->stats.edges,
           (unsigned long long) u->stats.bindings,
           (unsigned long long) u->stats.formulas,
           (unsigned long long) u->findings,
           (unsigned long long) u->suppressed,
           (unsigned long long) u->stats.fallbacks,
           (unsigned long long) u->stats.narrowed, u->lower_seconds,
           u->check_seconds);
}

void
gp_unit_clear (gp_unit *u)
{
  for (gp_unit_fn &f : u->fns)
    if (!f.packed)
      ir_function_free (f.ir);
  u->fns.clear ();
  chunks_release (u);
}
