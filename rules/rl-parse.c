/* rl-parse.c: the rule-file parser (grammar in doc/rules.md). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/lex.h"
#include "ctlcheck/util.h"
#include "rl-private.h"

typedef enum tok {
  K_EOF, K_NL, K_IDENT, K_STRING, K_NUMBER, K_LBRACE, K_RBRACE, K_LPAREN,
  K_RPAREN, K_COMMA, K_COLON, K_EQ, K_BAR, K_AMP, K_BANG, K_ARROW, K_DOTS,
  K_PLUS, K_CMP, K_FORMAT, K_PLUSEQ, K_AT, K_STAR, K_OTHER
} tok;

/* Punctuation, longest first, and the token each one is. */
static const char *const puncts[] = {
  "...", "->", "==", "!=", "<=", ">=", "+=", "<", ">", "{", "}", "(", ")",
  ",", ":", "=", "|", "&", "!", "+", "%s", "@", "*", NULL
};
static const struct { tok t; ir_cmp c; } punct_tok[] = {
  {K_DOTS, 0}, {K_ARROW, 0}, {K_CMP, IR_CMP_EQ}, {K_CMP, IR_CMP_NE},
  {K_CMP, IR_CMP_LE}, {K_CMP, IR_CMP_GE}, {K_PLUSEQ, 0}, {K_CMP, IR_CMP_LT},
  {K_CMP, IR_CMP_GT}, {K_LBRACE, 0}, {K_RBRACE, 0}, {K_LPAREN, 0},
  {K_RPAREN, 0}, {K_COMMA, 0}, {K_COLON, 0}, {K_EQ, 0}, {K_BAR, 0},
  {K_AMP, 0}, {K_BANG, 0}, {K_PLUS, 0}, {K_FORMAT, 0}, {K_AT, 0}, {K_STAR, 0},
};

/* Blanks are spaces, tabs and CRs ('\n' too inside parentheses); '#'
   comments; names are kebab-case words; numbers may be negative. */
static const ut_lex_syntax rule_syntax = {
  .flags = UT_LEX_HASH_COMMENTS | UT_LEX_NUMBERS | UT_LEX_STRINGS,
  .blanks = " \t\r",
  .ident_first = "",
  .ident_extra = "",
  .dash = UT_LEX_DASH_BEFORE_WORD,
  .punct = puncts,
  .at_end = "the end of the file",
  .near_max = 40,
};

typedef struct parser {
  ut_lex lx;              /* the current token, and errors */
  int depth;              /* parentheses open: newlines are blanks inside */
  tok t;                  /* the current token's kind */
  ir_cmp cmp;             /* K_CMP */
  rl_set *set;
  rl_lib *scan;           /* rl_parse_scan: what the file names goes
                             here, and nothing to the set */
  rl_ops *ops;            /* family and pair statements go through it */
} parser;

/* The one error funnel: FILE:LINE:COL and a message; first error wins. */
#define perr_at(P, line, col, ...) \
  ut_lex_error(&(P)->lx, line, col, __VA_ARGS__)

/* "expected WHAT near 'TOKEN'" at the current token. */
static void expected(parser *P, const char *what)
{
  ut_lex_expected(&P->lx, what);
}

/* Read the next token; newlines are tokens outside parentheses. */
static void next(parser *P)
{
  ut_lex *lx = &P->lx;
  lx->newlines = P->depth == 0;
  ut_lex_next(lx);
  switch (lx->kind) {
  case UT_LEX_EOF: P->t = K_EOF; break;
  case UT_LEX_NEWLINE: P->t = K_NL; break;
  case UT_LEX_IDENT: P->t = K_IDENT; break;
  case UT_LEX_NUMBER: P->t = K_NUMBER; break;
  case UT_LEX_STRING: P->t = K_STRING; break;
  case UT_LEX_PUNCT:
    P->t = punct_tok[lx->punct].t;
    P->cmp = punct_tok[lx->punct].c;
    break;
  default: P->t = K_OTHER; break;
  }
  if (P->t == K_LPAREN)
    P->depth++;
  else if (P->t == K_RPAREN && P->depth > 0)
    P->depth--;
}

static bool is_word(parser *P, const char *w)
{
  return ut_lex_is_word(&P->lx, w);
}

static char *tok_dup(parser *P)
{
  return ut_lex_dup(&P->lx);
}

static bool accept(parser *P, tok t)
{
  if (P->t != t)
    return false;
  next(P);
  return true;
}

static bool expect(parser *P, tok t, const char *what)
{
  if (accept(P, t))
    return true;
  expected(P, what);
  return false;
}

static void end_of_item(parser *P)
{
  if (P->t != K_NL && P->t != K_RBRACE && P->t != K_EOF)
    expected(P, "the end of the line");
  accept(P, K_NL);
}

/* ---------------------------------------------------------------- patterns */

typedef struct pending_text {
  char *text; /* a copy */
  uint32_t line, col;
} pending_text;

typedef struct rule_ctx {
  rl_rule_priv *r;
  const char *var;        /* the metavariable, or NULL */
  pending_text *texts;    /* templates, checked when the rule is complete */
  uint32_t ntexts;
} rule_ctx;

static rl_pat *pat_new(rl_pat_kind k)
{
  rl_pat *p = ut_calloc(1, sizeof *p);
  p->kind = k;
  p->result.kind = RL_ARG_REST;
  p->operand.kind = RL_ARG_ANY;
  return p;
}

void rl_pat_free(rl_pat *p)
{
  if (!p)
    return;
  rl_pat_free(p->l);
  rl_pat_free(p->r);
  for (uint32_t i = 0; i < p->nnames; i++)
    free(p->names[i]);
  free(p->names);
  free(p->ids);
  for (uint32_t i = 0; i < p->nargs; i++)
    free(p->args[i].text);
  free(p->args);
  free(p->operand.text);
  free(p->result.text);
  free(p->key);
  free(p);
}

static char *dup_or_null(const char *s)
{
  return s ? ut_strdup(s) : NULL;
}

/* A deep copy of a pattern (a prop used inside another prop). */
static rl_pat *pat_clone(const rl_pat *p)
{
  if (!p)
    return NULL;
  rl_pat *c = ut_malloc(sizeof *c);
  *c = *p;
  c->l = pat_clone(p->l);
  c->r = pat_clone(p->r);
  c->names = p->nnames ? ut_malloc(p->nnames * sizeof *c->names) : NULL;
  for (uint32_t i = 0; i < p->nnames; i++)
    c->names[i] = ut_strdup(p->names[i]);
  c->ids = p->nnames ? ut_malloc(p->nnames * sizeof *c->ids) : NULL;
  if (p->nnames)
    memcpy(c->ids, p->ids, p->nnames * sizeof *c->ids);
  c->args = p->nargs ? ut_malloc(p->nargs * sizeof *c->args) : NULL;
  for (uint32_t i = 0; i < p->nargs; i++) {
    c->args[i] = p->args[i];
    c->args[i].text = dup_or_null(p->args[i].text);
  }
  c->operand.text = dup_or_null(p->operand.text);
  c->result.text = dup_or_null(p->result.text);
  c->key = NULL; /* set on the prop that uses the copy */
  c->key_id = 0;
  return c;
}

