/* test-util.c: the shared base: hash, interning, SCC, dataflow, errors, growth. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/error.h"
#include "ctlcheck/util.h"
#include "../tap.h"

/* FNV-1a 64 of known strings (the published test vectors). */
static void test_hash(void)
{
  tap_ok(ut_hash_str(UT_HASH_INIT, "") == UINT64_C(0xcbf29ce484222325),
         "hash of the empty string is the FNV-1a offset basis");
  tap_ok(ut_hash_str(UT_HASH_INIT, "a") == UINT64_C(0xaf63dc4c8601ec8c),
         "hash of \"a\" is FNV-1a 64");
  tap_ok(ut_hash_bytes(UT_HASH_INIT, "foobar", 6) ==
             UINT64_C(0x85944171f73967e8),
         "hash of \"foobar\" is FNV-1a 64");
  tap_ok(ut_hash_sep(ut_hash_str(UT_HASH_INIT, "ab")) !=
             ut_hash_str(ut_hash_sep(ut_hash_str(UT_HASH_INIT, "a")), "b"),
         "a separator keeps (ab) and (a, b) apart");
}

/* A table made from t's strings and slots (as the compiled rule pack
   reads its names) finds what t finds; slots of no table are refused. */
static void test_intern_adopt(const ut_intern *t)
{
  ut_intern u;
  ut_intern_init_borrowed(&u);
  const char **strs = ut_malloc(t->n * sizeof *strs);
  uint32_t *slot = ut_malloc(t->cap * sizeof *slot);
  memcpy(strs, t->strs, t->n * sizeof *strs);
  memcpy(slot, t->slot, t->cap * sizeof *slot);
  tap_ok(ut_intern_adopt(&u, strs, t->n, slot, t->cap), "a table adopted");
  tap_ok(ut_intern_find(&u, "s4997", 5) == 4999 &&
             ut_intern_find(&u, "alpha", 5) == 0 &&
             ut_intern_find(&u, "s5000", 5) == UT_NONE,
         "finds what its source finds");
  tap_is_int(ut_intern_add(&u, "new", 3), 5000, "and grows");
  ut_intern_free(&u);
  ut_intern_init_borrowed(&u);
  slot = ut_calloc(64, sizeof *slot);
  slot[3] = 2; /* index 1 of 1 string */
  tap_ok(!ut_intern_adopt(&u, ut_calloc(1, sizeof *strs), 1, slot, 64) &&
             u.n == 0,
         "a slot past the strings is refused");
}

static void test_intern(void)
{
  ut_intern t;
  ut_intern_init(&t, NULL, NULL);
  uint32_t a = ut_intern_add(&t, "alpha", 5);
  uint32_t b = ut_intern_add(&t, "beta-long", 4); /* "beta" */
  tap_is_int(a, 0, "first string gets index 0");
  tap_is_int(b, 1, "second string gets index 1");
  tap_is_int(ut_intern_add(&t, "alpha", 5), 0, "same string, same index");
  tap_is_str(ut_intern_str(&t, 1), "beta", "a prefix is stored NUL-terminated");
  tap_is_int(ut_intern_find(&t, "gamma", 5), UT_NONE, "absent string not found");
  tap_is_int(ut_intern_find(&t, "alph", 4), UT_NONE, "a prefix is another string");
  char buf[16];
  for (int i = 0; i < 1000; i++) {
    snprintf(buf, sizeof buf, "s%d", i);
    ut_intern_add(&t, buf, strlen(buf));
  }
  tap_is_int(ut_intern_find(&t, "s999", 4), 1001, "indices stay dense through growth");
  tap_is_str(ut_intern_str(&t, 0), "alpha", "strings survive rehashing");
  ut_intern_reserve(&t, 5000);
  uint32_t cap = t.cap;
  tap_is_int(ut_intern_find(&t, "s500", 4), 502, "reserving keeps the strings");
  for (int i = 1000; i < 4998; i++) {
    snprintf(buf, sizeof buf, "s%d", i);
    ut_intern_add(&t, buf, strlen(buf));
  }
  tap_ok(t.n == 5000 && t.cap == cap, "up to the reserved count, no rehash");
  tap_is_int(ut_intern_find(&t, "s4997", 5), 4999, "indices stay dense");
  tap_ok(ut_intern_find_hashed(&t, "s4997", 5, ut_intern_hash("s4997", 5)) ==
                 4999 &&
             ut_intern_find_hashed(&t, "s5000", 5,
                                   ut_intern_hash("s5000", 5)) == UT_NONE,
         "a string hashed once is found as by ut_intern_find");
  test_intern_adopt(&t);
  ut_intern_free(&t);
}

