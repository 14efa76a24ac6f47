/* mc-model.c: the model-file reader (NuSMV subset or explicit format; doc/ctlcheck-mc.md). */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mc-model.h"

/*
 * Two input formats (doc/ctlcheck-mc.md):
 *
 *   NuSMV subset, as Goanna generates it:
 *     MODULE main
 *     VAR location : {l0, l1, l2};
 *     ASSIGN init(location) := l0;
 *       next(location) := case location = l0 : {l1, l2}; TRUE : location; esac;
 *     DEFINE p := location in {l1}; q := location = l2; r := !p & (q | TRUE);
 *     SPEC AG (p -> AF q)
 *
 *   Explicit (one item per line, '#' comments):
 *     init l0
 *     edge l0 l1 l2
 *     label p l1
 *     spec AG (p -> AF q)
 */

typedef struct ctl_model_file model;

/* ------------------------------------------------------------------ lexer */

/* Words are [A-Za-z0-9_.$][A-Za-z0-9_.$#-]*, a '-' not starting "--"
   (as in NuSMV, "p->q" is the word "p-" then '>': write "p -> q");
   comments run from '#' or '--' to the end of the line; ':=', '<->' and
   '->' are one token each, any other character is one. */
static const char *const puncts[] = {":=", "<->", "->", NULL};
static const ut_lex_syntax model_syntax = {
  .flags = UT_LEX_HASH_COMMENTS | UT_LEX_DASH_COMMENTS,
  .blanks = NULL,
  .ident_first = "0123456789.$",
  .ident_extra = ".$#",
  .dash = UT_LEX_DASH_NOT_COMMENT,
  .punct = puncts,
  .at_end = "the end of the file",
  .near_max = 30,
};

/* The next token; newlines are skipped unless `nl`, when one is returned
   as "\n". */
void mc_lex(ut_lex *L, bool nl)
{
  L->newlines = nl;
  ut_lex_next(L);
}

static bool is(const ut_lex *L, const char *w)
{
  return ut_lex_is(L, w);
}

static void lex(ut_lex *L, bool nl)
{
  mc_lex(L, nl);
}

static bool expect(ut_lex *L, const char *w)
{
  return mc_expect(L, w);
}

/* The token w, consumed; else "expected 'w' near 'TOKEN'". */
bool mc_expect(ut_lex *L, const char *w)
{
  if (is(L, w)) {
    mc_lex(L, false);
    return true;
  }
  char what[64];
  snprintf(what, sizeof what, "'%s'", w);
  return ut_lex_expected(L, what);
}

/* A word that can name a state or a proposition. */
static bool is_name(const ut_lex *L)
{
  return L->tlen && (isalnum((unsigned char)*L->ts) || *L->ts == '_');
}

/* ------------------------------------------------------------- the model */

void mc_add_edge(model *M, uint32_t a, uint32_t b)
{
  if (M->nedges == M->capedges) {
    M->capedges = M->capedges ? 2 * M->capedges : 256;
    M->from = ut_realloc(M->from, M->capedges * sizeof *M->from);
    M->to = ut_realloc(M->to, M->capedges * sizeof *M->to);
  }
  M->from[M->nedges] = a;
  M->to[M->nedges++] = b;
}

static void add_label(model *M, uint32_t prop, uint32_t state)
{
  if (M->nlab == M->caplab) {
    M->caplab = M->caplab ? 2 * M->caplab : 256;
    M->lab_state = ut_realloc(M->lab_state, M->caplab * sizeof *M->lab_state);
    M->lab_prop = ut_realloc(M->lab_prop, M->caplab * sizeof *M->lab_prop);
  }
  M->lab_state[M->nlab] = state;
  M->lab_prop[M->nlab++] = prop;
}

/* spec -> FORMULA: the text from start up to `stop` without its trailing
   blanks and ';' (parsed by the engine, so errors point into this
   file). */
