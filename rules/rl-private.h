/* rl-private.h: the rule language's internal data (parsed rules, patterns). */
#ifndef CTLCHECK_RL_PRIVATE_H
#define CTLCHECK_RL_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ctlcheck/rules.h"
#include "ctlcheck/util.h"

/* Kinds a metavariable can be restricted to (a set: all must hold). */
enum {
  RL_K_POINTER = 1u << 0,
  RL_K_INTEGER = 1u << 1,
  RL_K_LOCAL = 1u << 2,
  RL_K_PARAM = 1u << 3,
  RL_K_GLOBAL = 1u << 4,
  RL_K_STMT = 1u << 5, /* ranges over statements, not variables */
  RL_K_OBJECT = 1u << 6, /* ranges over allocation sites (un_objects_rewrite) */
  RL_K_FLOAT = 1u << 7,
  RL_K_AGGREGATE = 1u << 8, /* struct, union or array (a type, like POINTER) */
  RL_K_PART = 1u << 9, /* scope: a part of a local struct or array (s.f,
                          a[2]), reached without a pointer */
  RL_K_WANTED = 1u << 10, /* filter: not marked as possibly unused */
  RL_K_CALLS = 1u << 11,  /* with RL_K_STMT: only statements that call,
                             macro expansions included (`call`) */
  RL_K_RESULT = 1u << 12, /* also: the unnamed result of a call, used in
                             an expression and never stored in a variable
                             (`*(char *) malloc (n) = 0`) */
  RL_K_STORAGE = 1u << 13, /* filter: a variable, or a part of one reached
                             without a pointer (s.f, a[i]; not p->f, *p) */
  RL_K_ELEMENT = 1u << 14, /* scope: an element of a local array at an index
                             no constant gives (a[i], s.a[i].f), reached
                             without a pointer, outside unions */
  RL_K_MEMBER = 1u << 15   /* scope: a member of a local union, or a place
                             in one (u.p, s.u.p), reached without a
                             pointer */
};

typedef enum rl_arg_kind {
  RL_ARG_ANY,    /* _ */
  RL_ARG_REST,   /* ... (only last) */
  RL_ARG_VAR,    /* v */
  RL_ARG_ADDR,   /* &v */
  RL_ARG_OFFSET, /* v + _ : v plus a non-zero offset */
  RL_ARG_BACK,   /* back v : v minus an offset (`p - 2`, `p - n`) */
  RL_ARG_NULL,   /* null */
  RL_ARG_CONST,  /* a decimal integer */
  RL_ARG_NONZERO, /* constant : any integer constant but 0 (an address
                     made from a number, `(void *) 1`) */
  RL_ARG_ADDR_ANY, /* &_ : the address of any object, or a string */
  RL_ARG_FORMAT, /* %s v (only last): this argument is a printf format,
                    and v is read by one of its %s conversions */
  RL_ARG_STRING, /* string : a string literal */
  RL_ARG_HOLDER, /* holder v : what v is reached through (s for s->buf,
                    s.f->buf): a release of it loses v's block */
  RL_ARG_ADDR_OFFSET /* &v + _ : the address of v plus a non-zero offset
                        (`buf + i`, `line + 4`, `p` after p = buf + i) */
} rl_arg_kind;

typedef struct rl_arg {
  rl_arg_kind kind;
  char *text; /* CONST: decimal */
} rl_arg;

typedef enum rl_pat_kind {
  RL_P_CALL, RL_P_DEF, RL_P_USE, RL_P_DEREF, RL_P_ADDR, RL_P_RETURN,
  RL_P_COND, RL_P_ENTRY, RL_P_EXIT, RL_P_STMT, RL_P_NORETURN, RL_P_AT,
  RL_P_COPY,
  RL_P_ARG, RL_P_INIT, RL_P_DEFVAL, RL_P_WALK, RL_P_STEP, RL_P_MACRO_STATE,
  RL_P_UNPAIRED,
  RL_P_DISCARDED, RL_P_ERROR_TESTED, RL_P_ADVANCE, RL_P_INDEXED, RL_P_ANYWHERE, RL_P_SCALAR,
  RL_P_NOT, RL_P_AND, RL_P_OR, RL_P_TRUE, RL_P_MAIN, RL_P_CHANGES,
  RL_P_REINDEX
} rl_pat_kind;

