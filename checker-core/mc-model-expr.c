/* mc-model-expr.c: NuSMV boolean expressions over the location (DEFINE bodies, case conditions), as sparse state sets. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-model.h"

/*
 * Grammar (NuSMV's precedence, loosest first; '->' is right associative,
 * '<->' left):
 *   expr -> iff ('->' expr)?
 *   iff  -> or ('<->' or)*
 *   or   -> and ('|' and)*
 *   and  -> not ('&' not)*
 *   not  -> '!' not | atom
 *   atom -> 'TRUE' | 'FALSE' | '(' expr ')' | 'location' '=' NAME
 *         | 'location' 'in' set | DEFINE-NAME
 * A DEFINE may be named before it is defined.  Expressions are parsed into
 * a node pool and evaluated when the file is read, each DEFINE once.
 *
 * A value is a set of locations kept sparse: a sorted list of states and a
 * flag saying whether the set is the list or its complement.  Every
 * operator is then a merge of two lists, linear in their lengths, whatever
 * the number of locations: reading stays linear in the file's size.
 */

typedef enum xop {
  X_FALSE, X_TRUE, X_SET, X_REF, X_NOT, X_AND, X_OR, X_IMP, X_IFF
} xop;

typedef struct xnode {
  uint8_t op;
  uint32_t l, r;       /* operands; X_SET: st[l .. l + r); X_REF: prop */
  uint32_t line, col;
} xnode;

typedef struct branch {
  uint32_t cond;       /* node */
  uint32_t ta, tn;     /* targets st[ta .. ta + tn); tn == 0: 'location' */
  uint32_t ncase;      /* which case ... esac */
} branch;

/* A set of states: list[0..n) sorted, or its complement when neg. */
typedef struct xset {
  uint32_t *list;
  uint32_t n;
  bool neg;
} xset;

enum { UNSEEN, BUSY, DONE };

struct mc_exprs {
  xnode *node;
  uint32_t n, cap;
  uint32_t *st;        /* states named in sets and targets */
  uint32_t nst, capst;
  uint32_t *body;      /* per proposition: its DEFINE's node, or UT_NONE */
  uint8_t *state;      /* per proposition: UNSEEN, BUSY, DONE */
  xset *value;         /* per proposition, once DONE */
  uint32_t capdef;
  branch *br;
  uint32_t nbr, capbr, ncases;
  const ctl_model_file *model;
};

mc_exprs *mc_exprs_new(void)
{
  return ut_calloc(1, sizeof(mc_exprs));
}

void mc_exprs_free(mc_exprs *X)
{
  if (!X)
    return;
  for (uint32_t a = 0; a < X->capdef; a++)
    free(X->value[a].list);
  free(X->node);
  free(X->st);
  free(X->body);
  free(X->state);
  free(X->value);
  free(X->br);
  free(X);
}

static uint32_t add_node(ut_lex *L, mc_exprs *X, xop op, uint32_t l,
                         uint32_t r)
{
  X->node = ut_grow32(X->node, X->n, &X->cap, sizeof *X->node);
  X->node[X->n] = (xnode){(uint8_t)op, l, r, L->tline, L->tcol};
  return X->n++;
}

/* The per-proposition arrays cover proposition a. */
static void need_prop(mc_exprs *X, uint32_t a)
{
  if (a < X->capdef)
    return;
  uint32_t cap = X->capdef ? X->capdef : 16;
  while (cap <= a)
    cap *= 2;
  X->body = ut_realloc(X->body, cap * sizeof *X->body);
  X->state = ut_realloc(X->state, cap * sizeof *X->state);
  X->value = ut_realloc(X->value, cap * sizeof *X->value);
  for (uint32_t i = X->capdef; i < cap; i++) {
    X->body[i] = UT_NONE;
    X->state[i] = UNSEEN;
    X->value[i] = (xset){NULL, 0, false};
  }
  X->capdef = cap;
}

static uint32_t expr(ut_lex *L, ctl_model_file *M, mc_exprs *X);

/* atom -> 'TRUE' | 'FALSE' | '(' expr ')' | 'location' '=' NAME
         | 'location' 'in' set | NAME */
