/* Bug shapes of values (issue 20): the address of a local returned (which
   the front end turns into `return 0`), whole structs stored and never
   read.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-return-local-addr -fplugin-arg-ctlcheck-enable=return-stack-address,dead-store,unused-variable" } */
#include <stdlib.h>

struct big { int a, b; int c[4]; };
struct big get (void);
int use (const void *);

/* return-stack-address */
int *bad_return_addr (void)
{
  int x = 3; /* { dg-bogus "dead-store" } */
  return &x; /* { dg-warning "function returns the address of local variable 'x' \\\[ctlcheck:return-stack-address\\\]" } */
}
int *bad_return_array (void)
{
  int a[3] = {1, 2, 3}; /* { dg-bogus "unused-variable" } */
  return a; /* { dg-warning "function returns the address of local variable 'a' \\\[ctlcheck:return-stack-address\\\]" } */
}
char *bad_return_early (int c)
{
  char buf[16];
  use (buf);
  if (c)
    return buf; /* { dg-warning "'buf' \\\[ctlcheck:return-stack-address\\\]" } */
  return 0;
}
int *bad_return_field_loop (int n)
{
  struct big s;
  for (int i = 0; i < n; i++)
    s.c[i & 3] = i;
  return &s.c[1]; /* { dg-warning "'s' \\\[ctlcheck:return-stack-address\\\]" } */
}
int *good_return_static (void)
{
  static int x = 3;
  return &x; /* { dg-bogus "return-stack-address" } */
}
int *good_return_heap (int n)
{
  int *p = malloc (n * sizeof *p);
  if (!p)
    return 0;
  return p; /* { dg-bogus "return-stack-address" } */
}
const int *good_return_param_loop (const int *v, int n)
{
  for (int i = 0; i < n; i++)
    if (v[i])
      return &v[i]; /* { dg-bogus "return-stack-address" } */
  return v;
}

/* dead-store: whole structs */
int bad_struct_copy (struct big *out)
{
  struct big b = {1, 2}; /* { dg-bogus "dead-store" "a defensive initialisation" } */
  b = *out; /* { dg-warning "value assigned to 'b' is never used \\\[ctlcheck:dead-store\\\]" } */
  return 0;
}
int bad_struct_overwritten (const struct big *in)
{
  struct big b;
  b = *in; /* { dg-warning "value assigned to 'b' is never used \\\[ctlcheck:dead-store\\\]" } */
  b = get ();
  return b.a;
}
int bad_struct_loop (const struct big *v, int n)
{
  struct big last;
  int sum = 0;
  for (int i = 0; i < n; i++)
    {
      last = v[i]; /* { dg-warning "value assigned to 'last' is never used \\\[ctlcheck:dead-store\\\]" } */
      sum += v[i].a;
    }
  return sum;
}
int good_struct_zeroed (void)
{
  struct big b = {0}; /* { dg-bogus "dead-store" } */
  b = get ();
  return b.a;
}
int good_struct_passed (const struct big *in, int c)
{
  struct big b = *in; /* { dg-bogus "dead-store" } */
  if (c)
    return use (&b);
  return 0;
}
int good_struct_loop (const struct big *v, int n)
{
  struct big best = v[0];
  for (int i = 1; i < n; i++)
    if (v[i].a > best.a)
      best = v[i]; /* { dg-bogus "dead-store" } */
  return best.b;
}
