/* ctlcheck.cc: the GCC plugin's entry point, pass and per-unit driver. */
/*
 * Arguments (-fplugin-arg-ctlcheck-NAME[=VALUE]); `help` lists them too:
 *   help, version, enable=ID,..., disable=ID,..., rules=PATH[:PATH...],
 *   pack=DIR, lib=NAME,..., sarif=FILE, sarif-dir=DIR, facts=DIR,
 *   facts-only, max-states=N, model=product|cfg, unconfirmed, stats,
 *   dump-ir
 *
 * The pass runs right after "cfg" (see doc/design.md): the GIMPLE there is
 * the same at -O0 and -O2, has a CFG and is not yet in SSA form.  Each
 * function is lowered into the core IR there; the rules are checked once
 * every function of the unit is lowered (when the IPA passes start), so
 * facts about the whole unit are available and the output order is the
 * order of the source.
 */
/* malloc_trim: before GCC's headers, which poison malloc. */
#if defined __has_include && __has_include(<malloc.h>)
#include <malloc.h>
#endif
#include "gcc-compat.h"
#include "plugin-version.h"

#include <ctime>

#include "ctlcheck/rules.h"
#include "gp-attrs.h"
#include "gp-guard.h"
#include "gp-lower.h"
#include "gp-options.h"
#include "gp-report.h"
#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"

int plugin_is_GPL_compatible;