static void add_spec(ut_lex *L, model *M, const char *start, const char *stop,
                     uint32_t line, uint32_t col)
{
  while (stop > start && (isspace((unsigned char)stop[-1]) || stop[-1] == ';'))
    stop--;
  ctl_formula *f = ctl_parse(start, (size_t)(stop - start), L->source, line,
                             col, L->err);
  if (!f) {
    L->failed = true;
    return;
  }
  M->specs = ut_grow(M->specs, M->nspecs, &M->capspecs, sizeof *M->specs);
  M->specs[M->nspecs++] =
      (mc_spec){f, ut_strndup(start, (size_t)(stop - start)), line};
}

/* Is state c named by the len bytes at name? */
static bool state_named(const model *M, uint32_t c, const char *name,
                        size_t len)
{
  if (c >= M->states.n)
    return false;
  const char *o = ut_intern_str(&M->states, c);
  return !strncmp(o, name, len) && o[len] == '\0';
}

/* The state a generated file most likely means, checked, or UT_NONE:
   the one whose index ends the name (Goanna's l0, l1, ...), the last one
   found, or the next.  At 10^6 locations a hash probe misses the cache;
   these are near the last lookup, since files name locations mostly in
   order (case branch k, sorted sets). */
static uint32_t guess_state(const model *M, const char *name, size_t len)
{
  size_t d = len;
  while (d > 0 && d + 9 > len && isdigit((unsigned char)name[d - 1]))
    d--;
  uint32_t k = 0;
  for (size_t i = d; i < len; i++)
    k = 10 * k + (uint32_t)(name[i] - '0');
  if (d < len && state_named(M, k, name, len))
    return k;
  for (uint32_t c = M->last_state; c < M->last_state + 2; c++)
    if (state_named(M, c, name, len))
      return c;
  return UT_NONE;
}

/* A state name that must exist already (NuSMV: declared in VAR). */
static uint32_t state_ref(ut_lex *L, model *M)
{
  if (!is_name(L)) {
    ut_lex_error(L, L->tline, L->tcol, "expected a location near '%.*s'",
                 (int)L->tlen, L->ts);
    return UT_NONE;
  }
  uint32_t s = guess_state(M, L->ts, L->tlen);
  if (s == UT_NONE)
    s = ut_intern_find(&M->states, L->ts, L->tlen);
  if (s != UT_NONE)
    M->last_state = s;
  else
    ut_lex_error(L, L->tline, L->tcol, "unknown location '%.*s'",
                 (int)L->tlen, L->ts);
  lex(L, false);
  return s;
}

/* set -> NAME | '{' NAME (',' NAME)* '}' */
void mc_state_set(ut_lex *L, model *M, uint32_t **st, uint32_t *n,
                  uint32_t *cap)
{
  bool braces = is(L, "{");
  if (braces)
    lex(L, false);
  while (!L->failed) {
    uint32_t s = state_ref(L, M);
    if (s != UT_NONE) {
      *st = ut_grow32(*st, *n, cap, sizeof **st);
      (*st)[(*n)++] = s;
    }
    if (!braces || !is(L, ","))
      break;
    lex(L, false);
  }
  if (braces)
    expect(L, "}");
}

bool mc_section_word(const ut_lex *L)
{
  static const char *const words[] = {"SPEC", "CTLSPEC", "ASSIGN", "VAR",
                                      "DEFINE", "MODULE", NULL};
  for (int i = 0; words[i]; i++)
    if (ut_lex_is_word(L, words[i]))
      return true;
  return false;
}

/* nusmv -> ('MODULE' 'main' | 'VAR' 'location' ':' '{' NAME (',' NAME)* '}' ';'
           | 'ASSIGN' (('init' | 'next') '(' 'location' ')' ':=' ...)*
           | 'DEFINE' defines | ('SPEC' | 'CTLSPEC') FORMULA)* */
