/* rl-ops.c: family and pair statements as operations on a set: applied as parsed, and a library's kept in the compiled pack. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rl-private.h"

/*
 * The parser turns `family` and `pair` statements into the operations
 * below and applies each at once (rl_ops_do); nothing else of a statement
 * changes the set.  Recorded (rl_ops.record), a library file's operations
 * are written into the compiled pack (rl-compiled.c), and loading the
 * library applies them again without lexing or parsing: the same calls
 * in the same order, so the same names, families, pairs and errors as
 * parsing the file there.  Families and names are referred to by their
 * REF and NAME operations' numbers in the file, never by the set's
 * indices, which depend on what was loaded before.
 */

void rl_ops_init(rl_ops *o, rl_set *s, const char *source, bool record)
{
  memset(o, 0, sizeof *o);
  o->set = s;
  o->source = source;
  o->record = record;
}

void rl_ops_free(rl_ops *o)
{
  for (uint32_t i = 0; i < o->nlog; i++)
    free(o->log[i].text);
  free(o->log);
  free(o->refs);
  free(o->names);
  memset(o, 0, sizeof *o);
}

/* The set's family of REF number k; UT_NONE when there is no such REF. */
static uint32_t ref_family(const rl_ops *o, uint32_t k)
{
  return k < o->nrefs ? o->refs[k] : UT_NONE;
}

/* The set's id of a pair side: a NAME's number, or RL_FAMILY | a REF's. */
static uint32_t side_id(const rl_ops *o, uint32_t side)
{
  if (side & RL_FAMILY) {
    uint32_t f = ref_family(o, side & ~RL_FAMILY);
    return f == UT_NONE ? UT_NONE : RL_FAMILY | f;
  }
  return side < o->nnames ? o->names[side] : UT_NONE;
}

/* Keep a copy of op in the log. */
static void record(rl_ops *o, const rl_op *op)
{
  o->log = ut_grow32(o->log, o->nlog, &o->caplog, sizeof *o->log);
  o->log[o->nlog] = *op;
  o->log[o->nlog++].text = op->text ? ut_strdup(op->text) : NULL;
}

/* DEFINE: family f is defined here, unless it was already. */
static bool define(rl_ops *o, uint32_t f, const rl_op *op, ctl_error *err)
{
  rl_family *fam = &o->set->fams[f];
  if (fam->defined)
    return ctl_error_set(err, o->source ? o->source : "<string>", op->line,
                         op->col, "family '%s' is already defined; add to it "
                         "with 'family %s += ...'", fam->name, fam->name);
  fam->defined = true;
  return true;
}

/* Apply op to the set (and the REF and NAME numbering). */
static bool apply(rl_ops *o, const rl_op *op, ctl_error *err)
{
  rl_set *s = o->set;
  uint32_t f = op->kind == RL_OP_REF || op->kind == RL_OP_NAME ||
                       op->kind == RL_OP_PAIR
                   ? 0
                   : ref_family(o, op->f);
  if (f == UT_NONE)
    return false;
  switch (op->kind) {
  case RL_OP_REF:
    o->refs = ut_grow32(o->refs, o->nrefs, &o->caprefs, sizeof *o->refs);
    o->refs[o->nrefs++] = rl_family_ref(s, op->text, strlen(op->text),
                                        o->source, op->line, op->col);
    return true;
  case RL_OP_NAME:
    o->names = ut_grow32(o->names, o->nnames, &o->capnames,
                         sizeof *o->names);
    o->names[o->nnames++] = rl_name(s, op->text);
    return true;
  case RL_OP_DEFINE:
    return define(o, f, op, err);
  case RL_OP_INCLUDE: {
    uint32_t g = ref_family(o, op->g);
    if (g == UT_NONE)
      return false;
    rl_family *fam = &s->fams[f];
    fam->incl = ut_realloc(fam->incl, (fam->nincl + 1) * sizeof *fam->incl);
    fam->incl[fam->nincl++] = g;
    return true;
  }
  case RL_OP_ATTR:
    if (op->g >= RL_AT_N)
      return false;
    s->fams[f].attrs |= UINT32_C(1) << op->g;
    return true;
  case RL_OP_MEMBER:
    rl_family_add(s, f, op->text, op->g, op->h);
    return true;
  case RL_OP_PAIR: {
    uint32_t a = side_id(o, op->f), d = side_id(o, op->g);
    if (a == UT_NONE || d == UT_NONE)
      return false;
    rl_pair_add(s, a, d, o->source, op->line, op->col, op->aline, op->acol,
                op->dline, op->dcol);
    return true;
  }
  case RL_OP_N:
    break;
  }
  return false;
}

bool rl_ops_do(rl_ops *o, const rl_op *op, ctl_error *err)
{
  if ((op->kind == RL_OP_REF || op->kind == RL_OP_NAME ||
       op->kind == RL_OP_MEMBER) && !op->text)
    return false;
  if (!apply(o, op, err))
    return false;
  if (o->record)
    record(o, op);
  return true;
}

uint32_t rl_ops_ref(rl_ops *o, const char *name, size_t len, uint32_t line,
                    uint32_t col)
{
  char *text = ut_strndup(name, len);
  rl_op op = {.kind = RL_OP_REF, .text = text, .line = line, .col = col};
  rl_ops_do(o, &op, NULL); /* cannot fail */
  free(text);
  return o->nrefs - 1;
}

uint32_t rl_ops_name(rl_ops *o, const char *name)
{
  rl_op op = {.kind = RL_OP_NAME, .text = (char *)name};
  rl_ops_do(o, &op, NULL); /* cannot fail */
  return o->nnames - 1;
}

