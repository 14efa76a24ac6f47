/* sarif-diff.c: a log's results marked new, unchanged, updated or absent against a baseline. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

json_t *sarif_at(json_t *o, const char *path)
{
  char buf[256];
  snprintf(buf, sizeof buf, "%s", path);
  json_t *cur = o;
  char *save = NULL;
  for (char *tok = strtok_r(buf, ".", &save); tok && cur;
       tok = strtok_r(NULL, ".", &save)) {
    if (json_is_array(cur))
      cur = json_array_get(cur, strtoul(tok, NULL, 10));
    else
      cur = json_object_get(cur, tok);
  }
  return cur;
}

const char *sarif_str_at(json_t *o, const char *path)
{
  return json_string_value(sarif_at(o, path));
}

char *sarif_result_key(json_t *r, bool with_location)
{
  const char *rule = json_string_value(json_object_get(r, "ruleId"));
  json_t *pf = json_object_get(r, "partialFingerprints");
  const char *fp = NULL, *k;
  json_t *v;
  json_object_foreach(pf, k, v) {
    fp = json_string_value(v);
    break;
  }
  const char *uri = sarif_str_at(r, "locations.0.physicalLocation.artifactLocation.uri");
  json_int_t line = json_integer_value(json_object_get(json_object_get(json_object_get(
      json_array_get(json_object_get(r, "locations"), 0), "physicalLocation"),
      "region"), "startLine"));
  size_t n = 64 + (rule ? strlen(rule) : 0) + (fp ? strlen(fp) : 0) +
             (uri ? strlen(uri) : 0);
  char *key = ut_malloc(n);
  if (with_location)
    snprintf(key, n, "%s|%s|%s|%lld", rule ? rule : "", fp ? fp : "",
             uri ? uri : "", (long long)line);
  else
    snprintf(key, n, "%s|%s", rule ? rule : "", fp ? fp : "");
  return key;
}

static json_t *first_run(json_t *log)
{
  return json_array_get(json_object_get(log, "runs"), 0);
}

/* The baseline's results grouped by identity: for key k (an index of
   `keys`), the unmatched results are idx[first[k] .. first[k+1]) from
   next[k] on, in the baseline's order. */
typedef struct groups {
  ut_intern keys;
  uint32_t *first, *next, *idx;
} groups;

static void group(groups *g, json_t *results)
{
  size_t n = json_array_size(results), i;
  uint32_t *of = ut_calloc(n + 1, sizeof *of);
  json_t *o;
  ut_intern_init(&g->keys, NULL, NULL);
  json_array_foreach(results, i, o) {
    char *k = sarif_result_key(o, false);
    of[i] = ut_intern_add(&g->keys, k, strlen(k));
    free(k);
  }
  uint32_t nk = g->keys.n;
  g->first = ut_calloc((size_t)nk + 2, sizeof *g->first);
  g->next = ut_calloc((size_t)nk + 1, sizeof *g->next);
  g->idx = ut_calloc(n + 1, sizeof *g->idx);
  for (i = 0; i < n; i++)
    g->first[of[i] + 1]++;
  for (uint32_t k = 0; k < nk; k++)
    g->first[k + 1] += g->first[k];
  for (uint32_t k = 0; k < nk; k++)
    g->next[k] = g->first[k];
  for (i = 0; i < n; i++)
    g->idx[g->next[of[i]]++] = (uint32_t)i;
  for (uint32_t k = 0; k < nk; k++)
    g->next[k] = g->first[k];
  free(of);
}

/* Where `rule id` sits in rules, or -1. */
static json_int_t rule_index(json_t *rules, const char *id)
{
  json_t *rule;
  size_t k;
  json_int_t found = -1;
  json_array_foreach(rules, k, rule) {
    const char *rid = json_string_value(json_object_get(rule, "id"));
    if (id && rid && !strcmp(id, rid))
      found = (json_int_t)k;
  }
  return found;
}

size_t sarif_diff(json_t *baseline, json_t *now)
{
  json_t *old_results = json_object_get(first_run(baseline), "results");
  json_t *new_results = json_object_get(first_run(now), "results");
  size_t nnew = 0, i, j, nold = json_array_size(old_results);
  json_t *r, *o;
  bool *matched = ut_calloc(nold + 1, 1);
  groups g;
  group(&g, old_results);
  json_array_foreach(new_results, i, r) {
    char *k = sarif_result_key(r, false);
    const char *state = "new";
    uint32_t key = ut_intern_find(&g.keys, k, strlen(k));
    free(k);
    if (key != UT_NONE && g.next[key] < g.first[key + 1]) {
      j = g.idx[g.next[key]++];
      char *kl = sarif_result_key(r, true);
      char *okl = sarif_result_key(json_array_get(old_results, j), true);
      state = strcmp(kl, okl) ? "updated" : "unchanged";
      matched[j] = true;
      free(kl);
      free(okl);
    }
    nnew += !strcmp(state, "new");
    json_object_set_new(r, "baselineState", json_string(state));
  }
  json_t *rules = json_object_get(json_object_get(json_object_get(
      first_run(now), "tool"), "driver"), "rules");
  json_array_foreach(old_results, j, o)
    if (!matched[j]) {
      json_t *gone = json_deep_copy(o);
      json_object_set_new(gone, "baselineState", json_string("absent"));
      /* Point ruleIndex into NEW's rules (or drop it). */
      json_object_del(gone, "ruleIndex");
      json_int_t k = rule_index(rules, json_string_value(json_object_get(o, "ruleId")));
      if (k >= 0)
        json_object_set_new(gone, "ruleIndex", json_integer(k));
      json_array_append_new(new_results, gone);
    }
  free(matched);
  ut_intern_free(&g.keys);
  free(g.first);
  free(g.next);
  free(g.idx);
  return nnew;
}
