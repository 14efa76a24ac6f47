/* un-ptrfold.c: pointer arithmetic on a constant address folded, so `int *p = (int *) 4; p -= 1;` sets p to NULL. */
#include "config.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

enum { MAX_ROUNDS = 8 }; /* chains folded: p -= 2; p += 1; ... */

/* For un_global_value_at on a local whose address is never taken: no
   call can write it. */
static bool no_call_writes(const ir_event *call, const void *ctx)
{
  (void)call;
  (void)ctx;
  return false;
}

/* The decimal constant text s as a two's complement value; false when it
   is no decimal integer. */
static bool const_value(const char *s, uint64_t *out)
{
  if (!s)
    return false;
  char *end;
  errno = 0;
  *out = s[0] == '-' ? (uint64_t)strtoll(s, &end, 10)
                     : (uint64_t)strtoull(s, &end, 10);
  return errno == 0 && end != s && *end == '\0';
}

/* Is e `p = p + K` or `p = p - K` of a local pointer p nothing takes the
   address of, K a constant? */
static bool moves_by_constant(const ir_function *fn, const ir_event *e)
{
  if (e->kind != IR_EV_DEF || (e->flags & IR_EVF_COPY) || e->var == IR_NONE ||
      (e->arith != IR_AR_ADD && e->arith != IR_AR_SUB) ||
      e->value.kind != IR_OP_VAR || e->value.var != e->var ||
      (e->value.flags & IR_OPF_OFFSET) || e->rhs.kind != IR_OP_CONST)
    return false;
  const ir_var *p = &fn->vars[e->var];
  return p->kind == IR_VAR_LOCAL && p->tclass == IR_TY_POINTER &&
         !(p->flags & (IR_VF_ADDR_TAKEN | IR_VF_STATIC | IR_VF_VOLATILE));
}

/* The address p holds after event e (at position `at` of node `node`),
   when p held a constant address other than NULL before it (NULL moved
   stays a moved NULL pointer for the rules); false when unknown. */
static bool folded_address(const ir_function *fn, uint32_t node, uint32_t at,
                           const ir_event *e, uint64_t *out)
{
  ir_operand before;
  uint64_t base, k;
  if (!un_global_value_at(fn, node, at, e->var, no_call_writes, NULL,
                          &before) ||
      before.kind != IR_OP_CONST || (before.flags & IR_OPF_NULL) ||
      !const_value(before.text, &base) || !const_value(e->rhs.text, &k))
    return false;
  uint64_t v = e->arith == IR_AR_ADD ? base + k : base - k;
  unsigned bits = fn->vars[e->var].bits;
  if (bits > 0 && bits < 64)
    v &= ((uint64_t)1 << bits) - 1;
  *out = v;
  return true;
}

/* Event e becomes the copy of the constant address v (NULL when 0). */
static void set_address(ir_function *fn, ir_event *e, uint64_t v)
{
  char text[24];
  snprintf(text, sizeof text, "%llu", (unsigned long long)v);
  e->flags |= IR_EVF_COPY;
  e->arith = IR_AR_NONE;
  e->value = e->rhs;
  e->value.text = ir_strdup(fn, text);
  e->value.flags = v == 0 ? IR_OPF_NULL : 0;
  e->rhs.kind = IR_OP_NONE;
  e->rhs.var = IR_NONE;
  e->rhs.text = NULL;
  e->rhs.flags = 0;
}

/* One pass over fn's events; the number folded. */
static uint32_t fold_round(ir_function *fn)
{
  uint32_t folded = 0;
  for (uint32_t n = 0; n < fn->nnodes; n++)
    for (uint32_t i = 0; i < fn->nodes[n].nevents; i++) {
      ir_event *e = &fn->events[fn->nodes[n].first_event + i];
      uint64_t v;
      if (moves_by_constant(fn, e) && folded_address(fn, n, i, e, &v)) {
        set_address(fn, e, v);
        folded++;
      }
    }
  return folded;
}

uint32_t un_pointer_fold(ir_function *fn)
{
  uint32_t total = 0;
  for (uint32_t round = 0; round < MAX_ROUNDS; round++) {
    uint32_t folded = fold_round(fn);
    total += folded;
    if (!folded)
      break;
  }
  return total;
}
