/* A library file's function that the unit defines itself, with internal
   linkage, is the unit's own: a static context_free that releases the
   fields of a struct on the stack is not libselinux's context_free, even
   when another call (freecon) loads selinux.rules.  The library's other
   names keep their meaning (lib-name-extern.c: an extern context_free
   is still libselinux's). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

struct parse_state { int depth; char **stack; char *dir; };

int getcon (char **);
void freecon (char *);
int parse_into (struct parse_state *, const char *);

static void context_init (struct parse_state *st)
{
  st->depth = 0;
  st->stack = NULL;
  st->dir = malloc (16);
}

static void context_free (struct parse_state *st)
{
  free (st->stack);
  free (st->dir);
}

int good_own_release_of_stack_struct (const char *file)
{
  struct parse_state st;
  context_init (&st);
  int rc = parse_into (&st, file);
  context_free (&st); /* { dg-bogus "not on the heap" } */
  return rc;
}

int good_own_release_library_loaded (const char *file)
{
  char *con;
  struct parse_state st;
  if (getcon (&con) < 0)
    return -1;
  freecon (con);
  context_init (&st);
  int rc = parse_into (&st, file);
  context_free (&st); /* { dg-bogus "not on the heap" } */
  return rc;
}

void bad_library_name_still_known (void)
{
  char *con;
  if (getcon (&con) < 0)
    return;
  freecon (con);
  freecon (con); /* { dg-warning "\\\[ctlcheck:double-free\\\]" } */
}
