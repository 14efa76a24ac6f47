/* Control-flow shapes for null-deref (an allocation's result used without a
   check): bad_ functions warn, good_ ones must not.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-deref" } */
#include <stdlib.h>

static int flag_on = 1;
static const int flag_off = 0;
const int global_zero = 0;
static const int five = 5;
static int returns_true (void) { return 1; }
static char *make (void) { return malloc (8); }
static void set (char *p) { *p = 1; }

void bad_plain (void)
{
  char *p = malloc (8);
  *p = 1; /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  free (p);
}
void good_plain (void)
{
  char *p = malloc (8);
  if (!p)
    return;
  *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_if1 (void)
{
  char *p = malloc (8);
  if (1 && p)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_if0 (void)
{
  char *p = malloc (8);
  if (0)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void bad_static_flag (void)
{
  char *p = malloc (8);
  if (flag_on)
    *p = 1; /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  free (p);
}
void good_static_flag (void)
{
  char *p = malloc (8);
  if (!flag_on)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_static_const (void)
{
  char *p = malloc (8);
  if (flag_off)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_global_const (void)
{
  char *p = malloc (8);
  if (global_zero)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_returns_true (void)
{
  char *p = malloc (8);
  if (!returns_true ())
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_const_five (void)
{
  char *p = malloc (8);
  if (five != 5)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_while_break (void)
{
  char *p;
  while (1)
    {
      p = malloc (8);
      if (p)
        break;
    }
  *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void good_for_once (void)
{
  char *p = malloc (8);
  for (int i = 0; i < 1; i++)
    if (!p)
      return;
  *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

int bad_goto (int c)
{
  char *p = malloc (8);
  if (c)
    goto use;
  if (!p)
    return -1;
use:
  *p = 1; /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  free (p);
  return 0;
}

void good_switch (int k)
{
  char *p = malloc (8);
  switch (k)
    {
    case 1:
      if (!p)
        return;
      *p = 1; /* { dg-bogus "null-deref" } */
      break;
    default:
      break;
    }
  free (p);
}

void good_flag_twice (int f)
{
  char *p = malloc (8);
  if (f && !p)
    return;
  if (f)
    *p = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void bad_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  *q = 1; /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  free (p);
}
void good_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  if (!p)
    return;
  *q = 1; /* { dg-bogus "null-deref" } */
  free (p);
}

void bad_two_functions (void)
{
  char *p = make ();
  set (p); /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  free (p);
}
void good_two_functions (void)
{
  char *p = make ();
  if (p)
    set (p); /* { dg-bogus "null-deref" } */
  free (p);
}
