/* A function of the unit that keeps a pointer it is given as `const
   char *` (stores it into an object that outlives the call, or returns
   it) takes the block over; one that only reads it lends it back. */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdio.h>
#include <string.h>

struct entry { const char *name; };

void set_name (struct entry *e, const char *name)
{
  e->name = name;
}

void print_name (const char *name)
{
  puts (name);
}

void good_kept (struct entry *e, const char *s)
{
  char *copy = strdup (s);
  set_name (e, copy);
} /* { dg-bogus "memory-leak" } */

void bad_lent (const char *s)
{
  char *copy = strdup (s);
  print_name (copy);
} /* { dg-warning "memory allocated to 'copy' leaks \\\[ctlcheck:memory-leak\\\]" } */
