/* ctlcheck-sarif.c: merge per-unit SARIF logs, diff against a baseline, summarise. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <jansson.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/*
 *   ctlcheck-sarif merge FILE|DIR... -o OUT
 *   ctlcheck-sarif diff --baseline OLD NEW -o OUT
 *   ctlcheck-sarif summary FILE
 *
 * Exit status: 0 success; 1 `diff` found new results; 2 usage or input
 * errors (the output file, if any, is left as it was).
 */

static const char *prog = "ctlcheck-sarif";

static void err(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

/* A SARIF log from a file, or NULL after an error naming file and place. */
static json_t *load(const char *path)
{
  json_error_t e;
  json_t *log = json_load_file(path, 0, &e);
  if (!log) {
    if (e.line > 0)
      err("%s:%d:%d: error: %s", path, e.line, e.column, e.text);
    else
      err("%s: error: %s", path, e.text);
    return NULL;
  }
  json_t *runs = json_object_get(log, "runs");
  const char *version = json_string_value(json_object_get(log, "version"));
  if (!json_is_object(log) || !json_is_array(runs) || !version ||
      strcmp(version, "2.1.0") != 0) {
    err("%s: error: not a SARIF 2.1.0 log (expected an object with "
        "\"version\": \"2.1.0\" and a \"runs\" array)", path);
    json_decref(log);
    return NULL;
  }
  return log;
}

/* Write atomically: a temporary file beside OUT, then rename. */
static int save(json_t *log, const char *out)
{
  size_t n = strlen(out) + 32;
  char *tmp = malloc(n);
  snprintf(tmp, n, "%s.tmp.%ld", out, (long)getpid());
  if (json_dump_file(log, tmp, JSON_INDENT(2) | JSON_ENSURE_ASCII) != 0 ||
      rename(tmp, out) != 0) {
    err("%s: error: cannot write: %s", out, strerror(errno ? errno : EIO));
    unlink(tmp);
    free(tmp);
    return 2;
  }
  free(tmp);
  return 0;
}

static int cmp_str(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Expand directories into their *.sarif files, in name order. */
static char **inputs(char **args, int n, int *count)
{
  char **out = NULL;
  int k = 0;
  for (int i = 0; i < n; i++) {
    struct stat st;
    if (stat(args[i], &st) == 0 && S_ISDIR(st.st_mode)) {
      DIR *d = opendir(args[i]);
      struct dirent *e;
      int first = k;
      while (d && (e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l > 6 && strcmp(e->d_name + l - 6, ".sarif") == 0) {
          out = realloc(out, (size_t)(k + 1) * sizeof *out);
          size_t m = strlen(args[i]) + l + 2;
          out[k] = malloc(m);
          snprintf(out[k++], m, "%s/%s", args[i], e->d_name);
        }
      }
      if (d)
        closedir(d);
      qsort(out + first, (size_t)(k - first), sizeof *out, cmp_str);
    } else {
      out = realloc(out, (size_t)(k + 1) * sizeof *out);
      out[k++] = strdup(args[i]);
    }
  }
  *count = k;
  return out;
}

static const char *str_at(json_t *o, const char *path)
{
  /* a small dotted path: "a.b.0.c" */
  char buf[256];
  snprintf(buf, sizeof buf, "%s", path);
  json_t *cur = o;
  for (char *tok = strtok(buf, "."); tok && cur; tok = strtok(NULL, ".")) {
    if (json_is_array(cur))
      cur = json_array_get(cur, strtoul(tok, NULL, 10));
    else
      cur = json_object_get(cur, tok);
  }
  return json_string_value(cur);
}

/* The identity of a result across units: rule, fingerprint, location. */
static char *result_key(json_t *r, bool with_location)
{
  const char *rule = json_string_value(json_object_get(r, "ruleId"));
  json_t *pf = json_object_get(r, "partialFingerprints");
  const char *fp = NULL, *k;
  json_t *v;
  json_object_foreach(pf, k, v) {
    fp = json_string_value(v);
    break;
  }
  const char *uri = str_at(r, "locations.0.physicalLocation.artifactLocation.uri");
  json_int_t line = json_integer_value(json_object_get(json_object_get(json_object_get(
      json_array_get(json_object_get(r, "locations"), 0), "physicalLocation"),
      "region"), "startLine"));
  size_t n = 64 + (rule ? strlen(rule) : 0) + (fp ? strlen(fp) : 0) +
             (uri ? strlen(uri) : 0);
  char *key = malloc(n);
  if (with_location)
    snprintf(key, n, "%s|%s|%s|%lld", rule ? rule : "", fp ? fp : "",
             uri ? uri : "", (long long)line);
  else
    snprintf(key, n, "%s|%s", rule ? rule : "", fp ? fp : "");
  return key;
}

/* ------------------------------------------------------------------ merge */

static size_t rule_slot(json_t *rules, json_t *rule)
{
  const char *id = json_string_value(json_object_get(rule, "id"));
  for (size_t i = 0; i < json_array_size(rules); i++)
    if (id && !strcmp(id, json_string_value(json_object_get(json_array_get(rules, i), "id"))))
      return i;
  json_array_append(rules, rule);
  return json_array_size(rules) - 1;
}

static bool has_key(char **keys, size_t n, const char *key)
{
  for (size_t i = 0; i < n; i++)
    if (!strcmp(keys[i], key))
      return true;
  return false;
}

static int cmd_merge(int argc, char **argv)
{
  const char *out = NULL;
  char **args = calloc((size_t)argc + 1, sizeof *args);
  int nargs = 0;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "-o") && i + 1 < argc)
      out = argv[++i];
    else
      args[nargs++] = argv[i];
  }
  if (!out || !nargs) {
    err("usage: %s merge FILE|DIR... -o OUT", prog);
    free(args);
    return 2;
  }
  int n;
  char **files = inputs(args, nargs, &n);
  free(args);
  json_t *run = json_object(), *rules = json_array(), *results = json_array();
  json_t *artifacts = json_array(), *invocations = json_array();
  char **keys = NULL, **uris = NULL;
  size_t nkeys = 0, nuris = 0;
  int status = 0;
  for (int f = 0; f < n && !status; f++) {
    json_t *log = load(files[f]);
    if (!log) {
      status = 2;
      break;
    }
    json_t *r;
    size_t ri;
    json_array_foreach(json_object_get(log, "runs"), ri, r) {
      json_t *driver = json_object_get(json_object_get(r, "tool"), "driver");
      if (!json_object_get(run, "tool"))
        json_object_set_new(run, "tool", json_pack("{s:O}", "driver", driver));
      if (!json_object_get(run, "originalUriBaseIds") &&
          json_object_get(r, "originalUriBaseIds"))
        json_object_set(run, "originalUriBaseIds",
                        json_object_get(r, "originalUriBaseIds"));
      json_t *local_rules = json_object_get(driver, "rules"), *res, *a, *inv;
      size_t i;
      json_array_foreach(json_object_get(r, "results"), i, res) {
        char *key = result_key(res, true);
        if (has_key(keys, nkeys, key)) { /* the same header, another unit */
          free(key);
          continue;
        }
        keys = realloc(keys, (nkeys + 1) * sizeof *keys);
        keys[nkeys++] = key;
        json_t *copy = json_deep_copy(res);
        json_int_t idx = json_integer_value(json_object_get(res, "ruleIndex"));
        json_t *rule = json_array_get(local_rules, (size_t)idx);
        if (rule)
          json_object_set_new(copy, "ruleIndex",
                              json_integer((json_int_t)rule_slot(rules, rule)));
        json_array_append_new(results, copy);
      }
      json_array_foreach(json_object_get(r, "artifacts"), i, a) {
        const char *uri = str_at(a, "location.uri");
        if (!uri || has_key(uris, nuris, uri))
          continue;
        uris = realloc(uris, (nuris + 1) * sizeof *uris);
        uris[nuris++] = strdup(uri);
        json_array_append(artifacts, a);
      }
      json_array_foreach(json_object_get(r, "invocations"), i, inv)
        json_array_append(invocations, inv);
    }
    json_decref(log);
  }
  if (!status) {
    if (!json_object_get(run, "tool")) /* no input run at all */
      json_object_set_new(run, "tool", json_pack("{s:{s:s,s:s}}", "driver",
                          "name", "ctlcheck", "informationUri",
                          "https://github.com/ctlcheck/ctlcheck"));
    json_object_set(json_object_get(json_object_get(run, "tool"), "driver"),
                    "rules", rules);
    json_object_set(run, "invocations", invocations);
    json_object_set(run, "artifacts", artifacts);
    json_object_set(run, "results", results);
    json_object_set_new(run, "columnKind", json_string("unicodeCodePoints"));
    json_t *log = json_pack("{s:s,s:s,s:[O]}", "$schema",
                            "https://json.schemastore.org/sarif-2.1.0.json",
                            "version", "2.1.0", "runs", run);
    status = save(log, out);
    json_decref(log);
  }
  for (size_t i = 0; i < nkeys; i++)
    free(keys[i]);
  for (size_t i = 0; i < nuris; i++)
    free(uris[i]);
  free(keys);
  free(uris);
  for (int i = 0; i < n; i++)
    free(files[i]);
  free(files);
  json_decref(run);
  json_decref(rules);
  json_decref(results);
  json_decref(artifacts);
  json_decref(invocations);
  return status;
}

