/* mc-parse.c: the CTL formula parser (NuSMV-like syntax with W; see ctl.h). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/lex.h"
#include "mc-internal.h"

typedef enum tok_kind {
  T_END, T_IDENT, T_TRUE, T_FALSE, T_NOT, T_AND, T_OR, T_IMPLIES,
  T_LPAREN, T_RPAREN, T_LBRACK, T_RBRACK, T_UNARY, T_A, T_E, T_U, T_W,
  T_BAD
} tok_kind;

/* Punctuation, and the token each one is. */
static const char *const puncts[] = {"->", "!", "&", "|", "(", ")", "[", "]",
                                     NULL};
static const tok_kind punct_kind[] = {T_IMPLIES, T_NOT, T_AND, T_OR,
                                      T_LPAREN, T_RPAREN, T_LBRACK, T_RBRACK};

/* Names are [A-Za-z_][A-Za-z0-9_.-]* where '-' does not start "->";
   comments run from "--" (as in NuSMV) or "#" to the end of the line. */
static const ut_lex_syntax ctl_syntax = {
  .flags = UT_LEX_HASH_COMMENTS | UT_LEX_DASH_COMMENTS,
  .blanks = NULL,
  .ident_first = "",
  .ident_extra = ".",
  .dash = UT_LEX_DASH_NOT_ARROW,
  .punct = puncts,
  .at_end = "the end of the formula",
  .near_max = 40,
};

typedef struct lexer {
  ut_lex lx;
  tok_kind kind;       /* the current token */
  ctl_op unary;        /* T_UNARY, T_TRUE, T_FALSE: which operator */
} lexer;

/* Every error: "expected WHAT near 'TOKEN'" at the current token. */
static void fail(lexer *lx, const char *expected)
{
  ut_lex_expected(&lx->lx, expected);
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
    if (ut_lex_is(&lx->lx, words[i].w)) {
      lx->kind = words[i].k;
      lx->unary = words[i].op;
    }
}

/* Read one token (blanks and comments skipped). */
static void next(lexer *lx)
{
  ut_lex_next(&lx->lx);
  switch (lx->lx.kind) {
  case UT_LEX_EOF: lx->kind = T_END; break;
  case UT_LEX_IDENT: classify_word(lx); break;
  case UT_LEX_PUNCT: lx->kind = punct_kind[lx->lx.punct]; break;
  default: lx->kind = T_BAD; break;
  }
}

/* f, placed at the current token. */
static ctl_formula *at(lexer *lx, ctl_formula *f)
{
  f->line = lx->lx.tline;
  f->col = lx->lx.tcol;
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
  if (!lx->lx.failed && lx->kind != T_U && lx->kind != T_W)
    fail(lx, "'U' or 'W'");
  if (lx->lx.failed) {
    ctl_formula_free(node);
    return NULL;
  }
  bool weak = lx->kind == T_W;
  next(lx);
  node->r = parse_f(lx);
  if (lx->lx.failed || !expect(lx, T_RBRACK, "']'")) {
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
    node->name = ut_lex_dup(&lx->lx);
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
  ut_lex_init(&lx.lx, &ctl_syntax, text, len, source, line, col, err);
  next(&lx);
  ctl_formula *f = parse_f(&lx);
  if (f && lx.kind != T_END)
    fail(&lx, "an operator or the end of the formula");
  ut_lex_free(&lx.lx);
  if (lx.lx.failed) {
    ctl_formula_free(f);
    return NULL;
  }
  return f;
}
