/* md-values.c: interned exact integer intervals over GMP (see values.h). */
#include "config.h"

#include <stdio.h>
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ctl.h"
#include "ctlcheck/values.h"
#include "ctlcheck/util.h"

typedef struct ival {
  mpz_t lo, hi;
  char *key; /* "lo:hi", the interning key */
} ival;

/* A remembered result of an operation on interned ids (exploration asks
   the same questions again and again; GMP answers them slowly). */
typedef struct memo {
  uint32_t key, a, b, r1, r2; /* key 0: empty */
  bool ok;
} memo;

/* A remembered constant or range written in decimal. */
typedef struct cmemo {
  char *lo, *hi; /* copies; NULL for "the type's bound" */
  uint32_t bits;
  bool is_signed, used;
  uint32_t id;
} cmemo;

/* The memo tables are caches (values are interned: a result computed
   again is the same id).  They are made on first use (many functions
   never ask), start small, and grow once they have stored as many
   results as they have entries, dropping what they hold. */
enum { MEMO_MIN = 256, MEMO_MAX = 4096 };

/* The bounds of one integer type, computed once per table. */
typedef struct tbounds {
  uint32_t bits;
  bool is_signed;
  mpz_t lo, hi;
} tbounds;

/* Scratch numbers of the operations (an operation uses its own and those
   of the helpers it calls, never another operation's while it runs):
   kept from one operation to the next, so GMP allocates their limbs
   once, not for every temporary. */
enum { S_AL, S_AH, S_BL, S_BH, S_LO, S_HI, S_M, S_P0, S_P1, S_P2, S_P3,
       S_N };

struct md_vals {
  ival *v;         /* v[0], v[1] unused: TOP and BOTTOM have no bounds */
  uint32_t n, cap;
  uint32_t *slots; /* open addressing over ids; 0 = empty */
  uint32_t nslots;
  memo *ops;       /* nops entries, direct mapped */
  cmemo *consts;   /* nconsts entries, direct mapped */
  uint32_t nops, nconsts, ops_used, consts_used; /* results stored */
  tbounds **types; /* each type's bounds, made on first need (they never
                      move: pointers to them stay valid) */
  uint32_t ntypes, captypes;
  mpz_t s[S_N];    /* scratch, see S_AL */
};

/* Free the texts the constants' memo holds (only used entries hold any,
   all stored since the table was made). */
static void consts_clear(md_vals *v)
{
  for (uint32_t i = 0; v->consts_used && i < v->nconsts; i++)
    if (v->consts[i].used) {
      free(v->consts[i].lo);
      free(v->consts[i].hi);
    }
}

md_vals *md_vals_new(void)
{
  md_vals *v = ut_calloc(1, sizeof *v);
  v->n = 2;
  v->cap = 16;
  v->v = ut_malloc(v->cap * sizeof *v->v);
  v->nslots = 64;
  v->slots = ut_calloc(v->nslots, sizeof *v->slots);
  for (int i = 0; i < S_N; i++)
    mpz_init(v->s[i]); /* allocates nothing yet */
  return v; /* ops and consts: none until first used (nops, nconsts 0) */
}

void md_vals_free(md_vals *v)
{
  if (!v)
    return;
  for (uint32_t i = 2; i < v->n; i++) {
    mpz_clear(v->v[i].lo);
    mpz_clear(v->v[i].hi);
    free(v->v[i].key);
  }
  consts_clear(v);
  for (uint32_t i = 0; i < v->ntypes; i++) {
    mpz_clears(v->types[i]->lo, v->types[i]->hi, NULL);
    free(v->types[i]);
  }
  free(v->types);
  for (int i = 0; i < S_N; i++)
    mpz_clear(v->s[i]);
  free(v->v);
  free(v->slots);
  free(v->ops);
  free(v->consts);
  free(v);
}

/* The key of operation `what` (with sub-operation op) in type t. */
static uint32_t memo_key(uint32_t what, uint32_t op, md_vtype t)
{
  return (what << 24) | (op << 16) | ((t.bits & 0x7fff) << 1) |
         (t.is_signed ? 1u : 0u);
}

/* The memo slot for (key, a, b); the table grows first when full
   (no operation starts another between its slot and its memo_put). */