/* ------------------------------------------------------------------- diff */

static json_t *first_run(json_t *log)
{
  return json_array_get(json_object_get(log, "runs"), 0);
}

static int cmd_diff(int argc, char **argv)
{
  const char *base = NULL, *cur = NULL, *out = NULL;
  for (int i = 0; i < argc; i++) {
    if (!strcmp(argv[i], "--baseline") && i + 1 < argc)
      base = argv[++i];
    else if (!strcmp(argv[i], "-o") && i + 1 < argc)
      out = argv[++i];
    else if (!cur)
      cur = argv[i];
    else
      base = NULL, i = argc; /* too many: fall into the usage error */
  }
  if (!base || !cur || !out) {
    err("usage: %s diff --baseline OLD NEW -o OUT", prog);
    return 2;
  }
  json_t *old = load(base);
  json_t *now = old ? load(cur) : NULL;
  if (!old || !now) {
    json_decref(old);
    return 2;
  }
  json_t *old_results = json_object_get(first_run(old), "results");
  json_t *new_results = json_object_get(first_run(now), "results");
  size_t nnew = 0, i, j;
  json_t *r, *o;
  bool *matched = calloc(json_array_size(old_results) + 1, 1);
  json_array_foreach(new_results, i, r) {
    char *k = result_key(r, false), *kl = result_key(r, true);
    const char *state = "new";
    json_array_foreach(old_results, j, o) {
      char *ok = result_key(o, false);
      if (!matched[j] && !strcmp(k, ok)) {
        char *okl = result_key(o, true);
        state = strcmp(kl, okl) ? "updated" : "unchanged";
        matched[j] = true;
        free(okl);
        free(ok);
        break;
      }
      free(ok);
    }
    nnew += !strcmp(state, "new");
    json_object_set_new(r, "baselineState", json_string(state));
    free(k);
    free(kl);
  }
  json_t *rules = json_object_get(json_object_get(json_object_get(
      first_run(now), "tool"), "driver"), "rules");
  json_array_foreach(old_results, j, o)
    if (!matched[j]) {
      json_t *gone = json_deep_copy(o);
      json_object_set_new(gone, "baselineState", json_string("absent"));
      /* Point ruleIndex into NEW's rules (or drop it). */
      const char *id = json_string_value(json_object_get(o, "ruleId"));
      json_object_del(gone, "ruleIndex");
      json_t *rule;
      size_t k;
      json_array_foreach(rules, k, rule)
        if (id && !strcmp(id, json_string_value(json_object_get(rule, "id"))))
          json_object_set_new(gone, "ruleIndex", json_integer((json_int_t)k));
      json_array_append_new(new_results, gone);
    }
  free(matched);
  int status = save(now, out);
  if (!status) {
    printf("%zu new result%s\n", nnew, nnew == 1 ? "" : "s");
    status = nnew ? 1 : 0;
  }
  json_decref(old);
  json_decref(now);
  return status;
}

