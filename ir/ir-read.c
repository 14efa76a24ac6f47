/* ir-read.c: the IR's text form (doc/ir.md, what ir_dump writes) read back into functions. */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ir.h"
#include "ctlcheck/util.h"

/*
 * The reader works a line at a time: every construct of the dump is one
 * line.  Operands are matched against the function's variable names
 * (longest first), since names may hold spaces, commas or brackets
 * (`a[i + 1]`, `this->p`).  Every error goes through fail(): the source,
 * the line, the column and "expected X near 'TOKEN'".
 */

typedef struct reader {
  const char *text, *end;
  const char *source;
  const char *line, *eol; /* the current line */
  uint32_t lineno;
  const char *p;          /* position in the current line */
  ctl_error *err;
  ir_function *fn;
  ut_intern names;        /* printed variable names -> index + 0 */
  uint32_t *var_of;       /* per interned name: the variable */
  size_t cap_var_of;
  uint32_t longest;       /* length of the longest printed name */
} reader;

static void skip_blanks(reader *R);

/* Record "expected WHAT near 'TOKEN'" at the current position. */
static bool fail(reader *R, const char *what)
{
  skip_blanks(R);
  const char *t = R->p, *e = t;
  while (e < R->eol && !isspace((unsigned char)*e))
    e++;
  if (e == t)
    return ctl_error_set(R->err, R->source, R->lineno,
                         (uint32_t)(t - R->line) + 1, "expected %s near end of line",
                         what);
  return ctl_error_set(R->err, R->source, R->lineno, (uint32_t)(t - R->line) + 1,
                       "expected %s near '%.*s'", what, (int)(e - t), t);
}

/* Move to the next non-blank line; false at the end of the text. */
static bool next_line(reader *R)
{
  const char *s = R->eol ? R->eol + (R->eol < R->end) : R->text;
  while (s < R->end) {
    const char *e = memchr(s, '\n', (size_t)(R->end - s));
    if (!e)
      e = R->end;
    R->lineno++;
    const char *q = s;
    while (q < e && isspace((unsigned char)*q))
      q++;
    if (q < e) {
      R->line = s;
      R->eol = e;
      R->p = s;
      return true;
    }
    s = e + 1;
  }
  R->line = R->eol = R->p = R->end;
  return false;
}

static void skip_blanks(reader *R)
{
  while (R->p < R->eol && (*R->p == ' ' || *R->p == '\t' || *R->p == '\r'))
    R->p++;
}

/* Is the current position at `word` followed by a blank or the end? */
static bool at_word(reader *R, const char *word)
{
  skip_blanks(R);
  size_t n = strlen(word);
  return (size_t)(R->eol - R->p) >= n && memcmp(R->p, word, n) == 0 &&
         (R->p + n == R->eol || isspace((unsigned char)R->p[n]));
}

static bool accept_word(reader *R, const char *word)
{
  if (!at_word(R, word))
    return false;
  R->p += strlen(word);
  return true;
}

static bool expect_word(reader *R, const char *word)
{
  char what[64];
  snprintf(what, sizeof what, "'%s'", word);
  return accept_word(R, word) || fail(R, what);
}

static bool accept_char(reader *R, char c)
{
  skip_blanks(R);
  if (R->p < R->eol && *R->p == c) {
    R->p++;
    return true;
  }
  return false;
}

/* NUMBER -> [0-9]+ */
static bool number(reader *R, uint32_t *out)
{
  skip_blanks(R);
  if (R->p >= R->eol || !isdigit((unsigned char)*R->p))
    return fail(R, "a number");
  unsigned long v = 0;
  while (R->p < R->eol && isdigit((unsigned char)*R->p) && v < 0xffffffffUL)
    v = v * 10 + (unsigned long)(*R->p++ - '0');
  *out = (uint32_t)v;
  return true;
}

/* A word up to the next blank (a kind, a flag, a file, a constant). */
static size_t word_len(reader *R)
{
  skip_blanks(R);
  const char *e = R->p;
  while (e < R->eol && !isspace((unsigned char)*e))
    e++;
  return (size_t)(e - R->p);
}

/* INDEX -> PREFIX NUMBER  (v3, n7) */
static bool index_of(reader *R, char prefix, uint32_t *out)
{
  char what[32];
  snprintf(what, sizeof what, "'%cN'", prefix);
  skip_blanks(R);
  if (R->p >= R->eol || *R->p != prefix || R->p + 1 >= R->eol ||
      !isdigit((unsigned char)R->p[1]))
    return fail(R, what);
  R->p++;
  return number(R, out);
}

