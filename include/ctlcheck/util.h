/* util.h: the base every part uses: allocation, growable arrays, one hash,
   string interning, SCC over a CSR graph, a forward worklist solver. */
#ifndef CTLCHECK_UTIL_H
#define CTLCHECK_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define UT_NONE UINT32_MAX

/* ------------------------------------------------------------- allocation */

/* Allocation that never returns NULL: on out-of-memory it prints
   "ctlcheck: out of memory (N bytes)" on stderr and aborts.  A size of 0
   allocates 1 byte.  APIs that report out-of-memory to their callers
   (ctl_explore's budgets) use malloc themselves and check it. */
void *ut_malloc(size_t n);
void *ut_calloc(size_t n, size_t size);
void *ut_realloc(void *p, size_t n);
char *ut_strdup(const char *s);
char *ut_strndup(const char *s, size_t n);
/* Stop with the out-of-memory message (for code that checked itself). */
#ifdef __cplusplus
[[noreturn]] void ut_oom(size_t n); /* the plugin reads this header too */
#else
_Noreturn void ut_oom(size_t n);
#endif

/* Grow array `arr` of `size`-byte elements so that index n fits: doubles
   *cap (from 16) when n >= *cap.  Returns the (maybe moved) array. */
void *ut_grow(void *arr, size_t n, size_t *cap, size_t size);
/* The same for 32-bit counts. */
void *ut_grow32(void *arr, uint32_t n, uint32_t *cap, size_t size);

/* Bump allocation from malloc'ed chunks, freed all at once: for data
   that lives and dies together (a function's IR, a compiled pack's rules).
   Blocks are zeroed and 16-byte aligned; a chunk holds 16 KiB, or one
   larger block.  A zeroed ut_chunks is empty. */
typedef struct ut_chunk ut_chunk;
typedef struct ut_chunks {
  ut_chunk *head;
} ut_chunks;
void *ut_chunks_alloc(ut_chunks *c, size_t size);
char *ut_chunks_strndup(ut_chunks *c, const char *s, size_t n);
void ut_chunks_free(ut_chunks *c);

/* ------------------------------------------------------------------ hash */

/* FNV-1a, 64 bits: the one hash of ctlcheck (tables, fingerprints, file
   names).  Start from UT_HASH_INIT and feed bytes; the value for given
   bytes never changes between releases (SARIF fingerprints depend on it). */
#define UT_HASH_INIT UINT64_C(14695981039346656037)
uint64_t ut_hash_bytes(uint64_t h, const void *data, size_t len);
uint64_t ut_hash_str(uint64_t h, const char *s);
/* Mix in a field separator (0xff), so ("ab","c") and ("a","bc") differ. */
uint64_t ut_hash_sep(uint64_t h);

/* ------------------------------------------------------- string interning */

/*
 * A set of strings, each with a dense index (0, 1, ... in order of
 * insertion) and one stored copy, so equal strings share one pointer.
 * Copies are stored with `alloc(ctx, size)` when set (an arena), else
 * with ut_malloc and freed by ut_intern_free.  Strings may hold any byte
 * but NUL.  Lookup and insertion are O(1) expected.
 */
typedef struct ut_intern {
  const char **strs; /* by index */
  uint32_t *slot;    /* open addressing: index + 1, or 0 when empty */
  uint32_t n, cap;   /* strings; slots (a power of two) */
  uint32_t capstrs;
  void *(*alloc)(void *ctx, size_t size);
  void *ctx;
  bool borrowed;     /* strings are the caller's, not copies */
} ut_intern;

void ut_intern_init(ut_intern *t, void *(*alloc)(void *ctx, size_t size),
                    void *ctx);
/* A table that keeps the caller's pointers instead of copies: each string
   added must be NUL-terminated at its length and outlive the table. */
void ut_intern_init_borrowed(ut_intern *t);
void ut_intern_free(ut_intern *t);
/* Room for n strings in all, so adding up to n rehashes nothing. */
void ut_intern_reserve(ut_intern *t, uint32_t n);
/* Index of the len bytes at s, added when absent. */
uint32_t ut_intern_add(ut_intern *t, const char *s, size_t len);
/* ut_intern_add, but a new string is stored as s itself, not a copy: s
   must be NUL-terminated at len and outlive t, whose strings must not be
   freed one by one (made with an allocator, or borrowed). */
uint32_t ut_intern_add_kept(ut_intern *t, const char *s, size_t len);
/* Make the empty table t hold the n strings strs (kept as ut_intern_add_kept
   keeps them) placed in the cap slots slot as a table of these strings
   places them (the hash never changes): t takes both arrays, malloc'ed.
   False, and t left empty, when the slots cannot be such a table. */
bool ut_intern_adopt(ut_intern *t, const char **strs, uint32_t n,
                     uint32_t *slot, uint32_t cap);
/* Index of the len bytes at s, or UT_NONE. */
uint32_t ut_intern_find(const ut_intern *t, const char *s, size_t len);
/* The hash every table places s by: looking one string up in several
   tables hashes it once (ut_intern_find_hashed). */
uint64_t ut_intern_hash(const char *s, size_t len);
uint32_t ut_intern_find_hashed(const ut_intern *t, const char *s, size_t len,
                               uint64_t hash);
/* The stored copy of string i (NUL-terminated). */
static inline const char *ut_intern_str(const ut_intern *t, uint32_t i)
{
  return t->strs[i];
}

/* ------------------------------------------------------------------- SCC */

/*
 * Strongly connected components of a graph in CSR form: the successors of
 * v are succ[off[v] .. off[v+1]).  Tarjan's algorithm with an explicit
 * stack (10^7 nodes in a chain cost memory, not C stack).  Component c
 * holds the nodes order[comp_off[c] .. comp_off[c+1]); comp[v] is the
 * component of v.  Components are numbered sinks first (reverse
 * topological order: every edge leaving a component goes to one with a
 * smaller number), and roots are tried in index order, so the result is
 * deterministic.
 */
typedef struct ut_scc {
  uint32_t ncomp;
  uint32_t *order, *comp_off, *comp;
} ut_scc;

void ut_scc_build(uint32_t n, const uint32_t *off, const uint32_t *succ,
                  ut_scc *out);
void ut_scc_free(ut_scc *s);

/* -------------------------------------------------------------- worklist */

/*
 * A forward dataflow solver over a CSR graph (successors of v are
 * succ[off[v] .. off[v+1])).  Facts are blocks of `size` bytes, one per
 * node: the fact at the node's entry.  Only nodes reachable from `entry`
 * get a fact: the first time a node is reached its fact is a copy of what
 * arrives, later arrivals are joined into it.  The caller gives:
 *  - transfer(ctx, v, fact): turn the fact at v's entry into the fact at
 *    its exit, in place (on a scratch copy);
 *  - join(ctx, dst, src): dst = dst joined with src; returns whether dst
 *    changed.
 * The worklist is a FIFO seeded with `entry`, so results are
 * deterministic.  facts[entry] must hold the entry fact; reached[v] says
 * which nodes got one (both arrays have n entries).  Returns the number
 * of transfer calls.
 */
typedef struct ut_dataflow {
  uint32_t n;
  const uint32_t *off, *succ;
  size_t size;
  void (*transfer)(void *ctx, uint32_t v, void *fact);
  bool (*join)(void *ctx, void *dst, const void *src);
  void *ctx;
} ut_dataflow;

uint64_t ut_dataflow_solve(const ut_dataflow *df, uint32_t entry,
                           void *facts, bool *reached);

/* Seconds on a monotonic clock (differences only mean something). */
double ut_seconds(void);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_UTIL_H */