static void parse_nusmv(ut_lex *L, model *M, mc_exprs *X)
{
  while (!L->failed && L->tlen) {
    if (is(L, "MODULE")) {
      lex(L, false);
      expect(L, "main");
    } else if (is(L, "VAR")) { /* VAR location : { names } ; */
      lex(L, false);
      if (!expect(L, "location") || !expect(L, ":") || !expect(L, "{"))
        break;
      while (!L->failed && is_name(L)) {
        ut_intern_add(&M->states, L->ts, L->tlen);
        lex(L, false);
        if (!is(L, ","))
          break;
        lex(L, false);
      }
      if (expect(L, "}"))
        expect(L, ";");
    } else if (is(L, "ASSIGN")) {
      lex(L, false);
      while (!L->failed && (is(L, "init") || is(L, "next"))) {
        bool init = is(L, "init");
        lex(L, false);
        if (!expect(L, "(") || !expect(L, "location") || !expect(L, ")") ||
            !expect(L, ":="))
          break;
        if (init) {
          M->init = state_ref(L, M);
          expect(L, ";");
        } else {
          mc_parse_case(L, M, X);
        }
      }
    } else if (is(L, "DEFINE")) {
      lex(L, false);
      mc_parse_defines(L, M, X);
    } else if (is(L, "SPEC") || is(L, "CTLSPEC")) {
      lex(L, false);
      const char *start = L->ts;
      uint32_t line = L->tline, col = L->tcol;
      while (L->tlen && !mc_section_word(L))
        lex(L, false);
      add_spec(L, M, start, L->tlen ? L->ts : L->end, line, col);
    } else {
      ut_lex_expected(L, "MODULE, VAR, ASSIGN, DEFINE or SPEC");
    }
  }
}

/* explicit -> (('init' S | 'edge' S T... | 'label' P S... | 'spec' FORMULA)?
               NEWLINE)* */
static void parse_explicit(ut_lex *L, model *M)
{
  bool have_init = false;
  while (!L->failed && L->tlen) {
    if (is(L, "\n")) {
      lex(L, true);
      continue;
    }
    uint32_t line = L->tline, col = L->tcol;
    if (is(L, "spec")) { /* the formula is the rest of the line */
      const char *start = L->p;
      while (start < L->end && (*start == ' ' || *start == '\t'))
        start++;
      const char *stop = start;
      while (stop < L->end && *stop != '\n' && *stop != '#')
        stop++;
      uint32_t scol = col + 4 + (uint32_t)(start - L->p);
      add_spec(L, M, start, stop, line, scol);
      ut_lex_advance(L, stop);
      lex(L, true);
      continue;
    }
    bool edge = is(L, "edge"), label = is(L, "label"), init = is(L, "init");
    if (!edge && !label && !init) {
      ut_lex_expected(L, "init, edge, label or spec");
      break;
    }
    lex(L, true);
    if (!is_name(L)) {
      ut_lex_error(L, L->tline, L->tcol, "expected a name after '%s'",
                   edge ? "edge" : label ? "label" : "init");
      break;
    }
    uint32_t first = label ? ut_intern_add(&M->props, L->ts, L->tlen)
                           : ut_intern_add(&M->states, L->ts, L->tlen);
    lex(L, true);
    if (init) {
      M->init = first;
      have_init = true;
    }
    while (!L->failed && is_name(L)) {
      uint32_t s = ut_intern_add(&M->states, L->ts, L->tlen);
      if (edge)
        mc_add_edge(M, first, s);
      else if (label)
        add_label(M, first, s);
      else
        ut_lex_error(L, L->tline, L->tcol, "'init' takes one state");
      lex(L, true);
    }
    if (!L->failed && L->tlen && !is(L, "\n"))
      ut_lex_error(L, L->tline, L->tcol, "expected a name near '%.*s'",
                   (int)L->tlen, L->ts);
  }
  if (!have_init && M->states.n)
    M->init = 0; /* the first state named */
  mc_alloc_props(M);
  for (size_t i = 0; i < M->nlab; i++)
    mc_prop_set(M, M->lab_prop[i], M->lab_state[i]);
}

void mc_alloc_props(model *M)
{
  M->pwords = (M->states.n + 63) / 64;
  free(M->pbits);
  M->pbits = ut_calloc((size_t)M->props.n * M->pwords + 1, sizeof *M->pbits);
}