/* LOC -> [FILE ':'] LINE ':' COL   (FILE when it differs from the function's) */
static bool location(reader *R, ir_loc *loc)
{
  size_t n = word_len(R);
  const char *w = R->p, *c2 = NULL, *c1 = NULL;
  for (const char *q = w + n; q > w; q--)
    if (q[-1] == ':') {
      if (!c2)
        c2 = q - 1;
      else {
        c1 = q - 1;
        break;
      }
    }
  memset(loc, 0, sizeof *loc);
  loc->file = R->fn ? R->fn->loc.file : NULL;
  if (c2 && c1) {
    char *file = ut_strndup(w, (size_t)(c1 - w));
    loc->file = R->fn ? ir_strdup(R->fn, file) : NULL;
    free(file);
    R->p = c1 + 1;
  }
  if (!number(R, &loc->line) || !accept_char(R, ':'))
    return fail(R, "'LINE:COL'");
  return number(R, &loc->col);
}

/* The name at the current position (the longest printed variable name
   that starts here and ends at a delimiter), or IR_NONE. */
static uint32_t match_var(reader *R)
{
  skip_blanks(R);
  size_t avail = (size_t)(R->eol - R->p);
  size_t max = avail < R->longest ? avail : R->longest;
  for (size_t n = max; n > 0; n--) {
    char next = R->p + n < R->eol ? R->p[n] : ' ';
    /* `s->buf` goes on past its '-'; `t-off` ends before it */
    bool back = next == '-' && avail - n >= 4 &&
                memcmp(R->p + n, "-off", 4) == 0;
    if (!isspace((unsigned char)next) && next != ',' && next != ')' &&
        next != '+' && !back)
      continue;
    uint32_t i = ut_intern_find(&R->names, R->p, n);
    if (i != UT_NONE) {
      R->p += n;
      return R->var_of[i];
    }
  }
  return IR_NONE;
}

/* VAR -> a variable's printed name, or '_' */
static bool variable(reader *R, uint32_t *v)
{
  skip_blanks(R);
  if (R->p < R->eol && *R->p == '_' &&
      (R->p + 1 == R->eol || isspace((unsigned char)R->p[1]))) {
    R->p++;
    *v = IR_NONE;
    return true;
  }
  *v = match_var(R);
  return *v != IR_NONE || fail(R, "a variable of the function");
}

/* STRING -> '"' (CHAR | '\' CHAR | '\' OCTAL OCTAL OCTAL)* '"' */
static bool string_lit(reader *R, const char **out)
{
  char *buf = ut_malloc((size_t)(R->eol - R->p) + 1);
  size_t n = 0;
  R->p++;
  while (R->p < R->eol && *R->p != '"') {
    if (*R->p == '\\' && R->p + 1 < R->eol) {
      R->p++;
      if (R->p + 2 < R->eol && isdigit((unsigned char)R->p[0])) {
        buf[n++] = (char)((R->p[0] - '0') * 64 + (R->p[1] - '0') * 8 +
                          (R->p[2] - '0'));
        R->p += 3;
        continue;
      }
    }
    buf[n++] = *R->p++;
  }
  buf[n] = '\0';
  if (R->p >= R->eol) {
    free(buf);
    return fail(R, "'\"'");
  }
  R->p++;
  *out = ir_strdup(R->fn, buf);
  free(buf);
  return true;
}

/* OPERAND -> '-' | '?' | 'null' | INTEGER | STRING | ['&'] VAR, then ['+off' | '-off'] */
static bool operand(reader *R, ir_operand *o)
{
  memset(o, 0, sizeof *o);
  o->var = IR_NONE;
  skip_blanks(R);
  if (R->p >= R->eol)
    return fail(R, "an operand");
  char c = *R->p;
  size_t n = word_len(R);
  bool is_int = c == '-' || isdigit((unsigned char)c);
  for (size_t i = 1; is_int && i < n; i++)
    if (!isdigit((unsigned char)R->p[i]))
      n = i; /* a constant ends where its digits do (then ",", ")") */
  if (c == '-' && (n == 1 || !isdigit((unsigned char)R->p[1]))) {
    R->p++;
    o->kind = IR_OP_NONE;
  } else if (c == '?') {
    R->p++;
    o->kind = IR_OP_OTHER;
  } else if (c == '"') {
    o->kind = IR_OP_STRING;
    if (!string_lit(R, &o->text))
      return false;
  } else if (c == '&') {
    R->p++;
    o->kind = IR_OP_ADDR;
    if (!variable(R, &o->var))
      return false;
  } else if ((o->var = match_var(R)) != IR_NONE) {
    o->kind = IR_OP_VAR; /* a name first: a variable may be called null */
  } else if (R->eol - R->p >= 4 && memcmp(R->p, "null", 4) == 0) {
    R->p += 4;
    o->kind = IR_OP_CONST;
    o->flags |= IR_OPF_NULL;
    o->text = ir_strdup(R->fn, "0");
  } else if (is_int) {
    char *t = ut_strndup(R->p, n);
    o->kind = IR_OP_CONST;
    o->text = ir_strdup(R->fn, t);
    free(t);
    R->p += n;
  } else {
    return fail(R, "an operand");
  }
  if ((size_t)(R->eol - R->p) >= 4 && (memcmp(R->p, "+off", 4) == 0 ||
                                         memcmp(R->p, "-off", 4) == 0)) {
    if (*R->p == '-')
      o->flags |= IR_OPF_BACK;
    R->p += 4;
    o->flags |= IR_OPF_OFFSET;
  }
  return true;
}

