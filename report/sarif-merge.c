/* sarif-merge.c: per-unit SARIF logs joined into one log with one run. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

/* The merged run being built: each table gives the index of what was
   kept under a key (a result's identity, an artifact's URI, a rule id).
   root: the common directory of every run's %SRCROOT%, which the merged
   run's %SRCROOT% stands for (NULL when no run says where it was made). */
typedef struct merger {
  json_t *run, *rules, *results, *artifacts, *invocations;
  ut_intern result_keys, uris, rule_ids;
  char *root;
  sarif_coverage coverage; /* summed over the runs that record it */
  bool has_coverage;
} merger;

/* A run's %SRCROOT% as a normalised absolute directory, or NULL. */
static char *run_root(json_t *r)
{
  const char *uri = json_string_value(json_object_get(json_object_get(
      json_object_get(r, "originalUriBaseIds"), "%SRCROOT%"), "uri"));
  if (!uri || strncmp(uri, "file://", 7) != 0 || uri[7] != '/')
    return NULL;
  return sarif_path_join("/", uri + 7);
}

/* Narrow m->root to a directory that also holds dir. */
static void widen_root(merger *m, const char *dir)
{
  if (!m->root) {
    m->root = ut_strdup(dir);
    return;
  }
  size_t c = sarif_path_common(m->root, dir);
  m->root[c ? c : 1] = '\0';
}

/* Rewrite one artifactLocation of a run made in `base` so that it is
   relative to the merged root (or an absolute file URI when outside). */
static void rebase_location(const merger *m, json_t *al, const char *base)
{
  const char *uri = json_string_value(json_object_get(al, "uri"));
  const char *id = json_string_value(json_object_get(al, "uriBaseId"));
  if (!uri || !m->root)
    return;
  char *abs = NULL;
  if (id && !strcmp(id, "%SRCROOT%") && base)
    abs = sarif_path_join(base, uri);
  else if (!id && strncmp(uri, "file://", 7) == 0 && uri[7] == '/')
    abs = sarif_path_join("/", uri + 7);
  if (!abs)
    return;
  const char *rel = sarif_path_under(abs, m->root);
  if (rel) {
    json_object_set_new(al, "uri", json_string(rel));
    json_object_set_new(al, "uriBaseId", json_string("%SRCROOT%"));
  } else {
    size_t n = strlen(abs) + 8;
    char *u = ut_malloc(n);
    snprintf(u, n, "file://%s", abs);
    json_object_set_new(al, "uri", json_string(u));
    json_object_del(al, "uriBaseId");
    free(u);
  }
  free(abs);
}

/* Rebase every artifactLocation inside v (a result, its code flows). */
static void rebase_all(const merger *m, json_t *v, const char *base)
{
  if (json_is_array(v)) {
    size_t i;
    json_t *e;
    json_array_foreach(v, i, e)
      rebase_all(m, e, base);
  } else if (json_is_object(v)) {
    const char *k;
    json_t *e;
    json_object_foreach(v, k, e) {
      if (!strcmp(k, "artifactLocation") && json_is_object(e))
        rebase_location(m, e, base);
      else
        rebase_all(m, e, base);
    }
  }
}

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

/* Add the results, artifacts and invocations of one run, their file
   locations rebased onto the merged root. */
static void merge_run(merger *m, json_t *r)
{
  json_t *driver = json_object_get(json_object_get(r, "tool"), "driver");
  if (!json_object_get(m->run, "tool"))
    json_object_set_new(m->run, "tool", json_pack("{s:O}", "driver", driver));
  char *base = run_root(r);
  json_t *local_rules = json_object_get(driver, "rules"), *res, *a, *inv;
  size_t i;
  json_array_foreach(json_object_get(r, "results"), i, res) {
    json_t *copy = json_deep_copy(res);
    rebase_all(m, copy, base);
    char *key = sarif_result_key(copy, true);
    uint32_t before = m->result_keys.n;
    bool seen = ut_intern_add(&m->result_keys, key, strlen(key)) < before;
    free(key);
    if (seen) { /* the same header, another unit */
      json_decref(copy);
      continue;
    }
    json_int_t idx = json_integer_value(json_object_get(res, "ruleIndex"));
    json_t *rule = json_array_get(local_rules, (size_t)idx);
    if (rule)
      json_object_set_new(copy, "ruleIndex",
                          json_integer((json_int_t)rule_slot(m, rule)));
    json_array_append_new(m->results, copy);
  }
  json_array_foreach(json_object_get(r, "artifacts"), i, a) {
    json_t *copy = json_deep_copy(a);
    if (json_is_object(json_object_get(copy, "location")))
      rebase_location(m, json_object_get(copy, "location"), base);
    const char *uri = sarif_str_at(copy, "location.uri");
    uint32_t before = m->uris.n;
    if (uri && ut_intern_add(&m->uris, uri, strlen(uri)) == before)
      json_array_append(m->artifacts, copy);
    json_decref(copy);
  }
  json_array_foreach(json_object_get(r, "invocations"), i, inv)
    json_array_append(m->invocations, inv);
  m->has_coverage |= sarif_coverage_add(r, &m->coverage);
  free(base);
}

json_t *sarif_merge(json_t *const *logs, size_t n)
{
  merger m = {json_object(), json_array(), json_array(), json_array(),
              json_array(), {0}, {0}, {0}, NULL, {0}, false};
  ut_intern_init(&m.result_keys, NULL, NULL);
  ut_intern_init(&m.uris, NULL, NULL);
  ut_intern_init(&m.rule_ids, NULL, NULL);
  json_t *r;
  size_t ri;
  for (size_t f = 0; f < n; f++) /* first the common root of every run */
    json_array_foreach(json_object_get(logs[f], "runs"), ri, r) {
      char *base = run_root(r);
      if (base)
        widen_root(&m, base);
      free(base);
    }
  for (size_t f = 0; f < n; f++)
    json_array_foreach(json_object_get(logs[f], "runs"), ri, r)
      merge_run(&m, r);
  if (m.root) {
    size_t l = strlen(m.root) + 16;
    char *uri = ut_malloc(l);
    snprintf(uri, l, "file://%s%s", m.root, m.root[strlen(m.root) - 1] == '/' ? "" : "/");
    json_object_set_new(m.run, "originalUriBaseIds",
                        json_pack("{s:{s:s}}", "%SRCROOT%", "uri", uri));
    free(uri);
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
  if (m.has_coverage)
    json_object_set_new(m.run, "properties",
                        json_pack("{s:o}", SARIF_COVERAGE_KEY,
                                  sarif_coverage_json(&m.coverage)));
  json_t *log = json_pack("{s:s,s:s,s:[O]}", "$schema",
                          "https://json.schemastore.org/sarif-2.1.0.json",
                          "version", "2.1.0", "runs", m.run);
  ut_intern_free(&m.result_keys);
  ut_intern_free(&m.uris);
  ut_intern_free(&m.rule_ids);
  free(m.root);
  json_decref(m.run);
  json_decref(m.rules);
  json_decref(m.results);
  json_decref(m.artifacts);
  json_decref(m.invocations);
  return log;
}
