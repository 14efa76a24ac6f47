/* mc-formula.c: CTL formula trees: building, copying, printing, resolving, reducing. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mc-internal.h"

ctl_formula *mc_node(ctl_op op, ctl_formula *l, ctl_formula *r)
{
  ctl_formula *f = ut_calloc(1, sizeof *f);
  f->op = op;
  f->l = l;
  f->r = r;
  f->ap = UINT32_MAX;
  if (l) {
    f->line = l->line;
    f->col = l->col;
  }
  return f;
}

void ctl_formula_free(ctl_formula *f)
{
  if (!f)
    return;
  ctl_formula_free(f->l);
  ctl_formula_free(f->r);
  free(f->name);
  free(f);
}

ctl_formula *ctl_formula_clone(const ctl_formula *f)
{
  if (!f)
    return NULL;
  ctl_formula *c = ut_malloc(sizeof *c);
  *c = *f;
  c->name = f->name ? ut_strdup(f->name) : NULL;
  c->l = ctl_formula_clone(f->l);
  c->r = ctl_formula_clone(f->r);
  return c;
}

bool ctl_formula_propositional(const ctl_formula *f)
{
  if (!f)
    return true;
  switch (f->op) {
  case CTL_TRUE: case CTL_FALSE: case CTL_AP:
    return true;
  case CTL_NOT: case CTL_AND: case CTL_OR: case CTL_IMPLIES:
    return ctl_formula_propositional(f->l) && ctl_formula_propositional(f->r);
  default:
    return false;
  }
}

/* Binding strength for printing: larger binds tighter. */
static int prec(ctl_op op)
{
  switch (op) {
  case CTL_IMPLIES: return 1;
  case CTL_OR: return 2;
  case CTL_AND: return 3;
  default: return 4;
  }
}

static const char *unary_name(ctl_op op)
{
  switch (op) {
  case CTL_NOT: return "!";
  case CTL_AX: return "AX ";
  case CTL_EX: return "EX ";
  case CTL_AF: return "AF ";
  case CTL_EF: return "EF ";
  case CTL_AG: return "AG ";
  case CTL_EG: return "EG ";
  default: return NULL;
  }
}

static void print_sub(FILE *out, const ctl_formula *f, int ctx_prec);

static void print_binary(FILE *out, const ctl_formula *f)
{
  const char *op = f->op == CTL_AND ? " & " : f->op == CTL_OR ? " | " : " -> ";
  int p = prec(f->op);
  /* & and | are associative; -> associates to the right. */
  print_sub(out, f->l, f->op == CTL_IMPLIES ? p + 1 : p);
  fputs(op, out);
  print_sub(out, f->r, p);
}

static void print_sub(FILE *out, const ctl_formula *f, int ctx_prec)
{
  if (!f)
    return;
  bool paren = prec(f->op) < ctx_prec;
  if (paren)
    fputc('(', out);
  switch (f->op) {
  case CTL_TRUE: fputs("true", out); break;
  case CTL_FALSE: fputs("false", out); break;
  case CTL_AP: fputs(f->name ? f->name : "?", out); break;
  case CTL_AND: case CTL_OR: case CTL_IMPLIES: print_binary(out, f); break;
  case CTL_AU: case CTL_EU: case CTL_AW: case CTL_EW:
    fputs(f->op == CTL_AU || f->op == CTL_AW ? "A[" : "E[", out);
    print_sub(out, f->l, 0);
    fputs(f->op == CTL_AU || f->op == CTL_EU ? " U " : " W ", out);
    print_sub(out, f->r, 0);
    fputc(']', out);
    break;
  default:
    fputs(unary_name(f->op), out);
    print_sub(out, f->l, 4);
    break;
  }
  if (paren)
    fputc(')', out);
}

void ctl_formula_print(FILE *out, const ctl_formula *f)
{
  print_sub(out, f, 0);
}

char *ctl_formula_to_string(const ctl_formula *f)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&buf, &len);
  if (!mem)
    return NULL;
  ctl_formula_print(mem, f);
  fclose(mem);
  return buf;
}

bool ctl_formula_resolve(ctl_formula *f,
                         uint32_t (*lookup)(void *ctx, const char *name),
                         void *ctx, const char *source, ctl_error *err)
{
  if (!f)
    return true;
  if (f->op == CTL_AP) {
    f->ap = lookup(ctx, f->name);
    if (f->ap == UINT32_MAX) {
      if (err) {
        snprintf(err->source, sizeof err->source, "%s", source ? source : "");
        err->line = f->line;
        err->col = f->col;
        snprintf(err->text, sizeof err->text,
                 "proposition '%s' is not defined", f->name);
      }
      return false;
    }
    return true;
  }
  return ctl_formula_resolve(f->l, lookup, ctx, source, err) &&
         ctl_formula_resolve(f->r, lookup, ctx, source, err);
}

/* ---------------------------------------------------------------- reduce */

/* !f, with !!g cancelled to g: every NOT is a full pass over the rows. */
static ctl_formula *neg(ctl_formula *f)
{
  if (f->op == CTL_NOT) {
    ctl_formula *g = f->l;
    f->l = NULL;
    ctl_formula_free(f);
    return g;
  }
  return mc_node(CTL_NOT, f, NULL);
}

static ctl_formula *and(ctl_formula *a, ctl_formula *b)
{
  return mc_node(CTL_AND, a, b);
}

static ctl_formula *or(ctl_formula *a, ctl_formula *b)
{
  return neg(and(neg(a), neg(b)));
}