typedef struct rl_pat {
  rl_pat_kind kind;
  struct rl_pat *l, *r;    /* NOT uses l; AND/OR use l, r */
  char **names;            /* CALL: callee names; "_" for any, "@F" for
                              family F */
  uint32_t *ids;           /* CALL, per name: its index in the set's
                              names, UT_NONE for "_", or a family's index
                              with RL_FAMILY set */
  uint32_t nnames;
  rl_arg *args;            /* CALL: argument patterns */
  uint32_t nargs;
  rl_arg result;           /* CALL: `-> v` (VAR), `-> _` (ANY: result
                              kept), `-> none` (NULL: result discarded),
                              or nothing said (REST) */
  bool var_mentioned;      /* mentions the rule's metavariable */
  bool write_only;         /* DEREF write */
  bool const_only;         /* ARG const: only to pointer-to-const parameters */
  bool guard_only;         /* COND guard: not a test only computed with */
  bool own_only;           /* COND own: not a NULL test a macro's body
                              makes (IR_EVF_MACRO) */
  bool implicit_too;       /* COND implicit: also a test the compiler adds
                              (IR_EVF_IMPLICIT: the `p != 0` around a C++
                              delete) */
  bool may_too;            /* CALL ... may: also where the argument is
                              an element at an index no constant gives,
                              which may be v (free (a[i]) for a[0]) */
  bool exact_only;         /* DEF exact: not a write that only may reach
                              v (a[j] = x for a[0], a union's member, a
                              new value of the index of a[i]) */
  bool memory_only;        /* COND memory: a test of a value a call may
                              change (loaded from memory, returned by a
                              call, or of a local whose address escapes) */
  rl_arg operand;          /* RETURN, COPY source (VAR or ADDR), COND value,
                              ARG (ADDR: `arg &v`, v's address passed),
                              DEREF null (NULL: of the null constant) */
  ir_cmp cmp;              /* COND */
  char *key;               /* a prop's pattern: its canonical text, set
                              when parsed (equal keys label alike, so
                              rules share labels); NULL inside patterns */
  uint32_t key_id;         /* a prop's pattern: the key's index in the
                              set's pat_keys (equal keys, equal ids) */
} rl_pat;

/* An id of rl_pat.ids that names a family, not a function. */
#define RL_FAMILY (UINT32_C(1) << 31)

/* Attribute facts (ir_attr) a family takes members from:
   `__attribute__(NAME)` in a family definition. */
typedef enum rl_attr_sel {
  RL_AT_MALLOC,         /* malloc: the allocator */
  RL_AT_MALLOC_DEALLOC, /* malloc-dealloc: DEALLOC of malloc(DEALLOC, N) */
  RL_AT_NONNULL,        /* nonnull, at its positions */
  RL_AT_RETURNS_NONNULL,
  RL_AT_WARN_UNUSED_RESULT, /* warn_unused_result: calls flagged must-check
                               (warn_unused_result or nodiscard) */
  RL_AT_READ_ONLY,      /* read_only: access(read_only, N), at N */
  RL_AT_CLEANUP,        /* cleanup: at *1 */
  RL_AT_PURE,           /* pure or const: no side effects */
  RL_AT_FILLS_RESULT,   /* fills_result: the unit's mark on a call of a
                           wrapper that fills the block it returns */
  RL_AT_N
} rl_attr_sel;

/* How a family member takes a pattern's arguments: the pattern's list is
   matched from each position of `pos` (bit k-1: argument k), or its first
   argument V against `&V` at each position of `deref` (`*k`). */
typedef struct rl_member {
  uint32_t name; /* index in the set's names */
  uint32_t pos, deref;
  bool lib;      /* named by a library file, not the pack or a user's rules */
} rl_member;

/* A family of functions (doc/rules.md), defined once, extended anywhere. */
typedef struct rl_family {
  char *name;
  bool defined;           /* by `family NAME = ...` */
  char *ref_file;         /* where it was first named, for "unknown family" */
  uint32_t ref_line, ref_col;
  rl_member *members;     /* functions named in its definitions */
  uint32_t nmembers, capmembers;
  uint32_t *incl;         /* families included with @NAME */
  uint32_t nincl;
  uint32_t attrs;         /* bit rl_attr_sel: __attribute__(..) members */
  uint32_t *pos, *deref;  /* resolved, per name of the set (npos of them):
                             its positions; 0 and 0: not a member (in
                             rl_set.fam_tables) */
  uint32_t npos;
} rl_family;

/* `pair ALLOC DEALLOC` as written (or learned from malloc (D, N)). */
typedef struct rl_pair {
  uint32_t alloc, dealloc; /* names */
  char *file;              /* declared pairs: where, until checked */
  uint32_t line, col, aline, acol, dline, dcol;
} rl_pair;

/* A library file: families and pairs of one C library, loaded on demand. */
typedef struct rl_lib {
  char *name, *summary;
  const char *text, *source;
  ut_intern names;        /* the functions it adds to families: a call of
                             one loads it */
  ut_intern needs, defs;  /* the families it adds to or includes, and
                             those it defines */
  const unsigned char *ops; /* read from a compiled pack: its family and
                               pair statements as operations (rl-ops.c),
                               nops bytes in the pack, applied instead of
                               parsing text; NULL: parse text */
  uint32_t nops;
  bool loaded;
} rl_lib;

