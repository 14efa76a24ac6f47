/* ut-lex.c: the lexer core shared by the rule, CTL and model-file parsers. */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/lex.h"
#include "ctlcheck/util.h"

/* The byte classes of lx->cls: the syntax's strings, read once. */
enum { CL_BLANK = 1, CL_IDENT_FIRST = 2, CL_IDENT_EXTRA = 4, CL_PUNCT = 8 };

/* Mark the bytes of set with bit in cls. */
static void mark(uint8_t *cls, const char *set, uint8_t bit)
{
  for (const char *c = set; c && *c; c++)
    cls[(unsigned char)*c] |= bit;
}

void ut_lex_init(ut_lex *lx, const ut_lex_syntax *syn, const char *text,
                 size_t len, const char *source, uint32_t line, uint32_t col,
                 ctl_error *err)
{
  memset(lx, 0, sizeof *lx);
  lx->syn = syn;
  lx->p = lx->ts = text;
  lx->end = text + len;
  lx->line = line ? line : 1;
  lx->col = col ? col : 1;
  lx->source = source;
  lx->err = err;
  mark(lx->cls, syn->blanks, CL_BLANK);
  mark(lx->cls, syn->ident_first, CL_IDENT_FIRST);
  mark(lx->cls, syn->ident_extra, CL_IDENT_EXTRA);
  for (uint32_t i = 0; syn->punct && syn->punct[i]; i++)
    lx->cls[(unsigned char)syn->punct[i][0]] |= CL_PUNCT;
}

void ut_lex_free(ut_lex *lx)
{
  free(lx->sval);
  lx->sval = NULL;
  lx->svcap = 0;
}

/* Step over one byte, counting lines and columns. */
static void step(ut_lex *lx)
{
  if (lx->p >= lx->end)
    return;
  if (*lx->p == '\n') {
    lx->line++;
    lx->col = 1;
  } else {
    lx->col++;
  }
  lx->p++;
}

void ut_lex_advance(ut_lex *lx, const char *q)
{
  while (lx->p < q && lx->p < lx->end)
    step(lx);
}

/* Do the n bytes at q start with s? */
static bool starts(const ut_lex *lx, const char *q, const char *s)
{
  if (s[0] && (q >= lx->end || *q != s[0])) /* most tries end here */
    return false;
  size_t n = strlen(s);
  return (size_t)(lx->end - q) >= n && memcmp(q, s, n) == 0;
}

static bool blank(const ut_lex *lx, char c)
{
  if (c == '\n')
    return !lx->newlines;
  return lx->syn->blanks ? (lx->cls[(unsigned char)c] & CL_BLANK) != 0
                         : isspace((unsigned char)c) != 0;
}

/* Skip blanks and comments; false after an unterminated comment. */
static bool skip(ut_lex *lx)
{
  unsigned fl = lx->syn->flags;
  for (;;) {
    while (lx->p < lx->end && blank(lx, *lx->p))
      step(lx);
    if (lx->p >= lx->end)
      return true;
    if (((fl & UT_LEX_HASH_COMMENTS) && *lx->p == '#') ||
        ((fl & UT_LEX_DASH_COMMENTS) && starts(lx, lx->p, "--"))) {
      const char *nl = memchr(lx->p, '\n', (size_t)(lx->end - lx->p));
      const char *stop = nl ? nl : lx->end; /* no newline on the line */
      lx->col += (uint32_t)(stop - lx->p);
      lx->p = stop;
    } else if ((fl & UT_LEX_C_COMMENTS) && starts(lx, lx->p, "/*")) {
      uint32_t line = lx->line, col = lx->col;
      step(lx);
      step(lx);
      while (lx->p < lx->end && !starts(lx, lx->p, "*/"))
        step(lx);
      if (lx->p >= lx->end)
        return ut_lex_error(lx, line, col, "unterminated comment");
      step(lx);
      step(lx);
    } else {
      return true;
    }
  }
}

static bool ident_first(const ut_lex *lx, char c)
{
  return isalpha((unsigned char)c) || c == '_' ||
         (lx->cls[(unsigned char)c] & CL_IDENT_FIRST);
}

/* Does the byte at q continue an identifier? */
static bool ident_more(const ut_lex *lx, const char *q)
{
  char c = *q;
  if (isalnum((unsigned char)c) || c == '_' ||
      (lx->cls[(unsigned char)c] & CL_IDENT_EXTRA))
    return true;
  if (c != '-')
    return false;
  bool more = q + 1 < lx->end;
  switch (lx->syn->dash) {
  case UT_LEX_DASH_BEFORE_WORD:
    return more && (isalnum((unsigned char)q[1]) || q[1] == '_');
  case UT_LEX_DASH_NOT_ARROW:
    return !(more && q[1] == '>');
  case UT_LEX_DASH_NOT_COMMENT:
    return !(more && q[1] == '-');
  default:
    return false;
  }
}

/* Append c to the string value. */
static void sval_put(ut_lex *lx, size_t n, char c)
{
  lx->sval = ut_grow(lx->sval, n, &lx->svcap, 1);
  lx->sval[n] = c;
}

