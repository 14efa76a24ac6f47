/* md-store.c: the abstract store's transfer functions, one implementation for the product and the replay. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "md-private.h"
#include "ctlcheck/util.h"

/* The automatic local (or parameter) whose storage v is, or a part of
   reached without a pointer (`cell.type`, `a[i]`, `s.in.x`); IR_NONE for
   anything else, and for a part of a union (its members share bytes). */
static uint32_t frame_root(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; v != IR_NONE && n <= fn->nvars; n++) {
    const ir_var *x = &fn->vars[v];
    if (x->kind == IR_VAR_LOCAL || x->kind == IR_VAR_PARAM)
      return (x->flags & (IR_VF_STATIC | IR_VF_UNION)) ||
                     x->tclass != IR_TY_AGGREGATE
                 ? IR_NONE : v;
    if (x->kind != IR_VAR_PATH || x->base == IR_NONE ||
        fn->vars[x->base].tclass != IR_TY_AGGREGATE ||
        (fn->vars[x->base].flags & IR_VF_UNION))
      return IR_NONE; /* reached through a pointer (p->f, *p), or a union */
    v = x->base;
  }
  return IR_NONE;
}

/* The test a relation twin (IR_EVF_RELATION) at event i stands before:
   the next comparison that is no twin, or IR_NONE. */
static uint32_t relation_test(const ir_function *fn, uint32_t i)
{
  for (uint32_t j = i + 1; j < fn->nevents; j++) {
    const ir_event *e = &fn->events[j];
    if (e->kind != IR_EV_CMP)
      return IR_NONE;
    if (!(e->flags & IR_EVF_SYNTHETIC))
      return j;
  }
  return IR_NONE;
}

/* Fill s->rel_n and s->rel_src from fn's relation twins. */
static void find_relations(md_store *s)
{
  const ir_function *fn = s->fn;
  uint32_t *temp_def = NULL;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    uint32_t t = relation_test(fn, i), src[4];
    if (e->kind != IR_EV_CMP || !(e->flags & IR_EVF_RELATION) ||
        e->lhs.kind != IR_OP_VAR || e->lhs.var >= fn->nvars || t == IR_NONE)
      continue;
    if (!temp_def) {
      temp_def = ir_temp_defs(fn);
      s->rel_n = ut_calloc((size_t)fn->nvars + 1, sizeof *s->rel_n);
      s->rel_src = ut_malloc(((size_t)fn->nvars + 1) * 4 * sizeof *s->rel_src);
      s->rel_dep = ut_calloc(MD_MAX_TRACKED, sizeof *s->rel_dep);
    }
    uint32_t n = ir_cmp_sources(fn, temp_def, &fn->events[t], src);
    uint32_t f = e->lhs.var;
    /* A flag whose comparison reads no variable it can follow: never. */
    s->rel_n[f] = n ? (uint8_t)n : UINT8_MAX;
    for (uint32_t k = 0; k < n; k++)
      s->rel_src[(size_t)f * 4 + k] = src[k];
  }
  free(temp_def);
}

/* The constant of a comparison of variable v with one, or NULL. */
static const char *compared_constant(const ir_event *e, uint32_t *v)
{
  if (e->kind != IR_EV_CMP)
    return NULL;
  if (e->lhs.kind == IR_OP_VAR && e->rhs.kind == IR_OP_CONST &&
      !(e->lhs.flags & IR_OPF_OFFSET)) {
    *v = e->lhs.var;
    return e->rhs.text;
  }
  if (e->rhs.kind == IR_OP_VAR && e->lhs.kind == IR_OP_CONST &&
      !(e->rhs.flags & IR_OPF_OFFSET)) {
    *v = e->rhs.var;
    return e->lhs.text;
  }
  return NULL;
}

/* Index the constants each variable is compared with (thresh_off,
   thresh): counted, then filled. */
static void index_thresholds(md_store *s)
{
  const ir_function *fn = s->fn;
  uint32_t *off = ut_calloc((size_t)fn->nvars + 2, sizeof *off);
  for (int pass = 0; pass < 2; pass++) {
    uint32_t *fill = pass ? ut_calloc((size_t)fn->nvars + 1, sizeof *fill)
                          : NULL;
    for (uint32_t i = 0; i < fn->nevents; i++) {
      uint32_t v = IR_NONE;
      const char *k = compared_constant(&fn->events[i], &v);
      if (!k || v >= fn->nvars)
        continue;
      if (pass)
        s->thresh[off[v] + fill[v]++] = k;
      else
        off[v + 1]++;
    }
    for (uint32_t i = 0; i < fn->nedges; i++) {
      const ir_edge *e = &fn->edges[i];
      uint32_t v = e->switch_var;
      if (e->kind != IR_EDGE_SWITCH || v >= fn->nvars)
        continue;
      if (pass) {
        s->thresh[off[v] + fill[v]++] = e->case_lo;
        s->thresh[off[v] + fill[v]++] = e->case_hi;
      } else {
        off[v + 1] += 2;
      }
    }
    if (!pass) {
      for (uint32_t v = 0; v < fn->nvars; v++)
        off[v + 1] += off[v];
      s->thresh = ut_calloc((size_t)off[fn->nvars] + 1, sizeof *s->thresh);
    }
    free(fill);
  }
  s->thresh_off = off;
}