/* Per name of the set, after resolution. */
enum {
  RL_NAME_PAIRED_ALLOC = 1u << 0,   /* the allocator of some pair */
  RL_NAME_PAIRED_DEALLOC = 1u << 1  /* the deallocator of some pair */
};

typedef struct rl_prop {
  char *name;
  rl_pat *pat;
  uint32_t line, col;
  char *event;            /* event template, or NULL */
} rl_prop;

enum { RL_STORY_NONE = UINT32_MAX, RL_STORY_ALL = UINT32_MAX - 1 };

/* A loaded rule: the public part first, so rl_rule* casts work. */
typedef struct rl_rule_priv {
  rl_rule pub;
  char *var;              /* metavariable name, or NULL */
  uint32_t var_kinds;     /* RL_K_* */
  rl_prop *props;
  uint32_t nprops;
  ctl_formula *formula;
  ctl_prepared *prepared; /* the formula made ready for the engine, on
                             first need (rl-check.c: prepared), or NULL */
  char *final_event;      /* template of the last event, or NULL */
  char *declared_event;   /* `declared "TEXT"`: the first event, at the
                             variable's declaration, or NULL */
  uint32_t story_prop;    /* `branches PROP`: a branch the path takes
                             after its first event is an event too when
                             a PROP state is reachable from its other
                             edge (RL_STORY_ALL: `branches all`, every
                             branch; RL_STORY_NONE, the default: none) */
  uint32_t report_prop;   /* `report every PROP`: the prop a reported place
                             counts as from then on (its index), so the
                             binding is checked again for other places;
                             UINT32_MAX: `report first` (the default) */
  char **tags;
  uint32_t ntags;
  bool default_off;
  bool cfg_only;           /* `model cfg`: checked on the CFG, never the product */
  bool branches_only;      /* `model branches`: on the product that learns
                              values from branch conditions only */
  bool values_only;        /* `model values`: findings of the product that
                              the `branches` one does not have */
  bool fatal;              /* `fatal yes`: its finding is undefined
                              behaviour that ends the path there */
  bool after_fatal_drop;   /* `after-fatal drop`: no finding that every
                              path reaches through a fatal one */
  uint64_t *truth;         /* for nprops <= 12, per set m of props that
                              hold nowhere (the others unknown), two bits:
                              known and true, whether they decide the
                              formula true (rl-check.c: decided_by); a
                              cache made by malloc on first need, not in
                              the compiled pack, or NULL */
} rl_rule_priv;

struct rl_set {
  rl_rule_priv **rules;
  size_t n, cap;
  size_t nchunked;         /* rules[0..nchunked) and all they hold live in
                              chunks (read by rl_set_new_compiled): freed
                              with them, not one by one */
  ut_chunks chunks;
  ut_intern names;         /* every function name of patterns, families,
                              pairs and learned facts */
  ut_intern pat_keys;      /* every prop's pattern key (rl_pat.key_id) */
  rl_family *fams;
  uint32_t nfams, capfams;
  uint32_t *fam_tables;    /* every family's pos and deref tables, one
                              block (rl_set_resolve) */
  uint32_t zero_count;     /* the family `zero-count`, or UT_NONE (set by
                              rl_set_resolve) */
  rl_pair *pairs;          /* sorted and unique after rl_set_resolve */
  uint32_t npairs, cappairs;
  uint32_t nchecked;       /* pairs[0..nchecked) named known functions */
  rl_pair *fpairs;         /* pairs with a family side (RL_FAMILY | index),
                              expanded into pairs at each resolution */
  uint32_t nfpairs, capfpairs;
  uint32_t *learned_pos[RL_AT_N], *learned_deref[RL_AT_N]; /* per name */
  uint32_t nlearned;       /* names the learned arrays cover */
  uint8_t *name_flags;     /* RL_NAME_*, per name (nflags of them) */
  uint32_t nflags;
  rl_lib *libs;
  uint32_t nlibs;
  bool libs_off;           /* lib=none: no library loads, not even on a call */
  bool adding_lib;         /* a library file is being applied (rl_member.lib);
                              neither it nor unit_static is compiled */
  bool *unit_static;       /* per name (nunit_static of them): a function of
                              internal linkage the unit defines, which no
                              library's member of that name can be */
  uint32_t nunit_static;
};

/* Parse the rule file text; adds rules, families and pairs to s.  false
   on error (*err). */
bool rl_parse(rl_set *s, const char *text, size_t len, const char *source,
              ctl_error *err);
/* Read a library file without loading it: check that it holds only
   families and pairs, and collect what l->names, l->needs and l->defs
   say.  false on error (*err). */
bool rl_parse_scan(rl_lib *l, const char *text, size_t len,
                   const char *source, ctl_error *err);

/* ------------------------------------- family and pair statements (rl-ops.c) */

