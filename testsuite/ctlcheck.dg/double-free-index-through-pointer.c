/* An array freed element by element where the index lives behind a
   pointer: `(*n)++` makes `a[*n]` another element, as `i++` does for
   `a[i]` (libuv 1.44.2's uv__fs_scandir_cleanup, uv-common.c:660).  The
   same element freed twice is still found. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>

struct req { void **dents; unsigned nbufs; unsigned n; };

void good_cleanup (struct req *req)
{
  unsigned *nbufs = &req->nbufs;
  for (; *nbufs < req->n; (*nbufs)++)
    free (req->dents[*nbufs]); /* { dg-bogus "double-free" } */
  free (req->dents);
}

void good_field_index (struct req *s)
{
  free (s->dents[s->nbufs]);
  s->nbufs++;
  free (s->dents[s->nbufs]); /* { dg-bogus "double-free" } */
}

void bad_same_element (void **dents, unsigned *nbufs)
{
  free (dents[*nbufs]);
  free (dents[*nbufs]); /* { dg-warning "'dents\\\[...\\\]' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
