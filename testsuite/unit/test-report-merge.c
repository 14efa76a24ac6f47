/* test-report-merge.c: sarif_merge, sarif_diff and sarif_read_file called directly. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "../tap.h"

/* A result of rule `rule` (index ri) with fingerprint fp at uri:line. */
static json_t *result(const char *rule, int ri, const char *fp, const char *uri,
                      int line)
{
  return json_pack("{s:s,s:i,s:{s:s},s:{s:s},s:[{s:{s:{s:s},s:{s:i}}}]}",
                   "ruleId", rule, "ruleIndex", ri, "message", "text", "m",
                   "partialFingerprints", "ctlcheckFingerprint/v1", fp,
                   "locations", "physicalLocation", "artifactLocation", "uri",
                   uri, "region", "startLine", line);
}

/* A log with one run, rules `rules` (ids) and the given results. */
static json_t *log_of(const char *const *rules, size_t nrules, json_t *results,
                      const char *artifact)
{
  json_t *r = json_array();
  for (size_t i = 0; i < nrules; i++)
    json_array_append_new(r, json_pack("{s:s}", "id", rules[i]));
  return json_pack("{s:s,s:[{s:{s:{s:s,s:o}},s:o,s:[{s:{s:s}}],s:[]}]}",
                   "version", "2.1.0", "runs", "tool", "driver", "name",
                   "ctlcheck", "rules", r, "results", results, "artifacts",
                   "location", "uri", artifact, "invocations");
}

static json_t *results_of(json_t *log)
{
  return json_object_get(json_array_get(json_object_get(log, "runs"), 0),
                         "results");
}

static const char *state_of(json_t *log, size_t i)
{
  return json_string_value(
      json_object_get(json_array_get(results_of(log), i), "baselineState"));
}

static void test_merge(void)
{
  const char *r1[] = {"double-free", "uninit"}, *r2[] = {"uninit"};
  json_t *a = log_of(r1, 2, json_pack("[o,o]",
                     result("double-free", 0, "f1", "a.c", 3),
                     result("uninit", 1, "h1", "h.h", 7)), "a.c");
  json_t *b = log_of(r2, 1, json_pack("[o,o]",
                     result("uninit", 0, "h1", "h.h", 7),
                     result("uninit", 0, "f2", "b.c", 9)), "h.h");
  json_t *logs[] = {a, b};
  json_t *m = sarif_merge(logs, 2);
  json_t *run = json_array_get(json_object_get(m, "runs"), 0);
  tap_is_int((long long)json_array_size(results_of(m)), 3,
             "a finding seen from two units is kept once");
  tap_is_int((long long)json_array_size(json_object_get(
                 json_object_get(json_object_get(run, "tool"), "driver"), "rules")),
             2, "rules are joined by id");
  json_t *last = json_array_get(results_of(m), 2);
  tap_is_int(json_integer_value(json_object_get(last, "ruleIndex")), 1,
             "ruleIndex points into the merged rules");
  tap_is_int((long long)json_array_size(json_object_get(run, "artifacts")), 2,
             "artifacts are kept once each");
  json_decref(m);
  json_decref(a);
  json_decref(b);
}

static void test_merge_many(void)
{
  const char *r1[] = {"uninit"};
  json_t *res = json_array();
  char fp[32];
  for (int i = 0; i < 20000; i++) {
    snprintf(fp, sizeof fp, "fp%d", i % 10000);
    json_array_append_new(res, result("uninit", 0, fp, "x.c", i % 10000));
  }
  json_t *a = log_of(r1, 1, res, "x.c");
  json_t *logs[] = {a};
  json_t *m = sarif_merge(logs, 1);
  tap_is_int((long long)json_array_size(results_of(m)), 10000,
             "20,000 results with 10,000 duplicates merge to 10,000");
  json_decref(m);
  json_decref(a);
}

static void test_diff(void)
{
  const char *r1[] = {"double-free", "uninit"};
  json_t *old = log_of(r1, 2, json_pack("[o,o,o]",
                       result("double-free", 0, "f1", "a.c", 3),
                       result("uninit", 1, "f2", "a.c", 5),
                       result("uninit", 1, "f3", "a.c", 8)), "a.c");
  json_t *now = log_of(r1, 2, json_pack("[o,o,o]",
                       result("double-free", 0, "f1", "a.c", 3),
                       result("uninit", 1, "f2", "a.c", 6),
                       result("uninit", 1, "f4", "a.c", 9)), "a.c");
  size_t nnew = sarif_diff(old, now);
  tap_is_int((long long)nnew, 1, "one result is new");
  tap_is_str(state_of(now, 0), "unchanged", "same fingerprint, same place: unchanged");
  tap_is_str(state_of(now, 1), "updated", "same fingerprint, moved: updated");
  tap_is_str(state_of(now, 2), "new", "unknown fingerprint: new");
  tap_is_str(state_of(now, 3), "absent", "a baseline result gone: absent");
  json_decref(old);
  json_decref(now);
}

static void test_read_errors(void)
{
  char path[] = "/tmp/test-report-merge-XXXXXX";
  int fd = mkstemp(path);
  const char bad[] = "{\n  \"version\": \"2.1.0\",\n  \"runs\": [ }\n";
  tap_ok(fd >= 0 && write(fd, bad, sizeof bad - 1) == (ssize_t)(sizeof bad - 1),
         "a malformed log is written");
  close(fd);
  ctl_error e = {0};
  tap_ok(sarif_read_file(path, &e) == NULL, "a malformed log is refused");
  tap_is_str(e.source, path, "the error names the file");
  tap_is_int(e.line, 3, "and the line of the syntax error");
  FILE *f = fopen(path, "w");
  fputs("{\"version\": \"2.0.0\", \"runs\": []}\n", f);
  fclose(f);
  ctl_error e2 = {0};
  tap_ok(sarif_read_file(path, &e2) == NULL &&
             strstr(e2.text, "not a SARIF 2.1.0 log") != NULL,
         "another SARIF version is refused with a clear text");
  unlink(path);
}

int main(void)
{
  test_merge();
  test_merge_many();
  test_diff();
  test_read_errors();
  return tap_done();
}
