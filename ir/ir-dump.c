/* ir-dump.c: the stable text form of the core IR (documented in doc/ir.md). */
#include "config.h"

#include <string.h>

#include "ctlcheck/ir.h"

/* Is the name of variable v shared with another variable of fn? */
static int name_shared(const ir_function *fn, uint32_t v)
{
  for (uint32_t i = 0; i < fn->nvars; i++)
    if (i != v && strcmp(fn->vars[i].name, fn->vars[v].name) == 0)
      return 1;
  return 0;
}

/* A variable as `name`, or `name@vN` when the name alone is ambiguous. */
static void put_var(FILE *out, const ir_function *fn, uint32_t v)
{
  if (v == IR_NONE) {
    fputs("_", out);
    return;
  }
  fputs(fn->vars[v].name, out);
  if (name_shared(fn, v))
    fprintf(out, "@v%u", v);
}

static void put_string(FILE *out, const char *s)
{
  fputc('"', out);
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(out, "\\%c", c);
    else if (c < 32 || c >= 127)
      fprintf(out, "\\%03o", c);
    else
      fputc(c, out);
  }
  fputc('"', out);
}

static void put_operand(FILE *out, const ir_function *fn, const ir_operand *o)
{
  switch (o->kind) {
  case IR_OP_NONE: fputs("-", out); return;
  case IR_OP_VAR: put_var(out, fn, o->var); break;
  case IR_OP_ADDR: fputc('&', out); put_var(out, fn, o->var); break;
  case IR_OP_CONST:
    fputs(o->flags & IR_OPF_NULL ? "null" : o->text ? o->text : "?", out);
    break;
  case IR_OP_STRING: put_string(out, o->text); break;
  case IR_OP_OTHER: fputs("?", out); break;
  }
  if (o->flags & IR_OPF_OFFSET)
    fputs(o->flags & IR_OPF_BACK ? "-off" : "+off", out);
}

static void put_loc(FILE *out, const ir_function *fn, ir_loc loc)
{
  if (loc.file && fn->loc.file && strcmp(loc.file, fn->loc.file) != 0)
    fprintf(out, "%s:", loc.file);
  fprintf(out, "%u:%u", loc.line, loc.col);
}

static void dump_call(FILE *out, const ir_function *fn, const ir_event *e)
{
  fprintf(out, "call %s(", e->callee ? e->callee : "*");
  for (uint32_t a = 0; a < e->nargs; a++) {
    if (a)
      fputs(", ", out);
    put_operand(out, fn, &e->args[a]);
    if (e->args[a].flags & IR_OPF_CONST_PARAM)
      fputs(" const", out);
    if (e->args[a].flags & IR_OPF_ZERO_COUNT)
      fputs(" zero", out);
    if (e->args[a].flags & IR_OPF_LENT)
      fputs(" lent", out);
  }
  fputc(')', out);
  if (e->result != IR_NONE) {
    fputs(" -> ", out);
    put_var(out, fn, e->result);
  }
  for (uint32_t i = 0; i < e->nattrs; i++) { /* {malloc(free, 1), ...} */
    const ir_attr *a = &e->attrs[i];
    fprintf(out, "%s%s", i ? ", " : " {", a->name);
    for (uint32_t k = 0; k < a->nargs; k++)
      fprintf(out, "%s%s", k ? ", " : "(", a->args[k]);
    if (a->nargs)
      fputc(')', out);
  }
  if (e->nattrs)
    fputc('}', out);
}

