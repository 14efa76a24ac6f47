/* gp-lower.cc: GIMPLE (right after the "cfg" pass) to the core IR. */
#include "gcc-compat.h"

#include "gp-attrs.h"
#include "gp-lower.h"

/*
 * The lowering reads, never writes, GIMPLE.  It runs in two sweeps:
 *  1. find every temporary (SSA name, or artificial variable) with a single
 *     definition, so a use of `_1` can be resolved to what `_1` carries
 *     (`s->buf`, `&x`, `p + 4`, a constant);
 *  2. emit one IR node per statement with its events, then the edges.
 */

namespace {

/* What a temporary carries, found in sweep 1. */
struct temp_info {
  gimple *def = nullptr;    /* the single defining statement */
  unsigned ndefs = 0;
  unsigned nuses = 0;
  gimple *use = nullptr;    /* the single using statement, if one */
  gimple *copy_use = nullptr; /* a use `PLACE = T` into a non-temporary */
  unsigned nderef = 0;      /* uses as the address of a memory access */
  bool only_returned = true; /* used only as `return T` */
  bool forwarded = false;   /* call result stored straight into a place */
  bool stale = false;       /* a use comes after what it copies changed:
                               it is a variable of its own, defined here */
  uint32_t cmp_event = IR_NONE; /* `T = a < b`: the comparison's event */
};

/* What the front end said before gimplification changed it, per function
   (gp_lower_note_front_end): the built-in calls as written (`fprintf (f,
   "x")`, which becomes `fwrite ("x", 1, 1, f)`), the calls cast to void,
   the returns of a local's address (which the front end turns into
   `return 0`), and the tests whose truth value is only computed with. */
struct fe_note {
  location_t at; /* pure (no range, no block): each macro expansion apart */
  tree decl; /* the called built-in, or the local whose address is returned */
  location_t loc;
};

/* ... and the statements no path reaches, which building the CFG deletes
   (gp_lower_note_dead_code): the first of each such region. */
struct fe_notes {
  std::vector<fe_note> calls, local_returns, dead;
  std::vector<fe_note> discarded; /* calls cast to void: `(void) f ()` */
  std::vector<fe_note> value_dropped; /* calls in a statement that only
                                         computes (`f (x) == 0;`), in C */
  std::vector<fe_note> delete_tests; /* C++ `delete p`'s own `p != 0` */
  std::vector<fe_note> value_tests; /* `r = p != NULL && n;`: comparisons
                                       no statement depends on */
  std::vector<fe_note> macro_tests; /* NULL tests a macro's body makes: at
                                       the tested operand, the test, and
                                       each `&&`/`||` around it; decl: the
                                       operand */
};

/* The note of NOTES at LOC, or NULL_TREE; CODE, if not END_BUILTINS, is
   the function code of a call that is there as written. */
tree
note_at (const std::vector<fe_note> &notes, location_t loc,
         built_in_function code = END_BUILTINS)
{
  if (loc == UNKNOWN_LOCATION)
    return NULL_TREE;
  location_t at = get_pure_location (loc);
  tree found = NULL_TREE;
  for (const fe_note &n : notes)
    if (n.at == at) {
      if (code != END_BUILTINS && DECL_FUNCTION_CODE (n.decl) == code)
        return NULL_TREE;
      found = n.decl;
    }
  return found;
}

/* Is there a note of NOTES at LOC for DECL? */
bool
noted_for (const std::vector<fe_note> &notes, location_t loc, tree decl)
{
  if (loc == UNKNOWN_LOCATION)
    return false;
  location_t at = get_pure_location (loc);
  for (const fe_note &n : notes)
    if (n.at == at && n.decl == decl)
      return true;
  return false;
}

/* By the function's DECL_UID: never reused, even if GCC collects a
   function it never compiles. */
std::map<unsigned, fe_notes> notes_of_fn;

struct lowerer {
  function *fun;
  const fe_notes *notes = nullptr; /* this function's, if any */
  ir_function *ir;
  hash_map<tree, temp_info> temps;
  hash_map<tree, unsigned> decl_vars; /* decl -> var */
  location_t tail_decl = UNKNOWN_LOCATION; /* trailing_declaration */
  std::map<std::pair<unsigned, std::string>, unsigned> path_vars;
  hash_map<tree, unsigned> temp_vars; /* temporaries holding computed values */
  std::vector<uint32_t> bb_first, bb_last; /* per basic block index */
  std::vector<bool> empty_bb; /* forwarder blocks without statements */
  std::vector<bool> after_rt; /* blocks a call that returns twice (setjmp,
                                 vfork) reaches; empty when it has none */
  gimple *cur_stmt = nullptr;
  uint32_t cur_node = 0;
  ir_loc cur_loc {};
  int depth = 0; /* guards resolve() against pathological chains */
  unsigned ntemps = 0; /* unnamed temporaries named so far */
  /* (location, built-in code) of every built-in call in the body: filled
     on first use by written_builtin. */
  std::vector<std::pair<location_t, int>> builtin_calls;
  bool builtin_calls_known = false;
  std::vector<ir_edge> to_unwind; /* edges to the UNWIND node (add_unwind) */
  std::vector<uint32_t> eh_from; /* per block: where its `eh` edges leave */
  hash_map<tree, tree> guard_mutex; /* C++ lock guard decl -> &mutex */
  /* local function pointer -> the one function every assignment gives
     it, or error_mark_node (indirect_target) */
  hash_map<tree, tree> fnptr_targets;
  bool cut_eh = false; /* an `eh` edge GCC has was left out */
  /* the declarations whose address the body takes (address_in_body),
     filled on first use */
  hash_set<tree> addressed;
  bool addressed_known = false;
  bool has_asm = false; /* an asm statement, whose operands are no uses */
};

/* ------------------------------------------------------------- locations */

ir_loc
make_loc (location_t loc)
{
  ir_loc l {};
  if (loc == UNKNOWN_LOCATION)
    return l;
  /* A token from a macro is reported where the macro is used, on the
     console and in SARIF alike: GCC drops a warning whose location lies
     in a system header (return NULL, CMSG_FIRSTHDR), and a location in a
     user's macro definition would be read in the header on the console
     but at the use in SARIF. */
  if (linemap_location_from_macro_expansion_p (line_table, loc))
    loc = linemap_resolve_location (line_table, loc, LRK_MACRO_EXPANSION_POINT,
                                    nullptr);
  expanded_location x = expand_location (loc);
  l.file = x.file;
  l.line = (uint32_t) x.line;
  l.col = (uint32_t) x.column;
  l.host = loc;
  return l;
}

/* ----------------------------------------------------------------- types */

/* IR_VF_UNION for a union type, else 0. */
unsigned
union_flag (tree type)
{
  return type && (TREE_CODE (type) == UNION_TYPE
                  || TREE_CODE (type) == QUAL_UNION_TYPE) ? IR_VF_UNION : 0;
}

ir_type_class
type_class (tree type)
{
  if (!type)
    return IR_TY_OTHER;
  if (POINTER_TYPE_P (type))
    return IR_TY_POINTER;
  if (INTEGRAL_TYPE_P (type))
    return IR_TY_INTEGER;
  if (SCALAR_FLOAT_TYPE_P (type) || TREE_CODE (type) == COMPLEX_TYPE)
    return IR_TY_FLOAT; /* complex numbers count as floating point */
  if (AGGREGATE_TYPE_P (type))
    return IR_TY_AGGREGATE;
  return IR_TY_OTHER;
}

/* Width and signedness of integer and pointer types. */
void
set_width (ir_var *var, tree type)
{
  if (type && (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))) {
    var->bits = (uint16_t) TYPE_PRECISION (type);
    var->is_signed = !TYPE_UNSIGNED (type);
  }
}

/* Exact decimal text of an integer constant (any precision). */
std::string
int_text (tree cst)
{
  char buf[WIDE_INT_PRINT_BUFFER_SIZE];
  print_dec (wi::to_wide (cst), buf, TYPE_SIGN (TREE_TYPE (cst)));
  return buf;
}

/* Is T a temporary the lowering may see through? */
bool
is_temp (tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    return true;
  return VAR_P (t) && DECL_ARTIFICIAL (t) && !TREE_STATIC (t)
         && !DECL_EXTERNAL (t) && !TREE_ADDRESSABLE (t);
}

bool
is_place_decl (tree t)
{
  return VAR_P (t) || TREE_CODE (t) == PARM_DECL;
}

/* ------------------------------------------------------------- variables */

const char *
decl_name (tree decl)
{
  if (DECL_NAME (decl))
    return IDENTIFIER_POINTER (DECL_NAME (decl));
  return nullptr;
}

unsigned
decl_flags (tree decl)
{
  unsigned f = 0;
  if (TREE_STATIC (decl) || DECL_EXTERNAL (decl))
    f |= IR_VF_STATIC;
  if (TREE_READONLY (decl) || TYPE_READONLY (TREE_TYPE (decl)))
    f |= IR_VF_CONST;
  if (TREE_ADDRESSABLE (decl))
    f |= IR_VF_ADDR_TAKEN;
  if (DECL_ARTIFICIAL (decl))
    f |= IR_VF_ARTIFICIAL;
  if (TREE_THIS_VOLATILE (decl))
    f |= IR_VF_VOLATILE;
  if (TREE_PUBLIC (decl))
    f |= IR_VF_PUBLIC;
  if (DECL_EXTERNAL (decl))
    f |= IR_VF_EXTERNAL;
  if (DECL_EXTERNAL (decl) && DECL_IN_SYSTEM_HEADER (decl))
    f |= IR_VF_SYSTEM;
  if (lookup_attribute ("unused", DECL_ATTRIBUTES (decl))
      || lookup_attribute ("maybe_unused", DECL_ATTRIBUTES (decl)))
    f |= IR_VF_UNUSED_ATTR;
  if (!DECL_CONTEXT (decl)
      || TREE_CODE (DECL_CONTEXT (decl)) == TRANSLATION_UNIT_DECL
      || TREE_CODE (DECL_CONTEXT (decl)) == NAMESPACE_DECL)
    f |= IR_VF_FILE_SCOPE;
  return f;
}

/* The initializer of a static variable into var (HAS_INIT, and the
   decimal text kept in *text when it is an integer constant). */
void
set_init (ir_var *var, tree decl, std::string *text)
{
  tree initial = VAR_P (decl) && TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
                     ? DECL_INITIAL (decl) : NULL_TREE;
  if (initial && initial != error_mark_node) {
    var->flags |= IR_VF_HAS_INIT;
    if (TREE_CODE (initial) == INTEGER_CST) {
      *text = int_text (initial);
      var->init = text->c_str ();
    }
  }
}

/* The IR variable of a declared variable, created on first sight.  A
   function or a label, whose address a program may take (`free (f)`,
   `&&l`), is a global of no data type: `&f` is an address rules can see
   (free-non-heap). */
/* walk_tree callback: add the declaration whose address *TP takes to
   the set in the walk_stmt_info DATA. */
static tree
note_addressed (tree *tp, int *walk_subtrees, void *data)
{
  hash_set<tree> *set = (hash_set<tree> *) ((walk_stmt_info *) data)->info;
  if (TREE_CODE (*tp) == ADDR_EXPR) {
    tree base = get_base_address (TREE_OPERAND (*tp, 0));
    if (base && DECL_P (base))
      set->add (base);
  }
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Does the function's body take the address of DECL (an `&` in a
   statement or a PHI's argument)? */
static bool
address_in_body (lowerer &L, tree decl)
{
  if (!L.addressed_known) {
    L.addressed_known = true;
    walk_stmt_info wi {};
    wi.info = &L.addressed;
    basic_block bb;
    FOR_EACH_BB_FN (bb, L.fun) {
      for (gphi_iterator g = gsi_start_phis (bb); !gsi_end_p (g); gsi_next (&g))
        for (unsigned i = 0; i < gimple_phi_num_args (g.phi ()); i++)
          walk_tree (gimple_phi_arg_def_ptr (g.phi (), i), note_addressed,
                     &wi, nullptr);
      for (gimple_stmt_iterator g = gsi_start_bb (bb); !gsi_end_p (g); gsi_next (&g))
        walk_gimple_op (gsi_stmt (g), note_addressed, &wi);
    }
  }
  return L.addressed.contains (decl);
}

/* The variable flags of DECL, a declaration of L's function.  g++ marks a
   struct addressable where it copies it (a trivial copy is `*&r` in its
   trees, folded away before GIMPLE): a local struct or struct parameter
   of C++ whose address no statement takes is not address-taken, as in
   C (`r.ptr = malloc (n); return r;`). */
static unsigned
local_decl_flags (lowerer &L, tree decl)
{
  unsigned f = decl_flags (decl);
  if ((f & IR_VF_ADDR_TAKEN) && lang_GNU_CXX ()
      && (VAR_P (decl) || TREE_CODE (decl) == PARM_DECL)
      && !TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
      && DECL_CONTEXT (decl) == L.fun->decl
      && AGGREGATE_TYPE_P (TREE_TYPE (decl)) && !address_in_body (L, decl))
    f &= ~IR_VF_ADDR_TAKEN;
  return f;
}

unsigned
var_of_decl (lowerer &L, tree decl)
{
  if (unsigned *v = L.decl_vars.get (decl))
    return *v;
  ir_var var {};
  char buf[32];
  var.name = decl_name (decl);
  if (!var.name) {
    snprintf (buf, sizeof buf, "D.%u", DECL_UID (decl));
    var.name = buf;
  }
  var.flags = local_decl_flags (L, decl);
  bool code = TREE_CODE (decl) == FUNCTION_DECL
              || TREE_CODE (decl) == LABEL_DECL;
  if (code)
    var.flags = IR_VF_STATIC | IR_VF_CONST | IR_VF_ADDR_TAKEN;
  if (TREE_CODE (decl) == PARM_DECL)
    var.kind = IR_VAR_PARAM;
  else if (code)
    var.kind = IR_VAR_GLOBAL;
  else if (TREE_STATIC (decl) || DECL_EXTERNAL (decl))
    var.kind = IR_VAR_GLOBAL;
  else if (VAR_P (decl) && DECL_HARD_REGISTER (decl)) {
    /* `register long sp asm ("rsp");`: a window onto a machine register,
       whose value the machine sets, as a volatile object outside the
       function (GCC's -Wuninitialized leaves these out too). */
    var.kind = IR_VAR_GLOBAL;
    var.flags |= IR_VF_VOLATILE;
  } else if (DECL_ARTIFICIAL (decl) || TREE_CODE (decl) == RESULT_DECL)
    var.kind = IR_VAR_TEMP;
  else
    var.kind = IR_VAR_LOCAL;
  var.tclass = code ? IR_TY_OTHER : type_class (TREE_TYPE (decl));
  var.flags |= code ? 0 : union_flag (TREE_TYPE (decl));
  if (!code)
    set_width (&var, TREE_TYPE (decl));
  var.base = IR_NONE;
  var.decl = make_loc (DECL_SOURCE_LOCATION (decl));
  std::string init;
  set_init (&var, decl, &init);
  unsigned v = ir_add_var (L.ir, &var);
  L.decl_vars.put (decl, v);
  return v;
}

/* The IR variable of an access path named `name` reached through `base`. */
unsigned
var_of_path (lowerer &L, const std::string &name, unsigned base, tree type)
{
  /* Two variables may share a name (one macro expanded twice): the key is
     the place it is reached through and the name. */
  std::pair<unsigned, std::string> key (base, name);
  auto it = L.path_vars.find (key);
  if (it != L.path_vars.end ())
    return it->second;
  ir_var var {};
  var.name = name.c_str ();
  var.kind = IR_VAR_PATH;
  var.tclass = type_class (type);
  var.flags |= union_flag (type);
  set_width (&var, type);
  if (name.find ("[...]") != std::string::npos
      || (L.ir->vars[base].flags & IR_VF_SUMMARY))
    var.flags |= IR_VF_SUMMARY;
  var.base = base;
  var.decl = L.cur_loc;
  unsigned v = ir_add_var (L.ir, &var);
  L.path_vars.emplace (std::move (key), v);
  return v;
}

/* Path variable V of FIELD, marked IR_VF_CONST when the field is declared
   const (`const bool keep_;`): once the object is built nothing may change
   it, so a call does not (a const object reached through a pointer to
   const is not such a field: other names may write it). */
static unsigned
const_field (lowerer &L, unsigned v, tree field)
{
  if (TYPE_READONLY (TREE_TYPE (field)))
    L.ir->vars[v].flags |= IR_VF_CONST;
  return v;
}

/* A temporary holding a computed value, as a TEMP variable. */
unsigned
var_of_temp (lowerer &L, tree t)
{
  if (unsigned *v = L.temp_vars.get (t))
    return *v;
  char buf[48];
  if (TREE_CODE (t) == SSA_NAME)
    snprintf (buf, sizeof buf, "_%u", SSA_NAME_VERSION (t));
  else if (decl_name (t))
    snprintf (buf, sizeof buf, "%.40s", decl_name (t));
  else /* DECL_UIDs differ between -O0 and -O2: number them here */
    snprintf (buf, sizeof buf, "tmp.%u", L.ntemps++);
  ir_var var {};
  var.name = buf;
  var.kind = IR_VAR_TEMP;
  var.tclass = type_class (TREE_TYPE (t));
  set_width (&var, TREE_TYPE (t));
  var.base = IR_NONE;
  var.flags = IR_VF_ARTIFICIAL;
  var.decl = L.cur_loc;
  unsigned v = ir_add_var (L.ir, &var);
  L.temp_vars.put (t, v);
  return v;
}

/* -------------------------------------------------------------- operands */

ir_operand resolve (lowerer &L, tree t);
bool value_unchanged (lowerer &L, tree t, gimple *use,
                      gimple *ignore = nullptr);

ir_operand
opnd_none ()
{
  ir_operand o {};
  o.kind = IR_OP_NONE;
  o.var = IR_NONE;
  return o;
}

ir_operand
opnd_var (unsigned v, unsigned flags = 0)
{
  ir_operand o = opnd_none ();
  o.kind = IR_OP_VAR;
  o.var = v;
  o.flags = flags;
  return o;
}

/* The source spelling of an operand, for building access-path names. */
std::string
opnd_text (lowerer &L, const ir_operand &o)
{
  switch (o.kind) {
  case IR_OP_VAR:
    return L.ir->vars[o.var].name;
  case IR_OP_ADDR:
    return std::string ("&") + L.ir->vars[o.var].name;
  case IR_OP_CONST:
    return o.text ? o.text : "?";
  default:
    return "...";
  }
}

bool is_memref (tree t);

/* Is TYPE the type of the declared variable behind IR variable v?  (Not
   so for `*(unsigned char *) &x`: that reads a byte of x, not x.) */
bool
same_type_as_decl (lowerer &L, unsigned v, tree type)
{
  for (auto it = L.decl_vars.begin (); it != L.decl_vars.end (); ++it)
    if ((*it).second == v)
      return types_compatible_p (TREE_TYPE ((*it).first), type);
  return false;
}

/* The constant number of bytes pointer PTR (resolved to P) is past the
   variable P names: 0 for the variable itself, K for a temporary `_1 =
   q + K` while q still holds its value. */
bool
constant_offset (lowerer &L, tree ptr, const ir_operand &p, offset_int *bytes)
{
  *bytes = 0;
  if (!(p.flags & IR_OPF_OFFSET))
    return true;
  temp_info *ti = TREE_CODE (ptr) == SSA_NAME ? L.temps.get (ptr) : nullptr;
  if (!ti || ti->ndefs != 1 || !ti->def || !is_gimple_assign (ti->def)
      || gimple_assign_rhs_code (ti->def) != POINTER_PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (ti->def)) != INTEGER_CST)
    return false;
  tree q = gimple_assign_rhs1 (ti->def);
  ir_operand base = resolve (L, q); /* a local, or a copy of one */
  if (base.kind != IR_OP_VAR || (base.flags & IR_OPF_OFFSET)
      || base.var != p.var || !value_unchanged (L, ptr, L.cur_stmt))
    return false;
  /* The addend is unsigned (sizetype): read it as signed. */
  *bytes = wi::sext (wi::to_offset (gimple_assign_rhs2 (ti->def)),
                     TYPE_PRECISION (sizetype));
  return true;
}

/* The index variable I when pointer temporary PTR is `q + (sizetype) I *
   SIZE` (how GCC lowers `q[i]` through a pointer q), SIZE the element's,
   and I still holds the value the offset was computed from; else
   IR_NONE. */
unsigned
scaled_index (lowerer &L, tree ptr, tree size)
{
  temp_info *ti = TREE_CODE (ptr) == SSA_NAME ? L.temps.get (ptr) : nullptr;
  if (!size || TREE_CODE (size) != INTEGER_CST || !ti || ti->ndefs != 1
      || !ti->def || !is_gimple_assign (ti->def)
      || gimple_assign_rhs_code (ti->def) != POINTER_PLUS_EXPR)
    return IR_NONE;
  tree off = gimple_assign_rhs2 (ti->def);
  temp_info *oi = TREE_CODE (off) == SSA_NAME ? L.temps.get (off) : nullptr;
  if (!oi || oi->ndefs != 1 || !oi->def || !is_gimple_assign (oi->def)
      || gimple_assign_rhs_code (oi->def) != MULT_EXPR
      || TREE_CODE (gimple_assign_rhs2 (oi->def)) != INTEGER_CST
      || !tree_int_cst_equal (gimple_assign_rhs2 (oi->def), size))
    return IR_NONE;
  tree idx = gimple_assign_rhs1 (oi->def);
  temp_info *ii = TREE_CODE (idx) == SSA_NAME ? L.temps.get (idx) : nullptr;
  if (ii && ii->ndefs == 1 && ii->def && is_gimple_assign (ii->def)
      && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ii->def))) {
    if (!value_unchanged (L, idx, L.cur_stmt))
      return IR_NONE;
    idx = gimple_assign_rhs1 (ii->def);
  } else if (!value_unchanged (L, off, L.cur_stmt))
    return IR_NONE;
  if (!is_place_decl (idx) || is_temp (idx) || TREE_ADDRESSABLE (idx)
      || !INTEGRAL_TYPE_P (TREE_TYPE (idx)))
    return IR_NONE;
  return var_of_decl (L, idx);
}

/* Is T the object the compiler makes for a compound literal or a struct
   value (`f ((struct v) {.p = x})` stores x in its field): a temporary
   that is a whole aggregate, whose parts are places like a local's. */
bool
aggregate_temp (tree t)
{
  return VAR_P (t) && is_temp (t) && AGGREGATE_TYPE_P (TREE_TYPE (t));
}

/* The first member of union type UTYPE that shares FIELD's bytes and
   holds its values alike (one type, at offset 0): a value written
   through one such member is read through another (`u.first = p; q =
   u.second;`), so they are one place.  Members of other types stay
   apart: in a tagged union (`char *string; struct cmd_list *cmdlist;`)
   only one is live, as a tag the model may not follow says.  FIELD
   itself when UTYPE is not a union or no earlier member fits. */
tree
union_alias_field (tree utype, tree field)
{
  if (!utype || (TREE_CODE (utype) != UNION_TYPE
                 && TREE_CODE (utype) != QUAL_UNION_TYPE)
      || !integer_zerop (DECL_FIELD_OFFSET (field))
      || !integer_zerop (DECL_FIELD_BIT_OFFSET (field))
      || DECL_BIT_FIELD (field))
    return field;
  tree ft = TREE_TYPE (field);
  for (tree f = TYPE_FIELDS (utype); f && f != field; f = DECL_CHAIN (f)) {
    if (TREE_CODE (f) != FIELD_DECL || DECL_BIT_FIELD (f)
        || !integer_zerop (DECL_FIELD_OFFSET (f))
        || !integer_zerop (DECL_FIELD_BIT_OFFSET (f)))
      continue;
    if (TYPE_MAIN_VARIANT (TREE_TYPE (f)) == TYPE_MAIN_VARIANT (ft))
      return f;
  }
  return field;
}

/* The place an lvalue-like expression denotes, as an IR variable (a decl or
   an access path), or IR_NONE.  *PTR receives the pointer dereferenced on
   the way (IR_NONE if none), *PTR_OFF whether it carried an offset. */
