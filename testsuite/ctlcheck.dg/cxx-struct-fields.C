// g++ marks a struct addressable where it copies it; only an `&` left in
// the body takes its address.  So the summary of a function returning a
// struct whose field holds a fresh block reaches its callers in C++ as
// in C: a caller that drops the field leaks, one that frees it does not.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,double-free,memory-dropped" }
#include <stdlib.h>

struct holder { int *ptr; };

static struct holder __attribute__ ((noinline)) make_holder (void)
{
  struct holder h;
  h.ptr = (int *) malloc (sizeof (int));
  return h;
}

void bad_dropped_field (void)
{
  struct holder q = make_holder ();
} // { dg-warning "memory allocated to 'q.ptr' leaks \\\[ctlcheck:memory-leak\\\]" }

void good_freed_field (void)
{
  struct holder q = make_holder ();
  free (q.ptr); // { dg-bogus "leaks" }
}

void good_copied_then_freed (void)
{
  struct holder q = make_holder ();
  struct holder c = q;
  free (c.ptr); // { dg-bogus "leaks" }
}

// A struct passed by value carries the calls made with its fields.
static void __attribute__ ((noinline)) release_holder (struct holder h)
{
  free (h.ptr);
}

void bad_released_twice (void)
{
  struct holder q;
  q.ptr = (int *) malloc (sizeof (int));
  release_holder (q);
  release_holder (q); // { dg-warning "\\\[ctlcheck:double-free\\\]" }
}

void good_released_once (void)
{
  struct holder q;
  q.ptr = (int *) malloc (sizeof (int));
  release_holder (q); // { dg-bogus "double-free|leaks" }
}

// g++ puts a struct result the statement drops into a temporary of its
// own: the field's block is dropped all the same.
void bad_result_dropped (void)
{
  make_holder (); // { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" }
}

int good_result_read (void)
{
  int *p = make_holder ().ptr; // { dg-bogus "never stored" }
  free (p);
  return 0;
}