void md_store_init(md_store *s, const ir_function *fn, md_vals *vals)
{
  memset(s, 0, sizeof *s);
  s->fn = fn;
  s->vals = vals;
  s->slot = ut_malloc(((size_t)fn->nvars + 1) * sizeof *s->slot);
  s->var_of = ut_calloc(MD_MAX_TRACKED, sizeof *s->var_of);
  s->type = ut_calloc(MD_MAX_TRACKED, sizeof *s->type);
  s->pinned = ut_calloc(MD_MAX_TRACKED, sizeof *s->pinned);
  s->escapable = ut_calloc(MD_MAX_TRACKED, sizeof *s->escapable);
  s->part_of = ut_calloc(MD_MAX_TRACKED, sizeof *s->part_of);
  s->addr_event = ut_calloc((size_t)fn->nvars + 1, sizeof *s->addr_event);
  s->call_bits = ut_calloc((size_t)fn->nevents + 1, sizeof *s->call_bits);
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_CALL)
      s->call_bits[i] =
          (ir_event_attr(&fn->events[i], "pure") ? MD_CALL_PURE : 0) |
          (ir_event_attr(&fn->events[i], "returns_range") ? MD_CALL_RANGE : 0) |
          (ir_event_attr(&fn->events[i], "leaf") ? MD_CALL_LEAF : 0) |
          (fn->events[i].flags & IR_EVF_QUIET ? MD_CALL_QUIET : 0);
  for (uint32_t i = 0; i < fn->nevents; i++)
    if (fn->events[i].kind == IR_EV_ADDR && fn->events[i].var < fn->nvars) {
      uint32_t v = fn->events[i].var, r = frame_root(fn, v);
      s->addr_event[v] = true;
      if (r != IR_NONE)
        s->addr_event[r] = true; /* &cell.ptr takes cell's too */
    }
  s->kill = ut_malloc(((size_t)fn->nvars + 1) * sizeof *s->kill);
  s->kill_gen = ut_calloc((size_t)fn->nvars + 1, sizeof *s->kill_gen);
  s->addr_forget = ut_malloc(((size_t)fn->nvars + 1) * sizeof *s->addr_forget);
  s->addr_escape = ut_malloc(((size_t)fn->nvars + 1) * sizeof *s->addr_escape);
  s->addr_gen = ut_calloc((size_t)fn->nvars + 1, sizeof *s->addr_gen);
  find_relations(s);
  md_store_reset(s);
}

void md_store_reset(md_store *s)
{
  s->gen++;
  s->ntracked = 0;
  s->nesc = 0;
  for (uint32_t v = 0; v < s->fn->nvars; v++)
    s->slot[v] = IR_NONE;
  memset(s->pinned, 0, MD_MAX_TRACKED * sizeof *s->pinned);
  memset(s->escapable, 0, MD_MAX_TRACKED * sizeof *s->escapable);
  for (uint32_t t = 0; t < MD_MAX_TRACKED; t++)
    s->part_of[t] = IR_NONE;
}

void md_store_free(md_store *s)
{
  free(s->const_seen);
  free(s->slot);
  free(s->var_of);
  free(s->type);
  free(s->pinned);
  free(s->escapable);
  free(s->part_of);
  free(s->addr_event);
  free(s->call_bits);
  free(s->kill);
  free(s->kill_gen);
  free(s->addr_forget);
  free(s->addr_escape);
  free(s->addr_gen);
  free(s->rel_n);
  free(s->rel_src);
  free(s->rel_dep);
  free(s->thresh_off);
  free(s->thresh);
  memset(s, 0, sizeof *s);
}

/* ------------------------------------------------------ tracked variables */

bool md_store_trackable(const ir_var *v)
{
  /* A summary path (a[...]) is many locations: one value cannot stand
     for all of them. */
  return (v->tclass == IR_TY_INTEGER || v->tclass == IR_TY_POINTER) &&
         !(v->flags & (IR_VF_VOLATILE | IR_VF_SUMMARY));
}

/* Is var a local or parameter whose address escapes only where fn says
   so (its `addr` events)?  A static local's address may have escaped in
   an earlier call of the function. */
static bool escapes_by_events(const md_store *s, uint32_t var)
{
  const ir_var *v = &s->fn->vars[var];
  return !s->no_escape &&
         (v->kind == IR_VAR_LOCAL || v->kind == IR_VAR_PARAM) &&
         (v->flags & IR_VF_ADDR_TAKEN) && !(v->flags & IR_VF_STATIC) &&
         s->addr_event[var];
}

/* Track the variables relation flag var's comparison reads (all or
   the flag is not worth a slot); false if one of them has none. */
static bool track_sources(md_store *s, uint32_t var)
{
  uint32_t n = s->rel_n[var];
  if (n > 4)
    return false;
  for (uint32_t k = 0; k < n; k++)
    md_store_track(s, s->rel_src[(size_t)var * 4 + k]);
  for (uint32_t k = 0; k < n; k++)
    if (s->slot[s->rel_src[(size_t)var * 4 + k]] == IR_NONE)
      return false;
  return s->ntracked < MD_MAX_TRACKED;
}

void md_store_track(md_store *s, uint32_t var)
{
  if (var == IR_NONE || s->slot[var] != IR_NONE ||
      s->ntracked == MD_MAX_TRACKED || !md_store_trackable(&s->fn->vars[var]))
    return;
  if (s->rel_n && s->rel_n[var] && !track_sources(s, var))
    return;
  const ir_var *v = &s->fn->vars[var];
  s->gen++;
  s->slot[var] = s->ntracked;
  s->var_of[s->ntracked] = var;
  s->type[s->ntracked].bits = v->bits ? v->bits : 64;
  s->type[s->ntracked].is_signed = v->tclass == IR_TY_INTEGER && v->is_signed;
  s->escapable[s->ntracked] = escapes_by_events(s, var);
  uint32_t r = v->kind == IR_VAR_PATH ? frame_root(s->fn, var) : IR_NONE;
  if (r != IR_NONE && (s->fn->vars[r].flags & IR_VF_ADDR_TAKEN))
    s->escapable[s->ntracked] = escapes_by_events(s, r);
  if (r != IR_NONE && (!(s->fn->vars[r].flags & IR_VF_ADDR_TAKEN) ||
                       s->escapable[s->ntracked]))
    s->part_of[s->ntracked] = r;
  if (s->escapable[s->ntracked])
    s->nesc = MD_ESC_WORDS;
  s->ntracked++;
}

bool md_store_relation_ok(const md_store *s, uint32_t var, const bool *off)
{
  if (!off || !s->rel_n || var == IR_NONE || !s->rel_n[var])
    return true;
  if (s->rel_n[var] > 4)
    return false; /* never tracked (track_sources) */
  for (uint32_t k = 0; k < s->rel_n[var]; k++)
    if (off[s->rel_src[(size_t)var * 4 + k]])
      return false;
  return true;
}

void md_store_pin_constants(md_store *s)
{
  const ir_function *fn = s->fn;
  const ir_node *entry = &fn->nodes[0];
  for (uint32_t i = 0; !s->branches && i < entry->nevents; i++) {
    const ir_event *e = &fn->events[entry->first_event + i];
    if (e->kind == IR_EV_DEF && (e->flags & IR_EVF_SYNTHETIC) &&
        s->slot[e->var] != IR_NONE)
      s->pinned[s->slot[e->var]] = true;
  }
  s->gen++;
}

void md_store_top(const md_store *s, uint32_t *store, uint64_t *prov)
{
  for (uint32_t t = 0; t < s->ntracked; t++) {
    store[t] = MD_VAL_TOP;
    if (prov)
      prov[t] = UINT64_C(1) << t;
  }
  for (uint32_t w = 0; w < s->nesc; w++)
    store[s->ntracked + w] = 0;
}

