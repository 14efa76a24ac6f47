/* gp-options.h: the plugin's -fplugin-arg-ctlcheck-* arguments. */
#ifndef CTLCHECK_GP_OPTIONS_H
#define CTLCHECK_GP_OPTIONS_H

#include <stdint.h>
#include <stdio.h>

struct plugin_name_args;

/* Everything the user can set; defaults are the zero/empty values. */
struct gp_config {
  bool help = false;      /* help: list arguments and rules, then exit */
  bool version = false;   /* version: print the version, then exit */
  bool dump_ir = false;   /* dump-ir: print each function's IR on stderr */
  bool stats = false;     /* stats: timings and counts on stderr */
  bool stats_functions = false; /* stats-functions: one line per function */
  const char *rules = nullptr;     /* rules=PATH[:PATH...] */
  const char *pack = nullptr;      /* pack=DIR: replaces the built-in pack */
  const char *lib = nullptr;       /* lib=NAME,...: library files to load */
  const char *enable = nullptr;    /* enable=ID,... */
  const char *disable = nullptr;   /* disable=ID,... */
  const char *sarif = nullptr;     /* sarif=FILE */
  const char *sarif_dir = nullptr; /* sarif-dir=DIR */
  const char *facts = nullptr;     /* facts=DIR */
  bool facts_only = false;         /* facts-only: write facts, no check */
  uint64_t max_states = 0;         /* max-states=N (0: default) */
  bool syntactic = false;          /* model=cfg: no product states */
  bool unconfirmed = false;        /* unconfirmed: show them as notes */
};

/* Parse the arguments of -fplugin=ctlcheck into *CFG.  On a bad argument
   reports a GCC error naming it (and the valid ones) and returns false. */
bool gp_parse_args (const plugin_name_args *info, gp_config *cfg);

/* The one-paragraph help text GCC shows for the plugin (--help=plugins). */
extern const char gp_help_text[];

/* Print every argument with its description. */
void gp_print_args (FILE *out);

#endif /* CTLCHECK_GP_OPTIONS_H */
