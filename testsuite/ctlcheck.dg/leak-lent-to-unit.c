/* memory-leak: a block given to a function of the unit that only reads
   or writes through its parameter, or tests it, is still the caller's
   (GCC's pr101837.c, Clang's malloc-interprocedural.c); one that frees,
   keeps, returns or passes the pointer on takes it.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

#include <stdlib.h>

void memory_exhausted (void);
void keep_somewhere (void *);
static void *kept;

static void check (void *ptr)
{
  if (!ptr)
    memory_exhausted ();
}
static void clear (char *s, int n)
{
  for (int i = 0; i < n; i++)
    s[i] = 0;
}
static void release (char *s) { free (s); }
static void store (char *s) { kept = s; }
static void hand_on (char *s) { keep_somewhere (s); }
static char *pass_back (char *s) { return s + 1; }

void bad_checked_only (void)
{
  char *p = malloc (10);
  check (p);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_cleared_only (void)
{
  char *p = malloc (10);
  if (!p)
    return;
  clear (p, 10);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void good_released (void)
{
  char *p = malloc (10);
  check (p);
  release (p);
} /* { dg-bogus "leak" } */

void good_stored (void)
{
  char *p = malloc (10);
  store (p);
} /* { dg-bogus "leak" } */

void good_handed_on (void)
{
  char *p = malloc (10);
  hand_on (p);
} /* { dg-bogus "leak" } */

char *good_passed_back (void)
{
  char *p = malloc (10);
  return pass_back (p);
} /* { dg-bogus "leak" } */
