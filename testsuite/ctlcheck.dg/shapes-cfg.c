/* On the CFG alone: a counted loop is known to run, and a `?:` flag leads where its constant takes.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-model=cfg -fplugin-arg-ctlcheck-enable=uninit,dead-store" } */

int sink (int);

int good_fill (void)
{
  int a[16];
  for (int i = 0; i <= 15; i++)
    a[i] = 0;
  return a[3]; /* { dg-bogus "uninit" } */
}
int good_scalar (void)
{
  int x;
  for (int i = 10; i > 0; i--)
    x = i;
  return x; /* { dg-bogus "uninit" } */
}
int bad_fill_n (int n)
{
  int a[16];
  for (int i = 0; i < n; i++)
    a[i] = 0;
  return a[3]; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}
int bad_empty (void)
{
  int x;
  for (int i = 0; i < 0; i++)
    x = i;
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}
int good_flag_read (int op)
{
  int change; /* a constant tested after a join is still read there */
  switch (op)
    {
    case 1:
      change = sink (op);
      break;
    default:
      change = 0; /* { dg-bogus "dead-store" } */
      break;
    }
  if (change)
    return 1;
  return 0;
}
int good_counter_read (void)
{
  int i, n = 0;
  for (i = 0; i < 4; i++) /* { dg-bogus "dead-store" } */
    n += sink (n);
  return n;
}

struct tv { int tt; union { double d; long i; } v; };
#define tonumber(o, n) \
  ((o)->tt == 3 ? ((n) = (o)->v.d, 1) \
                : ((o)->tt == 4 ? ((n) = (double) (o)->v.i, 1) : 0))
double good_flag_float (const struct tv *a, const struct tv *b)
{
  double n1, n2;
  if (tonumber (a, n1) && tonumber (b, n2))
    return n1 + n2; /* { dg-bogus "uninit" } */
  return 0;
}
double bad_flag_float (const struct tv *a, int c)
{
  double n1;
  int ok = c > 0 ? (tonumber (a, n1), 1) : 0;
  if (ok)
    return n1; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
  return 0;
}