static void dump_event(FILE *out, const ir_function *fn, const ir_event *e)
{
  fputs("    ", out);
  switch (e->kind) {
  case IR_EV_CALL: dump_call(out, fn, e); break;
  case IR_EV_DEF:
    fputs("def ", out);
    put_var(out, fn, e->var);
    if (e->flags & IR_EVF_COPY) {
      fputs(" = ", out);
      put_operand(out, fn, &e->value);
    } else if (e->arith != IR_AR_NONE) {
      static const char *const ops[] = {"", "+", "-", "*", "-", "&", "%",
                                             "/", ".."};
      fputs(" = ", out);
      if (e->arith == IR_AR_NEG)
        fputs("-", out);
      put_operand(out, fn, &e->value);
      if (e->arith != IR_AR_NEG) {
        fprintf(out, " %s ", ops[e->arith]);
        put_operand(out, fn, &e->rhs);
      }
    }
    break;
  case IR_EV_USE: fputs("use ", out); put_var(out, fn, e->var); break;
  case IR_EV_DEREF:
    fputs("deref ", out);
    if (e->var == IR_NONE)
      fputs("null", out); /* of the null constant: *(int *) 0 */
    else
      put_var(out, fn, e->var);
    if (e->flags & IR_EVF_WRITE)
      fputs(" write", out);
    break;
  case IR_EV_ADDR:
    fputs("addr ", out);
    put_var(out, fn, e->var);
    if (e->flags & IR_EVF_WRITE)
      fputs(" write", out);
    break;
  case IR_EV_RETURN: fputs("return ", out); put_operand(out, fn, &e->value); break;
  case IR_EV_CMP:
    fputs("cmp ", out);
    put_operand(out, fn, &e->lhs);
    fprintf(out, " %s ", ir_cmp_name(e->cmp));
    put_operand(out, fn, &e->rhs);
    break;
  }
  fputs(" @", out);
  put_loc(out, fn, e->loc);
  if (e->flags & IR_EVF_SYNTHETIC)
    fputs(" synthetic", out);
  if (e->flags & IR_EVF_INIT)
    fputs(" init", out);
  if (e->flags & IR_EVF_MUST_CHECK)
    fputs(" must-check", out);
  if (e->flags & IR_EVF_DISCARDED)
    fputs(" discarded", out);
  if (e->flags & IR_EVF_VALUE)
    fputs(" value", out);
  if (e->flags & IR_EVF_NONNULL)
    fputs(" nonnull", out);
  if (e->flags & IR_EVF_IMPLICIT)
    fputs(" implicit", out);
  if (e->flags & IR_EVF_DROPPED)
    fputs(" dropped", out);
  if (e->flags & IR_EVF_MACRO)
    fputs(" macro", out);
  if (e->flags & IR_EVF_DECIDED)
    fputs(" decided", out);
  if (e->flags & IR_EVF_RELATION)
    fputs(" relation", out);
  if (e->flags & IR_EVF_SAME)
    fputs(" same", out);
  if (e->flags & IR_EVF_FOLLOWED)
    fputs(" followed", out);
  if (e->flags & IR_EVF_UNREAD)
    fputs(" unread", out);
  if (e->flags & IR_EVF_ZERO_FILL)
    fputs(" zero-fill", out);
  if (e->flags & IR_EVF_ERROR_TESTED)
    fputs(" error-tested", out);
  if (e->flags & IR_EVF_EAGER)
    fputs(" eager", out);
  if (e->flags & IR_EVF_OUT_PARAM)
    fputs(" out-param", out);
  if (e->flags & IR_EVF_QUIET)
    fputs(" quiet", out);
  if (e->flags & IR_EVF_NULL_RESULT)
    fputs(" null-result", out);
  if (e->flags & IR_EVF_LIBRARY)
    fputs(" library", out);
  fputc('\n', out);
}

/* The last event of kind k in node n, or IR_NONE: what an edge of n
   tests (a comparison) or switches on (a use) unless it says otherwise. */
uint32_t ir_node_last_event(const ir_function *fn, uint32_t n, ir_event_kind k)
{
  const ir_node *node = &fn->nodes[n];
  for (uint32_t i = node->nevents; i > 0; i--)
    if (fn->events[node->first_event + i - 1].kind == k)
      return node->first_event + i - 1;
  return IR_NONE;
}

/* The node holding event ev. */
static uint32_t node_of_event(const ir_function *fn, uint32_t ev)
{
  for (uint32_t n = 0; n < fn->nnodes; n++)
    if (ev >= fn->nodes[n].first_event &&
        ev < fn->nodes[n].first_event + fn->nodes[n].nevents)
      return n;
  return IR_NONE;
}