/* Write v in decimal at o (no NUL); the number of bytes written.  The
   pack has hundreds of patterns: sprintf was most of their keys' cost. */
static size_t put_int(char *o, int v)
{
  char d[12];
  size_t n = 0, k = 0;
  unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
  if (v < 0)
    o[k++] = '-';
  do
    d[n++] = (char)('0' + u % 10);
  while (u /= 10);
  while (n)
    o[k++] = d[--n];
  return k;
}

/* Append s (n bytes) at *len; the caller reserved the room. */
static void put_bytes(char *buf, size_t *len, const char *s, size_t n)
{
  memcpy(buf + *len, s, n);
  *len += n;
}

/* Append a canonical text for a pattern (the sharing key) to *buf:
   "(KIND:...:RESULT:TEXT|NAME...,ARGKIND ARGTEXT...CHILDREN)". */
static void pat_key(const rl_pat *p, char **buf, size_t *len, size_t *cap)
{
  const int nums[] = {(int)p->kind,       p->var_mentioned, p->write_only,
                      p->const_only,      p->guard_only,    p->memory_only,
                      p->own_only,        p->exact_only,    p->may_too,
                      p->implicit_too,
                      (int)p->cmp,        (int)p->operand.kind,
                      (int)p->result.kind};
  const size_t nnums = sizeof nums / sizeof nums[0];
  const char *text = p->operand.text ? p->operand.text : "";
  size_t tl = strlen(text);
  size_t need = 2 + nnums * 12 + tl + 1;
  for (uint32_t i = 0; i < p->nnames; i++)
    need += strlen(p->names[i]) + 1;
  for (uint32_t i = 0; i < p->nargs; i++)
    need += 24 + (p->args[i].text ? strlen(p->args[i].text) : 0);
  if (*len + need + 2 > *cap) {
    *cap = (*len + need) * 2 + 64;
    *buf = ut_realloc(*buf, *cap);
  }
  char *b = *buf;
  b[(*len)++] = '(';
  for (size_t i = 0; i < nnums; i++) {
    *len += put_int(b + *len, nums[i]);
    b[(*len)++] = ':';
  }
  put_bytes(b, len, text, tl);
  for (uint32_t i = 0; i < p->nnames; i++) { /* families: many names */
    b[(*len)++] = '|';
    put_bytes(b, len, p->names[i], strlen(p->names[i]));
  }
  for (uint32_t i = 0; i < p->nargs; i++) {
    b[(*len)++] = ',';
    *len += put_int(b + *len, (int)p->args[i].kind);
    if (p->args[i].text)
      put_bytes(b, len, p->args[i].text, strlen(p->args[i].text));
  }
  b[*len] = '\0';
  if (p->l)
    pat_key(p->l, buf, len, cap);
  if (p->r)
    pat_key(p->r, buf, len, cap);
  if (*len + 2 > *cap) { /* the children may have filled what was reserved */
    *cap = *cap * 2 + 64;
    *buf = ut_realloc(*buf, *cap);
  }
  (*buf)[(*len)++] = ')';
  (*buf)[*len] = '\0';
}

/* A metavariable name where one is required: it must be the rule's. */
static bool var_ref(parser *P, rule_ctx *R, rl_pat *pat)
{
  if (P->t != K_IDENT) {
    expected(P, "a metavariable");
    return false;
  }
  if (!R->var || strlen(R->var) != P->lx.tlen ||
      memcmp(R->var, P->lx.ts, P->lx.tlen) != 0) {
    perr_at(P, P->lx.tline, P->lx.tcol, "unknown metavariable '%.*s'%s%s%s",
            (int)P->lx.tlen, P->lx.ts, R->var ? " (this rule's is '" : "",
            R->var ? R->var : "", R->var ? "')" : "");
    return false;
  }
  pat->var_mentioned = true;
  next(P);
  return true;
}

/* offset -> '+' '_' (optional): true if present; *ok false on a '+'
   without its '_'. */
static bool accept_offset(parser *P, bool *ok)
{
  *ok = true;
  if (!accept(P, K_PLUS))
    return false;
  if (!is_word(P, "_")) {
    expected(P, "'_' after '+' (an offset)");
    *ok = false;
    return false;
  }
  next(P);
  return true;
}

/* arg -> '_' | '...' | 'null' | 'string' | 'constant' | NUMBER | V | '&' V | '&' '_'
        | V '+' '_' | '&' V '+' '_' | '%s' V | 'holder' V | 'back' V */
static bool parse_arg(parser *P, rule_ctx *R, rl_pat *pat, rl_arg *a)
{
  bool ok;
  memset(a, 0, sizeof *a);
  if (is_word(P, "_")) {
    a->kind = RL_ARG_ANY;
    next(P);
    return true;
  }
  if (accept(P, K_DOTS)) {
    a->kind = RL_ARG_REST;
    return true;
  }
  if (accept(P, K_FORMAT)) {
    a->kind = RL_ARG_FORMAT;
    return var_ref(P, R, pat);
  }
  if (is_word(P, "null") || is_word(P, "string")) {
    a->kind = is_word(P, "null") ? RL_ARG_NULL : RL_ARG_STRING;
    next(P);
    return true;
  }
  if (is_word(P, "constant")) {
    a->kind = RL_ARG_NONZERO;
    next(P);
    return true;
  }
  if (is_word(P, "holder") || is_word(P, "back")) {
    a->kind = is_word(P, "holder") ? RL_ARG_HOLDER : RL_ARG_BACK;
    next(P);
    return var_ref(P, R, pat);
  }
  if (P->t == K_NUMBER) {
    a->kind = RL_ARG_CONST;
    a->text = tok_dup(P);
    next(P);
    return true;
  }
  if (accept(P, K_AMP)) {
    if (is_word(P, "_")) {
      a->kind = RL_ARG_ADDR_ANY;
      next(P);
      return true;
    }
    a->kind = RL_ARG_ADDR;
    if (!var_ref(P, R, pat))
      return false;
    if (accept_offset(P, &ok))
      a->kind = RL_ARG_ADDR_OFFSET;
    return ok;
  }
  a->kind = RL_ARG_VAR;
  if (!var_ref(P, R, pat))
    return false;
  if (accept_offset(P, &ok))
    a->kind = RL_ARG_OFFSET;
  return ok;
}

