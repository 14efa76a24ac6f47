/* rl-compiled.c: a rule set as bytes, written once at build time and read per unit without parsing. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rl-private.h"

/*
 * GCC runs one cc1 per unit, so the shipped pack used to be lexed and
 * parsed for every unit (8 M instructions, most of an empty unit's extra).
 * rules/pack-compile parses it at build time and writes the resolved set
 * with rl_set_compile; the plugin reads it back with rl_set_new_compiled.
 *
 * One transfer function per structure serves both ways (x->in: reading):
 * it names every field once, in one order, so the writer and the reader
 * cannot disagree.  Numbers are 32-bit little-endian; a string is its
 * length + 1 then its bytes and a NUL (0: NULL); an array is its count then its
 * elements.  What rl_set_resolve derives (family tables, name flags,
 * zero_count) is not written: the reader resolves again, which gives the
 * same set (resolution is idempotent: rules= files rely on it too).
 * Library files are written as their index in the shipped list, with what
 * their scan found, so they are not scanned per unit either, and with
 * their family and pair statements as operations (rl-ops.c), which a
 * unit that loads the library applies instead of parsing its text.  Read, the
 * rules live in the set's chunks (rules never change once loaded;
 * rl_set.nchunked says which are there), so reading them is mostly
 * bumping a pointer, and their strings and the interned names are
 * pointers into the bytes (the plugin's are static; a caller's must
 * outlive the set), not copies.
 */

/* Written first: the format (bump it with any change of the layout). */
#define RL_COMPILED_MAGIC UINT32_C(0x43544c04)

#if defined(__x86_64__) && defined(__LP64__)
/* A field added to one of these must be written and read below: their
   sizes on x86-64 say when one was (update the size with the io_ code).
   Caches made while checking (rl_rule_priv.prepared and truth) are not
   written: they start empty. */
_Static_assert(sizeof(rl_pat) == 136, "rl_pat changed: see io_pat");
_Static_assert(sizeof(rl_rule_priv) == 184, "rl_rule_priv changed: io_rule");
_Static_assert(sizeof(rl_prop) == 32, "rl_prop changed: see io_rule");
_Static_assert(sizeof(rl_family) == 88, "rl_family changed: io_family");
_Static_assert(sizeof(rl_pair) == 40, "rl_pair changed: see io_pairs");
_Static_assert(sizeof(rl_lib) == 216, "rl_lib changed: see io_lib");
_Static_assert(sizeof(struct rl_set) == 424, "rl_set changed: see io_set");
_Static_assert(sizeof(ctl_formula) == 48, "ctl_formula changed: io_formula");
#endif

typedef struct rl_io {
  bool in;                  /* reading */
  unsigned char *buf;       /* writing: the bytes so far */
  size_t n, cap;
  const unsigned char *p, *end; /* reading: what is left */
  bool bad;                 /* reading: truncated or inconsistent */
  ut_chunks *chunks;        /* reading: where a rule's parts go (they
                               never change once read), or NULL: malloc */
} rl_io;

/* The shipped library files (rl-pack.c). */
extern const char *const rl_lib_names[];
extern const char *const rl_lib_texts[];

static void io_bytes(rl_io *x, void *v, size_t n)
{
  if (x->in) {
    if ((size_t)(x->end - x->p) < n) {
      x->bad = true;
      memset(v, 0, n);
      return;
    }
    memcpy(v, x->p, n);
    x->p += n;
    return;
  }
  x->buf = ut_grow(x->buf, x->n + n, &x->cap, 1);
  memcpy(x->buf + x->n, v, n);
  x->n += n;
}

/* A 32-bit number when the bytes are short or being written. */
static void io_u32_slow(rl_io *x, uint32_t *v)
{
  unsigned char b[4] = {(unsigned char)*v, (unsigned char)(*v >> 8),
                        (unsigned char)(*v >> 16), (unsigned char)(*v >> 24)};
  io_bytes(x, b, 4);
  *v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
       (uint32_t)b[3] << 24;
}

/* A 32-bit number; reading, inline (most of what the reader does). */
static inline void io_u32(rl_io *x, uint32_t *v)
{
  if (x->in && x->end - x->p >= 4) {
    const unsigned char *b = x->p;
    *v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
         (uint32_t)b[3] << 24;
    x->p += 4;
    return;
  }
  io_u32_slow(x, v);
}

