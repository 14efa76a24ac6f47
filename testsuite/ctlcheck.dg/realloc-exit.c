/* realloc-leak (issue 20; gcc pr99193-2.c, sqlite3's lemon): when the NULL
   test of the result leads only to the program's end, nothing is lost. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <errno.h>
#include <error.h>
#include <stdio.h>
#include <stdlib.h>

char *good_exit_on_failure (char *p, size_t n)
{
  p = realloc (p, n); /* { dg-bogus "realloc-leak" } */
  if (p == NULL)
    {
      fprintf (stderr, "out of memory\n");
      exit (1);
    }
  return p;
}

char *good_error_on_failure (char *p, size_t n)
{
  p = realloc (p, n); /* { dg-bogus "realloc-leak" } */
  if (!p)
    error (EXIT_FAILURE, errno, "realloc");
  return p;
}

char *bad_return_on_failure (char *p, size_t n)
{
  p = realloc (p, n); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  if (!p)
    return NULL;
  return p;
}

char *bad_no_test (char *p, size_t n)
{
  p = realloc (p, n); /* { dg-warning "'p' leaks if realloc fails: \[^\n\r\]*\\\[ctlcheck:realloc-leak\\\]" } */
  return p;
}

char *bad_warns_only (char *p, size_t n)
{
  p = realloc (p, n); /* { dg-warning "\\\[ctlcheck:realloc-leak\\\]" } */
  if (!p)
    error (0, errno, "realloc");
  return p;
}
