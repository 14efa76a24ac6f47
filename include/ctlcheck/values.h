/* values.h: exact integer intervals (GMP) for edge feasibility in product states. */
#ifndef CTLCHECK_VALUES_H
#define CTLCHECK_VALUES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * A value is a closed interval [lo, hi] of mathematical integers, bounded
 * by the range of its C type (so every C integer type, __int128 included,
 * is exact: nothing wraps at 64 bits).  Intervals are interned in a table
 * and named by a small id, so a product state stores one uint32_t per
 * tracked variable and equal states have equal bytes.
 *
 * Ids: MD_VAL_TOP (0) is "any value of the type", MD_VAL_BOTTOM (1) is
 * "no value" (an infeasible path).  Other ids are only meaningful in the
 * table that made them.
 */
#define MD_VAL_TOP 0u
#define MD_VAL_BOTTOM 1u

typedef struct md_vals md_vals;

/* The integer range of a type: `bits` wide, signed or not.  Pointers are
   unsigned and their null is 0. */
typedef struct md_vtype {
  uint32_t bits;
  bool is_signed;
} md_vtype;

typedef enum md_vcmp {
  MD_VCMP_EQ, MD_VCMP_NE, MD_VCMP_LT, MD_VCMP_LE, MD_VCMP_GT, MD_VCMP_GE
} md_vcmp;

typedef enum md_varith {
  MD_VAR_ADD, MD_VAR_SUB, MD_VAR_MUL, MD_VAR_NEG,
  MD_VAR_MOD, /* C's truncating remainder: b may be TOP (then x alone
                 bounds it: 0 % y is 0) */
  MD_VAR_DIV, /* C's truncating quotient: known only when b excludes 0
                 and keeps one sign */
  MD_VAR_AND  /* bitwise and: exact for two constants (`state &= ~1`),
                 else within [0, x] for an x that is never negative */
} md_varith;

md_vals *md_vals_new(void);
void md_vals_free(md_vals *v);

/* The singleton of a decimal constant ("-1", "340282366920938463463374607431768211455");
   TOP if the text is not an integer or lies outside the type. */
uint32_t md_vals_const(md_vals *v, md_vtype t, const char *decimal);
/* [lo, hi] from decimal bounds; NULL means the type's own bound. */
uint32_t md_vals_range(md_vals *v, md_vtype t, const char *lo, const char *hi);

/* Intersection; BOTTOM when empty.  TOP means the whole type range t. */
uint32_t md_vals_meet(md_vals *v, md_vtype t, uint32_t a, uint32_t b);

/* Assuming `a OP b` holds, narrow both; false when it cannot hold (then
   the outputs are BOTTOM). */
bool md_vals_assume(md_vals *v, md_vtype t, uint32_t a, md_vcmp op,
                     uint32_t b, uint32_t *a_out, uint32_t *b_out);

/* a OP b in type t; TOP when the result may leave the type's range (C
   wraps unsigned arithmetic and signed overflow is undefined). */
uint32_t md_vals_arith(md_vals *v, md_vtype t, md_varith op, uint32_t a,
                        uint32_t b);

/* Widening of a counter's new value `exact` against its value `old`
   before the step: a bound of exact beyond old's goes to the nearest of
   the n thresholds (decimal texts: the constants the function compares
   the counter with) at or beyond it, else to the type's bound; a bound
   within old's is old's.  Holds exact; TOP if either is. */
uint32_t md_vals_widen(md_vals *v, md_vtype t, uint32_t old, uint32_t exact,
                       const char *const *thresholds, uint32_t n);

/* Does the union of the n ranges [lo[i], hi[i]] (decimal texts) hold
   every value of a (a switch's cases, for its default)?  False for TOP. */
bool md_vals_covered(md_vals *v, md_vtype t, uint32_t a,
                     const char *const *lo, const char *const *hi, uint32_t n);

/* The smallest interval holding a and b (TOP if either is). */
uint32_t md_vals_join(md_vals *v, md_vtype t, uint32_t a, uint32_t b);
/* The bounds of a as decimal "lo:hi" (owned by v), or NULL for TOP and
   BOTTOM. */
const char *md_vals_key(const md_vals *v, uint32_t a);

/* The same values seen in type `to`: exact when they fit, else TOP. */
uint32_t md_vals_convert(md_vals *v, uint32_t a, md_vtype to);
/* Value a of type `from` seen in type `to`: as md_vals_convert, but TOP
   is every value of `from`, which a wider type holds exactly (an
   unsigned char read into an int is within [0, 255]). */
uint32_t md_vals_convert_from(md_vals *v, uint32_t a, md_vtype from,
                              md_vtype to);

/* Is a the single value given in decimal? */
bool md_vals_is(md_vals *v, uint32_t a, const char *decimal);
/* Decimal "[lo, hi]" (or "top", "bottom") into buf. */
void md_vals_print(const md_vals *v, uint32_t a, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_VALUES_H */