static memo *memo_slot(md_vals *v, uint32_t key, uint32_t a, uint32_t b)
{
  if (v->ops_used >= v->nops && v->nops < MEMO_MAX) {
    free(v->ops);
    v->nops = v->nops ? v->nops * 4 : MEMO_MIN;
    v->ops = ut_calloc(v->nops, sizeof *v->ops);
    v->ops_used = 0;
  }
  uint32_t h = key * 2654435761u ^ a * 2246822519u ^ b * 3266489917u;
  return &v->ops[(h ^ (h >> 15)) & (v->nops - 1)];
}

static bool memo_hit(const memo *m, uint32_t key, uint32_t a, uint32_t b)
{
  return m->key == key && m->a == a && m->b == b;
}

static void memo_put(md_vals *v, memo *m, uint32_t key, uint32_t a,
                     uint32_t b, uint32_t r1, uint32_t r2, bool ok)
{
  v->ops_used++;
  *m = (memo){key, a, b, r1, r2, ok};
}

/* The range of type t into lo, hi (initialised by the caller). */
static void type_range(md_vtype t, mpz_t lo, mpz_t hi)
{
  uint32_t bits = t.bits ? t.bits : 64;
  if (t.is_signed) {
    mpz_ui_pow_ui(hi, 2, bits - 1);
    mpz_neg(lo, hi);
    mpz_sub_ui(hi, hi, 1);
  } else {
    mpz_set_ui(lo, 0);
    mpz_ui_pow_ui(hi, 2, bits);
    mpz_sub_ui(hi, hi, 1);
  }
}

/* The range of type t, computed on its first need (a function uses a few
   types; 2^bits was computed for every operation). */
static const tbounds *type_bounds(md_vals *v, md_vtype t)
{
  for (uint32_t i = 0; i < v->ntypes; i++)
    if (v->types[i]->bits == t.bits && v->types[i]->is_signed == t.is_signed)
      return v->types[i];
  tbounds *b = ut_malloc(sizeof *b);
  b->bits = t.bits;
  b->is_signed = t.is_signed;
  mpz_inits(b->lo, b->hi, NULL);
  type_range(t, b->lo, b->hi);
  v->types = ut_grow32(v->types, v->ntypes, &v->captypes, sizeof *v->types);
  v->types[v->ntypes++] = b;
  return b;
}

static bool same_text(const char *x, const char *y)
{
  return x == y || (x && y && strcmp(x, y) == 0);
}

/* The slot hash of [lo, hi], from their limbs and signs (no text: the
   key is written only for an interval seen first). */
static uint32_t ival_hash(const mpz_t lo, const mpz_t hi)
{
  uint64_t h = ctl_hash64(mpz_limbs_read(lo), mpz_size(lo) * sizeof(mp_limb_t),
                          (uint64_t)(mpz_sgn(lo) + 2));
  h = ctl_hash64(mpz_limbs_read(hi), mpz_size(hi) * sizeof(mp_limb_t),
                 h ^ (uint64_t)(mpz_sgn(hi) + 2));
  return (uint32_t)(h ^ h >> 32);
}

static void rehash(md_vals *v)
{
  free(v->slots);
  v->nslots *= 2;
  v->slots = ut_calloc(v->nslots, sizeof *v->slots);
  for (uint32_t id = 2; id < v->n; id++) {
    uint32_t j = ival_hash(v->v[id].lo, v->v[id].hi) & (v->nslots - 1);
    while (v->slots[j])
      j = (j + 1) & (v->nslots - 1);
    v->slots[j] = id;
  }
}

/* Intern [lo, hi] already known to lie strictly inside the type. */
static uint32_t intern(md_vals *v, const mpz_t lo, const mpz_t hi)
{
  uint32_t j = ival_hash(lo, hi) & (v->nslots - 1);
  for (; v->slots[j]; j = (j + 1) & (v->nslots - 1))
    if (mpz_cmp(v->v[v->slots[j]].lo, lo) == 0 &&
        mpz_cmp(v->v[v->slots[j]].hi, hi) == 0)
      return v->slots[j];
  char *key = ut_malloc(mpz_sizeinbase(lo, 10) + mpz_sizeinbase(hi, 10) + 4);
  mpz_get_str(key, 10, lo);
  strcat(key, ":");
  mpz_get_str(key + strlen(key), 10, hi);
  if (v->n == v->cap) {
    v->cap *= 2;
    v->v = ut_realloc(v->v, v->cap * sizeof *v->v);
  }
  ival *e = &v->v[v->n];
  mpz_init_set(e->lo, lo);
  mpz_init_set(e->hi, hi);
  e->key = key;
  v->slots[j] = v->n;
  if (2 * ++v->n > v->nslots)
    rehash(v);
  return v->n - 1;
}