unsigned
place_of (lowerer &L, tree t, unsigned *ptr, bool *ptr_off)
{
  *ptr = IR_NONE;
  *ptr_off = false;
  if (is_place_decl (t) && !is_temp (t))
    return var_of_decl (L, t);
  switch (TREE_CODE (t)) {
  case MEM_REF: {
    ir_operand p = resolve (L, TREE_OPERAND (t, 0));
    bool off = !integer_zerop (TREE_OPERAND (t, 1))
               || (p.flags & IR_OPF_OFFSET);
    if (p.kind == IR_OP_ADDR && !off && p.var < L.ir->nvars
        && same_type_as_decl (L, p.var, TREE_TYPE (t))) /* *&x is x */
      return p.var;
    if (p.kind != IR_OP_VAR)
      return IR_NONE;
    *ptr = p.var;
    *ptr_off = off;
    std::string base = L.ir->vars[p.var].name;
    std::string name = off ? base + "[...]" : "*" + base;
    /* A constant offset that is a whole number of elements is that
       element: `yyvsp[-3]` and `yyvsp[-7]` are two places; so is an
       index variable times the element size, `*(table + i)`. */
    tree size = TYPE_SIZE_UNIT (TREE_TYPE (t));
    offset_int bytes;
    unsigned idx = off && integer_zerop (TREE_OPERAND (t, 1))
                       ? scaled_index (L, TREE_OPERAND (t, 0), size)
                       : IR_NONE;
    if (idx != IR_NONE)
      name = base + "[" + L.ir->vars[idx].name + "]";
    else if (off && size && TREE_CODE (size) == INTEGER_CST && !integer_zerop (size)
        && constant_offset (L, TREE_OPERAND (t, 0), p, &bytes)) {
      bytes += wi::to_offset (TREE_OPERAND (t, 1));
      offset_int unit = wi::to_offset (size);
      if (wi::multiple_of_p (bytes, unit, SIGNED)) {
        char buf[64];
        print_dec (wi::sdiv_trunc (bytes, unit), buf, SIGNED);
        name = base + "[" + buf + "]";
      }
    }
    return var_of_path (L, name, p.var, TREE_TYPE (t));
  }
  case COMPONENT_REF: {
    tree inner = TREE_OPERAND (t, 0);
    tree field = union_alias_field (TREE_TYPE (inner), TREE_OPERAND (t, 1));
    const char *fname = DECL_NAME (field)
                          ? IDENTIFIER_POINTER (DECL_NAME (field)) : "<anon>";
    if (TREE_CODE (inner) == MEM_REF && integer_zerop (TREE_OPERAND (inner, 1))) {
      ir_operand p = resolve (L, TREE_OPERAND (inner, 0));
      if (p.kind == IR_OP_VAR && !(p.flags & IR_OPF_OFFSET)) {
        *ptr = p.var;
        std::string name = std::string (L.ir->vars[p.var].name) + "->" + fname;
        return const_field (L, var_of_path (L, name, p.var, TREE_TYPE (t)), field);
      }
    }
    unsigned b = aggregate_temp (inner) ? var_of_temp (L, inner)
                                        : place_of (L, inner, ptr, ptr_off);
    if (b == IR_NONE)
      return IR_NONE;
    std::string name = std::string (L.ir->vars[b].name) + "." + fname;
    return const_field (L, var_of_path (L, name, b, TREE_TYPE (t)), field);
  }
  case ARRAY_REF: {
    tree inner = TREE_OPERAND (t, 0);
    unsigned b = aggregate_temp (inner) ? var_of_temp (L, inner)
                                        : place_of (L, inner, ptr, ptr_off);
    if (b == IR_NONE)
      return IR_NONE;
    ir_operand i = resolve (L, TREE_OPERAND (t, 1));
    std::string name = std::string (L.ir->vars[b].name) + "["
                       + opnd_text (L, i) + "]";
    return var_of_path (L, name, b, TREE_TYPE (t));
  }
  case BIT_FIELD_REF:
  case REALPART_EXPR:
  case IMAGPART_EXPR:
  case VIEW_CONVERT_EXPR:
    return place_of (L, TREE_OPERAND (t, 0), ptr, ptr_off);
  default:
    return IR_NONE;
  }
}

bool
is_memref (tree t)
{
  switch (TREE_CODE (t)) {
  case MEM_REF: case TARGET_MEM_REF: case COMPONENT_REF: case ARRAY_REF:
  case ARRAY_RANGE_REF: case BIT_FIELD_REF: case REALPART_EXPR:
  case IMAGPART_EXPR: case VIEW_CONVERT_EXPR:
    return true;
  default:
    return false;
  }
}

/* Does converting FROM to TO keep every value (so the lowering may see
   through the cast without changing what a comparison means)? */
bool
value_preserving (tree from, tree to)
{
  if (POINTER_TYPE_P (from) && POINTER_TYPE_P (to))
    return true;
  if (!INTEGRAL_TYPE_P (from) || !INTEGRAL_TYPE_P (to))
    return false;
  unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);
  if (TYPE_UNSIGNED (from) == TYPE_UNSIGNED (to))
    return pt >= pf;
  return TYPE_UNSIGNED (from) && pt > pf; /* unsigned into wider signed */
}

void pointer_minus (lowerer &L, tree offset, ir_event *d);

/* What the right-hand side of a temporary's definition denotes. */
ir_operand
resolve_def (lowerer &L, tree t, gimple *def)
{
  if (gcall *call = dyn_cast<gcall *> (def)) {
    temp_info *ti = L.temps.get (t);
    if (ti && ti->forwarded) {
      tree dest = gimple_assign_lhs (ti->copy_use);
      unsigned ptr;
      bool off;
      unsigned v = place_of (L, dest, &ptr, &off);
      if (v != IR_NONE)
        return opnd_var (v);
    }
    (void) call;
    return opnd_var (var_of_temp (L, t));
  }
  if (!is_gimple_assign (def))
    return opnd_var (var_of_temp (L, t));
  enum tree_code code = gimple_assign_rhs_code (def);
  tree rhs1 = gimple_assign_rhs1 (def);
  if (gimple_assign_single_p (def) || code == NON_LVALUE_EXPR
      || (CONVERT_EXPR_CODE_P (code)
          && value_preserving (TREE_TYPE (rhs1), TREE_TYPE (t))))
    return resolve (L, rhs1);
  if (code == POINTER_PLUS_EXPR) {
    ir_operand o = resolve (L, rhs1);
    if ((o.kind == IR_OP_VAR || o.kind == IR_OP_ADDR)
        && !integer_zerop (gimple_assign_rhs2 (def))) {
      o.flags |= IR_OPF_OFFSET;
      ir_event back {};
      pointer_minus (L, gimple_assign_rhs2 (def), &back);
      if (back.arith == IR_AR_SUB) /* `p - 2`, `p - n` */
        o.flags |= IR_OPF_BACK;
    }
    return o;
  }
  return opnd_var (var_of_temp (L, t));
}

/* An operand as an IR operand, seeing through single-definition temps. */
ir_operand
resolve (lowerer &L, tree t)
{
  if (!t)
    return opnd_none ();
  STRIP_USELESS_TYPE_CONVERSION (t);
  ir_operand o = opnd_none ();
  switch (TREE_CODE (t)) {
  case INTEGER_CST:
    o.kind = IR_OP_CONST;
    {
      std::string s = int_text (t);
      o.text = ir_strdup (L.ir, s.c_str ());
    }
    if (POINTER_TYPE_P (TREE_TYPE (t)) && integer_zerop (t))
      o.flags |= IR_OPF_NULL;
    return o;
  case STRING_CST:
    o.kind = IR_OP_STRING;
    o.text = ir_strdup (L.ir, TREE_STRING_POINTER (t));
    return o;
  case ADDR_EXPR: {
    tree x = TREE_OPERAND (t, 0);
    if (TREE_CODE (x) == STRING_CST)
      return resolve (L, x);
    if (TREE_CODE (x) == FUNCTION_DECL || TREE_CODE (x) == LABEL_DECL) {
      o.kind = IR_OP_ADDR;
      o.var = var_of_decl (L, x);
      return o;
    }
    unsigned ptr;
    bool off;
    unsigned v = place_of (L, x, &ptr, &off);
    if (v == IR_NONE) {
      o.kind = IR_OP_OTHER;
      return o;
    }
    o.kind = IR_OP_ADDR;
    o.var = v;
    return o;
  }
  default:
    break;
  }
  if (is_temp (t)) {
    temp_info *ti = L.temps.get (t);
    if (ti && ti->ndefs == 1 && ti->def && L.depth < 64) {
      L.depth++;
      ir_operand r = resolve_def (L, t, ti->def);
      L.depth--;
      /* `p.0_1 = p; p = p.0_1 + 1; *p.0_1`: the temporary still holds the
         old p; naming it p would name the new one. */
      if (ti->stale && r.kind == IR_OP_VAR
          && L.ir->vars[r.var].kind != IR_VAR_TEMP)
        return opnd_var (var_of_temp (L, t));
      return r;
    }
    return opnd_var (var_of_temp (L, t));
  }
  unsigned ptr;
  bool off;
  unsigned v = place_of (L, t, &ptr, &off);
  if (v != IR_NONE)
    return opnd_var (v);
  o.kind = IR_OP_OTHER;
  return o;
}

/* ---------------------------------------------------------------- events */

void
emit (lowerer &L, ir_event ev)
{
  ev.loc = L.cur_loc;
  ir_add_event (L.ir, L.cur_node, &ev);
}

ir_event
event (ir_event_kind kind, unsigned var = IR_NONE)
{
  ir_event ev {};
  ev.kind = kind;
  ev.var = var;
  ev.result = IR_NONE;
  ev.lhs = ev.rhs = ev.value = opnd_none ();
  return ev;
}

void emit_reinterpreted (lowerer &L, tree t, bool read);
void emit_index_reads (lowerer &L, tree t);

/* Is place T reached through the null pointer constant (`*(int *) 0`,
   `((struct s *) 0)->f`)?  Its access is a `deref` of no variable. */
bool
null_place (lowerer &L, tree t)
{
  while (TREE_CODE (t) == COMPONENT_REF || TREE_CODE (t) == ARRAY_REF
         || TREE_CODE (t) == BIT_FIELD_REF || TREE_CODE (t) == REALPART_EXPR
         || TREE_CODE (t) == IMAGPART_EXPR)
    t = TREE_OPERAND (t, 0);
  if (TREE_CODE (t) != MEM_REF)
    return false;
  ir_operand b = resolve (L, TREE_OPERAND (t, 0)); /* _1 = 0B; *_1 = 1; */
  return b.kind == IR_OP_CONST && (b.flags & IR_OPF_NULL);
}

/* Events for reading the value of operand T (uses, dereferences, address
   taken).  Temporaries were read where they were loaded. */
void
emit_reads (lowerer &L, tree t)
{
  if (!t)
    return;
  STRIP_USELESS_TYPE_CONVERSION (t);
  if (is_temp (t) || CONSTANT_CLASS_P (t))
    return;
  if (TREE_CODE (t) == ADDR_EXPR) {
    tree x = TREE_OPERAND (t, 0);
    if (TREE_CODE (x) == STRING_CST || TREE_CODE (x) == FUNCTION_DECL
        || TREE_CODE (x) == LABEL_DECL)
      return;
    unsigned ptr;
    bool off;
    unsigned v = place_of (L, x, &ptr, &off);
    if (ptr != IR_NONE)
      emit (L, event (IR_EV_USE, ptr));
    if (v != IR_NONE)
      emit (L, event (IR_EV_ADDR, v));
    emit_index_reads (L, x);
    return;
  }
  if (is_place_decl (t)) {
    emit (L, event (IR_EV_USE, var_of_decl (L, t)));
    return;
  }
  if (is_memref (t)) {
    unsigned ptr;
    bool off;
    unsigned v = place_of (L, t, &ptr, &off);
    if (ptr != IR_NONE) {
      emit (L, event (IR_EV_USE, ptr));
      emit (L, event (IR_EV_DEREF, ptr));
    }
    if (v != IR_NONE && v != ptr)
      emit (L, event (IR_EV_USE, v));
    else if (v == IR_NONE && ptr == IR_NONE && null_place (L, t))
      emit (L, event (IR_EV_DEREF));
    else if (v == IR_NONE && ptr == IR_NONE)
      emit_reinterpreted (L, t, true);
    emit_index_reads (L, t);
  }
}

/* The index variables of the array accesses in place T (`a[i].f[j]`) are
   read, whether the place is read or only its address taken (`&a[i]`). */
void
emit_index_reads (lowerer &L, tree t)
{
  for (tree r = t; is_memref (r); r = TREE_OPERAND (r, 0))
    if (TREE_CODE (r) == ARRAY_REF)
      emit_reads (L, TREE_OPERAND (r, 1));
}

ir_arith
arith_of (enum tree_code code)
{
  switch (code) {
  case PLUS_EXPR: return IR_AR_ADD;
  case POINTER_PLUS_EXPR: return IR_AR_ADD; /* p + k: p moved in its block */
  case MINUS_EXPR: return IR_AR_SUB;
  case MULT_EXPR: return IR_AR_MUL;
  case NEGATE_EXPR: return IR_AR_NEG;
  case BIT_AND_EXPR: return IR_AR_AND;
  case TRUNC_MOD_EXPR: return IR_AR_MOD;
  case TRUNC_DIV_EXPR: return IR_AR_DIV;
  case EXACT_DIV_EXPR: return IR_AR_DIV;
  default: return IR_AR_NONE;
  }
}

void emit_write_event (lowerer &L, tree lhs, ir_event d);

/* `MEM <unsigned char[16]> [&save]`, what GCC makes of memcpy (save, ..,
   16): the bytes of a variable seen as another type.  It is neither the
   variable (a rule would take a partial write for a whole one) nor
   nothing: an `addr` event says the variable is reached through its
   address, as the memcpy call said.  Read (the source of memcpy (d, &x,
   n)), its bytes are a use of the variable too. */
void
emit_reinterpreted (lowerer &L, tree t, bool read)
{
  while (is_memref (t) && TREE_CODE (t) != MEM_REF)
    t = TREE_OPERAND (t, 0);
  if (TREE_CODE (t) != MEM_REF || TREE_CODE (TREE_OPERAND (t, 0)) != ADDR_EXPR)
    return;
  tree x = TREE_OPERAND (TREE_OPERAND (t, 0), 0);
  if (!is_place_decl (x) || is_temp (x))
    return;
  if (read)
    emit (L, event (IR_EV_USE, var_of_decl (L, x)));
  ir_event a = event (IR_EV_ADDR, var_of_decl (L, x));
  if (!read)
    a.flags |= IR_EVF_WRITE;
  emit (L, a);
}

/* Events for writing place LHS; VALUE is the copied value, if any. */
void
emit_write (lowerer &L, tree lhs, const ir_operand *value)
{
  ir_event d = event (IR_EV_DEF);
  if (value) {
    d.flags |= IR_EVF_COPY;
    d.value = *value;
  }
  emit_write_event (L, lhs, d);
}

/* Events for writing place LHS, ending with D (a DEF) for the place. */
void
emit_write_event (lowerer &L, tree lhs, ir_event d)
{
  if (!lhs || is_temp (lhs))
    return;
  unsigned ptr;
  bool off;
  unsigned v = place_of (L, lhs, &ptr, &off);
  if (ptr != IR_NONE) {
    emit (L, event (IR_EV_USE, ptr));
    ir_event d = event (IR_EV_DEREF, ptr);
    d.flags |= IR_EVF_WRITE;
    emit (L, d);
  }
  emit_index_reads (L, lhs);
  if (v == IR_NONE && ptr == IR_NONE && null_place (L, lhs)) {
    ir_event w = event (IR_EV_DEREF);
    w.flags |= IR_EVF_WRITE;
    emit (L, w);
  } else if (v == IR_NONE && ptr == IR_NONE)
    emit_reinterpreted (L, lhs, false);
  if (v == IR_NONE)
    return;
  d.var = v;
  emit (L, d);
}

ir_cmp
cmp_of (enum tree_code code, bool *ok)
{
  *ok = true;
  switch (code) {
  case EQ_EXPR: return IR_CMP_EQ;
  case NE_EXPR: return IR_CMP_NE;
  case LT_EXPR: return IR_CMP_LT;
  case LE_EXPR: return IR_CMP_LE;
  case GT_EXPR: return IR_CMP_GT;
  case GE_EXPR: return IR_CMP_GE;
  default: *ok = false; return IR_CMP_EQ;
  }
}

/* Does nothing between temporary T's definition and statement USE
   (same block) write memory or a variable?  Only then does the place T was
   loaded from still hold T's value there (`_1 = *p; p = p + 1; if (_1)`
   compares the old *p, not the new one).  IGNORE is a store known to
   leave it alone (the one that copies T elsewhere). */
bool
value_unchanged (lowerer &L, tree t, gimple *use, gimple *ignore)
{
  temp_info *ti = L.temps.get (t);
  if (!ti || !ti->def || gimple_bb (ti->def) != gimple_bb (use))
    return false;
  /* A copy of a variable changes only if that variable is assigned; a
     load from memory changes with any store or call. */
  tree src = is_gimple_assign (ti->def) ? gimple_assign_rhs1 (ti->def) : NULL_TREE;
  bool of_var = src && is_place_decl (src) && !is_temp (src)
                && !TREE_ADDRESSABLE (src);
  gimple_stmt_iterator g = gsi_for_stmt (ti->def);
  for (gsi_next (&g); !gsi_end_p (g) && gsi_stmt (g) != use; gsi_next (&g)) {
    gimple *s = gsi_stmt (g);
    if (is_gimple_debug (s) || gimple_code (s) == GIMPLE_LABEL || s == ignore)
      continue;
    tree lhs = gimple_get_lhs (s);
    if (of_var) {
      if (lhs == src)
        return false;
      continue;
    }
    if (is_gimple_call (s) || gimple_code (s) == GIMPLE_ASM)
      return false;
    if (lhs && !is_temp (lhs))
      return false;
  }
  return true;
}

/* X of `PLACE = X; T = PLACE;` (LOAD is the second, in the same block
   right after the store): the value T reads back is X, if X is a
   temporary loaded from a place that only the store has written since,
   up to USE. */
tree
stored_just_before (lowerer &L, gimple *load, gimple *use)
{
  gimple_stmt_iterator g = gsi_for_stmt (load);
  gsi_prev_nondebug (&g);
  if (gsi_end_p (g))
    return NULL_TREE;
  gimple *store = gsi_stmt (g);
  if (!gimple_assign_single_p (store)
      || !operand_equal_p (gimple_assign_lhs (store),
                           gimple_assign_rhs1 (load), 0))
    return NULL_TREE;
  tree x = gimple_assign_rhs1 (store);
  if (is_place_decl (x) && !is_temp (x) && !TREE_ADDRESSABLE (x)
      && gimple_bb (store) == gimple_bb (use)) {
    /* `*mac = out = malloc (n); if (*mac == NULL)`: a variable of its
       own, unchanged if nothing assigns it before USE. */
    for (gsi_next (&g); !gsi_end_p (g) && gsi_stmt (g) != use; gsi_next (&g))
      if (gimple_get_lhs (gsi_stmt (g)) == x)
        return NULL_TREE;
    return gsi_end_p (g) ? NULL_TREE : x;
  }
  temp_info *xi = TREE_CODE (x) == SSA_NAME ? L.temps.get (x) : nullptr;
  if (!xi || xi->ndefs != 1 || !xi->def || !gimple_assign_single_p (xi->def)
      || !value_unchanged (L, x, use, store))
    return NULL_TREE;
  return x;
}

/* The bits `P & F` (temporary T) of a place P in memory that temporary
   LOAD read, as a path of its own reached through P, when nothing
   changed P between the load and USE; IR_NONE otherwise.  Not pure:
   like P, any call or store through a pointer may change it, so two
   tests of `opts->bits & F` with none between take the same branch. */
static unsigned
masked_load (lowerer &L, tree t, tree load, tree mask, gimple *use)
{
  temp_info *li = is_temp (load) ? L.temps.get (load) : nullptr;
  if (!li || li->ndefs != 1 || !li->def || !gimple_assign_single_p (li->def)
      || !is_memref (gimple_assign_rhs1 (li->def))
      || TREE_CODE (gimple_assign_rhs1 (li->def)) == BIT_FIELD_REF
      || TREE_CODE (mask) != INTEGER_CST || !value_unchanged (L, load, use))
    return IR_NONE; /* a bit-field's byte is no place of the IR's own */
  ir_operand place = resolve (L, gimple_assign_rhs1 (li->def));
  if (place.kind != IR_OP_VAR || L.ir->vars[place.var].kind != IR_VAR_PATH
      || L.ir->vars[place.var].tclass != IR_TY_INTEGER)
    return IR_NONE;
  uint32_t whole = place.var;
  for (uint32_t c; (c = ir_var_container (L.ir, whole)) != IR_NONE;)
    whole = c;
  if (L.ir->vars[whole].kind == IR_VAR_LOCAL
      || L.ir->vars[whole].kind == IR_VAR_PARAM)
    return IR_NONE; /* a local's part: its own tests say what it holds */
  std::string name = std::string (L.ir->vars[place.var].name) + " & "
                     + int_text (mask);
  return var_of_path (L, name, place.var, TREE_TYPE (t));
}

/* An operand whose value (not only its place) matters: a temporary that
   was loaded from a place is that place only if nothing changed it since. */
ir_operand
resolve_value (lowerer &L, tree t, gimple *use)
{
  if (t && TREE_CODE (t) == SSA_NAME) {
    temp_info *ti = L.temps.get (t);
    if (ti && ti->ndefs == 1 && ti->def && is_gimple_assign (ti->def)) {
      tree rhs = gimple_assign_rhs1 (ti->def);
      if (gimple_assign_single_p (ti->def)
          && (is_memref (rhs) || (is_place_decl (rhs) && !is_temp (rhs)))
          && !value_unchanged (L, t, use))
        return opnd_var (var_of_temp (L, t)); /* `p++ && *p`: the old p */
      if (tree x = gimple_assign_single_p (ti->def)
                       ? stored_just_before (L, ti->def, use) : NULL_TREE) {
        /* `if ((s->next = x) != NULL)`: a test of x (queue.h). */
        ir_operand o = resolve (L, x);
        if (o.kind == IR_OP_VAR && L.ir->vars[o.var].kind != IR_VAR_TEMP)
          return o;
      }
      enum tree_code code = gimple_assign_rhs_code (ti->def);
      if (code == BIT_AND_EXPR && is_place_decl (rhs) && !is_temp (rhs)
          && !TREE_ADDRESSABLE (rhs) && !TREE_STATIC (rhs)
          && TREE_CODE (gimple_assign_rhs2 (ti->def)) == INTEGER_CST
          && value_unchanged (L, t, use)) {
        /* `flags & F`: the same bits each time it is tested, until flags
           is assigned (a place reached through flags). */
        unsigned base = var_of_decl (L, rhs);
        std::string name = std::string (L.ir->vars[base].name) + " & "
                           + int_text (gimple_assign_rhs2 (ti->def));
        unsigned v = var_of_path (L, name, base, TREE_TYPE (t));
        L.ir->vars[v].flags |= IR_VF_PURE;
        return opnd_var (v);
      }
      if (code == BIT_AND_EXPR && value_unchanged (L, t, use)) {
        unsigned v = masked_load (L, t, rhs, gimple_assign_rhs2 (ti->def), use);
        if (v != IR_NONE)
          return opnd_var (v);
      }
      if (TREE_CODE (rhs) == SSA_NAME
          && (gimple_assign_single_p (ti->def)
              || (CONVERT_EXPR_CODE_P (code)
                  && value_preserving (TREE_TYPE (rhs), TREE_TYPE (t))))) {
        ir_operand o = resolve_value (L, rhs, use);
        if (o.kind == IR_OP_VAR && L.ir->vars[o.var].kind == IR_VAR_TEMP)
          return opnd_var (var_of_temp (L, t)); /* a stale load, converted */
        return o;
      }
    }
  }
  return resolve (L, t);
}

/* Does the current GIMPLE_COND test A against NULL because a macro's body
   says so (gp_lower_note_front_end's macro_tests)?  A loaded operand is
   known by its load's location, a variable by the test's (or by that of
   the `&&` or `||` whose location gimplification gave the test). */
bool
macro_test (lowerer &L, tree a)
{
  if (!L.notes || L.notes->macro_tests.empty ()
      || !POINTER_TYPE_P (TREE_TYPE (a)))
    return false;
  if (TREE_CODE (a) == SSA_NAME) {
    gimple *def = SSA_NAME_DEF_STMT (a);
    if (def && gimple_assign_single_p (def)
        && note_at (L.notes->macro_tests, gimple_location (def)))
      return true;
    a = SSA_NAME_VAR (a);
  }
  return a && DECL_P (a)
         && noted_for (L.notes->macro_tests, gimple_location (L.cur_stmt), a);
}

/* Does a way out of the block of COND lead straight to a failed assert
   (glibc's __assert_fail, BSD's __assert, macOS's __assert_rtn,
   Windows' _assert)?  Then COND is an assert's own test. */
static bool
asserts (gimple *cond)
{
  basic_block bb = gimple_bb (cond);
  if (!bb)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs) {
    gimple_stmt_iterator g = gsi_start_nondebug_after_labels_bb (e->dest);
    if (gsi_end_p (g) || !is_gimple_call (gsi_stmt (g)))
      continue;
    tree fn = gimple_call_fndecl (gsi_stmt (g));
    const char *name = fn && DECL_NAME (fn) ? IDENTIFIER_POINTER (DECL_NAME (fn)) : "";
    if ((gimple_call_flags (gsi_stmt (g)) & ECF_NORETURN)
        && (!strncmp (name, "__assert", 8) || !strcmp (name, "_assert")))
      return true;
  }
  return false;
}

/* Before a test of the bits `flags & F` (resolve_value's pure path P of
   temporary A), P's value from flags' value now: `if (flags) ..; if
   (flags & 1)` learns that flags is 0 on the first branch's false edge
   only of flags itself.  Synthetic: no assignment of the source's. */