static void dump_edge(FILE *out, const ir_function *fn, const ir_edge *e)
{
  static const char *const kinds[] = {"", " true", " false", " case",
                                      " default", " abnormal", " eh"};
  fprintf(out, "    -> n%u%s", e->to, kinds[e->kind]);
  if (e->kind == IR_EDGE_SWITCH) {
    fprintf(out, " %s", e->case_lo ? e->case_lo : "?");
    if (e->case_hi && (!e->case_lo || strcmp(e->case_hi, e->case_lo) != 0))
      fprintf(out, "..%s", e->case_hi);
  }
  if ((e->kind == IR_EDGE_TRUE || e->kind == IR_EDGE_FALSE) &&
      e->cond != ir_node_last_event(fn, e->from, IR_EV_CMP)) {
    /* A test made in another node (a && b at -O2): name it. */
    uint32_t n = e->cond == IR_NONE ? IR_NONE : node_of_event(fn, e->cond);
    if (n == IR_NONE)
      fputs(" cmp -", out);
    else
      fprintf(out, " cmp n%u.%u", n, e->cond - fn->nodes[n].first_event);
  }
  if (e->kind == IR_EDGE_SWITCH || e->kind == IR_EDGE_DEFAULT) {
    uint32_t u = ir_node_last_event(fn, e->from, IR_EV_USE);
    if (e->switch_var != (u == IR_NONE ? IR_NONE : fn->events[u].var)) {
      fputs(" on ", out);
      put_var(out, fn, e->switch_var);
    }
  }
  fputc('\n', out);
}

static void dump_var(FILE *out, const ir_function *fn, uint32_t v)
{
  const ir_var *var = &fn->vars[v];
  fprintf(out, "  var v%u ", v);
  put_var(out, fn, v);
  fprintf(out, " %s %s", ir_var_kind_name(var->kind),
          ir_type_class_name(var->tclass));
  if (var->base != IR_NONE)
    fprintf(out, " base v%u", var->base);
  static const char *const flags[] = {"static", "const", "addr-taken",
                                      "artificial", "volatile", "init",
                                      "unused", "file-scope", "public",
                                      "extern", "summary", "union", "pure",
                                      "system"};
  for (unsigned f = 0; f < sizeof flags / sizeof *flags; f++)
    if (var->flags & (1u << f))
      fprintf(out, " %s", flags[f]);
  if (var->init)
    fprintf(out, " = %s", var->init);
  /* Widths other than int's and a pointer's, as the value domain needs. */
  if (var->tclass == IR_TY_INTEGER || var->tclass == IR_TY_POINTER) {
    unsigned deflt = var->tclass == IR_TY_POINTER ? 64 : 32;
    if (var->bits && var->bits != deflt)
      fprintf(out, " bits %u", var->bits);
    if (var->tclass == IR_TY_INTEGER && !var->is_signed)
      fputs(" unsigned", out);
  }
  fputc('\n', out);
}

void ir_dump(FILE *out, const ir_function *fn)
{
  static const char *const kinds[] = {"entry", "exit", "stmt"};
  fprintf(out, "function %s", fn->name);
  if (fn->flags & IR_FF_NORETURN)
    fputs(" noreturn", out);
  if (fn->flags & IR_FF_STATIC)
    fputs(" static", out);
  if (fn->flags & IR_FF_CXX)
    fputs(" c++", out);
  if (fn->flags & IR_FF_DIRECT)
    fputs(" direct", out);
  fprintf(out, " at %s:%u:%u\n", fn->loc.file ? fn->loc.file : "?",
          fn->loc.line, fn->loc.col);
  for (uint32_t v = 0; v < fn->nvars; v++)
    dump_var(out, fn, v);
  for (uint32_t n = 0; n < fn->nnodes; n++) {
    const ir_node *node = &fn->nodes[n];
    fprintf(out, "  node n%u %s", n, kinds[node->kind]);
    if (node->kind == IR_NODE_STMT) {
      fputc(' ', out);
      put_loc(out, fn, node->loc);
    }
    if (node->flags & IR_NF_NORETURN)
      fputs(" noreturn", out);
    if (node->flags & IR_NF_ARTIFICIAL)
      fputs(" artificial", out);
    if (node->flags & IR_NF_MACRO)
      fputs(" macro", out);
    if (node->flags & IR_NF_UNWIND)
      fputs(" unwind", out);
    if (node->flags & IR_NF_UNREACHABLE)
      fputs(" unreachable", out);
    if (node->flags & IR_NF_ZERO_TWIN)
      fputs(" zero-twin", out);
    if (node->flags & IR_NF_DECLARATION)
      fputs(" declaration", out);
    fputc('\n', out);
    for (uint32_t i = 0; i < node->nevents; i++)
      dump_event(out, fn, &fn->events[node->first_event + i]);
    for (uint32_t i = 0; i < node->nsucc; i++)
      dump_edge(out, fn, &fn->edges[node->first_succ + i]);
  }
}
