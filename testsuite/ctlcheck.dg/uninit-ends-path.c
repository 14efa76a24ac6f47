/* uninit is fatal: reading an unset local is undefined behaviour and ends
   the path, so what follows only through it is not reported (Clang's
   default-diagnostic-visitors.c: `*p` on the NULL branch of a test of an
   unset p), while what another path reaches still is. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

int bad_garbage_test (void)
{
  int err = 0;
  int *p;
  if (p == 0) /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    err = *p; /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-bogus "null-deref" "no NULL dereference past the unset read" { target *-*-* } 14 } */
  return err;
}

/* The pointer is set on one path: the NULL branch is reached without the
   unset read too. */
int bad_set_on_one_path (int c)
{
  int *p = NULL;
  if (c)
    p = &c;
  if (p == 0)
    return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}

/* The leak is reached without the unset read on the path where c is 0. */
void bad_leak_other_path (int c)
{
  char *b = malloc (4);
  int n;
  if (!b)
    return;
  if (c)
    b[0] = (char) n; /* { dg-warning "'n' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
} /* { dg-warning "memory allocated to 'b' leaks \\\[ctlcheck:memory-leak\\\]" } */
