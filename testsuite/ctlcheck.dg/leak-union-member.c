/* A block stored in a member of a local union (v.str = strdup (s), or
   w.u.ptr in a struct) is the function's to free like one in a struct's
   field.  A release through another member may be the same block, and
   the union handed on whole takes it along. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdlib.h>
#include <string.h>

union value { char *str; void *raw; long num; };
struct cell { int tag; union value v; };

extern void push (struct cell);
extern int valid (const char *);

int bad_error_path (const char *s)
{
  union value v;
  v.str = strdup (s);
  if (!v.str)
    return -1;
  if (!valid (v.str))
    return -1; /* { dg-warning "memory allocated to 'v.str' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (v.str);
  return 0;
}

void bad_in_struct (int n)
{
  struct cell c;
  c.tag = 1;
  c.v.raw = malloc (n);
} /* { dg-warning "memory allocated to 'c.v.raw' leaks \\\[ctlcheck:memory-leak\\\]" } */

void good_freed_as_other_member (const char *s)
{
  union value v;
  v.str = strdup (s);
  free (v.raw);
} /* { dg-bogus "memory-leak" } */

void good_pushed (const char *s)
{
  struct cell c;
  c.tag = 2;
  c.v.str = strdup (s);
  push (c);
} /* { dg-bogus "memory-leak" } */

void good_stored (struct cell *out, const char *s)
{
  struct cell c;
  c.tag = 2;
  c.v.str = strdup (s);
  *out = c;
} /* { dg-bogus "memory-leak" } */