/* AT -> '@' LOC ['synthetic'] ['init'] ['must-check'] ['discarded'] ['value']
   ['nonnull'] ['implicit'] ['dropped'] ['macro'] ['decided'] ['relation'] ['same']
   ['followed'] ['unread'] ['zero-fill'] ['error-tested']
   ['eager'] ['out-param'] ['quiet'] ['null-result']
   ['library'] */
static bool event_end(reader *R, ir_event *e)
{
  if (!accept_char(R, '@'))
    return fail(R, "'@LINE:COL'");
  if (!location(R, &e->loc))
    return false;
  if (accept_word(R, "synthetic"))
    e->flags |= IR_EVF_SYNTHETIC;
  if (accept_word(R, "init"))
    e->flags |= IR_EVF_INIT;
  if (accept_word(R, "must-check"))
    e->flags |= IR_EVF_MUST_CHECK;
  if (accept_word(R, "discarded"))
    e->flags |= IR_EVF_DISCARDED;
  if (accept_word(R, "value"))
    e->flags |= IR_EVF_VALUE;
  if (accept_word(R, "nonnull"))
    e->flags |= IR_EVF_NONNULL;
  if (accept_word(R, "implicit"))
    e->flags |= IR_EVF_IMPLICIT;
  if (accept_word(R, "dropped"))
    e->flags |= IR_EVF_DROPPED;
  if (accept_word(R, "macro"))
    e->flags |= IR_EVF_MACRO;
  if (accept_word(R, "decided"))
    e->flags |= IR_EVF_DECIDED;
  if (accept_word(R, "relation"))
    e->flags |= IR_EVF_RELATION;
  if (accept_word(R, "same"))
    e->flags |= IR_EVF_SAME;
  if (accept_word(R, "followed"))
    e->flags |= IR_EVF_FOLLOWED;
  if (accept_word(R, "unread"))
    e->flags |= IR_EVF_UNREAD;
  if (accept_word(R, "zero-fill"))
    e->flags |= IR_EVF_ZERO_FILL;
  if (accept_word(R, "error-tested"))
    e->flags |= IR_EVF_ERROR_TESTED;
  if (accept_word(R, "eager"))
    e->flags |= IR_EVF_EAGER;
  if (accept_word(R, "out-param"))
    e->flags |= IR_EVF_OUT_PARAM;
  if (accept_word(R, "quiet"))
    e->flags |= IR_EVF_QUIET;
  if (accept_word(R, "null-result"))
    e->flags |= IR_EVF_NULL_RESULT;
  if (accept_word(R, "library"))
    e->flags |= IR_EVF_LIBRARY;
  skip_blanks(R);
  return R->p == R->eol || fail(R, "the end of the line");
}

/* A piece of text up to one of `stops` (or the end of the line), without
   the blanks around it, in the function's arena; NULL when empty. */
static const char *text_until(reader *R, const char *stops)
{
  skip_blanks(R);
  const char *s = R->p;
  while (R->p < R->eol && !strchr(stops, *R->p))
    R->p++;
  const char *e = R->p;
  while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
    e--;
  if (e == s)
    return NULL;
  char *t = ut_strndup(s, (size_t)(e - s));
  const char *owned = ir_strdup(R->fn, t);
  free(t);
  return owned;
}

/* ATTRS -> '{' ATTR (',' ATTR)* '}'    ATTR -> WORD ['(' TEXT (',' TEXT)* ')']
   Facts of the callee's declaration; the argument arrays go to the arena,
   the facts to *attrs (the caller frees it). */
