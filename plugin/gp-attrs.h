/* gp-attrs.h: the attributes ctlcheck teaches GCC (Clang's ownership_*). */
#ifndef CTLCHECK_GP_ATTRS_H
#define CTLCHECK_GP_ATTRS_H

/* Register ownership_returns, ownership_takes and ownership_holds
   (PLUGIN_ATTRIBUTES), which GCC otherwise ignores with a warning, and
   let their first argument be a bare identifier (the module, as Clang
   reads it) even when no declaration of that name is in scope. */
void gp_attrs_register (void *gcc_data, void *user_data);

/* The ownership attribute KIND ("ownership_returns", "ownership_takes",
   "ownership_holds") on FNDECL for Clang's module `malloc`, the only one
   whose blocks free releases: false when there is none; else POS gets
   the argument positions it lists (counted from 1; none for
   ownership_returns, whose optional argument is the size). */
bool gp_ownership (tree fndecl, const char *kind, std::vector<unsigned> *pos);

#endif /* CTLCHECK_GP_ATTRS_H */
