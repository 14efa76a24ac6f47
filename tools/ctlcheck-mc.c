/* ctlcheck-mc.c: check CTL specifications of a model file (NuSMV subset or explicit format). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ctl.h"
#include "ctlcheck/util.h"

/* Evidence lines are gathered here and written in blocks: a model of 10^5
   locations can print millions of them, and stdio's per-call locking was
   a third of such a run. */
static char outbuf[1 << 16];
static size_t outlen;

static void out_flush(void)
{
  fwrite(outbuf, 1, outlen, stdout);
  outlen = 0;
}

static void out_bytes(const char *s, size_t n)
{
  if (outlen + n > sizeof outbuf)
    out_flush();
  if (n > sizeof outbuf) {
    fwrite(s, 1, n, stdout);
    return;
  }
  memcpy(outbuf + outlen, s, n);
  outlen += n;
}

static void out_str(const char *s)
{
  out_bytes(s, strlen(s));
}

/* Each state's evidence line ("    NAME PROP...\n"), made the first time
   the state is printed: paths of different specifications share most of
   their states. */
static char **lines;
static size_t *line_len;

/* A state of an evidence path and the propositions that hold there. */
static void print_state(ctl_model_file *mf, uint32_t s)
{
  if (!lines) {
    lines = ut_calloc(ctl_model_file_nstates(mf) + 1, sizeof *lines);
    line_len = ut_calloc(ctl_model_file_nstates(mf) + 1, sizeof *line_len);
  }
  if (!lines[s]) {
    uint32_t n;
    const uint32_t *at = ctl_model_file_props_at(mf, s, &n);
    size_t len = 6 + strlen(ctl_model_file_state(mf, s));
    for (uint32_t i = 0; i < n; i++)
      len += 1 + strlen(ctl_model_file_prop(mf, at[i]));
    char *p = lines[s] = ut_malloc(len);
    p += sprintf(p, "    %s", ctl_model_file_state(mf, s));
    for (uint32_t i = 0; i < n; i++)
      p += sprintf(p, " %s", ctl_model_file_prop(mf, at[i]));
    *p++ = '\n';
    line_len[s] = (size_t)(p - lines[s]);
  }
  out_bytes(lines[s], line_len[s]);
}

/* One specification's verdict and its evidence when it has steps. */
static void print_verdict(ctl_model_file *mf, const char *file, size_t i,
                          const ctl_verdict *v)
{
  char *text = ctl_formula_to_string(ctl_model_file_spec(mf, i, NULL));
  printf("-- specification %s (%s:%u) is %s\n", text, file,
         ctl_model_file_spec_line(mf, i), v->holds ? "true" : "false");
  free(text);
  const ctl_path *p = &v->evidence;
  if (p->n > 1 || p->loop != UINT32_MAX) {
    printf("  %s:\n", v->holds ? "witness" : "counterexample");
    for (uint32_t j = 0; j < p->n; j++) {
      if (j == p->loop)
        out_str("    -- loop starts here\n");
      print_state(mf, p->states[j]);
    }
    out_flush();
  }
}

/* --time: when each phase ended (read, check, print). */
static double t_start, t_read, t_check;
/* --no-evidence: verdicts only (NuSMV's -dcx). */
static bool evidence = true;

/* Check every specification (together, over one structure) and print
   each verdict and evidence in file order; the exit status: 0 all hold,
   1 one does not, 2 error. */
static int check(ctl_model_file *mf, const char *file)
{
  for (uint32_t s = 0; s < ctl_model_file_nstates(mf); s++)
    if (ctl_model_file_dead_end(mf, s))
      fprintf(stderr, "%s: warning: location '%s' has no successor; it "
              "loops on itself\n", file, ctl_model_file_state(mf, s));
  ctl_error err = {0};
  ctl_error_clear(&err);
  size_t n = ctl_model_file_nspecs(mf);
  ctl_verdict *v = ut_calloc(n + 1, sizeof *v);
  int status = 0;
  if (!ctl_model_file_check_all(mf, evidence, v, &err)) {
    ctl_error_print(stderr, &err);
    status = 2;
  }
  t_check = ut_seconds();
  for (size_t i = 0; i < n; i++) {
    if (status < 2) {
      print_verdict(mf, file, i, &v[i]);
      if (!v[i].holds)
        status = 1;
    }
    ctl_path_free(&v[i].evidence);
  }
  free(v);
  for (uint32_t s = 0; lines && s < ctl_model_file_nstates(mf); s++)
    free(lines[s]);
  free(lines);
  free(line_len);
  return status;
}

/* The whole file (or standard input for "-"), or NULL. */
static char *read_all(const char *path, size_t *len)
{
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f)
    return NULL;
  size_t cap = 1 << 16, n = 0, got;
  char *buf = ut_malloc(cap);
  while ((got = fread(buf + n, 1, cap - n, f)) > 0)
    if ((n += got) == cap)
      buf = ut_realloc(buf, cap *= 2);
  if (f != stdin)
    fclose(f);
  *len = n;
  return buf;
}

static void usage(FILE *out)
{
  fprintf(out,
          "Usage: ctlcheck-mc [--help] [--version] [--time] [--no-evidence] FILE\n"
          "Check every specification of a model with ctlcheck's CTL engine and\n"
          "print each verdict with its counterexample (or witness).\n\n"
          "FILE is a NuSMV model (the subset Goanna generates: one enumerated\n"
          "variable 'location', next(location) := case ... esac, DEFINE p :=\n"
          "boolean expressions over the location, SPEC) or the explicit format (init, edge, label,\n"
          "spec lines); '-' reads standard input.  See doc/ctlcheck-mc.md.\n\n"
          "--time prints the seconds spent reading, checking and printing\n"
          "on standard error; --no-evidence prints the verdicts only, without\n"
          "counterexamples or witnesses (as NuSMV's -dcx).\n\n"
          "Exit status: 0 all specifications hold, 1 one does not, 2 error.\n");
}

int main(int argc, char **argv)
{
  if (argc == 2 && !strcmp(argv[1], "--help")) {
    usage(stdout);
    return 0;
  }
  if (argc == 2 && !strcmp(argv[1], "--version")) {
    printf("ctlcheck-mc %s\n", PACKAGE_VERSION);
    return 0;
  }
  bool timing = false;
  while (argc > 2 && (!strcmp(argv[1], "--time") ||
                      !strcmp(argv[1], "--no-evidence"))) {
    if (!strcmp(argv[1], "--time"))
      timing = true;
    else
      evidence = false;
    argv++;
    argc--;
  }
  if (argc != 2 || (argv[1][0] == '-' && argv[1][1])) {
    usage(stderr);
    return 2;
  }
  t_start = ut_seconds();
  ctl_error err = {0};
  ctl_error_clear(&err);
  size_t len;
  char *text = read_all(argv[1], &len);
  if (!text) {
    ctl_error_set(&err, "ctlcheck-mc", 0, 0, "cannot read '%s'", argv[1]);
    ctl_error_print(stderr, &err);
    return 2;
  }
  const char *file = strcmp(argv[1], "-") ? argv[1] : "<stdin>";
  ctl_model_file *mf = ctl_model_parse(text, len, file, &err);
  free(text);
  if (!mf) {
    ctl_error_print(stderr, &err);
    return 2;
  }
  t_read = ut_seconds();
  int status = check(mf, file);
  if (timing)
    fprintf(stderr, "ctlcheck-mc: read %.4f s, check %.4f s, print %.4f s\n",
            t_read - t_start, t_check - t_read, ut_seconds() - t_check);
  ctl_model_file_free(mf);
  return status;
}
