/* ir.h: the core IR, one C function's control-flow graph as plain C data. */
#ifndef CTLCHECK_IR_H
#define CTLCHECK_IR_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ctlcheck/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * A function is a graph of nodes: one ENTRY node (index 0), one EXIT node
 * (index 1), and one STMT node per GIMPLE statement, in the order the
 * statements appear in the function.  Edges go between nodes and may carry
 * the branch condition they stand for.
 *
 * Invariants (checked by ir_validate):
 *  - node 0 is ENTRY, node 1 is EXIT, every other node is STMT;
 *  - every node except EXIT has at least one successor; EXIT has none here
 *    (the Kripke builder adds its self-loop); a path that ends without
 *    returning (a call to a noreturn function, __builtin_unreachable) ends
 *    in a node whose only successor is itself, so it never reaches EXIT;
 *  - a node's events are events[first_event .. first_event + nevents);
 *  - every variable index stored anywhere is < nvars or is IR_NONE.
 *
 * Variables are source-level places: declared variables (locals, params,
 * globals) and access paths through them (`s->buf`, `a[i]`, `*p`).  GIMPLE
 * temporaries that merely carry such a place (`_1 = s->buf; free (_1);`)
 * are mapped back to the place, so events name what the C programmer wrote.
 * Temporaries that hold computed values are TEMP variables.
 *
 * All strings and arrays belong to the function's arena and live until
 * ir_function_free.
 */

#define IR_NONE UINT32_MAX

typedef struct ir_loc {
  const char *file; /* NULL when unknown */
  uint32_t line;    /* 1-based; 0 when unknown */
  uint32_t col;     /* 1-based; 0 when unknown */
  uint64_t host;    /* the front end's own location cookie (GCC's
                       location_t), opaque to the core; 0 when none */
} ir_loc;

typedef enum ir_var_kind {
  IR_VAR_LOCAL,  /* automatic variable declared in the function */
  IR_VAR_PARAM,  /* formal parameter */
  IR_VAR_GLOBAL, /* file-scope or function-static variable */
  IR_VAR_PATH,   /* access path: s->f, s.f, a[i], *p; `base` names the root */
  IR_VAR_TEMP,   /* compiler temporary holding a computed value */
  IR_VAR_OBJECT  /* what one call site returns (un_objects_rewrite) */
} ir_var_kind;

typedef enum ir_type_class {
  IR_TY_POINTER,
  IR_TY_INTEGER, /* also enums, bool, char */
  IR_TY_FLOAT,
  IR_TY_AGGREGATE, /* struct, union, array */
  IR_TY_OTHER
} ir_type_class;

/* Variable flags. */
enum {
  IR_VF_STATIC = 1u << 0,      /* static storage duration */
  IR_VF_CONST = 1u << 1,       /* const-qualified object */
  IR_VF_ADDR_TAKEN = 1u << 2,  /* address escapes somewhere in the unit */
  IR_VF_ARTIFICIAL = 1u << 3,  /* introduced by the compiler */
  IR_VF_VOLATILE = 1u << 4,
  IR_VF_HAS_INIT = 1u << 5,    /* static object with an initializer (its
                                  value is in `init` when an integer) */
  IR_VF_UNUSED_ATTR = 1u << 6, /* marked possibly unused: declared
                                  __attribute__((unused)), or read only
                                  where no statement is left (`(void) x;`) */
  IR_VF_FILE_SCOPE = 1u << 7,  /* declared at file scope */
  IR_VF_PUBLIC = 1u << 8,      /* external linkage: other units see it */
  IR_VF_EXTERNAL = 1u << 9,    /* declared here, defined in another unit */
  IR_VF_SUMMARY = 1u << 10,    /* PATH standing for several locations
                                  (a[...], p[...]: unknown index) */
  IR_VF_UNION = 1u << 11,      /* AGGREGATE of union type: its members
                                  share their storage */
  IR_VF_PURE = 1u << 12,       /* PATH computed from its base, not memory
                                  (`flags & 4`): only an assignment of the
                                  base changes it */
  IR_VF_SYSTEM = 1u << 13      /* GLOBAL declared in a system header and
                                  defined elsewhere: the library's own
                                  object (optind, environ), which its
                                  functions may write */
};