/* A bool, or an enum, through a 32-bit number. */
#define IO_AS_U32(x, field)                                                    \
  do {                                                                         \
    uint32_t t_ = (uint32_t)(field);                                           \
    io_u32(x, &t_);                                                            \
    (field) = t_;                                                              \
  } while (0)

/* A count that sizes an array: at most what the bytes left could hold. */
static uint32_t io_count(rl_io *x, uint32_t n)
{
  io_u32(x, &n);
  if (x->in && n > (size_t)(x->end - x->p)) {
    x->bad = true;
    return 0;
  }
  return n;
}

/* A string: its length + 1 (0: NULL), then its bytes and a NUL.  Read,
   a pointer into the bytes (which outlive the set) when keep, else a
   copy. */
static void io_str_at(rl_io *x, char **s, bool keep)
{
  uint32_t n = *s ? (uint32_t)strlen(*s) + 1 : 0;
  io_u32(x, &n);
  if (!x->in) {
    if (n)
      io_bytes(x, *s, n);
    return;
  }
  if (n && (n > (size_t)(x->end - x->p) || x->p[n - 1])) {
    x->bad = true;
    n = 0;
  }
  *s = !n ? NULL
     : keep ? (char *)x->p
            : ut_strndup((const char *)x->p, n - 1);
  x->p += n;
}

/* A string of the set: kept in the bytes when it is a rule's (x->chunks
   set: freed with the chunks, never one by one), else a copy. */
static void io_str(rl_io *x, char **s)
{
  io_str_at(x, s, x->chunks != NULL);
}

/* A const char * field the set owns. */
#define IO_CSTR(x, field)                                                      \
  do {                                                                         \
    char *t_ = (char *)(field);                                                \
    io_str(x, &t_);                                                            \
    (field) = t_;                                                              \
  } while (0)

/* n zeroed elements of size each, for reading. */
static void *io_new(rl_io *x, uint32_t n, size_t size)
{
  return x->chunks ? ut_chunks_alloc(x->chunks, (size_t)n * size)
                   : ut_calloc(n, size);
}

/* An array of n elements of size each, allocated when reading. */
static void *io_array(rl_io *x, void *arr, uint32_t n, size_t size)
{
  return x->in ? (n ? io_new(x, n, size) : NULL) : arr;
}

/* Room for an interned string of a set read from bytes (ut_intern_init). */
static void *chunk_alloc(void *chunks, size_t size)
{
  return ut_chunks_alloc(chunks, size);
}

/* An interning table: its count, its slots, then its strings in index
   order.  Read, the table keeps pointers into the bytes and its slots as
   written (no string hashed), and later copies in the set's chunks. */
static void io_intern(rl_io *x, ut_intern *t, ut_chunks *chunks)
{
  if (x->in)
    ut_intern_init(t, chunk_alloc, chunks);
  uint32_t n = io_count(x, t->n), cap = io_count(x, t->cap);
  uint32_t *slot = x->in ? ut_calloc(cap, sizeof *slot) : t->slot;
  for (uint32_t j = 0; j < cap; j++)
    io_u32(x, &slot[j]);
  const char **strs = x->in ? ut_calloc(n, sizeof *strs) : t->strs;
  for (uint32_t i = 0; i < n && !x->bad; i++) {
    char *s = (char *)strs[i];
    io_str_at(x, &s, true);
    x->bad |= !s;
    strs[i] = s;
  }
  if (!x->in)
    return;
  if (x->bad) {
    free(strs);
    free(slot);
  } else if (!ut_intern_adopt(t, strs, n, slot, cap)) {
    x->bad = true; /* slots of no such table: adopt freed both */
  }
}

static void io_arg(rl_io *x, rl_arg *a)
{
  IO_AS_U32(x, a->kind);
  io_str(x, &a->text);
}

/* Whether there is a node at p (a flag before each tree node): read,
   whether to read one; false once the bytes went bad. */
static bool io_some(rl_io *x, const void *p)
{
  bool some = p != NULL;
  IO_AS_U32(x, some);
  return some && !x->bad;
}

