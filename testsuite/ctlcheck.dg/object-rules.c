/* Rules over objects (testsuite/rules/objects/objects.rules): a block is
   followed through copies, and a pointer given a new block leaves the
   old one behind. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-rules=@srcdir@/rules/objects -fplugin-arg-ctlcheck-enable=use-after-free-object,double-free-object" } */
#include <stdlib.h>

int bad_use_through_copy (void)
{
  int *p = malloc (4);
  int *q = p;
  free (q);
  return *p; /* { dg-warning "the block allocated to 'p' is used after it was freed \\\[ctlcheck:use-after-free-object\\\]" } */
}
void bad_free_both_copies (void)
{
  char *p = malloc (8);
  char *q = p;
  free (p);
  free (q); /* { dg-warning "the block allocated to 'p' is freed twice \\\[ctlcheck:double-free-object\\\]" } */
}
int bad_use_after_loop (int n)
{
  int *p = malloc (4), s = 0;
  int *q = p;
  for (int i = 0; i < n; i++)
    s += i;
  free (q);
  return s + *p; /* { dg-warning "use-after-free-object" } */
}
int bad_early_return (int c)
{
  int *p = calloc (1, 4);
  int *alias = p;
  if (c) {
    free (alias);
    return *p; /* { dg-warning "use-after-free-object" } */
  }
  free (p);
  return 0;
}

int good_new_block (void)
{
  int *p = malloc (4);
  free (p);
  p = malloc (4); /* another object: the old one is gone */
  int r = *p; /* { dg-bogus "use-after-free-object" } */
  free (p); /* { dg-bogus "double-free-object" } */
  return r;
}
void good_null_not_freed (int c)
{
  char *p = 0;
  if (c)
    p = malloc (8);
  if (p)
    free (p); /* { dg-bogus "double-free-object" } */
}
void good_two_blocks (void)
{
  char *a = malloc (1), *b = malloc (1);
  char *t = a;
  free (t);
  free (b); /* { dg-bogus "double-free-object" } */
}
int good_loop_fresh (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) {
    int *p = malloc (4);
    *p = i;
    s += *p;
    free (p); /* { dg-bogus "object" } */
  }
  return s;
}