typedef struct ir_var {
  const char *name;     /* source spelling: "p", "s->buf", "a[i]", "*p" */
  ir_var_kind kind;
  ir_type_class tclass;
  uint32_t flags;       /* IR_VF_* */
  uint32_t base;        /* PATH: the place it is reached through (`s` for
                           `s->buf`, `s->a` for `s->a->b`); else IR_NONE */
  ir_loc decl;          /* declaration site */
  uint16_t bits;        /* INTEGER, POINTER: width of the type in bits */
  uint16_t is_signed;   /* INTEGER: signed type */
  const char *init;     /* exact decimal initializer of a constant integer
                           static object, else NULL */
} ir_var;

typedef enum ir_opnd_kind {
  IR_OP_NONE,
  IR_OP_VAR,   /* the value of variable `var` (possibly plus an offset) */
  IR_OP_ADDR,  /* &var */
  IR_OP_CONST, /* integer constant, exact decimal text in `text` */
  IR_OP_STRING,/* string literal */
  IR_OP_OTHER  /* anything else (floating constant, label, ...) */
} ir_opnd_kind;

enum {
  IR_OPF_OFFSET = 1u << 0, /* VAR or ADDR plus a non-zero offset */
  IR_OPF_NULL = 1u << 1,   /* CONST of pointer type with value 0 */
  IR_OPF_CONST_PARAM = 1u << 2, /* VAR or ADDR passed to a call whose
                                  parameter is declared as a pointer to a
                                  const object other than void
                                  (`const char *s`, not `const void *`) */
  IR_OPF_ZERO_COUNT = 1u << 3, /* VAR or ADDR passed to a call whose count
                                  argument is zero on this path (the
                                  `zero-count` family: memcpy (d, s, 0)):
                                  nothing is read or written through it,
                                  so no family position matches it */
  IR_OPF_UNREAD = 1u << 4, /* VAR with CONST_PARAM: the callee is the
                             unit's and does not read through it on
                             every path; the `&x` that stands for it after
                             p = &x is not CONST_PARAM (un_alias_rewrite) */
  IR_OPF_LENT = 1u << 5,  /* VAR, a pointer: passed to a parameter of a
                             function of the unit that neither frees,
                             keeps, returns nor passes it on (only reads
                             or writes through it, or tests it): the block
                             stays the caller's, as with CONST_PARAM */
  IR_OPF_BACK = 1u << 6        /* with OFFSET: the offset is subtracted
                                  (`p - 2`, `p - n`): back towards the
                                  start of a block kept past a header */
};

typedef struct ir_operand {
  ir_opnd_kind kind;
  uint32_t flags; /* IR_OPF_* */
  uint32_t var;   /* VAR, ADDR: variable index; else IR_NONE */
  const char *text; /* CONST: decimal value; STRING: contents; else NULL */
} ir_operand;

typedef enum ir_cmp {
  IR_CMP_EQ, IR_CMP_NE, IR_CMP_LT, IR_CMP_LE, IR_CMP_GT, IR_CMP_GE
} ir_cmp;

/* The arithmetic of a DEF that is not a copy: var = value OP rhs. */
typedef enum ir_arith {
  IR_AR_NONE, /* something else: the value is unknown */
  IR_AR_ADD, IR_AR_SUB, IR_AR_MUL,
  IR_AR_NEG,  /* var = -value */
  IR_AR_AND,  /* var = value & rhs (rhs a constant: within [0, rhs] when
                 it is not negative; `state &= ~1` clears bits of value) */
  IR_AR_MOD,  /* var = value % rhs (integers: C's truncating remainder) */
  IR_AR_DIV,  /* var = value / rhs (integers: C's truncating quotient) */
  IR_AR_RANGE /* var = any value in [value, rhs] (two constants): what
                 every caller gives a parameter (synthetic, at ENTRY) */
} ir_arith;

typedef enum ir_event_kind {
  IR_EV_CALL,   /* callee(args) -> result */
  IR_EV_DEF,    /* var is assigned */
  IR_EV_USE,    /* var's value is read */
  IR_EV_DEREF,  /* memory read or written through var (*v, v->f, v[i]);
                   through the null pointer constant when var is IR_NONE
                   (*(int *) 0 = 1, ((struct s *) 0)->f) */
  IR_EV_ADDR,   /* &var is taken */
  IR_EV_RETURN, /* return value (value.kind may be IR_OP_NONE) */
  IR_EV_CMP     /* lhs OP rhs is evaluated (in a branch or an assignment) */
} ir_event_kind;

