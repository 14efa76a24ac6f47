/* Dead statements written inside a macro's body are not reported where
   the macro is used, as its live statements are not: libevent's
   EVUTIL_ASSERT calls event_errx, declared noreturn, and then fprintf
   and abort "in case a user-supplied handler tries to return" (286
   findings on libevent 2.1.12).  Dead code of the user's own after the
   macro still is. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

extern void errx_ (int, const char *, ...) __attribute__ ((noreturn));
extern void abort (void);
extern int printf (const char *, ...);

#define ASSERT(cond)                                                    \
  do {                                                                  \
    if (__builtin_expect (!(cond), 0)) {                                \
      errx_ (1, "assertion %s failed", #cond);                          \
      (void) printf ("assertion %s failed", #cond);                     \
      abort ();                                                         \
    }                                                                   \
  } while (0)

/* A macro that never returns, with its own dead statement at its end. */
#define DIE(msg)                                                        \
  do {                                                                  \
    errx_ (1, "%s", msg);                                               \
    abort ();                                                           \
  } while (0)

int good_assert_macro (int *p)
{
  ASSERT (p != 0); /* { dg-bogus "never executed" } */
  return *p;
}

int bad_after_die (int x)
{
  if (x < 0)
    {
      DIE ("negative"); /* { dg-bogus "never executed" } */
      x = 0; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
    }
  return x;
}

int bad_after_call (int x)
{
  if (x < 0)
    {
      errx_ (1, "negative");
      x = 0; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
    }
  return x;
}