/* A family named after '@': its index in the set. */
static uint32_t family_ref(parser *P)
{
  uint32_t f = rl_family_ref(P->set, P->lx.ts, P->lx.tlen, P->lx.source,
                             P->lx.tline, P->lx.tcol);
  next(P);
  return f;
}

/* call -> 'call' CALLEE ('|' CALLEE)* '(' [arg (',' arg)*] ')'
           ['->' (V | '_' | 'none')]
   CALLEE -> NAME | STRING | '@' FAMILY */
static rl_pat *parse_call(parser *P, rule_ctx *R)
{
  rl_pat *p = pat_new(RL_P_CALL);
  do {
    bool fam = accept(P, K_AT);
    if (P->t != K_IDENT && (fam || P->t != K_STRING)) {
      expected(P, fam ? "a family name after '@'" : "a function name");
      rl_pat_free(p);
      return NULL;
    }
    p->names = ut_realloc(p->names, (p->nnames + 1) * sizeof *p->names);
    p->ids = ut_realloc(p->ids, (p->nnames + 1) * sizeof *p->ids);
    char *name = P->t == K_STRING ? ut_strdup(P->lx.sval) : tok_dup(P);
    if (fam) {
      size_t n = strlen(name) + 2;
      p->names[p->nnames] = ut_malloc(n);
      snprintf(p->names[p->nnames], n, "@%s", name);
      p->ids[p->nnames++] = RL_FAMILY | family_ref(P);
      free(name);
      continue;
    }
    p->ids[p->nnames] = strcmp(name, "_") ? rl_name(P->set, name) : UT_NONE;
    p->names[p->nnames++] = name;
    next(P);
  } while (accept(P, K_BAR));
  if (!expect(P, K_LPAREN, "'(' after the function name")) {
    rl_pat_free(p);
    return NULL;
  }
  while (P->t != K_RPAREN && !P->lx.failed) {
    p->args = ut_realloc(p->args, (p->nargs + 1) * sizeof *p->args);
    if (!parse_arg(P, R, p, &p->args[p->nargs++]))
      break;
    rl_arg_kind last = p->args[p->nargs - 1].kind;
    if ((last == RL_ARG_REST || last == RL_ARG_FORMAT) && P->t != K_RPAREN) {
      expected(P, last == RL_ARG_REST ? "')' after '...'"
                                      : "')' after '%s VAR'");
      break;
    }
    if (P->t != K_RPAREN && !expect(P, K_COMMA, "',' or ')'"))
      break;
  }
  if (P->lx.failed || !expect(P, K_RPAREN, "')'")) {
    rl_pat_free(p);
    return NULL;
  }
  if (accept(P, K_ARROW)) {
    if (is_word(P, "_") || is_word(P, "none")) {
      p->result.kind = is_word(P, "_") ? RL_ARG_ANY : RL_ARG_NULL;
      next(P);
    } else {
      p->result.kind = RL_ARG_VAR;
      if (!var_ref(P, R, p)) {
        rl_pat_free(p);
        return NULL;
      }
    }
  }
  if (is_word(P, "may")) {
    p->may_too = true;
    next(P);
  }
  return p;
}

/* cond -> 'cond' V CMP ('null' | NUMBER | '_') ['guard' | 'own' | 'implicit']
          | 'cond' 'memory' */
static rl_pat *parse_cond(parser *P, rule_ctx *R)
{
  rl_pat *p = pat_new(RL_P_COND);
  if (is_word(P, "memory") && !(R->var && !strcmp(R->var, "memory"))) {
    p->memory_only = true;
    next(P);
    return p;
  }
  if (!var_ref(P, R, p) ||
      (P->t != K_CMP && (expected(P, "a comparison (== != < <= > >=)"), 1))) {
    rl_pat_free(p);
    return NULL;
  }
  p->cmp = P->cmp;
  next(P);
  if (!parse_arg(P, R, p, &p->operand) ||
      (p->operand.kind != RL_ARG_NULL && p->operand.kind != RL_ARG_CONST &&
       p->operand.kind != RL_ARG_ANY)) {
    if (!P->lx.failed)
      perr_at(P, P->lx.tline, P->lx.tcol,
              "expected 'null', a number or '_' after the comparison");
    rl_pat_free(p);
    return NULL;
  }
  if (is_word(P, "guard")) {
    p->guard_only = true;
    next(P);
  } else if (is_word(P, "own")) {
    p->own_only = true;
    next(P);
  } else if (is_word(P, "implicit")) {
    p->implicit_too = true;
    next(P);
  }
  return p;
}

static rl_pat *parse_pattern(parser *P, rule_ctx *R);

/* atom -> call | cond
         | ('def'|'use'|'deref'|'addr'|'at'|'arg'|'init'|'walk'|'step'
            |'unpaired'|'advance'|'indexed'|'scalar'|'reindex') V
         | 'deref' (V | 'null') ['write'] | 'arg' ['&'] V ['const'] | 'return' arg
         | 'copy' '_' '=' ('&' V | V | V '+' '_')
         | 'changes' V
         | 'entry' | 'exit' | 'stmt' | 'true' | 'discarded' | 'error-tested'
         | '(' pattern ')' | '!' atom | 'anywhere' atom */
