/* mc-explore.c: on-the-fly breadth-first exploration with hash compaction. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

/*
 * The visited set is an open-addressing table of 64-bit signatures (CMC's
 * hash compaction: a state is known by its signature alone, so two states
 * that collide are merged; with 64 bits the chance is about n^2 / 2^65).
 * In CTL_VISITED_FULL mode every state's bytes are kept as well and a
 * signature clash between different states is counted and resolved by
 * probing on, so the result is exact.  The frontier holds full states
 * until they are expanded.  Everything is in BFS order, hence
 * deterministic.
 */

/* The two halves of a * b, folded (wyhash's mum): 16 bytes of state in
   one multiplication. */
static uint64_t mum(uint64_t a, uint64_t b)
{
#ifdef __SIZEOF_INT128__
  unsigned __int128 r = (unsigned __int128)a * b;
  return (uint64_t)r ^ (uint64_t)(r >> 64);
#else
  uint64_t r = a * b;
  return r ^ (r >> 29) ^ ((a >> 32) * (b >> 32));
#endif
}

/* The last len (< 8) bytes at p as memcpy would put them into a zeroed
   word, read in at most three fixed-size pieces: a memcpy of a variable
   length is a library call, on every state the explorer hashes. */
static uint64_t tail_word(const unsigned char *p, size_t len)
{
  uint64_t w = 0;
#if defined __BYTE_ORDER__ && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  size_t at = 0;
  if (len & 4) {
    uint32_t x;
    memcpy(&x, p, 4);
    w = x;
    at = 4;
  }
  if (len & 2) {
    uint16_t x;
    memcpy(&x, p + at, 2);
    w |= (uint64_t)x << (8 * at);
    at += 2;
  }
  if (len & 1)
    w |= (uint64_t)p[at] << (8 * at);
#else
  memcpy(&w, p, len);
#endif
  return w;
}

uint64_t ctl_hash64(const void *data, size_t len, uint64_t seed)
{
  const unsigned char *p = data;
  uint64_t h = seed ^ (0x9e3779b97f4a7c15u * (len + 1));
  while (len >= 16) {
    uint64_t a, b;
    memcpy(&a, p, 8);
    memcpy(&b, p + 8, 8);
    h = mum(a ^ 0xa0761d6478bd642fu, b ^ h ^ 0xe7037ed1a0b428dbu);
    p += 16;
    len -= 16;
  }
  while (len >= 8) {
    uint64_t w;
    memcpy(&w, p, 8);
    h ^= w * 0xbf58476d1ce4e5b9u;
    h = (h << 31 | h >> 33) * 0x94d049bb133111ebu;
    p += 8;
    len -= 8;
  }
  uint64_t w = tail_word(p, len);
  h ^= w * 0xbf58476d1ce4e5b9u;
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9u;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebu;
  h ^= h >> 31;
  return h;
}

typedef struct byte_buf {
  unsigned char *p;
  size_t n, cap;
} byte_buf;

static size_t buf_put(byte_buf *b, const void *data, size_t len)
{
  if (b->n + len + sizeof(uint32_t) > b->cap) {
    b->cap = (b->n + len + sizeof(uint32_t)) * 2 + 256;
    b->p = ut_realloc(b->p, b->cap);
  }
  size_t at = b->n;
  uint32_t l = (uint32_t)len;
  memcpy(b->p + at, &l, sizeof l);
  memcpy(b->p + at + sizeof l, data, len);
  b->n += sizeof l + len;
  return at;
}

/* The frontier's entries: an 8-byte header holding the length, then the
   state, padded to 8 bytes, so a state read in place is aligned. */
enum { FRONT_HEAD = 8 };

static size_t front_size(size_t len)
{
  return FRONT_HEAD + ((len + 7) & ~(size_t)7);
}

/* Room for one more entry of len bytes; its state goes at
   b->p + b->n + FRONT_HEAD. */
static void front_room(byte_buf *b, size_t len)
{
  size_t need = b->n + front_size(len);
  if (need > b->cap) {
    b->cap = need * 2 + 256;
    b->p = ut_realloc(b->p, b->cap);
  }
}

/* The entry whose state is in place becomes part of the frontier. */
static void front_commit(byte_buf *b, size_t len)
{
  uint32_t l = (uint32_t)len;
  memcpy(b->p + b->n, &l, sizeof l);
  b->n += front_size(len);
}

static void front_put(byte_buf *b, const void *data, size_t len)
{
  front_room(b, len);
  memcpy(b->p + b->n + FRONT_HEAD, data, len);
  front_commit(b, len);
}

typedef struct visited {
  uint64_t *sig;     /* 0 = empty slot */
  uint32_t *index;   /* state index per slot */
  size_t *full;      /* FULL mode: offset of the state's bytes in `store` */
  uint32_t *used;    /* with track_used: the slots filled, in any order */
  size_t cap, n;
  byte_buf store;
  bool keep_full;
  bool track_used;   /* the table outlives the exploration (a scratch) */
  uint64_t collisions;
} visited;

/* What ctl_explore leaves for the next call: the table with every
   signature 0, the buffers empty but allocated. */