/* --------------------------------------------------------------- transfer */

/* The slots whose address the path of this store has taken. */
static uint64_t escaped(const md_store *s, const uint32_t *store)
{
  if (!s->nesc)
    return 0;
  return store[s->ntracked] | (uint64_t)store[s->ntracked + 1] << 32;
}

/* After `&var`: a call or a store through a pointer may change it from
   now on, and the parts of the local it is (or is a part of). */
static uint64_t escaping(const md_store *s, uint32_t var)
{
  uint64_t m = 0;
  uint32_t k = s->slot[var];
  if (k != IR_NONE && s->escapable[k])
    m |= UINT64_C(1) << k;
  uint32_t r = frame_root(s->fn, var);
  for (uint32_t t = 0; r != IR_NONE && t < s->ntracked; t++)
    if (s->part_of[t] == r && s->escapable[t])
      m |= UINT64_C(1) << t;
  return m;
}

/* Mark the slots of mask m escaped in store. */
static void escape_mask(const md_store *s, uint32_t *store, uint64_t m)
{
  if (!m)
    return;
  store[s->ntracked] |= (uint32_t)m;
  store[s->ntracked + 1] |= (uint32_t)(m >> 32);
}

/* Slot t is any value again, computed from nothing known. */
static void forget(uint32_t *store, uint64_t *prov, uint32_t t)
{
  store[t] = MD_VAL_TOP;
  if (prov)
    prov[t] = UINT64_C(1) << t;
}

/* The slot whose value operand o is, or IR_NONE. */
static uint32_t operand_slot(const md_store *s, const ir_operand *o)
{
  if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET))
    return IR_NONE;
  return s->slot[o->var];
}

/* The provenance of operand o's value (0 for a constant or an untracked
   variable). */
static uint64_t prov_of(const md_store *s, const uint64_t *prov,
                        const ir_operand *o)
{
  uint32_t t = operand_slot(s, o);
  return prov && t != IR_NONE ? prov[t] : 0;
}

/* Does v's type say what every access to it reads?  A declared variable,
   a temporary or a field (`p->n`, `s.a.n`) does; `*p`, `*p->data`, `p[i]`
   do not: one place of the IR, typed by its first access, is read
   through casts to other types too (`*(int32_t *) p->data`, then
   `*(int64_t *) p->data`). */
static bool typed_access(const ir_function *fn, uint32_t v)
{
  const ir_var *x = &fn->vars[v];
  if (x->kind != IR_VAR_PATH)
    return x->tclass == IR_TY_INTEGER && x->bits;
  const char *n = x->name, *end = n + strlen(n);
  const char *q = end;
  while (q > n && (q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z') ||
                   (q[-1] >= 'A' && q[-1] <= 'Z') ||
                   (q[-1] >= '0' && q[-1] <= '9')))
    q--;
  return x->tclass == IR_TY_INTEGER && x->bits && *n != '*' && q < end &&
         q > n &&
         (q[-1] == '.' || (q[-1] == '>' && q - 1 > n && q[-2] == '-'));
}

/* md_vals_const of text for type t, remembered by the text's address:
   a branch's constant is evaluated at every state that takes it, and
   the value table's own memo compares the texts. */
static uint32_t const_value(md_store *s, const char *text, md_vtype t)
{
  if (!text)
    return md_vals_const(s->vals, t, text);
  if (!s->const_seen)
    s->const_seen = ut_calloc(MD_CONST_SEEN, sizeof *s->const_seen);
  uintptr_t a = (uintptr_t)text;
  md_const_seen *c =
      &s->const_seen[((a >> 3) ^ (a >> 11) ^ t.bits) & (MD_CONST_SEEN - 1)];
  if (c->text == text && c->bits == t.bits && c->is_signed == t.is_signed)
    return c->id;
  uint32_t id = md_vals_const(s->vals, t, text);
  *c = (md_const_seen){text, id, t.bits, t.is_signed};
  return id;
}

/* The value of an operand in a store, seen in type t. */
static uint32_t eval(md_store *s, const uint32_t *store, const ir_operand *o,
                     md_vtype t)
{
  switch (o->kind) {
  case IR_OP_CONST:
    return const_value(s, o->text, t);
  case IR_OP_ADDR:
  case IR_OP_STRING:
    return md_vals_range(s->vals, t, "1", NULL); /* non-null */
  case IR_OP_VAR: {
    uint32_t k = operand_slot(s, o);
    if (k == IR_NONE) {
      /* Untracked: any value of its own type, which t may bound. */
      const ir_var *x = &s->fn->vars[o->var];
      if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET) ||
          !typed_access(s->fn, o->var))
        return MD_VAL_TOP;
      return md_vals_convert_from(s->vals, MD_VAL_TOP,
                                  (md_vtype){x->bits, x->is_signed != 0}, t);
    }
    if (s->type[k].bits == t.bits && s->type[k].is_signed == t.is_signed)
      return store[k];
    if (store[k] == MD_VAL_TOP && typed_access(s->fn, o->var))
      return md_vals_convert_from(s->vals, store[k], s->type[k], t);
    return md_vals_convert(s->vals, store[k], t);
  }
  default:
    return MD_VAL_TOP;
  }
}

/* Mask m with the relation flags that depend on its slots. */
static uint64_t with_relations(md_store *s, uint64_t m)
{
  if (!s->rel_n || !m)
    return m;
  if (s->rel_gen != s->gen) {
    memset(s->rel_dep, 0, MD_MAX_TRACKED * sizeof *s->rel_dep);
    for (uint32_t f = 0; f < s->ntracked; f++) {
      uint32_t v = s->var_of[f], n = s->rel_n[v];
      for (uint32_t k = 0; n <= 4 && k < n; k++) {
        uint32_t t = s->slot[s->rel_src[(size_t)v * 4 + k]];
        if (t != IR_NONE)
          s->rel_dep[t] |= UINT64_C(1) << f;
      }
    }
    s->rel_gen = s->gen;
  }
  uint64_t out = m;
  for (; m; m &= m - 1)
    out |= s->rel_dep[__builtin_ctzll(m)];
  return out;
}

/* Forget the slots of mask m, and the relation flags that depend on
   them. */
static void forget_mask(md_store *s, uint32_t *store, uint64_t *prov,
                        uint64_t m)
{
  for (m = with_relations(s, m); m; m &= m - 1)
    forget(store, prov, (uint32_t)__builtin_ctzll(m));
}

