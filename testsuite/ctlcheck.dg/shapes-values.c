/* Bug shapes of values (issue 20): the address of a local returned (which
   the front end turns into `return 0`), whole structs stored and never
   read, code that is never executed (and code dead by a value alone). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-return-local-addr -fplugin-arg-ctlcheck-enable=return-stack-address,dead-store,unused-variable,unreachable-code,unreachable-code-values" } */
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

/* unreachable-code: no path reaches it (after a return, break, goto,
   noreturn call or endless loop), or an earlier test decides it. */
int sink (int);
static void fatal (void) { abort (); }
int bad_after_return (int c)
{
  if (c)
    {
      return 1;
      sink (1); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
    }
  return 0;
}
void bad_after_break (int n)
{
  while (n)
    {
      break;
      sink (2); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
    }
}
void bad_after_goto (void)
{
  goto out;
  sink (3); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
out:
  sink (4);
}
void bad_after_noreturn (int c)
{
  if (c)
    {
      abort ();
      sink (5); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
    }
}
void bad_after_fatal (int c)
{
  if (c)
    {
      fatal ();
      sink (6); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
    }
}
void bad_after_endless_loop (void)
{
  for (;;)
    sink (7);
  sink (8); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
}
void bad_decided_earlier (int *p, int x)
{
  if (p == NULL)
    return;
  sink (*p);
  if (p == NULL)
    sink (9); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
  if (x > 5)
    {
      if (x < 3)
        sink (10); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
    }
}
void bad_decided_in_loop (int n, int m)
{
  if (n <= 0)
    return;
  for (int i = 0; i < m; i++)
    {
      if (n <= 0)
        sink (i); /* { dg-warning "\\\[ctlcheck:unreachable-code\\\]" } */
    }
}

/* Dead only because of a value: quiet for unreachable-code, reported by
   the opt-in unreachable-code-values. */
#define DEBUG 0
enum { MODE = 2 };
static int verbose;  /* never written */
static inline int enabled (void) { return 1; }
void values_assigned (int *data)
{
  data = NULL;
  if (data != NULL) /* { dg-bogus "ctlcheck:unreachable-code\\\]" } */
    sink (*data); /* { dg-warning "never executed, given the values of constants and configuration \\\[ctlcheck:unreachable-code-values\\\]" } */
}
void values_flag (int n)
{
  for (int i = 0; i < n; i++)
    if (verbose)
      sink (i); /* { dg-warning "\\\[ctlcheck:unreachable-code-values\\\]" } */
}
int values_inline (void)
{
  if (!enabled ())
    return sink (11); /* { dg-warning "\\\[ctlcheck:unreachable-code-values\\\]" } */
  return 0;
}
void values_enum (int m)
{
  m = MODE;
  if (m != 2)
    sink (12); /* { dg-warning "\\\[ctlcheck:unreachable-code-values\\\]" } */
}
void values_macro (void)
{
  if (DEBUG)
    sink (13); /* { dg-bogus "unreachable-code" "folded away by GCC" } */
}
int good_reachable (int c)
{
  if (c)
    return sink (14); /* { dg-bogus "unreachable-code" } */
  return 0;
}
void good_loop_once (int n)
{
  for (int i = 0; i < n; i++)
    {
      sink (i); /* { dg-bogus "unreachable-code" } */
      return;
    }
}
int good_return_after_abort (int c)
{
  if (c)
    {
      abort ();
      return -1; /* { dg-bogus "unreachable-code" "like Clang's -Wunreachable-code-return" } */
    }
  return 0;
}
int good_break_after_return (int c)
{
  switch (c)
    {
    case 1:
      return 1;
      break; /* { dg-bogus "unreachable-code" } */
    default:
      return 2;
    }
}
