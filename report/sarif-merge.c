/* sarif-merge.c: per-unit SARIF logs joined into one log with one run. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

/* The merged run being built: each table gives the index of what was
   kept under a key (a result's identity, an artifact's URI, a rule id). */
typedef struct merger {
  json_t *run, *rules, *results, *artifacts, *invocations;
  ut_intern result_keys, uris, rule_ids;
} merger;

/* Index of `rule` in the merged rules, added on first sight (by id). */
static size_t rule_slot(merger *m, json_t *rule)
{
  const char *id = json_string_value(json_object_get(rule, "id"));
  if (!id)
    id = "";
  uint32_t n = m->rule_ids.n;
  uint32_t i = ut_intern_add(&m->rule_ids, id, strlen(id));
  if (i == n)
    json_array_append(m->rules, rule);
  return i;
}

/* Add the results, artifacts and invocations of one run. */
static void merge_run(merger *m, json_t *r)
{
  json_t *driver = json_object_get(json_object_get(r, "tool"), "driver");
  if (!json_object_get(m->run, "tool"))
    json_object_set_new(m->run, "tool", json_pack("{s:O}", "driver", driver));
  if (!json_object_get(m->run, "originalUriBaseIds") &&
      json_object_get(r, "originalUriBaseIds"))
    json_object_set(m->run, "originalUriBaseIds",
                    json_object_get(r, "originalUriBaseIds"));
  json_t *local_rules = json_object_get(driver, "rules"), *res, *a, *inv;
  size_t i;
  json_array_foreach(json_object_get(r, "results"), i, res) {
    char *key = sarif_result_key(res, true);
    uint32_t before = m->result_keys.n;
    bool seen = ut_intern_add(&m->result_keys, key, strlen(key)) < before;
    free(key);
    if (seen) /* the same header, another unit */
      continue;
    json_t *copy = json_deep_copy(res);
    json_int_t idx = json_integer_value(json_object_get(res, "ruleIndex"));
    json_t *rule = json_array_get(local_rules, (size_t)idx);
    if (rule)
      json_object_set_new(copy, "ruleIndex",
                          json_integer((json_int_t)rule_slot(m, rule)));
    json_array_append_new(m->results, copy);
  }
  json_array_foreach(json_object_get(r, "artifacts"), i, a) {
    const char *uri = sarif_str_at(a, "location.uri");
    uint32_t before = m->uris.n;
    if (uri && ut_intern_add(&m->uris, uri, strlen(uri)) == before)
      json_array_append(m->artifacts, a);
  }
  json_array_foreach(json_object_get(r, "invocations"), i, inv)
    json_array_append(m->invocations, inv);
}

json_t *sarif_merge(json_t *const *logs, size_t n)
{
  merger m = {json_object(), json_array(), json_array(), json_array(),
              json_array(), {0}, {0}, {0}};
  ut_intern_init(&m.result_keys, NULL, NULL);
  ut_intern_init(&m.uris, NULL, NULL);
  ut_intern_init(&m.rule_ids, NULL, NULL);
  for (size_t f = 0; f < n; f++) {
    json_t *r;
    size_t ri;
    json_array_foreach(json_object_get(logs[f], "runs"), ri, r)
      merge_run(&m, r);
  }
  if (!json_object_get(m.run, "tool")) /* no input run at all */
    json_object_set_new(m.run, "tool", json_pack("{s:{s:s,s:s}}", "driver",
                        "name", "ctlcheck", "informationUri",
                        "https://github.com/ctlcheck/ctlcheck"));
  json_object_set(json_object_get(json_object_get(m.run, "tool"), "driver"),
                  "rules", m.rules);
  json_object_set(m.run, "invocations", m.invocations);
  json_object_set(m.run, "artifacts", m.artifacts);
  json_object_set(m.run, "results", m.results);
  json_object_set_new(m.run, "columnKind", json_string("unicodeCodePoints"));
  json_t *log = json_pack("{s:s,s:s,s:[O]}", "$schema",
                          "https://json.schemastore.org/sarif-2.1.0.json",
                          "version", "2.1.0", "runs", m.run);
  ut_intern_free(&m.result_keys);
  ut_intern_free(&m.uris);
  ut_intern_free(&m.rule_ids);
  json_decref(m.run);
  json_decref(m.rules);
  json_decref(m.results);
  json_decref(m.artifacts);
  json_decref(m.invocations);
  return log;
}