static rl_pat *parse_atom(parser *P, rule_ctx *R)
{
  static const struct { const char *w; rl_pat_kind k; } simple[] = {
    {"def", RL_P_DEF}, {"use", RL_P_USE}, {"deref", RL_P_DEREF},
    {"addr", RL_P_ADDR}, {"at", RL_P_AT}, {"arg", RL_P_ARG},
    {"init", RL_P_INIT}, {"walk", RL_P_WALK}, {"step", RL_P_STEP},
    {"macro-state", RL_P_MACRO_STATE},
    {"unpaired", RL_P_UNPAIRED}, {"advance", RL_P_ADVANCE},
    {"indexed", RL_P_INDEXED}, {"changes", RL_P_CHANGES},
    {"scalar", RL_P_SCALAR}, {"reindex", RL_P_REINDEX},
  };
  static const struct { const char *w; rl_pat_kind k; } bare[] = {
    {"entry", RL_P_ENTRY}, {"exit", RL_P_EXIT}, {"stmt", RL_P_STMT},
    {"noreturn", RL_P_NORETURN},
    {"true", RL_P_TRUE}, {"discarded", RL_P_DISCARDED}, {"main", RL_P_MAIN},
    {"error-tested", RL_P_ERROR_TESTED},
  };
  bool anywhere = is_word(P, "anywhere");
  if (anywhere)
    next(P);
  if (anywhere || accept(P, K_BANG)) {
    rl_pat *n = pat_new(anywhere ? RL_P_ANYWHERE : RL_P_NOT);
    n->l = parse_atom(P, R);
    if (!n->l) {
      rl_pat_free(n);
      return NULL;
    }
    n->var_mentioned = n->l->var_mentioned;
    return n;
  }
  if (accept(P, K_LPAREN)) {
    rl_pat *p = parse_pattern(P, R);
    if (p && !expect(P, K_RPAREN, "')'")) {
      rl_pat_free(p);
      return NULL;
    }
    return p;
  }
  if (P->t != K_IDENT) {
    expected(P, "a pattern");
    return NULL;
  }
  if (is_word(P, "call")) {
    next(P);
    return parse_call(P, R);
  }
  if (is_word(P, "cond")) {
    next(P);
    return parse_cond(P, R);
  }
  for (size_t i = 0; i < sizeof simple / sizeof *simple; i++)
    if (is_word(P, simple[i].w)) {
      rl_pat *p = pat_new(simple[i].k);
      next(P);
      if (p->kind == RL_P_ARG && accept(P, K_AMP)) /* arg &v: its address */
        p->operand.kind = RL_ARG_ADDR;
      if (p->kind == RL_P_DEREF && is_word(P, "null")) {
        p->operand.kind = RL_ARG_NULL; /* deref null: (int *) 0 */
        next(P);
      } else if (!var_ref(P, R, p)) {
        rl_pat_free(p);
        return NULL;
      }
      if (p->kind == RL_P_DEREF && is_word(P, "write")) {
        p->write_only = true;
        next(P);
      }
      if (p->kind == RL_P_ARG && is_word(P, "const")) {
        p->const_only = true;
        next(P);
      }
      if (p->kind == RL_P_DEF && is_word(P, "exact")) {
        p->exact_only = true;
        next(P);
      } else if (p->kind == RL_P_DEF && accept(P, K_EQ)) { /* def v = null|K|string|constant */
        p->kind = RL_P_DEFVAL;
        if (!P->lx.failed && !is_word(P, "null") && !is_word(P, "string") &&
            !is_word(P, "constant") && P->t != K_NUMBER) {
          expected(P, "'null', 'string', 'constant' or a number after 'def VAR ='");
          rl_pat_free(p);
          return NULL;
        }
        if (P->lx.failed || !parse_arg(P, R, p, &p->operand)) {
          rl_pat_free(p);
          return NULL;
        }
      }
      return p;
    }
  for (size_t i = 0; i < sizeof bare / sizeof *bare; i++)
    if (is_word(P, bare[i].w)) {
      next(P);
      return pat_new(bare[i].k);
    }
  if (is_word(P, "return")) {
    rl_pat *p = pat_new(RL_P_RETURN);
    next(P);
    uint32_t line = P->lx.tline, col = P->lx.tcol;
    if (!parse_arg(P, R, p, &p->operand) ||
        (p->operand.kind == RL_ARG_FORMAT &&
         (perr_at(P, line, col, "'%%s VAR' is an argument of a call, not "
                                "of return"), 1))) {
      rl_pat_free(p);
      return NULL;
    }
    return p;
  }
  if (is_word(P, "copy")) { /* copy _ = v | &v | v + _: stored elsewhere */
    rl_pat *p = pat_new(RL_P_COPY);
    next(P);
    if (!is_word(P, "_")) {
      expected(P, "'_' (copy _ = VAR)");
      rl_pat_free(p);
      return NULL;
    }
    next(P);
    if (!expect(P, K_EQ, "'='")) {
      rl_pat_free(p);
      return NULL;
    }
    p->operand.kind = accept(P, K_AMP) ? RL_ARG_ADDR : RL_ARG_VAR;
    if (P->lx.failed || !var_ref(P, R, p)) {
      rl_pat_free(p);
      return NULL;
    }
    if (p->operand.kind == RL_ARG_VAR && accept(P, K_PLUS)) {
      if (!is_word(P, "_")) {
        expected(P, "'_' after '+' (an offset)");
        rl_pat_free(p);
        return NULL;
      }
      next(P);
      p->operand.kind = RL_ARG_OFFSET;
    }
    return p;
  }
  for (uint32_t i = 0; i < R->r->nprops; i++) /* an earlier proposition */
    if (strlen(R->r->props[i].name) == P->lx.tlen &&
        memcmp(R->r->props[i].name, P->lx.ts, P->lx.tlen) == 0) {
      next(P);
      return pat_clone(R->r->props[i].pat);
    }
  perr_at(P, P->lx.tline, P->lx.tcol,
          "unknown pattern '%.*s'; expected call, cond, def, use, deref, "
          "addr, arg, return, copy, init, step, advance, walk, indexed, "
          "unpaired, at, anywhere, entry, exit, stmt, discarded, error-tested, "
          "true, main or the "
          "name of an earlier prop", (int)P->lx.tlen, P->lx.ts);
  return NULL;
}

/* pattern -> conj ('|' conj)*     conj -> atom ('&' atom)* */
static rl_pat *parse_binary(parser *P, rule_ctx *R, tok op)
{
  rl_pat *l = op == K_AMP ? parse_atom(P, R) : parse_binary(P, R, K_AMP);
  while (l && accept(P, op)) {
    rl_pat *r = op == K_AMP ? parse_atom(P, R) : parse_binary(P, R, K_AMP);
    if (!r) {
      rl_pat_free(l);
      return NULL;
    }
    rl_pat *n = pat_new(op == K_AMP ? RL_P_AND : RL_P_OR);
    n->l = l;
    n->r = r;
    n->var_mentioned = l->var_mentioned || r->var_mentioned;
    l = n;
  }
  return l;
}

static rl_pat *parse_pattern(parser *P, rule_ctx *R)
{
  return parse_binary(P, R, K_BAR);
}

/* ------------------------------------------------------------------ items */

static rl_prop *find_prop(rl_rule_priv *r, const char *name)
{
  for (uint32_t i = 0; i < r->nprops; i++)
    if (strcmp(r->props[i].name, name) == 0)
      return &r->props[i];
  return NULL;
}

static uint32_t lookup_prop(void *ctx, const char *name)
{
  rl_rule_priv *r = ctx;
  rl_prop *p = find_prop(r, name);
  return p ? (uint32_t)(p - r->props) : UINT32_MAX;
}