/* ---------------------------------------------------------------- summary */

typedef struct count {
  char *name;
  unsigned n, suppressed;
} count;

static void bump(count **v, size_t *n, const char *name, bool suppressed)
{
  for (size_t i = 0; i < *n; i++)
    if (!strcmp((*v)[i].name, name)) {
      (*v)[i].n += !suppressed;
      (*v)[i].suppressed += suppressed;
      return;
    }
  *v = realloc(*v, (*n + 1) * sizeof **v);
  (*v)[*n] = (count){strdup(name), !suppressed, suppressed};
  (*n)++;
}

static int by_name(const void *a, const void *b)
{
  return strcmp(((const count *)a)->name, ((const count *)b)->name);
}

static void table(const char *title, count *v, size_t n)
{
  qsort(v, n, sizeof *v, by_name);
  printf("%-40s %8s %10s\n", title, "findings", "suppressed");
  for (size_t i = 0; i < n; i++) {
    printf("%-40s %8u %10u\n", v[i].name, v[i].n, v[i].suppressed);
    free(v[i].name);
  }
  free(v);
}

static int cmd_summary(int argc, char **argv)
{
  if (argc != 1) {
    err("usage: %s summary FILE", prog);
    return 2;
  }
  json_t *log = load(argv[0]);
  if (!log)
    return 2;
  count *rules = NULL, *files = NULL;
  size_t nr = 0, nf = 0, ri, i;
  unsigned total = 0;
  json_t *run, *r;
  json_array_foreach(json_object_get(log, "runs"), ri, run)
    json_array_foreach(json_object_get(run, "results"), i, r) {
      bool sup = json_array_size(json_object_get(r, "suppressions")) > 0;
      const char *id = json_string_value(json_object_get(r, "ruleId"));
      const char *uri = str_at(r, "locations.0.physicalLocation.artifactLocation.uri");
      bump(&rules, &nr, id ? id : "(no rule)", sup);
      bump(&files, &nf, uri ? uri : "(no file)", sup);
      total += !sup;
    }
  table("rule", rules, nr);
  putchar('\n');
  table("file", files, nf);
  printf("\n%u finding%s\n", total, total == 1 ? "" : "s");
  json_decref(log);
  return 0;
}