void
define_mask (lowerer &L, const ir_operand &p, tree a)
{
  if (p.kind != IR_OP_VAR || L.ir->vars[p.var].kind != IR_VAR_PATH
      || !(L.ir->vars[p.var].flags & IR_VF_PURE) || TREE_CODE (a) != SSA_NAME)
    return;
  temp_info *ti = L.temps.get (a);
  if (!ti || !ti->def || !is_gimple_assign (ti->def)
      || gimple_assign_rhs_code (ti->def) != BIT_AND_EXPR)
    return;
  ir_event d = event (IR_EV_DEF, p.var);
  d.flags |= IR_EVF_SYNTHETIC;
  d.arith = IR_AR_AND;
  d.value = opnd_var (L.ir->vars[p.var].base);
  d.rhs = resolve (L, gimple_assign_rhs2 (ti->def));
  emit (L, d);
}

/* A CMP event for `a CODE b`; returns its index or IR_NONE. */
uint32_t
emit_cmp (lowerer &L, enum tree_code code, tree a, tree b)
{
  bool ok;
  ir_event ev = event (IR_EV_CMP);
  ev.cmp = cmp_of (code, &ok);
  if (!ok)
    return IR_NONE;
  ev.lhs = resolve_value (L, a, L.cur_stmt);
  ev.rhs = resolve_value (L, b, L.cur_stmt);
  define_mask (L, ev.lhs, a);
  ev.loc = L.cur_loc;
  if (L.notes && note_at (L.notes->value_tests, gimple_location (L.cur_stmt)))
    ev.flags |= IR_EVF_VALUE;
  if (L.notes && gimple_code (L.cur_stmt) == GIMPLE_COND
      && note_at (L.notes->delete_tests, gimple_location (L.cur_stmt)))
    ev.flags |= IR_EVF_IMPLICIT;
  if (gimple_code (L.cur_stmt) == GIMPLE_COND
      && ((integer_zerop (b) && macro_test (L, a)) || asserts (L.cur_stmt)))
    ev.flags |= IR_EVF_MACRO;
  return ir_add_event (L.ir, L.cur_node, &ev);
}

/* The local whose address the front end dropped from the return at the
   current statement (`return &x;` became `return 0;`), or NULL_TREE. */
tree
returned_local (lowerer &L)
{
  return L.notes ? note_at (L.notes->local_returns,
                            gimple_location (L.cur_stmt))
                 : NULL_TREE;
}

/* A return event's value, with the address the front end dropped put
   back (and its `addr` event): the C programmer returned &x. */
void
restore_returned_address (lowerer &L, ir_event *r)
{
  if (tree x = returned_local (L)) {
    unsigned v = var_of_decl (L, x);
    emit (L, event (IR_EV_ADDR, v));
    r->value = opnd_none ();
    r->value.kind = IR_OP_ADDR;
    r->value.var = v;
  }
}

/* Is temporary T only ever the operand of `return T`? */
bool
is_return_carrier (lowerer &L, tree t)
{
  temp_info *ti = L.temps.get (t);
  return ti && ti->only_returned && ti->nuses > 0 && VAR_P (t);
}

/* Is T, the result of CALL, a temporary of GIMPLE's own that nothing
   reads because the statement around the call only computed with it and
   the gimplifier dropped the rest (`lua_isnil (L, 1);`, a macro for
   `lua_type (L, 1) == 0`)?  Not the test of an `if` with empty arms
   (`if (f (x) != 0) {}`): the front end's notes tell them apart.  An asm
   operand is no use collect_temps counts: a function with one keeps its
   temporaries. */
bool
unused_temp (lowerer &L, tree t, gimple *call)
{
  temp_info *ti = TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
  return ti && ti->ndefs == 1 && ti->nuses == 0 && !L.has_asm && L.notes
         && note_at (L.notes->value_dropped, gimple_location (call));
}

/* Do two locations point at the same line and column (their ranges
   aside)? */
static bool
same_place (location_t a, location_t b)
{
  expanded_location x = expand_location (a), y = expand_location (b);
  return x.file && y.file && x.line == y.line && x.column == y.column
         && strcmp (x.file, y.file) == 0;
}

/* `p -= 8` and `p -= k` as written: GIMPLE adds an unsigned 2^64 - 8, or
   the negation of k, to the pointer; the IR subtracts 8, or k. */
void
pointer_minus (lowerer &L, tree offset, ir_event *d)
{
  if (TREE_CODE (offset) == INTEGER_CST && tree_int_cst_sign_bit (offset)) {
    char buf[WIDE_INT_PRINT_BUFFER_SIZE];
    print_dec (-wi::to_wide (offset), buf, UNSIGNED);
    d->arith = IR_AR_SUB;
    d->rhs.text = ir_strdup (L.ir, buf);
    return;
  }
  temp_info *ti = is_temp (offset) ? L.temps.get (offset) : nullptr;
  if (ti && ti->ndefs == 1 && ti->def && is_gimple_assign (ti->def)
      && gimple_assign_rhs_code (ti->def) == NEGATE_EXPR) {
    d->arith = IR_AR_SUB;
    d->rhs = resolve (L, gimple_assign_rhs1 (ti->def));
  }
}

/* Does `LHS = VALUE` assign a variable itself (`p = p`, and `p = p + 0`,
   which GCC folds so)?  Then nothing is assigned: only the read stays. */
bool
self_assignment (lowerer &L, tree lhs, const ir_operand &value)
{
  if (!VAR_P (lhs) || value.kind != IR_OP_VAR
      || (value.flags & IR_OPF_OFFSET))
    return false;
  ir_operand l = resolve (L, lhs);
  return l.kind == IR_OP_VAR && l.var == value.var;
}

/* Is RHS, given to a variable in its declaration, a value Clang's
   dead-store checker also takes for a defensive initialisation: the
   address of a static object at a constant offset (`p = table`,
   `&table[2]`), a const object of static storage, or a scalar
   parameter (`int n = len;`)? */
bool
defensive_value (tree rhs)
{
  if (TREE_CODE (rhs) == ADDR_EXPR && is_gimple_min_invariant (rhs)) {
    tree base = get_base_address (TREE_OPERAND (rhs, 0));
    return base && (TREE_CODE (base) == STRING_CST
                    || TREE_CODE (base) == FUNCTION_DECL
                    || (VAR_P (base)
                        && (TREE_STATIC (base) || DECL_EXTERNAL (base))));
  }
  if (VAR_P (rhs))
    return (TREE_STATIC (rhs) || DECL_EXTERNAL (rhs)) && TREE_READONLY (rhs);
  return TREE_CODE (rhs) == PARM_DECL && !AGGREGATE_TYPE_P (TREE_TYPE (rhs));
}

void
lower_assign (lowerer &L, gassign *s)
{
  tree lhs = gimple_assign_lhs (s);
  enum tree_code code = gimple_assign_rhs_code (s);
  tree rhs1 = gimple_assign_rhs1 (s);
  unsigned nops = gimple_num_ops (s);
  /* `int x = x;` (the kernel's and dash's uninitialized_var (x)): the
     idiom that tells the compiler to take x as set (GCC warns only with
     -Winit-self).  x is given some value, and nothing is read. */
  if (rhs1 == lhs && VAR_P (lhs) && gimple_assign_single_p (s)
      && same_place (gimple_location (s), DECL_SOURCE_LOCATION (lhs))) {
    emit_write (L, lhs, nullptr);
    return;
  }
  for (unsigned i = 1; i < nops; i++)
    emit_reads (L, gimple_op (s, i));
  if (TREE_CODE_CLASS (code) == tcc_comparison) {
    uint32_t c = emit_cmp (L, code, rhs1, gimple_assign_rhs2 (s));
    if (temp_info *ti = is_temp (lhs) ? L.temps.get (lhs) : nullptr)
      ti->cmp_event = c;
  }
  /* `s->buf = _1` right after `_1 = malloc (..)`: the call already
     defined the place; the store is the same C assignment. */
  if (is_temp (rhs1) && gimple_assign_single_p (s)) {
    temp_info *ti = L.temps.get (rhs1);
    if (ti && ti->forwarded && ti->copy_use == s) {
      unsigned ptr;
      bool off;
      place_of (L, lhs, &ptr, &off);
      if (ptr != IR_NONE) {
        emit (L, event (IR_EV_USE, ptr));
        ir_event d = event (IR_EV_DEREF, ptr);
        d.flags |= IR_EVF_WRITE;
        emit (L, d);
      }
      emit_index_reads (L, lhs); /* a[i] = _1: i is read all the same */
      return;
    }
  }
  bool copy = gimple_assign_single_p (s) || CONVERT_EXPR_CODE_P (code);
  ir_arith arith = arith_of (code);
  if (is_temp (lhs) && is_return_carrier (L, lhs)) {
    ir_event r = event (IR_EV_RETURN);
    r.value = copy ? resolve (L, rhs1) : opnd_var (var_of_temp (L, lhs));
    /* `return x / k`: the value returned is computed here, so that the
       unit's summaries can bound it (un-range.c). */
    if (!copy && code != POINTER_PLUS_EXPR && arith != IR_AR_NONE
        && arith != IR_AR_AND && r.value.kind == IR_OP_VAR
        && INTEGRAL_TYPE_P (TREE_TYPE (lhs))) {
      ir_event d = event (IR_EV_DEF);
      d.var = r.value.var;
      d.arith = arith;
      d.value = resolve (L, rhs1);
      if (arith != IR_AR_NEG)
        d.rhs = resolve (L, gimple_assign_rhs2 (s));
      emit (L, d);
    }
    if (code == POINTER_PLUS_EXPR) { /* return p + 1: into p's block */
      ir_operand into = resolve_def (L, lhs, s);
      if (into.kind == IR_OP_VAR)
        r.value = into;
    }
    restore_returned_address (L, &r);
    emit (L, r);
    return;
  }
  ir_event d = event (IR_EV_DEF);
  if (copy) {
    d.flags |= IR_EVF_COPY;
    d.value = resolve (L, rhs1);
  } else if (arith == IR_AR_AND
             && TREE_CODE (gimple_assign_rhs2 (s)) != INTEGER_CST) {
    /* `x & y`: only a mask that is a constant bounds the value */
  } else if (arith != IR_AR_NONE) {
    d.arith = arith;
    d.value = resolve (L, rhs1);
    if (arith != IR_AR_NEG)
      d.rhs = resolve (L, gimple_assign_rhs2 (s));
    if (code == POINTER_PLUS_EXPR)
      pointer_minus (L, gimple_assign_rhs2 (s), &d);
  }
  /* `int rc = 0;`: GIMPLE puts a declaration's initialiser at the
     declaration's own location, an assignment at its `=`.  A struct or
     array is given a constant by `s = {}`, `buf = "abc"`, or a copy of a
     constant object the compiler made (`s = C.1`). */
  bool constant = d.value.kind == IR_OP_CONST
                  || (copy && defensive_value (rhs1))
                  || (AGGREGATE_TYPE_P (TREE_TYPE (lhs))
                      && (TREE_CODE (rhs1) == CONSTRUCTOR
                          || TREE_CODE (rhs1) == STRING_CST
                          || (VAR_P (rhs1) && DECL_ARTIFICIAL (rhs1)
                              && TREE_STATIC (rhs1) && TREE_READONLY (rhs1))));
  if (copy && VAR_P (lhs) && constant
      && same_place (gimple_location (s), DECL_SOURCE_LOCATION (lhs)))
    d.flags |= IR_EVF_INIT;
  if (copy && AGGREGATE_TYPE_P (TREE_TYPE (lhs))
      && TREE_CODE (rhs1) == CONSTRUCTOR && CONSTRUCTOR_NELTS (rhs1) == 0)
    d.flags |= IR_EVF_ZERO_FILL; /* s = {}: all zero */
  if (is_temp (lhs)) {
    /* A temporary that stays a variable of its own (it is not seen
       through, or not everywhere) is defined here; one that is seen
       through is not. */
    temp_info *lti = L.temps.get (lhs);
    ir_operand t = lti && lti->stale ? opnd_var (var_of_temp (L, lhs))
                                     : resolve (L, lhs);
    unsigned *own = L.temp_vars.get (lhs);
    if (t.kind == IR_OP_VAR && own && *own == t.var
        && !(t.flags & IR_OPF_OFFSET)) {
      d.var = t.var;
      emit (L, d);
    }
    return;
  }
  if (copy && self_assignment (L, lhs, d.value))
    return;
  emit_write_event (L, lhs, d);
}

/* A function's name as written at a call ("free", "operator delete",
   "~S"): the same spelling for a definition and for its calls. */
const char *
function_source_name (tree fndecl)
{
  return lang_hooks.decl_printable_name (fndecl, 0);
}

/* Is FNDECL the reserved placement form of operator new or delete,
   `operator new (size_t, void *)` or `operator delete (void *, void *)`
   (and their [] forms): neither allocates nor releases anything. */
bool
placement_operator (tree fndecl)
{
  const char *name = function_source_name (fndecl);
  if (strncmp (name, "operator new", 12) != 0
      && strncmp (name, "operator delete", 15) != 0)
    return false;
  tree args = TYPE_ARG_TYPES (TREE_TYPE (fndecl));
  tree second = args && TREE_CHAIN (args) ? TREE_VALUE (TREE_CHAIN (args))
                                           : NULL_TREE;
  return second && POINTER_TYPE_P (second)
         && VOID_TYPE_P (TREE_TYPE (second))
         && TREE_CHAIN (TREE_CHAIN (args))
         && VOID_TYPE_P (TREE_VALUE (TREE_CHAIN (TREE_CHAIN (args))));
}

/* How calls of FNDECL are named in the IR: "free" for __builtin_free,
   "placement operator new" for the placement forms. */
const char *
call_name (tree fndecl)
{
  const char *name = function_source_name (fndecl);
  if (placement_operator (fndecl)) {
    static std::map<std::string, std::string> placed;
    std::string &p = placed[name];
    if (p.empty ())
      p = std::string ("placement ") + name;
    return p.c_str ();
  }
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      && strncmp (name, "__builtin_", 10) == 0)
    name += 10;
  return name;
}

/* The name of a called function ("free", not "__builtin_free"). */
const char *
fndecl_call_name (tree fndecl)
{
  if (!fndecl || !DECL_NAME (fndecl))
    return nullptr;
  return call_name (fndecl);
}

/* How many parameters TYPE's prototype lists (-1 without one). */
static int
prototype_length (tree type)
{
  tree p = TYPE_ARG_TYPES (type);
  if (!p)
    return -1;
  int n = 0;
  for (; p && p != void_list_node; p = TREE_CHAIN (p))
    n++;
  return p ? n : -1;
}

/* The C library built-in that FNDECL stands for when a C++ unit declares
   a C library function itself, at file scope, without extern "C"
   (`char *strcpy (char *, const char *);` of a C file compiled as C++):
   g++ gives it C++ linkage, so it is no built-in, yet it is the library's
   function as the C compilation of the same source has it (and as GCC's
   analyzer takes it).  The built-in of that name with as many
   parameters, or NULL_TREE. */
static tree
c_library_twin (tree fndecl)
{
  static std::map<std::string, tree> by_name;
  static bool known = false;
  if (!fndecl || !lang_GNU_CXX () || fndecl_built_in_p (fndecl)
      || !DECL_NAME (fndecl) || !DECL_EXTERNAL (fndecl)
      || !DECL_FILE_SCOPE_P (fndecl))
    return NULL_TREE;
  if (!known) {
    known = true;
    for (int c = BUILT_IN_NONE + 1; c < (int) END_BUILTINS; c++) {
      tree d = builtin_decl_explicit ((built_in_function) c);
      const char *n = d && DECL_NAME (d) ? IDENTIFIER_POINTER (DECL_NAME (d)) : "";
      if (strncmp (n, "__builtin_", 10) == 0 && n[10])
        by_name.emplace (n + 10, d);
    }
  }
  auto hit = by_name.find (IDENTIFIER_POINTER (DECL_NAME (fndecl)));
  if (hit == by_name.end ()
      || prototype_length (TREE_TYPE (fndecl))
             != prototype_length (TREE_TYPE (hit->second)))
    return NULL_TREE;
  return hit->second;
}

/* ------------------------------------------------------ attribute facts */

/* One fact of a callee's declaration (ir_attr), with its own strings. */
struct fact {
  std::string name;
  std::vector<std::string> args;
};

/* Clang's `ownership_returns(malloc)` and `ownership_takes(malloc, N...)`
   (gp-attrs.h) as the facts of the same names. */
void
ownership_facts (tree fndecl, std::vector<fact> &out)
{
  std::vector<unsigned> pos;
  if (gp_ownership (fndecl, "ownership_returns", &pos))
    out.push_back ({"ownership_returns", {}});
  if (!gp_ownership (fndecl, "ownership_takes", &pos))
    return;
  fact f {"ownership_takes", {}};
  for (unsigned p : pos)
    f.args.push_back (std::to_string (p));
  out.push_back (f);
}

/* Is attribute NAME on the declaration or on the function's type? */
bool
has_attr (tree fndecl, tree fntype, const char *name)
{
  return (fndecl && lookup_attribute (name, DECL_ATTRIBUTES (fndecl)))
         || (fntype && lookup_attribute (name, TYPE_ATTRIBUTES (fntype)));
}

/* `malloc`, then one `malloc(DEALLOC, N)` per deallocator named. */
void
malloc_facts (tree fndecl, std::vector<fact> &out)
{
  /* alloca's memory is the frame's: GCC declares it malloc all the same */
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      && ALLOCA_FUNCTION_CODE_P (DECL_FUNCTION_CODE (fndecl)))
    return;
  tree twin = c_library_twin (fndecl);
  bool plain = DECL_IS_MALLOC (fndecl) || (twin && DECL_IS_MALLOC (twin));
  std::vector<fact> deallocs;
  for (tree a = DECL_ATTRIBUTES (fndecl);
       (a = lookup_attribute ("malloc", a)); a = TREE_CHAIN (a)) {
    tree args = TREE_VALUE (a);
    if (!args) {
      plain = true;
      continue;
    }
    tree d = TREE_VALUE (args);
    if (d && TREE_CODE (d) == ADDR_EXPR)
      d = TREE_OPERAND (d, 0);
    std::string dname = d && TREE_CODE (d) == FUNCTION_DECL && DECL_NAME (d)
                          ? call_name (d)
                        : d && TREE_CODE (d) == IDENTIFIER_NODE
                          ? IDENTIFIER_POINTER (d) : "?";
    unsigned long pos = 1;
    tree n = TREE_CHAIN (args) ? TREE_VALUE (TREE_CHAIN (args)) : NULL_TREE;
    if (n && TREE_CODE (n) == INTEGER_CST && tree_fits_uhwi_p (n))
      pos = tree_to_uhwi (n);
    deallocs.push_back ({"malloc", {dname, std::to_string (pos)}});
  }
  if (plain || !deallocs.empty ())
    out.push_back ({"malloc", {}});
  out.insert (out.end (), deallocs.begin (), deallocs.end ());
}

/* `nonnull(N, ...)`: the positions every nonnull attribute lists; one
   without a list names every pointer parameter. */
void
nonnull_fact (tree fndecl, tree fntype, std::vector<fact> &out)
{
  std::vector<unsigned long> pos;
  tree lists[2] = {fndecl ? DECL_ATTRIBUTES (fndecl) : NULL_TREE,
                   fntype ? TYPE_ATTRIBUTES (fntype) : NULL_TREE};
  bool found = false;
  for (tree list : lists)
    for (tree a = list; (a = lookup_attribute ("nonnull", a));
         a = TREE_CHAIN (a)) {
      found = true;
      if (!TREE_VALUE (a) && fntype) {
        unsigned long i = 1;
        for (tree t = TYPE_ARG_TYPES (fntype); t && t != void_list_node;
             t = TREE_CHAIN (t), i++)
          if (POINTER_TYPE_P (TREE_VALUE (t)))
            pos.push_back (i);
      }
      for (tree l = TREE_VALUE (a); l; l = TREE_CHAIN (l))
        if (TREE_CODE (TREE_VALUE (l)) == INTEGER_CST
            && tree_fits_uhwi_p (TREE_VALUE (l)))
          pos.push_back (tree_to_uhwi (TREE_VALUE (l)));
    }
  if (!found)
    return;
  std::sort (pos.begin (), pos.end ());
  pos.erase (std::unique (pos.begin (), pos.end ()), pos.end ());
  fact f {"nonnull", {}};
  for (unsigned long p : pos)
    f.args.push_back (std::to_string (p));
  if (!f.args.empty ())
    out.push_back (f);
}

/* `access(MODE, N)` for each explicit access attribute, by position. */
void
access_facts (tree fntype, std::vector<fact> &out)
{
  if (!fntype || !lookup_attribute ("access", TYPE_ATTRIBUTES (fntype)))
    return;
  rdwr_map rdwr;
  init_attr_rdwr_indices (&rdwr, TYPE_ATTRIBUTES (fntype));
  std::vector<std::pair<unsigned, int>> acc;
  for (auto it = rdwr.begin (); it != rdwr.end (); ++it)
    if (!(*it).second.internal_p && (*it).second.mode >= access_none
        && (*it).second.mode <= access_read_write)
      acc.push_back ({(*it).second.ptrarg, (int) (*it).second.mode});
  std::sort (acc.begin (), acc.end ());
  for (auto &a : acc)
    out.push_back ({"access", {attr_access::mode_names[a.second],
                               std::to_string (a.first + 1)}});
}

/* Is CALL the one GCC makes at scope exit for a local declared
   cleanup (fn): fn (&local)? */
bool
is_cleanup_call (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || gimple_call_num_args (call) != 1)
    return false;
  tree arg = gimple_call_arg (call, 0);
  if (TREE_CODE (arg) != ADDR_EXPR || !VAR_P (TREE_OPERAND (arg, 0)))
    return false;
  tree c = lookup_attribute ("cleanup",
                             DECL_ATTRIBUTES (TREE_OPERAND (arg, 0)));
  tree fn = c && TREE_VALUE (c) ? TREE_VALUE (TREE_VALUE (c)) : NULL_TREE;
  if (fn && TREE_CODE (fn) == IDENTIFIER_NODE)
    return DECL_NAME (fndecl) == fn;
  return fn == fndecl;
}

/* Is FNDECL an operator new that throws when memory runs out (not the
   nothrow form, nor placement): its result is never NULL, as GCC's C++
   front end assumes without -fcheck-new. */
bool
throwing_new (tree fndecl)
{
  return fndecl && DECL_NAME (fndecl) && !TREE_NOTHROW (fndecl)
         && !flag_check_new
         && strncmp (function_source_name (fndecl), "operator new", 12) == 0;
}

/* Every fact of the callee's declaration that ir_attr lists (WRITTEN: the
   built-in the call is named after, see written_builtin; TARGET: the
   function a call through a pointer calls, see indirect_target). */
std::vector<fact>
callee_facts (gcall *call, tree written, tree target)
{
  std::vector<fact> out;
  if (gimple_call_internal_p (call))
    return out;
  tree fndecl = target ? target : gimple_call_fndecl (call);
  tree fntype = gimple_call_fntype (call);
  /* Rules learn facts by the call's name.  A call named as written
     (fprintf (f, "x\n") folded into fwrite ("x\n", 1, 2, f), strcat
     (r, " ") into strlen and memcpy) states none of the folded callee's
     facts: its positions are not the written function's. */
  if (fndecl && !written) {
    malloc_facts (fndecl, out);
    ownership_facts (fndecl, out);
  }
  if (!written)
    nonnull_fact (fndecl, fntype, out);
  if (!written && has_attr (fndecl, fntype, "returns_nonnull"))
    out.push_back ({"returns_nonnull", {}});
  if (!written)
    access_facts (fntype, out);
  if (is_cleanup_call (call))
    out.push_back ({"cleanup", {}});
  /* pure or const, and sure to return: a call only for its result. */
  tree named = written ? written : fndecl;
  int ecf = named ? flags_from_decl_or_type (named) : 0;
  if ((ecf & (ECF_CONST | ECF_PURE)) && !(ecf & ECF_LOOPING_CONST_OR_PURE))
    out.push_back ({"pure", {}});
  /* const: the result depends on the arguments alone. */
  if ((ecf & ECF_CONST) && !(ecf & ECF_LOOPING_CONST_OR_PURE))
    out.push_back ({"const", {}});
  /* leaf (glibc's __THROW: malloc, strcpy, memset): the callee never
     calls back into the program, so it writes no global the program
     did not give it the address of.  Implied by pure. */
  if ((ecf & ECF_LEAF) && !(ecf & (ECF_CONST | ECF_PURE)))
    out.push_back ({"leaf", {}});
  return out;
}

/* Is TYPE a pointer to a stdio stream (FILE *)?  The library writes the
   stream's own fields only, which no program reads. */
static bool
stream_pointer (tree type)
{
  if (!type || !POINTER_TYPE_P (type))
    return false;
  tree t = TYPE_MAIN_VARIANT (TREE_TYPE (type));
  tree name = TREE_CODE (t) == RECORD_TYPE ? TYPE_NAME (t) : NULL_TREE;
  if (name && TREE_CODE (name) == TYPE_DECL)
    name = DECL_NAME (name);
  return name && TREE_CODE (name) == IDENTIFIER_NODE
         && (id_equal (name, "_IO_FILE") || id_equal (name, "__sFILE"));
}

/* The position (from 1) after which FNTYPE's arguments are printf's
   values, read only (`format (printf, F, A)`: A - 1); 0 if none. */
