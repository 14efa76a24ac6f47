/* Control-flow shapes for use-after-free: bad_ functions warn, good_ ones
   must not (their only use-after-free path is infeasible).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=use-after-free" } */
#include <stdlib.h>

static int flag_on = 1;
static const int flag_off = 0;
const int global_zero = 0;
static const int five = 5;
static int returns_true (void) { return 1; }
static void release (char *p) { free (p); }

void bad_plain (char *p) { free (p); *p = 1; } /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
void good_plain (char *p) { *p = 1; free (p); } /* { dg-bogus "use-after-free" } */

void bad_if1 (char *p)
{
  if (1)
    free (p);
  *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
}
void good_if1 (char *p)
{
  if (1)
    {
      free (p);
      return;
    }
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void good_if0 (char *p)
{
  if (0)
    free (p);
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void bad_static_flag (char *p)
{
  if (flag_on)
    free (p);
  *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
}
void good_static_flag (char *p)
{
  if (!flag_on)
    free (p);
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void good_static_const (char *p)
{
  if (flag_off)
    free (p);
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void good_global_const (char *p)
{
  if (global_zero)
    free (p);
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void good_returns_true (char *p)
{
  if (!returns_true ())
    free (p);
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void bad_const_five (char *p)
{
  if (five == 5)
    free (p);
  *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
}
void good_const_five (char *p)
{
  if (five != 5)
    free (p);
  *p = 1; /* { dg-bogus "use-after-free" } */
}

void bad_while (char *p, int c)
{
  while (1)
    {
      *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
      free (p);
      if (c)
        break;
    }
}
void good_while_break (char *p)
{
  while (1)
    {
      *p = 1; /* { dg-bogus "use-after-free" } */
      free (p);
      break;
    }
}

void bad_for_twice (char *p)
{
  for (int i = 0; i < 2; i++)
    {
      *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
      free (p);
    }
}
void good_for_once (char *p)
{
  for (int i = 0; i < 1; i++)
    {
      *p = 1; /* { dg-bogus "use-after-free" } */
      free (p);
    }
}

void bad_goto (char *p)
{
  free (p);
  goto out;
out:
  *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
}

void bad_switch (char *p, int k)
{
  switch (k)
    {
    case 1:
      free (p);
      /* Fall through.  */
    default:
      *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
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
      *p = 1; /* { dg-bogus "use-after-free" } */
    }
}

void good_flag_twice (char *p, int f)
{
  if (f)
    free (p);
  if (!f)
    *p = 1; /* { dg-bogus "use-after-free" } */
}

void bad_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  free (q);
  *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
}
void good_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  q = malloc (8);
  free (q);
  *p = 1; /* { dg-bogus "use-after-free" } */
  free (p);
}

void bad_two_functions (char *p)
{
  release (p);
  *p = 1; /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
}
void good_two_functions (char *p)
{
  *p = 1; /* { dg-bogus "use-after-free" } */
  release (p);
}
