/* memory-dropped (CWE-401): a call of a function of the unit that
   returns a struct holding fresh memory in a field, its result dropped:
   nothing can free the block.  A result kept (in a local, through a
   pointer, in a global) or handed back keeps the block reachable. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

struct holder { char *buf; int len; };

static struct holder __attribute__ ((noinline))
holder_make (int len)
{
  struct holder h;
  h.buf = (char *) malloc (len);
  h.len = len;
  return h;
}

void bad_dropped (void)
{
  holder_make (8); /* { dg-warning "never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void bad_cast_to_void (void)
{
  (void) holder_make (8); /* { dg-warning "never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void good_kept_and_freed (void)
{
  struct holder h = holder_make (8); /* { dg-bogus "memory-dropped" } */
  free (h.buf);
}

void good_through_pointer (struct holder *out)
{
  *out = holder_make (8); /* { dg-bogus "memory-dropped" } */
}

struct holder kept;

void good_in_global (void)
{
  kept = holder_make (8); /* { dg-bogus "memory-dropped" } */
}

struct holder good_handed_back (void)
{
  return holder_make (8); /* { dg-bogus "memory-dropped" } */
}
