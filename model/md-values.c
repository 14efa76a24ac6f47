/* md-values.c: interned exact integer intervals over GMP (see values.h). */
#include "config.h"

#include <stdio.h>
#include <gmp.h>
#include <stdlib.h>
#include <string.h>

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

struct md_vals {
  ival *v;         /* v[0], v[1] unused: TOP and BOTTOM have no bounds */
  uint32_t n, cap;
  uint32_t *slots; /* open addressing over ids; 0 = empty */
  uint32_t nslots;
  memo *ops;       /* nops entries, direct mapped */
  cmemo *consts;   /* nconsts entries, direct mapped */
  uint32_t nops, nconsts, ops_used, consts_used; /* results stored */
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

static bool same_text(const char *x, const char *y)
{
  return x == y || (x && y && strcmp(x, y) == 0);
}

static void rehash(md_vals *v)
{
  free(v->slots);
  v->nslots *= 2;
  v->slots = ut_calloc(v->nslots, sizeof *v->slots);
  for (uint32_t id = 2; id < v->n; id++) {
    uint32_t j = (uint32_t)ut_hash_str(UT_HASH_INIT, v->v[id].key) &
                 (v->nslots - 1);
    while (v->slots[j])
      j = (j + 1) & (v->nslots - 1);
    v->slots[j] = id;
  }
}

/* Intern [lo, hi] already known to lie strictly inside the type. */
static uint32_t intern(md_vals *v, const mpz_t lo, const mpz_t hi)
{
  char *key = ut_malloc(mpz_sizeinbase(lo, 10) + mpz_sizeinbase(hi, 10) + 4);
  mpz_get_str(key, 10, lo);
  strcat(key, ":");
  mpz_get_str(key + strlen(key), 10, hi);
  uint32_t j = (uint32_t)ut_hash_str(UT_HASH_INIT, key) & (v->nslots - 1);
  for (; v->slots[j]; j = (j + 1) & (v->nslots - 1))
    if (strcmp(v->v[v->slots[j]].key, key) == 0) {
      free(key);
      return v->slots[j];
    }
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
  mpz_t tlo, thi;
  uint32_t id;
  if (mpz_cmp(lo, hi) > 0)
    return MD_VAL_BOTTOM;
  mpz_inits(tlo, thi, NULL);
  type_range(t, tlo, thi);
  if (mpz_cmp(lo, tlo) <= 0 && mpz_cmp(hi, thi) >= 0)
    id = MD_VAL_TOP; /* the whole type, or wider */
  else if (mpz_cmp(lo, tlo) < 0 || mpz_cmp(hi, thi) > 0)
    id = MD_VAL_TOP; /* partly outside: may wrap */
  else
    id = intern(v, lo, hi);
  mpz_clears(tlo, thi, NULL);
  return id;
}

/* Bounds of id a (TOP: the type's range).  a must not be BOTTOM. */
static void bounds(const md_vals *v, md_vtype t, uint32_t a, mpz_t lo,
                   mpz_t hi)
{
  if (a == MD_VAL_TOP || a >= v->n) {
    type_range(t, lo, hi);
    return;
  }
  mpz_set(lo, v->v[a].lo);
  mpz_set(hi, v->v[a].hi);
}

static uint32_t range_compute(md_vals *v, md_vtype t, const char *lo,
                              const char *hi);

uint32_t md_vals_range(md_vals *v, md_vtype t, const char *lo,
                        const char *hi)
{
  uint32_t h = (lo ? (uint32_t)ut_hash_str(UT_HASH_INIT, lo) : 1) * 31 +
               (hi ? (uint32_t)ut_hash_str(UT_HASH_INIT, hi) : 2);
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
  mpz_t l, h;
  uint32_t id = MD_VAL_TOP;
  mpz_inits(l, h, NULL);
  type_range(t, l, h);
  if ((!lo || mpz_set_str(l, lo, 10) == 0) &&
      (!hi || mpz_set_str(h, hi, 10) == 0)) {
    mpz_t tlo, thi;
    mpz_inits(tlo, thi, NULL);
    type_range(t, tlo, thi);
    /* A constant outside the type cannot be compared as written. */
    if (mpz_cmp(l, tlo) >= 0 && mpz_cmp(h, thi) <= 0)
      id = make(v, t, l, h);
    mpz_clears(tlo, thi, NULL);
  }
  mpz_clears(l, h, NULL);
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
  mpz_t l1, h1, l2, h2;
  mpz_inits(l1, h1, l2, h2, NULL);
  bounds(v, t, a, l1, h1);
  bounds(v, t, b, l2, h2);
  if (mpz_cmp(l2, l1) > 0)
    mpz_set(l1, l2);
  if (mpz_cmp(h2, h1) < 0)
    mpz_set(h1, h2);
  uint32_t id = make(v, t, l1, h1);
  mpz_clears(l1, h1, l2, h2, NULL);
  memo_put(v, m, key, a, b, id, 0, true);
  return id;
}

/* Narrow a to values < b's maximum (strict) or <= it. */
static void below(mpz_t ahi, const mpz_t bhi, bool strict)
{
  mpz_t lim;
  mpz_init_set(lim, bhi);
  if (strict)
    mpz_sub_ui(lim, lim, 1);
  if (mpz_cmp(lim, ahi) < 0)
    mpz_set(ahi, lim);
  mpz_clear(lim);
}

static void above(mpz_t blo, const mpz_t alo, bool strict)
{
  mpz_t lim;
  mpz_init_set(lim, alo);
  if (strict)
    mpz_add_ui(lim, lim, 1);
  if (mpz_cmp(lim, blo) > 0)
    mpz_set(blo, lim);
  mpz_clear(lim);
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
  mpz_t al, ah, bl, bh;
  mpz_inits(al, ah, bl, bh, NULL);
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
    below(ah, bh, op == MD_VCMP_LT);
    above(bl, al, op == MD_VCMP_LT);
    break;
  default:
    break;
  }
  uint32_t na = make(v, t, al, ah), nb = make(v, t, bl, bh);
  mpz_clears(al, ah, bl, bh, NULL);
  bool ok = na != MD_VAL_BOTTOM && nb != MD_VAL_BOTTOM;
  memo_put(v, m, key, a, b, na, nb, ok);
  if (!ok)
    return false;
  *a_out = na;
  *b_out = nb;
  return true;
}

