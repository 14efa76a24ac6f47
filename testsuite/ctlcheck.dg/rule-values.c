/* uninit-always, dead-store, unused-variable, unreachable-code(-values). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit-always,dead-store,unused-variable,unreachable-code,unreachable-code-values" } */

int sink (int);
static const int debug = 0;
static int verbose;             /* never written: always 0 */
static void fatal (void) { __builtin_abort (); }

/* uninit-always (every path reads before assigning) */
/* Every path is a universal claim: the finding is at the declaration. */
int bad_always (void)
{
  int x; /* { dg-warning "'x' is used before it is assigned on every path \\\[ctlcheck:uninit-always\\\]" } */
  return x + 1;
}
int bad_always_loop (void)
{
  int x; /* { dg-warning "\\\[ctlcheck:uninit-always\\\]" } */
  for (int i = 0; i < 3; i++)
    sink (i);
  return x;
}
int bad_always_early (int c)
{
  int x; /* { dg-warning "\\\[ctlcheck:uninit-always\\\]" } */
  if (c)
    return sink (x);
  return sink (x);
}
int good_sometimes (int c)
{
  int x;
  if (c)
    x = 1;
  return x; /* { dg-bogus "uninit-always" } */
}
int good_loop (int n)
{
  int x = 0;
  for (int i = 0; i < n; i++)
    x += i;
  return x; /* { dg-bogus "uninit-always" } */
}
int good_early (int c)
{
  int x;
  if (c)
    return 0;
  x = 2;
  return x; /* { dg-bogus "uninit-always" } */
}

/* dead-store */
int bad_overwritten (void)
{
  int n = sink (1); /* { dg-warning "value assigned to 'n' is never used \\\[ctlcheck:dead-store\\\]" } */
  n = 2;
  return n;
}
int bad_dead_loop (int k)
{
  int last = 0; /* { dg-bogus "dead-store" "a defensive initialisation" } */
  for (int i = 0; i < k; i++)
    last = sink (i); /* { dg-warning "\\\[ctlcheck:dead-store\\\]" } */
  return k;
}
int bad_dead_early (int c)
{
  int r = sink (3); /* { dg-warning "\\\[ctlcheck:dead-store\\\]" } */
  if (c)
    return -1;
  return 0;
}
int good_used (void)
{
  int n = sink (1); /* { dg-bogus "dead-store" } */
  sink (n);
  n = 2;
  return n;
}
int good_loop_used (int k)
{
  int s = 0; /* { dg-bogus "dead-store" } */
  for (int i = 0; i < k; i++)
    s += i; /* { dg-bogus "dead-store" } */
  return s;
}
int good_early_used (int c)
{
  int r = sink (3); /* { dg-bogus "dead-store" } */
  if (c)
    return r;
  return 0;
}

/* unused-variable */
int bad_unused (void)
{
  int spare; /* { dg-warning "'spare' is declared but never used \\\[ctlcheck:unused-variable\\\]" } */
  return 0;
}
int bad_unused_loop (int n)
{
  int total = 0;
  for (int i = 0; i < n; i++)
    {
      int tmp; /* { dg-warning "'tmp' is declared but never used \\\[ctlcheck:unused-variable\\\]" } */
      total += i;
    }
  return total;
}
int bad_unused_early (int c)
{
  char *name; /* { dg-warning "'name' is declared but never used" } */
  if (c)
    return 1;
  return 0;
}
int good_unused_read (int a)
{
  int b = a; /* { dg-bogus "unused-variable" } */
  return b;
}
int good_unused_address (void)
{
  int v; /* { dg-bogus "unused-variable" } */
  return sink ((int) (long) &v);
}
int good_unused_loop (int n)
{
  int i; /* { dg-bogus "unused-variable" } */
  for (i = 0; i < n; i++)
    sink (i);
  return 0;
}

/* unreachable-code */
void bad_unreachable_const (void)
{
  if (verbose) /* a flag never written: unreachable-code-values */
    sink (1); /* { dg-warning "this statement is never executed, given the values of constants and configuration \\\[ctlcheck:unreachable-code-values\\\]" } */
  sink (2);
}
void bad_unreachable_after_fatal (int c)
{
  if (c)
    {
      fatal ();
      sink (3); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
    }
}
void bad_unreachable_loop (int n)
{
  for (int i = 0; i < n; i++)
    if (verbose > 2)
      sink (i); /* { dg-warning "\\\[ctlcheck:unreachable-code-values\\\]" } */
}
void good_reachable (int c)
{
  if (c)
    sink (1); /* { dg-bogus "unreachable-code" } */
  sink (2);
}
void good_reachable_loop (int n)
{
  for (int i = 0; i < n; i++)
    sink (i); /* { dg-bogus "unreachable-code" } */
}
int good_reachable_early (int c)
{
  if (c)
    return sink (0); /* { dg-bogus "unreachable-code" } */
  return debug;
}
void bad_unreachable_decided (const char *c)
{
  if (c)
    return;
  if (!c)
    return;
  sink (4); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
}
/* __builtin_unreachable () says itself that no path gets there: neither
   it nor what follows it is reported (Clang's unreachable-code-path.c). */
void good_marked_unreachable (const char *c)
{
  if (c)
    return;
  if (!c)
    return;
  __builtin_unreachable (); /* { dg-bogus "unreachable-code" } */
  sink (5); /* { dg-bogus "unreachable-code" } */
}
/* A goto written in the source is a statement like any other; the break
   the lowering makes after a return is not (Clang's -Wunreachable-code
   leaves it to -Wunreachable-code-break). */
int bad_dead_goto (int c)
{
  if (c)
    goto out;
  return 0;
  goto out; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
 out:
  return 1;
}
int good_break_after_return (int c)
{
  switch (c)
    {
    case 1:
      return sink (1);
      break; /* { dg-bogus "unreachable-code" } */
    default:
      break;
    }
  return 0;
}
/* At -O0 a return becomes a goto to a label GCC does not mark artificial:
   still no finding on the return after an endless loop. */
int good_return_after_loop (int c)
{
  for (;;)
    if (sink (c))
      return 1;
  return 0; /* { dg-bogus "unreachable-code" } */
}