static ctl_formula *eu(ctl_formula *a, ctl_formula *b)
{
  return mc_node(CTL_EU, a, b);
}

static ctl_formula *tru(void)
{
  return mc_node(CTL_TRUE, NULL, NULL);
}

/* The reduction table of doc/engine.md. */
ctl_formula *ctl_formula_reduce(const ctl_formula *f)
{
  if (!f)
    return NULL;
  ctl_formula *l = ctl_formula_reduce(f->l), *r = ctl_formula_reduce(f->r);
  ctl_formula *out;
  switch (f->op) {
  case CTL_TRUE: out = tru(); break;
  case CTL_FALSE: out = neg(tru()); break;
  case CTL_AP:
    out = ctl_formula_clone(f);
    break;
  case CTL_NOT: out = neg(l); break;
  case CTL_AND: out = and(l, r); break;
  case CTL_OR: out = or(l, r); break;
  case CTL_IMPLIES: out = neg(and(l, neg(r))); break;
  case CTL_EX: out = mc_node(CTL_EX, l, NULL); break;
  case CTL_AX: out = neg(mc_node(CTL_EX, neg(l), NULL)); break;
  case CTL_EF: out = eu(tru(), l); break;
  case CTL_AG: out = neg(eu(tru(), neg(l))); break;
  case CTL_EG: out = mc_node(CTL_EG, l, NULL); break;
  case CTL_AF: out = neg(mc_node(CTL_EG, neg(l), NULL)); break;
  case CTL_EU: out = eu(l, r); break;
  /* The copies are made before any neg(): neg may free its operand, and
     the order C evaluates arguments in is unspecified (found by fuzzing:
     a use after free with clang). */
  case CTL_EW: { /* E[l U r] | EG l */
    ctl_formula *l2 = ctl_formula_clone(l);
    out = or(eu(l, r), mc_node(CTL_EG, l2, NULL));
    break;
  }
  case CTL_AW: { /* !E[!r U (!l & !r)] */
    ctl_formula *r2 = ctl_formula_clone(r);
    ctl_formula *nr = neg(r), *nl = neg(l), *nr2 = neg(r2);
    out = neg(eu(nr, and(nl, nr2)));
    break;
  }
  case CTL_AU: { /* !E[!r U (!l & !r)] & !EG !r */
    ctl_formula *r2 = ctl_formula_clone(r), *r3 = ctl_formula_clone(r);
    ctl_formula *nr = neg(r), *nl = neg(l), *nr2 = neg(r2), *nr3 = neg(r3);
    ctl_formula *until = neg(eu(nr, and(nl, nr2)));
    out = and(until, neg(mc_node(CTL_EG, nr3, NULL)));
    break;
  }
  default:
    out = tru();
    break;
  }
  /* Operands were moved into `out`, except where there are none. */
  if (f->op == CTL_AP || f->op == CTL_TRUE || f->op == CTL_FALSE) {
    ctl_formula_free(l);
    ctl_formula_free(r);
  }
  out->line = f->line;
  out->col = f->col;
  return out;
}

static ctl_tv tv_not(ctl_tv a)
{
  return a == CTL_TV_UNKNOWN ? a : a == CTL_TV_TRUE ? CTL_TV_FALSE : CTL_TV_TRUE;
}

static ctl_tv tv_and(ctl_tv a, ctl_tv b)
{
  if (a == CTL_TV_FALSE || b == CTL_TV_FALSE)
    return CTL_TV_FALSE;
  return a == CTL_TV_TRUE && b == CTL_TV_TRUE ? CTL_TV_TRUE : CTL_TV_UNKNOWN;
}

static ctl_tv tv_or(ctl_tv a, ctl_tv b)
{
  return tv_not(tv_and(tv_not(a), tv_not(b)));
}

/* On total structures a path operator over constants is that constant:
   EX, AX, EF, AF, EG, AG of a known f are f; the untils are decided by
   g when it is known, and the weak ones by f (forever) when g is false. */
ctl_tv ctl_formula_value(const ctl_formula *f, const bool *ap_false)
{
  if (!f)
    return CTL_TV_UNKNOWN;
  ctl_tv l = CTL_TV_UNKNOWN, r = CTL_TV_UNKNOWN;
  if (f->l)
    l = ctl_formula_value(f->l, ap_false);
  if (f->r)
    r = ctl_formula_value(f->r, ap_false);
  switch (f->op) {
  case CTL_TRUE: return CTL_TV_TRUE;
  case CTL_FALSE: return CTL_TV_FALSE;
  case CTL_AP: return ap_false[f->ap] ? CTL_TV_FALSE : CTL_TV_UNKNOWN;
  case CTL_NOT: return tv_not(l);
  case CTL_AND: return tv_and(l, r);
  case CTL_OR: return tv_or(l, r);
  case CTL_IMPLIES: return tv_or(tv_not(l), r);
  case CTL_AX: case CTL_EX: case CTL_AF: case CTL_EF: case CTL_AG:
  case CTL_EG:
    return l;
  case CTL_AU: case CTL_EU: /* g now, or f until g: decided by a known g */
    return r;
  case CTL_AW: case CTL_EW: /* g, or f until g, or f forever */
    if (r == CTL_TV_TRUE || l == CTL_TV_TRUE)
      return CTL_TV_TRUE;
    return r == CTL_TV_FALSE ? l : CTL_TV_UNKNOWN;
  }
  return CTL_TV_UNKNOWN;
}
