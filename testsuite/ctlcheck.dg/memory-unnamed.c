/* An allocation used in an expression but never stored (gcc's
   pr99771-1.c): the unnamed result is bound like a variable (`var p :
   ... result`), named after its call.  It leaks (memory-leak) and may be
   NULL where it is dereferenced (null-deref). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

struct s { int f; struct s *next; };
extern void keep (void *);
extern void show (const char *);

void bad_store_through (size_t n)
{
  *(char *) malloc (n) = 42; /* { dg-warning "'malloc\\(...\\)' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
} /* { dg-warning "memory allocated to 'malloc\\(...\\)' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_field (void)
{
  ((struct s *) calloc (1, sizeof (struct s)))->f = 1; /* { dg-warning "'calloc\\(...\\)' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
} /* { dg-warning "memory allocated to 'calloc\\(...\\)' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_lent (const char *s)
{
  show (strdup (s)); /* show only reads it: nobody frees the copy */
} /* { dg-warning "memory allocated to 'strdup\\(...\\)' leaks \\\[ctlcheck:memory-leak\\\]" } */

int bad_tested (void)
{
  if (malloc (4) == NULL) /* the block is lost when the test passes */
    return -1;
  return 0; /* { dg-warning "memory allocated to 'malloc\\(...\\)' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

/* The block goes somewhere: returned, handed over, freed, stored (also
   at an offset), or given to a call whose result may be the block. */
void *good_returned (size_t n)
{
  return malloc (n); /* { dg-bogus "ctlcheck" } */
}

void good_handed_over (size_t n)
{
  keep (malloc (n)); /* { dg-bogus "ctlcheck" } */
}

void good_freed (size_t n)
{
  free (malloc (n)); /* { dg-bogus "ctlcheck" } */
}

void good_stored_at_offset (size_t n)
{
  char *p = (char *) malloc (n) + 1; /* { dg-bogus "ctlcheck" } */
  keep (p);
}

void good_given_back (void)
{
  char *p = memset (malloc (10), 0, 10); /* { dg-bogus "memory-leak" } */
  keep (p);
}

struct s *good_checked (struct s *h)
{
  struct s *n = (struct s *) malloc (sizeof *n); /* { dg-bogus "ctlcheck" } */
  if (!n)
    return h;
  n->next = h;
  return n;
}
