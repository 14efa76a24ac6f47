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

typedef struct sarif_result {
  size_t rule;             /* index into the run's rules */
  const char *message;
  sarif_loc primary;
  const sarif_loc *events; /* the path, in order */
  size_t nevents;
  const char *function;    /* logical location, or NULL */
  const char *suppressed;  /* the suppressing comment's justification ("" when
                              it gives none), or NULL */
} sarif_result;

typedef struct sarif_note {
  const char *level;       /* "note", "warning", "error" */
  const char *id;          /* descriptor id, e.g. "budget-exceeded" */
  const char *message;
  sarif_loc loc;           /* line 0: none */
} sarif_note;

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
} sarif_run;

/* GitHub code scanning's limits, applied (with a notification) on write. */
#define SARIF_MAX_RESULTS 25000
#define SARIF_MAX_FLOW_LOCATIONS 10000

/* Write the run as one SARIF log to `path`, atomically: a temporary file
   in the same directory, then rename.  On failure returns false, leaves
   any existing file untouched, and describes the problem in err
   ("cannot write SARIF to 'PATH': REASON"). */
bool sarif_write_file(const sarif_run *run, const char *path, ctl_error *err);

/* Write into directory `dir` under a name unique to the unit and stable
   across builds: NAME-HASH.sarif from `unit` (the source) and `key` (what
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

/* Write any JSON document to `path` atomically (temporary file, then
   rename; an existing file is left as it was on failure). */
bool sarif_save_json(json_t *log, const char *path, ctl_error *err);

/* One log with one run from the runs of logs[0..n): rules joined by id,
   results kept once when rule, fingerprint, file and line are the same
   (a header's finding seen from several units), artifacts kept once,
   invocations all.  Linear in the number of results.  A new reference. */
json_t *sarif_merge(json_t *const *logs, size_t n);

/* Mark the results of the first run of `now` against the first run of
   `baseline`, matched by rule and fingerprint: "unchanged" (same place),
   "updated" (moved), "new"; results of the baseline that no longer occur
   are appended as "absent".  Changes `now` in place; returns how many
   results are new. */
size_t sarif_diff(json_t *baseline, json_t *now);

/* Findings per rule and per file (suppressed ones counted apart) and the
   total, as the `summary` command prints them. */
void sarif_summary(json_t *log, FILE *out);

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
