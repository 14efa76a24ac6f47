/* ctlcheck-sarif.c: merge, diff, summarise SARIF logs, and turn them into HTML and Code Quality reports (report/). */
#include "config.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"

/*
 *   ctlcheck-sarif merge FILE|DIR... -o OUT
 *   ctlcheck-sarif diff --baseline OLD NEW -o OUT
 *   ctlcheck-sarif summary FILE
 *   ctlcheck-sarif html FILE|DIR... -o OUTDIR [--srcroot DIR]
 *   ctlcheck-sarif codequality FILE -o OUT [--root DIR]
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

static int cmp_str(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Expand directories into their *.sarif files, in name order. */
static char **inputs(char **args, int n, size_t *count)
{
  char **out = NULL;
  size_t k = 0, cap = 0;
  for (int i = 0; i < n; i++) {
    struct stat st;
    if (stat(args[i], &st) == 0 && S_ISDIR(st.st_mode)) {
      DIR *d = opendir(args[i]);
      struct dirent *e;
      size_t first = k;
      while (d && (e = readdir(d))) {
        size_t l = strlen(e->d_name);
        if (l > 6 && strcmp(e->d_name + l - 6, ".sarif") == 0) {
          out = ut_grow(out, k, &cap, sizeof *out);
          size_t m = strlen(args[i]) + l + 2;
          out[k] = ut_malloc(m);
          snprintf(out[k++], m, "%s/%s", args[i], e->d_name);
        }
      }
      if (d)
        closedir(d);
      qsort(out + first, k - first, sizeof *out, cmp_str);
    } else {
      out = ut_grow(out, k, &cap, sizeof *out);
      out[k++] = ut_strdup(args[i]);
    }
  }
  *count = k;
  return out;
}

/* Read a log, printing the error; NULL after an error. */
static json_t *load(const char *path)
{
  ctl_error e = {0};
  json_t *log = sarif_read_file(path, &e);
  if (!log)
    ctl_error_print(stderr, &e);
  return log;
}

/* Read a log for a report: also its results' fields checked. */
static json_t *load_checked(const char *path)
{
  ctl_error e = {0};
  json_t *log = load(path);
  if (log && !sarif_check_results(log, path, &e)) {
    ctl_error_print(stderr, &e);
    json_decref(log);
    return NULL;
  }
  return log;
}

/* Write a log; 0, or 2 after printing "OUT: error: cannot write: WHY". */
static int save(json_t *log, const char *out)
{
  ctl_error e = {0};
  if (sarif_save_json(log, out, &e))
    return 0;
  err("%s: error: cannot write: %s", out, e.text);
  return 2;
}

/* Read every log the arguments name (directories: their *.sarif files)
   with `read`, which prints its own errors; frees args.  0, or 2 when one
   could not be read. */
static int read_logs(char **args, int nargs, json_t *(*read)(const char *),
                     char ***files, json_t ***logs, size_t *n)
{
  *files = inputs(args, nargs, n);
  free(args);
  *logs = ut_calloc(*n + 1, sizeof **logs);
  for (size_t f = 0; f < *n; f++)
    if (!((*logs)[f] = read((*files)[f])))
      return 2;
  return 0;
}

static void free_logs(char **files, json_t **logs, size_t n)
{
  for (size_t f = 0; f < n; f++) {
    json_decref(logs[f]);
    free(files[f]);
  }
  free(logs);
  free(files);
}

static int cmd_merge(int argc, char **argv)
{
  const char *out = NULL;
  char **args = ut_calloc((size_t)argc + 1, sizeof *args);
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
  size_t n;
  char **files;
  json_t **logs;
  int status = read_logs(args, nargs, load, &files, &logs, &n);
  if (!status) {
    json_t *log = sarif_merge(logs, n);
    status = save(log, out);
    json_decref(log);
  }
  free_logs(files, logs, n);
  return status;
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
  size_t nnew = sarif_diff(old, now);
  int status = save(now, out);
  if (!status) {
    printf("%zu new result%s\n", nnew, nnew == 1 ? "" : "s");
    status = nnew ? 1 : 0;
  }
  json_decref(old);
  json_decref(now);
  return status;
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
  sarif_summary(log, stdout);
  json_decref(log);
  return 0;
}