/* One change a `family` or `pair` statement makes to a set.  Families
   and names are the numbers of the file's REF and NAME operations. */
typedef enum rl_op_kind {
  RL_OP_REF,     /* text: a family named at line:col (created undefined) */
  RL_OP_NAME,    /* text: a function name a pair side names */
  RL_OP_DEFINE,  /* REF f defined at line:col (`family F = ...`) */
  RL_OP_INCLUDE, /* REF f includes REF g (`@G`) */
  RL_OP_ATTR,    /* REF f takes members from attribute fact g (rl_attr_sel) */
  RL_OP_MEMBER,  /* text: a member of REF f with positions g, deref h */
  RL_OP_PAIR,    /* `pair` at line:col: side f releases what side g gives
                    (a NAME's number, or RL_FAMILY | a REF's), each side
                    at aline:acol and dline:dcol */
  RL_OP_N
} rl_op_kind;

typedef struct rl_op {
  rl_op_kind kind;
  char *text;
  uint32_t f, g, h;
  uint32_t line, col, aline, acol, dline, dcol;
} rl_op;

/* Operations applied to one set from one file (source: errors, families
   first named and pairs say where), and their log when recorded. */
typedef struct rl_ops {
  rl_set *set;
  const char *source;
  bool record;
  uint32_t *refs, nrefs, caprefs;    /* the family of each REF so far */
  uint32_t *names, nnames, capnames; /* the name of each NAME so far */
  rl_op *log;                        /* record: every operation applied */
  uint32_t nlog, caplog;
} rl_ops;

void rl_ops_init(rl_ops *o, rl_set *s, const char *source, bool record);
void rl_ops_free(rl_ops *o);
/* Apply op (and log it when recording).  false when it cannot apply: a
   family defined twice (*err says where), or an operation that names no
   earlier REF or NAME (damaged bytes; *err untouched). */
bool rl_ops_do(rl_ops *o, const rl_op *op, ctl_error *err);
/* REF and NAME: the number of the one applied. */
uint32_t rl_ops_ref(rl_ops *o, const char *name, size_t len, uint32_t line,
                    uint32_t col);
uint32_t rl_ops_name(rl_ops *o, const char *name);
/* rl_parse into ops->set, from file ops->source, its family and pair
   statements through ops (which record them if asked). */
bool rl_parse_ops(rl_ops *ops, const char *text, size_t len, ctl_error *err);

/* ------------------------------------------------- families (rl-family.c) */

/* The family named `name` (len bytes), created undefined on first mention
   at FILE:LINE:COL. */
uint32_t rl_family_ref(rl_set *s, const char *name, size_t len,
                       const char *file, uint32_t line, uint32_t col);
/* Add function `name` with positions to family f. */
void rl_family_add(rl_set *s, uint32_t f, const char *name, uint32_t pos,
                   uint32_t deref);
void rl_pair_add(rl_set *s, uint32_t alloc, uint32_t dealloc,
                 const char *file, uint32_t line, uint32_t col,
                 uint32_t aline, uint32_t acol, uint32_t dline, uint32_t dcol);
/* The index of name in the set's names, added when absent. */
uint32_t rl_name(rl_set *s, const char *name);
/* After loading: resolve every family and pair; an unknown family, or a
   pair naming a function of no family, fills *err. */
bool rl_set_resolve(rl_set *s, ctl_error *err);
/* Is (alloc, dealloc) a pair? */
bool rl_pair_known(const rl_set *s, uint32_t alloc, uint32_t dealloc);
/* The positions of function `name` in family f (0, 0: not a member). */
static inline void rl_family_positions(const rl_set *s, uint32_t f,
                                       uint32_t name, uint32_t *pos,
                                       uint32_t *deref)
{
  const rl_family *fam = &s->fams[f];
  bool in = name != UT_NONE && name < fam->npos;
  *pos = in ? fam->pos[name] : 0;
  *deref = in ? fam->deref[name] : 0;
}
void rl_families_free(rl_set *s);
/* Apply library l's operations read from a compiled pack to s (not
   resolved); false with *err when they do not apply. */
bool rl_lib_apply_ops(rl_set *s, const rl_lib *l, ctl_error *err);
/* Register the shipped library files (not loaded yet). */
void rl_libs_register(rl_set *s);

void rl_pat_free(rl_pat *p);
void rl_rule_free(rl_rule_priv *r);

/* Fill a template: {NAME} becomes value (the bound variable's name). */
char *rl_fill(const char *tmpl, const char *var, const char *value);

/* The event of a path taking conditional edge e ("following the 'false'
   branch (when 'c == 0')"), a new string; NULL for an edge that is no
   branch (rl-story.c). */
char *rl_branch_text(const ir_function *fn, const ir_edge *e);

#endif /* CTLCHECK_RL_PRIVATE_H */
