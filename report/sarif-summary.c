/* sarif-summary.c: findings of a log counted per rule and per file. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

/* Counts under names: names interned, counts by index. */
typedef struct counts {
  ut_intern names;
  unsigned *n, *suppressed;
  size_t cap;
} counts;

static void bump(counts *c, const char *name, bool suppressed)
{
  uint32_t i = ut_intern_add(&c->names, name, strlen(name));
  if (i >= c->cap) {
    size_t cap = c->cap;
    c->n = ut_grow(c->n, i, &cap, sizeof *c->n);
    c->suppressed = ut_realloc(c->suppressed, cap * sizeof *c->suppressed);
    memset(c->n + c->cap, 0, (cap - c->cap) * sizeof *c->n);
    memset(c->suppressed + c->cap, 0, (cap - c->cap) * sizeof *c->suppressed);
    c->cap = cap;
  }
  c->n[i] += !suppressed;
  c->suppressed[i] += suppressed;
}

static const ut_intern *sort_names;

static int by_name(const void *a, const void *b)
{
  return strcmp(ut_intern_str(sort_names, *(const uint32_t *)a),
                ut_intern_str(sort_names, *(const uint32_t *)b));
}

/* Print the counts in name order, then free them. */
static void table(FILE *out, const char *title, counts *c)
{
  uint32_t n = c->names.n;
  uint32_t *order = ut_calloc((size_t)n + 1, sizeof *order);
  for (uint32_t i = 0; i < n; i++)
    order[i] = i;
  sort_names = &c->names;
  qsort(order, n, sizeof *order, by_name);
  fprintf(out, "%-40s %8s %10s\n", title, "findings", "suppressed");
  for (uint32_t i = 0; i < n; i++)
    fprintf(out, "%-40s %8u %10u\n", ut_intern_str(&c->names, order[i]),
            c->n[order[i]], c->suppressed[order[i]]);
  free(order);
  free(c->n);
  free(c->suppressed);
  ut_intern_free(&c->names);
}

void sarif_summary(json_t *log, FILE *out)
{
  counts rules = {0}, files = {0};
  ut_intern_init(&rules.names, NULL, NULL);
  ut_intern_init(&files.names, NULL, NULL);
  size_t ri, i;
  unsigned total = 0;
  json_t *run, *r;
  json_array_foreach(json_object_get(log, "runs"), ri, run)
    json_array_foreach(json_object_get(run, "results"), i, r) {
      bool sup = json_array_size(json_object_get(r, "suppressions")) > 0;
      const char *id = json_string_value(json_object_get(r, "ruleId"));
      const char *uri = sarif_str_at(r, "locations.0.physicalLocation.artifactLocation.uri");
      bump(&rules, id ? id : "(no rule)", sup);
      bump(&files, uri ? uri : "(no file)", sup);
      total += !sup;
    }
  table(out, "rule", &rules);
  fputc('\n', out);
  table(out, "file", &files);
  fprintf(out, "\n%u finding%s\n", total, total == 1 ? "" : "s");
  sarif_coverage_print(log, out);
}

void sarif_coverage_print(json_t *log, FILE *out)
{
  sarif_coverage c = {0};
  size_t ri, nruns = json_array_size(json_object_get(log, "runs")), missing = 0;
  json_t *run;
  json_array_foreach(json_object_get(log, "runs"), ri, run)
    missing += !sarif_coverage_add(run, &c);
  if (missing < nruns)
    fprintf(out, "coverage: %llu unit%s, %llu function%s: %llu on the product "
            "(%llu narrowed), %llu on the CFG only (over budget), %llu "
            "skipped\n", (unsigned long long)c.units, c.units == 1 ? "" : "s",
            (unsigned long long)c.functions, c.functions == 1 ? "" : "s",
            (unsigned long long)c.product, (unsigned long long)c.narrowed,
            (unsigned long long)c.cfg, (unsigned long long)c.skipped);
  if (missing < nruns && c.confirmed + c.refuted + c.unconfirmed)
    fprintf(out, "validation: %llu finding%s confirmed, %llu path%s refuted, "
            "%llu finding%s unconfirmed\n", (unsigned long long)c.confirmed,
            c.confirmed == 1 ? "" : "s", (unsigned long long)c.refuted,
            c.refuted == 1 ? "" : "s", (unsigned long long)c.unconfirmed,
            c.unconfirmed == 1 ? "" : "s");
  if (missing == nruns)
    fprintf(out, "coverage: not recorded\n");
  else if (missing)
    fprintf(out, "coverage: not recorded in %zu of %zu runs\n", missing, nruns);
}