/* var -> 'var' IDENT ':' KIND+ */
static void parse_var(parser *P, rule_ctx *R)
{
  static const struct { const char *w; uint32_t k; } kinds[] = {
    {"any", 0}, {"pointer", RL_K_POINTER}, {"integer", RL_K_INTEGER},
    {"local", RL_K_LOCAL}, {"param", RL_K_PARAM}, {"global", RL_K_GLOBAL},
    {"stmt", RL_K_STMT}, {"object", RL_K_OBJECT}, {"float", RL_K_FLOAT},
    {"aggregate", RL_K_AGGREGATE}, {"part", RL_K_PART},
    {"wanted", RL_K_WANTED}, {"call", RL_K_STMT | RL_K_CALLS},
    {"result", RL_K_RESULT}, {"storage", RL_K_STORAGE},
    {"element", RL_K_ELEMENT}, {"member", RL_K_MEMBER},
  };
  if (R->var) {
    perr_at(P, P->lx.tline, P->lx.tcol,
            "a rule has one metavariable; '%s' is already declared", R->var);
    return;
  }
  if (P->t != K_IDENT) {
    expected(P, "a metavariable name");
    return;
  }
  R->r->var = tok_dup(P);
  R->var = R->r->var;
  next(P);
  if (!expect(P, K_COLON, "':' and a kind"))
    return;
  bool any = false;
  while (P->t == K_IDENT) {
    size_t i;
    for (i = 0; i < sizeof kinds / sizeof *kinds; i++)
      if (is_word(P, kinds[i].w))
        break;
    if (i == sizeof kinds / sizeof *kinds) {
      perr_at(P, P->lx.tline, P->lx.tcol,
              "unknown kind '%.*s'; expected any, pointer, integer, float, "
              "aggregate, local, param, global, part, result, wanted, storage, "
              "stmt, call or object",
              (int)P->lx.tlen, P->lx.ts);
      return;
    }
    R->r->var_kinds |= kinds[i].k;
    any = true;
    next(P);
  }
  if (!any)
    expected(P, "a kind (any, pointer, integer, float, aggregate, local, "
                "param, global, part, result, wanted, storage, stmt, call, "
                "object)");
}

static void parse_prop(parser *P, rule_ctx *R)
{
  if (P->t != K_IDENT) {
    expected(P, "a proposition name");
    return;
  }
  char *name = tok_dup(P);
  uint32_t line = P->lx.tline, col = P->lx.tcol;
  if (find_prop(R->r, name)) {
    perr_at(P, line, col, "proposition '%s' is defined twice", name);
    free(name);
    return;
  }
  next(P);
  rl_pat *pat = expect(P, K_EQ, "'='") ? parse_pattern(P, R) : NULL;
  if (!pat) {
    free(name);
    return;
  }
  size_t len = 0, cap = 128;
  pat->key = ut_malloc(cap);
  pat_key(pat, &pat->key, &len, &cap);
  if (P->set)
    pat->key_id = ut_intern_add(&P->set->pat_keys, pat->key, len);
  rl_rule_priv *r = R->r;
  r->props = ut_realloc(r->props, (r->nprops + 1) * sizeof *r->props);
  r->props[r->nprops++] = (rl_prop){name, pat, line, col, NULL};
}

/* check -> 'check' FORMULA: the rest of the line, and further lines while
   brackets are open.  The CTL parser reports errors in this file. */
static void parse_check(parser *P, rule_ctx *R, uint32_t kline, uint32_t kcol)
{
  if (R->r->formula) {
    perr_at(P, kline, kcol, "a rule has one 'check'");
    return;
  }
  const char *start = P->lx.ts;
  uint32_t line = P->lx.tline, col = P->lx.tcol;
  int open = 0;
  const char *q = start;
  for (; q < P->lx.end; q++) {
    if (*q == '(' || *q == '[')
      open++;
    else if ((*q == ')' || *q == ']') && open > 0)
      open--;
    else if (*q == '#' || (*q == '\n' && open == 0) ||
             (*q == '}' && open == 0))
      break;
  }
  if (q == start || P->t == K_NL || P->t == K_EOF) {
    expected(P, "a CTL formula after 'check'");
    return;
  }
  R->r->formula = ctl_parse(start, (size_t)(q - start), P->lx.source, line, col,
                            P->lx.err);
  if (!R->r->formula) {
    P->lx.failed = true;
    return;
  }
  R->r->pub.formula = ut_strndup(start, (size_t)(q - start));
  /* Resume lexing after the formula. */
  P->depth = 0;
  ut_lex_advance(&P->lx, q);
  next(P);
}

/* A template may name only the rule's metavariable. */
static bool check_template(parser *P, rule_ctx *R, const char *t,
                           uint32_t line, uint32_t col)
{
  for (const char *b = strchr(t, '{'); b; b = strchr(b + 1, '{')) {
    const char *e = strchr(b, '}');
    size_t n = e ? (size_t)(e - b - 1) : 0;
    if (!e || !R->var || strlen(R->var) != n || strncmp(b + 1, R->var, n)) {
      perr_at(P, line, col, "unknown name '{%.*s}' in the text; %s%s%s",
              (int)(e ? n : strlen(b + 1)), b + 1,
              R->var ? "only '{" : "this rule has no metavariable",
              R->var ? R->var : "", R->var ? "}' is known" : "");
      return false;
    }
  }
  return true;
}

/* A string item's value, checked as a template when asked. */
static char *string_value(parser *P, rule_ctx *R, bool tmpl)
{
  if (P->t != K_STRING) {
    expected(P, "a string in double quotes");
    return NULL;
  }
  if (tmpl) { /* the metavariable may be declared later in the rule */
    R->texts = ut_realloc(R->texts, (R->ntexts + 1) * sizeof *R->texts);
    R->texts[R->ntexts++] = (pending_text){ut_strdup(P->lx.sval), P->lx.tline,
                                           P->lx.tcol};
  }
  char *v = ut_strdup(P->lx.sval);
  next(P);
  return v;
}

static void parse_event(parser *P, rule_ctx *R)
{
  if (P->t != K_IDENT) {
    expected(P, "a proposition name");
    return;
  }
  char *name = tok_dup(P);
  rl_prop *prop = find_prop(R->r, name);
  if (!prop) {
    perr_at(P, P->lx.tline, P->lx.tcol,
            "proposition '%s' is not defined (define it with 'prop' first)",
            name);
    free(name);
    return;
  }
  free(name);
  next(P);
  char *t = string_value(P, R, true);
  if (t) {
    free(prop->event);
    prop->event = t;
  }
}

/* The word `a` (0) or `b` (1), consumed; -1 after an error. */
static int one_of(parser *P, const char *a, const char *b)
{
  int which = is_word(P, a) ? 0 : is_word(P, b) ? 1 : -1;
  if (which < 0) {
    char what[64];
    snprintf(what, sizeof what, "%s or %s", a, b);
    expected(P, what);
  } else {
    next(P);
  }
  return which;
}

/* The index of the proposition named by the current token, consumed
   (an identifier; `what` says what was expected otherwise); UINT32_MAX
   after an error. */