/* The id of [lo, hi]: BOTTOM if empty; TOP if it is the whole type, or
   if it leaves the type (C wraps, or overflow is undefined). */
static uint32_t make(md_vals *v, md_vtype t, const mpz_t lo, const mpz_t hi)
{
  if (mpz_cmp(lo, hi) > 0)
    return MD_VAL_BOTTOM;
  const tbounds *tb = type_bounds(v, t);
  if (mpz_cmp(lo, tb->lo) <= 0 && mpz_cmp(hi, tb->hi) >= 0)
    return MD_VAL_TOP; /* the whole type, or wider */
  if (mpz_cmp(lo, tb->lo) < 0 || mpz_cmp(hi, tb->hi) > 0)
    return MD_VAL_TOP; /* partly outside: may wrap */
  return intern(v, lo, hi);
}

/* Bounds of id a (TOP: the type's range).  a must not be BOTTOM. */
static void bounds(md_vals *v, md_vtype t, uint32_t a, mpz_t lo, mpz_t hi)
{
  if (a == MD_VAL_TOP || a >= v->n) {
    const tbounds *tb = type_bounds(v, t);
    mpz_set(lo, tb->lo);
    mpz_set(hi, tb->hi);
    return;
  }
  mpz_set(lo, v->v[a].lo);
  mpz_set(hi, v->v[a].hi);
}

static uint32_t range_compute(md_vals *v, md_vtype t, const char *lo,
                              const char *hi);

/* The constants' memo slot of texts lo and hi, from their addresses: the
   IR's strings are interned, so a constant asked again is usually the
   same pointer (hashing the texts was most of md_vals_range); the entry
   still compares the texts, so another pointer to the same text only
   misses, and a miss computes the same interned id. */
static uint32_t consts_hash(const char *lo, const char *hi)
{
  uint64_t h = (uint64_t)(uintptr_t)lo * UINT64_C(0x9e3779b97f4a7c15) ^
               (uint64_t)(uintptr_t)hi * UINT64_C(0xbf58476d1ce4e5b9);
  return (uint32_t)(h >> 32 ^ h);
}

uint32_t md_vals_range(md_vals *v, md_vtype t, const char *lo,
                        const char *hi)
{
  uint32_t h = consts_hash(lo, hi);
  if (v->consts_used >= v->nconsts && v->nconsts < MEMO_MAX) {
    consts_clear(v);
    free(v->consts);
    v->nconsts = v->nconsts ? v->nconsts * 4 : MEMO_MIN;
    v->consts = ut_calloc(v->nconsts, sizeof *v->consts);
    v->consts_used = 0;
  }
  h = (h ^ t.bits * 2654435761u ^ (t.is_signed ? 0x9e37u : 0)) &
      (v->nconsts - 1);
  cmemo *m = &v->consts[h];
  if (m->used && m->bits == t.bits && m->is_signed == t.is_signed &&
      same_text(m->lo, lo) && same_text(m->hi, hi))
    return m->id;
  uint32_t id = range_compute(v, t, lo, hi);
  v->consts_used++;
  free(m->lo);
  free(m->hi);
  *m = (cmemo){lo ? ut_strdup(lo) : NULL, hi ? ut_strdup(hi) : NULL, t.bits,
               t.is_signed, true, id};
  return id;
}

static uint32_t range_compute(md_vals *v, md_vtype t, const char *lo,
                              const char *hi)
{
  mpz_ptr l = v->s[S_LO], h = v->s[S_HI];
  uint32_t id = MD_VAL_TOP;
  bounds(v, t, MD_VAL_TOP, l, h);
  if ((!lo || mpz_set_str(l, lo, 10) == 0) &&
      (!hi || mpz_set_str(h, hi, 10) == 0)) {
    const tbounds *tb = type_bounds(v, t);
    /* A constant outside the type cannot be compared as written. */
    if (mpz_cmp(l, tb->lo) >= 0 && mpz_cmp(h, tb->hi) <= 0)
      id = make(v, t, l, h);
  }
  return id;
}