enum {
  IR_EVF_WRITE = 1u << 0,  /* DEREF: the access writes; ADDR: x's bytes
                              are written through &x here (what GCC
                              makes of memcpy (&x, ..)) */
  IR_EVF_COPY = 1u << 2,   /* DEF: a plain copy `v = w` (rhs in `value`) */
  IR_EVF_SYNTHETIC = 1u << 3, /* added from a summary or a unit fact, not
                                 written in the source at this point (also
                                 the plugin's `def flags & 4 = flags & 4`
                                 before a test of those bits) */
  IR_EVF_INIT = 1u << 4,      /* DEF: the variable's declaration gives it
                                 a constant (`int rc = 0;`), the address
                                 of a static object (`p = table`), a const
                                 global or a scalar parameter's value */
  IR_EVF_MUST_CHECK = 1u << 5, /* CALL: the callee is declared
                                  warn_unused_result (or nodiscard) */
  IR_EVF_DISCARDED = 1u << 6,  /* CALL: its result is cast to void: dropped
                                  on purpose */
  IR_EVF_VALUE = 1u << 7,      /* CMP: the source computes a value with the
                                  test (`r = p != NULL && n;`, an argument,
                                  an operand): no statement written in the
                                  source depends on it */
  IR_EVF_NONNULL = 1u << 8,    /* CALL: its result is never NULL here (a
                                  summarised wrapper exits instead of
                                  returning the callee's NULL; a C++
                                  operator new that throws instead) */
  IR_EVF_IMPLICIT = 1u << 9,   /* CMP: a test the compiler adds, not the
                                  source (the `p != 0` around a C++
                                  delete): the model branches on it, `cond`
                                  patterns do not see it */
  IR_EVF_DROPPED = 1u << 10,   /* CALL, synthetic: the `return G (..)` of a
                                  summarised wrapper whose result the call
                                  drops: G's result is dropped too; or the
                                  G (..) of a field of a struct result the
                                  call drops */
  IR_EVF_MACRO = 1u << 11,     /* CMP, a NULL test: written inside a macro's
                                  body, so made for every use of the macro
                                  (a defensive test, `#define IS_STR(o)
                                  ((o)->t == NULL || ..)`), not one this
                                  code chose: `guard` patterns skip it */
  IR_EVF_DECIDED = 1u << 12,   /* CMP, implicit: the store decides the
                                  branch: FALSE only where it knows the
                                  comparison false, else TRUE, without
                                  narrowing (a zero count,
                                  un_zero_count_split) */
  IR_EVF_SAME = 1u << 13,      /* CALL: a `const` function's call whose
                                  arguments the function never changes:
                                  its result variable is the one every
                                  such call shares, and the call gives it
                                  no new value (un_const_rewrite) */
  IR_EVF_FOLLOWED = 1u << 14, /* ADDR: &x goes into a pointer p (p = &x)
                                  whose every use the unit follows to x,
                                  which synthetic events there stand for
                                  (un_alias_rewrite): `addr` patterns skip
                                  it */
  IR_EVF_UNREAD = 1u << 15,    /* DEF, a copy into a local (or a part of
                                  one): nothing in the function reads the
                                  local or the object it is part of, so
                                  the copy hands nothing on (`tmp.ptr = p;`
                                  and return): `copy` patterns skip it */
  IR_EVF_ZERO_FILL = 1u << 16, /* DEF of a struct, union or array from an
                                  initialiser without elements (`s = {}`,
                                  what `struct t s = {0};` becomes): every
                                  byte is zero, so un_alias_rewrite gives
                                  each pointer part the function names a
                                  `def s.f = 0` */
  IR_EVF_ERROR_TESTED = 1u << 17, /* CALL with its result dropped: every
                                  path from it gives one of its pointer
                                  arguments to ferror before the pointer
                                  changes (`fwrite (b, 1, n, f); if
                                  (ferror (f))`): its failure is read back
                                  (un_ferror_mark) */
  IR_EVF_EAGER = 1u << 18,     /* USE: a read GCC makes before the branch
                                  of a condition C short-circuits (`a &&
                                  x == y` computed without a branch at
                                  -O2): C reads x only where a holds, so
                                  a copy of the read sits on the edge that
                                  tests it; `use` patterns skip this one */
  IR_EVF_OUT_PARAM = 1u << 19, /* ADDR: &x is an out-parameter of the call
                                  after it in the node, which writes x and
                                  keeps no copy of &x (un_out_param_mark): the
                                  store makes x any value there, but later
                                  calls cannot reach it through this */
  IR_EVF_QUIET = 1u << 20,     /* CALL: a library function (declared in a
                                  system header) given nothing through
                                  which it could reach the program's memory
                                  or code: scalars, pointers to const
                                  scalars, streams; it changes what the
                                  library owns (its globals, errno) and no
                                  variable or field of the program (as the
                                  Clang analyzer assumes); not a call of
                                  the family `runs-handlers` (un_quiet_mark) */
  IR_EVF_NULL_RESULT = 1u << 21, /* CALL of a function of the unit that, given
                                  NULL for a parameter, does nothing but
                                  return NULL, given NULL there: it allocates,
                                  opens and frees nothing, a synthetic def
                                  makes its result NULL, and it is in no
                                  family (un-summary.c) */
  IR_EVF_LIBRARY = 1u << 22,    /* CALL of a function declared in a system
                                  header, or of a C library built-in */
  IR_EVF_RELATION = 1u << 23    /* CMP, synthetic, just before a test of two
                                  variables that the function makes more
                                  than once (`i < n`, again `i >= n`):
                                  `flag != 0` (or `flag == 0` for the
                                  negated test) of a temporary standing for
                                  the comparison; holds exactly when the
                                  test does (un-relation.c, ir_cmp_sources) */
};

