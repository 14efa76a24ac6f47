/* test-report-html.c: sarif_html's pages: escaping, sources found or not, path links, baseline states, size. */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "../tap.h"

static char top[] = "/tmp/ctlcheck-html.XXXXXX";

/* The whole of dir/name (malloc'ed; "" when it cannot be read). */
static char *slurp(const char *dir, const char *name)
{
  char path[512];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "rb");
  size_t n = 0, cap = 4096, got;
  char *s = ut_malloc(cap);
  while (f && (got = fread(s + n, 1, cap - n - 1, f)) > 0)
    if ((n += got) + 1 == cap)
      s = ut_realloc(s, cap *= 2);
  s[n] = '\0';
  if (f)
    fclose(f);
  return s;
}

static void put(const char *name, const char *text)
{
  char path[512];
  snprintf(path, sizeof path, "%s/%s", top, name);
  FILE *f = fopen(path, "w");
  if (f) {
    fputs(text, f);
    fclose(f);
  }
}

/* How many times needle occurs in s. */
static long count(const char *s, const char *needle)
{
  long n = 0;
  for (const char *p = s; (p = strstr(p, needle)); p += strlen(needle))
    n++;
  return n;
}

/* How many entries of dir end in suffix. */
static long files_in(const char *dir, const char *suffix)
{
  DIR *d = opendir(dir);
  struct dirent *e;
  long n = 0;
  while (d && (e = readdir(d))) {
    size_t l = strlen(e->d_name), k = strlen(suffix);
    n += l > k && !strcmp(e->d_name + l - k, suffix);
  }
  if (d)
    closedir(d);
  return n;
}

/* A log of one run rooted at %SRCROOT% = root, with results given as
   JSON text (the runs' "results" array). */
static json_t *log_of(const char *root, const char *results)
{
  char *text = ut_malloc(strlen(results) + strlen(root) + 1024);
  sprintf(text,
          "{\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":"
          "\"ctlcheck\",\"version\":\"9.9\",\"rules\":[{\"id\":\"double-free\","
          "\"shortDescription\":{\"text\":\"memory freed twice\"},\"help\":{"
          "\"text\":\"Bad: free (p); free (p);\"},\"properties\":{\"cwe\":"
          "\"CWE-415\"}},{\"id\":\"x\\\"<y>\",\"shortDescription\":{\"text\":"
          "\"<b>bold</b>\"}}]}},\"originalUriBaseIds\":{\"%%SRCROOT%%\":{"
          "\"uri\":\"file://%s/\"}},\"results\":%s}]}",
          root, results);
  json_error_t e;
  json_t *log = json_loads(text, 0, &e);
  if (!log)
    printf("# %s\n", e.text);
  free(text);
  return log;
}

/* A result of rule index ri at uri:line with the given events JSON. */
#define RESULT(rule, ri, msg, uri, line, extra)                                \
  "{\"ruleId\":\"" rule "\",\"ruleIndex\":" #ri ",\"message\":{\"text\":"      \
  "\"" msg "\"},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{" \
  "\"uri\":\"" uri "\",\"uriBaseId\":\"%SRCROOT%\"},\"region\":{"             \
  "\"startLine\":" #line "}}}]" extra "}"
#define EVENT(uri, line, msg)                                                  \
  "{\"location\":{\"physicalLocation\":{\"artifactLocation\":{\"uri\":\""     \
  uri "\",\"uriBaseId\":\"%SRCROOT%\"},\"region\":{\"startLine\":" #line     \
  "}},\"message\":{\"text\":\"" msg "\"}}}"

