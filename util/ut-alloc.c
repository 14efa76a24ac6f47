/* ut-alloc.c: allocation that never returns NULL, growable arrays, and chunks freed at once. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"

_Noreturn void ut_oom(size_t n)
{
  fprintf(stderr, "ctlcheck: out of memory (%zu bytes)\n", n);
  abort();
}

void *ut_malloc(size_t n)
{
  void *p = malloc(n ? n : 1);
  if (!p)
    ut_oom(n);
  return p;
}

void *ut_calloc(size_t n, size_t size)
{
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    ut_oom(n * size);
  return p;
}

void *ut_realloc(void *p, size_t n)
{
  p = realloc(p, n ? n : 1);
  if (!p)
    ut_oom(n);
  return p;
}

char *ut_strdup(const char *s)
{
  return ut_strndup(s, strlen(s));
}

char *ut_strndup(const char *s, size_t n)
{
  char *p = ut_malloc(n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

void *ut_grow(void *arr, size_t n, size_t *cap, size_t size)
{
  if (n < *cap)
    return arr;
  size_t ncap = *cap ? *cap : 16;
  while (ncap <= n)
    ncap *= 2;
  *cap = ncap;
  return ut_realloc(arr, ncap * size);
}

void *ut_grow32(void *arr, uint32_t n, uint32_t *cap, size_t size)
{
  size_t c = *cap;
  arr = ut_grow(arr, n, &c, size);
  *cap = (uint32_t)c;
  return arr;
}

struct ut_chunk {
  ut_chunk *next;
  size_t used, size;
  _Alignas(16) unsigned char data[];
};

void *ut_chunks_alloc(ut_chunks *c, size_t size)
{
  size = (size + 15) & ~(size_t)15;
  if (!c->head || c->head->size - c->head->used < size) {
    size_t csize = size > 16384 ? size : 16384;
    ut_chunk *k = ut_malloc(sizeof *k + csize);
    k->next = c->head;
    k->used = 0;
    k->size = csize;
    c->head = k;
  }
  void *p = c->head->data + c->head->used;
  c->head->used += size;
  memset(p, 0, size);
  return p;
}

char *ut_chunks_strndup(ut_chunks *c, const char *s, size_t n)
{
  char *p = ut_chunks_alloc(c, n + 1); /* zeroed: the NUL is there */
  memcpy(p, s, n);
  return p;
}

void ut_chunks_free(ut_chunks *c)
{
  for (ut_chunk *k = c->head, *next; k; k = next) {
    next = k->next;
    free(k);
  }
  c->head = NULL;
}
