/* lex.h: the lexer core shared by the hand-written parsers (rule files, CTL formulas, model files). */
#ifndef CTLCHECK_LEX_H
#define CTLCHECK_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ctlcheck/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * A parser describes its tokens with a ut_lex_syntax, then reads them one
 * at a time with ut_lex_next.  Blanks and comments are skipped; a token is
 * the end of the text, a newline (when lx->newlines is set), an
 * identifier, a number, a string, one of the punctuation strings, or any
 * other single byte.  Positions are 1-based lines and columns (a column
 * counts bytes), starting from the line and column given to ut_lex_init so
 * that text embedded in a larger file (a formula in a rule file) reports
 * where it is in that file.  Every error goes through ut_lex_error.
 */

/* Comment styles and optional token classes (ut_lex_syntax.flags). */
enum {
  UT_LEX_HASH_COMMENTS = 1u << 0, /* '#' to the end of the line */
  UT_LEX_DASH_COMMENTS = 1u << 1, /* '--' to the end of the line */
  UT_LEX_C_COMMENTS = 1u << 2,    /* '/' '*' to '*' '/' */
  UT_LEX_NUMBERS = 1u << 3,       /* -?[0-9]+ */
  UT_LEX_STRINGS = 1u << 4        /* '"' ... '"' on one line, with \n, \t
                                     and \C (C itself) escapes */
};

/* When a '-' continues an identifier. */
typedef enum ut_lex_dash {
  UT_LEX_DASH_NO,          /* never */
  UT_LEX_DASH_BEFORE_WORD, /* when a letter, digit or '_' follows */
  UT_LEX_DASH_NOT_ARROW,   /* unless it starts "->" */
  UT_LEX_DASH_NOT_COMMENT  /* unless it starts "--" */
} ut_lex_dash;

typedef struct ut_lex_syntax {
  unsigned flags;           /* UT_LEX_* */
  const char *blanks;       /* skipped between tokens, besides '\n' (which
                               lx->newlines decides); NULL: isspace() */
  const char *ident_first;  /* may start an identifier, besides letters
                               and '_' */
  const char *ident_extra;  /* may continue one, besides letters, digits
                               and '_' */
  ut_lex_dash dash;
  const char *const *punct; /* punctuation, NULL-terminated; where one is
                               a prefix of another, the longer first */
  const char *at_end;       /* "the end of the file": how errors name the
                               end of the text */
  int near_max;             /* errors quote at most this many bytes of the
                               token */
} ut_lex_syntax;

typedef enum ut_lex_kind {
  UT_LEX_EOF,     /* the end of the text (length 0) */
  UT_LEX_NEWLINE, /* "\n", when lx->newlines */
  UT_LEX_IDENT,
  UT_LEX_NUMBER,
  UT_LEX_STRING,  /* text with the quotes; the value in lx->sval */
  UT_LEX_PUNCT,   /* syn->punct[lx->punct] */
  UT_LEX_OTHER    /* any other byte */
} ut_lex_kind;

typedef struct ut_lex {
  const ut_lex_syntax *syn;
  const char *p, *end;  /* what is left of the text */
  uint32_t line, col;   /* where p is */
  const char *source;   /* names the text in errors (NULL: "<string>") */
  ctl_error *err;       /* may be NULL */
  bool failed;          /* an error was reported */
  bool newlines;        /* '\n' is a token, not a blank */
  /* the current token */
  ut_lex_kind kind;
  uint32_t punct;       /* UT_LEX_PUNCT: index in syn->punct */
  const char *ts;       /* its text */
  size_t tlen;
  uint32_t tline, tcol; /* where it starts */
  char *sval;           /* UT_LEX_STRING: the decoded value (until the
                           next token) */
  size_t svcap;
  uint8_t cls[256];     /* per byte: the syntax's sets (ut-lex.c), built
                           by ut_lex_init so a byte is tested once */
} ut_lex;

/* Start lexing len bytes at text (line and col where text starts; 0 means
   1).  The first token is read by the first ut_lex_next. */
void ut_lex_init(ut_lex *lx, const ut_lex_syntax *syn, const char *text,
                 size_t len, const char *source, uint32_t line, uint32_t col,
                 ctl_error *err);
void ut_lex_free(ut_lex *lx);

/* Skip blanks and comments and read the next token. */
void ut_lex_next(ut_lex *lx);
/* Move p forward to q (a point of the same text), keeping the position;
   for a parser that took raw text (a formula) out of the stream. */
void ut_lex_advance(ut_lex *lx, const char *q);

/* Is the current token's text w (whatever its kind)? */
bool ut_lex_is(const ut_lex *lx, const char *w);
/* Is the current token the identifier w? */
bool ut_lex_is_word(const ut_lex *lx, const char *w);
/* A copy of the current token's text (ut_malloc'ed). */
char *ut_lex_dup(const ut_lex *lx);

/*
 * The error funnel: "SOURCE:LINE:COL: TEXT" into lx->err.  The first error
 * of a lexer wins (it replaces whatever *err held before; later ones are
 * dropped) and sets lx->failed.  Returns false.
 */
bool ut_lex_error(ut_lex *lx, uint32_t line, uint32_t col, const char *fmt,
                  ...) __attribute__((format(printf, 4, 5)));
/* "expected WHAT near 'TOKEN'" at the current token ("... at the end of
   the line" on a newline, "... at SYN->at_end" at the end).  Returns
   false. */
bool ut_lex_expected(ut_lex *lx, const char *what);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_LEX_H */