/* 0 -> 1 -> 2 -> 1, 2 -> 3, 4 alone with a self-loop. */
static void test_scc(void)
{
  uint32_t off[] = {0, 1, 2, 4, 4, 5};
  uint32_t succ[] = {1, 2, 1, 3, 4};
  ut_scc s;
  ut_scc_build(5, off, succ, &s);
  tap_is_int(s.ncomp, 4, "four components");
  tap_ok(s.comp[1] == s.comp[2], "1 and 2 share a component");
  tap_ok(s.comp[3] < s.comp[1] && s.comp[1] < s.comp[0],
         "components are numbered sinks first");
  tap_is_int(s.order[0], 3, "the sink comes out first");
  ut_scc_free(&s);
}

/* Reaching "bits set on every path": a diamond 0 -> {1, 2} -> 3. */
static void transfer(void *ctx, uint32_t v, void *fact)
{
  (void)ctx;
  *(unsigned *)fact |= 1u << v;
}

static bool join(void *ctx, void *dst, const void *src)
{
  (void)ctx;
  unsigned *d = dst, old = *d;
  *d &= *(const unsigned *)src;
  return *d != old;
}

static void test_dataflow(void)
{
  uint32_t off[] = {0, 2, 3, 4, 4, 4};
  uint32_t succ[] = {1, 2, 3, 3};
  unsigned facts[5] = {0};
  bool reached[5];
  ut_dataflow df = {5, off, succ, sizeof(unsigned), transfer, join, NULL};
  uint64_t n = ut_dataflow_solve(&df, 0, facts, reached);
  tap_is_int(facts[3], 1u, "only the entry is on every path into the join");
  tap_ok(reached[3] && !reached[4], "unreachable nodes get no fact");
  tap_is_int((long long)n, 4, "each reachable node transferred once");
}

static void test_error(void)
{
  ctl_error e = {0};
  ctl_error_clear(&e);
  tap_ok(!ctl_error_is_set(&e), "a cleared error is not set");
  tap_ok(!ctl_error_set(&e, "f.rules", 3, 7, "expected '%s'", "}"),
         "the funnel returns false");
  ctl_error_set(&e, "g", 1, 1, "later");
  tap_is_str(e.text, "expected '}'", "the first error wins");
  tap_is_int(e.line, 3, "its line is kept");
}

static void test_grow(void)
{
  size_t cap = 0;
  int *v = NULL;
  for (size_t i = 0; i < 100; i++) {
    v = ut_grow(v, i, &cap, sizeof *v);
    v[i] = (int)i;
  }
  tap_ok(cap >= 100 && v[99] == 99, "ut_grow keeps room for every index");
  free(v);
  char *d = ut_strndup("abcdef", 3);
  tap_is_str(d, "abc", "ut_strndup copies n bytes");
  free(d);
}

static void test_chunks(void)
{
  ut_chunks c = {0};
  unsigned char *a = ut_chunks_alloc(&c, 3);
  unsigned char *b = ut_chunks_alloc(&c, 40000); /* a chunk of its own */
  char *s = ut_chunks_strndup(&c, "abcdef", 3);
  bool zero = true;
  for (size_t i = 0; i < 40000; i++)
    zero &= b[i] == 0;
  tap_ok(a[0] == 0 && a[2] == 0 && zero, "chunk blocks are zeroed");
  tap_ok(((uintptr_t)a & 15) == 0 && ((uintptr_t)b & 15) == 0 &&
             ((uintptr_t)s & 15) == 0,
         "and 16-byte aligned");
  tap_is_str(s, "abc", "a string copy ends at its length");
  ut_chunks_free(&c);
  tap_ok(c.head == NULL, "freed all at once, empty again");
}

int main(void)
{
  test_hash();
  test_intern();
  test_scc();
  test_dataflow();
  test_error();
  test_grow();
  test_chunks();
  return tap_done();
}
