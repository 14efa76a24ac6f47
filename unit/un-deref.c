/* un-deref.c: `*q` is the local x, and `q->f` its part x.f, when q only ever holds &x, so `q = &x; *q = p; r = *q` copies p into r through x. */
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
 * So are those made through its fields when x is a struct: `q->f`
 * becomes x.f (`struct st s, *q = &s; q->buf = malloc (n);` allocates
 * into s.buf, which the function must free before it returns), and a
 * place below one of those keeps its spelling (q->a.b is x.a.b, *q->p
 * is *x.p).  A place reached through q in any other way (q[1], &q->f,
 * p[...]) leaves x alone.
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

/* Three strings joined, in a new block. */
static char *join3(const char *a, const char *b, const char *c)
{
  size_t na = strlen(a), nb = strlen(b), nc = strlen(c);
  char *s = ut_malloc(na + nb + nc + 1);
  memcpy(s, a, na);
  memcpy(s + na, b, nb);
  memcpy(s + na + nb, c, nc + 1);
  return s;
}

/* The name path w (base u, to be named `uname`) takes: its own spelling
   with u's old name replaced, when it writes u's name first (u->f, u.f,
   u[i]) or dereferences u (*u); NULL otherwise. */
static char *name_below(const ir_function *fn, uint32_t w, uint32_t u,
                        const char *uname)
{
  const char *name = fn->vars[w].name, *old = fn->vars[u].name;
  size_t n = strlen(old);
  if (strncmp(name, old, n) == 0)
    return join3(uname, name + n, "");
  if (name[0] == '*' && strcmp(name + 1, old) == 0)
    return join3("*", uname, "");
  return NULL;
}

/* The name path w, reached through q, takes when q's place is x: `*q`
   is x itself (same type class and width), `q->f` is x's part `x.f`,
   and a path below one of those keeps its spelling after its base's new
   name (names[], filled in variable order).  NULL when w is reached
   through q another way (q[1], an address taken, an unknown index). */
static char *name_through(const ir_function *fn, uint32_t q, uint32_t x,
                          uint32_t w, char *const *names)
{
  const ir_var *v = &fn->vars[w], *t = &fn->vars[x];
  const char *qname = fn->vars[q].name;
  size_t qn = strlen(qname);
  if (v->flags & (IR_VF_SUMMARY | IR_VF_ADDR_TAKEN))
    return NULL;
  if (v->base != q)
    return names[v->base] ? name_below(fn, w, v->base, names[v->base]) : NULL;
  if (v->name[0] == '*' && strcmp(v->name + 1, qname) == 0)
    return v->tclass == t->tclass && v->bits == t->bits ? ut_strdup(t->name)
                                                        : NULL;
  if (t->tclass == IR_TY_AGGREGATE && strncmp(v->name, qname, qn) == 0 &&
      strncmp(v->name + qn, "->", 2) == 0)
    return join3(t->name, ".", v->name + qn + 2);
  return NULL;
}

/* Name (names[w], owner[w] = q) every path reached through q as the
   place it is when q's place is x; how many, or -1 if one is reached
   through q another way. */
static int name_paths(const ir_function *fn, uint32_t q, uint32_t x,
                      char **names, uint32_t *owner)
{
  int n = 0;
  for (uint32_t w = 0; w < fn->nvars; w++) {
    if (fn->vars[w].kind != IR_VAR_PATH || w == q ||
        un_var_root(fn, w) != q)
      continue;
    names[w] = name_through(fn, q, x, w, names);
    if (!names[w])
      return -1;
    owner[w] = q;
    n++;
  }
  return n;
}

/* Make every path named for q (owner[]) the place names[] names:
   `*q` becomes x (to[]), `q->f` becomes x's part x.f, merged into the
   variable of that name if the function has one (to[]), else renamed in
   place (and based on x, or on its base's new variable). */
static void move_paths(ir_function *fn, uint32_t q, uint32_t x,
                       char *const *names, const uint32_t *owner, uint32_t *to)
{
  for (uint32_t w = 0; w < fn->nvars; w++) {
    if (owner[w] != q)
      continue;
    uint32_t b = fn->vars[w].base;
    uint32_t same = strcmp(names[w], fn->vars[x].name) == 0
                        ? x : ir_find_var(fn, names[w]);
    if (same != IR_NONE && same != w) {
      to[w] = same;
      continue;
    }
    fn->vars[w].name = ir_strdup(fn, names[w]);
    fn->vars[w].base = b == q ? x : to[b] != IR_NONE ? to[b] : b;
  }
}

uint32_t un_deref_rewrite(ir_function *fn)
{
  size_t nv = (size_t)fn->nvars + 1;
  uint32_t *defs = ut_calloc(nv, sizeof *defs);
  uint32_t *addr = ut_calloc(nv, sizeof *addr);
  uint32_t *held = ut_calloc(nv, sizeof *held); /* per x: pointers to it */
  bool *bad = ut_calloc(nv, sizeof *bad);
  bool *refused = ut_calloc(nv, sizeof *refused); /* per x */
  bool *fits = ut_calloc(nv, sizeof *fits);       /* per q */
  char **names = ut_calloc(nv, sizeof *names);    /* per path: new name */
  uint32_t *copy_of = un_var_slots(fn);
  uint32_t *to = un_var_slots(fn);
  uint32_t *owner = un_var_slots(fn); /* per path: the q it is named for */
  scan(fn, defs, copy_of, addr, bad);
  for (uint32_t q = 0; q < fn->nvars; q++) {
    uint32_t x = copy_of[q];
    const ir_var *v = &fn->vars[q];
    if (x == IR_NONE || x == q || defs[q] != 1 || bad[q] ||
        v->tclass != IR_TY_POINTER || (v->flags & IR_VF_ADDR_TAKEN) ||
        (v->kind != IR_VAR_LOCAL && v->kind != IR_VAR_TEMP) ||
        !plain_local(&fn->vars[x]))
      continue;
    int n = name_paths(fn, q, x, names, owner);
    fits[q] = n != 0;
    held[x]++;
    if (n < 0)
      refused[x] = true;
  }
  uint32_t renamed = 0;
  for (uint32_t q = 0; q < fn->nvars; q++) {
    uint32_t x = copy_of[q];
    if (!fits[q] || refused[x] || held[x] != addr[x])
      continue;
    move_paths(fn, q, x, names, owner, to);
    fn->vars[x].flags &= ~(uint32_t)IR_VF_ADDR_TAKEN;
    renamed++;
  }
  for (uint32_t i = 0; renamed && i < fn->nevents; i++)
    un_rename_event(&fn->events[i], to);
  for (size_t v = 0; v < nv; v++)
    free(names[v]);
  free(names);
  free(fits);
  free(defs);
  free(addr);
  free(held);
  free(bad);
  free(refused);
  free(copy_of);
  free(to);
  free(owner);
  return renamed;
}
