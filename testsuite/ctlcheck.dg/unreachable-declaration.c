/* A declaration written after the function's last statement gives GCC
   no statement, but it is code: when no path gets to the function's
   closing brace (a call that never returns, glibc's error () with a
   constant non-zero status, an endless loop), nothing reaches it either,
   and unreachable-code reports it.  A declaration some path reaches, or
   one in an inner scope, is not reported. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */
#include <error.h>
#include <stdlib.h>

extern int work (int);

void bad_after_error (void)
{
  error (1, 0, "fatal");
  int i; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void bad_after_exit (int code)
{
  exit (code);
  int j; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void bad_after_both_arms (int x)
{
  if (x)
    exit (1);
  else
    abort ();
  long n; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void bad_after_endless_loop (int x)
{
  for (;;)
    x = work (x);
  double d; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void good_error_may_return (int status)
{
  error (status, 0, "maybe fatal");
  int k; /* { dg-bogus "unreachable-code" } */
}

void good_reached (int x)
{
  if (x)
    exit (1);
  int m; /* { dg-bogus "unreachable-code" } */
}

void good_inner_scope (int x)
{
  for (;;) {
    if (work (x))
      exit (1);
    x++;
    int z; /* { dg-bogus "unreachable-code" } */
  }
}

void good_static (void)
{
  abort ();
  static int s; /* { dg-bogus "unreachable-code" } */
}

int good_one_report (void)
{
  exit (2);
  int v; /* { dg-bogus "unreachable-code" } */
  v = work (0); /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
  return v;
}