/* The smallest and largest of four products, into lo and hi. */
static void mul_bounds(mpz_t lo, mpz_t hi, const mpz_t al, const mpz_t ah,
                       const mpz_t bl, const mpz_t bh)
{
  mpz_t p[4];
  for (int i = 0; i < 4; i++)
    mpz_init(p[i]);
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
  for (int i = 0; i < 4; i++)
    mpz_clear(p[i]);
}

/* x & y for x in a, y in b (either may be TOP): exact for two constants;
   else between 0 and the upper bound of an operand that is never
   negative (clearing bits of it cannot raise it); TOP when both may be
   negative. */
static uint32_t and_arith(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  mpz_t al, ah, bl, bh, lo, hi;
  mpz_inits(al, ah, bl, bh, lo, hi, NULL);
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
  mpz_clears(al, ah, bl, bh, lo, hi, NULL);
  return id;
}

/* x % y for x in a, y in b (b may be TOP): the sign of x, |x % y| <= |x|,
   and |x % y| < |y| when y is never 0; exact for two constants. */
static uint32_t mod_arith(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  mpz_t al, ah, bl, bh, lo, hi, m;
  mpz_inits(al, ah, bl, bh, lo, hi, m, NULL);
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
  uint32_t id = make(v, t, lo, hi);
  mpz_clears(al, ah, bl, bh, lo, hi, m, NULL);
  return id;
}

/* x / y for x in a, y in b: b must exclude 0 and keep one sign, and
   then the quotient is monotone in each operand, so the four corners
   bound it (C truncates towards zero, as mpz_tdiv_q). */
static uint32_t div_arith(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  mpz_t al, ah, bl, bh, q[4];
  mpz_inits(al, ah, bl, bh, NULL);
  bounds(v, t, a, al, ah);
  bounds(v, t, b, bl, bh);
  uint32_t id = MD_VAL_TOP;
  if (mpz_sgn(bl) > 0 || mpz_sgn(bh) < 0) {
    for (int i = 0; i < 4; i++)
      mpz_init(q[i]);
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
    for (int i = 0; i < 4; i++)
      mpz_clear(q[i]);
  }
  mpz_clears(al, ah, bl, bh, NULL);
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
  mpz_t al, ah, bl, bh, lo, hi;
  mpz_inits(al, ah, bl, bh, lo, hi, NULL);
  bounds(v, t, a, al, ah);
  if (op != MD_VAR_NEG)
    bounds(v, t, b, bl, bh);
  switch (op) {
  case MD_VAR_ADD: mpz_add(lo, al, bl); mpz_add(hi, ah, bh); break;
  case MD_VAR_SUB: mpz_sub(lo, al, bh); mpz_sub(hi, ah, bl); break;
  case MD_VAR_MUL: mul_bounds(lo, hi, al, ah, bl, bh); break;
  case MD_VAR_NEG: mpz_neg(lo, ah); mpz_neg(hi, al); break;
  case MD_VAR_MOD: case MD_VAR_AND: break; /* mod_arith, and_arith */
  case MD_VAR_DIV: break; /* div_arith */
  }
  uint32_t id = make(v, t, lo, hi);
  mpz_clears(al, ah, bl, bh, lo, hi, NULL);
  memo_put(v, m, key, a, b, id, 0, true);
  return id;
}

uint32_t md_vals_join(md_vals *v, md_vtype t, uint32_t a, uint32_t b)
{
  if (a == MD_VAL_BOTTOM || a == b)
    return b;
  if (b == MD_VAL_BOTTOM)
    return a;
  if (a == MD_VAL_TOP || b == MD_VAL_TOP)
    return MD_VAL_TOP;
  mpz_t l1, h1, l2, h2;
  mpz_inits(l1, h1, l2, h2, NULL);
  bounds(v, t, a, l1, h1);
  bounds(v, t, b, l2, h2);
  if (mpz_cmp(l2, l1) < 0)
    mpz_set(l1, l2);
  if (mpz_cmp(h2, h1) > 0)
    mpz_set(h1, h2);
  uint32_t id = make(v, t, l1, h1);
  mpz_clears(l1, h1, l2, h2, NULL);
  return id;
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
  mpz_t lo, hi;
  mpz_inits(lo, hi, NULL);
  type_range(from, lo, hi);
  uint32_t id = make(v, to, lo, hi);
  mpz_clears(lo, hi, NULL);
  memo_put(v, m, key, from.bits, 0, id, 0, true);
  return id;
}

bool md_vals_is(md_vals *v, uint32_t a, const char *decimal)
{
  if (a < 2 || a >= v->n)
    return false;
  mpz_t k;
  if (mpz_init_set_str(k, decimal, 10) != 0) {
    mpz_clear(k);
    return false;
  }
  bool is = mpz_cmp(v->v[a].lo, k) == 0 && mpz_cmp(v->v[a].hi, k) == 0;
  mpz_clear(k);
  return is;
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
