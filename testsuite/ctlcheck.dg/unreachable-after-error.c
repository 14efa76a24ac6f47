/* glibc's error () and error_at_line () exit when their status is a
   constant other than 0: what follows is never executed.  With status 0,
   or a status the caller passes in, they may return.  The implicit
   return at the closing brace after them is no code to report. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <error.h>
#include <stdlib.h>

int counter;

void bad_after_error (void)
{
  error (EXIT_FAILURE, 0, "fatal");
  counter++; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void bad_after_error_at_line (const char *file, unsigned line)
{
  error_at_line (2, 0, file, line, "fatal");
  counter = 0; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void good_status_from_caller (int status)
{
  error (status, 0, "maybe fatal");
  counter++; /* { dg-bogus "unreachable-code" } */
}

void good_status_zero (void)
{
  error (0, 0, "a warning");
  counter++; /* { dg-bogus "unreachable-code" } */
}

void good_error_ends_function (void)
{
  error (1, 0, "fatal");
} /* { dg-bogus "unreachable-code" } */