uint32_t md_vals_const(md_vals *v, md_vtype t, const char *decimal)
{
  if (!decimal)
    return MD_VAL_TOP;
  return md_vals_range(v, t, decimal, decimal);
}

uint32_t md_vals_meet(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  if (a == MD_VAL_BOTTOM || b == MD_VAL_BOTTOM)
    return MD_VAL_BOTTOM;
  if (a == MD_VAL_TOP || a == b)
    return b;
  if (b == MD_VAL_TOP)
    return a;
  uint32_t key = memo_key(1, 0, t);
  memo *m = memo_slot(v, key, a, b);
  if (memo_hit(m, key, a, b))
    return m->r1;
  mpz_ptr l1 = v->s[S_AL], h1 = v->s[S_AH], l2 = v->s[S_BL], h2 = v->s[S_BH];
  bounds(v, t, a, l1, h1);
  bounds(v, t, b, l2, h2);
  if (mpz_cmp(l2, l1) > 0)
    mpz_set(l1, l2);
  if (mpz_cmp(h2, h1) < 0)
    mpz_set(h1, h2);
  uint32_t id = make(v, t, l1, h1);
  memo_put(v, m, key, a, b, id, 0, true);
  return id;
}

/* Narrow a to values < b's maximum (strict) or <= it (lim: scratch). */
static void below(mpz_t ahi, const mpz_t bhi, bool strict, mpz_t lim)
{
  mpz_set(lim, bhi);
  if (strict)
    mpz_sub_ui(lim, lim, 1);
  if (mpz_cmp(lim, ahi) < 0)
    mpz_set(ahi, lim);
}

static void above(mpz_t blo, const mpz_t alo, bool strict, mpz_t lim)
{
  mpz_set(lim, alo);
  if (strict)
    mpz_add_ui(lim, lim, 1);
  if (mpz_cmp(lim, blo) > 0)
    mpz_set(blo, lim);
}

/* a != b: only a singleton at an end of the other interval narrows it. */
static void not_equal(mpz_t al, mpz_t ah, const mpz_t bl, const mpz_t bh)
{
  if (mpz_cmp(bl, bh) != 0)
    return;
  if (mpz_cmp(al, bl) == 0)
    mpz_add_ui(al, al, 1);
  else if (mpz_cmp(ah, bl) == 0)
    mpz_sub_ui(ah, ah, 1);
}

bool md_vals_assume(md_vals *v, md_vtype t, uint32_t a, md_vcmp op,
                     uint32_t b, uint32_t *a_out, uint32_t *b_out)
{
  *a_out = *b_out = MD_VAL_BOTTOM;
  if (a == MD_VAL_BOTTOM || b == MD_VAL_BOTTOM)
    return false;
  if (op == MD_VCMP_GT || op == MD_VCMP_GE) /* b < a, b <= a */
    return md_vals_assume(v, t, b, op == MD_VCMP_GT ? MD_VCMP_LT
                                                      : MD_VCMP_LE,
                           a, b_out, a_out);
  uint32_t key = memo_key(4, op, t);
  memo *m = memo_slot(v, key, a, b);
  if (memo_hit(m, key, a, b)) {
    if (m->ok) {
      *a_out = m->r1;
      *b_out = m->r2;
    }
    return m->ok;
  }
  mpz_ptr al = v->s[S_AL], ah = v->s[S_AH], bl = v->s[S_BL], bh = v->s[S_BH];
  bounds(v, t, a, al, ah);
  bounds(v, t, b, bl, bh);
  switch (op) {
  case MD_VCMP_EQ:
    if (mpz_cmp(bl, al) > 0) mpz_set(al, bl);
    if (mpz_cmp(bh, ah) < 0) mpz_set(ah, bh);
    mpz_set(bl, al);
    mpz_set(bh, ah);
    break;
  case MD_VCMP_NE:
    not_equal(al, ah, bl, bh);
    not_equal(bl, bh, al, ah);
    break;
  case MD_VCMP_LT:
  case MD_VCMP_LE:
    below(ah, bh, op == MD_VCMP_LT, v->s[S_M]);
    above(bl, al, op == MD_VCMP_LT, v->s[S_M]);
    break;
  default:
    break;
  }
  uint32_t na = make(v, t, al, ah), nb = make(v, t, bl, bh);
  bool ok = na != MD_VAL_BOTTOM && nb != MD_VAL_BOTTOM;
  memo_put(v, m, key, a, b, na, nb, ok);
  if (!ok)
    return false;
  *a_out = na;
  *b_out = nb;
  return true;
}

