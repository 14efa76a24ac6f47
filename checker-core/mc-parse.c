/* mc-parse.c: the CTL formula parser (NuSMV-like syntax with W; see ctl.h). */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

typedef enum tok_kind {
  T_END, T_IDENT, T_TRUE, T_FALSE, T_NOT, T_AND, T_OR, T_IMPLIES,
  T_LPAREN, T_RPAREN, T_LBRACK, T_RBRACK, T_UNARY, T_A, T_E, T_U, T_W,
  T_BAD
} tok_kind;

typedef struct lexer {
  const char *p, *end;
  uint32_t line, col;
  const char *source;
  ctl_error *err;
  bool failed;
  /* current token */
  tok_kind kind;
  ctl_op unary;        /* T_UNARY: which operator */
  const char *start;   /* token text */
  size_t len;
  uint32_t tline, tcol;
} lexer;

/* The one error funnel: keeps the first error, points at the token. */
static void fail(lexer *lx, const char *expected)
{
  if (lx->failed)
    return;
  lx->failed = true;
  if (!lx->err)
    return;
  snprintf(lx->err->source, sizeof lx->err->source, "%s",
           lx->source ? lx->source : "<string>");
  lx->err->line = lx->tline;
  lx->err->col = lx->tcol;
  if (lx->kind == T_END)
    snprintf(lx->err->text, sizeof lx->err->text,
             "expected %s at the end of the formula", expected);
  else
    snprintf(lx->err->text, sizeof lx->err->text, "expected %s near '%.*s'",
             expected, (int)(lx->len > 40 ? 40 : lx->len), lx->start);
}

static void advance(lexer *lx, size_t n)
{
  for (size_t i = 0; i < n && lx->p < lx->end; i++, lx->p++) {
    if (*lx->p == '\n') {
      lx->line++;
      lx->col = 1;
    } else {
      lx->col++;
    }
  }
}

static bool ident_char(const lexer *lx, const char *q)
{
  if (isalnum((unsigned char)*q) || *q == '_' || *q == '.')
    return true;
  /* '-' belongs to a name unless it starts "->". */
  return *q == '-' && !(q + 1 < lx->end && q[1] == '>');
}

/* Keywords that are words. */
static void classify_word(lexer *lx)
{
  static const struct { const char *w; tok_kind k; ctl_op op; } words[] = {
    {"true", T_TRUE, CTL_TRUE}, {"TRUE", T_TRUE, CTL_TRUE},
    {"false", T_FALSE, CTL_FALSE}, {"FALSE", T_FALSE, CTL_FALSE},
    {"AX", T_UNARY, CTL_AX}, {"EX", T_UNARY, CTL_EX}, {"AF", T_UNARY, CTL_AF},
    {"EF", T_UNARY, CTL_EF}, {"AG", T_UNARY, CTL_AG}, {"EG", T_UNARY, CTL_EG},
    {"A", T_A, CTL_AU}, {"E", T_E, CTL_EU}, {"U", T_U, CTL_AU},
    {"W", T_W, CTL_AW},
  };
  lx->kind = T_IDENT;
  for (size_t i = 0; i < sizeof words / sizeof *words; i++)
    if (strlen(words[i].w) == lx->len &&
        memcmp(words[i].w, lx->start, lx->len) == 0) {
      lx->kind = words[i].k;
      lx->unary = words[i].op;
    }
}

/* Skip blanks and comments ("--" to the end of the line, as in NuSMV,
   and "#"), then read one token. */
static void next(lexer *lx)
{
  for (;;) {
    while (lx->p < lx->end && isspace((unsigned char)*lx->p))
      advance(lx, 1);
    if (lx->p < lx->end && (*lx->p == '#' ||
        (*lx->p == '-' && lx->p + 1 < lx->end && lx->p[1] == '-')))
      while (lx->p < lx->end && *lx->p != '\n')
        advance(lx, 1);
    else
      break;
  }
  lx->start = lx->p;
  lx->tline = lx->line;
  lx->tcol = lx->col;
  lx->len = 1;
  if (lx->p >= lx->end) {
    lx->kind = T_END;
    lx->len = 0;
    return;
  }
  char c = *lx->p;
  if (isalpha((unsigned char)c) || c == '_') {
    const char *q = lx->p;
    while (q < lx->end && ident_char(lx, q))
      q++;
    lx->len = (size_t)(q - lx->p);
    classify_word(lx);
    advance(lx, lx->len);
    return;
  }
  if (c == '-' && lx->p + 1 < lx->end && lx->p[1] == '>') {
    lx->kind = T_IMPLIES;
    lx->len = 2;
    advance(lx, 2);
    return;
  }
  switch (c) {
  case '!': lx->kind = T_NOT; break;
  case '&': lx->kind = T_AND; break;
  case '|': lx->kind = T_OR; break;
  case '(': lx->kind = T_LPAREN; break;
  case ')': lx->kind = T_RPAREN; break;
  case '[': lx->kind = T_LBRACK; break;
  case ']': lx->kind = T_RBRACK; break;
  default: lx->kind = T_BAD; break;
  }
  advance(lx, 1);
}

