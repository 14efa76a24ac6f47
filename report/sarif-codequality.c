/* sarif-codequality.c: a log's results as a GitLab Code Quality report (JSON issues). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

/* GitLab's severity for a SARIF level. */
static const char *severity_of(const char *level)
{
  return !strcmp(level, "error")  ? "critical"
         : !strcmp(level, "note") ? "minor"
         : !strcmp(level, "none") ? "info"
                                  : "major";
}

/* The path GitLab shows for a result's place (malloc'ed): the local file
   relative to top when it lies under it, else the URI as written
   (relative to its base), else the local file. */
static char *report_path(json_t *run, json_t *place, const char *top)
{
  char *path = sarif_local_path(run, place, NULL);
  size_t n = strlen(top);
  if (path[0] == '/' && n && !strncmp(path, top, n) &&
      (path[n] == '/' || (top[n - 1] == '/' && path[n]))) {
    char *rel = ut_strdup(path + n + (path[n] == '/'));
    free(path);
    return rel;
  }
  const char *base_id;
  const char *uri = sarif_location_uri(run, place, &base_id);
  char *as_written = sarif_uri_path(uri);
  if (as_written[0] != '/') {
    free(path);
    return as_written;
  }
  free(as_written);
  return path;
}

/* A fingerprint for `fp` that no earlier issue has: fp itself, or one
   derived from it and how many times it was seen. */
static char *unique_fingerprint(ut_intern *seen, const char *fp,
                                const char *rule, const char *path)
{
  char buf[33];
  const char *cand = fp;
  for (uint32_t k = 1; ut_intern_find(seen, cand, strlen(cand)) != UT_NONE;
       k++) {
    sarif_fingerprint(rule, path, fp, "", k, buf);
    cand = buf;
  }
  ut_intern_add(seen, cand, strlen(cand));
  return ut_strdup(cand);
}

/* One issue for result r of run. */
static json_t *issue(json_t *run, json_t *r, json_t *place, const char *top,
                     ut_intern *seen)
{
  const char *rule = json_string_value(json_object_get(r, "ruleId"));
  const char *text = sarif_str_at(r, "message.text");
  char *path = report_path(run, place, top);
  uint32_t begin = sarif_place_line(place);
  json_int_t end = json_integer_value(sarif_at(place, "region.endLine"));
  begin = begin ? begin : 1;
  if (end < begin)
    end = begin;
  const char *fp = sarif_result_fingerprint(r);
  char own[33];
  if (!fp) { /* not from ctlcheck: the rule, the file and the message */
    sarif_fingerprint(rule, path, "", text, 0, own);
    fp = own;
  }
  char *unique = unique_fingerprint(seen, fp, rule, path);
  json_t *o = json_pack(
      "{s:s,s:s,s:s,s:s,s:s,s:[s],s:{s:s,s:{s:I,s:I}}}", "type", "issue",
      "description", text ? text : "", "check_name", rule ? rule : "ctlcheck",
      "fingerprint", unique, "severity",
      severity_of(sarif_result_level(run, r)), "categories", "Bug Risk",
      "location", "path", path, "lines", "begin", (json_int_t)begin, "end",
      end);
  free(unique);
  free(path);
  return o;
}

json_t *sarif_codequality(json_t *log, const char *root)
{
  /* Physical, like the compiler's idea of the directory it ran in. */
  char *real = realpath(root ? root : ".", NULL);
  const char *top = real ? real : root ? root : "";
  json_t *out = json_array(), *run, *r;
  ut_intern seen;
  ut_intern_init(&seen, NULL, NULL);
  size_t ri, i;
  json_array_foreach(json_object_get(log, "runs"), ri, run)
    json_array_foreach(json_object_get(run, "results"), i, r) {
      const char *state = json_string_value(json_object_get(r, "baselineState"));
      json_t *place = sarif_result_place(r);
      const char *base_id;
      if (sarif_result_suppressed(r) || (state && !strcmp(state, "absent")) ||
          !sarif_location_uri(run, place, &base_id))
        continue;
      json_array_append_new(out, issue(run, r, place, top, &seen));
    }
  ut_intern_free(&seen);
  free(real);
  return out;
}
