/* free-non-heap: the address of the first member of a struct reached
   through a pointer is the struct's own address (the container_of idiom
   of rdma-core and the kernel): the block may be on the heap, nothing
   says it is not.  A member of a local or static struct is still not on
   the heap, also through a helper that returns its argument. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-free-nonheap-object" } */
#include <stddef.h>
#include <stdlib.h>

struct node { int key; };
struct entry { struct node n; int value; };

static struct entry *entry_of (struct node *n)
{
  return (struct entry *) ((char *) n - offsetof (struct entry, n));
}

void good_free_first_member (struct entry *e)
{
  free (&e->n); /* { dg-bogus "not on the heap" } */
}

void good_free_container (struct node *n)
{
  struct entry *e = entry_of (n);
  free (e); /* { dg-bogus "not on the heap" } */
}

void good_free_through_copy (struct entry *e)
{
  struct node *n = &e->n;
  free (n); /* { dg-bogus "not on the heap" } */
}

static struct entry table[4];

void bad_free_local_member (void)
{
  struct entry e;
  free (&e.n); /* { dg-warning "'e.n' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_free_static_element (void)
{
  free (&table[1].n); /* { dg-warning "'table\\\[1\\\].n' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_free_local_through_helper (void)
{
  struct entry e;
  struct entry *p = entry_of (&e.n);
  free (p); /* { dg-warning "'e.n' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}
