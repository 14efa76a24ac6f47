/* un-deref.c: `*q` is the local x when q only ever holds &x, so `q = &x; *q = p; r = *q` copies p into r through x. */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-rewrite.h"

/*
 * A local pointer q (address not taken) that one definition `q = &x`
 * gives its value (x a local or parameter, not static) and that the
 * function only dereferences (no copy, no call, no test, no return, no
 * arithmetic) points to x wherever it is used: the place `*q` is x.
 * When every address of x goes into such pointers, x is changed only
 * through them, so every mention of `*q` becomes x and x is no longer
 * address-taken: the copies, NULL stores and frees made through q are
 * seen on x (`char **pp = &data; ... *pp = alloca (n); ... free (*pp)`).
 * A pointer reached through q in any other way (q[1], q->f, `**q`)
 * leaves x alone.
 */

/* Per variable v: note in `bad` the variables that an operand o names by
   value or address, except the definition's own value (counted in addr
   when it is an address). */
static void note_operand(const ir_operand *o, bool *bad, uint32_t *addr)
{
  if (o->var == IR_NONE)
    return;
  if (o->kind == IR_OP_VAR)
    bad[o->var] = true;
  else if (o->kind == IR_OP_ADDR)
    addr[o->var]++;
}

/* How fn uses each variable: definitions (defs), `def q = &x` copies
   (copy_of[q] = x for q's last one), mentions of &x (addr), and
   pointers used other than by a plain use or dereference (bad). */
static void scan(const ir_function *fn, uint32_t *defs, uint32_t *copy_of,
                 uint32_t *addr, bool *bad)
{
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_DEF && e->var != IR_NONE) {
      defs[e->var]++;
      if ((e->flags & IR_EVF_COPY) && e->value.kind == IR_OP_ADDR &&
          !(e->value.flags & IR_OPF_OFFSET) && e->value.var != IR_NONE)
        copy_of[e->var] = e->value.var;
    } else if (e->kind == IR_EV_CALL && e->result != IR_NONE)
      defs[e->result]++;
    else if (e->kind == IR_EV_ADDR && e->var != IR_NONE)
      bad[e->var] = true; /* &q itself */
    note_operand(&e->value, bad, addr);
    note_operand(&e->lhs, bad, addr);
    note_operand(&e->rhs, bad, addr);
    for (uint32_t a = 0; e->kind == IR_EV_CALL && a < e->nargs; a++)
      note_operand(&e->args[a], bad, addr);
  }
}

/* Is v a local or parameter that is not static? */
static bool plain_local(const ir_var *v)
{
  return (v->kind == IR_VAR_LOCAL || v->kind == IR_VAR_PARAM) &&
         !(v->flags & IR_VF_STATIC);
}

/* The path `*q` of pointer q that stands for x (same type class and
   width, nothing reached through it), IR_NONE when there is none, or
   IR_NONE with *other set when q reaches another place. */
static uint32_t star_of(const ir_function *fn, uint32_t q, uint32_t x,
                        bool *other)
{
  uint32_t star = IR_NONE;
  const char *qname = fn->vars[q].name;
  for (uint32_t v = 0; v < fn->nvars; v++) {
    const ir_var *w = &fn->vars[v];
    if (w->kind != IR_VAR_PATH || w->base != q)
      continue;
    if (w->name[0] != '*' || strcmp(w->name + 1, qname) != 0 ||
        (w->flags & (IR_VF_SUMMARY | IR_VF_ADDR_TAKEN)) ||
        w->tclass != fn->vars[x].tclass || w->bits != fn->vars[x].bits)
      *other = true;
    else
      star = v;
  }
  for (uint32_t v = 0; star != IR_NONE && v < fn->nvars; v++)
    if (fn->vars[v].kind == IR_VAR_PATH && fn->vars[v].base == star)
      *other = true;
  return star;
}

uint32_t un_deref_rewrite(ir_function *fn)
{
  size_t nv = (size_t)fn->nvars + 1;
  uint32_t *defs = ut_calloc(nv, sizeof *defs);
  uint32_t *addr = ut_calloc(nv, sizeof *addr);
  uint32_t *held = ut_calloc(nv, sizeof *held); /* per x: pointers to it */
  bool *bad = ut_calloc(nv, sizeof *bad);
  bool *refused = ut_calloc(nv, sizeof *refused); /* per x */
  uint32_t *copy_of = un_var_slots(fn);
  uint32_t *star = un_var_slots(fn); /* per q: its `*q` */
  uint32_t *to = un_var_slots(fn);
  scan(fn, defs, copy_of, addr, bad);
  for (uint32_t q = 0; q < fn->nvars; q++) {
    uint32_t x = copy_of[q];
    const ir_var *v = &fn->vars[q];
    if (x == IR_NONE || x == q || defs[q] != 1 || bad[q] ||
        v->tclass != IR_TY_POINTER || (v->flags & IR_VF_ADDR_TAKEN) ||
        (v->kind != IR_VAR_LOCAL && v->kind != IR_VAR_TEMP) ||
        !plain_local(&fn->vars[x]))
      continue;
    bool other = false;
    star[q] = star_of(fn, q, x, &other);
    held[x]++;
    if (other)
      refused[x] = true;
  }
  uint32_t renamed = 0;
  for (uint32_t q = 0; q < fn->nvars; q++) {
    uint32_t x = copy_of[q];
    if (star[q] == IR_NONE || refused[x] || held[x] != addr[x])
      continue;
    to[star[q]] = x;
    fn->vars[x].flags &= ~(uint32_t)IR_VF_ADDR_TAKEN;
    renamed++;
  }
  for (uint32_t i = 0; renamed && i < fn->nevents; i++)
    un_rename_event(&fn->events[i], to);
  free(defs);
  free(addr);
  free(held);
  free(bad);
  free(refused);
  free(copy_of);
  free(star);
  free(to);
  return renamed;
}
