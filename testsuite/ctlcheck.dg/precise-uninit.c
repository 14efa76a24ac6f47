/* Control-flow shapes for uninit: bad_ functions warn, good_ ones must not
   (the path that reads before assigning is infeasible).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */

static int flag_on = 1;
static const int flag_off = 0;
const int global_zero = 0;
static const int five = 5;
static int returns_true (void) { return 1; }
static int get (int *out) { *out = 3; return 0; }
int sink (int);

int bad_plain (void)
{
  int x;
  return x + 1; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}
int good_plain (void)
{
  int x = 2;
  return x + 1; /* { dg-bogus "uninit" } */
}

int good_if1 (void)
{
  int x;
  if (1)
    x = 2;
  return x; /* { dg-bogus "uninit" } */
}

int bad_if0 (void)
{
  int x;
  if (0)
    x = 2;
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}

int good_static_flag (void)
{
  int x;
  if (flag_on)
    x = 2;
  return x; /* { dg-bogus "uninit" } */
}
int bad_static_flag (void)
{
  int x;
  if (!flag_on)
    x = 2;
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}

int good_static_const (void)
{
  int x;
  if (!flag_off)
    x = 2;
  return x; /* { dg-bogus "uninit" } */
}

int good_global_const (void)
{
  int x;
  if (!global_zero)
    x = 2;
  return x; /* { dg-bogus "uninit" } */
}

int good_returns_true (void)
{
  int x;
  if (returns_true ())
    x = 2;
  return x; /* { dg-bogus "uninit" } */
}

int good_const_five (void)
{
  int x;
  if (five == 5)
    x = 2;
  return x; /* { dg-bogus "uninit" } */
}

int good_while_break (void)
{
  int x;
  while (1)
    {
      x = 2;
      break;
    }
  return x; /* { dg-bogus "uninit" } */
}

int good_for_once (void)
{
  int x;
  for (int i = 0; i < 1; i++)
    x = i;
  return x; /* { dg-bogus "uninit" } */
}
int bad_for_maybe (int n)
{
  int x;
  for (int i = 0; i < n; i++)
    x = i;
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}

int bad_goto (int c)
{
  int x;
  if (c)
    goto out;
  x = 1;
out:
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}

int good_switch (int k)
{
  int x;
  switch (k)
    {
    case 1:
      x = 1;
      break;
    default:
      x = 0;
    }
  return x; /* { dg-bogus "uninit" } */
}
int bad_switch (int k)
{
  int x;
  switch (k)
    {
    case 1:
      x = 1;
      break;
    default:
      break;
    }
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
}

int good_flag_twice (int f)
{
  int x;
  if (f)
    x = 1;
  if (f)
    return x; /* { dg-bogus "uninit" } */
  return 0;
}

int good_address (void)
{
  int x;
  get (&x);
  return x; /* { dg-bogus "uninit" } */
}