/* The variable at the end of v's base chain (`cfg` of `cfg->a.b`). */
static uint32_t root_of(const ir_function *fn, uint32_t v)
{
  for (uint32_t n = 0; fn->vars[v].base != IR_NONE && n < fn->nvars; n++)
    v = fn->vars[v].base;
  return v;
}

/* Can a quiet call (MD_CALL_QUIET) change variable v, which a call of the
   program could?  Only if the library owns it or may hold its address:
   a global of a system header (optind), a variable whose address was
   taken, a path from one of those or from a call's result (errno is
   `*__errno_location ()`). */
static bool library_reaches(const ir_function *fn, uint32_t v)
{
  const ir_var *r = &fn->vars[root_of(fn, v)];
  if (r->kind == IR_VAR_GLOBAL || r->kind == IR_VAR_PARAM ||
      r->kind == IR_VAR_LOCAL)
    return (r->flags & (IR_VF_SYSTEM | IR_VF_ADDR_TAKEN)) != 0;
  return true;
}

/* Forget what calls or stores through pointers may change (`what`, an
   MD_CLOB_*): paths (not a field declared const), globals (calls only; a
   leaf call only the library's own), and the locals whose address has
   escaped; a quiet call only what the library reaches. */
static void clobber(md_store *s, uint32_t *store, uint64_t *prov, int what)
{
  if (s->clobbered_gen != s->gen) {
    memset(s->clobbered, 0, sizeof s->clobbered);
    for (uint32_t t = 0; t < s->ntracked; t++) {
      const ir_var *v = &s->fn->vars[s->var_of[t]];
      if (s->pinned[t])
        continue;
      uint64_t bit = UINT64_C(1) << t;
      if ((v->kind == IR_VAR_PATH && !(v->flags & (IR_VF_PURE | IR_VF_CONST)) &&
           s->part_of[t] == IR_NONE) ||
          ((v->flags & IR_VF_ADDR_TAKEN) && !s->escapable[t])) {
        s->clobbered[0] |= bit;
        if (library_reaches(s->fn, s->var_of[t]))
          s->clobbered[3] |= bit;
      } else if (v->kind == IR_VAR_GLOBAL && !(v->flags & IR_VF_CONST)) {
        s->clobbered[1] |= bit; /* a const object never changes */
        if (v->flags & IR_VF_SYSTEM) { /* a library call may write optind */
          s->clobbered[2] |= bit;
          s->clobbered[3] |= bit;
        }
      }
    }
    s->clobbered[1] |= s->clobbered[0];
    s->clobbered[2] |= s->clobbered[0];
    s->clobbered_gen = s->gen;
  }
  forget_mask(s, store, prov, s->clobbered[what] | escaped(s, store));
}

void md_store_forget(md_store *s, uint32_t *store, uint64_t *prov, uint64_t m)
{
  forget_mask(s, store, prov, m);
}

/* Does path variable p go through variable v? */
static bool reached_through(const ir_function *fn, uint32_t p, uint32_t v)
{
  for (uint32_t b = fn->vars[p].base, n = 0; b != IR_NONE && n < fn->nvars;
       b = fn->vars[b].base, n++)
    if (b == v)
      return true;
  return false;
}

/* What `&var` does to the tracked set as it is, computed once per set
   (it was a walk over the slots at every state): *forget, the slots it
   makes unknown (a memcpy GCC folds into `MEM [&x] = ..` writes x and
   x's parts with this event alone); *escape, those that escape. */
static void addr_effect(md_store *s, uint32_t var, uint64_t *forget,
                        uint64_t *escape)
{
  if (s->addr_gen[var] != s->gen) {
    uint64_t m = 0;
    for (uint32_t t = 0; t < s->ntracked; t++)
      if (!s->pinned[t] && s->part_of[t] != IR_NONE &&
          reached_through(s->fn, s->var_of[t], var))
        m |= UINT64_C(1) << t;
    if (s->slot[var] != IR_NONE && !s->pinned[s->slot[var]])
      m |= UINT64_C(1) << s->slot[var];
    s->addr_forget[var] = m;
    s->addr_escape[var] = escaping(s, var);
    s->addr_gen[var] = s->gen;
  }
  *forget = s->addr_forget[var];
  *escape = s->addr_escape[var];
}

/* Is an index written in a path name a number (a[3]) rather than an
   expression (a[i])? */
static bool const_index(const char *from, const char *to)
{
  if (from < to && *from == '-') /* yyvsp[-3] */
    from++;
  if (from == to)
    return false;
  for (const char *p = from; p < to; p++)
    if (*p < '0' || *p > '9')
      return false;
  return true;
}

/* May paths a and b (of one root) name the same memory?  Their names
   must agree except inside brackets, where only two different numbers
   keep them apart (a[j] may be a[0]; a[0] is not a[1]). */
static bool may_alias(const ir_function *fn, uint32_t a, uint32_t b)
{
  if (a == b)
    return true;
  if (root_of(fn, a) != root_of(fn, b))
    return false;
  const char *x = fn->vars[a].name, *y = fn->vars[b].name;
  while (*x && *y) {
    if (*x == '[' && *y == '[') {
      const char *ex = strchr(x, ']'), *ey = strchr(y, ']');
      if (!ex || !ey)
        return true;
      if (const_index(x + 1, ex) && const_index(y + 1, ey) &&
          (ex - x != ey - y || strncmp(x, y, (size_t)(ex - x)) != 0))
        return false;
      x = ex + 1;
      y = ey + 1;
      continue;
    }
    if (*x != *y)
      return false;
    x++;
    y++;
  }
  /* One is a prefix of the other: a part of it (a and a.f). */
  return true;
}

/* Does writing variable w change tracked variable v: v is w, a part of
   w, or reached through a place that may be w (a[j] = .. changes a[0]
   and a[0]->f)? */
static bool changed_by(const ir_function *fn, uint32_t v, uint32_t w)
{
  if (fn->vars[v].flags & IR_VF_PURE) /* only its base changes it */
    return v == w || reached_through(fn, v, w);
  if (fn->vars[w].kind != IR_VAR_PATH)
    return v != w && reached_through(fn, v, w);
  for (uint32_t q = v, n = 0; q != IR_NONE && n < fn->nvars;
       q = fn->vars[q].base, n++)
    if (q != v || v != w)
      if (fn->vars[q].kind == IR_VAR_PATH && may_alias(fn, q, w))
        return true;
  return false;
}

