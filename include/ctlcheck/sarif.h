/* sarif.h: SARIF 2.1.0 logs for ctlcheck's findings (Jansson; C11). */
#ifndef CTLCHECK_SARIF_H
#define CTLCHECK_SARIF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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
  const char *suppressed;  /* the suppressing comment, or NULL */
  const char *level;       /* NULL: the rule's level */
  const sarif_prop *props; /* the result's properties */
  size_t nprops;
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
  const sarif_prop *props; /* the invocation's properties (a merge keeps
                              every unit's invocation) */
  size_t nprops;
} sarif_run;

/* GitHub code scanning's limits, applied (with a notification) on write. */
#define SARIF_MAX_RESULTS 25000
#define SARIF_MAX_FLOW_LOCATIONS 10000

/* Write the run as one SARIF log to `path`, atomically: a temporary file
   in the same directory, then rename.  On failure returns false, leaves
   any existing file untouched, and describes the problem in err. */
bool sarif_write_file(const sarif_run *run, const char *path, char *err,
                      size_t errlen);

/* Write into directory `dir` under a name unique to the unit and stable
   across builds: NAME-HASH.sarif from `unit` (the source) and `key` (what
   else tells two compilations of it apart, e.g. the object file).  The
   chosen path is stored in `out` (may be NULL). */
bool sarif_write_dir(const sarif_run *run, const char *dir, const char *unit,
                     const char *key, char *out, size_t outlen, char *err,
                     size_t errlen);

/* The result's partialFingerprints value: stable when unrelated lines are
   added above it (rule, file, function, the text of the primary line and
   how many identical ones precede it in the function).  buf: 33 bytes. */
void sarif_fingerprint(const char *rule, const char *file, const char *function,
                       const char *line_text, uint32_t occurrence,
                       char buf[33]);

/* ----------------------------------------------------------- suppression */

/* Is a finding of rule `id` at file:line suppressed by a comment
   `ctlcheck-ignore ID[,ID...]` (or `ctlcheck-ignore` alone, or `all`) on
   that line or the line above?  Returns the comment text (from the
   marker to the end of the comment) or NULL.  Files are read once and
   cached; call sarif_source_cache_clear when done. */
const char *sarif_suppression(const char *file, uint32_t line, const char *id);

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
