/* A function of the unit that stores a fresh block through a pointer
   parameter on every path (`*d = malloc (n)`) allocates the caller's
   variable whose address it is given (Clang's malloc-interprocedural.c):
   memory-leak follows it there. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

static void get_block (void **d, size_t n)
{
  *d = malloc (n);
}

/* Through a local that holds the block (GCC's malloc-4.c). */
static void *get_block_too (void **d, size_t n)
{
  void *p = malloc (n);
  *d = p;
  if (!p)
    abort ();
  return p;
}

extern void use (const void *);

void bad_not_freed (void)
{
  void *data = NULL;
  get_block (&data, 4);
} /* { dg-warning "memory allocated to 'data' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_not_freed_too (void)
{
  void *data = NULL;
  get_block_too (&data, 4);
} /* { dg-warning "memory allocated to 'data' leaks \\\[ctlcheck:memory-leak\\\]" } */

void good_freed (void)
{
  void *data = NULL;
  get_block (&data, 4);
  use (data);
  free (data); /* { dg-bogus "ctlcheck" } */
}

extern void keep (void *);
void good_handed_over (void)
{
  void *data = NULL;
  get_block (&data, 4);
  keep (data); /* { dg-bogus "memory-leak" } */
}