static uint32_t atom(ut_lex *L, ctl_model_file *M, mc_exprs *X)
{
  uint32_t at = X->n;
  if (ut_lex_is_word(L, "TRUE") || ut_lex_is_word(L, "FALSE")) {
    add_node(L, X, ut_lex_is(L, "TRUE") ? X_TRUE : X_FALSE, 0, 0);
    mc_lex(L, false);
    return at;
  }
  if (ut_lex_is(L, "(")) {
    mc_lex(L, false);
    uint32_t e = expr(L, M, X);
    mc_expect(L, ")");
    return e;
  }
  if (ut_lex_is_word(L, "location")) {
    add_node(L, X, X_SET, X->nst, 0);
    mc_lex(L, false);
    if (ut_lex_is(L, "=")) {
      mc_lex(L, false);
      if (ut_lex_is(L, "{"))
        return ut_lex_expected(L, "a location"), UT_NONE;
    } else if (!mc_expect(L, "in")) {
      return UT_NONE;
    }
    mc_state_set(L, M, &X->st, &X->nst, &X->capst);
    X->node[at].r = X->nst - X->node[at].l;
    return at;
  }
  if (L->kind != UT_LEX_IDENT || ut_lex_is(L, "esac")) {
    ut_lex_expected(L, "an expression");
    return UT_NONE;
  }
  uint32_t a = ut_intern_add(&M->props, L->ts, L->tlen);
  need_prop(X, a);
  add_node(L, X, X_REF, a, 0);
  mc_lex(L, false);
  return at;
}

/* not -> '!' not | atom */
static uint32_t negation(ut_lex *L, ctl_model_file *M, mc_exprs *X)
{
  if (!ut_lex_is(L, "!"))
    return atom(L, M, X);
  uint32_t line = L->tline, col = L->tcol;
  mc_lex(L, false);
  uint32_t e = negation(L, M, X);
  if (L->failed)
    return UT_NONE;
  uint32_t n = add_node(L, X, X_NOT, e, 0);
  X->node[n].line = line;
  X->node[n].col = col;
  return n;
}

/* One left-associative level: sub (OP sub)*; levels 0..2 are '&', '|',
   '<->'. */
static uint32_t level(ut_lex *L, ctl_model_file *M, mc_exprs *X, int lv)
{
  static const char *const ops[] = {"&", "|", "<->"};
  static const xop codes[] = {X_AND, X_OR, X_IFF};
  uint32_t l = lv ? level(L, M, X, lv - 1) : negation(L, M, X);
  while (!L->failed && ut_lex_is(L, ops[lv])) {
    uint32_t line = L->tline, col = L->tcol;
    mc_lex(L, false);
    uint32_t r = lv ? level(L, M, X, lv - 1) : negation(L, M, X);
    if (L->failed)
      return UT_NONE;
    l = add_node(L, X, codes[lv], l, r);
    X->node[l].line = line;
    X->node[l].col = col;
  }
  return L->failed ? UT_NONE : l;
}

/* expr -> iff ('->' expr)? */
static uint32_t expr(ut_lex *L, ctl_model_file *M, mc_exprs *X)
{
  uint32_t l = level(L, M, X, 2);
  if (L->failed || !ut_lex_is(L, "->"))
    return L->failed ? UT_NONE : l;
  mc_lex(L, false);
  uint32_t r = expr(L, M, X);
  return L->failed ? UT_NONE : add_node(L, X, X_IMP, l, r);
}

void mc_parse_defines(ut_lex *L, ctl_model_file *M, mc_exprs *X)
{
  while (!L->failed && L->kind == UT_LEX_IDENT && !mc_section_word(L)) {
    uint32_t a = ut_intern_add(&M->props, L->ts, L->tlen);
    need_prop(X, a);
    if (X->body[a] != UT_NONE) {
      ut_lex_error(L, L->tline, L->tcol, "DEFINE '%.*s' is defined twice",
                   (int)L->tlen, L->ts);
      return;
    }
    mc_lex(L, false);
    if (!mc_expect(L, ":="))
      return;
    uint32_t e = expr(L, M, X);
    if (L->failed)
      return;
    X->body[a] = e;
    mc_expect(L, ";");
  }
}

