/* null-deref-after-check: a function that leaves NULL in *pp on every
   return (`reset (&p)`) sets the caller's p to NULL (the summary
   "stores_null"; Clang's plist-macros-with-expansion-ctu.c across units,
   facts.sh).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

#include <stdlib.h>

struct node { int val; struct node *next; };

void clear (struct node **pp)
{
  free (*pp);
  *pp = NULL;
}

void set_null (int **out)
{
  *out = (int *) 0;
}

/* NULL on one path only: the caller may get a pointer.  */
void maybe_null (int **out, int *q, int c)
{
  if (c)
    *out = NULL;
  else
    *out = q;
}

/* NULL first, then a block: the last write is not NULL.  */
void fresh (int **out)
{
  *out = NULL;
  *out = malloc (sizeof (int));
}

/* The pointer is handed on after the NULL: the callee may set it.  */
void fill (int **out);
void null_then_fill (int **out)
{
  *out = NULL;
  fill (out);
}

int bad_after_clear (struct node *n)
{
  clear (&n);
  return n->val; /* { dg-warning "'n' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

void bad_out_param (void)
{
  int *x;
  set_null (&x);
  *x = 1; /* { dg-warning "'x' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int good_reassigned (struct node *n, struct node *m)
{
  clear (&n);
  n = m;
  return n->val; /* { dg-bogus "null-deref" } */
}

int good_tested (struct node *n)
{
  clear (&n);
  if (n)
    return n->val; /* { dg-bogus "null-deref" } */
  return 0;
}

int good_some_paths (int *q, int c)
{
  int *x;
  maybe_null (&x, q, c);
  return *x; /* { dg-bogus "null-deref" } */
}

int good_last_write_not_null (void)
{
  int *x;
  fresh (&x);
  if (!x)
    return 0;
  int v = *x; /* { dg-bogus "null-deref" } */
  free (x);
  return v;
}

int good_handed_on (void)
{
  int *x;
  null_then_fill (&x);
  return *x; /* { dg-bogus "null-deref" } */
}
