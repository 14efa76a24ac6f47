/* Control-flow shapes for double-free: each bad_ function must warn, each
   good_ function must not (its only double-free path is infeasible).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free" } */
#include <stdlib.h>

static int flag_on = 1;          /* file-static, never written: always 1 */
static const int flag_off = 0;   /* static const */
const int global_zero = 0;       /* global constant */
static const int five = 5;
static int returns_true (void) { return 1; }
static void release (char *p) { free (p); }

void bad_plain (char *p) { free (p); free (p); } /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
void good_plain (char *p) { free (p); } /* { dg-bogus "double-free" } */

void bad_if1 (char *p)
{
  if (1)
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_if1 (char *p)
{
  if (1)
    {
      free (p);
      return;
    }
  free (p); /* { dg-bogus "double-free" } */
}

void bad_if0_else (char *p)
{
  if (0)
    ;
  else
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_if0 (char *p)
{
  if (0)
    free (p);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_static_flag (char *p)
{
  if (flag_on)
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_static_flag (char *p)
{
  if (!flag_on)
    free (p);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_static_const (char *p)
{
  if (!flag_off)
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_static_const (char *p)
{
  if (flag_off)
    free (p);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_global_const (char *p)
{
  if (!global_zero)
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_global_const (char *p)
{
  if (global_zero)
    free (p);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_returns_true (char *p)
{
  if (returns_true ())
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_returns_true (char *p)
{
  if (!returns_true ())
    free (p);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_const_five (char *p)
{
  if (five == 5)
    free (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_const_five (char *p)
{
  if (five != 5)
    free (p);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_while_break (char *p, int c)
{
  while (1)
    {
      free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
      if (c)
        break;
    }
}
void good_while_break (char *p)
{
  while (1)
    {
      free (p); /* { dg-bogus "double-free" } */
      break;
    }
}

void bad_for_twice (char *p)
{
  for (int i = 0; i < 2; i++)
    free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_for_once (char *p)
{
  for (int i = 0; i < 1; i++)
    free (p); /* { dg-bogus "double-free" } */
}

void bad_goto (char *p)
{
  free (p);
  goto out;
out:
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_goto (char *p, int c)
{
  if (c)
    goto out;
  free (p);
  return;
out:
  free (p); /* { dg-bogus "double-free" } */
}

void bad_switch (char *p, int k)
{
  switch (k)
    {
    case 1:
      free (p);
      /* Fall through.  */
    default:
      free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
    }
}
void good_switch (char *p, int k)
{
  switch (k)
    {
    case 1:
      free (p);
      break;
    default:
      free (p); /* { dg-bogus "double-free" } */
    }
}
void good_switch_const (char *p)
{
  int k = 2;
  switch (k)
    {
    case 1:
      free (p);
      break;
    default:
      break;
    }
  free (p); /* { dg-bogus "double-free" } */
}

void bad_flag_twice (char *p, int f)
{
  if (f)
    free (p);
  if (f || p)
    free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_flag_twice (char *p, int f)
{
  if (f)
    free (p);
  if (!f)
    free (p); /* { dg-bogus "double-free" } */
}

void bad_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  free (q);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  q = malloc (8);
  free (q);
  free (p); /* { dg-bogus "double-free" } */
}

void bad_two_functions (char *p)
{
  release (p);
  free (p); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
void good_two_functions (char *p)
{
  release (p); /* { dg-bogus "double-free" } */
}
