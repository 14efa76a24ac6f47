/* tap.h: a minimal TAP producer for ctlcheck's C unit tests. */
#ifndef CTLCHECK_TAP_H
#define CTLCHECK_TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int tap_count, tap_failed;

/* Record one test point; prints "ok N - NAME" or "not ok N - NAME". */
static inline int tap_ok(int cond, const char *fmt, ...)
{
  va_list ap;
  tap_count++;
  if (!cond)
    tap_failed++;
  printf("%s %d - ", cond ? "ok" : "not ok", tap_count);
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  putchar('\n');
  fflush(stdout);
  return cond;
}

/* Compare two strings; on mismatch print both as TAP diagnostics. */
static inline int tap_is_str(const char *got, const char *want, const char *name)
{
  int same = (got && want) ? strcmp(got, want) == 0 : got == want;
  if (!tap_ok(same, "%s", name))
    printf("#   got:  '%s'\n#   want: '%s'\n", got ? got : "(null)",
           want ? want : "(null)");
  return same;
}

/* Compare two integers; on mismatch print both. */
static inline int tap_is_int(long long got, long long want, const char *name)
{
  if (!tap_ok(got == want, "%s", name))
    printf("#   got:  %lld\n#   want: %lld\n", got, want);
  return got == want;
}

/* Print the plan and return the exit status for main. */
static inline int tap_done(void)
{
  printf("1..%d\n", tap_count);
  return tap_failed ? 1 : 0;
}

#endif /* CTLCHECK_TAP_H */
