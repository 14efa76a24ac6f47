/* test-report-codequality.c: GitLab Code Quality reports checked field by field against GitLab's format. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "../tap.h"

/*
 * GitLab's Code Quality format (docs.gitlab.com, ci/testing/code_quality,
 * "Code Quality report format"): a JSON array of objects, each with
 *   description          string
 *   check_name           string
 *   fingerprint          string, unique in the report
 *   severity             one of info, minor, major, critical, blocker
 *   location.path        string, relative to the repository
 *   location.lines.begin integer (>= 1)
 * `test-report-codequality FILE` checks a report file the same way (the
 * shell tests run it on the plugin's output).
 */

/* Check one report; name says which in the test points' names.  Returns
   how many issues it has (-1 when it is not an array). */
static long check_report(json_t *report, const char *name)
{
  if (!tap_ok(json_is_array(report), "%s: the report is a JSON array", name))
    return -1;
  static const char *const severities[] = {"info", "minor", "major",
                                           "critical", "blocker"};
  size_t i, bad[7] = {0};
  ut_intern fps;
  ut_intern_init(&fps, NULL, NULL);
  json_t *o;
  json_array_foreach(report, i, o) {
    json_t *loc = json_object_get(o, "location");
    json_t *lines = json_object_get(loc, "lines");
    const char *sev = json_string_value(json_object_get(o, "severity"));
    const char *path = json_string_value(json_object_get(loc, "path"));
    const char *fp = json_string_value(json_object_get(o, "fingerprint"));
    json_t *begin = json_object_get(lines, "begin");
    bool known = false;
    for (size_t s = 0; sev && s < 5; s++)
      known |= !strcmp(sev, severities[s]);
    bad[0] += !json_is_object(o);
    bad[1] += !json_is_string(json_object_get(o, "description")) ||
              !*json_string_value(json_object_get(o, "description"));
    bad[2] += !json_is_string(json_object_get(o, "check_name")) ||
              !*json_string_value(json_object_get(o, "check_name"));
    bad[3] += !fp || !*fp;
    if (fp) {
      uint32_t n = fps.n;
      bad[4] += ut_intern_add(&fps, fp, strlen(fp)) != n;
    }
    bad[5] += !known;
    bad[6] += !json_is_object(loc) || !path || !*path || path[0] == '/' ||
              strstr(path, "://") || !json_is_object(lines) ||
              !json_is_integer(begin) || json_integer_value(begin) < 1;
  }
  ut_intern_free(&fps);
  static const char *const what[7] = {
    "every issue is an object", "description: a non-empty string",
    "check_name: a non-empty string", "fingerprint: a non-empty string",
    "fingerprint: unique in the report",
    "severity: one of info, minor, major, critical, blocker",
    "location: a relative path and lines.begin, an integer >= 1"};
  for (int k = 0; k < 7; k++) {
    char title[256];
    snprintf(title, sizeof title, "%s: %s", name, what[k]);
    tap_is_int((long long)bad[k], 0, title);
  }
  return (long)json_array_size(report);
}

/* The issue's location.path, or NULL. */
static const char *path_of(json_t *issue)
{
  return json_string_value(
      json_object_get(json_object_get(issue, "location"), "path"));
}

/* The issue whose check_name is rule, or NULL. */
static json_t *issue_of(json_t *report, const char *rule)
{
  size_t i;
  json_t *o;
  json_array_foreach(report, i, o)
    if (!strcmp(json_string_value(json_object_get(o, "check_name")), rule))
      return o;
  return NULL;
}

/* Write text to dir/name. */
static void put(const char *dir, const char *name, const char *text)
{
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "w");
  if (f) {
    fputs(text, f);
    fclose(f);
  }
}

/* A real log: written by the library's SARIF writer (the plugin's) for
   a source tree in dir, read back, checked and turned into a report. */
