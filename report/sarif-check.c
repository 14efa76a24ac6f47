/* sarif-check.c: the JSON types of what the reports read from a log's results, checked up front. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

/* Where errors go: the log's name and the first error. */
typedef struct checker {
  const char *source;
  ctl_error *err;
} checker;

/* What a value must be. */
typedef enum want { W_STRING, W_OBJECT, W_ARRAY, W_INDEX, W_LINE } want;

static const char *const want_text[] = {
  "a string", "an object", "an array", "an integer >= 0", "an integer >= 1"};

/* Is v (the member `key` of the JSON at `where`) what w says?  A missing
   member passes unless `required`. */
static bool is(checker *c, json_t *v, const char *where, const char *key,
               want w, bool required)
{
  bool ok;
  if (!v)
    ok = !required;
  else if (w == W_STRING)
    ok = json_is_string(v);
  else if (w == W_OBJECT)
    ok = json_is_object(v);
  else if (w == W_ARRAY)
    ok = json_is_array(v);
  else
    ok = json_is_integer(v) && json_integer_value(v) >= (w == W_LINE);
  if (!ok)
    ctl_error_set(c->err, c->source, 0, 0, "%s%s%s: expected %s", where,
                  key ? "." : "", key ? key : "", want_text[w]);
  return ok;
}

/* Member `key` of o, checked. */
static bool member(checker *c, json_t *o, const char *where, const char *key,
                   want w, bool required)
{
  return is(c, json_object_get(o, key), where, key, w, required);
}

/* Is s, when present, one of the words in the NULL-ended list? */
static bool one_of(checker *c, json_t *o, const char *where, const char *key,
                   const char *const *words)
{
  const char *s = json_string_value(json_object_get(o, key));
  if (!member(c, o, where, key, W_STRING, false))
    return false;
  if (!s)
    return true;
  for (size_t i = 0; words[i]; i++)
    if (!strcmp(s, words[i]))
      return true;
  return ctl_error_set(c->err, c->source, 0, 0, "%s.%s: unknown value '%s'",
                       where, key, s);
}

/* w: where, then ".key" ("..." at the end when cut). */
static void at(char *w, size_t n, const char *where, const char *key)
{
  if (snprintf(w, n, "%s.%s", where, key) >= (int)n && n > 4)
    memcpy(w + n - 4, "...", 4);
}

/* A message: an object whose text is a string (required or not). */
static bool message(checker *c, json_t *o, const char *where, bool required)
{
  char w[512];
  json_t *m = json_object_get(o, "message");
  at(w, sizeof w, where, "message");
  return member(c, o, where, "message", W_OBJECT, required) &&
         (!m || member(c, m, w, "text", W_STRING, required));
}

/* A physicalLocation: artifactLocation {uri, uriBaseId, index} and
   region {startLine, endLine, startColumn}, each optional. */
static bool physical(checker *c, json_t *p, const char *where)
{
  char w[512];
  json_t *al = json_object_get(p, "artifactLocation");
  json_t *region = json_object_get(p, "region");
  if (!is(c, p, where, NULL, W_OBJECT, true) ||
      !member(c, p, where, "artifactLocation", W_OBJECT, false) ||
      !member(c, p, where, "region", W_OBJECT, false))
    return false;
  at(w, sizeof w, where, "artifactLocation");
  if (al && (!member(c, al, w, "uri", W_STRING, false) ||
             !member(c, al, w, "uriBaseId", W_STRING, false) ||
             !member(c, al, w, "index", W_INDEX, false)))
    return false;
  at(w, sizeof w, where, "region");
  return !region || (member(c, region, w, "startLine", W_LINE, false) &&
                     member(c, region, w, "endLine", W_LINE, false) &&
                     member(c, region, w, "startColumn", W_LINE, false));
}

/* A location: {physicalLocation, message}, each optional. */
static bool location(checker *c, json_t *l, const char *where)
{
  char w[512];
  json_t *p = json_object_get(l, "physicalLocation");
  at(w, sizeof w, where, "physicalLocation");
  return is(c, l, where, NULL, W_OBJECT, true) && (!p || physical(c, p, w)) &&
         message(c, l, where, false);
}

