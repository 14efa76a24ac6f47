/* gp-report.cc: core findings as GCC warnings with an event path and a CWE. */
#include "gcc-compat.h"
#include "opts.h"

#include "gp-report.h"

/* A finding's location as GCC knows it, falling back to the function's. */
static location_t
host_loc (const ir_loc &loc, tree fndecl)
{
  if (loc.host)
    return (location_t) loc.host;
  return DECL_SOURCE_LOCATION (fndecl);
}

/* Like warning_meta, for any diagnostic kind (GCC 12 has no error_meta). */
static bool
emit_meta (diagnostic_t kind, rich_location *rich,
           const diagnostic_metadata &meta, const char *gmsgid, ...)
{
  diagnostic_info diag;
  va_list ap;
  va_start (ap, gmsgid);
  diagnostic_set_info (&diag, gmsgid, &ap, rich, kind);
  diag.metadata = &meta;
  gp_diag_no_option (diag);
  bool shown = diagnostic_report_diagnostic (global_dc, &diag);
  va_end (ap);
  return shown;
}

bool
gp_report_finding (const rl_finding *f, tree fndecl)
{
  /* One group per finding: machine-readable output (-fdiagnostics-format=
     json) otherwise nests every later diagnostic inside this one. */
  auto_diagnostic_group group;
  location_t loc = host_loc (f->loc, fndecl);
  rich_location rich (line_table, loc);
  /* A printer of its own: the global one still carries the prefix of the
     previous diagnostic. */
  pretty_printer event_pp;
  simple_diagnostic_path path (&event_pp);
  for (uint32_t i = 0; i < f->nevents; i++)
    path.add_event (host_loc (f->events[i].loc, fndecl), fndecl, 0, "%s",
                    f->events[i].text);
  if (f->nevents)
    rich.set_path (&path);
  diagnostic_metadata meta;
  if (f->rule->cwe)
    meta.add_cwe ((int) f->rule->cwe);

  /* "In function 'f':" comes from current_function_decl. */
  tree saved = current_function_decl;
  current_function_decl = fndecl;
  bool shown;
  if (f->verdict == RL_UNCONFIRMED)
    /* Asked for with `unconfirmed`: a note, never a warning or error. */
    shown = emit_meta (DK_NOTE, &rich, meta, "unconfirmed: %s [ctlcheck:%s]",
                       f->message, f->rule->id);
  else
    shown = emit_meta (f->rule->severity == RL_ERROR ? DK_ERROR : DK_WARNING,
                       &rich, meta, "%s [ctlcheck:%s]", f->message,
                       f->rule->id);
  current_function_decl = saved;
  return shown;
}

/* Is GCC warning OPT ignored by a `#pragma GCC diagnostic` in force at
   LOC?  The search GCC makes for its own diagnostics (the classification
   history, newest first, skipping the regions a pop closed). */
static bool
pragma_ignored (location_t loc, int opt)
{
  const diagnostic_context *dc = global_dc;
  for (int i = dc->n_classification_history - 1; i >= 0; i--) {
    const diagnostic_classification_change_t &h = dc->classification_history[i];
    if (!linemap_location_before_p (line_table, h.location, loc))
      continue;
    if (h.kind == DK_POP) {
      i = h.option; /* the region before the push */
      continue;
    }
    if (h.option == opt)
      return h.kind == DK_IGNORED;
  }
  return false;
}

const char *
gp_report_silenced (const rl_finding *f, tree fndecl)
{
  static std::string why;
  if (!f->rule->gcc_warning)
    return nullptr;
  location_t loc = host_loc (f->loc, fndecl);
  std::string names = f->rule->gcc_warning;
  for (size_t at = 0; at < names.size ();) {
    size_t end = names.find (' ', at);
    std::string w = "W" + names.substr (at, end - at);
    size_t opt = find_opt (w.c_str (), CL_C | CL_CXX | CL_COMMON);
    if (opt != OPT_SPECIAL_unknown && pragma_ignored (loc, (int) opt)) {
      why = "#pragma GCC diagnostic ignored \"-" + w + "\"";
      return why.c_str ();
    }
    at = end == std::string::npos ? names.size () : end + 1;
  }
  return nullptr;
}
