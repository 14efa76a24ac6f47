/* More of what the C library's families know: reallocarray into its own
   pointer (realloc-leak), calls that only report a state whose result is
   dropped (unused-result: wcscoll, and sqlite3_msize from
   rules/lib/sqlite.rules). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>
#include <wchar.h>

typedef unsigned long long sqlite3_uint64;
sqlite3_uint64 sqlite3_msize (void *);

int *bad_reallocarray (int *p, size_t n)
{
  p = reallocarray (p, n, sizeof *p); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  return p;
}

int *good_reallocarray (int *p, size_t n)
{
  int *q = reallocarray (p, n, sizeof *p); /* { dg-bogus "realloc-leak" } */
  if (!q)
    free (p);
  return q;
}

void bad_dropped_state (const wchar_t *a, const wchar_t *b, void *blk)
{
  wcscoll (a, b); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  sqlite3_msize (blk); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
}

int good_used_state (const wchar_t *a, const wchar_t *b, void *blk)
{
  return wcscoll (a, b) + (int) sqlite3_msize (blk); /* { dg-bogus "unused-result" } */
}
