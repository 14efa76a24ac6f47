/* Control-flow shapes for memory-leak: bad_ functions warn, good_ ones
   must not (the leaking path is infeasible, or the block is freed).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdlib.h>

static int flag_on = 1;
static const int flag_off = 0;
const int global_zero = 0;
static const int five = 5;
static int returns_true (void) { return 1; }
static void release (char *p) { free (p); }
static char *make (void) { return malloc (8); }

void bad_plain (void)
{
  char *p = malloc (8);
  if (p)
    *p = 1;
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
void good_plain (void)
{
  char *p = malloc (8);
  free (p); /* { dg-bogus "memory-leak" } */
}

void good_if1 (void)
{
  char *p = malloc (8);
  if (1)
    free (p);
} /* { dg-bogus "memory-leak" } */

void bad_if0 (void)
{
  char *p = malloc (8);
  if (0)
    free (p);
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */

void good_static_flag (void)
{
  char *p = malloc (8);
  if (flag_on)
    free (p);
} /* { dg-bogus "memory-leak" } */
void bad_static_flag (void)
{
  char *p = malloc (8);
  if (!flag_on)
    free (p);
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */

void good_static_const (void)
{
  char *p = malloc (8);
  if (!flag_off)
    free (p);
} /* { dg-bogus "memory-leak" } */

void good_global_const (void)
{
  char *p = malloc (8);
  if (!global_zero)
    free (p);
} /* { dg-bogus "memory-leak" } */

void good_returns_true (void)
{
  char *p = malloc (8);
  if (returns_true ())
    free (p);
} /* { dg-bogus "memory-leak" } */

void good_const_five (void)
{
  char *p = malloc (8);
  if (five == 5)
    free (p);
} /* { dg-bogus "memory-leak" } */

void good_while_break (void)
{
  char *p = malloc (8);
  while (1)
    {
      free (p);
      break;
    }
} /* { dg-bogus "memory-leak" } */

void good_for_once (void)
{
  char *p = malloc (8);
  for (int i = 0; i < 1; i++)
    free (p);
} /* { dg-bogus "memory-leak" } */
void bad_for_never (void)
{
  char *p = malloc (8);
  for (int i = 0; i < 0; i++)
    free (p);
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */

int bad_goto (int c)
{
  char *p = malloc (8);
  if (c)
    goto fail;
  free (p);
  return 0;
fail:
  return -1; /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
}
int good_goto (int c)
{
  char *p = malloc (8);
  if (c)
    goto fail;
  free (p);
  return 0;
fail:
  free (p);
  return -1; /* { dg-bogus "memory-leak" } */
}

void good_switch (int k)
{
  char *p = malloc (8);
  switch (k)
    {
    case 1:
      free (p);
      break;
    default:
      free (p);
    }
} /* { dg-bogus "memory-leak" } */
void bad_switch (int k)
{
  char *p = malloc (8);
  switch (k)
    {
    case 1:
      free (p);
      break;
    default:
      break;
    }
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */

void good_flag_twice (int f)
{
  char *p = 0;
  if (f)
    p = malloc (8);
  if (f)
    free (p);
} /* { dg-bogus "memory-leak" } */

void good_copy (void)
{
  char *p = malloc (8);
  char *q = p;
  free (q);
} /* { dg-bogus "memory-leak" } */

void bad_reassign (void)
{
  char *p = malloc (8);
  p = malloc (16); /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
  free (p);
}

void good_two_functions (void)
{
  char *p = malloc (8);
  release (p);
} /* { dg-bogus "memory-leak" } */
void bad_two_functions (void)
{
  char *p = make ();
  if (p)
    *p = 1;
} /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */

char *good_returned (void)
{
  char *p = malloc (8);
  return p; /* { dg-bogus "memory-leak" } */
}