static bool attrs_list(reader *R, ir_event *e, ir_attr **attrs)
{
  size_t cap = 0;
  do {
    const char *name = text_until(R, " \t,(){}");
    if (!name)
      return fail(R, "an attribute name");
    *attrs = ut_grow(*attrs, e->nattrs, &cap, sizeof **attrs);
    ir_attr *a = &(*attrs)[e->nattrs++];
    memset(a, 0, sizeof *a);
    a->name = name;
    if (!accept_char(R, '('))
      continue;
    const char *args[64];
    do {
      if (a->nargs == 64 || !(args[a->nargs++] = text_until(R, " \t,)")))
        return fail(R, "an attribute argument");
    } while (accept_char(R, ','));
    if (!accept_char(R, ')'))
      return fail(R, "',' or ')'");
    a->args = ir_alloc(R->fn, a->nargs * sizeof *a->args);
    memcpy(a->args, args, a->nargs * sizeof *a->args);
  } while (accept_char(R, ','));
  e->attrs = *attrs;
  return accept_char(R, '}') || fail(R, "',' or '}'");
}

/* CALL -> 'call' (NAME | '*') '(' [ARG (',' ARG)*] ')' ['->' VAR] [ATTRS]
   ARG -> OPERAND ['const'] */
/* Is the argument flag `word` next (followed by a blank, ',' or ')')?
   Then skip it. */
static bool arg_flag(reader *R, const char *word)
{
  size_t n = strlen(word);
  if ((size_t)(R->eol - R->p) < n || memcmp(R->p, word, n) != 0 ||
      !(R->p + n == R->eol || R->p[n] == ',' || R->p[n] == ')' ||
        isspace((unsigned char)R->p[n])))
    return false;
  R->p += n;
  return true;
}

static bool call_event(reader *R, ir_event *e, ir_operand **args,
                       ir_attr **attrs)
{
  skip_blanks(R);
  const char *open = memchr(R->p, '(', (size_t)(R->eol - R->p));
  if (!open || open == R->p)
    return fail(R, "'CALLEE('");
  e->kind = IR_EV_CALL;
  if (!(open - R->p == 1 && *R->p == '*')) { /* '*': an indirect call */
    char *callee = ut_strndup(R->p, (size_t)(open - R->p));
    e->callee = ir_strdup(R->fn, callee);
    free(callee);
  }
  R->p = open + 1;
  size_t cap = 0;
  while (!accept_char(R, ')')) {
    if (e->nargs && !accept_char(R, ','))
      return fail(R, "',' or ')'");
    *args = ut_grow(*args, e->nargs, &cap, sizeof **args);
    if (!operand(R, &(*args)[e->nargs++]))
      return false;
    skip_blanks(R);
    if (arg_flag(R, "const"))
      (*args)[e->nargs - 1].flags |= IR_OPF_CONST_PARAM;
    skip_blanks(R);
    if (arg_flag(R, "zero"))
      (*args)[e->nargs - 1].flags |= IR_OPF_ZERO_COUNT;
    skip_blanks(R);
    if (arg_flag(R, "lent"))
      (*args)[e->nargs - 1].flags |= IR_OPF_LENT;
  }
  e->args = *args;
  e->result = IR_NONE;
  if (accept_char(R, '-')) {
    if (!accept_char(R, '>'))
      return fail(R, "'->'");
    if (!variable(R, &e->result))
      return false;
  }
  if (accept_char(R, '{'))
    return attrs_list(R, e, attrs);
  return true;
}

/* DEF -> 'def' VAR ['=' (OPERAND | '-' OPERAND
                         | OPERAND ('+'|'-'|'*'|'&'|'%'|'/'|'..') OPERAND)] */
static bool def_event(reader *R, ir_event *e)
{
  e->kind = IR_EV_DEF;
  if (!variable(R, &e->var))
    return false;
  e->value.var = e->rhs.var = IR_NONE;
  if (!accept_char(R, '='))
    return true;
  skip_blanks(R);
  if (R->p + 1 < R->eol && R->p[0] == '-' && !isdigit((unsigned char)R->p[1]) &&
      !isspace((unsigned char)R->p[1])) {
    R->p++;
    e->arith = IR_AR_NEG;
    return operand(R, &e->value);
  }
  if (!operand(R, &e->value))
    return false;
  skip_blanks(R);
  if (R->p + 2 < R->eol && R->p[0] == '.' && R->p[1] == '.' && R->p[2] == ' ') {
    R->p += 2; /* `lo .. hi`: a range */
    e->arith = IR_AR_RANGE;
    return operand(R, &e->rhs);
  }
  static const char ops[] = "+-*&%/";
  const char *op = R->p < R->eol ? strchr(ops, *R->p) : NULL;
  if (op && *op && R->p + 1 < R->eol && R->p[1] == ' ') {
    R->p++;
    e->arith = op == ops ? IR_AR_ADD : op == ops + 1 ? IR_AR_SUB
             : op == ops + 2 ? IR_AR_MUL : op == ops + 3 ? IR_AR_AND
             : op == ops + 4 ? IR_AR_MOD : IR_AR_DIV;
    return operand(R, &e->rhs);
  }
  e->flags |= IR_EVF_COPY;
  return true;
}