/* A pattern tree. */
static void io_pat(rl_io *x, rl_pat **pp)
{
  if (!io_some(x, *pp))
    return;
  if (x->in)
    *pp = io_new(x, 1, sizeof **pp);
  rl_pat *p = *pp;
  IO_AS_U32(x, p->kind);
  io_pat(x, &p->l);
  io_pat(x, &p->r);
  p->nnames = io_count(x, p->nnames);
  p->names = io_array(x, p->names, p->nnames, sizeof *p->names);
  p->ids = io_array(x, p->ids, p->nnames, sizeof *p->ids);
  for (uint32_t i = 0; i < p->nnames; i++) {
    io_str(x, &p->names[i]);
    io_u32(x, &p->ids[i]);
  }
  p->nargs = io_count(x, p->nargs);
  p->args = io_array(x, p->args, p->nargs, sizeof *p->args);
  for (uint32_t i = 0; i < p->nargs; i++)
    io_arg(x, &p->args[i]);
  io_arg(x, &p->result);
  IO_AS_U32(x, p->var_mentioned);
  IO_AS_U32(x, p->write_only);
  IO_AS_U32(x, p->const_only);
  IO_AS_U32(x, p->guard_only);
  IO_AS_U32(x, p->own_only);
  IO_AS_U32(x, p->implicit_too);
  IO_AS_U32(x, p->may_too);
  IO_AS_U32(x, p->exact_only);
  IO_AS_U32(x, p->memory_only);
  io_arg(x, &p->operand);
  IO_AS_U32(x, p->cmp);
  io_str(x, &p->key);
  io_u32(x, &p->key_id);
}

/* A formula tree, resolved (CTL_AP nodes carry their prop index). */
static void io_formula(rl_io *x, ctl_formula **fp)
{
  if (!io_some(x, *fp))
    return;
  if (x->in)
    *fp = io_new(x, 1, sizeof **fp);
  ctl_formula *f = *fp;
  IO_AS_U32(x, f->op);
  io_str(x, &f->name);
  io_u32(x, &f->ap);
  io_formula(x, &f->l);
  io_formula(x, &f->r);
  io_u32(x, &f->line);
  io_u32(x, &f->col);
}

static void io_rule_pub(rl_io *x, rl_rule *r)
{
  IO_CSTR(x, r->id);
  IO_CSTR(x, r->file);
  io_u32(x, &r->line);
  io_u32(x, &r->cwe);
  IO_AS_U32(x, r->severity);
  IO_CSTR(x, r->summary);
  IO_CSTR(x, r->message);
  IO_CSTR(x, r->help);
  IO_CSTR(x, r->formula);
  IO_CSTR(x, r->gcc_warning);
  IO_AS_U32(x, r->enabled);
}

static void io_rule(rl_io *x, rl_rule_priv *r)
{
  io_rule_pub(x, &r->pub);
  io_str(x, &r->var);
  io_u32(x, &r->var_kinds);
  r->nprops = io_count(x, r->nprops);
  r->props = io_array(x, r->props, r->nprops, sizeof *r->props);
  for (uint32_t i = 0; i < r->nprops && !x->bad; i++) {
    rl_prop *pr = &r->props[i];
    io_str(x, &pr->name);
    io_pat(x, &pr->pat);
    io_u32(x, &pr->line);
    io_u32(x, &pr->col);
    io_str(x, &pr->event);
  }
  io_formula(x, &r->formula);
  io_str(x, &r->final_event);
  io_str(x, &r->declared_event);
  io_u32(x, &r->story_prop);
  io_u32(x, &r->report_prop);
  r->ntags = io_count(x, r->ntags);
  r->tags = io_array(x, r->tags, r->ntags, sizeof *r->tags);
  for (uint32_t i = 0; i < r->ntags; i++)
    io_str(x, &r->tags[i]);
  IO_AS_U32(x, r->default_off);
  IO_AS_U32(x, r->cfg_only);
  IO_AS_U32(x, r->branches_only);
  IO_AS_U32(x, r->values_only);
  IO_AS_U32(x, r->fatal);
  IO_AS_U32(x, r->after_fatal_drop);
}

