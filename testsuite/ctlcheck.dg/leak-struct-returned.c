/* A struct returned by value hands on the blocks its fields hold, also
   a struct too large for registers, which GCC returns through its result
   declaration (`<retval> = r; return <retval>;`, in a block of its own
   at -O0): lz4's LZ4IO_createCResources.  A block the struct does not
   hold still leaks. */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdio.h>
#include <stdlib.h>

typedef struct { void *src; size_t n; void *dst; void *ctx; } res_t;
extern void *make_ctx (void);

res_t good_returned (size_t n)
{
  res_t r;
  r.ctx = make_ctx ();
  r.src = malloc (n);
  r.n = n;
  r.dst = malloc (n * 2);
  if (!r.src || !r.dst) {
    fprintf (stderr, "out of memory\n");
    exit (31);
  }
  return r; /* { dg-bogus "memory-leak" } */
}

res_t bad_not_held (size_t n)
{
  res_t r = { 0 };
  void *scratch = malloc (n);
  r.n = n;
  if (scratch)
    r.ctx = make_ctx ();
  return r; /* { dg-warning "memory allocated to 'scratch' leaks \\\[ctlcheck:memory-leak\\\]" } */
}
