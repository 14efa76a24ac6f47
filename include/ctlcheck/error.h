/* error.h: the one error struct every fallible API of ctlcheck fills (util). */
#ifndef CTLCHECK_ERROR_H
#define CTLCHECK_ERROR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * One error: where (source, line, column; line 0 when the error is not
 * about a place in a file) and what.  The first error wins: ctl_error_set
 * does nothing once `text` is set, so a parser can report at the deepest
 * point and let its callers fail without overwriting the message.
 * Zero-initialise (or ctl_error_clear) before use.
 */
typedef struct ctl_error {
  char source[256]; /* file name, "<string>", or the program or subject */
  uint32_t line;    /* 1-based; 0: no position */
  uint32_t col;     /* 1-based; 0: no column */
  char text[4096];  /* "expected ')' near 'U'"; long enough to list
                       every rule id */
} ctl_error;

/* The error funnel: record the error unless one is already recorded.
   Always returns false, so `return ctl_error_set (...)` fails a call. */
bool ctl_error_set(ctl_error *err, const char *source, uint32_t line,
                   uint32_t col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
bool ctl_error_vset(ctl_error *err, const char *source, uint32_t line,
                    uint32_t col, const char *fmt, va_list ap);
/* Has an error been recorded? */
bool ctl_error_is_set(const ctl_error *err);
void ctl_error_clear(ctl_error *err);

/* Print "SOURCE:LINE:COL: error: TEXT\n" ("SOURCE: error: TEXT" when line
   is 0; SOURCE is "<string>" when empty). */
void ctl_error_print(FILE *out, const ctl_error *err);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_ERROR_H */