static unsigned
printf_values_after (tree fntype)
{
  tree a = fntype ? lookup_attribute ("format", TYPE_ATTRIBUTES (fntype))
                  : NULL_TREE;
  if (!a || !TREE_VALUE (a) || !TREE_CHAIN (TREE_VALUE (a))
      || !TREE_CHAIN (TREE_CHAIN (TREE_VALUE (a))))
    return 0;
  tree kind = TREE_VALUE (TREE_VALUE (a));
  tree first = TREE_VALUE (TREE_CHAIN (TREE_CHAIN (TREE_VALUE (a))));
  if (TREE_CODE (kind) != IDENTIFIER_NODE || !tree_fits_uhwi_p (first))
    return 0;
  const char *k = IDENTIFIER_POINTER (kind);
  while (*k == '_')
    k++;
  bool is_printf = !strncmp (k, "printf", 6) || !strncmp (k, "gnu_printf", 10);
  unsigned f = (unsigned) tree_to_uhwi (first);
  return is_printf && f ? f - 1 : 0;
}

/* May an argument of TYPE (given at position I, from 1, for PARM, the
   declared type or NULL_TREE past the prototype) let a library function
   reach the program's memory or code?  Scalars cannot; pointers to const
   scalars and streams neither; printf's values after position VALUES
   are only read; a function, an object by value or by reference, any
   other pointer can. */
static bool
reaches_program (tree type, tree parm, unsigned i, unsigned values)
{
  if (!type)
    return true;
  if (INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type)
      || TREE_CODE (type) == COMPLEX_TYPE || TREE_CODE (type) == VECTOR_TYPE)
    return false;
  if (!POINTER_TYPE_P (type) || FUNCTION_POINTER_TYPE_P (type))
    return true;
  /* A built-in's stream parameter is `void *` (fileptr_type_node). */
  if (stream_pointer (type) || stream_pointer (parm))
    return false;
  if (!parm)
    return !(values && i > values);
  tree to = TREE_TYPE (parm);
  return TREE_CODE (parm) != POINTER_TYPE || !TYPE_READONLY (to)
         || RECORD_OR_UNION_TYPE_P (to) || FUNC_OR_METHOD_TYPE_P (to)
         || TREE_CODE (to) == ARRAY_TYPE;
}

/* Is CALL (IR_EVF_LIBRARY) a direct call of a function declared in a
   system header, or of a C library built-in (as `fprintf` folded into
   `fwrite` is, or one a C++ unit declares itself: c_library_twin)? */
static bool
library_call (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  return !gimple_call_internal_p (call) && fndecl
         && (DECL_IN_SYSTEM_HEADER (fndecl)
             || fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
             || c_library_twin (fndecl));
}

/* Is CALL quiet (IR_EVF_QUIET): a library call (library_call) that it
   gives nothing through which the program's memory or code could be
   reached (reaches_program), but the block free releases?  Such a call
   changes only what the library owns. */
static bool
quiet_call (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  tree fntype = gimple_call_fntype (call);
  if (!library_call (call) || !fntype
      || DECL_CXX_CONSTRUCTOR_P (fndecl)
      || DECL_CXX_DESTRUCTOR_P (fndecl))
    return false;
  tree twin = c_library_twin (fndecl);
  bool frees = fndecl_built_in_p (twin ? twin : fndecl, BUILT_IN_FREE);
  unsigned values = printf_values_after (fntype);
  tree parm = TYPE_ARG_TYPES (fntype);
  for (unsigned i = 0; i < gimple_call_num_args (call); i++) {
    tree ptype = parm && parm != void_list_node ? TREE_VALUE (parm) : NULL_TREE;
    if (!(frees && i == 0)
        && reaches_program (TREE_TYPE (gimple_call_arg (call, i)), ptype,
                            i + 1, values))
      return false;
    if (ptype)
      parm = TREE_CHAIN (parm);
  }
  return true;
}

/* Is TYPE a pointer to a const object other than void (`const char *`)?
   Such a parameter lends the callee the block; `const void *` is left
   out: containers take their keys and values that way, and keep them. */
bool
const_object_pointer (tree type)
{
  return type && POINTER_TYPE_P (type) && TYPE_READONLY (TREE_TYPE (type))
         && !VOID_TYPE_P (TREE_TYPE (type));
}

/* Does the body call built-in CODE at LOC (at its pure location)? */
bool
builtin_called_at (lowerer &L, location_t loc, built_in_function code)
{
  if (!L.builtin_calls_known) {
    L.builtin_calls_known = true;
    basic_block bb;
    FOR_EACH_BB_FN (bb, L.fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
           gsi_next (&gsi)) {
        gcall *c = dyn_cast<gcall *> (gsi_stmt (gsi));
        tree d = c ? gimple_call_fndecl (c) : NULL_TREE;
        if (d && fndecl_built_in_p (d, BUILT_IN_NORMAL))
          L.builtin_calls.push_back (
              {get_pure_location (gimple_location (c)),
               (int) DECL_FUNCTION_CODE (d)});
      }
  }
  location_t at = get_pure_location (loc);
  for (const auto &bc : L.builtin_calls)
    if (bc.first == at && bc.second == (int) code)
      return true;
  return false;
}

static tree returned_function (tree fndecl, int depth);

/* The one function a value assigned in F gives: `&g` itself, or the
   result of a call of a function of the unit that always returns g
   (returned_function, DEPTH levels down); error_mark_node otherwise. */
static tree
function_value (gimple *s, int depth)
{
  tree rhs = gimple_assign_single_p (s) ? gimple_assign_rhs1 (s) : NULL_TREE;
  if (rhs && TREE_CODE (rhs) == ADDR_EXPR
      && TREE_CODE (TREE_OPERAND (rhs, 0)) == FUNCTION_DECL)
    return TREE_OPERAND (rhs, 0);
  gcall *c = dyn_cast<gcall *> (s);
  tree g = c ? gimple_call_fndecl (c) : NULL_TREE;
  tree r = g && depth > 0 ? returned_function (g, depth - 1) : NULL_TREE;
  return r ? r : error_mark_node;
}

/* The function every assignment in F's body gives its local VAR (a
   pointer to a function whose address is never taken: `free_fn = free;`,
   `free_fn = get_free ();`), or error_mark_node when it is given another
   value or none. */
static tree
sole_function_value (function *f, tree var, int depth)
{
  tree found = NULL_TREE;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi)) {
      gimple *s = gsi_stmt (gsi);
      if (gimple_code (s) == GIMPLE_ASM)
        return error_mark_node; /* an asm may write anything */
      tree lhs = is_gimple_assign (s) ? gimple_assign_lhs (s)
                 : is_gimple_call (s) ? gimple_call_lhs (s) : NULL_TREE;
      if (!lhs || lhs != var)
        continue;
      tree fn = function_value (s, depth);
      if (fn == error_mark_node || (found && found != fn))
        return error_mark_node;
      found = fn;
    }
  return found ? found : error_mark_node;
}

/* The one function every return of FNDECL, a function of the unit already
   lowered to a CFG, gives (`return free;`, through the temporary GCC
   returns it in), or NULL_TREE. */
static tree
returned_function (tree fndecl, int depth)
{
  function *f = DECL_STRUCT_FUNCTION (fndecl);
  if (!f || !f->cfg)
    return NULL_TREE;
  tree found = NULL_TREE;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi)) {
      greturn *r = dyn_cast<greturn *> (gsi_stmt (gsi));
      tree v = r ? gimple_return_retval (r) : NULL_TREE;
      if (!r)
        continue;
      tree fn = !v ? error_mark_node
                : TREE_CODE (v) == ADDR_EXPR
                        && TREE_CODE (TREE_OPERAND (v, 0)) == FUNCTION_DECL
                    ? TREE_OPERAND (v, 0)
                : VAR_P (v) && !TREE_STATIC (v) && !TREE_ADDRESSABLE (v)
                    ? sole_function_value (f, v, depth)
                    : error_mark_node;
      if (fn == error_mark_node || (found && found != fn))
        return NULL_TREE;
      found = fn;
    }
  return found;
}

/* The function CALL, a call through a pointer, surely calls: the pointer
   is a local of the function, its address never taken, to which every
   assignment gives that one function (`void (*release) (void *) = free;
   ... release (p);`, or `release = get_free ();` of a function of the
   unit lowered before that always returns it); NULL_TREE if there is no
   such function. */
static tree
indirect_target (lowerer &L, gcall *call)
{
  if (gimple_call_fndecl (call) || gimple_call_internal_p (call))
    return NULL_TREE;
  tree fn = gimple_call_fn (call);
  for (int n = 0; n < 8 && fn && is_temp (fn); n++) {
    temp_info *ti = L.temps.get (fn);
    if (!ti || ti->ndefs != 1 || !ti->def || !gimple_assign_single_p (ti->def))
      return NULL_TREE;
    fn = gimple_assign_rhs1 (ti->def);
  }
  if (!fn || !VAR_P (fn) || TREE_STATIC (fn) || DECL_EXTERNAL (fn)
      || TREE_ADDRESSABLE (fn) || DECL_CONTEXT (fn) != L.fun->decl
      || !POINTER_TYPE_P (TREE_TYPE (fn)))
    return NULL_TREE;
  tree *known = L.fnptr_targets.get (fn);
  /* Two levels of getters: get_free () returning free, or another
     getter's result. */
  tree target = known ? *known : sole_function_value (L.fun, fn, 2);
  if (!known)
    L.fnptr_targets.put (fn, target);
  return target == error_mark_node ? NULL_TREE : target;
}

/* The built-in the source called where CALL is, when gimplification
   folded that call into another one (fprintf into fwrite, printf into
   puts), or NULL_TREE: the call is named as it was written. */
tree
written_builtin (lowerer &L, gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!L.notes || !fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return NULL_TREE;
  tree written = note_at (L.notes->calls, gimple_location (call),
                          DECL_FUNCTION_CODE (fndecl));
  /* memset (s, ' ', strlen (s)): GCC gives the inner call the outer
     one's location; the written memset is still called, so strlen is
     not a folded memset. */
  if (written && builtin_called_at (L, gimple_location (call),
                                    DECL_FUNCTION_CODE (written)))
    return NULL_TREE;
  return written;
}

/* Does the declaration say the result must be used (warn_unused_result,
   nodiscard)?  FNTYPE may be NULL_TREE. */
bool
must_check (tree fndecl, tree fntype)
{
  static const char *const attrs[] = {"warn_unused_result", "nodiscard"};
  tree twin = c_library_twin (fndecl); /* malloc is warn_unused_result */
  for (const char *a : attrs)
    if ((fntype && lookup_attribute (a, TYPE_ATTRIBUTES (fntype)))
        || (fndecl && lookup_attribute (a, DECL_ATTRIBUTES (fndecl)))
        || (twin && (lookup_attribute (a, DECL_ATTRIBUTES (twin))
                     || lookup_attribute (a, TYPE_ATTRIBUTES (TREE_TYPE (twin))))))
      return true;
  return false;
}

/* A call argument as resolve sees it, except that an integer converted to
   a pointer (`fclose ((FILE *) fd)`) stands for the integer's place, and a
   pointer converted to an integer (`close ((int) (long) f)`) for the
   pointer's: the call gets that descriptor or stream. */
ir_operand
resolve_arg (lowerer &L, tree t)
{
  ir_operand o = resolve (L, t);
  bool int_to_ptr = false;
  tree s = t;
  for (int n = 0; n < 8 && s && is_temp (s); n++) {
    temp_info *ti = L.temps.get (s);
    if (!ti || ti->ndefs != 1 || !ti->def || !is_gimple_assign (ti->def)
        || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ti->def)))
      break;
    tree from = gimple_assign_rhs1 (ti->def);
    int_to_ptr |= (POINTER_TYPE_P (TREE_TYPE (s))
                   && INTEGRAL_TYPE_P (TREE_TYPE (from)))
                  || (INTEGRAL_TYPE_P (TREE_TYPE (s))
                      && POINTER_TYPE_P (TREE_TYPE (from)));
    s = from;
  }
  if (!int_to_ptr || s == t)
    return o;
  ir_operand r = resolve (L, s);
  if (r.kind == IR_OP_VAR && !(r.flags & IR_OPF_OFFSET)
      && L.ir->vars[r.var].kind != IR_VAR_TEMP)
    return r;
  return o;
}

/* The argument call gives back as its result, as GCC knows it (`fn
   spec`: strcpy, memcpy, memset ... return their first argument), when
   it is a variable: `q = strcpy (p, s)` copies p into q.  NULL if none. */
const ir_operand *
returned_arg (gcall *call, const ir_operand *args, unsigned nargs)
{
  int rf = gimple_call_return_flags (call);
  unsigned k = (unsigned) (rf & ERF_RETURN_ARG_MASK);
  bool returns = (rf & ERF_RETURNS_ARG) != 0;
  if (tree twin = c_library_twin (gimple_call_fndecl (call))) {
    attr_fnspec spec = builtin_fnspec (twin);
    returns = spec.known_p () && spec.returns_arg (&k);
  }
  return returns && k < nargs && args[k].kind == IR_OP_VAR
                 && !(args[k].flags & IR_OPF_OFFSET)
             ? &args[k] : nullptr;
}

void
lower_call (lowerer &L, gcall *call, ir_node *node)
{
  unsigned nargs = gimple_call_num_args (call);
  std::vector<ir_operand> args (nargs);
  tree fntype = gimple_call_fntype (call);
  tree parm = fntype ? TYPE_ARG_TYPES (fntype) : NULL_TREE;
  /* ownership_holds(malloc, N): the callee keeps argument N, even
     through a pointer to const. */
  std::vector<unsigned> held;
  gp_ownership (gimple_call_fndecl (call), "ownership_holds", &held);
  /* A C++ constructor builds its object from what it is given: a
     pointer it takes, even to const (leveldb's Slice (const char *d,
     size_t n)), is kept in the object, not lent. */
  tree callee = gimple_call_fndecl (call);
  bool builds = callee && DECL_CXX_CONSTRUCTOR_P (callee);
  for (unsigned i = 0; i < nargs; i++) {
    emit_reads (L, gimple_call_arg (call, i));
    args[i] = resolve_arg (L, gimple_call_arg (call, i));
    /* &x carried by a temporary (the `__for_range = &v` of a range-for)
       is taken here too: the call may keep it, not only write x. */
    if (args[i].kind == IR_OP_ADDR && is_temp (gimple_call_arg (call, i))) {
      ir_event a = event (IR_EV_ADDR, args[i].var);
      emit (L, a);
    }
    if (parm && (args[i].kind == IR_OP_VAR || args[i].kind == IR_OP_ADDR)
        && const_object_pointer (TREE_VALUE (parm))
        && !std::binary_search (held.begin (), held.end (), i + 1)
        && !(builds && args[i].kind == IR_OP_VAR))
      args[i].flags |= IR_OPF_CONST_PARAM;
    if (parm)
      parm = TREE_CHAIN (parm);
  }
  if (!gimple_call_fndecl (call) && !gimple_call_internal_p (call))
    emit_reads (L, gimple_call_fn (call));
  ir_event ev = event (IR_EV_CALL);
  tree written = written_builtin (L, call);
  tree target = indirect_target (L, call);
  /* NULL for a call through a pointer, unless it has one target */
  ev.callee = gimple_call_internal_p (call)
                  ? internal_fn_name (gimple_call_internal_fn (call))
              : written ? fndecl_call_name (written)
              : target  ? fndecl_call_name (target)
                        : fndecl_call_name (gimple_call_fndecl (call));
  if (written ? must_check (written, TREE_TYPE (written))
              : must_check (target ? target : gimple_call_fndecl (call),
                            gimple_call_fntype (call)))
    ev.flags |= IR_EVF_MUST_CHECK;
  if (L.notes && note_at (L.notes->discarded, gimple_location (call)))
    ev.flags |= IR_EVF_DISCARDED;
  if (throwing_new (gimple_call_fndecl (call)))
    ev.flags |= IR_EVF_NONNULL; /* per call: the nothrow form has its name */
  if (library_call (call))
    ev.flags |= IR_EVF_LIBRARY;
  if (quiet_call (call))
    ev.flags |= IR_EVF_QUIET;
  ev.nargs = nargs;
  ev.args = nargs ? args.data () : nullptr;
  std::vector<fact> facts = callee_facts (call, written, target);
  std::vector<ir_attr> attrs (facts.size ());
  std::vector<std::vector<const char *>> attr_args (facts.size ());
  for (size_t i = 0; i < facts.size (); i++) {
    for (const std::string &a : facts[i].args)
      attr_args[i].push_back (a.c_str ());
    attrs[i].name = facts[i].name.c_str ();
    attrs[i].nargs = (uint32_t) attr_args[i].size ();
    attrs[i].args = attr_args[i].empty () ? nullptr : attr_args[i].data ();
  }
  ev.nattrs = (uint32_t) attrs.size ();
  ev.attrs = attrs.empty () ? nullptr : attrs.data ();
  tree lhs = gimple_call_lhs (call);
  if (lhs && unused_temp (L, lhs, call))
    lhs = NULL_TREE; /* `lua_type (L, 1) == LUA_TNIL;`: the result is dropped */
  if (lhs) {
    ir_operand r = resolve (L, lhs);
    if (is_temp (lhs) && TREE_CODE (lhs) == SSA_NAME) {
      temp_info *ti = L.temps.get (lhs);
      if (ti && ti->forwarded)
        r = resolve_def (L, lhs, call);
    }
    if (r.kind == IR_OP_VAR)
      ev.result = r.var;
  }
  emit (L, ev);
  if (lhs && !is_temp (lhs))
    emit_write (L, lhs, returned_arg (call, args.data (), nargs));
  if (lhs && is_temp (lhs) && is_return_carrier (L, lhs)) {
    ir_event r = event (IR_EV_RETURN); /* return f (...); */
    r.value = ev.result != IR_NONE ? opnd_var (ev.result) : opnd_none ();
    /* return strcpy (p, s); returns p. */
    if (const ir_operand *a = returned_arg (call, args.data (), nargs))
      r.value = *a;
    emit (L, r);
  }
  if (gimple_call_flags (call) & ECF_NORETURN)
    node->flags |= IR_NF_NORETURN;
  if (gimple_call_builtin_p (call, BUILT_IN_UNREACHABLE))
    node->flags |= IR_NF_UNREACHABLE;
}

/* What RET returns: for `<retval> = r; return <retval>;` (a struct the
   function returns in memory, through GCC's result declaration), the r
   copied into the result just before. */
static tree
returned_value (greturn *ret)
{
  tree v = gimple_return_retval (ret);
  if (!v || TREE_CODE (v) != RESULT_DECL)
    return v;
  gimple_stmt_iterator g = gsi_for_stmt (ret);
  basic_block bb = gimple_bb (ret);
  bool jumped = false;
  for (gsi_prev_nondebug (&g);; gsi_prev_nondebug (&g)) {
    /* At -O0 the return is a block of its own after the copy's. */
    if (gsi_end_p (g) && !jumped && single_pred_p (bb)
        && single_pred (bb)->index != ENTRY_BLOCK) {
      g = gsi_last_nondebug_bb (single_pred (bb));
      jumped = true;
    }
    if (gsi_end_p (g))
      break;
    gimple *s = gsi_stmt (g);
    if (gimple_clobber_p (s) || gimple_code (s) == GIMPLE_LABEL)
      continue;
    if (is_gimple_assign (s) && gimple_assign_single_p (s)
        && gimple_assign_lhs (s) == v)
      return gimple_assign_rhs1 (s);
    break;
  }
  return v;
}

void
lower_return (lowerer &L, greturn *ret)
{
  tree v = returned_value (ret);
  if (v && is_temp (v) && is_return_carrier (L, v))
    return; /* the assignments to the carrier were the returns */
  emit_reads (L, v);
  ir_event r = event (IR_EV_RETURN);
  r.value = resolve (L, v);
  restore_returned_address (L, &r);
  emit (L, r);
}

void
lower_asm (lowerer &L, gasm *a)
{
  for (unsigned i = 0; i < gimple_asm_ninputs (a); i++)
    emit_reads (L, TREE_VALUE (gimple_asm_input_op (a, i)));
  for (unsigned i = 0; i < gimple_asm_noutputs (a); i++)
    emit_write (L, TREE_VALUE (gimple_asm_output_op (a, i)), nullptr);
}

/* Statements that carry no meaning for the checks. */
bool
skipped_stmt (gimple *s)
{
  if (gimple_clobber_p (s))
    return true; /* `v = {CLOBBER}`: the end of v's scope, not a store */
  switch (gimple_code (s)) {
  case GIMPLE_LABEL: case GIMPLE_DEBUG: case GIMPLE_NOP: case GIMPLE_PREDICT:
    return true;
  default:
    return false;
  }
}

/* Is call s one GCC made while folding a system header's macro into
   another built-in: a `const` built-in whose result nothing reads, at
   the expansion of a macro of another name (glibc's `isinf (x)`, folded
   into a `signbit` test of x whose value the truth of isinf no longer
   needs)?  The program did not write that call; `signbit (x);` written
   as a statement is the expansion of glibc's macro `signbit`. */
static bool
folded_builtin_call (gimple *s)
{
  gcall *call = dyn_cast<gcall *> (s);
  tree fndecl = call ? gimple_call_fndecl (call) : NULL_TREE;
  location_t loc = gimple_location (s);
  if (!fndecl || gimple_call_lhs (call)
      || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL)
      || !(flags_from_decl_or_type (fndecl) & ECF_CONST)
      || !linemap_location_from_macro_expansion_p (line_table, loc))
    return false;
  /* The macro the program wrote: the outermost expansion (tgmath.h's
     `sin (d)` goes through helper macros to a call of sin). */
  const char *macro = NULL;
  location_t def = UNKNOWN_LOCATION;
  for (location_t at = loc;;) {
    const line_map *map = linemap_lookup (line_table, at);
    if (!map || !linemap_macro_expansion_map_p (map))
      break;
    const line_map_macro *mm = linemap_check_macro (map);
    const cpp_hashnode *node = MACRO_MAP_MACRO (mm);
    if (!cpp_user_macro_p (node))
      return false; /* __LINE__ and the like: no definition to read */
    macro = linemap_map_get_macro_name (mm);
    def = node->value.macro->line;
    at = MACRO_MAP_EXPANSION_POINT_LOCATION (mm);
  }
  const char *callee = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  if (strncmp (callee, "__builtin_", strlen ("__builtin_")) == 0)
    callee += strlen ("__builtin_");
  return macro && in_system_header_at (def) && strcmp (macro, callee) != 0;
}

/* One node per statement; returns the condition event of a GIMPLE_COND. */
uint32_t
lower_stmt (lowerer &L, gimple *s)
{
  location_t loc = gimple_location (s);
  if (loc == UNKNOWN_LOCATION && gimple_code (s) == GIMPLE_RETURN)
    loc = L.fun->function_end_locus; /* the return GCC shares: at '}' */
  L.cur_loc = make_loc (loc);
  L.cur_stmt = s;
  L.cur_node = ir_add_node (L.ir, L.cur_loc);
  ir_node *node = &L.ir->nodes[L.cur_node];
  if (loc == UNKNOWN_LOCATION || folded_builtin_call (s))
    node->flags |= IR_NF_ARTIFICIAL;
  else if (linemap_location_from_macro_expansion_p (line_table, loc))
    node->flags |= IR_NF_MACRO;
  uint32_t cond = IR_NONE;
  switch (gimple_code (s)) {
  case GIMPLE_ASSIGN: lower_assign (L, as_a<gassign *> (s)); break;
  case GIMPLE_CALL: lower_call (L, as_a<gcall *> (s), node); break;
  case GIMPLE_COND:
    emit_reads (L, gimple_cond_lhs (s));
    emit_reads (L, gimple_cond_rhs (s));
    cond = emit_cmp (L, gimple_cond_code (s), gimple_cond_lhs (s),
                     gimple_cond_rhs (s));
    break;
  case GIMPLE_SWITCH:
    emit_reads (L, gimple_switch_index (as_a<gswitch *> (s)));
    break;
  case GIMPLE_RETURN: lower_return (L, as_a<greturn *> (s)); break;
  case GIMPLE_ASM: lower_asm (L, as_a<gasm *> (s)); break;
  case GIMPLE_GOTO: emit_reads (L, gimple_goto_dest (s)); break;
  case GIMPLE_OMP_FOR: {
    /* `#pragma omp for`: the construct gives each loop's index (a copy
       private to the region) its values; the body reads it. */
    gomp_for *f = as_a<gomp_for *> (s);
    for (size_t i = 0; i < gimple_omp_for_collapse (f); i++) {
      emit_reads (L, gimple_omp_for_initial (f, i));
      emit_reads (L, gimple_omp_for_final (f, i));
      emit_write (L, gimple_omp_for_index (f, i), NULL);
    }
    break;
  }
  default: break;
  }
  return cond;
}

/* ------------------------------------------------------------ C++ locks */

/* What a call does to a C++ mutex, told by the callee's qualified name:
   a method of one of the std mutexes, or of a guard (std::lock_guard,
   std::scoped_lock of one mutex, std::unique_lock) over one. */