/* A fact the callee's declaration states (one of GCC's attributes), as the
   front end read it: its name and its arguments as text.  The lowering
   gives these (doc/ir.md):
     malloc                 the result is fresh memory
     malloc(DEALLOC, N)     ... released by DEALLOC, the block its argument N
     ownership_returns      Clang's ownership_returns(malloc): fresh memory
                            that free releases
     ownership_takes(N, ...) Clang's ownership_takes(malloc, N...): the
                            call releases arguments N...
     nonnull(N, ...)        arguments N... must not be NULL (every pointer
                            parameter when the declaration lists none)
     returns_nonnull        the result is never NULL
     access(MODE, N)        argument N is only read (read_only), only
                            written (write_only) or both (read_write)
     cleanup                the call GCC makes at scope exit for a local
                            declared cleanup (fn): the local's address is
                            argument 1
   Positions count from 1.  The rules read them as families (doc/rules.md). */
typedef struct ir_attr {
  const char *name;
  uint32_t nargs;
  const char **args;   /* a function name, a decimal position or a word */
} ir_attr;

typedef struct ir_event {
  ir_event_kind kind;
  uint32_t flags;      /* IR_EVF_* */
  ir_loc loc;
  uint32_t var;        /* DEF, USE, DEREF, ADDR: the variable */
  /* CALL */
  const char *callee;  /* source name; NULL for an indirect call (but one
                          through a local pointer that only ever holds
                          one function: that function's name) */
  uint32_t nargs;
  ir_operand *args;
  uint32_t result;     /* variable receiving the result, or IR_NONE */
  uint32_t nattrs;     /* the callee's attribute facts, in the order the */
  ir_attr *attrs;      /* front end gave them (NULL when none) */
  /* CMP */
  ir_cmp cmp;
  ir_operand lhs, rhs;
  /* RETURN, and DEF with IR_EVF_COPY: the value; DEF with arith: the
     operands value OP rhs */
  ir_operand value;
  ir_arith arith;
} ir_event;

typedef enum ir_node_kind { IR_NODE_ENTRY, IR_NODE_EXIT, IR_NODE_STMT } ir_node_kind;

typedef struct ir_node {
  ir_node_kind kind;
  ir_loc loc;
  uint32_t first_event, nevents;
  uint32_t first_succ, nsucc; /* edges[first_succ .. first_succ+nsucc) after
                                 ir_function_finish */
  uint32_t flags;             /* IR_NF_* */
} ir_node;