static ctl_formula *at(lexer *lx, ctl_formula *f)
{
  f->line = lx->tline;
  f->col = lx->tcol;
  return f;
}

static ctl_formula *parse_f(lexer *lx);

static bool expect(lexer *lx, tok_kind k, const char *what)
{
  if (lx->kind != k) {
    fail(lx, what);
    return false;
  }
  next(lx);
  return true;
}

/* path -> ('A'|'E') '[' f ('U'|'W') f ']' */
static ctl_formula *parse_path(lexer *lx)
{
  bool universal = lx->kind == T_A;
  ctl_formula *node = at(lx, mc_node(CTL_TRUE, NULL, NULL));
  next(lx);
  if (!expect(lx, T_LBRACK, "'['")) {
    ctl_formula_free(node);
    return NULL;
  }
  node->l = parse_f(lx);
  if (!lx->failed && lx->kind != T_U && lx->kind != T_W)
    fail(lx, "'U' or 'W'");
  if (lx->failed) {
    ctl_formula_free(node);
    return NULL;
  }
  bool weak = lx->kind == T_W;
  next(lx);
  node->r = parse_f(lx);
  if (lx->failed || !expect(lx, T_RBRACK, "']'")) {
    ctl_formula_free(node);
    return NULL;
  }
  node->op = universal ? (weak ? CTL_AW : CTL_AU) : (weak ? CTL_EW : CTL_EU);
  return node;
}

/* f3 -> '!' f3 | UNARY f3 | path | '(' f ')' | 'true' | 'false' | IDENT */
static ctl_formula *parse_f3(lexer *lx)
{
  ctl_formula *node;
  switch (lx->kind) {
  case T_NOT:
  case T_UNARY:
    node = at(lx, mc_node(lx->kind == T_NOT ? CTL_NOT : lx->unary, NULL, NULL));
    next(lx);
    node->l = parse_f3(lx);
    if (!node->l) {
      ctl_formula_free(node);
      return NULL;
    }
    return node;
  case T_A:
  case T_E:
    return parse_path(lx);
  case T_LPAREN:
    next(lx);
    node = parse_f(lx);
    if (node && !expect(lx, T_RPAREN, "')'")) {
      ctl_formula_free(node);
      return NULL;
    }
    return node;
  case T_TRUE:
  case T_FALSE:
    node = at(lx, mc_node(lx->unary, NULL, NULL));
    next(lx);
    return node;
  case T_IDENT:
    node = at(lx, mc_node(CTL_AP, NULL, NULL));
    node->name = ut_malloc(lx->len + 1);
    memcpy(node->name, lx->start, lx->len);
    node->name[lx->len] = '\0';
    next(lx);
    return node;
  default:
    fail(lx, "a formula");
    return NULL;
  }
}

/* f2 -> f3 ('&' f3)*   and   f1 -> f2 ('|' f2)* */
static ctl_formula *parse_chain(lexer *lx, tok_kind op)
{
  ctl_formula *l = op == T_AND ? parse_f3(lx) : parse_chain(lx, T_AND);
  while (l && lx->kind == op) {
    next(lx);
    ctl_formula *r = op == T_AND ? parse_f3(lx) : parse_chain(lx, T_AND);
    if (!r) {
      ctl_formula_free(l);
      return NULL;
    }
    l = mc_node(op == T_AND ? CTL_AND : CTL_OR, l, r);
  }
  return l;
}

/* f -> f1 ('->' f)? */
static ctl_formula *parse_f(lexer *lx)
{
  ctl_formula *l = parse_chain(lx, T_OR);
  if (!l || lx->kind != T_IMPLIES)
    return l;
  next(lx);
  ctl_formula *r = parse_f(lx);
  if (!r) {
    ctl_formula_free(l);
    return NULL;
  }
  return mc_node(CTL_IMPLIES, l, r);
}

ctl_formula *ctl_parse(const char *text, size_t len, const char *source,
                       uint32_t line, uint32_t col, ctl_error *err)
{
  lexer lx;
  memset(&lx, 0, sizeof lx);
  lx.p = text;
  lx.end = text + len;
  lx.line = line ? line : 1;
  lx.col = col ? col : 1;
  lx.source = source;
  lx.err = err;
  next(&lx);
  ctl_formula *f = parse_f(&lx);
  if (f && lx.kind != T_END)
    fail(&lx, "an operator or the end of the formula");
  if (lx.failed) {
    ctl_formula_free(f);
    return NULL;
  }
  return f;
}
