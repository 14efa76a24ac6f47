/* ir-pack.c: a function's IR copied into one caller-owned block, and back.
 *
 * The plugin keeps every function of a unit until the unit is lowered.  Kept
 * as the builder leaves it (arrays, arena chunks and string sets from malloc),
 * that IR is interleaved with the compiler's own heap; once freed it leaves
 * holes that the compiler's later allocations touch sparsely, and the peak
 * memory of the compilation grows by about the size of the IR.  A packed
 * function lives in memory the caller takes from outside malloc's heap.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ir.h"
#include "ctlcheck/util.h"

/* Call fn on the address of every string pointer in the function. */
static void each_string(ir_function *f, void (*fn)(const char **, void *),
                        void *ctx)
{
  fn(&f->name, ctx);
  fn(&f->qname, ctx);
  fn(&f->loc.file, ctx);
  for (uint32_t i = 0; i < f->nvars; i++) {
    fn(&f->vars[i].name, ctx);
    fn(&f->vars[i].decl.file, ctx);
    fn(&f->vars[i].init, ctx);
  }
  for (uint32_t i = 0; i < f->nnodes; i++)
    fn(&f->nodes[i].loc.file, ctx);
  for (uint32_t i = 0; i < f->nevents; i++) {
    ir_event *e = &f->events[i];
    fn(&e->loc.file, ctx);
    fn(&e->callee, ctx);
    for (uint32_t a = 0; e->args && a < e->nargs; a++)
      fn(&e->args[a].text, ctx);
    for (uint32_t a = 0; e->attrs && a < e->nattrs; a++) {
      fn(&e->attrs[a].name, ctx);
      for (uint32_t k = 0; k < e->attrs[a].nargs; k++)
        fn(&e->attrs[a].args[k], ctx);
    }
    fn(&e->lhs.text, ctx);
    fn(&e->rhs.text, ctx);
    fn(&e->value.text, ctx);
  }
  for (uint32_t i = 0; i < f->nedges; i++) {
    fn(&f->edges[i].case_lo, ctx);
    fn(&f->edges[i].case_hi, ctx);
  }
}

/*
 * Where each string pointer went: a direct-mapped cache from a source
 * pointer to its result.  The builder interns a function's strings, so one
 * pointer stands for one text many times over (every location's file, a
 * variable's name in each event); a hit skips strlen, hashing and probing.
 * Entries are only ever right: the same pointer is the same text.
 */
enum { MEMO_SLOTS = 64 };
typedef struct str_memo {
  const char *src[MEMO_SLOTS];
  const char *dst[MEMO_SLOTS];
} str_memo;

/* The slot of pointer s. */
static uint32_t memo_slot(const char *s)
{
  uintptr_t h = (uintptr_t)s;
  return (uint32_t)((h ^ h >> 6 ^ h >> 12) & (MEMO_SLOTS - 1));
}

/* The distinct strings of a function, by content (interned, borrowing
   the function's own pointers), and where each goes in the pool. */
typedef struct pack_strings {
  ut_intern set;
  char **dest;    /* per string index: its copy in the pool, or NULL */
  size_t bytes;
  char *next;     /* copy pass: the next free byte of the string pool */
  str_memo memo;  /* count pass: pointers counted; copy pass: their copies */
} pack_strings;

static void count_string(const char **s, void *ctx)
{
  pack_strings *t = ctx;
  if (!*s)
    return;
  uint32_t m = memo_slot(*s);
  if (t->memo.src[m] == *s)
    return; /* counted */
  t->memo.src[m] = *s;
  size_t len = strlen(*s);
  uint32_t n = t->set.n;
  if (ut_intern_add(&t->set, *s, len) == n)
    t->bytes += len + 1;
}

/* Point *s at its copy in the pool, copying the string the first time
   (every string is in the set already). */
static void move_string(const char **s, void *ctx)
{
  pack_strings *t = ctx;
  if (!*s)
    return;
  uint32_t m = memo_slot(*s);
  if (t->memo.src[m] == *s) {
    *s = t->memo.dst[m];
    return;
  }
  size_t len = strlen(*s);
  uint32_t i = ut_intern_find(&t->set, *s, len);
  if (!t->dest[i]) {
    memcpy(t->next, *s, len + 1);
    t->dest[i] = t->next;
    t->next += len + 1;
  }
  t->memo.src[m] = *s;
  t->memo.dst[m] = t->dest[i];
  *s = t->dest[i];
}

static size_t align16(size_t n)
{
  return (n + 15) & ~(size_t)15;
}

/* Bytes of the fixed part: the header and the four arrays. */
static size_t arrays_size(const ir_function *fn)
{
  return align16(sizeof *fn) + align16(fn->nvars * sizeof *fn->vars) +
         align16(fn->nnodes * sizeof *fn->nodes) +
         align16(fn->nevents * sizeof *fn->events) +
         align16(fn->nedges * sizeof *fn->edges);
}