void mc_prop_fill(model *M, uint32_t a)
{
  uint64_t *w = M->pbits + (size_t)a * M->pwords;
  for (uint32_t i = 0; i < M->pwords; i++)
    w[i] = ~UINT64_C(0);
  if (M->states.n % 64)
    w[M->pwords - 1] = (UINT64_C(1) << (M->states.n % 64)) - 1;
}

/* Totality: a state without successors loops on itself. */
static void close_dead_ends(model *M)
{
  uint32_t n = M->states.n;
  M->dead_end = ut_calloc(n, sizeof *M->dead_end);
  bool *has = ut_calloc(n, sizeof *has);
  for (size_t i = 0; i < M->nedges; i++)
    has[M->from[i]] = true;
  for (uint32_t s = 0; s < n; s++)
    if (!has[s]) {
      M->dead_end[s] = true;
      mc_add_edge(M, s, s);
    }
  free(has);
}

/* Location names live in chunks, one after the other in the order they
   are declared: a generated file names them mostly in that order again
   (case branches, sorted DEFINE sets), so the lookups of a 10^6-location
   file read names that are near each other, not scattered by malloc. */
static void *name_alloc(void *ctx, size_t size)
{
  model *M = ctx;
  enum { CHUNK = 1 << 16 };
  if (!M->names || M->names->used + size > M->names->size) {
    size_t cap = size > CHUNK ? size : CHUNK;
    name_chunk *c = ut_malloc(sizeof *c + cap);
    *c = (name_chunk){M->names, 0, cap};
    M->names = c;
  }
  void *p = M->names->bytes + M->names->used;
  M->names->used += size;
  return p;
}

ctl_model_file *ctl_model_parse(const char *text, size_t len,
                                const char *source, ctl_error *err)
{
  model *M = ut_calloc(1, sizeof *M);
  M->source = source ? ut_strdup(source) : NULL;
  ut_intern_init(&M->states, name_alloc, M);
  ut_intern_init(&M->props, NULL, NULL);
  ut_lex L;
  ut_lex_init(&L, &model_syntax, text, len, source, 1, 1, err);
  lex(&L, true);
  while (is(&L, "\n"))
    lex(&L, true);
  if (is(&L, "MODULE")) {
    mc_exprs *X = mc_exprs_new();
    parse_nusmv(&L, M, X);
    if (!L.failed && M->states.n == 0)
      ut_lex_error(&L, 0, 0, "the model has no states");
    if (!L.failed)
      mc_exprs_finish(&L, M, X);
    mc_exprs_free(X);
  } else {
    parse_explicit(&L, M);
  }
  if (!L.failed && M->states.n == 0)
    ut_lex_error(&L, 0, 0, "the model has no states");
  bool failed = L.failed;
  ut_lex_free(&L);
  if (failed) {
    ctl_model_file_free(M);
    return NULL;
  }
  close_dead_ends(M);
  return M;
}

void ctl_model_file_free(ctl_model_file *M)
{
  if (!M)
    return;
  free(M->source);
  ut_intern_free(&M->states);
  while (M->names) {
    name_chunk *c = M->names;
    M->names = c->next;
    free(c);
  }
  ut_intern_free(&M->props);
  free(M->from);
  free(M->to);
  free(M->lab_state);
  free(M->lab_prop);
  for (size_t i = 0; i < M->nspecs; i++) {
    ctl_formula_free(M->specs[i].f);
    free(M->specs[i].text);
  }
  free(M->specs);
  free(M->dead_end);
  free(M->pbits);
  free(M->at_off);
  free(M->at);
  if (M->built) {
    for (uint32_t a = 0; a < M->model.nap; a++)
      free(M->model.ap[a]);
    free(M->model.ap);
  }
  if (M->have_k)
    ctl_kripke_free(&M->k);
  free(M);
}

/* ---------------------------------------------------------------- access */

uint32_t ctl_model_file_nstates(const ctl_model_file *M)
{
  return M->states.n;
}

const char *ctl_model_file_state(const ctl_model_file *M, uint32_t s)
{
  return ut_intern_str(&M->states, s);
}