enum lock_op {
  LK_NONE,
  LK_LOCK,        /* m.lock (), l.lock () */
  LK_UNLOCK,      /* m.unlock (), l.unlock () */
  LK_GUARD,       /* a guard's constructor: locks unless given a tag */
  LK_GUARD_END,   /* lock_guard's, scoped_lock's destructor: unlocks */
  LK_UNIQUE_END   /* unique_lock's destructor: unlocks if it holds */
};

struct lock_call {
  lock_op op = LK_NONE;
  std::string mutex;  /* "std::mutex" */
  bool via_guard = false; /* the first argument is the guard */
};

/* Is CLS a mutex class whose lock the lock rules follow?  (Not the
   recursive ones: locking them twice is allowed.) */
bool
known_mutex (const std::string &cls)
{
  return cls == "std::mutex" || cls == "std::timed_mutex"
         || cls == "std::shared_mutex" || cls == "std::shared_timed_mutex";
}

/* What a call of FNDECL does to a C++ mutex (LK_NONE: nothing), read
   from its qualified name ("std::lock_guard<std::mutex>::~lock_guard"). */
lock_call
classify_lock_call (tree fndecl)
{
  lock_call r;
  if (!fndecl || !DECL_NAME (fndecl) || !lang_GNU_CXX ()
      || !DECL_CONTEXT (fndecl) || !TYPE_P (DECL_CONTEXT (fndecl)))
    return r;
  std::string q = lang_hooks.decl_printable_name (fndecl, 1);
  size_t sep = q.rfind ("::");
  if (sep == std::string::npos)
    return r;
  std::string cls = q.substr (0, sep), meth = q.substr (sep + 2);
  if (known_mutex (cls)) {
    r.op = meth == "lock" ? LK_LOCK : meth == "unlock" ? LK_UNLOCK : LK_NONE;
    r.mutex = cls;
    return r;
  }
  size_t lt = cls.find ('<');
  if (lt == std::string::npos || cls.back () != '>')
    return r;
  std::string guard = cls.substr (0, lt);
  r.mutex = cls.substr (lt + 1, cls.size () - lt - 2);
  bool unique = guard == "std::unique_lock";
  if (!known_mutex (r.mutex)
      || (guard != "std::lock_guard" && guard != "std::scoped_lock" && !unique))
    return r;
  std::string name = guard.substr (5);
  r.via_guard = true;
  if (meth == name)
    r.op = LK_GUARD;
  else if (meth == "~" + name)
    r.op = unique ? LK_UNIQUE_END : LK_GUARD_END;
  else if (unique && (meth == "lock" || meth == "unlock"))
    r.op = meth == "lock" ? LK_LOCK : LK_UNLOCK;
  return r;
}

/* The declaration of the guard whose address ARG is, or NULL_TREE. */
tree
guard_decl (tree arg)
{
  if (arg && TREE_CODE (arg) == ADDR_EXPR && DECL_P (TREE_OPERAND (arg, 0)))
    return TREE_OPERAND (arg, 0);
  return NULL_TREE;
}

/* Sweep one's part for locks: which mutex each guard was built on. */
void
note_guard (lowerer &L, gimple *s)
{
  gcall *call = dyn_cast<gcall *> (s);
  if (!call || gimple_call_num_args (call) < 2)
    return;
  if (classify_lock_call (gimple_call_fndecl (call)).op != LK_GUARD)
    return;
  if (tree g = guard_decl (gimple_call_arg (call, 0)))
    L.guard_mutex.put (g, gimple_call_arg (call, 1));
}

/* A synthetic call NAME (M) in node N at the current location. */
void
emit_lock_event (lowerer &L, uint32_t n, const std::string &name, tree m)
{
  ir_operand arg = resolve (L, m);
  ir_event ev = event (IR_EV_CALL);
  ev.flags |= IR_EVF_SYNTHETIC;
  ev.callee = ir_strdup (L.ir, name.c_str ());
  ev.nargs = 1;
  ev.args = &arg;
  ev.loc = L.cur_loc;
  ir_add_event (L.ir, n, &ev);
}

/* The events of a call on a C++ mutex, under the mutex's own names
   (`call "std::mutex::lock"(&m)`), so the lock rules follow m.lock (),
   its guards and their destructors.  A lock goes in a node of its own
   after the call: if the call throws, nothing was locked.  Returns that
   node, or IR_NONE. */
uint32_t
lower_lock_call (lowerer &L, gimple *s)
{
  gcall *call = dyn_cast<gcall *> (s);
  if (!call || !gimple_call_num_args (call))
    return IR_NONE;
  lock_call k = classify_lock_call (gimple_call_fndecl (call));
  if (k.op == LK_NONE)
    return IR_NONE;
  tree m = gimple_call_arg (call, 0);
  if (k.op == LK_GUARD) {
    /* lock_guard (m, std::adopt_lock), unique_lock (m, std::defer_lock):
       no lock taken here. */
    if (gimple_call_num_args (call) != 2)
      return IR_NONE;
    m = gimple_call_arg (call, 1);
  } else if (k.via_guard) {
    tree g = guard_decl (m);
    tree *found = g ? L.guard_mutex.get (g) : nullptr;
    if (!found)
      return IR_NONE;
    m = *found;
  }
  if (k.op == LK_UNLOCK || k.op == LK_GUARD_END) {
    emit_lock_event (L, L.cur_node, k.mutex + "::unlock", m);
    return IR_NONE;
  }
  if (k.op == LK_UNIQUE_END) {
    emit_lock_event (L, L.cur_node, "std::unique_lock::~unique_lock", m);
    return IR_NONE;
  }
  uint32_t n = ir_add_node (L.ir, L.cur_loc);
  L.ir->nodes[n].flags |= IR_NF_ARTIFICIAL;
  emit_lock_event (L, n, k.mutex + "::lock", m);
  return n;
}

/* ------------------------------------------------------------- sweep one */

void
note_def (lowerer &L, tree t, gimple *s)
{
  if (!t || !is_temp (t))
    return;
  temp_info &ti = L.temps.get_or_insert (t);
  ti.ndefs++;
  ti.def = s;
}

/* The call right before S whose result S stores (`_8 = f (); _7->x = _8;`,
   GCC's lowering of `a[i].x = f ();`), or NULL.  C does not say whether
   the place a call's result goes to is found before or after the call,
   so the call does not make S's address stale. */
gimple *
storing_call (gimple *s)
{
  if (!gimple_assign_single_p (s) || !is_memref (gimple_assign_lhs (s))
      || TREE_CODE (gimple_assign_rhs1 (s)) != SSA_NAME)
    return nullptr;
  gimple *def = SSA_NAME_DEF_STMT (gimple_assign_rhs1 (s));
  gimple_stmt_iterator g = gsi_for_stmt (s);
  gsi_prev_nondebug (&g);
  return def && is_gimple_call (def) && !gsi_end_p (g) && gsi_stmt (g) == def
             ? def : nullptr;
}

void
note_use (lowerer &L, tree t, gimple *s, bool deref = false)
{
  if (!t)
    return;
  if (TREE_CODE (t) == ADDR_EXPR || is_memref (t)) {
    /* Temporaries inside addresses and memory references (`*_1`). */
    for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
      if (TREE_OPERAND (t, i))
        note_use (L, TREE_OPERAND (t, i), s,
                  i == 0 && (TREE_CODE (t) == MEM_REF
                             || TREE_CODE (t) == TARGET_MEM_REF));
    if (TREE_CODE (t) == ADDR_EXPR)
      return;
  }
  if (!is_temp (t))
    return;
  temp_info &ti = L.temps.get_or_insert (t);
  ti.nuses++;
  ti.use = ti.nuses == 1 ? s : nullptr;
  if (ti.def && ti.def != s && gimple_bb (ti.def) == gimple_bb (s)
      && !value_unchanged (L, t, s, storing_call (s)))
    ti.stale = true;
  if (deref)
    ti.nderef++;
  else if (gimple_assign_single_p (s) && gimple_assign_rhs1 (s) == t
           && !is_temp (gimple_assign_lhs (s)))
    ti.copy_use = ti.copy_use ? nullptr : s; /* only if there is one */
  if (gimple_code (s) != GIMPLE_RETURN)
    ti.only_returned = false;
}

void
collect_temps (lowerer &L)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, L.fun)
    for (gimple_stmt_iterator g = gsi_start_bb (bb); !gsi_end_p (g); gsi_next (&g)) {
      gimple *s = gsi_stmt (g);
      if (is_gimple_debug (s))
        continue;
      note_guard (L, s);
      if (is_gimple_assign (s) || is_gimple_call (s)) {
        tree lhs = gimple_get_lhs (s);
        note_def (L, lhs, s);
        if (lhs && !is_temp (lhs))
          note_use (L, lhs, s); /* temps used inside the stored-to place */
      }
      unsigned first = is_gimple_assign (s) ? 1 : 0;
      if (is_gimple_call (s))
        for (unsigned i = 0; i < gimple_call_num_args (s); i++)
          note_use (L, gimple_call_arg (s, i), s);
      else if (gimple_code (s) == GIMPLE_ASM)
        L.has_asm = true;
      else
        for (unsigned i = first; i < gimple_num_ops (s); i++)
          note_use (L, gimple_op (s, i), s);
    }
  /* A call result stored once into a place in the same block, and
     otherwise only dereferenced (`_1 = operator new (4); *_1 = n; p = _1;`):
     the call's result is that place. */
  for (auto it = L.temps.begin (); it != L.temps.end (); ++it) {
    temp_info &ti = (*it).second;
    if (ti.ndefs == 1 && ti.def && is_gimple_call (ti.def) && ti.copy_use
        && ti.nuses == ti.nderef + 1 && !ti.stale
        && gimple_bb (ti.copy_use) == gimple_bb (ti.def))
      ti.forwarded = true;
  }
}

/* Is A later in the source than B, both in the same file (a macro's
   statements at their expansion point)? */
bool
later_in_file (location_t a, location_t b)
{
  expanded_location ea = expand_location (a), eb = expand_location (b);
  if (!ea.file || !eb.file || strcmp (ea.file, eb.file) != 0)
    return false;
  return ea.line > eb.line || (ea.line == eb.line && ea.column > eb.column);
}

/* The return GCC adds at FUN's closing brace (there, or nowhere)? */
bool
implicit_return (function *fun, gimple *s)
{
  if (gimple_code (s) != GIMPLE_RETURN)
    return false;
  location_t at = gimple_location (s);
  return at == UNKNOWN_LOCATION
         || (!later_in_file (at, fun->function_end_locus)
             && !later_in_file (fun->function_end_locus, at));
}

/* Does S stand for code the source wrote there (not a label, a scope's
   end or a statement without a place)? */
bool
placed_statement (gimple *s)
{
  return !skipped_stmt (s) && gimple_location (s) != UNKNOWN_LOCATION;
}

/* A local the source declares without initialiser (`int i;`), which
   gives GCC no statement. */
bool
bare_declaration (tree d)
{
  return VAR_P (d) && DECL_NAME (d) && !DECL_ARTIFICIAL (d)
         && !TREE_STATIC (d) && !DECL_EXTERNAL (d) && !DECL_INITIAL (d)
         && !linemap_location_from_macro_expansion_p (line_table,
                                                      DECL_SOURCE_LOCATION (d));
}

/* The first bare declaration of FUN's outermost scope written after
   every statement of the function (EACH (visit) calls visit on each)
   and before its closing brace: `error (1, 0, ""); int i; }`.  When no
   path reaches the function's end, that is code no path reaches, though
   GCC makes no statement of it.  UNKNOWN_LOCATION if none.  Most
   functions end the walk's work at their first statement, which comes
   after their declarations. */
template <typename each_fn>
location_t
trailing_declaration (function *fun, each_fn each)
{
  tree block = DECL_INITIAL (fun->decl);
  if (!block || TREE_CODE (block) != BLOCK)
    return UNKNOWN_LOCATION;
  location_t latest_decl = UNKNOWN_LOCATION;
  for (tree d = BLOCK_VARS (block); d; d = DECL_CHAIN (d))
    if (bare_declaration (d)
        && (latest_decl == UNKNOWN_LOCATION
            || later_in_file (DECL_SOURCE_LOCATION (d), latest_decl)))
      latest_decl = DECL_SOURCE_LOCATION (d);
  if (latest_decl == UNKNOWN_LOCATION)
    return UNKNOWN_LOCATION;
  location_t last = UNKNOWN_LOCATION; /* the latest statement */
  bool beyond = false; /* a statement after every bare declaration */
  each ([&] (gimple *s) {
    if (beyond || !placed_statement (s) || implicit_return (fun, s))
      return;
    location_t at = gimple_location (s);
    if (later_in_file (at, latest_decl))
      beyond = true;
    else if (last == UNKNOWN_LOCATION || later_in_file (at, last))
      last = at;
  });
  if (beyond || last == UNKNOWN_LOCATION)
    return UNKNOWN_LOCATION;
  location_t found = UNKNOWN_LOCATION;
  for (tree d = BLOCK_VARS (block); d; d = DECL_CHAIN (d)) {
    location_t at = DECL_SOURCE_LOCATION (d);
    if (bare_declaration (d) && later_in_file (at, last)
        && later_in_file (fun->function_end_locus, at)
        && (found == UNKNOWN_LOCATION || later_in_file (found, at)))
      found = at;
  }
  return found;
}

/* Declared locals of the function's scopes, even if never used. */
void
collect_block_vars (lowerer &L, tree block)
{
  for (; block; block = BLOCK_CHAIN (block)) {
    for (tree d = BLOCK_VARS (block); d; d = DECL_CHAIN (d))
      /* TREE_USED: the source mentions it somewhere, perhaps only in code
         GCC dropped as dead; those come in when an event names them. */
      if (VAR_P (d) && !DECL_ARTIFICIAL (d) && DECL_NAME (d)
          && !DECL_EXTERNAL (d) && !TREE_USED (d))
        var_of_decl (L, d);
    collect_block_vars (L, BLOCK_SUBBLOCKS (block));
  }
}

/* ----------------------------------------------------------------- edges */

ir_edge
edge_to (uint32_t from, uint32_t to, ir_edge_kind kind)
{
  ir_edge e {};
  e.from = from;
  e.to = to;
  e.kind = kind;
  e.cond = IR_NONE;
  e.switch_var = IR_NONE;
  return e;
}

void
add_edge (lowerer &L, uint32_t from, uint32_t to)
{
  ir_edge e = edge_to (from, to, IR_EDGE_FALLTHRU);
  ir_add_edge (L.ir, &e);
}

uint32_t
bb_node (lowerer &L, basic_block bb)
{
  if (bb == EXIT_BLOCK_PTR_FOR_FN (L.fun))
    return 1;
  return L.bb_first[bb->index];
}

/* The enumeration a switch's index was read as, seen through the
   conversions and the load GIMPLE puts before it; NULL_TREE if none. */
tree
index_enum_type (lowerer &L, tree t)
{
  for (int depth = 0; depth < 4 && t; depth++) {
    if (TREE_CODE (TREE_TYPE (t)) == ENUMERAL_TYPE)
      return TREE_TYPE (t);
    temp_info *ti = TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
    if (!ti || ti->ndefs != 1 || !ti->def || !is_gimple_assign (ti->def)
        || !(gimple_assign_single_p (ti->def)
             || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ti->def))))
      return NULL_TREE;
    t = gimple_assign_rhs1 (ti->def);
  }
  return NULL_TREE;
}

/* The mask K of a switch index computed as `x & K` (K a small constant
   that is not negative), seen through conversions; -1 if none. */
HOST_WIDE_INT
index_mask (lowerer &L, tree t)
{
  for (int depth = 0; depth < 4 && t; depth++) {
    temp_info *ti = TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
    if (!ti || ti->ndefs != 1 || !ti->def || !is_gimple_assign (ti->def))
      return -1;
    enum tree_code code = gimple_assign_rhs_code (ti->def);
    if (code == BIT_AND_EXPR) {
      tree k = gimple_assign_rhs2 (ti->def);
      if (TREE_CODE (k) == INTEGER_CST && tree_fits_shwi_p (k)
          && tree_to_shwi (k) >= 0 && tree_to_shwi (k) <= 255)
        return tree_to_shwi (k);
      return -1;
    }
    if (!gimple_assign_single_p (ti->def) && !CONVERT_EXPR_CODE_P (code))
      return -1;
    t = gimple_assign_rhs1 (ti->def);
  }
  return -1;
}

/* Has switch SW a case for value VAL? */
bool
switch_has_case (gswitch *sw, const widest_int &val)
{
  for (unsigned i = 1; i < gimple_switch_num_labels (sw); i++) {
    tree c = gimple_switch_label (sw, i);
    tree lo = CASE_LOW (c), hi = CASE_HIGH (c) ? CASE_HIGH (c) : lo;
    if (lo && wi::to_widest (lo) <= val && val <= wi::to_widest (hi))
      return true;
  }
  return false;
}

/* Does switch SW have a case for every value its index can take (every
   enumerator of an enumeration, as for -Wswitch, or every value of
   `x & K`) and no `default:` in the source?  Then the default edge GIMPLE
   adds is not taken.  Unless only that edge reaches the code after the
   switch (every case returns): the `return` GCC wants there is not
   reported as never executed. */
bool
enum_complete (lowerer &L, gswitch *sw)
{
  tree lab = gimple_switch_default_label (sw);
  if (!lab)
    return false;
  basic_block after = label_to_block (L.fun, CASE_LABEL (lab));
  edge in;
  edge_iterator ei;
  bool shared = false;
  FOR_EACH_EDGE (in, ei, after->preds)
    shared |= in->src != gimple_bb (sw);
  if (!shared)
    return false;
  /* The default gimplification adds has the switch's own location. */
  expanded_location at = expand_location (DECL_SOURCE_LOCATION (CASE_LABEL (lab)));
  expanded_location from = expand_location (gimple_location (sw));
  if (at.line != from.line || at.column != from.column || !at.file
      || !from.file || strcmp (at.file, from.file) != 0)
    return false;
  HOST_WIDE_INT mask = index_mask (L, gimple_switch_index (sw));
  if (mask >= 0) { /* `switch (x & 1) { case 0: case 1: }` */
    for (HOST_WIDE_INT v = 0; v <= mask; v++)
      if ((v & ~mask) == 0 && !switch_has_case (sw, widest_int (v)))
        return false;
    return true;
  }
  tree type = index_enum_type (L, gimple_switch_index (sw));
  if (!type || !TYPE_VALUES (type))
    return false;
  for (tree v = TYPE_VALUES (type); v; v = TREE_CHAIN (v)) {
    tree val = TREE_VALUE (v);
    if (TREE_CODE (val) == CONST_DECL)
      val = DECL_INITIAL (val);
    if (!val || TREE_CODE (val) != INTEGER_CST
        || !switch_has_case (sw, wi::to_widest (val)))
      return false;
  }
  return true;
}

void
switch_edges (lowerer &L, gswitch *sw, uint32_t from)
{
  L.cur_stmt = sw; /* resolve as seen from the switch itself */
  ir_operand idx = resolve_value (L, gimple_switch_index (sw), sw);
  bool complete = enum_complete (L, sw);
  for (unsigned i = 0; i < gimple_switch_num_labels (sw); i++) {
    tree lab = gimple_switch_label (sw, i);
    if (!CASE_LOW (lab) && complete)
      continue;
    basic_block dest = label_to_block (L.fun, CASE_LABEL (lab));
    ir_edge e = edge_to (from, bb_node (L, dest),
                         CASE_LOW (lab) ? IR_EDGE_SWITCH : IR_EDGE_DEFAULT);
    std::string lo, hi;
    if (CASE_LOW (lab)) {
      lo = int_text (CASE_LOW (lab));
      hi = CASE_HIGH (lab) ? int_text (CASE_HIGH (lab)) : lo;
      e.case_lo = lo.c_str ();
      e.case_hi = hi.c_str ();
    }
    e.switch_var = idx.kind == IR_OP_VAR ? idx.var : IR_NONE;
    ir_add_edge (L.ir, &e);
  }
}

/* Is S a call of __builtin_expect, which only passes its argument on? */
bool
is_expect (gimple *s)
{
  return is_gimple_call (s)
         && (gimple_call_builtin_p (s, BUILT_IN_EXPECT)
             || gimple_call_builtin_p (s, BUILT_IN_EXPECT_WITH_PROBABILITY)
             || gimple_call_internal_p (s, IFN_BUILTIN_EXPECT));
}

/* Does nothing between statements FROM and TO of one block call (other
   than __builtin_expect), store to memory or assign a variable? */
bool
quiet_between (gimple *from, gimple *to)
{
  if (gimple_bb (from) != gimple_bb (to))
    return false;
  gimple_stmt_iterator g = gsi_for_stmt (from);
  for (gsi_next (&g); !gsi_end_p (g) && gsi_stmt (g) != to; gsi_next (&g)) {
    gimple *s = gsi_stmt (g);
    if (is_gimple_debug (s) || gimple_code (s) == GIMPLE_LABEL)
      continue;
    if ((is_gimple_call (s) && !is_expect (s)) || gimple_code (s) == GIMPLE_ASM)
      return false;
    tree lhs = gimple_get_lhs (s);
    if (lhs && !is_temp (lhs))
      return false;
  }
  return !gsi_end_p (g);
}

/* The value temporary T tests, seen through the conversions and the
   __builtin_expect that `if (__builtin_expect (p == NULL, 0))` makes at
   -O0 (`_1 = p == 0; _2 = (long) _1; _3 = __builtin_expect (_2, 0)`),
   and through the negation of a boolean (`_1 = ~done` for `!done`),
   which flips *NEGATED.  *VIA is the last statement seen through. */
tree
tested_value (lowerer &L, tree t, bool *negated, gimple **via)
{
  for (int depth = 0; depth < 8 && t && TREE_CODE (t) == SSA_NAME; depth++) {
    temp_info *ti = L.temps.get (t);
    if (!ti || ti->ndefs != 1 || !ti->def)
      break;
    gimple *d = ti->def;
    enum tree_code code = is_gimple_assign (d) ? gimple_assign_rhs_code (d)
                                               : ERROR_MARK;
    tree op = is_gimple_assign (d) ? gimple_assign_rhs1 (d) : NULL_TREE;
    bool boolean = op && TREE_CODE (TREE_TYPE (op)) == BOOLEAN_TYPE;
    if (is_expect (d))
      t = gimple_call_arg (d, 0);
    else if (CONVERT_EXPR_CODE_P (code) && INTEGRAL_TYPE_P (TREE_TYPE (op)))
      t = op;
    else if ((code == TRUTH_NOT_EXPR || (code == BIT_NOT_EXPR && boolean)
              || (code == BIT_XOR_EXPR && boolean
                  && integer_onep (gimple_assign_rhs2 (d))))) {
      t = op;
      *negated = !*negated;
    } else
      break;
    *via = d;
  }
  return t;
}

/* Is T a flag a decision tree may test for zero on an edge of its own:
   a local or parameter the tree reads directly (`_1 = detached | att`),
   or a temporary loaded from a place still unchanged at COND? */