static void test_pages(void)
{
  char out[600], src[600];
  snprintf(out, sizeof out, "%s/out/deeper", top);
  snprintf(src, sizeof src, "%s/src", top);
  mkdir(src, 0777);
  put("src/a.c", "int main (void)\n{\n  char *p = <x> & \"y\";\n  free (p);\n"
      "  free (p);\n}\n");
  put("src/a.h", "static void h (char *p) { free (p); }\n");
  json_t *log = log_of(src,
      "[" RESULT("double-free", 0, "'p' is freed twice", "a.c", 5,
                 ",\"codeFlows\":[{\"threadFlows\":[{\"locations\":["
                 EVENT("a.h", 1, "first free in <h>") ","
                 EVENT("a.c", 5, "freed again")
                 "]}]}],\"partialFingerprints\":{\"ctlcheckFingerprint/v1\":"
                 "\"0123\"}")
      "," RESULT("x\\\"<y>", 1, "<script>alert(1)</script>", "gone.c", 3, "")
      "," RESULT("double-free", 0, "quiet", "a.c", 4,
                 ",\"suppressions\":[{\"kind\":\"inSource\",\"justification\":"
                 "\"ctlcheck-ignore <ok>\"}]")
      "]");
  ctl_error e = {0};
  tap_ok(log && sarif_check_results(log, "test", &e), "the log checks");
  tap_ok(sarif_html(log, out, NULL, &e), "sarif_html writes the report");
  if (e.text[0])
    printf("# %s\n", e.text);
  tap_is_int(files_in(out, ".html"), 4,
             "index.html and a page per file (a.c, a.h, gone.c)");
  tap_is_int(files_in(out, ".tmp"), 0, "no temporary file is left");
  char *index = slurp(out, "index.html");
  tap_ok(!strstr(index, "<script>alert") && !strstr(index, "<b>bold") &&
             strstr(index, "&lt;script&gt;alert(1)&lt;/script&gt;") &&
             strstr(index, "&lt;b&gt;bold&lt;/b&gt;"),
         "the index escapes messages and descriptions from the log");
  tap_ok(strstr(index, "data-rule=\"x&quot;&lt;y&gt;\"") &&
             strstr(index, "href=\"#rule=x%22%3Cy%3E\""),
         "a rule id is escaped in attributes and encoded in links");
  tap_ok(!strstr(index, "src=") && !strstr(index, "<link") &&
             !strstr(index, "@import") && !strstr(index, "url("),
         "the index loads nothing from elsewhere");
  tap_is_int(count(index, "<tr data-rule="), 3, "the index lists 3 findings");
  tap_ok(strstr(index, "id=\"total\">2<") != NULL,
         "totals: 2 findings (the suppressed one apart)");
  tap_ok(strstr(index, "coverage: not recorded") != NULL,
         "coverage: not recorded when the log does not have it");
  tap_ok(strstr(index, "<select id=\"state\"") == NULL,
         "no baseline filter without baseline states");
  free(index);

  char *a = slurp(out, "1-a.c.html");
  tap_ok(strstr(a, "char *p = &lt;x&gt; &amp; &quot;y&quot;;") != NULL,
         "the source is shown, escaped");
  tap_ok(strstr(a, "<tr id=\"L5\" class=\"hit\"><td class=\"ln\">5</td><td "
                   "class=\"mg\"><a class=\"b c0\" data-f=\"1\" href=\"#f1e2\"")
             != NULL,
         "event 2 is numbered in the margin of line 5, the finding's line");
  tap_ok(strstr(a, "<a href=\"2-a.h.html#f1e1\">&larr; 1</a>") != NULL,
         "event 2 links back to event 1 in the header's page");
  tap_ok(strstr(a, "CWE-415</a>") && strstr(a, "Bad: free (p); free (p);"),
         "the finding carries its rule's help and CWE link");
  tap_ok(strstr(a, "suppressed: ctlcheck-ignore &lt;ok&gt;") != NULL,
         "a suppressed finding shows its justification");
  free(a);
  char *h = slurp(out, "2-a.h.html");
  tap_ok(strstr(h, "href=\"#f1e1\" title=\"finding #1, event 1\">1</a></td>"
                   "<td class=\"code\">static void h") &&
             strstr(h, "first free in &lt;h&gt;") &&
             strstr(h, "<a href=\"1-a.c.html#f1e2\">2 &rarr;</a>"),
         "the header's page numbers event 1 and links on to event 2");
  free(h);
  char *gone = slurp(out, "3-gone.c.html");
  tap_ok(strstr(gone, "The source was not found at") &&
             strstr(gone, "<tr id=\"L3\" class=\"hit\">") &&
             strstr(gone, "&lt;script&gt;alert"),
         "a file that cannot be read gets a page with its findings");
  free(gone);

  /* A baseline diff of the log against itself minus one result. */
  json_t *base = json_deep_copy(log);
  json_array_remove(json_object_get(json_array_get(json_object_get(log, "runs"),
                                                   0), "results"), 1);
  json_array_remove(json_object_get(json_array_get(json_object_get(base, "runs"),
                                                   0), "results"), 0);
  sarif_diff(base, log);
  tap_ok(sarif_html(log, out, NULL, &e), "a report of a baseline diff");
  index = slurp(out, "index.html");
  tap_ok(strstr(index, "id=\"state-new\">1<") &&
             strstr(index, "id=\"state-unchanged\">1<") &&
             strstr(index, "id=\"state-absent\">1<") &&
             strstr(index, "<select id=\"state\""),
         "baseline states counted, with their filter");
  tap_ok(strstr(index, "data-state=\"absent\"") != NULL,
         "an absent finding is listed");
  free(index);
  json_decref(base);

  /* --srcroot: the sources are elsewhere. */
  char moved[600];
  snprintf(moved, sizeof moved, "%s/moved", top);
  rename(src, moved);
  tap_ok(sarif_html(log, out, moved, &e), "a report with srcroot given");
  a = slurp(out, "1-a.c.html");
  tap_ok(strstr(a, "free (p);") && !strstr(a, "The source was not found"),
         "the sources are found under srcroot");
  free(a);
  rename(moved, src);

  /* Errors: the output is a file. */
  char file[600];
  snprintf(file, sizeof file, "%s/src/a.c/x", top);
  ctl_error_clear(&e);
  tap_ok(!sarif_html(log, file, NULL, &e) && strstr(e.text, "not a directory"),
         "an output directory that cannot be made is an error");
  json_decref(log);
}