/* CMP -> 'cmp' OPERAND ('=='|'!='|'<'|'<='|'>'|'>=') OPERAND */
static bool cmp_event(reader *R, ir_event *e)
{
  e->kind = IR_EV_CMP;
  if (!operand(R, &e->lhs))
    return false;
  size_t n = word_len(R);
  for (int c = IR_CMP_EQ; c <= IR_CMP_GE; c++)
    if (n == strlen(ir_cmp_name((ir_cmp)c)) &&
        memcmp(R->p, ir_cmp_name((ir_cmp)c), n) == 0) {
      e->cmp = (ir_cmp)c;
      R->p += n;
      return operand(R, &e->rhs);
    }
  return fail(R, "a comparison ('==', '!=', '<', '<=', '>', '>=')");
}

/* EVENT -> (CALL | DEF | 'use' VAR | 'deref' VAR ['write'] | 'addr' VAR
             | 'return' OPERAND | CMP) AT */
static bool event_line(reader *R, uint32_t node)
{
  ir_event e;
  ir_operand *args = NULL;
  ir_attr *attrs = NULL;
  memset(&e, 0, sizeof e);
  e.var = e.result = IR_NONE;
  e.value.var = e.lhs.var = e.rhs.var = IR_NONE;
  bool ok;
  if (accept_word(R, "call")) {
    ok = call_event(R, &e, &args, &attrs);
  } else if (accept_word(R, "def")) {
    ok = def_event(R, &e);
  } else if (accept_word(R, "use")) {
    e.kind = IR_EV_USE;
    ok = variable(R, &e.var);
  } else if (accept_word(R, "deref")) {
    e.kind = IR_EV_DEREF;
    ok = accept_word(R, "null") || variable(R, &e.var);
    if (ok && accept_word(R, "write"))
      e.flags |= IR_EVF_WRITE;
  } else if (accept_word(R, "addr")) {
    e.kind = IR_EV_ADDR;
    ok = variable(R, &e.var);
    if (ok && accept_word(R, "write"))
      e.flags |= IR_EVF_WRITE;
  } else if (accept_word(R, "return")) {
    e.kind = IR_EV_RETURN;
    ok = operand(R, &e.value);
  } else if (accept_word(R, "cmp")) {
    ok = cmp_event(R, &e);
  } else {
    ok = fail(R, "an event (call, def, use, deref, addr, return, cmp), "
                 "an edge '->' or 'node'");
  }
  ok = ok && event_end(R, &e);
  if (ok)
    ir_add_event(R->fn, node, &e);
  free(args);
  free(attrs);
  return ok;
}

/* EDGECMP -> '-' | INDEX '.' NUMBER   (event NUMBER of node INDEX, a cmp) */
static bool edge_cmp(reader *R, uint32_t *cond)
{
  skip_blanks(R);
  if (R->p < R->eol && *R->p == '-') {
    R->p++;
    *cond = IR_NONE;
    return true;
  }
  uint32_t n, k;
  const char *at = R->p;
  if (!index_of(R, 'n', &n) || !accept_char(R, '.') || !number(R, &k))
    return false;
  if (n >= R->fn->nnodes || k >= R->fn->nodes[n].nevents ||
      R->fn->events[R->fn->nodes[n].first_event + k].kind != IR_EV_CMP) {
    R->p = at;
    return fail(R, "a comparison event of an earlier node ('nN.K')");
  }
  *cond = R->fn->nodes[n].first_event + k;
  return true;
}

/* EDGE -> '->' INDEX ['true' ['cmp' EDGECMP] | 'false' ['cmp' EDGECMP]
             | ('case' INT ['..' INT] | 'default') ['on' VAR] | 'abnormal' | 'eh'] */
