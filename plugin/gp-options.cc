/* gp-options.cc: parsing and listing the -fplugin-arg-ctlcheck-* arguments. */
#include "gcc-compat.h"

#include "gp-options.h"

namespace {

enum arg_value { NO_VALUE, NEEDS_VALUE };

struct arg_spec {
  const char *name;
  arg_value value;
  const char *meta;
  const char *help;
};

/* Every argument the plugin accepts, in the order --help lists them. */
const arg_spec args[] = {
  {"help", NO_VALUE, nullptr, "list these arguments and every rule, then exit"},
  {"version", NO_VALUE, nullptr, "print ctlcheck's version, then exit"},
  {"enable", NEEDS_VALUE, "ID,...", "run only these rules ('all' for every rule)"},
  {"disable", NEEDS_VALUE, "ID,...", "do not run these rules"},
  {"rules", NEEDS_VALUE, "PATH[:PATH...]", "also load rule files or directories of *.rules"},
  {"pack", NEEDS_VALUE, "DIR", "load the default rules from DIR instead of the built-in pack"},
  {"lib", NEEDS_VALUE, "NAME,...", "load these library files now ('all' for every one; a unit loads those it calls; 'none': no library file at all)"},
  {"sarif", NEEDS_VALUE, "FILE", "write this unit's findings as SARIF 2.1.0 to FILE"},
  {"sarif-dir", NEEDS_VALUE, "DIR", "write SARIF to a unique file per unit in DIR"},
  {"facts", NEEDS_VALUE, "DIR", "write this unit's facts (summaries of its public functions, its globals) to DIR and use every other unit's; assumes DIR holds the whole program (two passes: doc/facts.md)"},
  {"facts-only", NO_VALUE, nullptr, "with facts=DIR: write the facts and check nothing (the cheap first pass)"},
  {"max-states", NEEDS_VALUE, "N", "explore at most N product states per function"},
  {"model", NEEDS_VALUE, "product|cfg", "check on product states (default) or on the CFG alone"},
  {"unconfirmed", NO_VALUE, nullptr, "also show, as notes, findings whose paths all replayed as infeasible within the budget"},
  {"stats", NO_VALUE, nullptr, "print timings and state counts on stderr"},
  {"stats-functions", NO_VALUE, nullptr, "also print each function's statements and checking time on stderr"},
  {"dump-ir", NO_VALUE, nullptr, "print each function's core IR on stderr"},
};

const arg_spec *
find_arg (const char *key)
{
  for (const arg_spec &a : args)
    if (strcmp (a.name, key) == 0)
      return &a;
  return nullptr;
}

/* "help, version, enable=ID,..., ..." for error messages. */
std::string
valid_list ()
{
  std::string s;
  for (const arg_spec &a : args) {
    if (!s.empty ())
      s += ", ";
    s += a.name;
    if (a.value == NEEDS_VALUE)
      s += std::string ("=") + a.meta;
  }
  return s;
}

bool
parse_count (const char *text, uint64_t *out)
{
  char *end;
  errno = 0;
  unsigned long long v = strtoull (text, &end, 10);
  if (errno || end == text || *end || text[0] == '-')
    return false;
  *out = v;
  return true;
}

/* Store one argument's value into the config; false on a bad value. */
bool
apply (gp_config *cfg, const char *key, const char *value)
{
  if (!strcmp (key, "help")) cfg->help = true;
  else if (!strcmp (key, "version")) cfg->version = true;
  else if (!strcmp (key, "stats")) cfg->stats = true;
  else if (!strcmp (key, "stats-functions")) cfg->stats_functions = true;
  else if (!strcmp (key, "dump-ir")) cfg->dump_ir = true;
  else if (!strcmp (key, "unconfirmed")) cfg->unconfirmed = true;
  else if (!strcmp (key, "enable")) cfg->enable = value;
  else if (!strcmp (key, "disable")) cfg->disable = value;
  else if (!strcmp (key, "rules")) cfg->rules = value;
  else if (!strcmp (key, "pack")) cfg->pack = value;
  else if (!strcmp (key, "lib")) cfg->lib = value;
  else if (!strcmp (key, "sarif")) cfg->sarif = value;
  else if (!strcmp (key, "sarif-dir")) cfg->sarif_dir = value;
  else if (!strcmp (key, "facts")) cfg->facts = value;
  else if (!strcmp (key, "facts-only")) cfg->facts_only = true;
  else if (!strcmp (key, "model")) {
    if (strcmp (value, "product") && strcmp (value, "cfg")) {
      error ("ctlcheck: %<-fplugin-arg-ctlcheck-model=%s%>: expected "
             "%<product%> or %<cfg%>", value);
      return false;
    }
    cfg->syntactic = !strcmp (value, "cfg");
  }
  else if (!strcmp (key, "max-states")) {
    if (!parse_count (value, &cfg->max_states) || cfg->max_states == 0) {
      error ("ctlcheck: %<-fplugin-arg-ctlcheck-max-states=%s%>: expected a "
             "positive number of states", value);
      return false;
    }
  }
  return true;
}

} // namespace

const char gp_help_text[] =
  "ctlcheck model-checks every function with CTL rules while it compiles. "
  "Arguments: -fplugin-arg-ctlcheck-help lists them all and the rules. "
  "With facts=DIR, units share facts through DIR, which is assumed to "
  "hold the whole program (build twice: first with facts-only).";

bool
gp_parse_args (const plugin_name_args *info, gp_config *cfg)
{
  bool ok = true;
  for (int i = 0; i < info->argc; i++) {
    const char *key = info->argv[i].key;
    const char *value = info->argv[i].value;
    const arg_spec *a = find_arg (key);
    if (!a) {
      error ("unknown argument %<-fplugin-arg-%s-%s%>; valid arguments "
             "are: %s", info->base_name, key, valid_list ().c_str ());
      ok = false;
    } else if (a->value == NEEDS_VALUE && (!value || !*value)) {
      error ("%<-fplugin-arg-%s-%s%> needs a value: %<-fplugin-arg-%s-%s=%s%>",
             info->base_name, key, info->base_name, key, a->meta);
      ok = false;
    } else if (a->value == NO_VALUE && value) {
      error ("%<-fplugin-arg-%s-%s%> takes no value", info->base_name, key);
      ok = false;
    } else if (!apply (cfg, key, value)) {
      ok = false;
    }
  }
  if (cfg->facts_only && !cfg->facts) {
    error ("ctlcheck: %<facts-only%> needs %<facts=DIR%>");
    ok = false;
  }
  if (cfg->sarif && cfg->sarif_dir) {
    error ("ctlcheck: give %<sarif=%> or %<sarif-dir=%>, not both");
    ok = false;
  }
  return ok;
}

void
gp_print_args (FILE *out)
{
  fprintf (out, "Arguments (-fplugin-arg-ctlcheck-NAME[=VALUE]):\n");
  for (const arg_spec &a : args) {
    std::string left = a.name;
    if (a.value == NEEDS_VALUE)
      left += std::string ("=") + a.meta;
    fprintf (out, "  %-28s %s\n", left.c_str (), a.help);
  }
}
