/* ctlcheck-mc.c: check CTL specifications of a model file (NuSMV subset or explicit format). */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ctl.h"

/*
 * Two input formats (doc/ctlcheck-mc.md):
 *
 *   NuSMV subset, as Goanna generates it:
 *     MODULE main
 *     VAR location : {l0, l1, l2};
 *     ASSIGN init(location) := l0;
 *       next(location) := case location = l0 : {l1, l2}; TRUE : location; esac;
 *     DEFINE p := location in {l1}; q := location = l2;
 *     SPEC AG (p -> AF q)
 *
 *   Explicit (one item per line, '#' comments):
 *     init l0
 *     edge l0 l1 l2
 *     label p l1
 *     spec AG (p -> AF q)
 */

typedef struct names {
  char **v;
  uint32_t n, cap;
  uint32_t *slot; /* open addressing: index + 1, 0 empty */
  uint32_t nslot;
} names;

static uint32_t hash(const char *s, size_t n)
{
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static void names_grow(names *t)
{
  t->nslot = t->nslot ? t->nslot * 2 : 64;
  free(t->slot);
  t->slot = calloc(t->nslot, sizeof *t->slot);
  for (uint32_t i = 0; i < t->n; i++) {
    uint32_t j = hash(t->v[i], strlen(t->v[i])) & (t->nslot - 1);
    while (t->slot[j])
      j = (j + 1) & (t->nslot - 1);
    t->slot[j] = i + 1;
  }
}

/* Index of a name; created when `add`, else UINT32_MAX if unknown. */
static uint32_t intern(names *t, const char *s, size_t n, bool add)
{
  if (2 * (t->n + 1) > t->nslot)
    names_grow(t);
  uint32_t j = hash(s, n) & (t->nslot - 1);
  for (; t->slot[j]; j = (j + 1) & (t->nslot - 1)) {
    const char *v = t->v[t->slot[j] - 1];
    if (strlen(v) == n && memcmp(v, s, n) == 0)
      return t->slot[j] - 1;
  }
  if (!add)
    return UINT32_MAX;
  if (t->n == t->cap)
    t->v = realloc(t->v, (t->cap = t->cap ? 2 * t->cap : 64) * sizeof *t->v);
  t->v[t->n] = strndup(s, n);
  t->slot[j] = t->n + 1;
  return t->n++;
}

typedef struct spec {
  ctl_formula *f;
  char *text;
  uint32_t line;
} spec;

typedef struct model {
  const char *file;
  names states, props;
  uint32_t init;
  uint32_t *from, *to;
  size_t nedges, capedges;
  uint32_t *lab_state, *lab_prop; /* pairs: prop holds in state */
  size_t nlab, caplab;
  spec *specs;
  size_t nspecs;
} model;

/* ------------------------------------------------------------------ lexer */

typedef struct lexer {
  const char *p, *end, *file;
  uint32_t line, col;
  const char *ts;
  size_t tl;
  uint32_t tline, tcol;
  bool failed;
} lexer;

static void error_at(lexer *L, uint32_t line, uint32_t col, const char *fmt, ...)
{
  if (L->failed)
    return;
  L->failed = true;
  va_list ap;
  fprintf(stderr, "%s:%u:%u: error: ", L->file, line, col);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

static void adv(lexer *L)
{
  if (*L->p == '\n')
    L->line++, L->col = 1;
  else
    L->col++;
  L->p++;
}

static bool word_char(char c)
{
  return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$' ||
         c == '#' || c == '-';
}

/* The next token (words, ':=', or one punctuation character); newlines
   are skipped unless `nl`, when one is returned as "\n". */
static void lex(lexer *L, bool nl)
{
  for (;;) {
    while (L->p < L->end && isspace((unsigned char)*L->p) &&
           !(nl && *L->p == '\n'))
      adv(L);
    if (L->p < L->end && (*L->p == '#' ||
        (*L->p == '-' && L->p + 1 < L->end && L->p[1] == '-')))
      while (L->p < L->end && *L->p != '\n')
        adv(L);
    else
      break;
  }
  L->ts = L->p;
  L->tline = L->line;
  L->tcol = L->col;
  if (L->p >= L->end) {
    L->tl = 0;
    return;
  }
  if (word_char(*L->p) && *L->p != '-' && *L->p != '#') {
    while (L->p < L->end && word_char(*L->p) &&
           !(*L->p == '-' && L->p + 1 < L->end && L->p[1] == '-'))
      adv(L);
  } else if (*L->p == ':' && L->p + 1 < L->end && L->p[1] == '=') {
    adv(L);
    adv(L);
  } else {
    adv(L);
  }
  L->tl = (size_t)(L->p - L->ts);
}

static bool is(const lexer *L, const char *w)
{
  return L->tl == strlen(w) && memcmp(L->ts, w, L->tl) == 0;
}

static bool expect(lexer *L, const char *w, bool nl)
{
  if (is(L, w)) {
    lex(L, nl);
    return true;
  }
  if (L->tl == 0)
    error_at(L, L->tline, L->tcol, "expected '%s' at the end of the file", w);
  else
    error_at(L, L->tline, L->tcol, "expected '%s' near '%.*s'", w,
             (int)(L->tl > 30 ? 30 : L->tl), L->ts);
  return false;
}

static bool is_name(const lexer *L)
{
  return L->tl && (isalnum((unsigned char)*L->ts) || *L->ts == '_');
}

/* ------------------------------------------------------------- the model */

static void add_edge(model *M, uint32_t a, uint32_t b)
{
  if (M->nedges == M->capedges) {
    M->capedges = M->capedges ? 2 * M->capedges : 256;
    M->from = realloc(M->from, M->capedges * sizeof *M->from);
    M->to = realloc(M->to, M->capedges * sizeof *M->to);
  }
  M->from[M->nedges] = a;
  M->to[M->nedges++] = b;
}

static void add_label(model *M, uint32_t prop, uint32_t state)
{
  if (M->nlab == M->caplab) {
    M->caplab = M->caplab ? 2 * M->caplab : 256;
    M->lab_state = realloc(M->lab_state, M->caplab * sizeof *M->lab_state);
    M->lab_prop = realloc(M->lab_prop, M->caplab * sizeof *M->lab_prop);
  }
  M->lab_state[M->nlab] = state;
  M->lab_prop[M->nlab++] = prop;
}

/* spec -> FORMULA: the rest of the text up to `stop` (parsed by the
   engine, so errors point into this file). */
static void add_spec(lexer *L, model *M, const char *start, const char *stop,
                     uint32_t line, uint32_t col)
{
  while (stop > start && (isspace((unsigned char)stop[-1]) || stop[-1] == ';'))
    stop--;
  ctl_error err;
  ctl_formula *f = ctl_parse(start, (size_t)(stop - start), M->file, line, col,
                             &err);
  if (!f) {
    if (!L->failed)
      ctl_error_print(stderr, &err);
    L->failed = true;
    return;
  }
  M->specs = realloc(M->specs, (M->nspecs + 1) * sizeof *M->specs);
  M->specs[M->nspecs++] = (spec){f, strndup(start, (size_t)(stop - start)), line};
}

/* A state name that must exist already (NuSMV: declared in VAR). */
static uint32_t state_ref(lexer *L, model *M)
{
  if (!is_name(L)) {
    error_at(L, L->tline, L->tcol, "expected a location near '%.*s'",
             (int)L->tl, L->ts);
    return UINT32_MAX;
  }
  uint32_t s = intern(&M->states, L->ts, L->tl, false);
  if (s == UINT32_MAX)
    error_at(L, L->tline, L->tcol, "unknown location '%.*s'", (int)L->tl,
             L->ts);
  lex(L, false);
  return s;
}

/* set -> NAME | '{' NAME (',' NAME)* '}' ; fills a bitmap of states */
static void state_set(lexer *L, model *M, bool *in)
{
  memset(in, 0, M->states.n * sizeof *in);
  if (!is(L, "{")) {
    uint32_t s = state_ref(L, M);
    if (s != UINT32_MAX)
      in[s] = true;
    return;
  }
  lex(L, false);
  while (!L->failed) {
    uint32_t s = state_ref(L, M);
    if (s != UINT32_MAX)
      in[s] = true;
    if (!is(L, ","))
      break;
    lex(L, false);
  }
  expect(L, "}", false);
}

/* cond -> 'TRUE' | 'location' '=' NAME | 'location' 'in' set */
static void condition(lexer *L, model *M, bool *in)
{
  if (is(L, "TRUE")) {
    for (uint32_t s = 0; s < M->states.n; s++)
      in[s] = true;
    lex(L, false);
    return;
  }
  if (!expect(L, "location", false))
    return;
  if (is(L, "=")) {
    lex(L, false);
    memset(in, 0, M->states.n * sizeof *in);
    uint32_t s = state_ref(L, M);
    if (s != UINT32_MAX)
      in[s] = true;
  } else if (expect(L, "in", false)) {
    state_set(L, M, in);
  }
}

/* next(location) := case (cond ':' (set | 'location') ';')* esac ';' */
static void parse_case(lexer *L, model *M)
{
  uint32_t n = M->states.n;
  bool *done = calloc(n + 1, 1), *cond = calloc(n + 1, 1), *tgt = calloc(n + 1, 1);
  if (!expect(L, "case", false))
    goto out;
  while (!L->failed && !is(L, "esac")) {
    condition(L, M, cond);
    if (L->failed || !expect(L, ":", false))
      break;
    bool self = is(L, "location");
    if (self)
      lex(L, false);
    else
      state_set(L, M, tgt);
    for (uint32_t s = 0; s < n && !L->failed; s++)
      if (cond[s] && !done[s]) {
        done[s] = true;
        if (self)
          add_edge(M, s, s);
        for (uint32_t t = 0; t < n && !self; t++)
          if (tgt[t])
            add_edge(M, s, t);
      }
    expect(L, ";", false);
  }
  if (!L->failed && expect(L, "esac", false) && is(L, ";"))
    lex(L, false);
out:
  free(done);
  free(cond);
  free(tgt);
}

/* DEFINE (NAME ':=' cond ';')* */
static void parse_defines(lexer *L, model *M)
{
  bool *in = calloc(M->states.n + 1, 1);
  while (!L->failed && is_name(L) && !is(L, "SPEC") && !is(L, "ASSIGN") &&
         !is(L, "VAR") && !is(L, "DEFINE") && !is(L, "MODULE")) {
    uint32_t p = intern(&M->props, L->ts, L->tl, true);
    lex(L, false);
    if (!expect(L, ":=", false))
      break;
    condition(L, M, in);
    for (uint32_t s = 0; s < M->states.n && !L->failed; s++)
      if (in[s])
        add_label(M, p, s);
    expect(L, ";", false);
  }
  free(in);
}

static bool section_word(const lexer *L)
{
  return is(L, "SPEC") || is(L, "CTLSPEC") || is(L, "DEFINE") ||
         is(L, "ASSIGN") || is(L, "VAR") || is(L, "MODULE");
}

static void parse_nusmv(lexer *L, model *M)
{
  while (!L->failed && L->tl) {
    if (is(L, "MODULE")) {
      lex(L, false);
      expect(L, "main", false);
    } else if (is(L, "VAR")) { /* VAR location : { names } ; */
      lex(L, false);
      if (!expect(L, "location", false) || !expect(L, ":", false) ||
          !expect(L, "{", false))
        break;
      while (!L->failed && is_name(L)) {
        intern(&M->states, L->ts, L->tl, true);
        lex(L, false);
        if (!is(L, ","))
          break;
        lex(L, false);
      }
      if (expect(L, "}", false))
        expect(L, ";", false);
    } else if (is(L, "ASSIGN")) {
      lex(L, false);
      while (!L->failed && (is(L, "init") || is(L, "next"))) {
        bool init = is(L, "init");
        lex(L, false);
        if (!expect(L, "(", false) || !expect(L, "location", false) ||
            !expect(L, ")", false) || !expect(L, ":=", false))
          break;
        if (init) {
          M->init = state_ref(L, M);
          expect(L, ";", false);
        } else {
          parse_case(L, M);
        }
      }
    } else if (is(L, "DEFINE")) {
      lex(L, false);
      parse_defines(L, M);
    } else if (is(L, "SPEC") || is(L, "CTLSPEC")) {
      lex(L, false);
      const char *start = L->ts;
      uint32_t line = L->tline, col = L->tcol;
      while (L->tl && !section_word(L))
        lex(L, false);
      add_spec(L, M, start, L->tl ? L->ts : L->end, line, col);
    } else {
      error_at(L, L->tline, L->tcol,
               "expected MODULE, VAR, ASSIGN, DEFINE or SPEC near '%.*s'",
               (int)(L->tl > 30 ? 30 : L->tl), L->ts);
    }
  }
}

/* Explicit: init S | edge S T... | label P S... | spec FORMULA */
static void parse_explicit(lexer *L, model *M)
{
  bool have_init = false;
  while (!L->failed && L->tl) {
    if (is(L, "\n")) {
      lex(L, true);
      continue;
    }
    uint32_t line = L->tline, col = L->tcol;
    if (is(L, "spec")) {
      const char *start = L->p;
      while (start < L->end && (*start == ' ' || *start == '\t'))
        start++;
      const char *stop = start;
      while (stop < L->end && *stop != '\n' && *stop != '#')
        stop++;
      uint32_t scol = col + 4 + (uint32_t)(start - L->p);
      add_spec(L, M, start, stop, line, scol);
      while (L->p < stop)
        adv(L);
      lex(L, true);
      continue;
    }
    bool edge = is(L, "edge"), label = is(L, "label"), init = is(L, "init");
    if (!edge && !label && !init) {
      error_at(L, line, col, "expected init, edge, label or spec near '%.*s'",
               (int)(L->tl > 30 ? 30 : L->tl), L->ts);
      break;
    }
    lex(L, true);
    if (!is_name(L)) {
      error_at(L, L->tline, L->tcol, "expected a name after '%s'",
               edge ? "edge" : label ? "label" : "init");
      break;
    }
    uint32_t first = label ? intern(&M->props, L->ts, L->tl, true)
                           : intern(&M->states, L->ts, L->tl, true);
    lex(L, true);
    if (init) {
      M->init = first;
      have_init = true;
    }
    while (!L->failed && is_name(L)) {
      uint32_t s = intern(&M->states, L->ts, L->tl, true);
      if (edge)
        add_edge(M, first, s);
      else if (label)
        add_label(M, first, s);
      else
        error_at(L, L->tline, L->tcol, "'init' takes one state");
      lex(L, true);
    }
    if (!L->failed && L->tl && !is(L, "\n"))
      error_at(L, L->tline, L->tcol, "expected a name near '%.*s'",
               (int)L->tl, L->ts);
  }
  if (!have_init && M->states.n)
    M->init = 0; /* the first state named */
}

/* ----------------------------------------------------------------- check */

static uint32_t lookup(void *ctx, const char *name)
{
  return intern((names *)ctx, name, strlen(name), false);
}

static void print_state(const model *M, const ctl_model *m, uint32_t s)
{
  printf("    %s", M->states.v[s]);
  for (uint32_t a = 0; a < M->props.n; a++)
    if (ctl_bits_row(m, a, s)[0] & 1)
      printf(" %s", M->props.v[a]);
  putchar('\n');
}

static int check(model *M)
{
  uint32_t n = M->states.n;
  if (n == 0) {
    fprintf(stderr, "%s: error: the model has no states\n", M->file);
    return 2;
  }
  /* Totality: a state without successors loops on itself. */
  bool *has = calloc(n, 1);
  for (size_t i = 0; i < M->nedges; i++)
    has[M->from[i]] = true;
  for (uint32_t s = 0; s < n; s++)
    if (!has[s]) {
      fprintf(stderr, "%s: warning: location '%s' has no successor; it "
              "loops on itself\n", M->file, M->states.v[s]);
      add_edge(M, s, s);
    }
  free(has);
  ctl_kripke k;
  if (!ctl_kripke_from_edges(&k, n, M->init, M->nedges, M->from, M->to)) {
    fprintf(stderr, "%s: error: out of memory\n", M->file);
    return 2;
  }
  uint64_t **rows = calloc(M->props.n + 1, sizeof *rows);
  for (uint32_t a = 0; a < M->props.n; a++)
    rows[a] = calloc(n, sizeof **rows);
  for (size_t i = 0; i < M->nlab; i++)
    rows[M->lab_prop[i]][M->lab_state[i]] = 1;
  ctl_model m = {&k, M->props.n, 1, 1, rows};
  int status = 0;
  for (size_t i = 0; i < M->nspecs && status < 2; i++) {
    spec *sp = &M->specs[i];
    ctl_error err;
    if (!ctl_formula_resolve(sp->f, lookup, &M->props, M->file, &err)) {
      ctl_error_print(stderr, &err);
      status = 2;
      break;
    }
    ctl_sat sat;
    if (!ctl_check(&m, sp->f, &sat)) {
      fprintf(stderr, "%s: error: out of memory\n", M->file);
      status = 2;
      break;
    }
    bool holds = ctl_sat_get(&sat, k.initial, 0);
    ctl_sat_free(&sat);
    char *text = ctl_formula_to_string(sp->f);
    printf("-- specification %s (%s:%u) is %s\n", text, M->file, sp->line,
           holds ? "true" : "false");
    free(text);
    ctl_path p = {0};
    if (ctl_evidence(&m, sp->f, k.initial, 0, &p) && (p.n > 1 || p.loop != UINT32_MAX)) {
      printf("  %s:\n", holds ? "witness" : "counterexample");
      for (uint32_t j = 0; j < p.n; j++) {
        if (j == p.loop)
          printf("    -- loop starts here\n");
        print_state(M, &m, p.states[j]);
      }
    }
    ctl_path_free(&p);
    if (!holds)
      status = 1;
  }
  for (uint32_t a = 0; a < M->props.n; a++)
    free(rows[a]);
  free(rows);
  ctl_kripke_free(&k);
  return status;
}

static void names_free(names *t)
{
  for (uint32_t i = 0; i < t->n; i++)
    free(t->v[i]);
  free(t->v);
  free(t->slot);
}

static void model_free(model *M)
{
  names_free(&M->states);
  names_free(&M->props);
  free(M->from);
  free(M->to);
  free(M->lab_state);
  free(M->lab_prop);
  for (size_t i = 0; i < M->nspecs; i++) {
    ctl_formula_free(M->specs[i].f);
    free(M->specs[i].text);
  }
  free(M->specs);
}

#ifndef MC_NO_MAIN
static char *read_all(const char *path, size_t *len)
{
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f)
    return NULL;
  size_t cap = 1 << 16, n = 0, got;
  char *buf = malloc(cap);
  while ((got = fread(buf + n, 1, cap - n, f)) > 0)
    if ((n += got) == cap)
      buf = realloc(buf, cap *= 2);
  if (f != stdin)
    fclose(f);
  *len = n;
  return buf;
}

static void usage(FILE *out)
{
  fprintf(out,
          "Usage: ctlcheck-mc [--help] [--version] FILE\n"
          "Check every specification of a model with ctlcheck's CTL engine and\n"
          "print each verdict with its counterexample (or witness).\n\n"
          "FILE is a NuSMV model (the subset Goanna generates: one enumerated\n"
          "variable 'location', next(location) := case ... esac, DEFINE p :=\n"
          "location in {...}, SPEC) or the explicit format (init, edge, label,\n"
          "spec lines); '-' reads standard input.  See doc/ctlcheck-mc.md.\n\n"
          "Exit status: 0 all specifications hold, 1 one does not, 2 error.\n");
}

#endif

/* Parse and check a model held in memory (the fuzz harness's entry). */
int mc_run_text(char *text, size_t len, const char *file);
int mc_run_text(char *text, size_t len, const char *file)
{
  model M;
  memset(&M, 0, sizeof M);
  M.file = file;
  lexer L = {text, text + len, M.file, 1, 1, NULL, 0, 0, 0, false};
  lex(&L, true);
  while (is(&L, "\n"))
    lex(&L, true);
  if (is(&L, "MODULE"))
    parse_nusmv(&L, &M);
  else
    parse_explicit(&L, &M);
  int status = L.failed ? 2 : check(&M);
  model_free(&M);
  return status;
}

#ifndef MC_NO_MAIN
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
  if (argc != 2 || (argv[1][0] == '-' && argv[1][1])) {
    usage(stderr);
    return 2;
  }
  size_t len;
  char *text = read_all(argv[1], &len);
  if (!text) {
    fprintf(stderr, "ctlcheck-mc: error: cannot read '%s'\n", argv[1]);
    return 2;
  }
  int status = mc_run_text(text, len, strcmp(argv[1], "-") ? argv[1] : "<stdin>");
  free(text);
  return status;
}
#endif