/* The smallest and largest of four products, into lo and hi (p: four
   scratch numbers). */
static void mul_bounds(mpz_t lo, mpz_t hi, const mpz_t al, const mpz_t ah,
                       const mpz_t bl, const mpz_t bh, mpz_ptr *p)
{
  mpz_mul(p[0], al, bl);
  mpz_mul(p[1], al, bh);
  mpz_mul(p[2], ah, bl);
  mpz_mul(p[3], ah, bh);
  mpz_set(lo, p[0]);
  mpz_set(hi, p[0]);
  for (int i = 1; i < 4; i++) {
    if (mpz_cmp(p[i], lo) < 0) mpz_set(lo, p[i]);
    if (mpz_cmp(p[i], hi) > 0) mpz_set(hi, p[i]);
  }
}

/* x & y for x in a, y in b (either may be TOP): exact for two constants;
   else between 0 and the upper bound of an operand that is never
   negative (clearing bits of it cannot raise it); TOP when both may be
   negative. */
static uint32_t and_arith(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  mpz_ptr al = v->s[S_AL], ah = v->s[S_AH], bl = v->s[S_BL], bh = v->s[S_BH];
  mpz_ptr lo = v->s[S_LO], hi = v->s[S_HI];
  mpz_set_ui(lo, 0);
  bounds(v, t, a, al, ah);
  bounds(v, t, b, bl, bh);
  uint32_t id = MD_VAL_TOP;
  if (mpz_cmp(al, ah) == 0 && mpz_cmp(bl, bh) == 0) {
    mpz_and(lo, al, bl); /* two's complement, as C's operands */
    id = make(v, t, lo, lo);
  } else if (mpz_sgn(al) >= 0 || mpz_sgn(bl) >= 0) {
    mpz_set(hi, mpz_sgn(al) >= 0 ? ah : bh);
    if (mpz_sgn(al) >= 0 && mpz_sgn(bl) >= 0 && mpz_cmp(bh, hi) < 0)
      mpz_set(hi, bh);
    id = make(v, t, lo, hi); /* lo is 0 */
  }
  return id;
}

/* x % y for x in a, y in b (b may be TOP): the sign of x, |x % y| <= |x|,
   and |x % y| < |y| when y is never 0; exact for two constants. */
static uint32_t mod_arith(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  mpz_ptr al = v->s[S_AL], ah = v->s[S_AH], bl = v->s[S_BL], bh = v->s[S_BH];
  mpz_ptr lo = v->s[S_LO], hi = v->s[S_HI], m = v->s[S_M];
  bounds(v, t, a, al, ah);
  bounds(v, t, b, bl, bh);
  mpz_set(lo, al);
  mpz_set(hi, ah);
  if (mpz_sgn(al) >= 0)
    mpz_set_ui(lo, 0);
  else if (mpz_sgn(ah) <= 0)
    mpz_set_ui(hi, 0);
  if (b != MD_VAL_TOP && (mpz_sgn(bl) > 0 || mpz_sgn(bh) < 0)) {
    if (mpz_cmp(al, ah) == 0 && mpz_cmp(bl, bh) == 0) {
      mpz_tdiv_r(lo, al, bl);
      mpz_set(hi, lo);
    } else {
      mpz_abs(bl, bl);
      mpz_abs(bh, bh);
      mpz_sub_ui(m, mpz_cmp(bl, bh) > 0 ? bl : bh, 1);
      if (mpz_cmp(hi, m) > 0)
        mpz_set(hi, m);
      mpz_neg(m, m);
      if (mpz_cmp(lo, m) < 0)
        mpz_set(lo, m);
    }
  }
  return make(v, t, lo, hi);
}

/* x / y for x in a, y in b: b must exclude 0 and keep one sign, and
   then the quotient is monotone in each operand, so the four corners
   bound it (C truncates towards zero, as mpz_tdiv_q). */
