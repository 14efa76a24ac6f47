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
 * Ids: CTL_VAL_TOP (0) is "any value of the type", CTL_VAL_BOTTOM (1) is
 * "no value" (an infeasible path).  Other ids are only meaningful in the
 * table that made them.
 */
#define CTL_VAL_TOP 0u
#define CTL_VAL_BOTTOM 1u

typedef struct ctl_vals ctl_vals;

/* The integer range of a type: `bits` wide, signed or not.  Pointers are
   unsigned and their null is 0. */
typedef struct ctl_vtype {
  uint32_t bits;
  bool is_signed;
} ctl_vtype;

typedef enum ctl_vcmp {
  CTL_VCMP_EQ, CTL_VCMP_NE, CTL_VCMP_LT, CTL_VCMP_LE, CTL_VCMP_GT, CTL_VCMP_GE
} ctl_vcmp;

typedef enum ctl_varith {
  CTL_VAR_ADD, CTL_VAR_SUB, CTL_VAR_MUL, CTL_VAR_NEG
} ctl_varith;

ctl_vals *ctl_vals_new(void);
void ctl_vals_free(ctl_vals *v);

/* The singleton of a decimal constant ("-1", "340282366920938463463374607431768211455");
   TOP if the text is not an integer or lies outside the type. */
uint32_t ctl_vals_const(ctl_vals *v, ctl_vtype t, const char *decimal);
/* [lo, hi] from decimal bounds; NULL means the type's own bound. */
uint32_t ctl_vals_range(ctl_vals *v, ctl_vtype t, const char *lo, const char *hi);

/* Intersection; BOTTOM when empty.  TOP means the whole type range t. */
uint32_t ctl_vals_meet(ctl_vals *v, ctl_vtype t, uint32_t a, uint32_t b);

/* Assuming `a OP b` holds, narrow both; false when it cannot hold (then
   the outputs are BOTTOM). */
bool ctl_vals_assume(ctl_vals *v, ctl_vtype t, uint32_t a, ctl_vcmp op,
                     uint32_t b, uint32_t *a_out, uint32_t *b_out);

/* a OP b in type t; TOP when the result may leave the type's range (C
   wraps unsigned arithmetic and signed overflow is undefined). */
uint32_t ctl_vals_arith(ctl_vals *v, ctl_vtype t, ctl_varith op, uint32_t a,
                        uint32_t b);

/* The same values seen in type `to`: exact when they fit, else TOP. */
uint32_t ctl_vals_convert(ctl_vals *v, uint32_t a, ctl_vtype to);

/* Is a the single value given in decimal? */
bool ctl_vals_is(ctl_vals *v, uint32_t a, const char *decimal);
/* Decimal "[lo, hi]" (or "top", "bottom") into buf. */
void ctl_vals_print(const ctl_vals *v, uint32_t a, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_VALUES_H */
