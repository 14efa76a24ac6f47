/* ut-intern.c: string interning with dense indices (open addressing). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"

void ut_intern_init(ut_intern *t, void *(*alloc)(void *ctx, size_t size),
                    void *ctx)
{
  memset(t, 0, sizeof *t);
  t->alloc = alloc;
  t->ctx = ctx;
}

void ut_intern_init_borrowed(ut_intern *t)
{
  memset(t, 0, sizeof *t);
  t->borrowed = true;
}

void ut_intern_free(ut_intern *t)
{
  if (!t->alloc && !t->borrowed)
    for (uint32_t i = 0; i < t->n; i++)
      free((char *)t->strs[i]);
  free(t->strs);
  free(t->slot);
  memset(t, 0, sizeof *t);
}

/* The slot where s (whose ut_intern_hash is hash) lives, or the empty
   slot where it would go. */
static uint32_t probe_hashed(const ut_intern *t, const char *s, size_t len,
                             uint64_t hash)
{
  uint32_t mask = t->cap - 1;
  uint32_t j = (uint32_t)hash & mask;
  while (t->slot[j]) {
    const char *o = t->strs[t->slot[j] - 1];
    if (strncmp(o, s, len) == 0 && o[len] == '\0')
      return j;
    j = (j + 1) & mask;
  }
  return j;
}

/* The slot where s lives, or the empty slot where it would go. */
static uint32_t probe(const ut_intern *t, const char *s, size_t len)
{
  return probe_hashed(t, s, len, ut_intern_hash(s, len));
}

/* A slot table of ncap slots (a power of two), every string placed
   again. */
static void resize(ut_intern *t, uint32_t ncap)
{
  free(t->slot);
  t->slot = ut_calloc(ncap, sizeof *t->slot);
  t->cap = ncap;
  for (uint32_t i = 0; i < t->n; i++)
    t->slot[probe(t, t->strs[i], strlen(t->strs[i]))] = i + 1;
}

static void rehash(ut_intern *t)
{
  resize(t, t->cap ? 2 * t->cap : 64);
}

void ut_intern_reserve(ut_intern *t, uint32_t n)
{
  uint32_t ncap = t->cap ? t->cap : 64;
  while (2 * ((size_t)n + 1) > ncap)
    ncap *= 2;
  if (ncap != t->cap)
    resize(t, ncap);
  if (n > t->capstrs) {
    t->strs = ut_realloc(t->strs, (size_t)n * sizeof *t->strs);
    t->capstrs = n;
  }
}

bool ut_intern_adopt(ut_intern *t, const char **strs, uint32_t n,
                     uint32_t *slot, uint32_t cap)
{
  bool ok = cap ? !(cap & (cap - 1)) && 2 * ((size_t)n + 1) <= cap : !n;
  uint32_t used = 0;
  for (uint32_t j = 0; ok && j < cap; j++) {
    ok = slot[j] <= n;
    used += slot[j] != 0;
  }
  if (!ok || used != n) {
    free(strs);
    free(slot);
    return false;
  }
  free(t->strs);
  free(t->slot);
  t->strs = strs;
  t->capstrs = t->n = n;
  t->slot = slot;
  t->cap = cap;
  return true;
}

uint32_t ut_intern_find(const ut_intern *t, const char *s, size_t len)
{
  return ut_intern_find_hashed(t, s, len, ut_intern_hash(s, len));
}

uint64_t ut_intern_hash(const char *s, size_t len)
{
  return ut_hash_bytes(UT_HASH_INIT, s, len);
}

uint32_t ut_intern_find_hashed(const ut_intern *t, const char *s, size_t len,
                               uint64_t hash)
{
  if (!t->cap)
    return UT_NONE;
  uint32_t j = probe_hashed(t, s, len, hash);
  return t->slot[j] ? t->slot[j] - 1 : UT_NONE;
}

/* The index of the len bytes at s, added when absent: as a copy when
   copy (and the table keeps copies), else as s itself. */
static uint32_t add(ut_intern *t, const char *s, size_t len, bool copy)
{
  if (2 * ((size_t)t->n + 1) > t->cap)
    rehash(t);
  uint32_t j = probe(t, s, len);
  if (t->slot[j])
    return t->slot[j] - 1;
  const char *stored = s;
  if (copy && !t->borrowed) {
    char *c = t->alloc ? t->alloc(t->ctx, len + 1) : ut_malloc(len + 1);
    memcpy(c, s, len);
    c[len] = '\0';
    stored = c;
  }
  t->strs = ut_grow32(t->strs, t->n, &t->capstrs, sizeof *t->strs);
  t->strs[t->n] = stored;
  t->slot[j] = ++t->n;
  return t->n - 1;
}

uint32_t ut_intern_add(ut_intern *t, const char *s, size_t len)
{
  return add(t, s, len, true);
}

uint32_t ut_intern_add_kept(ut_intern *t, const char *s, size_t len)
{
  return add(t, s, len, false);
}