static bool edge_line(reader *R, uint32_t from)
{
  ir_edge e;
  memset(&e, 0, sizeof e);
  e.from = from;
  e.cond = e.switch_var = IR_NONE;
  if (!index_of(R, 'n', &e.to))
    return false;
  if (accept_word(R, "true")) {
    e.kind = IR_EDGE_TRUE;
    e.cond = ir_node_last_event(R->fn, from, IR_EV_CMP);
  } else if (accept_word(R, "false")) {
    e.kind = IR_EDGE_FALSE;
    e.cond = ir_node_last_event(R->fn, from, IR_EV_CMP);
  } else if (accept_word(R, "case")) {
    e.kind = IR_EDGE_SWITCH;
    size_t n = word_len(R);
    const char *dots = NULL;
    for (const char *q = R->p; q + 1 < R->p + n; q++)
      if (q[0] == '.' && q[1] == '.')
        dots = q;
    char *lo = ut_strndup(R->p, dots ? (size_t)(dots - R->p) : n);
    char *hi = dots ? ut_strndup(dots + 2, (size_t)(R->p + n - dots - 2)) : NULL;
    e.case_lo = ir_strdup(R->fn, lo);
    e.case_hi = ir_strdup(R->fn, hi ? hi : lo);
    free(lo);
    free(hi);
    R->p += n;
  } else if (accept_word(R, "default")) {
    e.kind = IR_EDGE_DEFAULT;
  } else if (accept_word(R, "abnormal")) {
    e.kind = IR_EDGE_ABNORMAL;
  } else if (accept_word(R, "eh")) {
    e.kind = IR_EDGE_EH;
  }
  if (e.kind == IR_EDGE_SWITCH || e.kind == IR_EDGE_DEFAULT) {
    uint32_t u = ir_node_last_event(R->fn, from, IR_EV_USE);
    e.switch_var = u != IR_NONE ? R->fn->events[u].var : IR_NONE;
  }
  if ((e.kind == IR_EDGE_TRUE || e.kind == IR_EDGE_FALSE) &&
      accept_word(R, "cmp") && !edge_cmp(R, &e.cond))
    return false;
  if ((e.kind == IR_EDGE_SWITCH || e.kind == IR_EDGE_DEFAULT) &&
      accept_word(R, "on") && !variable(R, &e.switch_var))
    return false;
  skip_blanks(R);
  if (R->p != R->eol)
    return fail(R, e.kind == IR_EDGE_FALLTHRU
                       ? "an edge kind ('true', 'false', 'case', 'default', "
                         "'abnormal', 'eh') or the end of the line"
                       : "the end of the line");
  ir_add_edge(R->fn, &e);
  return true;
}

/* Name variable v is printed as, for operand matching. */
static void add_name(reader *R, const char *s, size_t n, uint32_t v)
{
  uint32_t i = ut_intern_add(&R->names, s, n);
  R->var_of = ut_grow(R->var_of, i, &R->cap_var_of, sizeof *R->var_of);
  R->var_of[i] = v;
  if (n > R->longest)
    R->longest = (uint32_t)n;
}

/* The index of word w of length n in names[0..count), or -1. */
static int word_in(const char *w, size_t n, const char *const *names, int count)
{
  for (int i = 0; i < count; i++)
    if (strlen(names[i]) == n && memcmp(w, names[i], n) == 0)
      return i;
  return -1;
}

/* VARLINE -> 'var' INDEX NAME KIND TYPE ['base' INDEX] FLAG* ['=' INT]
              ['bits' NUMBER] ['unsigned']
   NAME runs up to the kind (names may hold blanks); `bits` and `unsigned`
   follow the type's defaults (int: 32 signed bits, pointers: 64) when
   left out. */