bool
decision_leaf (lowerer &L, tree t, gimple *cond)
{
  if (!t || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  if (is_place_decl (t) && !is_temp (t))
    return !TREE_ADDRESSABLE (t) && !TREE_STATIC (t) && !DECL_EXTERNAL (t);
  temp_info *ti = TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
  return ti && ti->ndefs == 1 && ti->def && gimple_assign_single_p (ti->def)
         && !is_temp (gimple_assign_rhs1 (ti->def))
         && (is_place_decl (gimple_assign_rhs1 (ti->def))
             || is_memref (gimple_assign_rhs1 (ti->def)))
         && quiet_between (ti->def, cond);
}

/* The flag temporary T is the negation of (`_1 = ~done`, `_1 = done ^ 1`
   for `!done`), or NULL_TREE. */
tree
negated_flag (lowerer &L, tree t)
{
  bool negated = false;
  gimple *via = nullptr;
  tree u = tested_value (L, t, &negated, &via);
  return negated && u != t ? u : NULL_TREE;
}

/* Is T, tested by COND against zero, a combination by & and | that GIMPLE
   evaluated without branches (`_7 = _5 & _6` for `a && b` at -O2, `_1 =
   a | b` for `!a && !b`), of comparisons and flags each still valid at
   COND?  *BOOLEAN says T is 0 or 1: `&` splits only such operands, while
   `x | y` is non-zero exactly when one of them is. */
bool
decision_tree (lowerer &L, tree t, gimple *cond, bool *boolean, int depth = 0)
{
  temp_info *ti = t && TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
  bool assigned = ti && ti->ndefs == 1 && ti->def && is_gimple_assign (ti->def)
                  && depth <= 16 && quiet_between (ti->def, cond);
  enum tree_code code = assigned ? gimple_assign_rhs_code (ti->def) : ERROR_MARK;
  if (assigned && TREE_CODE_CLASS (code) == tcc_comparison) {
    *boolean = true;
    return ti->cmp_event != IR_NONE;
  }
  if (assigned && (code == BIT_AND_EXPR || code == BIT_IOR_EXPR)) {
    bool b1, b2;
    if (!decision_tree (L, gimple_assign_rhs1 (ti->def), cond, &b1, depth + 1)
        || !decision_tree (L, gimple_assign_rhs2 (ti->def), cond, &b2,
                           depth + 1))
      return false;
    *boolean = b1 && b2;
    return code == BIT_IOR_EXPR || *boolean;
  }
  /* A flag: only below an & or a |, where it is one of the conditions;
     also its negation (`_1 = ~flag` for `!flag || !p`, htop's
     Process_makeCommandStr). */
  *boolean = t && (TREE_CODE (TREE_TYPE (t)) == BOOLEAN_TYPE
                   || TYPE_PRECISION (TREE_TYPE (t)) == 1);
  return depth > 0
         && (decision_leaf (L, t, cond)
             || decision_leaf (L, negated_flag (L, t), cond));
}

/* Is T, a node of a decision tree, a comparison or an & or | of two? */
bool
decision_inner (lowerer &L, tree t)
{
  temp_info *ti = TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
  if (!ti || !ti->def || !is_gimple_assign (ti->def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (ti->def);
  return TREE_CODE_CLASS (code) == tcc_comparison || code == BIT_AND_EXPR
         || code == BIT_IOR_EXPR;
}

/* The true and false edges from node FROM that comparison event COND
   decides. */
void
add_cond_edges (lowerer &L, uint32_t from, uint32_t cond, uint32_t on_true,
                uint32_t on_false)
{
  ir_edge e = edge_to (from, on_true, IR_EDGE_TRUE);
  e.cond = cond;
  ir_add_edge (L.ir, &e);
  e = edge_to (from, on_false, IR_EDGE_FALSE);
  e.cond = cond;
  ir_add_edge (L.ir, &e);
}

/* A new artificial node at the location of statement L.cur_stmt that
   compares T with K (CODE); returns the comparison event. */
uint32_t
test_node (lowerer &L, enum tree_code code, tree t, tree k)
{
  L.cur_loc = make_loc (gimple_location (L.cur_stmt));
  L.cur_node = ir_add_node (L.ir, L.cur_loc);
  L.ir->nodes[L.cur_node].flags |= IR_NF_ARTIFICIAL;
  return emit_cmp (L, code, t, k);
}

/* Comparison event C, which C evaluates only after an earlier part of
   its condition (the b of `a && b`), while GIMPLE read its operands
   before the branch: those reads (the uses before C in its node) become
   `eager`, and a new node after FROM reads them again, where C does.
   Returns the node the comparison's edges leave from. */
uint32_t
eager_reads (lowerer &L, uint32_t c, uint32_t from)
{
  uint32_t nc = L.ir->nnodes - 1;
  while (nc > 1 && L.ir->nodes[nc].first_event > c)
    nc--;
  const ir_node *n = &L.ir->nodes[nc];
  std::vector<ir_event> reads;
  for (uint32_t i = n->first_event; i < c && i < n->first_event + n->nevents;
       i++)
    if (L.ir->events[i].kind == IR_EV_USE) {
      reads.push_back (L.ir->events[i]);
      L.ir->events[i].flags |= IR_EVF_EAGER;
    }
  if (reads.empty ())
    return from;
  L.cur_loc = L.ir->events[c].loc;
  uint32_t at = ir_add_node (L.ir, L.cur_loc);
  L.ir->nodes[at].flags |= IR_NF_ARTIFICIAL;
  add_edge (L, from, at);
  for (ir_event &r : reads)
    ir_add_event (L.ir, at, &r);
  return at;
}

/* Edges from node FROM that test T (a decision_tree) one comparison at
   a time, as -O0 does: `a && b` goes to a new node testing b when a
   holds and to ON_FALSE when it does not.  A flag gets a node of its own
   that compares it with zero.  LATER: C evaluates T only after an earlier
   part of the condition. */
void
decision_edges (lowerer &L, tree t, uint32_t from, uint32_t on_true,
                uint32_t on_false, bool later = false)
{
  if (!decision_inner (L, t)) {
    /* `!flag`: the flag itself, its edges the other way round */
    tree u = negated_flag (L, t);
    uint32_t c = test_node (L, NE_EXPR, u ? u : t,
                            build_zero_cst (TREE_TYPE (u ? u : t)));
    add_edge (L, from, L.cur_node);
    add_cond_edges (L, L.cur_node, c, u ? on_false : on_true,
                    u ? on_true : on_false);
    return;
  }
  temp_info *ti = L.temps.get (t);
  enum tree_code code = gimple_assign_rhs_code (ti->def);
  if (TREE_CODE_CLASS (code) == tcc_comparison) {
    if (later)
      from = eager_reads (L, ti->cmp_event, from);
    add_cond_edges (L, from, ti->cmp_event, on_true, on_false);
    return;
  }
  L.cur_loc = ir_loc {};
  uint32_t mid = ir_add_node (L.ir, L.cur_loc);
  L.ir->nodes[mid].flags |= IR_NF_ARTIFICIAL;
  if (code == BIT_AND_EXPR) {
    decision_edges (L, gimple_assign_rhs1 (ti->def), from, mid, on_false,
                    later);
    decision_edges (L, gimple_assign_rhs2 (ti->def), mid, on_true, on_false,
                    true);
  } else {
    decision_edges (L, gimple_assign_rhs1 (ti->def), from, on_true, mid,
                    later);
    decision_edges (L, gimple_assign_rhs2 (ti->def), mid, on_true, on_false,
                    true);
  }
}

/* A comparison of T's decision tree whose pointer the statements after
   it (up to node TO) dereference, `(p != NULL) & (p->n > 0)`: `&` (or
   `|`) evaluates both sides, so the comparison guards nothing.  Its node
   forks on the comparison's outcome (true and false edges to the same
   successor), so p is NULL on one path into the dereference. */
void
fork_unguarded (lowerer &L, tree t, uint32_t to)
{
  if (!decision_inner (L, t))
    return; /* a flag: nothing is dereferenced through it */
  temp_info *ti = L.temps.get (t);
  enum tree_code code = gimple_assign_rhs_code (ti->def);
  if (TREE_CODE_CLASS (code) != tcc_comparison) {
    fork_unguarded (L, gimple_assign_rhs1 (ti->def), to);
    fork_unguarded (L, gimple_assign_rhs2 (ti->def), to);
    return;
  }
  uint32_t c = ti->cmp_event, nc = to;
  while (nc > 1 && L.ir->nodes[nc].first_event > c)
    nc--;
  const ir_event *cmp = &L.ir->events[c];
  bool deref = false;
  for (uint32_t n = nc + 1; n <= to && !deref; n++)
    for (uint32_t i = 0; i < L.ir->nodes[n].nevents && !deref; i++) {
      const ir_event *e = &L.ir->events[L.ir->nodes[n].first_event + i];
      deref = e->kind == IR_EV_DEREF
              && ((cmp->lhs.kind == IR_OP_VAR && cmp->lhs.var == e->var)
                  || (cmp->rhs.kind == IR_OP_VAR && cmp->rhs.var == e->var));
    }
  for (uint32_t i = 0; deref && i < L.ir->nedges; i++) {
    ir_edge *e = &L.ir->edges[i];
    if (e->from != nc || e->kind != IR_EDGE_FALLTHRU)
      continue;
    e->kind = IR_EDGE_TRUE;
    e->cond = c;
    ir_edge f = edge_to (nc, e->to, IR_EDGE_FALSE);
    f.cond = c;
    ir_add_edge (L.ir, &f);
    return;
  }
}

/* LAST as `if (T != 0)` or `if (T == 0)`, or NULL. */
static gcond *
zero_test (gimple *last)
{
  if (!last || gimple_code (last) != GIMPLE_COND)
    return nullptr;
  gcond *c = as_a<gcond *> (last);
  enum tree_code code = gimple_cond_code (c);
  return (code == NE_EXPR || code == EQ_EXPR) && integer_zerop (gimple_cond_rhs (c))
             ? c : nullptr;
}

/* The nodes the true and false edges of BB lead to, in *ON_TRUE and
   *ON_FALSE (the other way round when SWAP). */
static void
branch_nodes (lowerer &L, basic_block bb, bool swap, uint32_t *on_true,
              uint32_t *on_false)
{
  edge te, fe;
  extract_true_false_edges_from_block (bb, &te, &fe);
  *on_true = bb_node (L, te->dest);
  *on_false = bb_node (L, fe->dest);
  if (swap)
    std::swap (*on_true, *on_false);
}

/* `if (_7 != 0)` on a decision tree: its edges one comparison at a time.
   False if the condition is not of that form. */
bool
split_decision (lowerer &L, basic_block bb, gimple *last, uint32_t from)
{
  gcond *c = zero_test (last);
  if (!c)
    return false;
  enum tree_code code = gimple_cond_code (c);
  bool negated = false, boolean;
  gimple *via = nullptr;
  tree t = tested_value (L, gimple_cond_lhs (c), &negated, &via);
  /* `if (!done)`: a flag seen through its negation. */
  bool flag = via && !decision_inner (L, t) && quiet_between (via, last)
              && decision_leaf (L, t, last);
  if (!flag && !decision_tree (L, t, last, &boolean))
    return false;
  bool single = flag
                || TREE_CODE_CLASS (gimple_assign_rhs_code (L.temps.get (t)->def))
                       == tcc_comparison;
  if (single && t == gimple_cond_lhs (c))
    return false; /* a single comparison: the plain edges say it */
  L.cur_stmt = last;
  uint32_t on_true, on_false;
  branch_nodes (L, bb, (code == EQ_EXPR) != negated, &on_true, &on_false);
  uint32_t first_edge = L.ir->nedges;
  if (!single)
    fork_unguarded (L, t, from);
  decision_edges (L, t, from, on_true, on_false);
  /* An assert's decision (`assert (a && b)` computed without branches):
     each comparison on its edges is the assert's own test. */
  if (asserts (last))
    for (uint32_t i = first_edge; i < L.ir->nedges; i++)
      if (L.ir->edges[i].cond != IR_NONE)
        L.ir->events[L.ir->edges[i].cond].flags |= IR_EVF_MACRO;
  return true;
}

/* `retval.0 = p == 0B; if (retval.0 != 0)`: the bool variable g++ makes
   for a condition that assigns, `if ((p = malloc (n)) == NULL)` or `if
   (!(p = f ()))` (a variable, not an SSA name, at -O0, so no decision
   tree): the edges are the comparison's, as when the source tests p.
   False if the condition is not of that form. */
bool
split_cmp_variable (lowerer &L, basic_block bb, gimple *last, uint32_t from)
{
  gcond *c = zero_test (last);
  tree t = c ? gimple_cond_lhs (c) : NULL_TREE;
  if (!t || !VAR_P (t) || !is_temp (t))
    return false;
  temp_info *ti = L.temps.get (t);
  if (!ti || ti->ndefs != 1 || !ti->def || !is_gimple_assign (ti->def)
      || TREE_CODE_CLASS (gimple_assign_rhs_code (ti->def)) != tcc_comparison
      || ti->cmp_event == IR_NONE || !quiet_between (ti->def, last))
    return false;
  uint32_t on_true, on_false;
  branch_nodes (L, bb, gimple_cond_code (c) == EQ_EXPR, &on_true, &on_false);
  add_cond_edges (L, from, ti->cmp_event, on_true, on_false);
  return true;
}

/* `if ((unsigned) x + C > K)`: GCC's fold of the range test `x < LO ||
   x > HI` (`n < 1 || n > 8`, `c >= 'a' && c <= 'z'`) into one unsigned
   comparison that wraps, which no interval of x relates to.  Its edges
   are the two comparisons of x again: from FROM, `x < LO` to the side
   where the value is out of range, else a node testing `x > HI`.  False
   if the condition is not of that form. */
bool
split_range_test (lowerer &L, basic_block bb, gimple *last, uint32_t from)
{
  if (!last || gimple_code (last) != GIMPLE_COND)
    return false;
  gcond *c = as_a<gcond *> (last);
  enum tree_code code = gimple_cond_code (c);
  tree t = gimple_cond_lhs (c), k = gimple_cond_rhs (c);
  if ((code != GT_EXPR && code != LE_EXPR) || TREE_CODE (k) != INTEGER_CST
      || !INTEGRAL_TYPE_P (TREE_TYPE (t)) || !TYPE_UNSIGNED (TREE_TYPE (t)))
    return false;
  temp_info *ti = TREE_CODE (t) == SSA_NAME ? L.temps.get (t) : nullptr;
  if (!ti || ti->ndefs != 1 || !ti->def || !is_gimple_assign (ti->def)
      || gimple_assign_rhs_code (ti->def) != PLUS_EXPR
      || TREE_CODE (gimple_assign_rhs2 (ti->def)) != INTEGER_CST
      || !quiet_between (ti->def, last))
    return false;
  tree u = gimple_assign_rhs1 (ti->def), x = u;
  temp_info *ui = TREE_CODE (u) == SSA_NAME ? L.temps.get (u) : nullptr;
  if (ui && ui->ndefs == 1 && ui->def && is_gimple_assign (ui->def)
      && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (ui->def))
      && quiet_between (ui->def, last))
    x = gimple_assign_rhs1 (ui->def);
  tree xt = TREE_TYPE (x);
  unsigned prec = TYPE_PRECISION (TREE_TYPE (t));
  if (!INTEGRAL_TYPE_P (xt) || TYPE_PRECISION (xt) != prec)
    return false;
  /* x + C > K (mod 2^prec) exactly when x lies outside [LO, LO + K],
     LO = -C, as x's own type reads it. */
  wide_int lo = wi::neg (wi::to_wide (gimple_assign_rhs2 (ti->def)));
  wide_int hi = wi::add (lo, wi::to_wide (k));
  signop sgn = TYPE_SIGN (xt);
  if (wi::gt_p (lo, hi, sgn)) /* the range wraps in x's type */
    return false;
  uint32_t outside, inside;
  branch_nodes (L, bb, code == LE_EXPR, &outside, &inside);
  L.cur_stmt = last;
  uint32_t below = test_node (L, LT_EXPR, x, wide_int_to_tree (xt, lo));
  uint32_t first = L.cur_node;
  add_edge (L, from, first);
  uint32_t above = test_node (L, GT_EXPR, x, wide_int_to_tree (xt, hi));
  add_cond_edges (L, first, below, outside, L.cur_node);
  add_cond_edges (L, L.cur_node, above, outside, inside);
  return true;
}

/* Where an exception leaves the function, from node FROM: an `eh` edge
   from a throwing call, a fall-through from a RESX (the exception goes
   on), made once every node is there (the UNWIND node comes last). */
void
to_unwind (lowerer &L, uint32_t from, ir_edge_kind kind)
{
  L.to_unwind.push_back (edge_to (from, IR_NONE, kind));
}

/* The UNWIND node (IR_NF_UNWIND) leading to EXIT, and the edges to it. */
void
add_unwind (lowerer &L)
{
  if (L.to_unwind.empty ())
    return;
  uint32_t u = ir_add_node (L.ir, ir_loc {});
  L.ir->nodes[u].flags |= IR_NF_ARTIFICIAL | IR_NF_UNWIND;
  for (ir_edge &e : L.to_unwind) {
    e.to = u;
    ir_add_edge (L.ir, &e);
  }
  add_edge (L, u, 1);
}

/* A call that throws has been made, with its arguments, but assigns no
   result: the `eh` edges of call node CALL (which has a result) leave
   from an artificial node just before it, holding a synthetic copy of
   the call without the result.  Returns that node. */
uint32_t
call_without_result (lowerer &L, uint32_t call)
{
  uint32_t n = ir_add_node (L.ir, L.ir->nodes[call].loc);
  L.ir->nodes[n].flags |= IR_NF_ARTIFICIAL;
  uint32_t k = ir_node_last_event (L.ir, call, IR_EV_CALL);
  if (k != IR_NONE) {
    ir_event ev = L.ir->events[k];
    ev.result = IR_NONE;
    ev.flags = IR_EVF_SYNTHETIC;
    ev.nattrs = 0;
    ev.attrs = nullptr;
    ir_add_event (L.ir, n, &ev);
  }
  add_edge (L, n, call);
  return n;
}

/* Does call S go to a function with C language linkage (its name not
   mangled), but the C++ runtime's __cxa_ and _Unwind_ functions?  Taken
   never to throw: the C library's cancellation points (fclose, read ...)
   are not declared nothrow, yet no C++ code expects an exception from
   them (nor does C code compiled with -fexceptions). */
bool
c_linkage_call (gimple *s)
{
  tree fn = is_gimple_call (s) ? gimple_call_fndecl (s) : NULL_TREE;
  if (!fn)
    return false;
  const char *a = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fn));
  return strncmp (a, "_Z", 2) != 0 && strncmp (a, "__cxa_", 6) != 0
         && strncmp (a, "_Unwind_", 8) != 0;
}

/* Is call S taken not to throw though GCC says it may: a C function (or
   one a C++ unit declares itself: c_library_twin), or an operation on a
   C++ mutex (std::system_error, when a lock cannot be had at all, is not
   what a lock rule is about)? */
bool
taken_nothrow (gimple *s)
{
  return c_linkage_call (s)
         || (is_gimple_call (s) && c_library_twin (gimple_call_fndecl (s)))
         || (is_gimple_call (s)
             && classify_lock_call (gimple_call_fndecl (s)).op != LK_NONE);
}

/* May call S throw (to a handler of the function or out of it)? */
bool
call_may_throw (function *fun, gimple *s)
{
  return is_gimple_call (s) && stmt_could_throw_p (fun, s)
         && !taken_nothrow (s);
}

/* Does S let an exception leave the function: a call that may throw
   outside any try and cleanup of the function, or the RESX that goes on
   unwinding after a cleanup (or a catch that did not match)?  Never
   without -fexceptions, for a callee declared noexcept (or throw ()), nor
   inside a noexcept function, whose exceptions end in std::terminate. */
bool
throws_out (function *fun, gimple *s)
{
  if (gimple_code (s) == GIMPLE_RESX) {
    eh_region r = get_eh_region_from_number_fn (
        fun, gimple_resx_region (as_a<gresx *> (s)));
    for (r = r ? r->outer : NULL; r; r = r->outer)
      if (r->type == ERT_MUST_NOT_THROW)
        return false;
    return flag_exceptions;
  }
  if (!call_may_throw (fun, s) || !stmt_can_throw_external (fun, s))
    return false;
  /* The end of a catch throws only if the exception's destructor does. */
  tree fn = gimple_call_fndecl (s);
  return !(fn && DECL_NAME (fn)
           && id_equal (DECL_NAME (fn), "__cxa_end_catch"));
}

/* Is BB GCC's abnormal dispatcher, the block every call that may
   longjmp goes to before the setjmp receivers? */
static bool
is_abnormal_dispatcher (basic_block bb)
{
  gimple_stmt_iterator g = gsi_start_nondebug_after_labels_bb (bb);
  if (gsi_end_p (g) || !is_gimple_call (gsi_stmt (g)))
    return false;
  gcall *c = as_a<gcall *> (gsi_stmt (g));
  return gimple_call_internal_p (c)
         && gimple_call_internal_fn (c) == IFN_ABNORMAL_DISPATCHER;
}

/* Can the call ending a block longjmp back into the function?  Not a
   C library function GCC knows as a builtin (fprintf, strlen, free ...):
   none of them calls back into the program (GCC leaves the abnormal
   edges of `leaf` calls out for the same reason, and glibc declares only
   some of them so). */
static bool
may_longjmp_back (gimple *last)
{
  if (!last || !is_gimple_call (last))
    return true;
  tree fn = gimple_call_fndecl (last);
  return !(fn && fndecl_built_in_p (fn, BUILT_IN_NORMAL));
}

/* The blocks a call that returns twice (setjmp, vfork) reaches, itself
   included; none when the function has no such call.  A longjmp can
   only come back from those: a call before the setjmp has run cannot
   return to it (dash: `saved = handler; if (setjmp (..))`). */
static std::vector<bool>
after_returns_twice (function *fun)
{
  std::vector<bool> seen (last_basic_block_for_fn (fun), false);
  std::vector<basic_block> work;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator g = gsi_start_bb (bb); !gsi_end_p (g); gsi_next (&g))
      if (is_gimple_call (gsi_stmt (g))
          && (gimple_call_flags (gsi_stmt (g)) & ECF_RETURNS_TWICE)
          && !seen[bb->index]) {
        seen[bb->index] = true;
        work.push_back (bb);
      }
  if (work.empty ())
    return std::vector<bool> ();
  while (!work.empty ()) {
    basic_block b = work.back ();
    work.pop_back ();
    edge e;
    edge_iterator ei;
    FOR_EACH_EDGE (e, ei, b->succs)
      if (e->dest != EXIT_BLOCK_PTR_FOR_FN (fun) && !seen[e->dest->index]) {
        seen[e->dest->index] = true;
        work.push_back (e->dest);
      }
  }
  return seen;
}

void
block_edges (lowerer &L, basic_block bb, uint32_t cond)
{
  uint32_t from = L.bb_last[bb->index];
  gimple *last = gp_last_stmt (bb);
  if (last && gimple_code (last) == GIMPLE_SWITCH) {
    switch_edges (L, as_a<gswitch *> (last), from);
    return;
  }
  if (split_decision (L, bb, last, from) || split_range_test (L, bb, last, from)
      || split_cmp_variable (L, bb, last, from))
    return;
  edge e;
  edge_iterator ei;
  bool any = false;
  FOR_EACH_EDGE (e, ei, bb->succs) {
    if ((e->flags & EDGE_EH) && last && taken_nothrow (last)) {
      L.cut_eh = true; /* its handler may now be out of reach */
      continue;
    }
    if ((e->flags & EDGE_ABNORMAL) && !L.after_rt.empty ()
        && (!L.after_rt[bb->index] || !may_longjmp_back (last))
        && is_abnormal_dispatcher (e->dest))
      continue; /* no setjmp has run yet, or the call cannot return to it */
    ir_edge_kind kind = IR_EDGE_FALLTHRU;
    if (e->flags & EDGE_TRUE_VALUE)
      kind = IR_EDGE_TRUE;
    else if (e->flags & EDGE_FALSE_VALUE)
      kind = IR_EDGE_FALSE;
    else if ((e->flags & EDGE_EH) && last && gimple_code (last) == GIMPLE_RESX)
      kind = IR_EDGE_FALLTHRU; /* an exception thrown earlier goes on */
    else if (e->flags & EDGE_EH)
      kind = IR_EDGE_EH;
    else if (e->flags & EDGE_ABNORMAL)
      kind = IR_EDGE_ABNORMAL;
    uint32_t src = kind == IR_EDGE_EH && L.eh_from[bb->index] != IR_NONE
                   ? L.eh_from[bb->index] : from;
    ir_edge ie = edge_to (src, bb_node (L, e->dest), kind);
    if (kind == IR_EDGE_TRUE || kind == IR_EDGE_FALSE)
      ie.cond = cond;
    if ((kind == IR_EDGE_TRUE || kind == IR_EDGE_FALSE) && cond == IR_NONE)
      ie.kind = IR_EDGE_FALLTHRU;
    ir_add_edge (L.ir, &ie);
    any = true;
  }
  if (any)
    return;
  if (last && gimple_code (last) == GIMPLE_RESX && throws_out (L.fun, last))
    to_unwind (L, from, IR_EDGE_FALLTHRU); /* the exception goes on */
  else if (!(last && is_gimple_call (last) && throws_out (L.fun, last)))
    /* noreturn call, __builtin_unreachable: the path ends here, never
       reaching EXIT (a call that throws has its `eh` edge already) */
    add_edge (L, from, from);
}

/* A block without statements (labels, forwarders: their number differs
   between -O0 and -O2) gets no node: it stands for the first node after it.
   A loop made of empty blocks alone gets one artificial node. */
void
resolve_empty_block (lowerer &L, basic_block bb)
{
  std::vector<basic_block> chain;
  basic_block b = bb;
  while (b != EXIT_BLOCK_PTR_FOR_FN (L.fun) && L.bb_first[b->index] == IR_NONE
         && single_succ_p (b) && !L.empty_bb[b->index]) {
    L.empty_bb[b->index] = true; /* marks the chain; also cycle detection */
    chain.push_back (b);
    b = single_succ (b);
  }
  uint32_t target;
  if (b == EXIT_BLOCK_PTR_FOR_FN (L.fun))
    target = 1;
  else if (L.bb_first[b->index] != IR_NONE)
    target = L.bb_first[b->index];
  else { /* a cycle of empty blocks, or an empty block that branches */
    L.cur_loc = ir_loc {};
    target = L.cur_node = ir_add_node (L.ir, L.cur_loc);
    L.ir->nodes[target].flags |= IR_NF_ARTIFICIAL;
    L.bb_first[b->index] = L.bb_last[b->index] = target;
    L.empty_bb[b->index] = false; /* it has a node now: give it edges */
  }
  for (basic_block c : chain)
    if (c != b)
      L.bb_first[c->index] = L.bb_last[c->index] = target;
}

/* The value of a decimal constant that fits in a long long, or false. */
bool
small_const (const ir_operand &o, long long *v)
{
  if (o.kind != IR_OP_CONST || !o.text || strlen (o.text) > 18)
    return false;
  char *end;
  *v = strtoll (o.text, &end, 10);
  return *end == '\0' && end != o.text;
}

/* Does `a OP b` hold? */
bool
cmp_holds (long long a, ir_cmp op, long long b)
{
  switch (op) {
  case IR_CMP_EQ: return a == b;
  case IR_CMP_NE: return a != b;
  case IR_CMP_LT: return a < b;
  case IR_CMP_LE: return a <= b;
  case IR_CMP_GT: return a > b;
  default: return a >= b;
  }
}

