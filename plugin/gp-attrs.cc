/* gp-attrs.cc: Clang's ownership attributes, registered with GCC and read back. */
#include "gcc-compat.h"

#include "gp-attrs.h"

namespace {

/* GCC's own answer to "may this attribute's first argument be a bare
   identifier?", which the parser asks before it reads the arguments. */
bool (*gcc_takes_identifier) (const_tree);

const char *const ownership_names[] = {
  "ownership_returns", "ownership_takes", "ownership_holds"
};

/* Is NAME (an identifier) one of the ownership attributes? */
bool
is_ownership (const_tree name)
{
  for (const char *n : ownership_names)
    if (is_attribute_p (n, name))
      return true;
  return false;
}

/* ownership_*(module, ...): the module is an identifier, as in Clang,
   not an expression naming a declaration. */
bool
takes_identifier (const_tree name)
{
  return is_ownership (name) || gcc_takes_identifier (name);
}

/* The module of an attribute's first argument (`malloc`), or NULL. */
const char *
module_name (tree arg)
{
  if (arg && TREE_CODE (arg) == IDENTIFIER_NODE)
    return IDENTIFIER_POINTER (arg);
  if (arg && DECL_P (arg) && DECL_NAME (arg))
    return IDENTIFIER_POINTER (DECL_NAME (arg));
  return nullptr;
}

/* Is POS (an argument of the attribute) a pointer parameter of FNTYPE? */
bool
pointer_position (tree fntype, tree pos)
{
  if (!pos || TREE_CODE (pos) != INTEGER_CST || !tree_fits_uhwi_p (pos))
    return false;
  unsigned HOST_WIDE_INT n = tree_to_uhwi (pos), i = 1;
  for (tree t = TYPE_ARG_TYPES (fntype); t && t != void_list_node;
       t = TREE_CHAIN (t), i++)
    if (i == n)
      return POINTER_TYPE_P (TREE_VALUE (t));
  return false;
}

/* The handler of all three: on a function, with a module and (for
   ownership_takes and ownership_holds) positions of pointer parameters;
   otherwise GCC's usual "ignored" warning and the attribute is dropped.
   ownership_returns' optional second argument is the size's position. */
tree
handle_ownership (tree *node, tree name, tree args, int, bool *no_add)
{
  if (TREE_CODE (*node) != FUNCTION_DECL) {
    warning (OPT_Wattributes, "%qE attribute ignored: it applies to "
             "functions only", name);
    *no_add = true;
    return NULL_TREE;
  }
  if (!args || !module_name (TREE_VALUE (args))) {
    warning (OPT_Wattributes, "%qE attribute ignored: its first argument "
             "must name the module, as in %<malloc%>", name);
    *no_add = true;
    return NULL_TREE;
  }
  bool returns = is_attribute_p ("ownership_returns", name);
  unsigned n = (unsigned) list_length (args);
  if (returns ? n > 2 : n < 2) {
    warning (OPT_Wattributes, "%qE attribute ignored: it takes %s", name,
             returns ? "a module and at most a size's position"
                     : "a module and the positions of pointer parameters");
    *no_add = true;
    return NULL_TREE;
  }
  if (returns)
    return NULL_TREE;
  unsigned k = 2;
  for (tree a = TREE_CHAIN (args); a; a = TREE_CHAIN (a), k++)
    if (!pointer_position (TREE_TYPE (*node), TREE_VALUE (a))) {
      warning (OPT_Wattributes, "%qE attribute ignored: argument %u is not "
               "the position of a pointer parameter", name, k);
      *no_add = true;
      return NULL_TREE;
    }
  return NULL_TREE;
}

/* As GCC's own `malloc`: required on a declaration (an attribute written
   before `*` waits for the function it declares).  Any number of
   arguments: the handler checks them, so that a wrong count is ignored
   with a warning, as before the plugin, not an error. */
const attribute_spec ownership_specs[] = {
  {"ownership_returns", 0, -1, true, false, false, false, handle_ownership,
   nullptr},
  {"ownership_takes", 0, -1, true, false, false, false, handle_ownership,
   nullptr},
  {"ownership_holds", 0, -1, true, false, false, false, handle_ownership,
   nullptr},
};

} // namespace

void
gp_attrs_register (void *, void *)
{
  for (const attribute_spec &s : ownership_specs)
    register_attribute (&s);
  if (!gcc_takes_identifier) {
    gcc_takes_identifier = targetm.attribute_takes_identifier_p;
    targetm.attribute_takes_identifier_p = takes_identifier;
  }
}

bool
gp_ownership (tree fndecl, const char *kind, std::vector<unsigned> *pos)
{
  bool found = false;
  for (tree a = fndecl ? DECL_ATTRIBUTES (fndecl) : NULL_TREE;
       (a = lookup_attribute (kind, a)); a = TREE_CHAIN (a)) {
    tree args = TREE_VALUE (a);
    const char *m = args ? module_name (TREE_VALUE (args)) : nullptr;
    if (!m || strcmp (m, "malloc") != 0)
      continue;
    found = true;
    if (strcmp (kind, "ownership_returns") == 0)
      continue;
    for (tree p = TREE_CHAIN (args); p; p = TREE_CHAIN (p))
      if (tree_fits_uhwi_p (TREE_VALUE (p)))
        pos->push_back ((unsigned) tree_to_uhwi (TREE_VALUE (p)));
  }
  std::sort (pos->begin (), pos->end ());
  pos->erase (std::unique (pos->begin (), pos->end ()), pos->end ());
  return found;
}