static bool var_line(reader *R)
{
  static const char *const kinds[] = {"local", "param", "global", "path",
                                      "temp", "object"};
  static const char *const types[] = {"pointer", "integer", "float",
                                      "aggregate", "other"};
  static const char *const flags[] = {"static", "const", "addr-taken",
                                      "artificial", "volatile", "init",
                                      "unused", "file-scope", "public",
                                      "extern", "summary", "union", "pure",
                                      "system"};
  uint32_t idx;
  skip_blanks(R);
  const char *start = R->p;
  if (!index_of(R, 'v', &idx))
    return false;
  if (idx != R->fn->nvars) {
    R->p = start;
    return fail(R, "the next variable index");
  }
  skip_blanks(R);
  /* The name ends before the first " KIND TYPE" that follows it. */
  const char *name = R->p, *kind = NULL, *first_kind = NULL;
  for (const char *q = name + 1; q < R->eol && !kind; q++) {
    if (q[-1] != ' ')
      continue;
    const char *sp = memchr(q, ' ', (size_t)(R->eol - q));
    if (!sp)
      sp = R->eol;
    if (word_in(q, (size_t)(sp - q), kinds, 6) < 0)
      continue;
    if (!first_kind)
      first_kind = q;
    const char *t = sp < R->eol ? sp + 1 : sp;
    const char *te = memchr(t, ' ', (size_t)(R->eol - t));
    if (!te)
      te = R->eol;
    if (word_in(t, (size_t)(te - t), types, 5) >= 0)
      kind = q;
  }
  if (!kind && first_kind) {
    R->p = first_kind;
    R->p += word_len(R);
    return fail(R, "a type class (pointer, integer, float, aggregate, other)");
  }
  if (!kind) {
    const char *sp = memchr(name, ' ', (size_t)(R->eol - name));
    R->p = sp ? sp : R->eol;
    return fail(R, "a variable kind (local, param, global, path, temp, object)");
  }
  size_t nlen = (size_t)(kind - 1 - name);
  const char *at = NULL; /* NAME@vN: the name is shared */
  for (const char *q = name; q + 2 < name + nlen; q++)
    if (q[0] == '@' && q[1] == 'v' && isdigit((unsigned char)q[2]))
      at = q;
  ir_var v;
  memset(&v, 0, sizeof v);
  char *plain = ut_strndup(name, at ? (size_t)(at - name) : nlen);
  v.name = plain;
  R->p = kind;
  size_t n = word_len(R);
  v.kind = (ir_var_kind)word_in(R->p, n, kinds, 6);
  R->p += n;
  n = word_len(R);
  v.tclass = (ir_type_class)word_in(R->p, n, types, 5);
  R->p += n;
  v.base = IR_NONE;
  v.bits = v.tclass == IR_TY_POINTER ? 64 : v.tclass == IR_TY_INTEGER ? 32 : 0;
  v.is_signed = v.tclass == IR_TY_INTEGER;
  bool ok = true;
  if (accept_word(R, "base"))
    ok = index_of(R, 'v', &v.base) && (v.base < idx || fail(R, "an earlier variable"));
  int f;
  const int nflags = (int)(sizeof flags / sizeof *flags);
  while (ok && (n = word_len(R)) && (f = word_in(R->p, n, flags, nflags)) >= 0) {
    v.flags |= 1u << f;
    R->p += n;
  }
  char *init = NULL;
  if (ok && accept_char(R, '=')) {
    n = word_len(R);
    init = ut_strndup(R->p, n);
    v.init = init;
    R->p += n;
  }
  uint32_t bits;
  if (ok && accept_word(R, "bits") && (ok = number(R, &bits)))
    v.bits = (uint16_t)bits;
  if (ok && accept_word(R, "unsigned"))
    v.is_signed = 0;
  skip_blanks(R);
  if (ok && R->p != R->eol)
    ok = fail(R, "a flag, '= INIT', 'bits N', 'unsigned' or the end of the line");
  if (ok) {
    ir_add_var(R->fn, &v);
    add_name(R, name, nlen, idx);
  }
  free(plain);
  free(init);
  return ok;
}

/* NODELINE -> 'node' INDEX ('entry' | 'exit' | 'stmt' LOC) ['noreturn']
               ['artificial'] ['macro'] ['unwind'] */
static bool node_line(reader *R, uint32_t *node)
{
  uint32_t idx;
  if (!index_of(R, 'n', &idx))
    return false;
  if (idx == 0 || idx == 1) {
    if (!expect_word(R, idx == 0 ? "entry" : "exit"))
      return false;
  } else {
    if (idx != R->fn->nnodes)
      return fail(R, "the next node index");
    ir_loc loc;
    if (!expect_word(R, "stmt") || !location(R, &loc))
      return false;
    ir_add_node(R->fn, loc);
  }
  if (accept_word(R, "noreturn"))
    R->fn->nodes[idx].flags |= IR_NF_NORETURN;
  if (accept_word(R, "artificial"))
    R->fn->nodes[idx].flags |= IR_NF_ARTIFICIAL;
  if (accept_word(R, "macro"))
    R->fn->nodes[idx].flags |= IR_NF_MACRO;
  if (accept_word(R, "unwind"))
    R->fn->nodes[idx].flags |= IR_NF_UNWIND;
  if (accept_word(R, "unreachable"))
    R->fn->nodes[idx].flags |= IR_NF_UNREACHABLE;
  if (accept_word(R, "zero-twin"))
    R->fn->nodes[idx].flags |= IR_NF_ZERO_TWIN;
  if (accept_word(R, "declaration"))
    R->fn->nodes[idx].flags |= IR_NF_DECLARATION;
  skip_blanks(R);
  *node = idx;
  return R->p == R->eol ||
         fail(R, "'noreturn', 'artificial', 'macro', 'unwind', 'unreachable', "
                 "'zero-twin', 'declaration' or the end of "
                 "the line");
}

/* HEADER -> 'function' NAME ['noreturn'] ['static'] ['c++'] ['direct'] 'at' LOC
   (NAME may hold blanks: `operator new`; the flags are its last words) */