struct ctl_explore_scratch {
  visited v;
  byte_buf cur, next;
  uint32_t *efrom, *eto;
  size_t capedges;
  bool busy;       /* an exploration holds the buffers: one that did not
                      return (an internal error caught by the host) left
                      them unknown, so they are not used again */
};

struct ctl_emit {
  const ctl_explorer *x;
  visited *v;
  byte_buf *frontier;   /* where the states found go */
  const byte_buf *expanding; /* the states being expanded */
  uint32_t from;
  uint32_t *efrom, *eto;
  size_t nedges, capedges;
  uint64_t nstates;
  bool over;
  unsigned nsucc;
};

/* Rehash v into a table of ncap slots (a power of 2, at least 2n). */
static void vis_resize(visited *v, size_t ncap)
{
  uint64_t *sig = ut_calloc(ncap, sizeof *sig);
  uint32_t *index = ut_malloc(ncap * sizeof *index);
  size_t *full = v->keep_full ? ut_malloc(ncap * sizeof *full) : NULL;
  uint32_t *used =
      v->track_used ? ut_malloc((ncap / 2 + 1) * sizeof *used) : NULL;
  size_t nused = 0;
  for (size_t i = 0; i < v->cap; i++) {
    if (!v->sig[i])
      continue;
    size_t j = v->sig[i] & (ncap - 1);
    while (sig[j])
      j = (j + 1) & (ncap - 1);
    sig[j] = v->sig[i];
    index[j] = v->index[i];
    if (full)
      full[j] = v->full[i];
    if (used)
      used[nused++] = (uint32_t)j;
  }
  free(v->sig);
  free(v->index);
  free(v->full);
  free(v->used);
  v->sig = sig;
  v->index = index;
  v->full = full;
  v->used = used;
  v->cap = ncap;
}

static void vis_grow(visited *v)
{
  vis_resize(v, v->cap ? v->cap * 2 : 64); /* most functions: a few states */
}

/* Empty the table for the next exploration: only the slots filled are
   zeroed (a retry's table has room for the whole budget). */
static void vis_clear(visited *v)
{
  for (size_t i = 0; i < v->n; i++)
    v->sig[v->used[i]] = 0;
  v->n = 0;
  v->collisions = 0;
}

static void vis_free(visited *v)
{
  free(v->sig);
  free(v->index);
  free(v->full);
  free(v->used);
  free(v->store.p);
}

ctl_explore_scratch *ctl_explore_scratch_new(void)
{
  ctl_explore_scratch *s = ut_calloc(1, sizeof *s);
  s->v.track_used = true;
  return s;
}

void ctl_explore_scratch_free(ctl_explore_scratch *s)
{
  if (!s)
    return;
  if (s->busy) { /* its buffers may have been moved: left alone */
    free(s);
    return;
  }
  vis_free(&s->v);
  free(s->cur.p);
  free(s->next.p);
  free(s->efrom);
  free(s->eto);
  free(s);
}

/* The index of a state, inserting it as `next` if new (*fresh says so). */
static uint32_t vis_lookup(visited *v, const void *st, size_t len,
                           uint32_t next, bool *fresh)
{
  if (2 * (v->n + 1) > v->cap)
    vis_grow(v);
  uint64_t h = ctl_hash64(st, len, 0);
  if (!h)
    h = 1;
  size_t j = h & (v->cap - 1);
  for (; v->sig[j]; j = (j + 1) & (v->cap - 1)) {
    if (v->sig[j] != h)
      continue;
    if (!v->keep_full) {
      *fresh = false;
      return v->index[j];
    }
    uint32_t l;
    memcpy(&l, v->store.p + v->full[j], sizeof l);
    if (l == len && memcmp(v->store.p + v->full[j] + sizeof l, st, len) == 0) {
      *fresh = false;
      return v->index[j];
    }
    v->collisions++;
  }
  v->sig[j] = h;
  v->index[j] = next;
  if (v->used)
    v->used[v->n] = (uint32_t)j;
  if (v->keep_full)
    v->full[j] = buf_put(&v->store, st, len);
  v->n++;
  *fresh = true;
  return next;
}

static uint64_t bytes_used(const struct ctl_emit *e)
{
  const visited *v = e->v;
  return v->cap * (sizeof *v->sig + sizeof *v->index +
                   (v->keep_full ? sizeof *v->full : 0)) +
         v->store.cap + e->frontier->cap + e->expanding->cap +
         e->capedges * 2 * sizeof(uint32_t);
}

static void add_edge(struct ctl_emit *e, uint32_t from, uint32_t to)
{
  if (e->nedges == e->capedges) {
    e->capedges = e->capedges ? 2 * e->capedges : 64;
    e->efrom = ut_realloc(e->efrom, e->capedges * sizeof *e->efrom);
    e->eto = ut_realloc(e->eto, e->capedges * sizeof *e->eto);
  }
  e->efrom[e->nedges] = from;
  e->eto[e->nedges++] = to;
}

/* Emit a state: copied into the frontier when new, unless it was built
   there already (in_place: the room ctl_emit_reserve gave). */