/* How often each variable is read as an operand (events, switches). */
std::vector<uint32_t>
operand_uses (const ir_function *fn)
{
  std::vector<uint32_t> uses (fn->nvars + 1, 0);
  auto count = [&] (const ir_operand &o) {
    if ((o.kind == IR_OP_VAR || o.kind == IR_OP_ADDR) && o.var < fn->nvars)
      uses[o.var]++;
  };
  for (uint32_t i = 0; i < fn->nevents; i++) {
    const ir_event *e = &fn->events[i];
    for (uint32_t a = 0; a < e->nargs; a++)
      count (e->args[a]);
    count (e->value);
    count (e->rhs);
    count (e->lhs);
    if ((e->kind == IR_EV_USE || e->kind == IR_EV_DEREF
         || e->kind == IR_EV_ADDR) && e->var < fn->nvars)
      uses[e->var]++;
  }
  for (uint32_t i = 0; i < fn->nedges; i++)
    if (fn->edges[i].switch_var < fn->nvars)
      uses[fn->edges[i].switch_var]++;
  return uses;
}

/* Where the flag set at the end of node u (`iftmp.1 = 0`) takes the test
   it reaches through copies of it (`iftmp.0 = iftmp.1; if (iftmp.0 !=
   0)`): the edge taken, or IR_NONE.  *skipped gets the copies and the
   test, provided the flags are read nowhere else. */
uint32_t
flag_target (const ir_function *fn, uint32_t u,
             const std::vector<uint32_t> &uses, std::vector<uint32_t> *skipped)
{
  const ir_node *un = &fn->nodes[u];
  if (un->nsucc != 1 || !un->nevents
      || fn->edges[un->first_succ].kind != IR_EDGE_FALLTHRU)
    return IR_NONE;
  const ir_event *d = &fn->events[un->first_event + un->nevents - 1];
  long long k;
  if (d->kind != IR_EV_DEF || !(d->flags & IR_EVF_COPY) || d->var == IR_NONE
      || fn->vars[d->var].kind != IR_VAR_TEMP || !small_const (d->value, &k))
    return IR_NONE;
  std::map<uint32_t, long long> env;
  std::map<uint32_t, uint32_t> read; /* reads of the flags on the way */
  env[d->var] = k;
  skipped->clear ();
  for (uint32_t x = fn->edges[un->first_succ].to, steps = 0;
       x >= 2 && steps < fn->nnodes; steps++) {
    const ir_node *xn = &fn->nodes[x];
    const ir_event *c = &fn->events[xn->first_event];
    skipped->push_back (x);
    if (xn->nevents == 1 && c->kind == IR_EV_CMP && xn->nsucc == 2) {
      bool lhs = c->lhs.kind == IR_OP_VAR && env.count (c->lhs.var);
      const ir_operand &v = lhs ? c->lhs : c->rhs, &kop = lhs ? c->rhs : c->lhs;
      long long kv;
      if (v.kind != IR_OP_VAR || !env.count (v.var) || (v.flags & IR_OPF_OFFSET)
          || !small_const (kop, &kv))
        return IR_NONE;
      read[v.var]++;
      for (auto &r : read)
        if (uses[r.first] != r.second)
          return IR_NONE;
      bool holds = lhs ? cmp_holds (env[v.var], c->cmp, kv)
                       : cmp_holds (kv, c->cmp, env[v.var]);
      for (uint32_t i = 0; i < xn->nsucc; i++) {
        const ir_edge *t = &fn->edges[xn->first_succ + i];
        if (t->cond == xn->first_event
            && t->kind == (holds ? IR_EDGE_TRUE : IR_EDGE_FALSE))
          return xn->first_succ + i;
      }
      return IR_NONE;
    }
    if (xn->nsucc != 1 || !xn->nevents
        || fn->edges[xn->first_succ].kind != IR_EDGE_FALLTHRU)
      return IR_NONE;
    for (uint32_t i = 0; i < xn->nevents; i++) {
      const ir_event *e = &fn->events[xn->first_event + i];
      long long kk;
      if (e->kind != IR_EV_DEF || !(e->flags & IR_EVF_COPY)
          || e->var == IR_NONE || fn->vars[e->var].kind != IR_VAR_TEMP)
        return IR_NONE;
      if (small_const (e->value, &kk))
        env[e->var] = kk;
      else if (e->value.kind == IR_OP_VAR && env.count (e->value.var)
               && !(e->value.flags & IR_OPF_OFFSET)) {
        read[e->value.var]++;
        env[e->var] = env[e->value.var];
      } else
        return IR_NONE;
    }
    x = fn->edges[xn->first_succ].to;
  }
  return IR_NONE;
}

/* `if (c ? (x = v, 1) : 0)`: GIMPLE sets a flag to a constant in each
   arm and tests it after the join, so on the CFG alone the arm that
   sets 0 seems to reach the branch that reads x.  An arm that sets the
   flag goes straight to the branch its constant takes (the copies of the
   flag and the test on the way, which nothing else reads, are skipped);
   the join and test that no path reaches any more are removed. */
void
thread_flags (ir_function *fn)
{
  std::vector<uint32_t> uses = operand_uses (fn), skipped;
  std::vector<bool> drop_v (fn->nnodes, false);
  bool any = false;
  for (uint32_t u = 2; u < fn->nnodes; u++) {
    uint32_t t = flag_target (fn, u, uses, &skipped);
    if (t == IR_NONE)
      continue;
    fn->edges[fn->nodes[u].first_succ].to = fn->edges[t].to;
    for (uint32_t x : skipped)
      drop_v[x] = true;
    any = true;
  }
  if (!any)
    return;
  bool *drop = new bool[fn->nnodes];
  for (uint32_t n = 0; n < fn->nnodes; n++)
    drop[n] = drop_v[n];
  ir_function_prune (fn, drop);
  delete[] drop;
}

/* Is node h on a cycle of fn? */
bool
on_cycle (const ir_function *fn, uint32_t h)
{
  std::vector<bool> seen (fn->nnodes, false);
  std::vector<uint32_t> stack (1, h);
  while (!stack.empty ()) {
    uint32_t n = stack.back ();
    stack.pop_back ();
    for (uint32_t i = 0; i < fn->nodes[n].nsucc; i++) {
      uint32_t t = fn->edges[fn->nodes[n].first_succ + i].to;
      if (t == h)
        return true;
      if (!seen[t]) {
        seen[t] = true;
        stack.push_back (t);
      }
    }
  }
  return false;
}

/* The test of a loop's counter that node u, setting the counter to a
   constant, leads to: the edge of that test the constant takes, or
   IR_NONE when u is not so. */
uint32_t
counted_entry (const ir_function *fn, uint32_t u)
{
  const ir_node *un = &fn->nodes[u];
  if (un->nsucc != 1 || !un->nevents)
    return IR_NONE;
  const ir_edge *e = &fn->edges[un->first_succ];
  const ir_event *d = &fn->events[un->first_event + un->nevents - 1];
  long long k0, k;
  if (e->kind != IR_EDGE_FALLTHRU || d->kind != IR_EV_DEF
      || !(d->flags & IR_EVF_COPY) || d->var == IR_NONE
      || !small_const (d->value, &k0))
    return IR_NONE;
  const ir_var *v = &fn->vars[d->var];
  uint32_t h = e->to;
  if ((v->kind != IR_VAR_LOCAL && v->kind != IR_VAR_PARAM)
      || v->tclass != IR_TY_INTEGER
      || (v->flags & (IR_VF_ADDR_TAKEN | IR_VF_VOLATILE)) || h < 2
      || h == u || fn->nodes[h].nsucc != 2)
    return IR_NONE;
  const ir_node *hn = &fn->nodes[h];
  uint32_t c = IR_NONE;
  bool plain = true;
  for (uint32_t i = 0; i < hn->nevents && plain; i++) {
    const ir_event *x = &fn->events[hn->first_event + i];
    if (x->kind == IR_EV_CMP && c == IR_NONE)
      c = hn->first_event + i;
    else
      plain = x->kind == IR_EV_USE && x->var == d->var;
  }
  if (!plain || c == IR_NONE)
    return IR_NONE;
  const ir_event *cmp = &fn->events[c];
  bool lhs = cmp->lhs.kind == IR_OP_VAR && cmp->lhs.var == d->var
             && !(cmp->lhs.flags & IR_OPF_OFFSET)
             && small_const (cmp->rhs, &k);
  bool rhs = !lhs && cmp->rhs.kind == IR_OP_VAR && cmp->rhs.var == d->var
             && !(cmp->rhs.flags & IR_OPF_OFFSET)
             && small_const (cmp->lhs, &k);
  if ((!lhs && !rhs) || !on_cycle (fn, h))
    return IR_NONE;
  bool holds = lhs ? cmp_holds (k0, cmp->cmp, k) : cmp_holds (k, cmp->cmp, k0);
  for (uint32_t i = 0; i < hn->nsucc; i++) {
    const ir_edge *t = &fn->edges[hn->first_succ + i];
    if (t->cond == c && t->kind == (holds ? IR_EDGE_TRUE : IR_EDGE_FALSE))
      return hn->first_succ + i;
  }
  return IR_NONE;
}

/* `for (i = 0; i < 4; i++)`: the first test of a loop's counter, just
   set to a constant, gets a node of its own (a copy of the test's) with
   only the edge that constant takes, as GCC's loop header copying does
   later; so the model knows the body runs without tracking i. */
void
enter_counted_loops (ir_function *fn)
{
  std::vector<std::pair<uint32_t, uint32_t>> entries; /* node u, edge */
  std::vector<uint32_t> preds (fn->nnodes, 0), entering (fn->nnodes, 0);
  bool changed = false;
  for (uint32_t i = 0; i < fn->nedges; i++)
    preds[fn->edges[i].to]++;
  for (uint32_t u = 2; u < fn->nnodes; u++) {
    uint32_t t = counted_entry (fn, u);
    if (t != IR_NONE) {
      entries.push_back (std::make_pair (u, t));
      entering[fn->edges[t].from]++;
    }
  }
  for (auto &ut : entries) {
    /* A loop's test is also reached from its body; a test every
       predecessor of which sets the variable to a constant (`q = 1; ..
       else q = 2; if (q == 1)` inside an outer loop) is no loop's. */
    if (entering[fn->edges[ut.second].from] >= preds[fn->edges[ut.second].from])
      continue;
    ir_edge taken = fn->edges[ut.second];
    uint32_t h = taken.from;
    uint32_t copy = ir_add_node (fn, fn->nodes[h].loc);
    fn->nodes[copy].flags = fn->nodes[h].flags;
    for (uint32_t i = 0; i < fn->nodes[h].nevents; i++) {
      uint32_t ev = fn->nodes[h].first_event + i;
      ir_event x = fn->events[ev];
      uint32_t added = ir_add_event (fn, copy, &x);
      if (ev == taken.cond)
        taken.cond = added;
    }
    taken.from = copy;
    ir_add_edge (fn, &taken);
    fn->edges[fn->nodes[ut.first].first_succ].to = copy;
    changed = true;
  }
  if (changed)
    ir_function_finish (fn);
}

/* -------------------------------------------------------- the front end */

/* The local variable whose address T is (through conversions, offsets,
   fields and elements), as the front ends look for it before they warn
   "function returns address of local variable"; or NULL_TREE. */
tree
addressed_local (tree t, tree fndecl)
{
  for (;;)
    switch (TREE_CODE (t)) {
    CASE_CONVERT: case NON_LVALUE_EXPR: case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      t = TREE_OPERAND (t, 0);
      continue;
    case ADDR_EXPR:
      t = TREE_OPERAND (t, 0);
      while (REFERENCE_CLASS_P (t) && !INDIRECT_REF_P (t)
             && TREE_CODE (t) != MEM_REF)
        t = TREE_OPERAND (t, 0);
      return VAR_P (t) && !TREE_STATIC (t) && !DECL_EXTERNAL (t)
                     && DECL_CONTEXT (t) == fndecl
                 ? t : NULL_TREE;
    default:
      return NULL_TREE;
    }
}

void
add_note (std::vector<fe_note> &notes, location_t loc, tree decl)
{
  notes.push_back (fe_note {get_pure_location (loc), decl, loc});
}

struct note_ctx {
  tree fndecl;
  fe_notes *notes;
  bool cxx; /* lang_GNU_CXX (), asked once: it compares strings */
};

/* X of `X != 0` or `X == 0`, the front end's conversion of X to a truth
   value (`if ((p != NULL) & (n > 0))`); NULL_TREE for other tests. */
tree
truth_tested (tree t)
{
  if (TREE_CODE (t) != NE_EXPR && TREE_CODE (t) != EQ_EXPR)
    return NULL_TREE;
  if (integer_zerop (TREE_OPERAND (t, 1)))
    return TREE_OPERAND (t, 0);
  if (integer_zerop (TREE_OPERAND (t, 0)))
    return TREE_OPERAND (t, 1);
  return NULL_TREE;
}

/* Note the comparisons that truth value T is made of (through `&&`,
   `||`, `!`, `&`, `|`, `^`, `,`, conversions and the arms of `?:`) as
   computing a value: T is assigned, passed or computed with.  A `?:`
   whose arms are both constants is a value too (`p ? 1 : 0`, and what
   folding makes of `(p != q) ^ 1`); any other one chooses what runs.
   The notes are at the locations gimplification gives the tests: the
   expression's own, else that of the nearest one around it (OUTER): a
   `?:` made by folding has none. */
void
note_value_tests (std::vector<fe_note> &notes, tree t, location_t outer)
{
  while (t && (CONVERT_EXPR_P (t) || TREE_CODE (t) == NON_LVALUE_EXPR
               || TREE_CODE (t) == SAVE_EXPR))
    t = TREE_OPERAND (t, 0);
  if (!t || !EXPR_P (t))
    return;
  location_t at = EXPR_HAS_LOCATION (t) ? EXPR_LOCATION (t) : outer;
  enum tree_code code = TREE_CODE (t);
  bool constant_arms = code == COND_EXPR && TREE_OPERAND (t, 1)
                       && TREE_OPERAND (t, 2)
                       && TREE_CODE (TREE_OPERAND (t, 1)) == INTEGER_CST
                       && TREE_CODE (TREE_OPERAND (t, 2)) == INTEGER_CST;
  switch (code) {
  case TRUTH_ANDIF_EXPR: case TRUTH_ORIF_EXPR: case TRUTH_AND_EXPR:
  case TRUTH_OR_EXPR: case TRUTH_XOR_EXPR: case BIT_AND_EXPR:
  case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    /* Gimplification may give the tests of the operands the location
       of the operator itself. */
    if (at != UNKNOWN_LOCATION)
      add_note (notes, at, t);
    note_value_tests (notes, TREE_OPERAND (t, 0), at);
    note_value_tests (notes, TREE_OPERAND (t, 1), at);
    return;
  case TRUTH_NOT_EXPR:
    if (at != UNKNOWN_LOCATION)
      add_note (notes, at, t);
    note_value_tests (notes, TREE_OPERAND (t, 0), at);
    return;
  case COMPOUND_EXPR:
    note_value_tests (notes, TREE_OPERAND (t, 1), at);
    return;
  case COND_EXPR:
    if (constant_arms) {
      if (at != UNKNOWN_LOCATION)
        add_note (notes, at, t);
      note_value_tests (notes, TREE_OPERAND (t, 0), at);
    }
    note_value_tests (notes, TREE_OPERAND (t, 1), at);
    note_value_tests (notes, TREE_OPERAND (t, 2), at);
    return;
  default:
    if (TREE_CODE_CLASS (code) != tcc_comparison)
      return;
    if (at != UNKNOWN_LOCATION)
      add_note (notes, at, t);
    if (tree x = truth_tested (t))
      note_value_tests (notes, x, at);
    return;
  }
}

/* Is T an `&&`, `||` or `?:` written inside a macro's body? */
bool
macro_branch (tree t)
{
  return (TREE_CODE (t) == TRUTH_ANDIF_EXPR || TREE_CODE (t) == TRUTH_ORIF_EXPR
          || TREE_CODE (t) == COND_EXPR)
         && EXPR_HAS_LOCATION (t)
         && linemap_location_from_macro_expansion_p (line_table,
                                                     EXPR_LOCATION (t));
}

/* T without conversions and `!`. */
tree
strip_truth (tree t)
{
  while (CONVERT_EXPR_P (t) || TREE_CODE (t) == NON_LVALUE_EXPR
         || TREE_CODE (t) == TRUTH_NOT_EXPR)
    t = TREE_OPERAND (t, 0);
  return t;
}

/* The NULL test that decides T when T is an `&&`, `||` or `?:` of a
   macro's body: the macro branches on it for every use, a defensive test
   (`#define IS_STR(o) ((o)->t == NULL || ..)`), as Clang's analyzer
   counts a test whose branch is made inside a macro; else NULL_TREE. */
tree
macro_null_test (tree t)
{
  if (!macro_branch (t))
    return NULL_TREE;
  tree test = strip_truth (TREE_OPERAND (t, 0));
  tree x = truth_tested (test);
  if (!x)
    return NULL_TREE;
  STRIP_NOPS (x);
  return POINTER_TYPE_P (TREE_TYPE (x)) ? test : NULL_TREE;
}

/* The pointer that macro_null_test (T)'s test compares with NULL. */
tree
macro_null_tested (tree t)
{
  tree test = macro_null_test (t);
  tree x = test ? truth_tested (test) : NULL_TREE;
  if (x)
    STRIP_NOPS (x);
  return x;
}

/* Callback of walk_tree: is *TP a dereference of DATA (a pointer decl)
   written inside a macro's body (`(fdn)->events`)? */
tree
macro_deref_of (tree *tp, int *, void *data)
{
  tree t = *tp;
  if ((TREE_CODE (t) == COMPONENT_REF || TREE_CODE (t) == ARRAY_REF)
      && EXPR_HAS_LOCATION (t)
      && linemap_location_from_macro_expansion_p (line_table,
                                                  EXPR_LOCATION (t))) {
    tree ref = TREE_OPERAND (t, 0);
    if (TREE_CODE (ref) == INDIRECT_REF || TREE_CODE (ref) == MEM_REF) {
      tree p = TREE_OPERAND (ref, 0);
      STRIP_NOPS (p);
      if (p == (tree) data)
        return t;
    }
  }
  return NULL_TREE;
}

/* The pointer of a NULL test a macro's `?:` makes that the front end
   folded into the `&&` or `||` T of the source (`!(IS (p) & 1)` with
   `#define IS(p) (NULL != (p) ? (p)->ev : 0)` becomes `p == 0 || (p->ev
   & 1) == 0` at parse time, and the `?:` is gone): a test written in a
   macro's body beside an operand that dereferences the pointer inside a
   macro's body too; else NULL_TREE.  A test of a macro that only
   compares (`IS_NULL (p) || p->n`) is the source's own. */
tree
folded_macro_null_test (tree t)
{
  for (int i = 0; i < 2; i++) {
    tree test = strip_truth (TREE_OPERAND (t, i));
    tree x = truth_tested (test);
    if (!x)
      continue;
    STRIP_NOPS (x);
    if (!DECL_P (x) || !POINTER_TYPE_P (TREE_TYPE (x))
        || !EXPR_HAS_LOCATION (test)
        || !linemap_location_from_macro_expansion_p (line_table,
                                                     EXPR_LOCATION (test)))
      continue;
    if (walk_tree_without_duplicates (&TREE_OPERAND (t, 1 - i),
                                      macro_deref_of, x))
      return x;
  }
  return NULL_TREE;
}

/* Note the variables that macro NULL tests among the truth operands of T
   test, at AT: gimplification may give such a test the location of an
   `&&`, `||` or `if` around it, which is then all that tells a
   variable's macro test from the source's own test of it. */
void
note_macro_operands (std::vector<fe_note> &notes, tree t, location_t at)
{
  t = strip_truth (t);
  switch (TREE_CODE (t)) {
  case TRUTH_ANDIF_EXPR: case TRUTH_ORIF_EXPR: case TRUTH_AND_EXPR:
  case TRUTH_OR_EXPR: case BIT_AND_EXPR: case BIT_IOR_EXPR:
    if (macro_null_test (t)) {
      tree x = macro_null_tested (t);
      if (DECL_P (x))
        add_note (notes, at, x);
    }
    if (TREE_CODE (t) == TRUTH_ANDIF_EXPR || TREE_CODE (t) == TRUTH_ORIF_EXPR)
      if (tree x = folded_macro_null_test (t))
        add_note (notes, at, x);
    note_macro_operands (notes, TREE_OPERAND (t, 0), at);
    note_macro_operands (notes, TREE_OPERAND (t, 1), at);
    return;
  default:
    return;
  }
}

/* Note the macro NULL tests T makes (macro_null_test): at the test, at
   the tested operand (which its load keeps) and at T; and those among
   the operands of an `&&`, `||` or `if` T at T (note_macro_operands). */
void
note_macro_test (fe_notes *notes, tree t)
{
  if (!EXPR_HAS_LOCATION (t))
    return;
  if (tree test = macro_null_test (t)) {
    tree x = macro_null_tested (t);
    for (tree at : {test, x, t})
      if (EXPR_HAS_LOCATION (at))
        add_note (notes->macro_tests, EXPR_LOCATION (at), x);
  }
  switch (TREE_CODE (t)) {
  case TRUTH_ANDIF_EXPR: case TRUTH_ORIF_EXPR: case TRUTH_AND_EXPR:
  case TRUTH_OR_EXPR:
    note_macro_operands (notes->macro_tests, t, EXPR_LOCATION (t));
    return;
  case COND_EXPR: /* an `if`: its test may have its location */
    note_macro_operands (notes->macro_tests, TREE_OPERAND (t, 0),
                         EXPR_LOCATION (t));
    return;
  default:
    return;
  }
}

/* Does the call pass its arguments on as a condition (`__builtin_expect
   (p == NULL, 0)` inside an `if`)? */
bool
passes_condition (tree call)
{
  if (!CALL_EXPR_FN (call))
    return true; /* an internal function */
  tree fn = get_callee_fndecl (call);
  return fn && (fndecl_built_in_p (fn, BUILT_IN_EXPECT)
                || fndecl_built_in_p (fn, BUILT_IN_EXPECT_WITH_PROBABILITY));
}

/* Note the truth values node T computes with: what it assigns, passes
   or takes as an operand of arithmetic or of another comparison. */
void
note_values_of (fe_notes *notes, tree t)
{
  enum tree_code code = TREE_CODE (t);
  location_t at = EXPR_LOCATION (t);
  if (code == MODIFY_EXPR || code == INIT_EXPR)
    note_value_tests (notes->value_tests, TREE_OPERAND (t, 1), at);
  else if (code == DECL_EXPR && VAR_P (DECL_EXPR_DECL (t)))
    note_value_tests (notes->value_tests, DECL_INITIAL (DECL_EXPR_DECL (t)),
                      at);
  else if (code == CALL_EXPR && !passes_condition (t))
    for (int i = 0; i < call_expr_nargs (t); i++)
      note_value_tests (notes->value_tests, CALL_EXPR_ARG (t, i), at);
  else if ((TREE_CODE_CLASS (code) == tcc_comparison && !truth_tested (t))
           || (TREE_CODE_CLASS (code) == tcc_binary
               && code != BIT_AND_EXPR && code != BIT_IOR_EXPR
               && code != BIT_XOR_EXPR)
           || code == NEGATE_EXPR || code == BIT_NOT_EXPR
           || code == ABS_EXPR)
    for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
      note_value_tests (notes->value_tests, TREE_OPERAND (t, i), at);
}

/* walk_tree callback: is *TP a call of an operator delete, or (when
   DATA is not NULL) of a virtual (deleting) destructor? */
tree
find_delete_call (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) != CALL_EXPR)
    return NULL_TREE;
  if (data && TREE_CODE (CALL_EXPR_FN (*tp)) == OBJ_TYPE_REF)
    return *tp;
  tree fn = get_callee_fndecl (*tp);
  return fn && DECL_NAME (fn)
             && strncmp (function_source_name (fn), "operator delete", 15) == 0
         ? *tp : NULL_TREE;
}

/* Is T the test `p != 0` the C++ front end puts around a delete-expression
   (`if (p != 0) { p->~T (); operator delete (p); }`, or with
   SAVE_EXPR <p> the call of a virtual deleting destructor), not the
   source's?  (The source's `if` is still an IF_STMT when this runs.) */
bool
delete_test (tree t)
{
  if (TREE_CODE (t) != COND_EXPR || !TREE_OPERAND (t, 1))
    return false;
  tree c = TREE_OPERAND (t, 0);
  if (TREE_CODE (c) != NE_EXPR || !integer_zerop (TREE_OPERAND (c, 1)))
    return false;
  bool saved = TREE_CODE (TREE_OPERAND (c, 0)) == SAVE_EXPR;
  return walk_tree_without_duplicates (&TREE_OPERAND (t, 1), find_delete_call,
                                       saved ? c : nullptr);
}

/* walk_tree callback: note each call in *TP at DATA, the notes. */
tree
note_call_in (tree *tp, int *, void *data)
{
  if (TREE_CODE (*tp) == CALL_EXPR && EXPR_HAS_LOCATION (*tp))
    add_note (*(std::vector<fe_note> *) data, EXPR_LOCATION (*tp), *tp);
  return NULL_TREE;
}