/* Bytes of the events' argument arrays and attribute facts. */
static size_t args_size(const ir_function *fn)
{
  size_t n = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->args)
      n += align16(e->nargs * sizeof *e->args);
    if (e->attrs)
      n += align16(e->nattrs * sizeof *e->attrs);
    for (uint32_t a = 0; e->attrs && a < e->nattrs; a++)
      n += align16(e->attrs[a].nargs * sizeof *e->attrs[a].args);
  }
  return n;
}

/* Copy n bytes to *at and advance it by their aligned size. */
static void *place(unsigned char **at, const void *src, size_t n)
{
  void *p = *at;
  if (n)
    memcpy(p, src, n);
  *at += align16(n);
  return p;
}

ir_function *ir_function_pack(const ir_function *fn,
                              void *(*alloc)(void *ctx, size_t size),
                              void *ctx)
{
  pack_strings t = {0};
  ut_intern_init_borrowed(&t.set);
  each_string((ir_function *)fn, count_string, &t);
  unsigned char *at = alloc(ctx, arrays_size(fn) + args_size(fn) + t.bytes);
  if (!at || ((uintptr_t)at & 15)) {
    ut_intern_free(&t.set);
    return NULL;
  }
  t.dest = ut_calloc((size_t)t.set.n + 1, sizeof *t.dest);
  ir_function *p = place(&at, fn, sizeof *fn);
  p->vars = place(&at, fn->vars, fn->nvars * sizeof *fn->vars);
  p->nodes = place(&at, fn->nodes, fn->nnodes * sizeof *fn->nodes);
  p->events = place(&at, fn->events, fn->nevents * sizeof *fn->events);
  p->edges = place(&at, fn->edges, fn->nedges * sizeof *fn->edges);
  for (uint32_t i = 0; i < p->nevents; i++) {
    ir_event *e = &p->events[i];
    if (e->args)
      e->args = place(&at, e->args, e->nargs * sizeof *e->args);
    if (e->attrs)
      e->attrs = place(&at, e->attrs, e->nattrs * sizeof *e->attrs);
    for (uint32_t a = 0; e->attrs && a < e->nattrs; a++)
      e->attrs[a].args = e->attrs[a].nargs
                             ? place(&at, e->attrs[a].args,
                                     e->attrs[a].nargs * sizeof *e->attrs[a].args)
                             : NULL;
  }
  p->arena = NULL;
  p->cap_vars = p->nvars;
  p->cap_nodes = p->nnodes;
  p->cap_events = p->nevents;
  p->cap_edges = p->nedges;
  t.next = (char *)at; /* the string pool ends the block */
  memset(&t.memo, 0, sizeof t.memo);
  each_string(p, move_string, &t);
  ut_intern_free(&t.set);
  free(t.dest);
  return p;
}

/* The function unpacked, and where its strings went so far. */
typedef struct unpack_strings {
  ir_function *fn;
  str_memo memo;
} unpack_strings;

/* Give a string of a packed function a home in the new function's arena. */
static void own_string(const char **s, void *ctx)
{
  unpack_strings *u = ctx;
  if (!*s)
    return;
  uint32_t m = memo_slot(*s);
  if (u->memo.src[m] != *s) {
    u->memo.src[m] = *s;
    u->memo.dst[m] = ir_strdup(u->fn, *s);
  }
  *s = u->memo.dst[m];
}

/* A malloc'ed copy of n elements, with room for one at least (the
   capacity unpack gives an empty array). */
static void *copy_array(const void *src, uint32_t n, size_t size)
{
  void *p = ut_malloc((n ? n : 1) * size);
  if (n)
    memcpy(p, src, n * size);
  return p;
}

ir_function *ir_function_unpack(const ir_function *packed)
{
  ir_function *fn = ir_function_new(packed->name, packed->loc);
  free(fn->nodes); /* ENTRY and EXIT come with the packed nodes */
  ir_arena *arena = fn->arena;
  *fn = *packed;
  fn->arena = arena;
  fn->vars = copy_array(packed->vars, packed->nvars, sizeof *fn->vars);
  fn->nodes = copy_array(packed->nodes, packed->nnodes, sizeof *fn->nodes);
  fn->events = copy_array(packed->events, packed->nevents, sizeof *fn->events);
  fn->edges = copy_array(packed->edges, packed->nedges, sizeof *fn->edges);
  fn->cap_vars = fn->nvars ? fn->nvars : 1;
  fn->cap_nodes = fn->nnodes ? fn->nnodes : 1;
  fn->cap_events = fn->nevents ? fn->nevents : 1;
  fn->cap_edges = fn->nedges ? fn->nedges : 1;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    ir_event *e = &fn->events[i];
    e->attrs = ir_attrs_copy(fn, e->attrs, e->nattrs);
    if (!e->args)
      continue;
    ir_operand *args = ir_alloc(fn, e->nargs * sizeof *args);
    if (e->nargs)
      memcpy(args, e->args, e->nargs * sizeof *args);
    e->args = args;
  }
  unpack_strings u = {.fn = fn};
  each_string(fn, own_string, &u);
  return fn;
}
