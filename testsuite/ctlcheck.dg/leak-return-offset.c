/* memory-leak: returning a pointer into the block (past a header) hands the block on.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdlib.h>

struct hdr { long size; };

void *good_past_header (size_t n)
{
  struct hdr *h = malloc (sizeof *h + n);
  if (h == NULL)
    abort ();
  h->size = (long) n;
  return h + 1; /* { dg-bogus "ctlcheck:memory-leak" } */
}

void *good_byte_offset (void)
{
  void *p = malloc (8);
  if (p == NULL)
    abort ();
  return (void *) ((char *) p + 1); /* { dg-bogus "ctlcheck:memory-leak" } */
}

void *bad_other_path (int fail)
{
  char *p = malloc (64);
  if (p == NULL)
    return NULL;
  if (fail)
    return NULL; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  return p + 16;
}

/* A pointer into the block kept in another variable reaches it as a
   copy does (GCC's malloc-1.c test_42c and test_42d).  */
void *good_offset_copy_returned (void)
{
  char *p = malloc (1024);
  char *q = p + 64;
  return q; /* { dg-bogus "ctlcheck:memory-leak" } */
}

void good_offset_copy_freed (void)
{
  char *p = malloc (1024);
  char *q = p + 64;
  free (q - 64);
} /* { dg-bogus "ctlcheck:memory-leak" } */