static void emit_state(ctl_emit *e, const void *state, size_t len,
                       bool in_place)
{
  if (e->over)
    return;
  bool fresh;
  uint32_t idx = vis_lookup(e->v, state, len, (uint32_t)e->nstates, &fresh);
  if (fresh) {
    if (e->x->max_states && e->nstates >= e->x->max_states) {
      e->over = true;
      return;
    }
    e->nstates++;
    if (in_place)
      front_commit(e->frontier, len);
    else
      front_put(e->frontier, state, len);
    if (e->x->on_new)
      e->x->on_new(e->x->ctx, idx, state, len);
  }
  add_edge(e, e->from, idx);
  e->nsucc++;
}

void ctl_emit_state(ctl_emit *e, const void *state, size_t len)
{
  emit_state(e, state, len, false);
}

void *ctl_emit_reserve(ctl_emit *e, size_t len)
{
  front_room(e->frontier, len);
  return e->frontier->p + e->frontier->n + FRONT_HEAD;
}

void ctl_emit_reserved(ctl_emit *e, size_t len)
{
  emit_state(e, e->frontier->p + e->frontier->n + FRONT_HEAD, len, true);
}

ctl_explore_result ctl_explore(const ctl_explorer *x, const void *init,
                               size_t len, ctl_kripke *k)
{
  ctl_explore_result r;
  memset(&r, 0, sizeof r);
  memset(k, 0, sizeof *k);
  /* The buffers: the scratch's (a table already zeroed) or this
     call's own. */
  ctl_explore_scratch own;
  memset(&own, 0, sizeof own);
  ctl_explore_scratch *sc =
      x->scratch && x->mode == CTL_VISITED_COMPACT && !x->scratch->busy
          ? x->scratch : &own;
  sc->busy = sc != &own;
  visited v = sc->v;
  v.keep_full = x->mode == CTL_VISITED_FULL;
  if (x->expect_states) { /* the size vis_grow would reach for them */
    size_t cap = 1024;
    while (cap < 2 * (x->expect_states + 1))
      cap *= 2;
    if (v.cap < cap)
      vis_resize(&v, cap);
  }
  /* The frontier in two buffers: the states being expanded (read in
     place: nothing writes there meanwhile) and the states found since,
     expanded next; in the order a single queue would have. */
  byte_buf cur = sc->cur, next = sc->next;
  cur.n = next.n = 0;
  struct ctl_emit e;
  memset(&e, 0, sizeof e);
  e.x = x;
  e.v = &v;
  e.frontier = &next;
  e.expanding = &cur;
  e.efrom = sc->efrom;
  e.eto = sc->eto;
  e.capedges = sc->capedges;
  if (x->expect_states) { /* room for their edges too (a few per state) */
    size_t want = x->expect_states + x->expect_states / 4 + 1;
    if (e.capedges < want) {
      e.capedges = want;
      e.efrom = ut_realloc(e.efrom, e.capedges * sizeof *e.efrom);
      e.eto = ut_realloc(e.eto, e.capedges * sizeof *e.eto);
    }
  }
  bool fresh;
  vis_lookup(&v, init, len, 0, &fresh);
  e.nstates = 1;
  front_put(&next, init, len);
  if (x->on_new)
    x->on_new(x->ctx, 0, init, len);
  size_t pos = 0;
  for (uint32_t s = 0; pos < cur.n || next.n; s++) {
    if (pos >= cur.n) { /* the states found so far are expanded next */
      byte_buf t = cur;
      cur = next;
      next = t;
      next.n = 0;
      pos = 0;
    }
    uint32_t l;
    memcpy(&l, cur.p + pos, sizeof l);
    const unsigned char *st = cur.p + pos + FRONT_HEAD;
    pos += front_size(l);
    e.from = s;
    e.nsucc = 0;
    x->successors(x->ctx, st, l, &e);
    if (!e.nsucc && !e.over)
      add_edge(&e, s, s); /* a dead end loops: the structure stays total */
    uint64_t used = bytes_used(&e);
    if (used > r.bytes)
      r.bytes = used;
    if (e.over) {
      r.status = CTL_EXPLORE_STATE_BUDGET;
      break;
    }
    if (x->max_bytes && used > x->max_bytes) {
      r.status = CTL_EXPLORE_MEMORY_BUDGET;
      break;
    }
  }
  r.states = e.nstates;
  r.edges = e.nedges;
  r.collisions = v.collisions;
  if (r.status == CTL_EXPLORE_DONE &&
      !ctl_kripke_from_edges(k, (uint32_t)e.nstates, 0, e.nedges, e.efrom,
                             e.eto))
    r.status = CTL_EXPLORE_NOMEM;
  if (sc == &own) {
    free(e.efrom);
    free(e.eto);
    free(cur.p);
    free(next.p);
    vis_free(&v);
    return r;
  }
  vis_clear(&v);
  sc->busy = false;
  sc->v = v;
  sc->cur = cur;
  sc->next = next;
  sc->efrom = e.efrom;
  sc->eto = e.eto;
  sc->capedges = e.capedges;
  return r;
}
