/* A realloc wrapper that frees the block when realloc fails (lz4's
   UTIL_realloc) loses nothing when its result overwrites the pointer it
   was given; one that only hands realloc's result on does. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=realloc-leak" } */
#include <stdlib.h>

static void *freeing_realloc (void *ptr, size_t size)
{
  void *newptr = realloc (ptr, size);
  if (newptr)
    return newptr;
  free (ptr);
  return NULL;
}

static void *plain_realloc (void *ptr, size_t size)
{
  return realloc (ptr, size);
}

char *good_grow (char *buf, size_t n)
{
  buf = freeing_realloc (buf, n); /* { dg-bogus "realloc-leak" } */
  return buf;
}

char *bad_grow (char *buf, size_t n)
{
  buf = plain_realloc (buf, n); /* { dg-warning "'buf' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  return buf;
}