enum {
  IR_NF_NORETURN = 1u << 0, /* a call that never returns (exit, abort) */
  IR_NF_ARTIFICIAL = 1u << 1, /* statement without a source location of its own */
  IR_NF_MACRO = 1u << 2,      /* statement from a macro expansion (its location
                                 is where the macro is used) */
  IR_NF_UNWIND = 1u << 3,     /* the exception that leaves the function: the
                                 one node `eh` edges of throwing statements
                                 without a handler lead to, before EXIT */
  IR_NF_UNREACHABLE = 1u << 4, /* the program's own statement that no path
                                 gets there (__builtin_unreachable ()) */
  IR_NF_ZERO_TWIN = 1u << 5,  /* the copy of a call node taken when its count
                                 argument is zero (un_zero_count_split): the
                                 same statement as the TRUE successor of its
                                 one predecessor */
  IR_NF_DECLARATION = 1u << 6 /* a declaration without initialiser written
                                 after the function's last statement, on the
                                 way to its closing brace: no events, but code
                                 that unreachable-code reports if no path
                                 gets there (`exit (1); int i; }`) */
};

typedef enum ir_edge_kind {
  IR_EDGE_FALLTHRU,
  IR_EDGE_TRUE,   /* branch taken when the node's CMP event holds */
  IR_EDGE_FALSE,  /* branch taken when it does not */
  IR_EDGE_SWITCH, /* switch case: value in [case_lo, case_hi] */
  IR_EDGE_DEFAULT,/* switch default */
  IR_EDGE_ABNORMAL,/* setjmp, computed goto, nonlocal goto */
  IR_EDGE_EH      /* an exception the statement of `from` throws: to its
                     handler or cleanup, or to the UNWIND node */
} ir_edge_kind;

typedef struct ir_edge {
  uint32_t from, to;
  ir_edge_kind kind;
  uint32_t cond;            /* TRUE/FALSE: event index of the CMP; else IR_NONE */
  const char *case_lo, *case_hi; /* SWITCH: exact decimal bounds */
  uint32_t switch_var;      /* SWITCH/DEFAULT: variable switched on or IR_NONE */
} ir_edge;

typedef struct ir_arena ir_arena;

typedef struct ir_function {
  const char *name;      /* source name of the function (calls name it so) */
  const char *qname;     /* the name in source form, qualified, for reports
                            (C++: ns::Foo::bar, tdd<int>), or NULL: name */
  ir_loc loc;
  uint32_t nvars, nnodes, nevents, nedges;
  ir_var *vars;
  ir_node *nodes;
  ir_event *events;
  ir_edge *edges;        /* sorted by `from` after ir_function_finish */
  uint32_t flags;        /* IR_FF_* */
  ir_arena *arena;
  /* growth capacities (private) */
  uint32_t cap_vars, cap_nodes, cap_events, cap_edges;
} ir_function;

enum {
  IR_FF_NORETURN = 1u << 0, /* declared noreturn */
  IR_FF_STATIC = 1u << 1,   /* internal linkage */
  IR_FF_CXX = 1u << 2,      /* compiled as C++ */
  IR_FF_DIRECT = 1u << 3    /* only called directly, by the unit's own
                               calls: internal linkage, address never
                               taken, no alias (the front end says so
                               once the whole unit is read) */
};

/* ir_function_new: an empty function with its ENTRY and EXIT nodes. */
ir_function *ir_function_new(const char *name, ir_loc loc);
void ir_function_free(ir_function *fn);

/* Copy a string into the function's arena (interned: equal strings share). */
const char *ir_strdup(ir_function *fn, const char *s);
/* Allocate zeroed memory from the function's arena. */
void *ir_alloc(ir_function *fn, size_t size);

/* Add a variable; returns its index.  Strings are copied. */
uint32_t ir_add_var(ir_function *fn, const ir_var *v);
/* Index of the variable named `name`, or IR_NONE. */
uint32_t ir_find_var(const ir_function *fn, const char *name);
/* Add a STMT node at `loc`; returns its index. */
uint32_t ir_add_node(ir_function *fn, ir_loc loc);
/* Append an event to node `node` (must be the most recently added node,
   or ENTRY/EXIT before any STMT node); returns the event index.  The event's
   callee string, args array and attribute facts are copied. */
uint32_t ir_add_event(ir_function *fn, uint32_t node, const ir_event *ev);
/* Add an edge; returns its index (indices change in ir_function_finish). */
uint32_t ir_add_edge(ir_function *fn, const ir_edge *e);
/* Sort edges by source and fill first_succ/nsucc; call once when built. */
void ir_function_finish(ir_function *fn);
/* Insert N events into finished function fn: ev[i] goes into node node[i]
   before its event pos[i] (pos[i] == nevents appends).  Insertions at the
   same place keep their order.  Event indices (and ir_edge.cond) are
   renumbered. */
