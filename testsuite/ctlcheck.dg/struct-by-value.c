/* A struct returned by value whose pointer field holds a fresh block
   (GCC's boxed-malloc-1.c): the caller's copy of the field holds the
   block the callee allocated (a summary, doc/ir.md), so memory-leak and
   null-deref follow it like a pointer variable.  A struct passed by value
   to a function that frees its field frees the caller's field. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-disable=dead-store" } */
#include <stdlib.h>

typedef struct boxed { void *value; } boxed;
extern void use (void *);

boxed box_malloc (size_t n)
{
  boxed r;
  r.value = malloc (n);
  return r;
}

void box_free (boxed b)
{
  free (b.value);
}

/* Never NULL: the wrapper aborts instead. */
boxed box_xmalloc (size_t n)
{
  boxed r;
  r.value = malloc (n);
  if (!r.value)
    abort ();
  return r;
}

void bad_leak (void)
{
  boxed b = box_malloc (16);
} /* { dg-warning "memory allocated to 'b.value' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_overwritten (void)
{
  boxed b = box_malloc (16);
  b.value = NULL; /* { dg-warning "memory allocated to 'b.value' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

boxed bad_unchecked (int i)
{
  boxed b = box_malloc (sizeof (int));
  *(int *) b.value = i; /* { dg-warning "'b.value' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return b;
}

void good_freed (void)
{
  boxed b = box_malloc (16);
  if (!b.value)
    return;
  *(char *) b.value = 0; /* { dg-bogus "null-deref" } */
  free (b.value);
} /* { dg-bogus "memory-leak" } */

boxed good_returned (void)
{
  boxed b = box_malloc (16);
  return b; /* { dg-bogus "memory-leak" } */
}

void good_never_null (int i)
{
  boxed b = box_xmalloc (sizeof (int));
  *(int *) b.value = i; /* { dg-bogus "null-deref" } */
  use (b.value);
}

void bad_double_box_free (void)
{
  boxed b = box_malloc (16);
  box_free (b);
  box_free (b); /* { dg-warning "'b.value' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

int bad_use_after_box_free (void)
{
  boxed b = box_malloc (sizeof (int));
  if (!b.value)
    return 0;
  box_free (b);
  return *(int *) b.value; /* { dg-warning "'b.value' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}

void good_box_free (void)
{
  boxed b = box_malloc (16);
  box_free (b); /* { dg-bogus "ctlcheck" } */
}
