/* Branches a constant decides (a never-written static, a static const,
   a static function that returns a constant) are not taken by the copy
   analysis: after `if (staticTrue) data = buf;`, data surely points to
   buf on every path that runs (Juliet's flow variants 04 to 08). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=free-non-heap -Wno-free-nonheap-object" } */
#include <stdlib.h>
#include <string.h>

extern void print_line (const char *);
static const int STATIC_CONST_TRUE = 1;
static int static_true = 1;
static int static_false = 0;
static int static_five = 5;
static int returns_true (void) { return 1; }

void bad_const (void)
{
  char *data;
  if (STATIC_CONST_TRUE)
    {
      char buf[100];
      memset (buf, 'A', 99);
      buf[99] = 0;
      data = buf;
    }
  if (STATIC_CONST_TRUE)
    {
      print_line (data);
      free (data); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
    }
}

void bad_static (void)
{
  char *data;
  char buf[100] = "";
  if (static_true)
    data = buf;
  if (static_five == 5)
    free (data); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_call (void)
{
  char *data;
  char buf[100] = "";
  if (returns_true ())
    data = buf;
  if (returns_true ())
    free (data); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

/* Good: the branch that runs allocates. */
void good_static (void)
{
  char *data;
  char buf[100] = "";
  if (static_false)
    data = buf;
  else
    data = malloc (100);
  free (data); /* { dg-bogus "not on the heap" } */
}

/* Good: n is no constant (two values), so either branch may run. */
void good_two_values (int c)
{
  char *data;
  char buf[100] = "";
  int n = 0;
  if (c)
    n = 1;
  if (n)
    data = buf;
  else
    data = malloc (100);
  free (data); /* { dg-bogus "not on the heap" } */
}
