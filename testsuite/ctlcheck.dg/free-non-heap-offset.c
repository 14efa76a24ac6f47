/* free-non-heap: the address of an array (local, static or global) moved
   by an offset, constant or not, given to a deallocator directly or
   through a pointer that holds it (GCC's pr104417.c: realloc of a global
   array plus an index).  A block of the heap moved and moved back, a
   pointer that leaves the array before its free, and an element of an
   array of pointers are no such address, and a pointer that steps
   itself is left to free-offset. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object" } */
#include <stdlib.h>

char names[16];
static char *slots[8];

void *bad_realloc_global_at (int i, size_t n)
{
  return realloc (names + i, n); /* { dg-warning "'names' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_free_local_at (void)
{
  char line[32];
  free (line + 4); /* { dg-warning "'line' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_free_through_copy (int skip)
{
  static char word[8];
  char *rest = word + skip;
  free (rest); /* { dg-warning "'word' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_free_on_either_branch (int header)
{
  char buf[8];
  char *start = header ? buf + 2 : buf;
  free (start); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

/* A pointer that steps itself is free-offset's finding, which names the
   step: one finding, not two.  */
void bad_stepped_local (void)
{
  char text[8];
  char *cursor = text;
  cursor++;
  free (cursor); /* { dg-warning "'cursor' is freed at an offset from the start of its block \\\[ctlcheck:free-offset\\\]" } */
  /* { dg-bogus "ctlcheck:free-non-heap" "" { target *-*-* } 47 } */
}

void good_heap_moved_back (size_t n)
{
  char *block = malloc (n + 4);
  char *body = block + 4;
  free (body - 4); /* { dg-bogus "ctlcheck:free-non-heap" } */
}

void good_pointer_reassigned (size_t n)
{
  char local[8];
  char *p = local + 1;
  p[0] = 0;
  p = malloc (n);
  free (p); /* { dg-bogus "ctlcheck:free-non-heap" } */
}

void good_element_of_pointer_array (int i)
{
  char **slot = slots + i;
  free (*slot); /* { dg-bogus "ctlcheck:free-non-heap" } */
  *slot = NULL;
  free (slots[i + 1]); /* { dg-bogus "ctlcheck:free-non-heap" } */
}