static bool header(reader *R)
{
  static const struct { const char *word; uint32_t flag; } flags[] = {
      {" direct", IR_FF_DIRECT}, {" c++", IR_FF_CXX}, {" static", IR_FF_STATIC},
      {" noreturn", IR_FF_NORETURN}};
  if (!expect_word(R, "function"))
    return false;
  skip_blanks(R);
  const char *name = R->p, *at = NULL;
  for (const char *q = name; q + 4 <= R->eol; q++)
    if (memcmp(q, " at ", 4) == 0)
      at = q;
  if (!at || at == name)
    return fail(R, "'NAME at FILE:LINE:COL'");
  const char *name_end = at;
  uint32_t fflags = 0;
  for (size_t i = 0; i < sizeof flags / sizeof *flags; i++) {
    size_t n = strlen(flags[i].word);
    if ((size_t)(name_end - name) > n && memcmp(name_end - n, flags[i].word, n) == 0) {
      fflags |= flags[i].flag;
      name_end -= n;
    }
  }
  R->p = at + 4;
  ir_loc loc;
  R->fn = NULL;
  if (!location(R, &loc)) /* checks LINE:COL; the file is taken below */
    return false;
  const char *w = at + 4, *c = R->p;
  for (int colons = 0; c > w && colons < 2;)
    if (*--c == ':')
      colons++;
  char *file = ut_strndup(w, (size_t)(c - w));
  char *nm = ut_strndup(name, (size_t)(name_end - name));
  loc.file = strcmp(file, "?") ? file : NULL;
  R->fn = ir_function_new(nm, loc);
  R->fn->flags |= fflags;
  free(file);
  free(nm);
  skip_blanks(R);
  return R->p == R->eol || fail(R, "the end of the line");
}

/* FUNCTION -> HEADER VARLINE* (NODELINE (EVENT | EDGE)*)*
   Reads one function starting at the current line; stops before the next
   'function' line or at the end. */
static ir_function *function(reader *R)
{
  ut_intern_init(&R->names, NULL, NULL);
  R->longest = 0;
  bool ok = header(R);
  uint32_t node = IR_NONE;
  while (ok && next_line(R)) {
    if (at_word(R, "function"))
      break;
    if (accept_word(R, "var")) {
      ok = node == IR_NONE ? var_line(R) : fail(R, "an event or an edge (variables come first)");
    } else if (accept_word(R, "node")) {
      ok = node_line(R, &node);
    } else if (node == IR_NONE) {
      ok = fail(R, "'var' or 'node'");
    } else if (accept_char(R, '-')) {
      ok = (accept_char(R, '>') || fail(R, "'->'")) && edge_line(R, node);
    } else {
      ok = event_line(R, node);
    }
  }
  ut_intern_free(&R->names);
  if (ok && R->fn && R->fn->nnodes < 2)
    ok = fail(R, "'node n0 entry' and 'node n1 exit'");
  if (!ok) {
    if (R->fn)
      ir_function_free(R->fn);
    return NULL;
  }
  ir_function_finish(R->fn);
  return R->fn;
}

size_t ir_read_all(const char *text, size_t len, const char *source,
                   ir_function ***out, ctl_error *err)
{
  reader R;
  memset(&R, 0, sizeof R);
  R.text = text;
  R.end = text + len;
  R.source = source ? source : "<string>";
  R.err = err;
  size_t n = 0, cap = 0;
  ir_function **fns = NULL;
  bool more = next_line(&R);
  while (more) {
    ir_function *fn = function(&R);
    if (!fn) {
      for (size_t i = 0; i < n; i++)
        ir_function_free(fns[i]);
      free(fns);
      free(R.var_of);
      *out = NULL;
      return 0;
    }
    fns = ut_grow(fns, n, &cap, sizeof *fns);
    fns[n++] = fn;
    more = R.line < R.end && at_word(&R, "function");
  }
  free(R.var_of);
  if (!n)
    fail(&R, "'function'");
  *out = fns;
  return n;
}

ir_function *ir_read(const char *text, size_t len, const char *source,
                     ctl_error *err)
{
  ir_function **fns;
  size_t n = ir_read_all(text, len, source, &fns, err);
  if (n > 1) {
    ctl_error_set(err, source ? source : "<string>", 0, 0,
                  "expected one function, found %zu", n);
    for (size_t i = 0; i < n; i++)
      ir_function_free(fns[i]);
    free(fns);
    return NULL;
  }
  ir_function *fn = n ? fns[0] : NULL;
  free(fns);
  return fn;
}
