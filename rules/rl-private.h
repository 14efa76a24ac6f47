/* rl-private.h: the rule language's internal data (parsed rules, patterns). */
#ifndef CTLCHECK_RL_PRIVATE_H
#define CTLCHECK_RL_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ctlcheck/rules.h"

/* Kinds a metavariable can be restricted to (a set: all must hold). */
enum {
  RL_K_POINTER = 1u << 0,
  RL_K_INTEGER = 1u << 1,
  RL_K_LOCAL = 1u << 2,
  RL_K_PARAM = 1u << 3,
  RL_K_GLOBAL = 1u << 4,
  RL_K_STMT = 1u << 5, /* ranges over statements, not variables */
  RL_K_OBJECT = 1u << 6, /* ranges over allocation sites (un_objects_rewrite) */
  RL_K_AGGREGATE = 1u << 7 /* struct, union or array (a type, like POINTER) */
};

typedef enum rl_arg_kind {
  RL_ARG_ANY,    /* _ */
  RL_ARG_REST,   /* ... (only last) */
  RL_ARG_VAR,    /* v */
  RL_ARG_ADDR,   /* &v */
  RL_ARG_OFFSET, /* v + _ : v plus a non-zero offset */
  RL_ARG_NULL,   /* null */
  RL_ARG_CONST,  /* a decimal integer */
  RL_ARG_ADDR_ANY, /* &_ : the address of any object, or a string */
  RL_ARG_STRING  /* string : a string literal */
} rl_arg_kind;

typedef struct rl_arg {
  rl_arg_kind kind;
  char *text; /* CONST: decimal */
} rl_arg;

typedef enum rl_pat_kind {
  RL_P_CALL, RL_P_DEF, RL_P_USE, RL_P_DEREF, RL_P_ADDR, RL_P_RETURN,
  RL_P_COND, RL_P_ENTRY, RL_P_EXIT, RL_P_STMT, RL_P_AT, RL_P_COPY,
  RL_P_ARG, RL_P_INIT, RL_P_DEFVAL, RL_P_WALK, RL_P_STEP,
  RL_P_MUST_CHECK, RL_P_DISCARDED, RL_P_ADVANCE,
  RL_P_NOT, RL_P_AND, RL_P_OR, RL_P_TRUE
} rl_pat_kind;

typedef struct rl_pat {
  rl_pat_kind kind;
  struct rl_pat *l, *r;    /* NOT uses l; AND/OR use l, r */
  char **names;            /* CALL: callee names; "_" for any */
  uint32_t nnames;
  rl_arg *args;            /* CALL: argument patterns */
  uint32_t nargs;
  rl_arg result;           /* CALL: `-> v` (VAR), `-> _` (ANY: result
                              kept), `-> none` (NULL: result discarded),
                              or nothing said (REST) */
  bool var_mentioned;      /* mentions the rule's metavariable */
  bool write_only;         /* DEREF write */
  rl_arg operand;          /* RETURN, COPY source (VAR or ADDR), COND value */
  ir_cmp cmp;              /* COND */
  char *key;               /* a prop's pattern: its canonical text, set
                              when parsed (equal keys label alike, so
                              rules share labels); NULL inside patterns */
} rl_pat;

typedef struct rl_prop {
  char *name;
  rl_pat *pat;
  uint32_t line, col;
  char *event;            /* event template, or NULL */
} rl_prop;

/* A loaded rule: the public part first, so rl_rule* casts work. */
typedef struct rl_rule_priv {
  rl_rule pub;
  char *var;              /* metavariable name, or NULL */
  uint32_t var_kinds;     /* RL_K_* */
  rl_prop *props;
  uint32_t nprops;
  ctl_formula *formula;
  char *final_event;      /* template of the last event, or NULL */
  char **tags;
  uint32_t ntags;
  bool default_off;
  bool cfg_only;           /* `model cfg`: checked on the CFG, never the product */
  bool branches_only;      /* `model branches`: on the product that learns
                              values from branch conditions only */
  bool values_only;        /* `model values`: findings of the product that
                              the `branches` one does not have */
} rl_rule_priv;

struct rl_set {
  rl_rule_priv **rules;
  size_t n, cap;
};

/* Parse the rule file text; adds rules to s.  false on error (*err). */
bool rl_parse(rl_set *s, const char *text, size_t len, const char *source,
              ctl_error *err);

void rl_pat_free(rl_pat *p);
void rl_rule_free(rl_rule_priv *r);

/* Fill a template: {NAME} becomes value (the bound variable's name). */
char *rl_fill(const char *tmpl, const char *var, const char *value);

#endif /* CTLCHECK_RL_PRIVATE_H */