/* Does value a of type t leave out 0 (NULL)? */
static bool excludes_null(md_store *s, uint32_t a, md_vtype t)
{
  return md_vals_meet(s->vals, t, a, md_vals_const(s->vals, t, "0")) ==
         MD_VAL_BOTTOM;
}

/* Value a of type t without 0: a pointer known not to be NULL. */
static uint32_t without_null(md_store *s, uint32_t a, md_vtype t)
{
  return md_vals_meet(s->vals, t, a, md_vals_range(s->vals, t, "1", NULL));
}

/* The slots a definition of variable w makes unknown: the paths whose
   index w is (a[i] is another place once i changes) and what changed_by
   says; computed once per tracked set. */
static uint64_t killed_by(md_store *s, uint32_t w)
{
  if (s->kill_gen[w] == s->gen)
    return s->kill[w];
  const ir_function *fn = s->fn;
  uint64_t m = 0;
  for (uint32_t t = 0; t < s->ntracked; t++)
    if ((fn->vars[w].kind != IR_VAR_PATH &&
         ir_index_depends(fn, s->var_of[t], w)) ||
        changed_by(fn, s->var_of[t], w))
      m |= UINT64_C(1) << t;
  s->kill[w] = m;
  s->kill_gen[w] = s->gen;
  return m;
}

/* The plugin's restatement of the bits `x & K` (pure path slot k) before
   their test: what x says now narrows what earlier tests of the bits
   learnt, which still hold (a new x makes the path any value). */
static void restate_bits(md_store *s, uint32_t *store, uint64_t *prov,
                         const ir_event *e, uint32_t k)
{
  md_vtype t = s->type[k];
  uint32_t now = md_vals_arith(s->vals, t, MD_VAR_AND,
                               eval(s, store, &e->value, t),
                               eval(s, store, &e->rhs, t));
  uint32_t both = md_vals_meet(s->vals, t, store[k], now);
  store[k] = both == MD_VAL_BOTTOM ? now : both;
  if (prov)
    prov[k] |= prov_of(s, prov, &e->value);
}

/* Is e a step by a constant, v = w + K or v = w - K, as a counter's
   (`n++`: w is n or its copy)?  Widened against v's value before it,
   the result holds the exact one whatever w is. */
static bool counter_step(const ir_event *e)
{
  return (e->arith == IR_AR_ADD || e->arith == IR_AR_SUB) &&
         e->var != IR_NONE && e->value.kind == IR_OP_VAR &&
         !(e->value.flags & IR_OPF_OFFSET) && e->rhs.kind == IR_OP_CONST;
}

/* The store after definition e. */
/* Does the store know something of operand o's variable (a tracked one
   whose value a test narrowed, or a copy brought)? */
static bool learned(const md_store *s, const uint32_t *store,
                    const ir_operand *o)
{
  if (o->kind != IR_OP_VAR)
    return false;
  uint32_t k = operand_slot(s, o);
  return k != IR_NONE && store[k] != MD_VAL_TOP;
}

static void define(md_store *s, uint32_t *store, uint64_t *prov,
                   const ir_event *e, bool widen)
{
  const ir_function *fn = s->fn;
  uint32_t k = e->var == IR_NONE ? IR_NONE : s->slot[e->var];
  if (e->var != IR_NONE && (e->flags & IR_EVF_SYNTHETIC) &&
      e->arith == IR_AR_AND && (fn->vars[e->var].flags & IR_VF_PURE)) {
    if (k != IR_NONE)
      restate_bits(s, store, prov, e, k);
    return;
  }
  /* The flags of comparisons reading the variable too, but for its own
     slot, which the value computed below replaces. */
  /* A counter's value and its step's operand before the definition
     forgets what depends on it (`_5 = n; n = _5 + 1`). */
  uint32_t before = MD_VAL_TOP, operand = MD_VAL_TOP;
  if (widen && k != IR_NONE && counter_step(e)) {
    before = store[k];
    operand = eval(s, store, &e->value, s->type[k]);
  }
  if (e->var != IR_NONE)
    forget_mask(s, store, prov,
                killed_by(s, e->var) |
                    (k == IR_NONE ? 0
                                  : with_relations(s, UINT64_C(1) << k) &
                                        ~(UINT64_C(1) << k)));
  if (k == IR_NONE)
    return;
  md_vtype t = s->type[k];
  static const md_varith ops[] = {MD_VAR_ADD, MD_VAR_ADD, MD_VAR_SUB,
                                   MD_VAR_MUL, MD_VAR_NEG, MD_VAR_ADD,
                                   MD_VAR_MOD, MD_VAR_DIV, MD_VAR_ADD};
  /* A pointer moved from one that is not NULL is not NULL (`p = &url[n]`,
     `p = q + 1`): C gives no other meaning to the arithmetic. */
  bool moved_nonnull = !s->branches &&
                       fn->vars[e->var].tclass == IR_TY_POINTER &&
                       (e->arith == IR_AR_ADD || e->arith == IR_AR_SUB) &&
                       excludes_null(s, eval(s, store, &e->value, t), t);
  uint64_t from = 0;
  /* Branches only: a value that comes from no variable is not known,
     nor one computed from variables nothing has told about: the bounds
     of `(x & 0x20) >> 5` come from constants (a range check after it is
     defensive code, unreachable-code-values' business), not from a test
     the path made. */
  if (s->branches && ((e->flags & IR_EVF_SYNTHETIC) ||
                      (e->value.kind != IR_OP_VAR &&
                       (e->arith == IR_AR_NONE || e->arith == IR_AR_NEG ||
                        e->rhs.kind != IR_OP_VAR)) ||
                      (!(e->flags & IR_EVF_COPY) && e->arith != IR_AR_NONE &&
                       !learned(s, store, &e->value) &&
                       !learned(s, store, &e->rhs)))) {
    store[k] = MD_VAL_TOP;
  } else if (e->flags & IR_EVF_COPY) {
    store[k] = eval(s, store, &e->value, t);
    from = prov_of(s, prov, &e->value);
  } else if (e->arith == IR_AR_RANGE) {
    /* what every caller gives a parameter: [lo, hi] */
    store[k] = e->value.kind == IR_OP_CONST && e->rhs.kind == IR_OP_CONST
                   ? md_vals_range(s->vals, t, e->value.text, e->rhs.text)
                   : MD_VAL_TOP;
  } else if (e->arith == IR_AR_AND) {
    /* x & K: within [0, K] for a K that is not negative, exact for a
       known x (`state &= ~1`); bounded by its operands, so no widening */
    store[k] = md_vals_arith(s->vals, t, MD_VAR_AND,
                             eval(s, store, &e->value, t),
                             eval(s, store, &e->rhs, t));
    from = prov_of(s, prov, &e->value) | prov_of(s, prov, &e->rhs);
  } else if (e->arith != IR_AR_NONE && !widen) {
    bool neg = e->arith == IR_AR_NEG;
    store[k] = md_vals_arith(s->vals, t, ops[e->arith],
                             eval(s, store, &e->value, t),
                             neg ? MD_VAL_TOP : eval(s, store, &e->rhs, t));
    from = prov_of(s, prov, &e->value) |
           (neg ? 0 : prov_of(s, prov, &e->rhs));
  } else if (widen && counter_step(e)) {
    /* Widening a counter (`n++`, `n -= 2`): its moving bound stops at the
       next constant the function compares it with (`if (n == 5)`,
       `case 5:`) before the type's bound, so a count the loop keeps
       within 0..5 stays there. */
    if (!s->thresh_off) /* made on first need: most functions never widen */
      index_thresholds(s);
    uint32_t exact = md_vals_arith(s->vals, t, ops[e->arith], operand,
                                   eval(s, store, &e->rhs, t));
    uint32_t lo = s->thresh_off[e->var], hi = s->thresh_off[e->var + 1];
    store[k] = md_vals_widen(s->vals, t, before, exact, s->thresh + lo,
                             hi - lo);
    from = prov_of(s, prov, &e->rhs);
  } else {
    store[k] = MD_VAL_TOP;
  }
  if (moved_nonnull)
    store[k] = without_null(s, store[k], t);
  if (prov)
    prov[k] = (UINT64_C(1) << k) | from;
}