bool ctl_model_file_dead_end(const ctl_model_file *M, uint32_t s)
{
  return M->dead_end[s];
}

uint32_t ctl_model_file_nprops(const ctl_model_file *M)
{
  return M->props.n;
}

const char *ctl_model_file_prop(const ctl_model_file *M, uint32_t a)
{
  return ut_intern_str(&M->props, a);
}

bool ctl_model_file_holds(const ctl_model_file *M, uint32_t a, uint32_t s)
{
  return (M->pbits[(size_t)a * M->pwords + s / 64] >> (s % 64)) & 1;
}

/* The propositions of every state in CSR form, from the bitsets. */
static void build_props_at(model *M)
{
  uint32_t n = M->states.n;
  M->at_off = ut_calloc((size_t)n + 2, sizeof *M->at_off);
  for (int pass = 0; pass < 2; pass++) {
    for (uint32_t a = 0; a < M->props.n; a++) {
      const uint64_t *bits = M->pbits + (size_t)a * M->pwords;
      for (uint32_t w = 0; w < M->pwords; w++)
        for (uint64_t x = bits[w]; x; x &= x - 1) {
          uint32_t s = w * 64 + (uint32_t)__builtin_ctzll(x);
          if (pass == 0)
            M->at_off[s + 2]++;
          else
            M->at[M->at_off[s + 1]++] = a;
        }
    }
    if (pass == 0) {
      for (uint32_t s = 0; s < n; s++)
        M->at_off[s + 2] += M->at_off[s + 1];
      M->at = ut_malloc(((size_t)M->at_off[n + 1] + 1) * sizeof *M->at);
    }
  }
}

const uint32_t *ctl_model_file_props_at(ctl_model_file *M, uint32_t s,
                                        uint32_t *n)
{
  if (!M->at_off)
    build_props_at(M);
  *n = M->at_off[s + 1] - M->at_off[s];
  return M->at + M->at_off[s];
}

const ctl_kripke *mc_model_kripke(model *M)
{
  if (!M->have_k) {
    if (!ctl_kripke_from_edges(&M->k, M->states.n, M->init, M->nedges,
                               M->from, M->to))
      return NULL;
    M->have_k = true;
    free(M->from); /* the edge list is in k now */
    free(M->to);
    M->from = M->to = NULL;
    M->nedges = M->capedges = 0;
  }
  return &M->k;
}

const ctl_model *ctl_model_file_model(ctl_model_file *M, ctl_error *err)
{
  if (M->built)
    return &M->model;
  uint32_t n = M->states.n;
  if (!mc_model_kripke(M)) {
    ctl_error_set(err, M->source, 0, 0, "out of memory");
    return NULL;
  }
  uint64_t **rows = ut_calloc(M->props.n + 1, sizeof *rows);
  for (uint32_t a = 0; a < M->props.n; a++) {
    rows[a] = ut_calloc(n, sizeof **rows);
    for (uint32_t s = 0; s < n; s++)
      rows[a][s] = ctl_model_file_holds(M, a, s);
  }
  M->model = (ctl_model){&M->k, M->props.n, 1, 1, rows};
  M->built = true;
  return &M->model;
}

size_t ctl_model_file_nspecs(const ctl_model_file *M)
{
  return M->nspecs;
}

const char *ctl_model_file_spec_text(const ctl_model_file *M, size_t i)
{
  return M->specs[i].text;
}

uint32_t ctl_model_file_spec_line(const ctl_model_file *M, size_t i)
{
  return M->specs[i].line;
}

/* A proposition's index by name (for ctl_formula_resolve). */
static uint32_t lookup_prop(void *ctx, const char *name)
{
  return ut_intern_find(ctx, name, strlen(name));
}

const ctl_formula *ctl_model_file_spec(ctl_model_file *M, size_t i,
                                       ctl_error *err)
{
  ctl_formula *f = M->specs[i].f;
  return ctl_formula_resolve(f, lookup_prop, &M->props, M->source, err) ? f
                                                                       : NULL;
}