void ir_insert_events(ir_function *fn, uint32_t n, const uint32_t *node,
                      const uint32_t *pos, const ir_event *ev);
/* Make node end every path through it: its successors are replaced by a
   self-loop (as for a call that never returns), but for its `eh` edge (the
   exception the call may still throw).  fn must be finished. */
void ir_node_end_path(ir_function *fn, uint32_t node);
/* The same, but the path ends in a new empty node after `node`, which
   loops on itself: what node does happens once (a noreturn wrapper's
   release, added by its summary, is not repeated by the loop).  fn must
   be finished. */
void ir_node_end_path_after(ir_function *fn, uint32_t node);
/* Let node's paths go on only where comparison `cmp` holds: node, which
   must have one successor, by a fallthru edge, falls through to a new
   node holding cmp, whose TRUE edge leads to that successor and whose
   FALSE edge to a new node that loops on itself (a callee that returns
   only when its argument passed its test).  Returns the test's node.
   fn must be finished. */
uint32_t ir_node_assume_after(ir_function *fn, uint32_t node,
                              const ir_event *cmp);
/* Is event a a restatement of comparison c for a copy of its pointer
   (`q = p; if (q)`: un_alias_rewrite puts `p != 0`, synthetic, just
   before the test `q != 0`)?  The same comparison with one operand
   another variable; it holds exactly when c does.  The twins of the
   comparison event c are the events right before it that are. */
bool ir_cmp_twin(const ir_event *a, const ir_event *c);
/* The DEF event of each temporary that has exactly one (IR_NONE for
   every other variable): an array of nvars + 1 the caller frees. */
uint32_t *ir_temp_defs(const ir_function *fn);
/* The variables the value of comparison c's operands is computed from, up
   to four into out (each operand: its variable, or the variables its
   temporary's one definition, temp_def[v] from ir_temp_defs, reads:
   `j < _1` with `_1 = n + -1` reads j and n; an address `&p->a[i]`, the
   variables that decide it: p and i); how many, 0 when an operand is no
   variable or address, or its definition reads no variable. */
uint32_t ir_cmp_sources(const ir_function *fn, const uint32_t *temp_def,
                        const ir_event *c, uint32_t out[4]);
/* Move node's event `at` into a new node just before it (part of its
   statement: the same place, macro and artificial flags):
   every edge into node goes to the new one, which falls through to node.
   Returns the new node.  Event indices (and ir_edge.cond) are
   renumbered.  fn must be finished. */
uint32_t ir_node_hoist(ir_function *fn, uint32_t node, uint32_t at);
/* Per node of fn (after ir_function_finish): does a path from ENTRY get
   there?  An array of nnodes + 1 the caller frees. */
bool *ir_reached_nodes(const ir_function *fn);

/* Does node `node` have an event of kind `kind` on variable `var`? */
bool ir_node_has_event(const ir_function *fn, uint32_t node, ir_event_kind kind,
                       uint32_t var);
/* The predecessors of fn's nodes, as compressed rows: those of node v are
   (*pred)[(*off)[v] .. (*off)[v + 1]), in edge order.  The caller frees
   both arrays. */
void ir_predecessors(const ir_function *fn, uint32_t **off, uint32_t **pred);

/* Give back the arrays' unused growth room (a unit keeps every function's
   IR until all are checked). */
void ir_function_trim(ir_function *fn);
/* Remove STMT nodes without events whose only successor is a plain
   fall-through to another node (casts, arithmetic on temporaries): they
   carry nothing a rule can see, and their number depends on -O.  Nodes
   are renumbered in order.  fn must be finished; it stays finished. */
void ir_function_compact(ir_function *fn);

/* Remove the STMT nodes marked in drop[] (one flag per node) that no path
   from ENTRY reaches and that only such nodes lead to, with their events
   and edges; nodes and events are renumbered (ir_edge.cond too).  fn must
   be finished; it stays finished. */
void ir_function_prune(ir_function *fn, const bool *drop);

/* Packing (ir/ir-pack.c): a read-only copy of fn in one block of memory
   obtained from alloc(ctx, size), which must be 16-byte aligned (so that
   kept IR can live outside malloc's heap).  NULL when alloc fails.  A packed function must not be changed or freed; unpack
   returns a new, ordinary function with copies of everything. */
