/* sarif.h: SARIF 2.1.0 logs for ctlcheck's findings (Jansson; C11). */
#ifndef CTLCHECK_SARIF_H
#define CTLCHECK_SARIF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "ctlcheck/error.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Plain input structs: the caller owns every string and array. */

typedef struct sarif_rule {
  const char *id;          /* stable rule id, also SARIF ruleId */
  const char *summary;     /* shortDescription */
  const char *description; /* fullDescription (the summary if NULL) */
  const char *help;        /* help text; may span lines */
  const char *level;       /* "note", "warning" or "error" */
  uint32_t cwe;            /* 0: none */
  const char *const *tags; /* extra tags */
  size_t ntags;
} sarif_rule;

typedef struct sarif_loc {
  const char *file;        /* as the compiler saw it (relative to cwd or absolute) */
  uint32_t line, col;      /* 1-based; line 0: no location */
  const char *message;     /* event text, or NULL */
} sarif_loc;

/* One entry of a property bag: `key` (inside the object `group` of the
   bag when group is not NULL) with a string, a number or a boolean. */
typedef struct sarif_prop {
  const char *group;
  const char *key;
  const char *text;        /* the string, or NULL for a number: */
  int64_t number;
  bool is_bool;            /* number as false (0) or true */
} sarif_prop;

typedef struct sarif_result {
  size_t rule;             /* index into the run's rules */
  const char *message;
  sarif_loc primary;
  const sarif_loc *events; /* the path, in order */
  size_t nevents;
  const char *function;    /* logical location, or NULL */
  const char *suppressed;  /* the suppressing comment's justification ("" when
                              it gives none), or NULL */
  const char *level;       /* NULL: the rule's level */
  const sarif_prop *props; /* the result's properties */
  size_t nprops;
  const char *function_qualified; /* the function's qualified name in
                              source form (C++ ns::Foo::bar), or NULL */
} sarif_result;

typedef struct sarif_note {
  const char *level;       /* "note", "warning", "error" */
  const char *id;          /* descriptor id, e.g. "budget-exceeded" */
  const char *message;
  sarif_loc loc;           /* line 0: none */
} sarif_note;

/* What one unit's check covered (a SARIF run's property
   "ctlcheck/coverage"); a merged log holds the sums. */
typedef struct sarif_coverage {
  uint64_t units;     /* translation units */
  uint64_t functions; /* functions of those units */
  uint64_t product;   /* checked on the product model (narrowed included) */
  uint64_t narrowed;  /* ... fitting the budget only with fewer variables */
  uint64_t cfg;       /* checked on the CFG only (over budget) */
  uint64_t skipped;   /* skipped after an internal error */
  uint64_t confirmed, refuted, unconfirmed; /* findings whose paths were
                                               replayed (doc/design.md) */
} sarif_coverage;

typedef struct sarif_run {
  const char *version;     /* tool version */
  const char *uri;         /* informationUri */
  const char *srcroot;     /* absolute directory %SRCROOT% stands for */
  const sarif_rule *rules;
  size_t nrules;
  const sarif_result *results;
  size_t nresults;
  const sarif_note *notes;
  size_t nnotes;
  const char *const *artifacts; /* analysed files */
  size_t nartifacts;
  const char *const *argv;      /* command line */
  size_t argc;
  bool success;            /* executionSuccessful */
  const sarif_coverage *coverage; /* run.properties["ctlcheck/coverage"],
                                     or NULL: not recorded */
} sarif_run;

/* GitHub code scanning's limits, applied (with a notification) on write. */
#define SARIF_MAX_RESULTS 25000
#define SARIF_MAX_FLOW_LOCATIONS 10000

/* Write the run as one SARIF log to `path`, atomically: a temporary file
   in the same directory, then rename.  On failure returns false, leaves
   any existing file untouched, and describes the problem in err
   ("cannot write SARIF to 'PATH': REASON"). */
bool sarif_write_file(const sarif_run *run, const char *path, ctl_error *err);

/* Write into directory `dir` (created with its parents when missing)
   under a name unique to the unit and stable across builds: NAME-HASH.sarif from `unit` (the source) and `key` (what
   else tells two compilations of it apart, e.g. the object file).  The
   chosen path is stored in `out` (may be NULL). */
bool sarif_write_dir(const sarif_run *run, const char *dir, const char *unit,
                     const char *key, char *out, size_t outlen, ctl_error *err);

/* The result's partialFingerprints value: stable when unrelated lines are
   added above it (rule, file, function, the text of the primary line and
   how many identical ones precede it in the function).  buf: 33 bytes. */
void sarif_fingerprint(const char *rule, const char *file, const char *function,
                       const char *line_text, uint32_t occurrence,
                       char buf[33]);

/* ------------------------------------------------------ logs as JSON */

/* A SARIF 2.1.0 log read from `path`, or NULL with err set (a JSON syntax
   error at its line and column, or "not a SARIF 2.1.0 log ..."). */
