/* null-deref-after-check: a pointer field of a local struct initialised
   with {} or {0} is NULL (GCC's pr94447.c).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

struct foo { int *v; int n; };
struct bar { struct foo f; char *name; };
void init_foo (struct foo *);
int pick (void);

int bad_empty_init (void)
{
  struct foo f = {};
  return *f.v; /* { dg-warning "'f.v' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int bad_zero_init (void)
{
  struct foo f = {0};
  return *f.v; /* { dg-warning "'f.v' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int bad_nested (void)
{
  struct bar b = { .name = 0 };
  return b.f.v[1]; /* { dg-warning "'b.f.v' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int good_set_after (int *q)
{
  struct foo f = {0};
  f.v = q;
  return *f.v; /* { dg-bogus "null-deref" } */
}

int good_filled_by_call (void)
{
  struct foo f = {0};
  init_foo (&f);
  return *f.v; /* { dg-bogus "null-deref" } */
}

int good_given_by_initialiser (int *q)
{
  struct foo f = { q, 1 };
  return *f.v; /* { dg-bogus "null-deref" } */
}

int good_tested (void)
{
  struct foo f = {0};
  if (pick ())
    init_foo (&f);
  if (f.v)
    return *f.v; /* { dg-bogus "null-deref" } */
  return 0;
}