namespace {

gp_config config;
rl_set *rules;
un_unit *unit;
bool unit_checked;      /* the rules ran; later functions are not lowered */
bool some_not_lowered;  /* a function's lowering was cut short */
double lower_seconds, check_seconds;

struct plugin_info info = {CTLCHECK_VERSION, gp_help_text};

/* ------------------------------------------------------------------ pass */

const pass_data ctlcheck_pass_data = {
  GIMPLE_PASS, "ctlcheck", OPTGROUP_NONE, TV_NONE,
  PROP_cfg, 0, 0, 0, 0
};

class ctlcheck_pass : public gimple_opt_pass
{
public:
  ctlcheck_pass (gcc::context *ctx) : gimple_opt_pass (ctlcheck_pass_data, ctx) {}
  opt_pass *clone () final override { return this; }
  unsigned int execute (function *fun) final override
  {
    if (unit_checked) /* made by GCC during IPA (constructors, clones):
                         not source the user wrote */
      return 0;
    double t0 = ut_seconds ();
    const char *name = function_name (fun);
    ir_function *ir = nullptr;
    gp_guarded ("lowering", name, [&] { ir = gp_lower_function (fun); });
    if (ir)
      un_unit_add (unit, ir, fun->decl);
    else
      some_not_lowered = true;
    lower_seconds += ut_seconds () - t0;
    return 0;
  }
};

/* Before the CFG is built: the code it will delete as unreachable. */
const pass_data ctlcheck_dead_pass_data = {
  GIMPLE_PASS, "ctlcheck-dead", OPTGROUP_NONE, TV_NONE,
  PROP_gimple_lcf, 0, 0, 0, 0
};

class ctlcheck_dead_pass : public gimple_opt_pass
{
public:
  ctlcheck_dead_pass (gcc::context *ctx)
    : gimple_opt_pass (ctlcheck_dead_pass_data, ctx) {}
  opt_pass *clone () final override { return this; }
  unsigned int execute (function *fun) final override
  {
    if (!unit_checked)
      gp_guarded ("looking for dead code in", function_name (fun),
                  [&] { gp_lower_note_dead_code (fun); });
    return 0;
  }
};

/* ------------------------------------------------------------- callbacks */

/* Before a function is gimplified: what only the front end knows. */
void
note_front_end (void *gcc_data, void *)
{
  if (!unit_checked)
    gp_guarded ("reading", "the front end's tree", [&] {
      gp_lower_note_front_end ((tree) gcc_data);
    });
}

/* The driver's guard: a crash inside fn becomes one note (gp-guard.h). */
bool
host_guarded (void *, const char *what, const char *name,
              void (*fn) (void *), void *arg)
{
  return gp_guarded (what, name, [&] { fn (arg); });
}

/* The driver's way to show a finding: a GCC diagnostic in its function. */
bool
host_show (void *, const rl_finding *f, void *fndecl)
{
  return gp_report_finding (f, (tree) fndecl);
}

/* Why a pragma silences the finding's GCC warning there, or NULL. */
const char *
host_silenced (void *, const rl_finding *f, void *fndecl)
{
  return gp_report_silenced (f, (tree) fndecl);
}

/* Is the function only called directly, by calls of this unit?  The call
   graph says so once the whole unit is analysed (at the IPA passes; not
   when an error stopped the compilation before them).  As
   only_called_directly_p, but for force_output, which -O0 sets on every
   function: `used` (DECL_PRESERVE_P) is what may call it from elsewhere. */
bool
host_direct (void *, void *fndecl)
{
  tree decl = (tree) fndecl;
  if (TREE_PUBLIC (decl) || symtab->state < IPA)
    return false;
  cgraph_node *node = cgraph_node::get (decl);
  return node && !node->inlined_to && !node->address_taken
         && !node->externally_visible && !node->ifunc_resolver
         && !node->has_aliases_p () && !node->alias
         && !DECL_PRESERVE_P (decl) && !DECL_VIRTUAL_P (decl)
         && !DECL_STATIC_CONSTRUCTOR (decl) && !DECL_STATIC_DESTRUCTOR (decl);
}

/* The driver's warning about the unit: GCC's, at no location. */
void
host_warn (void *, const char *text)
{
  warning (0, "ctlcheck: %s", text);
}

/* The output file the driver was asked for (-o in COLLECT_GCC_OPTIONS),
   or "" when it was not given. */
std::string
output_file ()
{
  const char *opts = getenv ("COLLECT_GCC_OPTIONS");
  const char *o = opts ? strstr (opts, "'-o' '") : nullptr;
  if (!o)
    return "";
  o += strlen ("'-o' '");
  const char *end = strchr (o, '\'');
  return end ? std::string (o, end - o) : std::string (o);
}

/* The same line as always, new counts at its end: `stats` output is read
   by bench/run. */
void
print_stats (const un_unit_stats *st, FILE *out)
{
  fprintf (out, "ctlcheck: %s: %llu functions, %llu states, %llu edges, "
           "%llu bindings, %llu formulas checked, %llu findings "
           "(%llu suppressed), %llu over budget, %llu narrowed; "
           "lowering %.3f s, checking %.3f s; "
           "%llu confirmed, %llu refuted, %llu unconfirmed; "
           "phases: lowering %.3f s, preparation %.3f s, product %.3f s, "
           "narrowing %.3f s, labelling %.3f s, engine %.3f s, "
           "evidence %.3f s, reporting %.3f s\n",
           main_input_filename ? main_input_filename : "<stdin>",
           (unsigned long long) st->functions,
           (unsigned long long) st->check.states,
           (unsigned long long) st->check.edges,
           (unsigned long long) st->check.bindings,
           (unsigned long long) st->check.formulas,
           (unsigned long long) st->findings,
           (unsigned long long) st->suppressed,
           (unsigned long long) st->check.fallbacks,
           (unsigned long long) st->check.narrowed, lower_seconds,
           check_seconds, (unsigned long long) st->check.confirmed,
           (unsigned long long) st->check.refuted,
           (unsigned long long) st->check.unconfirmed, lower_seconds,
           st->prepare_s, st->check.product_s, st->check.narrow_s,
           st->check.label_s, st->check.engine_s, st->check.evidence_s,
           st->report_s);
}

/* stats-functions: one line per function checked, for bench/run's plot
   of checking time against function size. */
void
print_function_times (const un_unit_stats *st, FILE *out)
{
  const char *file = main_input_filename ? main_input_filename : "<stdin>";
  for (size_t i = 0; i < st->nfn_times; i++)
    fprintf (out, "ctlcheck: %s: function %s: %u statements, %.6f s\n", file,
             st->fn_times[i].name, st->fn_times[i].statements,
             st->fn_times[i].seconds);
}

/* Check every lowered function, write SARIF, and give the IR's memory back
   before GCC's optimisers reach their peak.  Runs once per unit: at
   PLUGIN_ALL_IPA_PASSES_START, or at PLUGIN_FINISH_UNIT when the IPA passes
   never run (after an error, or with -fsyntax-only). */
void
check_unit (void *, void *)
{
  if (unit_checked)
    return;
  unit_checked = true;
  double t0 = ut_seconds ();
  un_config cfg {};
  cfg.opt.max_states = config.max_states;
  cfg.opt.syntactic = config.syntactic;
  cfg.opt.timed = config.stats; /* phase times are printed only there */
  cfg.unconfirmed = config.unconfirmed;
  cfg.dump_ir = config.dump_ir;
  cfg.sarif = config.sarif;
  cfg.sarif_dir = config.sarif_dir;
  cfg.main_file = main_input_filename;
  cfg.src_pwd = get_src_pwd ();
  cfg.compiler = progname;
  cfg.version = CTLCHECK_VERSION;
  cfg.uri = CTLCHECK_URL;
  cfg.facts_dir = config.facts;
  cfg.facts_only = config.facts_only;
  cfg.incomplete = some_not_lowered;
  std::string output = output_file ();
  cfg.output = output.c_str ();
  std::string build_id = std::string ("ctlcheck ") + CTLCHECK_VERSION
                         + ", GCC " + gcc_version.basever + " "
                         + gcc_version.datestamp;
  cfg.build_id = build_id.c_str ();
  ir_function *globals = nullptr;
  if (config.facts)
    gp_guarded ("reading", "the unit's globals",
                [&] { globals = gp_lower_globals (); });
  /* A C++ definition is not exported (its name needs its scope); that a
     C++ unit takes a global's address still is. */
  for (uint32_t i = 0; globals && lang_GNU_CXX () && i < globals->nvars; i++)
    globals->vars[i].flags |= IR_VF_EXTERNAL;
  if (globals)
    {
      cfg.globals = globals->vars;
      cfg.nglobals = globals->nvars;
    }
  un_host host = {host_guarded, host_show, host_warn, nullptr, host_silenced,
                  host_direct};
  ctl_error err {};
  if (!un_unit_check (unit, rules, &cfg, &host, &err))
    error ("ctlcheck: %s", err.text);
  if (globals)
    ir_function_free (globals);
  check_seconds += ut_seconds () - t0;
  if (config.stats)
    print_stats (un_unit_stats_of (unit), stderr);
  if (config.stats_functions)
    print_function_times (un_unit_stats_of (unit), stderr);
  un_unit_free (unit);
  unit = nullptr;
#ifdef __GLIBC__
  if (!config.facts_only) /* little to give back; GCC would take it again */
    malloc_trim (0);
#endif
}

/* Load the default pack (built in and compiled at build time, or
   pack=DIR, parsed), then lib=, then rules=, then apply enable=/disable=.
   Errors are printed as FILE:LINE:COL: error: ...  */
bool
load_rules ()
{
  ctl_error err {};
  ctl_error_clear (&err);
  bool ok = true;
  if (config.pack)
    {
      rules = rl_set_new ();
      ok = rl_set_load_path (rules, config.pack, &err);
    }
  else
    {
      rules = rl_set_new_compiled (rl_pack_compiled, rl_pack_compiled_len,
                                   &err);
      ok = rules != nullptr;
    }
  if (ok && config.lib)
    ok = rl_set_load_libs (rules, config.lib, &err);
  if (ok && config.rules)
    {
      std::string paths = config.rules;
      size_t start = 0;
      while (ok && start <= paths.size ())
        {
          size_t end = paths.find (':', start);
          if (end == std::string::npos)
            end = paths.size ();
          std::string one = paths.substr (start, end - start);
          if (!one.empty ())
            ok = rl_set_load_path (rules, one.c_str (), &err);
          start = end + 1;
        }
    }
  if (!ok)
    {
      ctl_error_print (stderr, &err);
      return false;
    }
  ctl_error sel {};
  if (!rl_set_select (rules, config.enable, config.disable, &sel))
    {
      error ("ctlcheck: %s", sel.text);
      return false;
    }
  return true;
}

void
print_help ()
{
  printf ("ctlcheck %s: model-check C and C++ functions with CTL rules "
          "while GCC compiles them.\n\nUsage: gcc -fplugin=ctlcheck "
          "[-fplugin-arg-ctlcheck-NAME[=VALUE]...] ...\n\n", CTLCHECK_VERSION);
  gp_print_args (stdout);
  printf ("\nRules (%zu loaded; [off] = disabled):\n", rl_set_count (rules));
  for (size_t i = 0; i < rl_set_count (rules); i++)
    {
      const rl_rule *r = rl_set_rule (rules, i);
      char cwe[16] = "";
      if (r->cwe)
        snprintf (cwe, sizeof cwe, "CWE-%u", r->cwe);
      printf ("  %-26s %-8s %s%s\n", r->id, cwe, r->summary ? r->summary : "",
              r->enabled ? "" : " [off]");
    }
  printf ("\nLibraries (lib=NAME; a unit loads those whose functions it "
          "calls):\n");
  for (size_t i = 0; i < rl_set_lib_count (rules); i++)
    printf ("  %-26s %s%s\n", rl_set_lib_name (rules, i),
            rl_set_lib_summary (rules, i),
            rl_set_lib_loaded (rules, i) ? " [loaded]" : "");
  printf ("\nDocumentation: doc/ in the source tree, or %s\n",
          CTLCHECK_URL);
}

} // namespace