static void test_real_log(const char *dir)
{
  char a[512], h[512], out[512];
  snprintf(a, sizeof a, "%s/src/a.c", dir);
  snprintf(h, sizeof h, "%s/src/a.h", dir);
  snprintf(out, sizeof out, "%s/a.sarif", dir);
  put(dir, "src/a.c", "#include \"a.h\"\nvoid f (char *p)\n{\n  free (p);\n"
      "  free (p);\n  free (p); /* ctlcheck-ignore */\n}\n");
  put(dir, "src/a.h", "static int *g (void) { int x; return &x; }\n");
  const sarif_rule rules[] = {
    {"double-free", "memory freed twice", NULL, "Bad: free (p); free (p);",
     "warning", 415, NULL, 0},
    {"return-stack-address", "returns a local's address", NULL, NULL,
     "error", 562, NULL, 0},
    {"style", "a note", NULL, NULL, "note", 0, NULL, 0}};
  const sarif_loc ev[] = {{a, 4, 3, "first free"}, {a, 5, 3, "second"}};
  const sarif_result results[] = {
    {0, "'p' is freed twice", {a, 5, 3, NULL}, ev, 2, "f", NULL},
    {0, "'p' is freed twice", {a, 5, 3, NULL}, ev, 2, "f", NULL},
    {0, "'p' is freed again", {a, 6, 3, NULL}, NULL, 0, "f", "ctlcheck-ignore"},
    {1, "returns the address of 'x'", {h, 1, 36, NULL}, NULL, 0, "g", NULL},
    {2, "a note with \"quotes\" and <angles>", {a, 2, 1, NULL}, NULL, 0, "f",
     NULL}};
  const char *artifacts[] = {a, h};
  const char *argv[] = {"gcc", "-c", "a.c"};
  sarif_run run = {"1.0", "https://example.invalid", dir, rules, 3, results,
                   5, NULL, 0, artifacts, 2, argv, 3, true, NULL};
  ctl_error e = {0};
  tap_ok(sarif_write_file(&run, out, &e), "the library writes a log");
  sarif_source_cache_clear();
  json_t *log = sarif_read_file(out, &e);
  tap_ok(log && sarif_check_results(log, out, &e), "it reads back and checks");
  json_t *report = sarif_codequality(log, dir);
  tap_is_int(check_report(report, "a real log"), 4,
             "one issue per unsuppressed result");
  json_t *df = issue_of(report, "double-free");
  json_t *rsa = issue_of(report, "return-stack-address");
  json_t *note = issue_of(report, "style");
  tap_is_str(json_string_value(json_object_get(df, "description")),
             "'p' is freed twice", "description: the result's message");
  tap_is_str(path_of(df), "src/a.c",
             "path: relative to the root given");
  tap_is_int(json_integer_value(json_object_get(json_object_get(
                 json_object_get(df, "location"), "lines"), "begin")),
             5, "lines.begin: the result's line");
  json_t *r0 = json_array_get(json_object_get(json_array_get(
                   json_object_get(log, "runs"), 0), "results"), 0);
  tap_is_str(json_string_value(json_object_get(df, "fingerprint")),
             json_string_value(json_object_get(json_object_get(
                 r0, "partialFingerprints"), "ctlcheckFingerprint/v1")),
             "fingerprint: the SARIF fingerprint (stable the same way)");
  tap_is_str(json_string_value(json_object_get(df, "severity")), "major",
             "severity: warning is major");
  tap_is_str(json_string_value(json_object_get(rsa, "severity")), "critical",
             "severity: error is critical");
  tap_is_str(json_string_value(json_object_get(note, "severity")), "minor",
             "severity: note is minor");
  tap_is_str(path_of(rsa), "src/a.h",
             "a header's issue names the header");
  json_decref(report);

  /* Relative to another root: still relative, from the log's %SRCROOT%. */
  report = sarif_codequality(log, "/nonexistent/elsewhere");
  check_report(report, "another root");
  tap_is_str(path_of(json_array_get(report, 0)),
             "src/a.c", "outside the root: the URI as the log has it");
  json_decref(report);

  /* A baseline diff: absent results are left out. */
  json_t *now = json_deep_copy(log), *empty = json_deep_copy(log);
  json_array_clear(json_object_get(json_array_get(json_object_get(empty,
                   "runs"), 0), "results"));
  sarif_diff(log, empty);
  report = sarif_codequality(empty, dir);
  tap_is_int((long long)json_array_size(report), 0,
             "absent results (fixed since the baseline) are left out");
  json_decref(report);
  json_decref(empty);
  json_decref(now);
  json_decref(log);
}

/* A log without fingerprints or levels (another tool's) still gives
   valid, unique issues. */
static void test_foreign_log(void)
{
  json_t *log = json_loads(
      "{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"x\"}},"
      "\"results\":["
      "{\"ruleId\":\"r\",\"message\":{\"text\":\"m\"},\"locations\":[{"
      "\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"d/x%20y.c\"},"
      "\"region\":{\"startLine\":3,\"endLine\":5}}}]},"
      "{\"ruleId\":\"r\",\"message\":{\"text\":\"m\"},\"locations\":[{"
      "\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"d/x%20y.c\"},"
      "\"region\":{\"startLine\":3}}}]},"
      "{\"message\":{\"text\":\"no location\"}}]}]}",
      0, NULL);
  ctl_error e = {0};
  tap_ok(sarif_check_results(log, "foreign", &e), "another tool's log checks");
  json_t *report = sarif_codequality(log, "/");
  tap_is_int(check_report(report, "another tool's log"), 2,
             "a result without a location is left out");
  json_t *first = json_array_get(report, 0);
  tap_is_str(path_of(first), "d/x y.c",
             "the path is the URI decoded");
  tap_is_int(json_integer_value(json_object_get(json_object_get(
                 json_object_get(first, "location"), "lines"), "end")),
             5, "lines.end: the region's endLine");
  json_decref(report);
  json_decref(log);
}

int main(int argc, char **argv)
{
  if (argc == 2) { /* check a report file */
    json_error_t je;
    json_t *report = json_load_file(argv[1], 0, &je);
    if (!report)
      printf("# %s:%d:%d: %s\n", argv[1], je.line, je.column, je.text);
    tap_ok(check_report(report, argv[1]) > 0, "%s has issues", argv[1]);
    json_decref(report);
    return tap_done();
  }
  char dir[] = "/tmp/ctlcheck-cq.XXXXXX";
  if (!mkdtemp(dir))
    return 1;
  char src[600];
  snprintf(src, sizeof src, "%s/src", dir);
  mkdir(src, 0777);
  test_real_log(dir);
  test_foreign_log();
  char cmd[700];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0)
    return 1;
  return tap_done();
}