/* 25,000 results over 500 files without sources, 3 events each. */
static void test_many(void)
{
  json_t *results = json_array();
  for (int i = 0; i < 25000; i++) {
    char uri[32], text[48];
    snprintf(uri, sizeof uri, "d/f%d.c", i % 500);
    snprintf(text, sizeof text, "finding %d", i);
    json_t *evs = json_array();
    for (int k = 0; k < 3; k++)
      json_array_append_new(evs, json_pack(
          "{s:{s:{s:{s:s,s:s},s:{s:i}},s:{s:s}}}", "location",
          "physicalLocation", "artifactLocation", "uri", uri, "uriBaseId",
          "%SRCROOT%", "region", "startLine", i / 500 + k + 1, "message",
          "text", "event"));
    json_array_append_new(results, json_pack(
        "{s:s,s:i,s:{s:s},s:[{s:{s:{s:s,s:s},s:{s:i}}}],s:[{s:[{s:o}]}]}",
        "ruleId", "double-free", "ruleIndex", 0, "message", "text", text,
        "locations", "physicalLocation", "artifactLocation", "uri", uri,
        "uriBaseId", "%SRCROOT%", "region", "startLine", i / 500 + 3,
        "codeFlows", "threadFlows", "locations", evs));
  }
  json_t *log = log_of("/nonexistent", "[]");
  json_object_set_new(json_array_get(json_object_get(log, "runs"), 0),
                      "results", results);
  char out[600];
  snprintf(out, sizeof out, "%s/many", top);
  ctl_error e = {0};
  tap_ok(sarif_check_results(log, "many", &e) && sarif_html(log, out, NULL, &e),
         "25,000 results: the report is written");
  tap_is_int(files_in(out, ".html"), 501, "500 file pages and the index");
  char *index = slurp(out, "index.html");
  tap_is_int(count(index, "<tr data-rule="), 25000, "25,000 rows in the index");
  free(index);
  char *page = slurp(out, "1-f0.c.html");
  tap_is_int(count(page, "class=\"fd "), 50, "50 findings on each page");
  tap_is_int(count(page, "title=\"finding #"), 150, "with their 150 events");
  free(page);
  json_decref(log);
}

int main(void)
{
  if (!mkdtemp(top))
    return 1;
  test_pages();
  test_many();
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", top);
  if (system(cmd) != 0)
    return 1;
  return tap_done();
}
