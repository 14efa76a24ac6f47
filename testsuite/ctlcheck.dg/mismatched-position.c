/* A deallocator releases what it gets at its release position only:
   pool_free (pool, p) releases p (declared malloc (pool_free, 2)), not
   the pool, which pool_destroy pairs with (libpng's png_free (png_ptr,
   p) has the same shape).  A block given to the wrong release at that
   position is still a mismatch.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=mismatched-dealloc" } */
#include <stdlib.h>

struct pool;
void pool_destroy (struct pool *);
void pool_free (struct pool *, void *);
struct pool *pool_new (void) __attribute__ ((malloc (pool_destroy, 1)));
void *pool_alloc (struct pool *, size_t) __attribute__ ((malloc (pool_free, 2)));

void good_pool (void)
{
  struct pool *pl = pool_new ();
  void *p = pool_alloc (pl, 16);
  pool_free (pl, p); /* { dg-bogus "mismatched-dealloc" } */
  pool_destroy (pl);
}

void bad_free (void)
{
  struct pool *pl = pool_new ();
  void *p = pool_alloc (pl, 16);
  free (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
  pool_destroy (pl);
}

void bad_pool_free (void)
{
  struct pool *pl = pool_new ();
  void *m = malloc (16);
  pool_free (pl, m); /* { dg-warning "'m' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
  pool_destroy (pl);
  free (m);
}
