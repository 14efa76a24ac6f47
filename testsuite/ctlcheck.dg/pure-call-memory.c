/* A pure or const function writes no memory, so a value read through a
   pointer before such a call is the same after it: two tests of `*flag`
   around `sinf (theta)` are correlated (GCC's uninit-pr104576.c).  Any
   other call may change it, and the second test is then a new one. */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */
extern int weight (int) __attribute__ ((pure));
extern void refresh (void);
struct opts { int on; };

float good_pure_builtin (int *flag, float theta)
{
  float t;
  float f;
  if (*flag)
    t = 2.0f;
  f = __builtin_sinf (theta);
  if (*flag)
    f *= t; /* { dg-bogus "uninit" } */
  return f;
}

int good_pure (struct opts *s, int x)
{
  int t;
  int w;
  if (s->on)
    t = 2;
  w = weight (x);
  if (s->on)
    w += t; /* { dg-bogus "uninit" } */
  return w;
}

int bad_other_call (int *flag)
{
  int t;
  int w = 0;
  if (*flag)
    t = 2;
  refresh ();
  if (*flag)
    w += t; /* { dg-warning "'t' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return w;
}