/* `ok = p != NULL` (GCC: the test, then the definition of its value):
   where the store decides the test, the flag is 1 or 0 (lighttpd's
   `int ck_lnk = (NULL == fam_dir);`, tested after fam_dir is given
   another value).  Values only: the branches model learns from tests
   alone. */
static bool assume_cmp(md_store *s, uint32_t *store, uint64_t *prov,
                       const ir_event *cmp, ir_cmp op, bool narrow);

static void define_from_test(md_store *s, uint32_t *store, const ir_event *e,
                             const ir_event *cmp)
{
  uint32_t k = e->var == IR_NONE ? IR_NONE : s->slot[e->var];
  if (k == IR_NONE || s->branches || e->value.kind != IR_OP_NONE ||
      e->arith != IR_AR_NONE || s->fn->vars[e->var].tclass != IR_TY_INTEGER)
    return;
  bool may_hold = assume_cmp(s, store, NULL, cmp, cmp->cmp, false);
  bool may_fail = assume_cmp(s, store, NULL, cmp, ir_cmp_negate(cmp->cmp),
                             false);
  if (may_hold != may_fail)
    store[k] = const_value(s, may_hold ? "1" : "0", s->type[k]);
}

/* After `*p`, p is not NULL on the paths that go on (values only: the
   branches model learns from tests alone).  A p known to be NULL stays
   as it is: the dereference is the finding, not the end of the path. */
static void dereferenced(md_store *s, uint32_t *store, uint32_t var)
{
  uint32_t k = var == IR_NONE ? IR_NONE : s->slot[var];
  if (s->branches || k == IR_NONE || s->fn->vars[var].tclass != IR_TY_POINTER)
    return;
  uint32_t v = without_null(s, store[k], s->type[k]);
  if (v != MD_VAL_BOTTOM)
    store[k] = v;
}

/* After call e, the pointers it was given for parameters declared
   nonnull are not NULL on the paths that go on, as for a dereference (GCC
   assumes the same and deletes later NULL tests: -fdelete-null-pointer-
   checks). */
static void passed_nonnull(md_store *s, uint32_t *store, const ir_event *e)
{
  const ir_attr *nn = ir_event_attr(e, "nonnull");
  for (uint32_t i = 0; nn && i < nn->nargs; i++) {
    unsigned long pos = strtoul(nn->args[i], NULL, 10);
    const ir_operand *a = pos >= 1 && pos <= e->nargs ? &e->args[pos - 1] : NULL;
    if (a && a->kind == IR_OP_VAR &&
        !(a->flags & (IR_OPF_OFFSET | IR_OPF_ZERO_COUNT)))
      dereferenced(s, store, a->var);
  }
}

/* After call e: its result lies within the range the unit's summary of
   the callee gives (`returns_range (lo, hi)`; values only). */
static void result_range(md_store *s, uint32_t *store, const ir_event *e)
{
  uint32_t k = e->result == IR_NONE ? IR_NONE : s->slot[e->result];
  bool ranged = s->call_bits[e - s->fn->events] & MD_CALL_RANGE;
  const ir_attr *r = k == IR_NONE || s->branches || !ranged
                         ? NULL : ir_event_attr(e, "returns_range");
  if (r && r->nargs == 2)
    store[k] = md_vals_range(s->vals, s->type[k], r->args[0], r->args[1]);
}

/* After call e: its result is not NULL if the call never gives NULL (a
   C++ new that throws; values only, as for dereferences). */
static void result_nonnull(md_store *s, uint32_t *store, const ir_event *e)
{
  uint32_t k = e->result == IR_NONE ? IR_NONE : s->slot[e->result];
  if (s->branches || k == IR_NONE || !(e->flags & IR_EVF_NONNULL) ||
      s->fn->vars[e->result].tclass != IR_TY_POINTER)
    return;
  store[k] = without_null(s, store[k], s->type[k]);
}

/* What the call of event i forgets (an MD_CLOB_*): the replay takes a
   leaf call as able to write any global (leaf_clobbers), not a quiet
   one. */
static int call_clobbers(const md_store *s, uint32_t i)
{
  if (s->call_bits[i] & MD_CALL_QUIET)
    return MD_CLOB_QUIET;
  return (s->call_bits[i] & MD_CALL_LEAF) && !s->leaf_clobbers
             ? MD_CLOB_LEAF : MD_CLOB_CALL;
}