/* STRING -> '"' (char | '\' char)* '"', on one line */
static void string(ut_lex *lx)
{
  size_t n = 0;
  step(lx);
  while (lx->p < lx->end && *lx->p != '"' && *lx->p != '\n') {
    /* a run of plain bytes, copied at once */
    const char *q = lx->p;
    while (q < lx->end && *q != '"' && *q != '\n' && *q != '\\')
      q++;
    if (q > lx->p) {
      size_t run = (size_t)(q - lx->p);
      lx->sval = ut_grow(lx->sval, n + run, &lx->svcap, 1);
      memcpy(lx->sval + n, lx->p, run);
      n += run;
      lx->col += (uint32_t)run;
      lx->p = q;
      continue;
    }
    char c = *lx->p;
    if (c == '\\' && lx->p + 1 < lx->end) {
      step(lx);
      c = *lx->p == 'n' ? '\n' : *lx->p == 't' ? '\t' : *lx->p;
    }
    sval_put(lx, n++, c);
    step(lx);
  }
  sval_put(lx, n, '\0');
  if (lx->p >= lx->end || *lx->p != '"') {
    ut_lex_error(lx, lx->tline, lx->tcol, "unterminated string");
    lx->kind = UT_LEX_EOF;
    return;
  }
  step(lx);
  lx->kind = UT_LEX_STRING;
}

/* The punctuation at p, or false. */
static bool punct(ut_lex *lx)
{
  const char *const *pt = lx->syn->punct;
  char c = *lx->p;
  if (!(lx->cls[(unsigned char)c] & CL_PUNCT))
    return false;
  for (uint32_t i = 0; pt[i]; i++) {
    if (pt[i][0] != c)
      continue;
    size_t k = 1; /* the bytes of pt[i] that match at p */
    while (pt[i][k] && lx->p + k < lx->end && lx->p[k] == pt[i][k])
      k++;
    if (pt[i][k])
      continue;
    lx->kind = UT_LEX_PUNCT;
    lx->punct = i;
    ut_lex_advance(lx, lx->p + k);
    return true;
  }
  return false;
}

void ut_lex_next(ut_lex *lx)
{
  bool ok = skip(lx);
  lx->ts = lx->p;
  lx->tline = lx->line;
  lx->tcol = lx->col;
  if (!ok || lx->p >= lx->end) {
    lx->kind = UT_LEX_EOF;
    lx->tlen = 0;
    return;
  }
  char c = *lx->p;
  unsigned fl = lx->syn->flags;
  if (c == '\n') { /* not a blank: a token */
    lx->kind = UT_LEX_NEWLINE;
    step(lx);
  } else if ((fl & UT_LEX_STRINGS) && c == '"') {
    string(lx);
  } else if (ident_first(lx, c)) {
    const char *q = lx->p + 1; /* no '\n' inside: only the column moves */
    while (q < lx->end && ident_more(lx, q))
      q++;
    lx->col += (uint32_t)(q - lx->p);
    lx->p = q;
    lx->kind = UT_LEX_IDENT;
  } else if ((fl & UT_LEX_NUMBERS) &&
             (isdigit((unsigned char)c) ||
              (c == '-' && lx->p + 1 < lx->end &&
               isdigit((unsigned char)lx->p[1])))) {
    step(lx);
    while (lx->p < lx->end && isdigit((unsigned char)*lx->p))
      step(lx);
    lx->kind = UT_LEX_NUMBER;
  } else if (!punct(lx)) {
    lx->kind = UT_LEX_OTHER;
    step(lx);
  }
  lx->tlen = (size_t)(lx->p - lx->ts);
}

bool ut_lex_is(const ut_lex *lx, const char *w)
{
  return lx->tlen == strlen(w) && memcmp(lx->ts, w, lx->tlen) == 0;
}

bool ut_lex_is_word(const ut_lex *lx, const char *w)
{
  return lx->kind == UT_LEX_IDENT && ut_lex_is(lx, w);
}

char *ut_lex_dup(const ut_lex *lx)
{
  return ut_strndup(lx->ts, lx->tlen);
}

bool ut_lex_error(ut_lex *lx, uint32_t line, uint32_t col, const char *fmt,
                  ...)
{
  if (lx->failed)
    return false;
  lx->failed = true;
  if (!lx->err)
    return false;
  va_list ap;
  va_start(ap, fmt);
  ctl_error_vset(lx->err, lx->source ? lx->source : "<string>", line, col,
                 fmt, ap);
  va_end(ap);
  return false;
}

bool ut_lex_expected(ut_lex *lx, const char *what)
{
  if (lx->kind == UT_LEX_EOF)
    return ut_lex_error(lx, lx->tline, lx->tcol, "expected %s at %s", what,
                        lx->syn->at_end);
  if (lx->kind == UT_LEX_NEWLINE)
    return ut_lex_error(lx, lx->tline, lx->tcol,
                        "expected %s at the end of the line", what);
  int n = lx->tlen > (size_t)lx->syn->near_max ? lx->syn->near_max
                                                : (int)lx->tlen;
  return ut_lex_error(lx, lx->tline, lx->tcol, "expected %s near '%.*s'",
                      what, n, lx->ts);
}