static uint32_t prop_named(parser *P, rule_ctx *R, const char *what)
{
  if (P->t != K_IDENT) {
    expected(P, what);
    return UINT32_MAX;
  }
  char *name = tok_dup(P);
  uint32_t p = lookup_prop(R->r, name);
  if (p == UINT32_MAX)
    perr_at(P, P->lx.tline, P->lx.tcol,
            "proposition '%s' is not defined (define it with 'prop' first)",
            name);
  else
    next(P);
  free(name);
  return p;
}

/* branches -> 'all' | 'none' | PROP */
static void parse_branches(parser *P, rule_ctx *R)
{
  if (is_word(P, "all") || is_word(P, "none")) {
    R->r->story_prop = is_word(P, "all") ? RL_STORY_ALL : RL_STORY_NONE;
    next(P);
    return;
  }
  uint32_t p = prop_named(P, R, "all, none or a proposition name (branches PROP)");
  R->r->story_prop = p == UINT32_MAX ? RL_STORY_NONE : p;
}

/* report -> 'first' | 'every' PROP */
static void parse_report(parser *P, rule_ctx *R)
{
  int every = one_of(P, "first", "every");
  R->r->report_prop = UINT32_MAX;
  if (every > 0)
    R->r->report_prop = prop_named(P, R, "a proposition name (report every PROP)");
}

static void parse_scalar(parser *P, rule_ctx *R, const char *key)
{
  rl_rule *pub = &R->r->pub;
  if (!strcmp(key, "cwe")) {
    if (P->t != K_NUMBER || P->lx.ts[0] == '-') {
      expected(P, "a CWE number");
      return;
    }
    pub->cwe = (uint32_t)strtoul(P->lx.ts, NULL, 10);
    next(P);
  } else if (!strcmp(key, "severity")) {
    if (is_word(P, "note")) pub->severity = RL_NOTE;
    else if (is_word(P, "warning")) pub->severity = RL_WARNING;
    else if (is_word(P, "error")) pub->severity = RL_ERROR;
    else {
      expected(P, "note, warning or error");
      return;
    }
    next(P);
  } else if (!strcmp(key, "default")) {
    int off = one_of(P, "on", "off");
    if (off >= 0)
      R->r->default_off = off;
  } else if (!strcmp(key, "fatal")) {
    int no = one_of(P, "yes", "no");
    if (no >= 0)
      R->r->fatal = !no;

  } else if (!strcmp(key, "after-fatal")) {
    int drop = one_of(P, "report", "drop");
    if (drop >= 0)
      R->r->after_fatal_drop = drop;
  } else if (!strcmp(key, "model")) {
    if (!is_word(P, "product") && !is_word(P, "cfg") &&
        !is_word(P, "branches") && !is_word(P, "values")) {
      expected(P, "product, cfg, branches or values");
      return;
    }
    R->r->cfg_only = is_word(P, "cfg");
    R->r->branches_only = is_word(P, "branches");
    R->r->values_only = is_word(P, "values");
    next(P);
  } else if (!strcmp(key, "gcc-warning")) {
    if (P->t != K_IDENT) {
      expected(P, "the name of a GCC warning (maybe-uninitialized)");
      return;
    }
    /* One or more names, kept separated by spaces. */
    while (P->t == K_IDENT) {
      char *w = tok_dup(P);
      size_t n = (pub->gcc_warning ? strlen(pub->gcc_warning) + 1 : 0) +
                 strlen(w) + 1;
      char *all = ut_malloc(n);
      snprintf(all, n, "%s%s%s", pub->gcc_warning ? pub->gcc_warning : "",
               pub->gcc_warning ? " " : "", w);
      free((char *)pub->gcc_warning);
      free(w);
      pub->gcc_warning = all;
      next(P);
    }
  } else if (!strcmp(key, "tags")) {
    while (P->t == K_IDENT) {
      R->r->tags =
          ut_realloc(R->r->tags, (R->r->ntags + 1) * sizeof *R->r->tags);
      R->r->tags[R->r->ntags++] = tok_dup(P);
      next(P);
    }
  }
}

/* Append a help line (help may be given on several lines). */
static void add_help(rl_rule *pub, char *line)
{
  if (!pub->help) {
    pub->help = line;
    return;
  }
  size_t n = strlen(pub->help) + strlen(line) + 2;
  char *h = ut_malloc(n);
  snprintf(h, n, "%s\n%s", pub->help, line);
  free((char *)pub->help);
  free(line);
  pub->help = h;
}

/* item -> KEY ... NEWLINE (see doc/rules.md) */
static void parse_item(parser *P, rule_ctx *R)
{
  rl_rule *pub = &R->r->pub;
  uint32_t kline = P->lx.tline, kcol = P->lx.tcol;
  char *key = tok_dup(P);
  next(P);
  if (!strcmp(key, "var")) parse_var(P, R);
  else if (!strcmp(key, "prop")) parse_prop(P, R);
  else if (!strcmp(key, "check")) parse_check(P, R, kline, kcol);
  else if (!strcmp(key, "event")) parse_event(P, R);
  else if (!strcmp(key, "report")) parse_report(P, R);
  else if (!strcmp(key, "branches")) parse_branches(P, R);
  else if (!strcmp(key, "final")) {
    free(R->r->final_event);
    R->r->final_event = string_value(P, R, true);
  } else if (!strcmp(key, "declared")) {
    free(R->r->declared_event);
    R->r->declared_event = string_value(P, R, true);
  } else if (!strcmp(key, "message")) {
    free((char *)pub->message);
    pub->message = string_value(P, R, true);
  } else if (!strcmp(key, "summary")) {
    free((char *)pub->summary);
    pub->summary = string_value(P, R, false);
  } else if (!strcmp(key, "help")) {
    char *h = string_value(P, R, false);
    if (h)
      add_help(pub, h);
  } else if (!strcmp(key, "cwe") || !strcmp(key, "severity") ||
             !strcmp(key, "default") || !strcmp(key, "tags") ||
             !strcmp(key, "model") || !strcmp(key, "fatal") ||
             !strcmp(key, "after-fatal") || !strcmp(key, "gcc-warning")) {
    parse_scalar(P, R, key);
  } else {
    perr_at(P, kline, kcol,
            "unknown item '%s'; expected cwe, severity, summary, message, "
            "help, tags, default, model, fatal, after-fatal, gcc-warning, "
            "branches, var, prop, check, event, declared, final or report",
            key);
  }
  free(key);
  if (!P->lx.failed)
    end_of_item(P);
}

static bool id_taken(const rl_set *s, const char *id)
{
  for (size_t i = 0; i < s->n; i++)
    if (strcmp(s->rules[i]->pub.id, id) == 0)
      return true;
  return false;
}