void md_store_execute(md_store *s, uint32_t *store, uint64_t *prov,
                      uint32_t n, bool widen)
{
  const ir_function *fn = s->fn;
  const ir_node *node = &fn->nodes[n];
  /* What this statement's `&x` lets escape: a call of the statement is
     given it, but its store through a pointer (`p->ctx = &x;`) cannot
     reach x through the address it stores. */
  uint64_t pending = 0;
  for (uint32_t i = 0; i < node->nevents; i++) {
    const ir_event *e = &fn->events[node->first_event + i];
    switch (e->kind) {
    case IR_EV_DEF:
      /* A twin naming an object (objects.c) restates the copy before it. */
      if ((e->flags & IR_EVF_SYNTHETIC) && e->value.kind == IR_OP_VAR &&
          fn->vars[e->value.var].kind == IR_VAR_OBJECT)
        break;
      define(s, store, prov, e, widen);
      if (i && e[-1].kind == IR_EV_CMP)
        define_from_test(s, store, e, &e[-1]);
      /* `p = f ()` is a call with result p, then `def p`. */
      if (i && e[-1].kind == IR_EV_CALL && e[-1].result == e->var) {
        result_nonnull(s, store, &e[-1]);
        result_range(s, store, &e[-1]);
      }
      break;
    case IR_EV_CALL:
      if (e->flags & IR_EVF_SYNTHETIC)
        break;
      escape_mask(s, store, pending);
      pending = 0;
      /* A pure or const function writes no memory; a leaf one no
         global but through an address it was given; a quiet one only
         what the library reaches. */
      if (!(s->call_bits[node->first_event + i] & MD_CALL_PURE))
        clobber(s, store, prov, call_clobbers(s, node->first_event + i));
      passed_nonnull(s, store, e);
      if (e->result != IR_NONE && s->slot[e->result] != IR_NONE &&
          !(e->flags & IR_EVF_SAME)) {
        forget_mask(s, store, prov, UINT64_C(1) << s->slot[e->result]);
        result_nonnull(s, store, e);
        result_range(s, store, e);
      }
      break;
    case IR_EV_DEREF:
      if (e->flags & IR_EVF_WRITE)
        clobber(s, store, prov, MD_CLOB_WRITE);
      dereferenced(s, store, e->var);
      break;
    case IR_EV_ADDR: {
      if (e->var == IR_NONE)
        break;
      uint64_t forgets, escapes;
      addr_effect(s, e->var, &forgets, &escapes);
      /* `p->ctx = &x;` writes nothing of x: what escapes now is
         forgotten by the calls and stores through pointers that may
         reach it, not here; an out-parameter's call or bytes written
         through &x change it at this event. */
      if (!(e->flags & (IR_EVF_WRITE | IR_EVF_OUT_PARAM)))
        forgets &= ~escapes;
      forget_mask(s, store, prov, forgets);
      /* An out-parameter (`getaddrinfo (.., &res)`) changes at its call
         only: the call keeps no copy of the address. */
      if (!(e->flags & IR_EVF_OUT_PARAM))
        pending |= escapes;
      break;
    }
    default:
      break;
    }
  }
  escape_mask(s, store, pending);
}

static md_vcmp vcmp(ir_cmp c)
{
  static const md_vcmp map[] = {MD_VCMP_EQ, MD_VCMP_NE, MD_VCMP_LT,
                                 MD_VCMP_LE, MD_VCMP_GT, MD_VCMP_GE};
  return map[c];
}

/* The type a comparison is made in: that of a tracked operand, or a type
   wide enough for any constant when both operands are constants. */
static bool cmp_type(const md_store *s, const ir_event *cmp, md_vtype *t)
{
  const ir_operand *o[2] = {&cmp->lhs, &cmp->rhs};
  for (int i = 0; i < 2; i++)
    if (o[i]->kind == IR_OP_VAR && s->slot[o[i]->var] != IR_NONE) {
      *t = s->type[s->slot[o[i]->var]];
      return true;
    }
  if (cmp->lhs.kind == IR_OP_CONST && cmp->rhs.kind == IR_OP_CONST) {
    t->bits = 130; /* holds every C constant, signed or not */
    t->is_signed = true;
    return true;
  }
  return false;
}

/* For `v != K` with K strictly inside v's interval, the two intervals on
   either side (an interval cannot leave a hole): *slot, *below, *above. */
static bool ne_split(md_store *s, const uint32_t *store, const ir_event *cmp,
                     md_vtype t, uint32_t *slot, uint32_t *below,
                     uint32_t *above)
{
  const ir_operand *o[2] = {&cmp->lhs, &cmp->rhs};
  for (int i = 0; i < 2; i++) {
    const ir_operand *v = o[i], *k = o[1 - i];
    uint32_t vs = operand_slot(s, v);
    if (vs == IR_NONE || k->kind != IR_OP_CONST)
      continue;
    uint32_t kv = eval(s, store, k, t), a, b, lo, hi;
    if (s->type[vs].bits != t.bits || s->type[vs].is_signed != t.is_signed ||
        !md_vals_assume(s->vals, t, store[vs], MD_VCMP_LT, kv, &lo, &b) ||
        !md_vals_assume(s->vals, t, store[vs], MD_VCMP_GT, kv, &hi, &a))
      return false; /* K at an end: plain narrowing does it */
    *slot = vs;
    *below = lo;
    *above = hi;
    return true;
  }
  return false;
}

/* Narrow the store by `lhs OP rhs` holding; false if it cannot.  A
   narrowed operand's value now also comes from the other operand. */
static bool assume_cmp(md_store *s, uint32_t *store, uint64_t *prov,
                       const ir_event *cmp, ir_cmp op, bool narrow)
{
  md_vtype t;
  if (!cmp_type(s, cmp, &t))
    return true;
  uint32_t a = eval(s, store, &cmp->lhs, t), b = eval(s, store, &cmp->rhs, t);
  uint32_t na, nb;
  if (!md_vals_assume(s->vals, t, a, vcmp(op), b, &na, &nb))
    return false;
  if (!narrow)
    return true;
  const ir_operand *o[2] = {&cmp->lhs, &cmp->rhs};
  uint32_t v[2] = {na, nb};
  uint64_t from[2] = {prov_of(s, prov, o[1]), prov_of(s, prov, o[0])};
  for (int i = 0; i < 2; i++) {
    uint32_t k = operand_slot(s, o[i]);
    if (k != IR_NONE && s->type[k].bits == t.bits &&
        s->type[k].is_signed == t.is_signed) {
      store[k] = v[i];
      if (prov)
        prov[k] |= from[i];
    }
  }
  return true;
}