void mc_parse_case(ut_lex *L, ctl_model_file *M, mc_exprs *X)
{
  if (!mc_expect(L, "case"))
    return;
  uint32_t ncase = X->ncases++;
  while (!L->failed && !ut_lex_is(L, "esac")) {
    uint32_t c = expr(L, M, X);
    if (L->failed || !mc_expect(L, ":"))
      return;
    uint32_t ta = X->nst;
    if (ut_lex_is_word(L, "location"))
      mc_lex(L, false);
    else
      mc_state_set(L, M, &X->st, &X->nst, &X->capst);
    X->br = ut_grow32(X->br, X->nbr, &X->capbr, sizeof *X->br);
    X->br[X->nbr++] = (branch){c, ta, X->nst - ta, ncase};
    mc_expect(L, ";");
  }
  if (!L->failed && mc_expect(L, "esac") && ut_lex_is(L, ";"))
    mc_lex(L, false);
}

/* ------------------------------------------------------------ evaluation */

static int cmp_u32(const void *a, const void *b)
{
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

/* Which elements a merge keeps: those only in A, only in B, in both. */
enum { ONLY_A = 1, ONLY_B = 2, BOTH = 4 };

static uint32_t *merge(const xset *a, const xset *b, int keep, uint32_t *n)
{
  uint32_t *out = ut_malloc(((size_t)a->n + b->n + 1) * sizeof *out);
  uint32_t i = 0, j = 0, k = 0;
  while (i < a->n || j < b->n) {
    if (j == b->n || (i < a->n && a->list[i] < b->list[j])) {
      if (keep & ONLY_A)
        out[k++] = a->list[i];
      i++;
    } else if (i == a->n || b->list[j] < a->list[i]) {
      if (keep & ONLY_B)
        out[k++] = b->list[j];
      j++;
    } else {
      if (keep & BOTH)
        out[k++] = a->list[i];
      i++, j++;
    }
  }
  *n = k;
  return out;
}

/* a & b into a (b is freed). */
static void set_and(xset *a, xset *b)
{
  static const int keep[2][2] = {{BOTH, ONLY_A}, {ONLY_B, ONLY_A | ONLY_B | BOTH}};
  xset r = {NULL, 0, a->neg && b->neg};
  r.list = merge(a, b, keep[a->neg][b->neg], &r.n);
  free(a->list);
  free(b->list);
  *a = r;
}

/* a <-> b into a: the complement of a xor b. */
static void set_iff(xset *a, xset *b)
{
  xset r = {NULL, 0, !(a->neg ^ b->neg)};
  r.list = merge(a, b, ONLY_A | ONLY_B, &r.n);
  free(a->list);
  free(b->list);
  *a = r;
}

static bool eval(ut_lex *L, mc_exprs *X, uint32_t e, xset *out);

/* The value of proposition a's DEFINE (a copy), evaluated once. */
static bool eval_ref(ut_lex *L, const ctl_model_file *M, mc_exprs *X,
                     const xnode *at, xset *out)
{
  uint32_t a = at->l;
  const char *name = ut_intern_str(&M->props, a);
  if (X->body[a] == UT_NONE)
    return ut_lex_error(L, at->line, at->col, "unknown DEFINE '%s'", name);
  if (X->state[a] == BUSY)
    return ut_lex_error(L, at->line, at->col,
                        "DEFINE '%s' is circular: it depends on itself", name);
  if (X->state[a] == UNSEEN) {
    X->state[a] = BUSY;
    if (!eval(L, X, X->body[a], &X->value[a]))
      return false;
    X->state[a] = DONE;
  }
  const xset *v = &X->value[a];
  *out = (xset){ut_malloc(((size_t)v->n + 1) * sizeof *v->list), v->n, v->neg};
  memcpy(out->list, v->list, (size_t)v->n * sizeof *v->list);
  return true;
}

/* The value of node e; false (an error was reported) at a bad DEFINE. */
static bool eval(ut_lex *L, mc_exprs *X, uint32_t e, xset *out)
{
  const ctl_model_file *M = X->model;
  const xnode *at = &X->node[e];
  xset r = {NULL, 0, false};
  *out = (xset){NULL, 0, false};
  switch ((xop)at->op) {
  case X_FALSE:
  case X_TRUE:
    *out = (xset){ut_malloc(sizeof(uint32_t)), 0, at->op == X_TRUE};
    return true;
  case X_SET: {
    uint32_t n = at->r, *list = ut_malloc(((size_t)n + 1) * sizeof *list), k = 0;
    memcpy(list, X->st + at->l, (size_t)n * sizeof *list);
    qsort(list, n, sizeof *list, cmp_u32);
    for (uint32_t i = 0; i < n; i++)
      if (i == 0 || list[i] != list[i - 1])
        list[k++] = list[i];
    *out = (xset){list, k, false};
    return true;
  }
  case X_REF:
    return eval_ref(L, M, X, at, out);
  case X_NOT:
    if (!eval(L, X, at->l, out))
      return false;
    out->neg = !out->neg;
    return true;
  default:
    break;
  }
  uint32_t l = at->l, rr = at->r;
  xop op = (xop)at->op;
  if (!eval(L, X, l, out) || !eval(L, X, rr, &r)) {
    free(out->list);
    free(r.list);
    out->list = NULL;
    return false;
  }
  switch (op) {
  case X_AND:
    set_and(out, &r);
    break;
  case X_OR: /* !(!a & !b) */
  case X_IMP: /* !(a & !b) */
    out->neg = op == X_OR ? !out->neg : out->neg;
    r.neg = !r.neg;
    set_and(out, &r);
    out->neg = !out->neg;
    break;
  default:
    set_iff(out, &r);
    break;
  }
  return true;
}

/* One case ... esac: each branch takes the states its condition holds in
   that no earlier branch took.  `rest` lists the states not yet taken (it
   shrinks at each complemented condition), so a case costs its conditions'
   lists plus the number of locations, once. */
static bool finish_case(ut_lex *L, ctl_model_file *M, mc_exprs *X,
                        uint32_t b, uint32_t e)
{
  uint32_t n = M->states.n, nrest = n;
  bool *done = ut_calloc((size_t)n + 1, sizeof *done);
  uint32_t *rest = ut_malloc(((size_t)n + 1) * sizeof *rest);
  for (uint32_t s = 0; s < n; s++)
    rest[s] = s;
  bool ok = true;
  for (uint32_t i = b; i < e && ok; i++) {
    xset c;
    if (!(ok = eval(L, X, X->br[i].cond, &c)))
      break;
    const branch *br = &X->br[i];
    uint32_t j = 0, keep = 0;
    for (uint32_t k = 0; k < (c.neg ? nrest : c.n); k++) {
      uint32_t s = c.neg ? rest[k] : c.list[k];
      bool excluded = false;
      if (c.neg) {
        while (j < c.n && c.list[j] < s)
          j++;
        excluded = j < c.n && c.list[j] == s;
      }
      if (done[s] || excluded) {
        if (c.neg && !done[s])
          rest[keep++] = s;
        continue;
      }
      done[s] = true;
      if (br->tn == 0)
        mc_add_edge(M, s, s);
      for (uint32_t t = 0; t < br->tn; t++)
        mc_add_edge(M, s, X->st[br->ta + t]);
    }
    if (c.neg)
      nrest = keep;
    free(c.list);
  }
  free(done);
  free(rest);
  return ok;
}

bool mc_exprs_finish(ut_lex *L, ctl_model_file *M, mc_exprs *X)
{
  X->model = M;
  need_prop(X, M->props.n);
  mc_alloc_props(M);
  for (uint32_t a = 0; a < M->props.n && !L->failed; a++) {
    xset v;
    xnode ref = {X_REF, a, 0, 0, 0};
    if (X->body[a] == UT_NONE)
      continue; /* only named: reported where it is used */
    if (!eval_ref(L, M, X, &ref, &v))
      break;
    if (v.neg)
      mc_prop_fill(M, a);
    for (uint32_t i = 0; i < v.n; i++)
      M->pbits[(size_t)a * M->pwords + v.list[i] / 64] ^=
          UINT64_C(1) << (v.list[i] % 64);
    free(v.list);
  }
  for (uint32_t b = 0, e; b < X->nbr && !L->failed; b = e) {
    for (e = b; e < X->nbr && X->br[e].ncase == X->br[b].ncase; e++)
      ;
    finish_case(L, M, X, b, e);
  }
  return !L->failed;
}