/* A family as its definitions say (the table is rl_set_resolve's). */
static void io_family(rl_io *x, rl_family *f)
{
  io_str(x, &f->name);
  IO_AS_U32(x, f->defined);
  io_str(x, &f->ref_file);
  io_u32(x, &f->ref_line);
  io_u32(x, &f->ref_col);
  f->nmembers = io_count(x, f->nmembers);
  if (x->in)
    f->capmembers = f->nmembers;
  f->members = io_array(x, f->members, f->nmembers, sizeof *f->members);
  for (uint32_t i = 0; i < f->nmembers; i++) {
    io_u32(x, &f->members[i].name);
    io_u32(x, &f->members[i].pos);
    io_u32(x, &f->members[i].deref);
    if (x->in)
      f->members[i].lib = false; /* the compiled pack holds no library */
  }
  f->nincl = io_count(x, f->nincl);
  f->incl = io_array(x, f->incl, f->nincl, sizeof *f->incl);
  for (uint32_t i = 0; i < f->nincl; i++)
    io_u32(x, &f->incl[i]);
  io_u32(x, &f->attrs);
}

static void io_pairs(rl_io *x, rl_pair **pairs, uint32_t *n, uint32_t *cap)
{
  *n = io_count(x, *n);
  if (x->in)
    *cap = *n;
  *pairs = io_array(x, *pairs, *n, sizeof **pairs);
  for (uint32_t i = 0; i < *n; i++) {
    rl_pair *p = &(*pairs)[i];
    io_u32(x, &p->alloc);
    io_u32(x, &p->dealloc);
    io_str(x, &p->file);
    io_u32(x, &p->line);
    io_u32(x, &p->col);
    io_u32(x, &p->aline);
    io_u32(x, &p->acol);
    io_u32(x, &p->dline);
    io_u32(x, &p->dcol);
  }
}

/* One family or pair operation (rl-ops.c); read, its text points into
   the bytes. */
static void io_op(rl_io *x, rl_op *op)
{
  IO_AS_U32(x, op->kind);
  x->bad |= x->in && op->kind >= RL_OP_N;
  io_str_at(x, &op->text, true);
  io_u32(x, &op->f);
  io_u32(x, &op->g);
  io_u32(x, &op->h);
  io_u32(x, &op->line);
  io_u32(x, &op->col);
  io_u32(x, &op->aline);
  io_u32(x, &op->acol);
  io_u32(x, &op->dline);
  io_u32(x, &op->dcol);
}

/* Library l's family and pair statements as operations, from parsing its
   text into a scratch set (the operations do not depend on the set they
   apply to).  NULL when the text does not parse there. */
static unsigned char *lib_ops_bytes(const rl_lib *l, uint32_t *len)
{
  rl_set *scratch = rl_set_new();
  rl_ops ops;
  rl_ops_init(&ops, scratch, l->source, true);
  ctl_error err = {0};
  rl_io w = {0};
  if (rl_parse_ops(&ops, l->text, strlen(l->text), &err)) {
    uint32_t n = ops.nlog;
    io_u32(&w, &n);
    for (uint32_t i = 0; i < n; i++)
      io_op(&w, &ops.log[i]);
  } else {
    w.bad = true;
  }
  rl_ops_free(&ops);
  rl_set_free(scratch);
  if (w.bad) {
    free(w.buf);
    return NULL;
  }
  *len = (uint32_t)w.n;
  return w.buf;
}

/* A library's operations: their length, then their bytes; read, kept as
   a pointer into the bytes, applied when the library loads. */
static void io_lib_ops(rl_io *x, rl_lib *l)
{
  if (x->in) {
    l->nops = io_count(x, 0);
    l->ops = x->bad ? NULL : x->p;
    x->p += l->nops;
    return;
  }
  uint32_t n = l->nops;
  unsigned char *bytes = l->ops ? NULL : lib_ops_bytes(l, &n);
  if (!l->ops && !bytes) {
    x->bad = true;
    return;
  }
  io_u32(x, &n);
  io_bytes(x, bytes ? bytes : (void *)l->ops, n);
  free(bytes);
}

bool rl_lib_apply_ops(rl_set *s, const rl_lib *l, ctl_error *err)
{
  rl_io x = {.in = true, .p = l->ops, .end = l->ops + l->nops};
  rl_ops ops;
  rl_ops_init(&ops, s, l->source, false);
  uint32_t n = io_count(&x, 0);
  bool ok = !x.bad;
  for (uint32_t i = 0; i < n && ok; i++) {
    rl_op op = {0};
    io_op(&x, &op);
    ok = !x.bad && rl_ops_do(&ops, &op, err);
  }
  rl_ops_free(&ops);
  ok = ok && x.p == x.end;
  if (!ok && !ctl_error_is_set(err))
    ctl_error_set(err, "ctlcheck", 0, 0,
                  "the compiled rule pack is damaged (library %s)", l->name);
  return ok;
}