/* Options: "-o" and the named ones take a value; the rest are operands
   (args, *nargs).  False on an option without its value. */
static bool options(int argc, char **argv, const char *names[],
                    const char **values[], size_t nnames, char **args,
                    int *nargs)
{
  *nargs = 0;
  for (int i = 0; i < argc; i++) {
    size_t k = 0;
    while (k < nnames && strcmp(argv[i], names[k]))
      k++;
    if (k == nnames) {
      args[(*nargs)++] = argv[i];
    } else if (i + 1 < argc) {
      *values[k] = argv[++i];
    } else {
      return false;
    }
  }
  return true;
}

static int cmd_html(int argc, char **argv)
{
  const char *out = NULL, *srcroot = NULL;
  const char *names[] = {"-o", "--srcroot"};
  const char **values[] = {&out, &srcroot};
  char **args = ut_calloc((size_t)argc + 1, sizeof *args);
  int nargs;
  if (!options(argc, argv, names, values, 2, args, &nargs) || !out || !nargs) {
    err("usage: %s html FILE|DIR... -o OUTDIR [--srcroot DIR]", prog);
    free(args);
    return 2;
  }
  size_t n;
  char **files;
  json_t **logs;
  int status = read_logs(args, nargs, load_checked, &files, &logs, &n);
  if (!status && !n) {
    err("%s: error: no *.sarif file in the directories given", prog);
    status = 2;
  }
  if (!status) {
    json_t *log = n == 1 ? json_incref(logs[0]) : sarif_merge(logs, n);
    ctl_error e = {0};
    if (!sarif_html(log, out, srcroot, &e)) {
      err("%s: error: %s", e.source, e.text);
      status = 2;
    }
    json_decref(log);
  }
  free_logs(files, logs, n);
  return status;
}

static int cmd_codequality(int argc, char **argv)
{
  const char *out = NULL, *root = NULL;
  const char *names[] = {"-o", "--root"};
  const char **values[] = {&out, &root};
  char **args = ut_calloc((size_t)argc + 1, sizeof *args);
  int nargs;
  bool ok = options(argc, argv, names, values, 2, args, &nargs) && out &&
            nargs == 1;
  const char *in = args[0];
  free(args);
  if (!ok) {
    err("usage: %s codequality FILE -o OUT [--root DIR]", prog);
    return 2;
  }
  json_t *log = load_checked(in);
  if (!log)
    return 2;
  json_t *report = sarif_codequality(log, root);
  int status = save(report, out);
  json_decref(report);
  json_decref(log);
  return status;
}

static void usage(FILE *out)
{
  fprintf(out,
          "Usage: %s COMMAND ...\n"
          "  merge FILE|DIR... -o OUT        join per-unit logs into one log with one run;\n"
          "                                  results seen in several units are kept once\n"
          "  diff --baseline OLD NEW -o OUT  mark NEW's results new, unchanged, updated\n"
          "                                  or absent against OLD (by fingerprint)\n"
          "  summary FILE                    findings per rule and per file, and the\n"
          "                                  coverage (functions checked how)\n"
          "  html FILE|DIR... -o OUTDIR [--srcroot DIR]\n"
          "                                  a static HTML report: OUTDIR/index.html\n"
          "                                  and a page per source file (sources\n"
          "                                  found from %%SRCROOT%%, or DIR)\n"
          "  codequality FILE -o OUT [--root DIR]\n"
          "                                  GitLab Code Quality JSON; paths relative\n"
          "                                  to DIR (default: the current directory)\n"
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
  if (argc >= 2 && !strcmp(argv[1], "html"))
    return cmd_html(argc - 2, argv + 2);
  if (argc >= 2 && !strcmp(argv[1], "codequality"))
    return cmd_codequality(argc - 2, argv + 2);
  if (argc >= 2)
    err("%s: error: unknown command '%s'", prog, argv[1]);
  usage(stderr);
  return 2;
}