/* After '}': everything a rule must have, and its formula's names. */
static void finish_rule(parser *P, rule_ctx *R, uint32_t line, uint32_t col)
{
  rl_rule_priv *r = R->r;
  for (uint32_t i = 0; i < R->ntexts && !P->lx.failed; i++)
    check_template(P, R, R->texts[i].text, R->texts[i].line, R->texts[i].col);
  if (P->lx.failed)
    return;
  if (!r->formula)
    perr_at(P, line, col, "rule '%s' has no 'check'", r->pub.id);
  else if (!r->pub.message)
    perr_at(P, line, col, "rule '%s' has no 'message'", r->pub.id);
  else
    ctl_formula_resolve(r->formula, lookup_prop, r, P->lx.source, P->lx.err) ||
        (P->lx.failed = true);
  if (!r->pub.summary && !P->lx.failed)
    r->pub.summary = ut_strdup(r->pub.message);
}

/* rule -> 'rule' ID '{' (item | NEWLINE)* '}' */
static void parse_rule(parser *P)
{
  if (!is_word(P, "rule")) {
    expected(P, "'rule'");
    return;
  }
  next(P);
  if (P->t != K_IDENT) {
    expected(P, "a rule id (kebab-case, such as double-free)");
    return;
  }
  rl_rule_priv *r = ut_calloc(1, sizeof *r);
  r->pub.id = tok_dup(P);
  r->pub.file = ut_strdup(P->lx.source);
  r->pub.line = P->lx.tline;
  r->pub.severity = RL_WARNING;
  r->report_prop = UINT32_MAX;
  r->story_prop = RL_STORY_NONE;
  if (id_taken(P->set, r->pub.id)) {
    perr_at(P, P->lx.tline, P->lx.tcol, "duplicate rule id '%s'", r->pub.id);
    rl_rule_free(r);
    return;
  }
  next(P);
  rule_ctx R = {r, NULL, NULL, 0};
  if (expect(P, K_LBRACE, "'{'")) {
    while (!P->lx.failed && P->t != K_RBRACE) {
      if (accept(P, K_NL))
        continue;
      if (P->t != K_IDENT) {
        expected(P, P->t == K_EOF ? "'}'" : "an item or '}'");
        break;
      }
      parse_item(P, &R);
    }
  }
  uint32_t line = P->lx.tline, col = P->lx.tcol;
  if (!P->lx.failed && expect(P, K_RBRACE, "'}'"))
    finish_rule(P, &R, line, col);
  for (uint32_t i = 0; i < R.ntexts; i++)
    free(R.texts[i].text);
  free(R.texts);
  if (P->lx.failed) {
    rl_rule_free(r);
    return;
  }
  r->pub.enabled = !r->default_off;
  if (P->set->n == P->set->cap) {
    P->set->cap = P->set->cap ? 2 * P->set->cap : 32;
    P->set->rules =
        ut_realloc(P->set->rules, P->set->cap * sizeof *P->set->rules);
  }
  P->set->rules[P->set->n++] = r;
}

/* ---------------------------------------------------- families and pairs */

/* The attribute facts a family can take members from. */
static const struct { const char *w; rl_attr_sel a; } attr_sels[] = {
  {"malloc", RL_AT_MALLOC}, {"malloc-dealloc", RL_AT_MALLOC_DEALLOC},
  {"nonnull", RL_AT_NONNULL}, {"returns_nonnull", RL_AT_RETURNS_NONNULL},
  {"warn_unused_result", RL_AT_WARN_UNUSED_RESULT},
  {"read_only", RL_AT_READ_ONLY}, {"cleanup", RL_AT_CLEANUP},
  {"pure", RL_AT_PURE}, {"fills_result", RL_AT_FILLS_RESULT},
};

/* A long family or pair goes on after '|' on the next lines.  True. */
static bool skip_newlines(parser *P)
{
  while (accept(P, K_NL))
    ;
  return true;
}

/* POSITIONS -> '(' POS (',' POS)* ')'    POS -> NUMBER ['...'] | '*' NUMBER
   Arguments count from 1 to 32; `*N`: argument N is the address of the
   variable; `N...`: argument N and every one after it (a variadic
   function's pointers: scanf(2...)). */
static bool parse_positions(parser *P, uint32_t *pos, uint32_t *deref)
{
  do {
    bool star = accept(P, K_STAR);
    if (P->t != K_NUMBER) {
      expected(P, "a position (N, or *N for the address of the variable)");
      return false;
    }
    long n = strtol(P->lx.ts, NULL, 10);
    if (n < 1 || n > 32)
      return perr_at(P, P->lx.tline, P->lx.tcol,
                     "bad position %.*s: arguments count from 1 to 32",
                     (int)P->lx.tlen, P->lx.ts);
    *(star ? deref : pos) |= UINT32_C(1) << (n - 1);
    next(P);
    if (!star && accept(P, K_DOTS))
      *pos |= ~UINT32_C(0) << (n - 1);
  } while (accept(P, K_COMMA));
  return expect(P, K_RPAREN, "',' or ')'");
}

/* member -> (NAME | STRING) [POSITIONS] | '@' FAMILY
           | '__attribute__' '(' ATTRIBUTE ')'
   Added to the family of REF f (scanning: the name is only collected). */
static bool parse_member(parser *P, uint32_t f)
{
  if (accept(P, K_AT)) {
    if (P->t != K_IDENT)
      return expected(P, "a family name after '@'"), false;
    if (P->scan) {
      ut_intern_add(&P->scan->needs, P->lx.ts, P->lx.tlen);
      next(P);
      return true;
    }
    uint32_t g = rl_ops_ref(P->ops, P->lx.ts, P->lx.tlen, P->lx.tline,
                            P->lx.tcol);
    next(P);
    rl_op op = {.kind = RL_OP_INCLUDE, .f = f, .g = g};
    return rl_ops_do(P->ops, &op, NULL);
  }
  if (is_word(P, "__attribute__")) {
    next(P);
    if (!expect(P, K_LPAREN, "'(' after __attribute__"))
      return false;
    size_t i = 0;
    for (; i < sizeof attr_sels / sizeof *attr_sels; i++)
      if (is_word(P, attr_sels[i].w))
        break;
    if (i == sizeof attr_sels / sizeof *attr_sels)
      return perr_at(P, P->lx.tline, P->lx.tcol,
                     "unknown attribute '%.*s'; expected malloc, "
                     "malloc-dealloc, nonnull, returns_nonnull, "
                     "warn_unused_result, read_only, cleanup, pure or "
                     "fills_result",
                     (int)P->lx.tlen, P->lx.ts);
    rl_op op = {.kind = RL_OP_ATTR, .f = f, .g = attr_sels[i].a};
    if (!P->scan)
      rl_ops_do(P->ops, &op, NULL);
    next(P);
    return expect(P, K_RPAREN, "')'");
  }
  if (P->t != K_IDENT && P->t != K_STRING)
    return expected(P, "a function name, '@FAMILY' or '__attribute__(..)'"),
           false;
  char *name = P->t == K_STRING ? ut_strdup(P->lx.sval) : tok_dup(P);
  next(P);
  uint32_t pos = 0, deref = 0;
  bool ok = !accept(P, K_LPAREN) || parse_positions(P, &pos, &deref);
  if (ok && P->scan)
    ut_intern_add(&P->scan->names, name, strlen(name));
  else if (ok) {
    rl_op op = {.kind = RL_OP_MEMBER, .text = name, .f = f,
                .g = pos | deref ? pos : 1, .h = deref};
    rl_ops_do(P->ops, &op, NULL);
  }
  free(name);
  return ok;
}