/* A library file: its index in the shipped list, what its scan found, and
   its operations. */
static void io_lib(rl_io *x, rl_lib *l, uint32_t nshipped, ut_chunks *chunks)
{
  uint32_t k = 0;
  while (!x->in && k < nshipped && rl_lib_texts[k] != l->text)
    k++;
  io_u32(x, &k);
  if (k >= nshipped) {
    x->bad = true; /* not a shipped file: the pack cannot be compiled */
    return;
  }
  l->text = rl_lib_texts[k];
  l->source = rl_lib_names[k];
  io_str(x, &l->name);
  io_str(x, &l->summary);
  io_intern(x, &l->names, chunks);
  io_intern(x, &l->needs, chunks);
  io_intern(x, &l->defs, chunks);
  io_lib_ops(x, l);
}

/* The whole set, as rl_set_load_builtin leaves it. */
static void io_set(rl_io *x, rl_set *s)
{
  uint32_t magic = RL_COMPILED_MAGIC;
  io_u32(x, &magic);
  x->bad |= magic != RL_COMPILED_MAGIC;
  io_intern(x, &s->names, &s->chunks);
  io_intern(x, &s->pat_keys, &s->chunks);
  uint32_t n = io_count(x, (uint32_t)s->n);
  if (x->in)
    s->n = s->cap = n;
  s->rules = io_array(x, s->rules, n, sizeof *s->rules);
  x->chunks = x->in ? &s->chunks : NULL; /* the rules, and only them */
  for (uint32_t i = 0; i < n && !x->bad; i++) {
    if (x->in)
      s->rules[i] = io_new(x, 1, sizeof *s->rules[i]);
    io_rule(x, s->rules[i]);
  }
  if (x->in)
    s->nchunked = n;
  x->chunks = NULL;
  s->nfams = io_count(x, s->nfams);
  if (x->in)
    s->capfams = s->nfams;
  s->fams = io_array(x, s->fams, s->nfams, sizeof *s->fams);
  for (uint32_t i = 0; i < s->nfams && !x->bad; i++)
    io_family(x, &s->fams[i]);
  io_pairs(x, &s->pairs, &s->npairs, &s->cappairs);
  io_u32(x, &s->nchecked);
  io_pairs(x, &s->fpairs, &s->nfpairs, &s->capfpairs);
  uint32_t nshipped = 0;
  while (rl_lib_names[nshipped])
    nshipped++;
  s->nlibs = io_count(x, s->nlibs);
  s->libs = io_array(x, s->libs, s->nlibs, sizeof *s->libs);
  for (uint32_t i = 0; i < s->nlibs && !x->bad; i++)
    io_lib(x, &s->libs[i], nshipped, &s->chunks);
}

unsigned char *rl_set_compile(const rl_set *s, size_t *len)
{
  *len = 0;
  if (s->nlearned || s->libs_off)
    return NULL; /* a unit's facts are not part of a pack */
  for (uint32_t i = 0; i < s->nlibs; i++)
    if (s->libs[i].loaded)
      return NULL;
  rl_io x = {0};
  io_set(&x, (rl_set *)s); /* writing reads s only */
  if (x.bad) {
    free(x.buf);
    return NULL;
  }
  *len = x.n;
  return x.buf;
}

rl_set *rl_set_new_compiled(const unsigned char *bytes, size_t len,
                            ctl_error *err)
{
  rl_set *s = ut_calloc(1, sizeof *s);
  s->zero_count = UT_NONE;
  rl_io x = {.in = true, .p = bytes, .end = bytes + len};
  io_set(&x, s);
  if (x.bad || x.p != x.end) {
    ctl_error_set(err, "ctlcheck", 0, 0,
                  "the compiled rule pack is damaged (%zu bytes)", len);
    rl_set_free(s);
    return NULL;
  }
  if (!rl_set_resolve(s, err)) {
    rl_set_free(s);
    return NULL;
  }
  return s;
}