static uint32_t div_arith(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  mpz_ptr al = v->s[S_AL], ah = v->s[S_AH], bl = v->s[S_BL], bh = v->s[S_BH];
  mpz_ptr q[4] = {v->s[S_P0], v->s[S_P1], v->s[S_P2], v->s[S_P3]};
  bounds(v, t, a, al, ah);
  bounds(v, t, b, bl, bh);
  uint32_t id = MD_VAL_TOP;
  if (mpz_sgn(bl) > 0 || mpz_sgn(bh) < 0) {
    mpz_tdiv_q(q[0], al, bl);
    mpz_tdiv_q(q[1], al, bh);
    mpz_tdiv_q(q[2], ah, bl);
    mpz_tdiv_q(q[3], ah, bh);
    for (int i = 1; i < 4; i++) {
      if (mpz_cmp(q[i], q[0]) < 0) mpz_swap(q[i], q[0]);
    }
    for (int i = 2; i < 4; i++) {
      if (mpz_cmp(q[i], q[1]) > 0) mpz_swap(q[i], q[1]);
    }
    id = make(v, t, q[0], q[1]);
  }
  return id;
}

uint32_t md_vals_arith(md_vals *v, md_vtype t, md_varith op, uint32_t a,
                        uint32_t b)
{
  if (a == MD_VAL_BOTTOM || (op != MD_VAR_NEG && b == MD_VAL_BOTTOM))
    return MD_VAL_BOTTOM;
  if (op == MD_VAR_MOD)
    return a == MD_VAL_TOP ? MD_VAL_TOP : mod_arith(v, t, a, b);
  if (op == MD_VAR_DIV)
    return b == MD_VAL_TOP ? MD_VAL_TOP : div_arith(v, t, a, b);
  if (op == MD_VAR_AND)
    return and_arith(v, t, a, b);
  if (a == MD_VAL_TOP || (op != MD_VAR_NEG && b == MD_VAL_TOP))
    return MD_VAL_TOP;
  uint32_t key = memo_key(2, op, t);
  memo *m = memo_slot(v, key, a, b);
  if (memo_hit(m, key, a, b))
    return m->r1;
  mpz_ptr al = v->s[S_AL], ah = v->s[S_AH], bl = v->s[S_BL], bh = v->s[S_BH];
  mpz_ptr lo = v->s[S_LO], hi = v->s[S_HI];
  bounds(v, t, a, al, ah);
  if (op != MD_VAR_NEG)
    bounds(v, t, b, bl, bh);
  switch (op) {
  case MD_VAR_ADD: mpz_add(lo, al, bl); mpz_add(hi, ah, bh); break;
  case MD_VAR_SUB: mpz_sub(lo, al, bh); mpz_sub(hi, ah, bl); break;
  case MD_VAR_MUL: {
    mpz_ptr p[4] = {v->s[S_P0], v->s[S_P1], v->s[S_P2], v->s[S_P3]};
    mul_bounds(lo, hi, al, ah, bl, bh, p);
    break;
  }
  case MD_VAR_NEG: mpz_neg(lo, ah); mpz_neg(hi, al); break;
  case MD_VAR_MOD: case MD_VAR_AND: break; /* mod_arith, and_arith */
  case MD_VAR_DIV: break; /* div_arith */
  }
  uint32_t id = make(v, t, lo, hi);
  memo_put(v, m, key, a, b, id, 0, true);
  return id;
}

uint32_t md_vals_widen(md_vals *v, md_vtype t, uint32_t old, uint32_t exact,
                       const char *const *thresholds, uint32_t n)
{
  if (old == MD_VAL_TOP || exact == MD_VAL_TOP || old == MD_VAL_BOTTOM ||
      exact == MD_VAL_BOTTOM)
    return exact == MD_VAL_BOTTOM ? exact : MD_VAL_TOP;
  mpz_ptr ol = v->s[S_AL], oh = v->s[S_AH], el = v->s[S_BL],
          eh = v->s[S_BH], lo = v->s[S_LO], hi = v->s[S_HI], k = v->s[S_M];
  bounds(v, t, old, ol, oh);
  bounds(v, t, exact, el, eh);
  const tbounds *tb = type_bounds(v, t);
  bool up = mpz_cmp(eh, oh) > 0, down = mpz_cmp(el, ol) < 0;
  mpz_set(lo, down ? tb->lo : ol);
  mpz_set(hi, up ? tb->hi : oh);
  for (uint32_t i = 0; i < n; i++) {
    if (!thresholds[i] || mpz_set_str(k, thresholds[i], 10) != 0)
      continue;
    if (up && mpz_cmp(k, eh) >= 0 && mpz_cmp(k, hi) < 0)
      mpz_set(hi, k);
    if (down && mpz_cmp(k, el) <= 0 && mpz_cmp(k, lo) > 0)
      mpz_set(lo, k);
  }
  return make(v, t, lo, hi);
}