/* Order as in the kernel's plugins: version check, arguments, rules, then
   one register_callback per hook. */
int
plugin_init (struct plugin_name_args *plugin_info,
             struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("ctlcheck was built for GCC %s and cannot run in GCC %s; "
             "rebuild it against this compiler", gcc_version.basever,
             version->basever);
      return 1;
    }
  if (!gp_parse_args (plugin_info, &config))
    return 1;
  if (config.version)
    {
      printf ("ctlcheck %s (built for GCC %s)\n", CTLCHECK_VERSION,
              gcc_version.basever);
      exit (0);
    }
  /* The facts-only pass checks nothing, but summarises as the checking
     pass does, with the rules' families (what memcpy does with the block
     a wrapper returns): facts written without them would be weaker than
     the checking pass's, and a unit read before it is compiled again
     would see those. */
  if (!load_rules ())
    return 1;
  if (config.help)
    {
      print_help ();
      exit (0);
    }
  unit = un_unit_new ();

  /* Describe ourselves for --help=plugins and -v. */
  register_callback (plugin_info->base_name, PLUGIN_INFO, nullptr, &info);

  /* Clang's ownership attributes, which GCC would ignore (gp-attrs.h). */
  register_callback (plugin_info->base_name, PLUGIN_ATTRIBUTES,
                     gp_attrs_register, nullptr);

  /* What the front end knows that GIMPLE forgets (gp-lower.h). */
  register_callback (plugin_info->base_name, PLUGIN_PRE_GENERICIZE,
                     note_front_end, nullptr);

  /* Lower each function right after the CFG is built (see above). */
  struct register_pass_info pass;
  pass.pass = new ctlcheck_pass (g);
  pass.reference_pass_name = "cfg";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_info->base_name, PLUGIN_PASS_MANAGER_SETUP,
                     nullptr, &pass);
  struct register_pass_info dead;
  dead.pass = new ctlcheck_dead_pass (g);
  dead.reference_pass_name = "cfg";
  dead.ref_pass_instance_number = 1;
  dead.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (plugin_info->base_name, PLUGIN_PASS_MANAGER_SETUP,
                     nullptr, &dead);

  /* Check the rules once the whole unit has been lowered. */
  register_callback (plugin_info->base_name, PLUGIN_ALL_IPA_PASSES_START,
                     check_unit, nullptr);
  register_callback (plugin_info->base_name, PLUGIN_FINISH_UNIT, check_unit,
                     nullptr);
  return 0;
}
