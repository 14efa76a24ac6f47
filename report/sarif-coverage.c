/* sarif-coverage.c: the run property "ctlcheck/coverage" written, read and summed. */
#include "config.h"

#include "ctlcheck/sarif.h"

/* The counts of a sarif_coverage *c under their JSON keys. */
#define COVERAGE_FIELDS(c)                                                     \
  {"units", &(c)->units}, {"functions", &(c)->functions},                      \
      {"product", &(c)->product}, {"narrowed", &(c)->narrowed},                \
      {"cfg", &(c)->cfg}, {"skipped", &(c)->skipped},                          \
      {"confirmed", &(c)->confirmed}, {"refuted", &(c)->refuted},              \
      {"unconfirmed", &(c)->unconfirmed}

typedef struct coverage_field {
  const char *key;
  uint64_t *n;
} coverage_field;

json_t *sarif_coverage_json(const sarif_coverage *c)
{
  sarif_coverage copy = *c;
  coverage_field f[] = {COVERAGE_FIELDS(&copy)};
  json_t *o = json_object();
  for (size_t i = 0; i < sizeof f / sizeof *f; i++)
    json_object_set_new(o, f[i].key, json_integer((json_int_t)*f[i].n));
  return o;
}

bool sarif_coverage_add(json_t *run, sarif_coverage *sum)
{
  json_t *o = json_object_get(json_object_get(run, "properties"),
                              SARIF_COVERAGE_KEY);
  if (!json_is_object(o))
    return false;
  coverage_field f[] = {COVERAGE_FIELDS(sum)};
  for (size_t i = 0; i < sizeof f / sizeof *f; i++) {
    json_t *v = json_object_get(o, f[i].key);
    if (json_is_integer(v) && json_integer_value(v) > 0)
      *f[i].n += (uint64_t)json_integer_value(v);
  }
  return true;
}