/* An array member whose elements each pass `each`. */
static bool each_of(checker *c, json_t *o, const char *where, const char *key,
                    bool required,
                    bool (*each)(checker *c, json_t *v, const char *where))
{
  char w[512];
  json_t *a = json_object_get(o, key), *v;
  size_t i;
  if (!member(c, o, where, key, W_ARRAY, required))
    return false;
  json_array_foreach(a, i, v) {
    snprintf(w, sizeof w, "%s.%s[%zu]", where, key, i);
    if (!each(c, v, w))
      return false;
  }
  return true;
}

/* A threadFlowLocation: {location}. */
static bool flow_location(checker *c, json_t *t, const char *where)
{
  char w[512];
  json_t *l = json_object_get(t, "location");
  at(w, sizeof w, where, "location");
  return is(c, t, where, NULL, W_OBJECT, true) && (!l || location(c, l, w));
}

static bool thread_flow(checker *c, json_t *t, const char *where)
{
  return is(c, t, where, NULL, W_OBJECT, true) &&
         each_of(c, t, where, "locations", true, flow_location);
}

static bool code_flow(checker *c, json_t *f, const char *where)
{
  return is(c, f, where, NULL, W_OBJECT, true) &&
         each_of(c, f, where, "threadFlows", true, thread_flow);
}

static bool suppression(checker *c, json_t *s, const char *where)
{
  return is(c, s, where, NULL, W_OBJECT, true) &&
         member(c, s, where, "justification", W_STRING, false);
}

static bool result(checker *c, json_t *r, const char *where)
{
  static const char *const levels[] = {"none", "note", "warning", "error", NULL};
  static const char *const states[] = {"new", "unchanged", "updated", "absent",
                                       NULL};
  char w[512];
  json_t *pf = json_object_get(r, "partialFingerprints"), *v;
  const char *k;
  if (!is(c, r, where, NULL, W_OBJECT, true) ||
      !member(c, r, where, "ruleId", W_STRING, false) ||
      !member(c, r, where, "ruleIndex", W_INDEX, false) ||
      !one_of(c, r, where, "level", levels) ||
      !one_of(c, r, where, "baselineState", states) ||
      !message(c, r, where, true) ||
      !each_of(c, r, where, "locations", false, location) ||
      !each_of(c, r, where, "codeFlows", false, code_flow) ||
      !each_of(c, r, where, "suppressions", false, suppression) ||
      !member(c, r, where, "partialFingerprints", W_OBJECT, false))
    return false;
  at(w, sizeof w, where, "partialFingerprints");
  json_object_foreach(pf, k, v)
    if (!is(c, v, w, k, W_STRING, true))
      return false;
  return true;
}

static bool rule(checker *c, json_t *r, const char *where)
{
  return is(c, r, where, NULL, W_OBJECT, true) &&
         member(c, r, where, "id", W_STRING, true);
}

static bool run(checker *c, json_t *r, const char *where)
{
  char w[512];
  json_t *driver = sarif_at(r, "tool.driver");
  at(w, sizeof w, where, "tool.driver");
  return is(c, r, where, NULL, W_OBJECT, true) &&
         member(c, r, where, "originalUriBaseIds", W_OBJECT, false) &&
         member(c, r, where, "artifacts", W_ARRAY, false) &&
         (!driver || each_of(c, driver, w, "rules", false, rule)) &&
         each_of(c, r, where, "results", false, result);
}

bool sarif_check_results(json_t *log, const char *source, ctl_error *err)
{
  checker c = {source, err};
  json_t *runs = json_object_get(log, "runs"), *r;
  size_t i;
  char w[64];
  json_array_foreach(runs, i, r) {
    snprintf(w, sizeof w, "runs[%zu]", i);
    if (!run(&c, r, w))
      return false;
  }
  return true;
}
