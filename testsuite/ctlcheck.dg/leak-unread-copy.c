/* memory-leak: a copy into a local, or a field of a local struct, that
   nothing in the function reads hands the block on to nobody (GCC's
   malloc-1.c test_31); a copy that is read later still does.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-disable=unused-variable,dead-store" } */

#include <stdlib.h>

struct link { struct link *m_ptr; };
void take (struct link *);

void bad_field_never_read (void)
{
  struct link tmp;
  void *ptr = malloc (sizeof (struct link));
  tmp.m_ptr = (struct link *) ptr;
} /* { dg-warning "memory allocated to 'ptr' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_local_never_read (void)
{
  char *keep;
  char *p = malloc (10);
  keep = p;
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

struct link good_struct_returned (void)
{
  struct link tmp;
  void *ptr = malloc (sizeof (struct link));
  tmp.m_ptr = (struct link *) ptr;
  return tmp;
} /* { dg-bogus "leak" } */

void good_struct_passed (void)
{
  struct link tmp;
  void *ptr = malloc (sizeof (struct link));
  tmp.m_ptr = (struct link *) ptr;
  take (&tmp);
} /* { dg-bogus "leak" } */

void good_freed_through_copy (void)
{
  char *keep;
  char *p = malloc (10);
  keep = p;
  free (keep);
} /* { dg-bogus "leak" } */