bool md_vals_covered(md_vals *v, md_vtype t, uint32_t a,
                     const char *const *lo, const char *const *hi, uint32_t n)
{
  if (a == MD_VAL_TOP || a == MD_VAL_BOTTOM || a >= v->n)
    return a == MD_VAL_BOTTOM;
  mpz_ptr cur = v->s[S_AL], end = v->s[S_AH], l = v->s[S_BL],
          h = v->s[S_BH];
  bounds(v, t, a, cur, end);
  /* Move cur past every range that holds it, until none does. */
  for (bool moved = true; moved && mpz_cmp(cur, end) <= 0;) {
    moved = false;
    for (uint32_t i = 0; i < n; i++)
      if (lo[i] && hi[i] && mpz_set_str(l, lo[i], 10) == 0 &&
          mpz_set_str(h, hi[i], 10) == 0 && mpz_cmp(l, cur) <= 0 &&
          mpz_cmp(cur, h) <= 0) {
        mpz_add_ui(cur, h, 1);
        moved = true;
      }
  }
  return mpz_cmp(cur, end) > 0;
}

uint32_t md_vals_join(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  if (a == MD_VAL_BOTTOM || a == b)
    return b;
  if (b == MD_VAL_BOTTOM)
    return a;
  if (a == MD_VAL_TOP || b == MD_VAL_TOP)
    return MD_VAL_TOP;
  mpz_ptr l1 = v->s[S_AL], h1 = v->s[S_AH], l2 = v->s[S_BL], h2 = v->s[S_BH];
  bounds(v, t, a, l1, h1);
  bounds(v, t, b, l2, h2);
  if (mpz_cmp(l2, l1) < 0)
    mpz_set(l1, l2);
  if (mpz_cmp(h2, h1) > 0)
    mpz_set(h1, h2);
  return make(v, t, l1, h1);
}

const char *md_vals_key(const md_vals *v, uint32_t a)
{
  return a >= 2 && a < v->n ? v->v[a].key : NULL;
}

uint32_t md_vals_convert(md_vals *v, uint32_t a, md_vtype to)
{
  if (a < 2 || a >= v->n)
    return a == MD_VAL_BOTTOM ? MD_VAL_BOTTOM : MD_VAL_TOP;
  uint32_t key = memo_key(3, 0, to);
  memo *m = memo_slot(v, key, a, 0);
  if (memo_hit(m, key, a, 0))
    return m->r1;
  uint32_t id = make(v, to, v->v[a].lo, v->v[a].hi);
  memo_put(v, m, key, a, 0, id, 0, true);
  return id;
}

uint32_t md_vals_convert_from(md_vals *v, uint32_t a, md_vtype from,
                              md_vtype to)
{
  if (a != MD_VAL_TOP)
    return md_vals_convert(v, a, to);
  uint32_t key = memo_key(5, from.is_signed ? 1 : 0, to);
  memo *m = memo_slot(v, key, from.bits, 0);
  if (memo_hit(m, key, from.bits, 0))
    return m->r1;
  mpz_ptr lo = v->s[S_LO], hi = v->s[S_HI];
  bounds(v, from, MD_VAL_TOP, lo, hi);
  uint32_t id = make(v, to, lo, hi);
  memo_put(v, m, key, from.bits, 0, id, 0, true);
  return id;
}

bool md_vals_is(md_vals *v, uint32_t a, const char *decimal)
{
  if (a < 2 || a >= v->n)
    return false;
  mpz_ptr k = v->s[S_M];
  if (mpz_set_str(k, decimal, 10) != 0)
    return false;
  return mpz_cmp(v->v[a].lo, k) == 0 && mpz_cmp(v->v[a].hi, k) == 0;
}

void md_vals_print(const md_vals *v, uint32_t a, char *buf, size_t len)
{
  if (a == MD_VAL_TOP || a >= v->n)
    snprintf(buf, len, "top");
  else if (a == MD_VAL_BOTTOM)
    snprintf(buf, len, "bottom");
  else
    gmp_snprintf(buf, len, "[%Zd, %Zd]", v->v[a].lo, v->v[a].hi);
}
