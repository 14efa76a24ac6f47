/* A self-assignment assigns nothing: `p = p`, and `p = p + 0` or
   `p = p - 0`, which GCC folds into it, leave p NULL when it was, and
   an unset variable unset.  Every default rule runs. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
void *memcpy (void *, const void *, __SIZE_TYPE__);

void bad_plus_zero (const char *src)
{
  char *dst = 0;
  dst = dst + 0;
  memcpy (dst, src, 10); /* { dg-warning "'dst' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
int bad_minus_zero (void)
{
  int *p = 0;
  p = p - 0;
  return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}
int bad_still_unset (int c)
{
  int x;
  x = x; /* { dg-warning "'x' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return c ? x : 0; /* { dg-warning "'x' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int good_checked (int *p)
{
  if (!p)
    return 0;
  p = p + 0;
  return *p; /* { dg-bogus "ctlcheck" } */
}
int good_reassigned (int *q)
{
  int *p = 0;
  p = q;
  return *p; /* { dg-bogus "ctlcheck" } */
}
int good_silenced (int x)
{
  x = x; /* { dg-bogus "ctlcheck:dead-store" } */
  return 0;
}