/* Note the calls in S, a statement of C that only computes a value the
   program drops (`lua_type (L, 1) == 0;`, `-f (x);`): a comparison or an
   arithmetic, not a call, an assignment or a cast to void. */
void
note_dropped_value (fe_notes *notes, tree s)
{
  if (!s || !EXPR_P (s))
    return;
  enum tree_code code = TREE_CODE (s);
  if (TREE_CODE_CLASS (code) == tcc_comparison
      || TREE_CODE_CLASS (code) == tcc_binary || code == NEGATE_EXPR
      || code == BIT_NOT_EXPR || code == TRUTH_NOT_EXPR)
    walk_tree_without_duplicates (&s, note_call_in, &notes->value_dropped);
}

/* Note the statements of C that T holds which drop a computed value: those
   of a statement list, a block's body, the arms of an `if`. */
void
note_dropped_values (fe_notes *notes, tree t)
{
  if (TREE_CODE (t) == STATEMENT_LIST)
    for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i); tsi_next (&i))
      note_dropped_value (notes, tsi_stmt (i));
  else if (TREE_CODE (t) == BIND_EXPR)
    note_dropped_value (notes, BIND_EXPR_BODY (t));
  else if (TREE_CODE (t) == COND_EXPR && VOID_TYPE_P (TREE_TYPE (t)))
    for (int i = 1; i <= 2; i++)
      note_dropped_value (notes, TREE_OPERAND (t, i));
}

/* walk_tree callback: note built-in calls, calls cast to void, returns
   whose `&x` the front end replaced by 0 (`return (&x, 0)`), the
   comparisons only computed with, and the calls of statements that only
   compute. */
tree
note_tree (tree *tp, int *, void *data)
{
  note_ctx *c = (note_ctx *) data;
  tree t = *tp;
  if (EXPR_P (t) || TREE_CODE (t) == DECL_EXPR)
    note_values_of (c->notes, t);
  if (EXPR_P (t))
    note_macro_test (c->notes, t);
  /* Not C++: its statements are EXPR_STMTs, whose drops look like casts
     to void. */
  if (!c->cxx)
    note_dropped_values (c->notes, t);
  /* walk_tree does not enter a local's initializer (`int r = f (p !=
     NULL);`), which gimplification turns into an assignment. */
  if (TREE_CODE (t) == DECL_EXPR && VAR_P (DECL_EXPR_DECL (t))
      && !TREE_STATIC (DECL_EXPR_DECL (t)) && DECL_INITIAL (DECL_EXPR_DECL (t)))
    walk_tree (&DECL_INITIAL (DECL_EXPR_DECL (t)), note_tree, data, nullptr);
  if (c->cxx && delete_test (t)) /* the test is at the `delete` */
    for (tree x : {t, TREE_OPERAND (t, 0)})
      if (EXPR_HAS_LOCATION (x))
        add_note (c->notes->delete_tests, EXPR_LOCATION (x), c->fndecl);
  /* g++ wraps every expression statement in a conversion to void too,
     one without a location; the source's `(void) f ()` has its own. */
  if (CONVERT_EXPR_P (t) && VOID_TYPE_P (TREE_TYPE (t))
      && TREE_CODE (TREE_OPERAND (t, 0)) == CALL_EXPR
      && EXPR_HAS_LOCATION (TREE_OPERAND (t, 0))
      && (!c->cxx || EXPR_HAS_LOCATION (t)))
    add_note (c->notes->discarded, EXPR_LOCATION (TREE_OPERAND (t, 0)),
              TREE_OPERAND (t, 0));
  if (TREE_CODE (t) == CALL_EXPR && EXPR_HAS_LOCATION (t)) {
    tree fn = get_callee_fndecl (t);
    if (fn && fndecl_built_in_p (fn, BUILT_IN_NORMAL))
      add_note (c->notes->calls, EXPR_LOCATION (t), fn);
  } else if (TREE_CODE (t) == RETURN_EXPR && TREE_OPERAND (t, 0)) {
    std::vector<location_t> at;
    if (EXPR_HAS_LOCATION (t))
      at.push_back (EXPR_LOCATION (t));
    tree v = TREE_OPERAND (t, 0);
    while (TREE_CODE (v) == CLEANUP_POINT_EXPR || TREE_CODE (v) == MODIFY_EXPR
           || TREE_CODE (v) == INIT_EXPR) {
      if (EXPR_HAS_LOCATION (v))
        at.push_back (EXPR_LOCATION (v));
      v = TREE_OPERAND (v, TREE_CODE (v) == CLEANUP_POINT_EXPR ? 0 : 1);
    }
    tree x = TREE_CODE (v) == COMPOUND_EXPR
                     && integer_zerop (TREE_OPERAND (v, 1))
                 ? addressed_local (TREE_OPERAND (v, 0), c->fndecl)
                 : NULL_TREE;
    for (location_t l : at)
      if (x)
        add_note (c->notes->local_returns, l, x);
  }
  return NULL_TREE;
}

/* ------------------------------------------------------------- dead code */

/* The labels a jump of S may reach; false if S may jump anywhere (a
   computed goto) or holds statements of its own (OpenMP, transactions),
   which the scan does not look into. */
bool
jump_targets (gimple *s, std::vector<tree> &to)
{
  switch (gimple_code (s)) {
  case GIMPLE_GOTO:
    if (TREE_CODE (gimple_goto_dest (s)) != LABEL_DECL)
      return false;
    to.push_back (gimple_goto_dest (s));
    return true;
  case GIMPLE_COND:
    to.push_back (gimple_cond_true_label (as_a<gcond *> (s)));
    to.push_back (gimple_cond_false_label (as_a<gcond *> (s)));
    return true;
  case GIMPLE_SWITCH: {
    gswitch *sw = as_a<gswitch *> (s);
    for (unsigned i = 0; i < gimple_switch_num_labels (sw); i++)
      to.push_back (CASE_LABEL (gimple_switch_label (sw, i)));
    return true;
  }
  case GIMPLE_ASM: {
    gasm *a = as_a<gasm *> (s);
    for (unsigned i = 0; i < gimple_asm_nlabels (a); i++)
      to.push_back (TREE_VALUE (gimple_asm_label_op (a, i)));
    return true;
  }
  default:
    return !gimple_has_substatements (s);
  }
}

/* Does control never go on to the statement after S? */
bool
ends_flow (gimple *s)
{
  switch (gimple_code (s)) {
  case GIMPLE_GOTO: case GIMPLE_RETURN: case GIMPLE_SWITCH:
    return true;
  case GIMPLE_COND:
    return true; /* lowered: both edges are jumps */
  case GIMPLE_CALL:
    return (gimple_call_flags (s) & ECF_NORETURN) != 0;
  default:
    return false;
  }
}

/* Is dead statement S worth a finding?  Not the jumps, labels and returns
   the lowering makes (`break;` after `return`; a `goto` the source wrote
   is worth one), nor `return x;` after a
   call that never returns (what it stores is returned: CARRIERS), like
   Clang's -Wunreachable-code. */
bool
dead_worth_reporting (gimple *s, const std::vector<tree> &carriers)
{
  if (gimple_location (s) == UNKNOWN_LOCATION)
    return false;
  tree lhs = NULL_TREE;
  switch (gimple_code (s)) {
  case GIMPLE_CALL:
    if (gimple_call_internal_p (s)
        || gimple_call_builtin_p (s, BUILT_IN_UNREACHABLE))
      return false;
    lhs = gimple_call_lhs (s);
    break;
  case GIMPLE_ASSIGN:
    lhs = gimple_assign_lhs (s);
    /* nor the end of a local array's or struct's life that a `return;`
       lowers to (`buf = {CLOBBER}`) */
    if ((DECL_P (lhs) && DECL_ARTIFICIAL (lhs)) || gimple_clobber_p (s))
      return false;
    break;
  case GIMPLE_COND: case GIMPLE_SWITCH: case GIMPLE_ASM:
    return true;
  case GIMPLE_GOTO: /* `goto l;` as written, to a label with a name: not
                       a break, a continue or a lowered return (whose
                       label -O0 does not mark artificial) */
    return TREE_CODE (gimple_goto_dest (s)) == LABEL_DECL
           && !DECL_ARTIFICIAL (gimple_goto_dest (s))
           && DECL_NAME (gimple_goto_dest (s));
  default:
    return false;
  }
  return !lhs || std::find (carriers.begin (), carriers.end (), lhs)
                     == carriers.end ();
}

/* Is S written inside a macro's body?  Its dead statements (the
   `fprintf` and `abort` an assertion macro puts after a call that never
   returns) are not the user's to remove at one use, as live statements
   of a macro are not reported (rl_bindings_make). */
bool
from_macro (gimple *s)
{
  return linemap_location_from_macro_expansion_p (line_table,
                                                   gimple_location (s));
}

/* Is dead statement S part of the way out that code after a call that
   never returns keeps for compilers that do not know it (`fatal (..);
   rc = -1; goto out;`, as `return -1;` there): a constant stored to a
   local, a jump, a return? */
bool
exit_idiom_step (gimple *s)
{
  switch (gimple_code (s)) {
  case GIMPLE_GOTO: case GIMPLE_RETURN: case GIMPLE_LABEL: case GIMPLE_DEBUG:
  case GIMPLE_PREDICT: case GIMPLE_NOP:
    return true;
  case GIMPLE_ASSIGN: {
    tree lhs = gimple_assign_lhs (s);
    return gimple_clobber_p (s)
           || (gimple_assign_single_p (s) && VAR_P (lhs)
               && !TREE_STATIC (lhs) && !DECL_EXTERNAL (lhs)
               && !TREE_THIS_VOLATILE (lhs)
               && CONSTANT_CLASS_P (gimple_assign_rhs1 (s)));
  }
  default:
    return false;
  }
}

} // namespace

void
gp_lower_note_dead_code (function *fun)
{
  gimple_seq body = fun ? gimple_body (fun->decl) : nullptr;
  if (!body || (fun->eh && fun->eh->region_tree) || fun->has_nonlocal_label)
    return;
  /* Labels something reachable jumps to, to a fixed point: each sweep
     follows the jumps of what is reachable so far. */
  hash_set<tree> reached;
  std::vector<tree> carriers, to;
  for (gimple_stmt_iterator g = gsi_start (body); !gsi_end_p (g);
       gsi_next (&g)) {
    gimple *s = gsi_stmt (g);
    if (gimple_code (s) == GIMPLE_LABEL) {
      tree l = gimple_label_label (as_a<glabel *> (s));
      if (FORCED_LABEL (l) || DECL_NONLOCAL (l))
        reached.add (l);
    } else if (gimple_code (s) == GIMPLE_RETURN
               && gimple_return_retval (as_a<greturn *> (s))) {
      carriers.push_back (gimple_return_retval (as_a<greturn *> (s)));
    }
  }
  bool changed = true;
  for (int sweep = 0; changed; sweep++) {
    if (sweep == 64)
      return; /* too tangled to bother */
    changed = false;
    bool live = true;
    for (gimple_stmt_iterator g = gsi_start (body); !gsi_end_p (g);
         gsi_next (&g)) {
      gimple *s = gsi_stmt (g);
      if (gimple_code (s) == GIMPLE_LABEL) {
        live |= reached.contains (gimple_label_label (as_a<glabel *> (s)));
        continue;
      }
      if (!live)
        continue;
      to.clear ();
      if (!jump_targets (s, to))
        return;
      for (tree l : to)
        if (l && !reached.add (l))
          changed = true;
      live = !ends_flow (s);
    }
  }
  /* The first statement worth reporting (not from_macro) of each dead
     region, unless the region is a loop's increment (a body that always leaves the loop:
     Clang keeps that for -Wunreachable-code-loop-increment), made of
     assignments followed by a jump back or by the loop's test, on the
     same line. */
  hash_map<tree, unsigned> label_at;
  hash_set<tree> targets; /* labels some statement, dead or not, jumps to */
  unsigned index = 0;
  for (gimple_stmt_iterator g = gsi_start (body); !gsi_end_p (g);
       gsi_next (&g), index++) {
    if (gimple_code (gsi_stmt (g)) == GIMPLE_LABEL)
      label_at.put (gimple_label_label (as_a<glabel *> (gsi_stmt (g))), index);
    to.clear ();
    jump_targets (gsi_stmt (g), to);
    for (tree l : to)
      if (l)
        targets.add (l);
  }
  fe_notes *notes = nullptr;
  bool live = true, assigns = true;
  bool idiom = false; /* the region so far is exit_idiom_step's, after a
                         call that never returns */
  bool marked = false; /* the region follows __builtin_unreachable () */
  /* The last dead statement ended the flow and no jump lands after it:
     the next one begins a block of its own (`goto b; goto a;`, Clang
     reports both). */
  bool fresh = false;
  gimple *first = nullptr, *last = nullptr;
  gimple *ender = nullptr; /* the live statement the flow stopped at */
  index = 0;
  for (gimple_stmt_iterator g = gsi_start (body);; gsi_next (&g), index++) {
    gimple *s = gsi_end_p (g) ? nullptr : gsi_stmt (g);
    bool label = s && gimple_code (s) == GIMPLE_LABEL;
    if (!s
        || (label
            && reached.contains (gimple_label_label (as_a<glabel *> (s))))) {
      /* a dead end of the function with nothing to report but a
         declaration written there (`exit (1); int i; }`) */
      bool dead_end = last || (ender && gimple_code (ender) != GIMPLE_RETURN);
      location_t decl = UNKNOWN_LOCATION;
      if (!s && !live && dead_end && !first && !marked)
        decl = trailing_declaration (fun, [&body] (auto visit) {
          for (gimple_stmt_iterator b = gsi_start (body); !gsi_end_p (b);
               gsi_next (&b))
            visit (gsi_stmt (b));
        });
      if (decl != UNKNOWN_LOCATION) {
        if (!notes)
          notes = &notes_of_fn[DECL_UID (fun->decl)];
        add_note (notes->dead, decl, NULL_TREE);
      }
      if (!live && first) {
        gimple *next = nullptr; /* the statement after the label */
        gimple_stmt_iterator n = g;
        for (; s && !gsi_end_p (n); gsi_next (&n))
          if (gimple_code (gsi_stmt (n)) != GIMPLE_LABEL
              && !is_gimple_debug (gsi_stmt (n))) {
            next = gsi_stmt (n);
            break;
          }
        unsigned *back = last && gimple_code (last) == GIMPLE_GOTO
                             ? label_at.get (gimple_goto_dest (last)) : nullptr;
        bool step = assigns
                    && ((back && *back < index)
                        || (next && gimple_code (next) == GIMPLE_COND
                            && LOCATION_LINE (gimple_location (next))
                                   == LOCATION_LINE (gimple_location (first))));
        if (!step && !marked && !idiom) {
          if (!notes)
            notes = &notes_of_fn[DECL_UID (fun->decl)];
          add_note (notes->dead, gimple_location (first), NULL_TREE);
        }
      }
      if (!s)
        break;
      live = true;
      continue;
    }
    if (label) {
      fresh &= !targets.contains (gimple_label_label (as_a<glabel *> (s)));
      continue;
    }
    if (is_gimple_debug (s))
      continue;
    if (live) {
      live = !ends_flow (s);
      ender = s;
      idiom = is_gimple_call (s) && (gimple_call_flags (s) & ECF_NORETURN);
      marked = gimple_call_builtin_p (s, BUILT_IN_UNREACHABLE);
      first = last = nullptr;
      assigns = true;
      fresh = false;
      continue;
    }
    last = s;
    idiom &= exit_idiom_step (s);
    if (dead_worth_reporting (s, carriers) && !from_macro (s)) {
      assigns &= gimple_code (s) == GIMPLE_ASSIGN;
      if (!first)
        first = s;
      else if (fresh && !marked && !idiom) {
        if (!notes)
          notes = &notes_of_fn[DECL_UID (fun->decl)];
        add_note (notes->dead, gimple_location (s), NULL_TREE);
      }
    }
    /* a branch prediction hint (`goto` carries one) neither flows nor
       stops the flow */
    fresh = ends_flow (s) || (fresh && gimple_code (s) == GIMPLE_PREDICT);
  }
}

void
gp_lower_note_front_end (tree fndecl)
{
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
      || !DECL_SAVED_TREE (fndecl))
    return;
  note_ctx c {fndecl, &notes_of_fn[DECL_UID (fndecl)], lang_GNU_CXX ()};
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), note_tree, &c);
}

/* Mark variable V read, and every place it is reached through. */
static void
mark_read_chain (const ir_function *f, std::vector<bool> &read, uint32_t v)
{
  while (v < f->nvars && !read[v]) {
    read[v] = true;
    v = f->vars[v].base;
  }
}

/* Mark the variable operand O names, if any. */
static void
mark_read_operand (const ir_function *f, std::vector<bool> &read,
                   const ir_operand &o)
{
  if (o.kind == IR_OP_VAR || o.kind == IR_OP_ADDR)
    mark_read_chain (f, read, o.var);
}

/* Locals and parameters the front end saw read (DECL_READ_P) though no
   statement reads them: `(void) x;`, `x;`, which gimplification drops.
   That is the idiom for "possibly unused", as the attribute is.  Any
   mention counts as a read here: of a part (`w.i`, `a[i]`), as an
   operand, even a store through a path, so only the silent ones stay. */
static void
mark_silent_reads (lowerer &L)
{
  const ir_function *f = L.ir;
  std::vector<bool> read (f->nvars, false);
  for (uint32_t i = 0; i < f->nevents; i++) {
    const ir_event &e = f->events[i];
    bool mentions = e.kind == IR_EV_USE || e.kind == IR_EV_DEREF
                    || e.kind == IR_EV_ADDR
                    || (e.kind == IR_EV_DEF && e.var < f->nvars
                        && f->vars[e.var].kind == IR_VAR_PATH);
    if (mentions)
      mark_read_chain (f, read, e.var);
    for (uint32_t a = 0; a < e.nargs; a++)
      mark_read_operand (f, read, e.args[a]);
    mark_read_operand (f, read, e.lhs);
    mark_read_operand (f, read, e.rhs);
    mark_read_operand (f, read, e.value);
  }
  for (auto it = L.decl_vars.begin (); it != L.decl_vars.end (); ++it) {
    tree decl = (*it).first;
    ir_var &v = L.ir->vars[(*it).second];
    if ((VAR_P (decl) || TREE_CODE (decl) == PARM_DECL) && DECL_READ_P (decl)
        && (v.kind == IR_VAR_LOCAL || v.kind == IR_VAR_PARAM)
        && !read[(*it).second])
      v.flags |= IR_VF_UNUSED_ATTR;
  }
}

ir_function *
gp_lower_globals ()
{
  ir_loc none {};
  ir_function *fn = ir_function_new ("<globals>", none);
  varpool_node *vnode;
  FOR_EACH_VARIABLE (vnode)
    {
      tree decl = vnode->decl;
      if (!VAR_P (decl) || !decl_name (decl))
        continue;
      ir_var var {};
      var.name = decl_name (decl);
      var.kind = IR_VAR_GLOBAL;
      var.flags = decl_flags (decl);
      var.tclass = type_class (TREE_TYPE (decl));
      var.base = IR_NONE;
      var.decl = make_loc (DECL_SOURCE_LOCATION (decl));
      std::string init;
      set_init (&var, decl, &init);
      ir_add_var (fn, &var);
    }
  return fn;
}

/* The name a definition of FNDECL takes in the IR, which calls find its
   summary by: its calls' name (call_name), but a class's own operator
   new or delete takes its qualified name ("pool::operator new"), so that
   the summary of its body (a calloc) is not that of every `new` of the
   unit, which calls the global one under the same plain name. */
static const char *
definition_name (tree fndecl)
{
  const char *name = call_name (fndecl);
  if (DECL_CONTEXT (fndecl) && TYPE_P (DECL_CONTEXT (fndecl))
      && (strncmp (name, "operator new", 12) == 0
          || strncmp (name, "operator delete", 15) == 0)) {
    const char *q = lang_hooks.decl_printable_name (fndecl, 1);
    if (q)
      return q;
  }
  return name;
}

ir_function *
gp_lower_function (function *fun)
{
  lowerer L;
  L.fun = fun;
  tree fndecl = fun->decl;
  auto notes = notes_of_fn.find (DECL_UID (fndecl));
  if (notes != notes_of_fn.end ())
    L.notes = &notes->second;
  const char *name = definition_name (fndecl);
  L.ir = ir_function_new (name, make_loc (DECL_SOURCE_LOCATION (fndecl)));
  if (TREE_THIS_VOLATILE (fndecl))
    L.ir->flags |= IR_FF_NORETURN;
  if (!TREE_PUBLIC (fndecl))
    L.ir->flags |= IR_FF_STATIC;
  if (lang_GNU_CXX ()) {
    L.ir->flags |= IR_FF_CXX;
    const char *q = lang_hooks.decl_printable_name (fndecl, 1);
    if (q && strcmp (q, name) != 0)
      L.ir->qname = ir_strdup (L.ir, q);
  }
  L.cur_loc = L.ir->loc;
  for (tree p = DECL_ARGUMENTS (fndecl); p; p = DECL_CHAIN (p))
    var_of_decl (L, p);
  collect_block_vars (L, DECL_INITIAL (fndecl));
  collect_temps (L);
  L.tail_decl = trailing_declaration (fun, [fun] (auto visit) {
    basic_block b;
    FOR_EACH_BB_FN (b, fun)
      for (gimple_stmt_iterator g = gsi_start_bb (b); !gsi_end_p (g);
           gsi_next (&g))
        visit (gsi_stmt (g));
  });

  unsigned nbb = last_basic_block_for_fn (fun);
  L.bb_first.assign (nbb, IR_NONE);
  L.bb_last.assign (nbb, IR_NONE);
  L.empty_bb.assign (nbb, false);
  L.after_rt = after_returns_twice (fun);
  L.eh_from.assign (nbb, IR_NONE);
  std::vector<uint32_t> conds (nbb, IR_NONE);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun) {
    for (gimple_stmt_iterator g = gsi_start_bb (bb); !gsi_end_p (g); gsi_next (&g)) {
      gimple *s = gsi_stmt (g);
      if (skipped_stmt (s))
        continue;
      uint32_t prev = L.cur_node;
      if (L.tail_decl != UNKNOWN_LOCATION && implicit_return (fun, s)) {
        /* the trailing declaration, on the way to the closing brace */
        uint32_t d = ir_add_node (L.ir, make_loc (L.tail_decl));
        L.ir->nodes[d].flags |= IR_NF_DECLARATION;
        if (L.bb_first[bb->index] == IR_NONE)
          L.bb_first[bb->index] = d;
        else
          add_edge (L, prev, d);
        prev = d;
      }
      conds[bb->index] = lower_stmt (L, s);
      uint32_t first = L.cur_node, thrower = L.cur_node;
      if (call_may_throw (fun, s) && gimple_call_lhs (s))
        first = thrower = call_without_result (L, L.cur_node);
      if (L.bb_first[bb->index] == IR_NONE)
        L.bb_first[bb->index] = first;
      else
        add_edge (L, prev, first);
      uint32_t locked = lower_lock_call (L, s);
      if (locked != IR_NONE) {
        add_edge (L, L.cur_node, locked);
        L.cur_node = locked;
      }
      L.bb_last[bb->index] = L.cur_node;
      L.eh_from[bb->index] = thrower;
      if (is_gimple_call (s) && throws_out (fun, s))
        to_unwind (L, thrower, IR_EDGE_EH);
    }
  }
  FOR_EACH_BB_FN (bb, fun)
    if (L.bb_first[bb->index] == IR_NONE)
      resolve_empty_block (L, bb);
  FOR_EACH_BB_FN (bb, fun)
    if (!L.empty_bb[bb->index])
      block_edges (L, bb, conds[bb->index]);
  edge e;
  edge_iterator ei;
  add_unwind (L);
  FOR_EACH_EDGE (e, ei, ENTRY_BLOCK_PTR_FOR_FN (fun)->succs)
    add_edge (L, 0, bb_node (L, e->dest));
  if (EDGE_COUNT (ENTRY_BLOCK_PTR_FOR_FN (fun)->succs) == 0)
    add_edge (L, 0, 1);
  /* Code that no path reaches, deleted with the CFG: one node per region,
     which nothing leads to and which leads nowhere. */
  uint32_t lowered = L.ir->nnodes;
  for (size_t i = 0; L.notes && i < L.notes->dead.size (); i++) {
    L.cur_loc = make_loc (L.notes->dead[i].loc);
    uint32_t n = ir_add_node (L.ir, L.cur_loc);
    add_edge (L, n, n);
  }
  mark_silent_reads (L);
  ir_function_finish (L.ir);
  if (L.cut_eh) { /* handlers only a call taken_nothrow reached */
    bool *drop = new bool[L.ir->nnodes];
    for (uint32_t n = 0; n < L.ir->nnodes; n++)
      drop[n] = n < lowered;
    ir_function_prune (L.ir, drop);
    delete[] drop;
  }
  ir_function_compact (L.ir);
  thread_flags (L.ir);
  enter_counted_loops (L.ir);
  if (notes != notes_of_fn.end ())
    notes_of_fn.erase (notes);
  return L.ir;
}
