/* More of what the C library's families know: reallocarray into its own
   pointer (realloc-leak), calls that only report a state whose result is
   dropped (unused-result: wcscoll, and sqlite3_msize from
   rules/lib/sqlite.rules), the dropped result of an allocator a library
   file adds, which glibc does not declare malloc (memory-dropped:
   get_current_dir_name from rules/lib/posix.rules). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>
#include <wchar.h>

typedef unsigned long long sqlite3_uint64;
sqlite3_uint64 sqlite3_msize (void *);
char *get_current_dir_name (void);
int puts (const char *);

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

void bad_dropped_dir_name (void)
{
  get_current_dir_name (); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void good_kept_dir_name (void)
{
  char *d = get_current_dir_name (); /* { dg-bogus "never stored" } */
  if (d)
    puts (d);
  free (d);
}
