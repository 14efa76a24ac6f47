/* rl-story.c: the words of the events a rule adds to a finding's path on its own: the branches taken. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rl-private.h"
#include "ctlcheck/util.h"

/* Operand o as the source would write it, into buf; false when it is
   something the reader would not recognise (a compiler temporary, an
   address, a floating constant). */
static bool operand_text(const ir_function *fn, const ir_operand *o,
                         char *buf, size_t len)
{
  if (o->kind == IR_OP_CONST && o->text) {
    snprintf(buf, len, "%s", (o->flags & IR_OPF_NULL) ? "NULL" : o->text);
    return true;
  }
  if (o->kind != IR_OP_VAR || (o->flags & IR_OPF_OFFSET))
    return false;
  const ir_var *v = &fn->vars[o->var];
  if (v->kind == IR_VAR_TEMP || (v->flags & IR_VF_ARTIFICIAL) || !v->name)
    return false;
  /* Two copies of one name in a function are told apart as `i@v9`. */
  const char *at = strchr(v->name, '@');
  snprintf(buf, len, "%.*s", at ? (int)(at - v->name) : (int)strlen(v->name),
           v->name);
  return true;
}

char *rl_branch_text(const ir_function *fn, const ir_edge *e)
{
  static const char *const ops[] = {"==", "!=", "<", "<=", ">", ">="};
  char text[512];
  if (e->kind == IR_EDGE_SWITCH && e->case_lo) {
    if (e->case_hi && strcmp(e->case_lo, e->case_hi) != 0)
      snprintf(text, sizeof text, "following 'case %s ... %s:'", e->case_lo,
               e->case_hi);
    else
      snprintf(text, sizeof text, "following 'case %s:'", e->case_lo);
    return ut_strdup(text);
  }
  if (e->kind == IR_EDGE_DEFAULT)
    return ut_strdup("following 'default:'");
  if ((e->kind != IR_EDGE_TRUE && e->kind != IR_EDGE_FALSE) ||
      e->cond == IR_NONE)
    return NULL;
  bool taken = e->kind == IR_EDGE_TRUE;
  const ir_event *c = &fn->events[e->cond];
  ir_cmp op = taken ? c->cmp : ir_cmp_negate(c->cmp);
  char l[160], r[160];
  if (operand_text(fn, &c->lhs, l, sizeof l) &&
      operand_text(fn, &c->rhs, r, sizeof r))
    snprintf(text, sizeof text, "following the '%s' branch (when '%s %s %s')",
             taken ? "true" : "false", l, ops[op], r);
  else
    snprintf(text, sizeof text, "following the '%s' branch",
             taken ? "true" : "false");
  return ut_strdup(text);
}