static void usage(FILE *out)
{
  fprintf(out,
          "Usage: %s COMMAND ...\n"
          "  merge FILE|DIR... -o OUT        join per-unit logs into one log with one run;\n"
          "                                  results seen in several units are kept once\n"
          "  diff --baseline OLD NEW -o OUT  mark NEW's results new, unchanged, updated\n"
          "                                  or absent against OLD (by fingerprint)\n"
          "  summary FILE                    findings per rule and per file\n"
          "  --help, --version\n\n"
          "Exit status: 0 success, 1 diff found new results, 2 usage or input error\n"
          "(an existing output file is then left as it was).  See doc/sarif.md.\n",
          prog);
}

int main(int argc, char **argv)
{
  if (argc >= 2 && !strcmp(argv[1], "--help")) {
    usage(stdout);
    return 0;
  }
  if (argc >= 2 && !strcmp(argv[1], "--version")) {
    printf("%s %s\n", prog, PACKAGE_VERSION);
    return 0;
  }
  if (argc >= 2 && !strcmp(argv[1], "merge"))
    return cmd_merge(argc - 2, argv + 2);
  if (argc >= 2 && !strcmp(argv[1], "diff"))
    return cmd_diff(argc - 2, argv + 2);
  if (argc >= 2 && !strcmp(argv[1], "summary"))
    return cmd_summary(argc - 2, argv + 2);
  if (argc >= 2)
    err("%s: error: unknown command '%s'", prog, argv[1]);
  usage(stderr);
  return 2;
}
