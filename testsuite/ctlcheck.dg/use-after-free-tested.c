/* A test of a freed pointer's own value touches no memory: not a
   use-after-free (GCC's -Wuse-after-free leaves it to level 3), though
   ISO C makes the value indeterminate.  Reading through it still is. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

extern char *next_line (void);
extern void print_line (const char *);

struct node { struct node *next; int v; };

void good_loop_condition (void)
{
  char *line;
  do {
    line = next_line ();
    if (line != NULL) {
      print_line (line);
      free (line);
    }
  } while (line != NULL); /* { dg-bogus "use-after-free" } */
}

void good_test_then_exit (char *p, int status)
{
  free (p);
  if (p) /* { dg-bogus "use-after-free" } */
    exit (status);
}

int good_cleared (char *p)
{
  free (p);
  p = NULL;
  return p != NULL; /* { dg-bogus "use-after-free" } */
}

int bad_read_through (struct node *n)
{
  free (n);
  return n->v; /* { dg-warning "'n' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}