/* family -> 'family' NAME ('=' | '+=') member ('|' NEWLINE* member)* */
static void parse_family(parser *P)
{
  next(P);
  if (P->t != K_IDENT) {
    expected(P, "a family name");
    return;
  }
  const char *name = P->lx.ts;
  size_t len = P->lx.tlen;
  uint32_t line = P->lx.tline, col = P->lx.tcol, f = UT_NONE;
  if (!P->scan)
    f = rl_ops_ref(P->ops, name, len, line, col);
  next(P);
  bool define = P->t == K_EQ;
  if (!define && P->t != K_PLUSEQ) {
    expected(P, "'=' (a new family) or '+=' (more members)");
    return;
  }
  if (P->scan)
    ut_intern_add(define ? &P->scan->defs : &P->scan->needs, name, len);
  rl_op op = {.kind = RL_OP_DEFINE, .f = f, .line = line, .col = col};
  if (define && !P->scan && !rl_ops_do(P->ops, &op, P->lx.err)) {
    P->lx.failed = true; /* the error is the operation's */
    return;
  }
  next(P);
  while (parse_member(P, f) && accept(P, K_BAR) && skip_newlines(P))
    ;
  if (!P->lx.failed)
    end_of_item(P);
}

/* One side of a pair: NAME ('|' NAME)*, with where each name is. */
typedef struct pair_side {
  uint32_t *names, *lines, *cols;
  uint32_t n;
} pair_side;

/* NAMES -> SIDE ('|' NEWLINE* SIDE)*    SIDE -> NAME | STRING | '@' FAMILY
   (a family side stands for its members, RL_FAMILY | its REF's number;
   a name is its NAME's number: rl_ops) */
static bool parse_pair_side(parser *P, pair_side *side)
{
  do {
    bool fam = accept(P, K_AT);
    if (fam ? P->t != K_IDENT : P->t != K_IDENT && P->t != K_STRING)
      return expected(P, fam ? "a family name after '@'"
                             : "a function name or '@FAMILY'"), false;
    uint32_t line = P->lx.tline, col = P->lx.tcol, id = UT_NONE;
    if (P->scan && fam)
      ut_intern_add(&P->scan->needs, P->lx.ts, P->lx.tlen);
    else if (fam)
      id = RL_FAMILY | rl_ops_ref(P->ops, P->lx.ts, P->lx.tlen, line, col);
    else if (!P->scan) {
      char *name = P->t == K_STRING ? ut_strdup(P->lx.sval) : tok_dup(P);
      id = rl_ops_name(P->ops, name);
      free(name);
    }
    if (!P->scan) {
      side->names = ut_realloc(side->names, (side->n + 1) * sizeof(uint32_t));
      side->lines = ut_realloc(side->lines, (side->n + 1) * sizeof(uint32_t));
      side->cols = ut_realloc(side->cols, (side->n + 1) * sizeof(uint32_t));
      side->names[side->n] = id;
      side->lines[side->n] = line;
      side->cols[side->n++] = col;
    }
    next(P);
  } while (accept(P, K_BAR) && skip_newlines(P));
  return true;
}

/* pair -> 'pair' NAMES NAMES    NAMES -> NAME ('|' NEWLINE* NAME)*
   (the allocators, then the deallocators that release what they give) */
static void parse_pair(parser *P)
{
  uint32_t line = P->lx.tline, col = P->lx.tcol;
  next(P);
  pair_side a = {0}, d = {0};
  if (parse_pair_side(P, &a) && parse_pair_side(P, &d)) {
    for (uint32_t i = 0; i < a.n; i++)
      for (uint32_t k = 0; k < d.n; k++) {
        rl_op op = {.kind = RL_OP_PAIR, .f = a.names[i], .g = d.names[k],
                    .line = line, .col = col, .aline = a.lines[i],
                    .acol = a.cols[i], .dline = d.lines[k], .dcol = d.cols[k]};
        rl_ops_do(P->ops, &op, NULL);
      }
    end_of_item(P);
  }
  pair_side *sides[] = {&a, &d};
  for (int i = 0; i < 2; i++) {
    free(sides[i]->names);
    free(sides[i]->lines);
    free(sides[i]->cols);
  }
}

/* file -> (rule | family | pair | NEWLINE)*   (a library: no rule) */
static bool parse_file(parser *P)
{
  next(P);
  while (!P->lx.failed && P->t != K_EOF) {
    if (accept(P, K_NL))
      continue;
    if (is_word(P, "family"))
      parse_family(P);
    else if (is_word(P, "pair"))
      parse_pair(P);
    else if (P->scan)
      expected(P, "'family' or 'pair' (a library file holds no rules)");
    else if (is_word(P, "rule"))
      parse_rule(P);
    else
      expected(P, "'rule', 'family' or 'pair'");
  }
  ut_lex_free(&P->lx);
  return !P->lx.failed;
}

bool rl_parse(rl_set *s, const char *text, size_t len, const char *source,
              ctl_error *err)
{
  rl_ops ops;
  rl_ops_init(&ops, s, source, false);
  bool ok = rl_parse_ops(&ops, text, len, err);
  rl_ops_free(&ops);
  return ok;
}

bool rl_parse_ops(rl_ops *ops, const char *text, size_t len, ctl_error *err)
{
  parser P;
  memset(&P, 0, sizeof P);
  ut_lex_init(&P.lx, &rule_syntax, text, len, ops->source, 1, 1, err);
  P.set = ops->set;
  P.ops = ops;
  return parse_file(&P);
}

bool rl_parse_scan(rl_lib *l, const char *text, size_t len,
                   const char *source, ctl_error *err)
{
  parser P;
  memset(&P, 0, sizeof P);
  ut_lex_init(&P.lx, &rule_syntax, text, len, source, 1, 1, err);
  P.scan = l;
  return parse_file(&P);
}
