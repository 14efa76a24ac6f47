/* bench-engine.c: engine speed and memory on generated CFG-shaped models, 10^3 to 10^7 states. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctlcheck/ctl.h"

/*
 * A model is a chain of "blocks" shaped like C control flow: a straight
 * sequence, an if/else diamond, a loop with a back edge, and an early
 * exit to the last state (which loops on itself).  Propositions: `a`
 * (a "free") on every 97th state, `r` (a "redefinition") on every 13th.
 * Output: one line per (size, formula, bindings) with states/s, edge
 * visits/s, ns per edge and the structure's bytes per state.
 */

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void build(uint32_t n, ctl_kripke *k)
{
  uint32_t *from = malloc(3 * (size_t)n * sizeof *from);
  uint32_t *to = malloc(3 * (size_t)n * sizeof *to);
  size_t e = 0;
  for (uint32_t s = 0; s + 1 < n; s++) {
    from[e] = s, to[e++] = s + 1;              /* sequence */
    switch (s % 8) {
    case 1: /* diamond: s -> s+2 as well */
      if (s + 2 < n)
        from[e] = s, to[e++] = s + 2;
      break;
    case 5: /* loop: back to s-4 */
      from[e] = s, to[e++] = s - 4;
      break;
    case 7: /* early exit */
      if (s % 64 == 7)
        from[e] = s, to[e++] = n - 1;
      break;
    }
  }
  from[e] = n - 1, to[e++] = n - 1;
  ctl_kripke_from_edges(k, n, 0, e, from, to);
  free(from);
  free(to);
}

static void run(uint32_t n, const char *label, const char *text,
                uint32_t nbind, FILE *out)
{
  ctl_kripke k;
  build(n, &k);
  uint32_t nw = (nbind + 63) / 64;
  uint64_t *rows[2];
  for (int a = 0; a < 2; a++) {
    rows[a] = calloc((size_t)n * nw, sizeof(uint64_t));
    for (uint32_t s = 0; s < n; s++)
      for (uint32_t b = 0; b < nbind; b++)
        if ((s + b) % (a ? 13 : 97) == 0)
          rows[a][(size_t)s * nw + b / 64] |= UINT64_C(1) << (b % 64);
  }
  ctl_model m = {&k, 2, nbind, nw, rows};
  ctl_error err = {0};
  ctl_formula *f = ctl_parse(text, strlen(text), "bench", 1, 1, &err);
  /* Resolve each proposition by its first letter: a is 0, r is 1. */
  ctl_formula *stack[64];
  int sp = 0;
  stack[sp++] = f;
  while (sp) {
    ctl_formula *g = stack[--sp];
    if (g->op == CTL_AP)
      g->ap = g->name[0] == 'a' ? 0 : 1;
    if (g->l) stack[sp++] = g->l;
    if (g->r) stack[sp++] = g->r;
  }
  uint64_t edges = k.succ_off[n];
  int reps = n <= 100000 ? 20 : n <= 1000000 ? 3 : 1;
  ctl_sat sat;
  uint64_t v0 = ctl_edge_visits();
  double t0 = now();
  for (int i = 0; i < reps; i++) {
    ctl_check(&m, f, &sat);
    if (i + 1 < reps)
      ctl_sat_free(&sat);
  }
  double t = (now() - t0) / reps;
  double visits = (double)(ctl_edge_visits() - v0) / reps;
  int holds = ctl_sat_get(&sat, 0, 0);
  ctl_sat_free(&sat);
  double bytes = (double)((n + 1) * sizeof(uint32_t) + edges * sizeof(uint32_t)) / n;
  fprintf(out, "%-9u %-10llu %-10s %5u %10.4f %12.0f %12.0f %12.0f %8.2f %8.2f %d\n",
          n, (unsigned long long)edges, label, nbind, t, n / t, edges / t,
          visits / t, t * 1e9 / (double)edges, bytes, holds);
  ctl_formula_free(f);
  free(rows[0]);
  free(rows[1]);
  ctl_kripke_free(&k);
}

int main(int argc, char **argv)
{
  uint32_t max = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 10000000;
  static const char *const formulas[][2] = {
    {"df", "AG (a -> AX !E[!r U a])"}, /* the double-free shape */
    {"aw", "A[!a W r]"},               /* the uninit shape */
    {"af", "AG (a -> AF r)"},          /* a response property */
  };
  printf("# formulas: df = AG (a -> AX !E[!r U a]), aw = A[!a W r], "
         "af = AG (a -> AF r), af-scc = af with EG by SCC decomposition "
         "alone (no sweeps)\n");
  printf("%-9s %-10s %-10s %5s %10s %12s %12s %12s %8s %8s %s\n", "#states",
         "edges", "formula", "binds", "seconds", "states/s", "edges/s",
         "visits/s", "ns/edge", "B/state", "holds");
  for (uint32_t n = 1000; n <= max; n *= 10)
    for (size_t i = 0; i < sizeof formulas / sizeof *formulas; i++) {
      run(n, formulas[i][0], formulas[i][1], 1, stdout);
      run(n, formulas[i][0], formulas[i][1], 64, stdout);
      if (!strcmp(formulas[i][0], "af")) {
        ctl_tune_eg_sweeps(0);
        run(n, "af-scc", formulas[i][1], 1, stdout);
        run(n, "af-scc", formulas[i][1], 64, stdout);
        ctl_tune_eg_sweeps(-1);
      }
    }
  return 0;
}