json_t *sarif_read_file(const char *path, ctl_error *err);

/* Create directory dir and its parents as needed (mkdir -p), safe when
   other processes create them at the same time. */
bool sarif_make_dirs(const char *dir, ctl_error *err);

/* Write any JSON document to `path` atomically (temporary file, then
   rename; an existing file is left as it was on failure). */
bool sarif_save_json(json_t *log, const char *path, ctl_error *err);

/* One log with one run from the runs of logs[0..n): rules joined by id,
   results kept once when rule, fingerprint, file and line are the same
   (a header's finding seen from several units), artifacts kept once,
   invocations all.  Every file location is rebased onto one %SRCROOT%,
   the common directory of the runs' own (logs made in a/ and b/ by a
   recursive make resolve under their common parent).  Linear in the
   number of results.  A new reference. */
json_t *sarif_merge(json_t *const *logs, size_t n);

/* Mark the results of the first run of `now` against the first run of
   `baseline`, matched by rule and fingerprint: "unchanged" (same place),
   "updated" (moved), "new"; results of the baseline that no longer occur
   are appended as "absent".  Changes `now` in place; returns how many
   results are new. */
size_t sarif_diff(json_t *baseline, json_t *now);

/* Findings per rule and per file (suppressed ones counted apart), the
   total, and the coverage summed over the runs, as the `summary` command
   prints them. */
void sarif_summary(json_t *log, FILE *out);

/* ------------------------------------------------------------- coverage */

#define SARIF_COVERAGE_KEY "ctlcheck/coverage"

/* The JSON object of the run property SARIF_COVERAGE_KEY (a new
   reference): {"units": N, "functions": N, "product": N, "narrowed": N,
   "cfg": N, "skipped": N}. */
json_t *sarif_coverage_json(const sarif_coverage *c);
/* Add the coverage recorded in `run` (a run of a log) to *sum; false,
   leaving *sum alone, when the run does not record it. */
bool sarif_coverage_add(json_t *run, sarif_coverage *sum);
/* The coverage summed over the runs of `log`, one line ("coverage: N
   units, N functions: N on the product (N narrowed), N on the CFG only
   (over budget), N skipped"), then "coverage: not recorded" when no run
   records it or "coverage: not recorded in N of M runs" when some do
   not. */
void sarif_coverage_print(json_t *log, FILE *out);

/* --------------------------------------------------- reports from a log */

/* Check the parts of every result of `log` that the reports below read
   (message text, locations, regions, code flows, rule ids and indices,
   suppressions, baseline states, fingerprints: their JSON types); false
   with err set ("SOURCE: error: runs[0].results[3].message.text: expected
   a string") on the first that is wrong. */
bool sarif_check_results(json_t *log, const char *source, ctl_error *err);

/* A static HTML report of a checked log in directory `dir` (created when
   missing): index.html (totals, findings by rule and by file, baseline
   states, a sortable and filterable table of every finding) and one page
   per source file with the source, each finding at its line with its
   rule's help, and its path events numbered in the margin.  Source files
   are found through the locations' URIs and the run's
   originalUriBaseIds; `srcroot`, when not NULL, stands for %SRCROOT%
   instead.  A file that cannot be read gets a page without source.  Every
   page is written atomically.  Linear in the size of the log and of the
   source files shown. */
bool sarif_html(json_t *log, const char *dir, const char *srcroot,
                ctl_error *err);

/* The results of a checked log as GitLab Code Quality issues (a new
   reference: a JSON array of {description, check_name, fingerprint,
   severity, location: {path, lines: {begin, end}}}).  Suppressed and
   absent results are left out; paths are made relative to `root` (the
   repository's top directory; NULL: the current directory) when they lie
   under it.  The fingerprint is the result's ctlcheck fingerprint, made
   unique in the report. */
json_t *sarif_codequality(json_t *log, const char *root);

/* ----------------------------------------------------------- suppression */

/* Is a finding of rule `id` at file:line suppressed by a comment
   `ctlcheck-ignore ID[,ID...][:] [JUSTIFICATION]` (or `ctlcheck-ignore`
   alone, or `all`) on that line, or alone on the line above (a comment
   after code is about its own line only)?  Returns the justification
   (the text after the ids, without the comment's delimiters; "" when
   there is none), malloc'ed, or NULL.  Files are read once and cached;
   call sarif_source_cache_clear when done. */
char *sarif_suppression(const char *file, uint32_t line, const char *id);

/* Line `line` of `file` (without the newline), or NULL. */
const char *sarif_source_line(const char *file, uint32_t line);
void sarif_source_cache_clear(void);
/* Where relative file names are found when they are not found from the
   current directory: the directory the compilation was started in, which
   differs on a distributed-build helper (GCC's -fworking-directory). */
void sarif_source_set_root(const char *dir);

#ifdef __cplusplus
}
#endif

#endif /* CTLCHECK_SARIF_H */