/* Narrow the store by the twins of test `cond` (ir_cmp_twin), the events
   right before it, as by the test itself: the copy of a pointer tested
   NULL is NULL too, also once the tested one gets another value (zstd's
   divbwt: `if ((B = A) == NULL) B = malloc (..); ... if (A == NULL) free
   (B);`).  False if one of them cannot hold. */
static bool assume_twins(md_store *s, uint32_t *store, uint64_t *prov,
                         uint32_t cond, ir_cmp op, bool narrow)
{
  const ir_event *c = &s->fn->events[cond];
  for (uint32_t j = cond; j-- > 0;) {
    const ir_event *t = &s->fn->events[j];
    ir_cmp top = op;
    if (t->kind == IR_EV_CMP && (t->flags & IR_EVF_RELATION))
      top = op == c->cmp ? t->cmp : ir_cmp_negate(t->cmp);
    else if (!ir_cmp_twin(t, c))
      break;
    if (!assume_cmp(s, store, prov, t, top, narrow))
      return false;
  }
  return true;
}

/* Does a switch on a known value take edge e (a case or the default)? */
static bool assume_switch(md_store *s, uint32_t *store, const ir_edge *e,
                          bool narrow)
{
  uint32_t k = e->switch_var == IR_NONE ? IR_NONE : s->slot[e->switch_var];
  if (k == IR_NONE)
    return true;
  md_vtype t = s->type[k];
  if (e->kind == IR_EDGE_SWITCH) {
    uint32_t in = md_vals_meet(s->vals, t, store[k],
                               md_vals_range(s->vals, t, e->case_lo,
                                             e->case_hi));
    if (in == MD_VAL_BOTTOM)
      return false;
    if (narrow)
      store[k] = in;
    return true;
  }
  /* Default: infeasible when the value surely falls in the cases (in
     one, or across several: `switch (n)` over 0..5 with n in [2, 5]). */
  const ir_node *from = &s->fn->nodes[e->from];
  if (store[k] == MD_VAL_TOP)
    return true;
  /* The first 16 cases count across cases; a value only later ones hold
     keeps the default feasible, as before. */
  const char *lo[16], *hi[16];
  uint32_t n = 0;
  for (uint32_t i = 0; i < from->nsucc; i++) {
    const ir_edge *c = &s->fn->edges[from->first_succ + i];
    if (c->kind != IR_EDGE_SWITCH)
      continue;
    uint32_t range = md_vals_range(s->vals, t, c->case_lo, c->case_hi);
    if (range != MD_VAL_TOP &&
        md_vals_meet(s->vals, t, store[k], range) == store[k])
      return false;
    if (n < 16) {
      lo[n] = c->case_lo;
      hi[n++] = c->case_hi;
    }
  }
  /* Across several cases in values only: a `default:` that calls abort
     after a test of the same value (tmux's options_to_string under
     OPTIONS_IS_NUMBER) is defensive code, not code to remove. */
  return s->branches || !md_vals_covered(s->vals, t, store[k], lo, hi, n);
}

int md_store_edge(md_store *s, const uint32_t *in, const uint64_t *pin,
                  uint32_t k, bool narrow, bool split, uint32_t *out0,
                  uint64_t *pout0, uint32_t *out1, uint64_t *pout1)
{
  const ir_function *fn = s->fn;
  const ir_edge *edge = &fn->edges[k];
  size_t bytes = md_store_width(s) * sizeof *in;
  memcpy(out0, in, bytes);
  if (pin)
    memcpy(pout0, pin, s->ntracked * sizeof *pin);
  if (edge->cond != IR_NONE) {
    const ir_event *cmp = &fn->events[edge->cond];
    /* Branches only: a macro's own test (an assert's, a NULL test inside
       a macro's body) is made for every use of the macro; what it decides
       makes no later check of the program's dead. */
    if (s->branches && (cmp->flags & IR_EVF_MACRO))
      return 1;
    if (cmp->flags & IR_EVF_DECIDED) {
      /* FALSE where the store knows the test false, else TRUE; neither
         narrows. */
      bool may_hold = assume_cmp(s, out0, NULL, cmp, cmp->cmp, false);
      return (edge->kind == IR_EDGE_TRUE) == may_hold ? 1 : 0;
    }
    ir_cmp op = edge->kind == IR_EDGE_TRUE ? cmp->cmp : ir_cmp_negate(cmp->cmp);
    md_vtype t;
    uint32_t slot, below, above;
    if (op == IR_CMP_NE && narrow && split && cmp_type(s, cmp, &t) &&
        ne_split(s, in, cmp, t, &slot, &below, &above)) {
      out0[slot] = below; /* two stores: below and above K */
      memcpy(out1, in, bytes);
      out1[slot] = above;
      if (pin)
        memcpy(pout1, pin, s->ntracked * sizeof *pin);
      return 2;
    }
    if (!assume_cmp(s, out0, pout0, cmp, op, narrow))
      return 0;
    return assume_twins(s, out0, pout0, edge->cond, op, narrow) ? 1 : 0;
  }
  if (edge->kind == IR_EDGE_SWITCH || edge->kind == IR_EDGE_DEFAULT)
    return assume_switch(s, out0, edge, narrow) ? 1 : 0;
  return 1;
}

uint64_t md_store_edge_names(const md_store *s, const uint64_t *prov,
                             uint32_t k)
{
  const ir_edge *edge = &s->fn->edges[k];
  if (edge->cond != IR_NONE) {
    const ir_event *cmp = &s->fn->events[edge->cond];
    uint64_t m = prov_of(s, prov, &cmp->lhs) | prov_of(s, prov, &cmp->rhs);
    /* A relation flag's test names the flag and what it is read from. */
    for (uint32_t j = edge->cond; j-- > 0;) {
      const ir_event *t = &s->fn->events[j];
      if (t->kind != IR_EV_CMP || !(t->flags & IR_EVF_SYNTHETIC))
        break;
      uint32_t f = operand_slot(s, &t->lhs);
      if (!(t->flags & IR_EVF_RELATION) || f == IR_NONE)
        continue;
      m |= prov_of(s, prov, &t->lhs);
      for (uint32_t i = 0; i < s->rel_n[t->lhs.var] && i < 4; i++) {
        uint32_t src = s->slot[s->rel_src[(size_t)t->lhs.var * 4 + i]];
        m |= prov && src != IR_NONE ? prov[src] : 0;
      }
    }
    return m;
  }
  uint32_t t = edge->switch_var == IR_NONE ? IR_NONE : s->slot[edge->switch_var];
  return prov && t != IR_NONE ? prov[t] : 0;
}