ir_function *ir_function_pack(const ir_function *fn,
                              void *(*alloc)(void *ctx, size_t size),
                              void *ctx);
ir_function *ir_function_unpack(const ir_function *packed);

/* Check the invariants above; false with *err set (source: the function's
   name; text "invalid IR: WHAT") when one is broken. */
bool ir_validate(const ir_function *fn, ctl_error *err);

/* Print the IR in the stable text form documented in doc/ir.md. */
void ir_dump(FILE *out, const ir_function *fn);

/* The first attribute fact of call event e named `name`, or NULL. */
const ir_attr *ir_event_attr(const ir_event *e, const char *name);
/* Give event e the attribute `name (args...)`; args (in fn's arena) are
   kept, not copied. */
void ir_event_add_attr(ir_function *fn, ir_event *e, const char *name,
                       const char **args, uint32_t nargs);
/* A copy of n attribute facts (and their strings) in fn's arena; NULL
   when n is 0. */
ir_attr *ir_attrs_copy(ir_function *fn, const ir_attr *a, uint32_t n);

/* The last event of kind k in node n, or IR_NONE. */
uint32_t ir_node_last_event(const ir_function *fn, uint32_t n, ir_event_kind k);

/* Read that text form back (ir/ir-read.c): every function of text[0..len)
   into *out (a malloc'ed array of finished functions), returning how
   many; 0 with *err set (SOURCE:LINE:COL, "expected X near 'TOKEN'") on
   malformed input.  Reading what ir_dump wrote and dumping it again gives
   the same text and the same function. */
size_t ir_read_all(const char *text, size_t len, const char *source,
                   ir_function ***out, ctl_error *err);
/* The one function of text (an error when there are more). */
ir_function *ir_read(const char *text, size_t len, const char *source,
                     ctl_error *err);

const char *ir_var_kind_name(ir_var_kind k);
const char *ir_type_class_name(ir_type_class t);
const char *ir_cmp_name(ir_cmp c);
/* The comparison that holds when `c` does not. */
ir_cmp ir_cmp_negate(ir_cmp c);
/* Does assigning variable v make access path `path` name another place?
   So when a bracket of its name mentions v (a[i] and i), or when path is
   a summary (a[...]: its indices are not known) and v a scalar variable
   of the function (an index may be computed from it), or an integer
   reached through a pointer that is no part of the summary (a[*n]). */
bool ir_path_index_depends(const ir_function *fn, uint32_t path, uint32_t v);
/* The variables a bracket of access path `path`'s name mentions (i for
   a[i]), as *vars[0..n), valid until fn's variables change; 0 when path
   is a summary or no access path. */
uint32_t ir_path_index_names(const ir_function *fn, uint32_t path,
                             const uint32_t **vars);
static inline bool ir_index_depends(const ir_function *fn, uint32_t path,
                                    uint32_t v)
{ /* inline: most places asked about are no access paths */
  return fn->vars[path].kind == IR_VAR_PATH &&
         ir_path_index_depends(fn, path, v);
}
/* How path p (a[2], a[i], s.f) picks its place in what it is reached
   through: 1 a constant index, 0 another index, -1 no index (a field). */
int ir_path_index_const(const ir_var *p);
/* The aggregate that path v is a part of (s for s.f, a for a[2]), not
   through a pointer; IR_NONE when there is none. */
uint32_t ir_var_container(const ir_function *fn, uint32_t v);
/* The variable v is a part of (s for s.a[1].x), reached without a
   pointer, with constant indices, and outside any union; IR_NONE when v
   is no such part. */
uint32_t ir_var_part_root(const ir_function *fn, uint32_t v);
/* Is v a part of a local struct or array (s.f, a[2], s.a[1].x), reached
   without a pointer, with constant indices, and outside any union? */
bool ir_var_is_part(const ir_function *fn, uint32_t v);
/* Is v an element of a local array at an index no constant gives, or a
   place in one (a[i], s.a[i].f), reached without a pointer, outside any
   union, and no summary of several places (a[...])? */
bool ir_var_is_element(const ir_function *fn, uint32_t v);
/* Is v a member of a local union, or a place in one (u.p, s.u.p,
   u.a[i]), reached without a pointer and no summary of several places? */
bool ir_var_is_member(const ir_function *fn, uint32_t v);
/* The comparison with operands swapped (a < b  <=>  b > a). */
ir_cmp ir_cmp_swap(ir_cmp c);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_IR_H */
