/* sarif-private.h: what the report library's own files share (not for other parts). */
#ifndef CTLCHECK_SARIF_PRIVATE_H
#define CTLCHECK_SARIF_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "ctlcheck/error.h"

/* The value at a small dotted path of o ("a.b.0.c"), or NULL. */
json_t *sarif_at(json_t *o, const char *path);
/* The string at such a path, or NULL. */
const char *sarif_str_at(json_t *o, const char *path);

/* The identity of a result across units (malloc'ed): rule and
   fingerprint, and with_location also file and line. */
char *sarif_result_key(json_t *r, bool with_location);

/* Remove "." and "dir/.." parts and doubled slashes from path, in place
   (never longer than it was); a relative path keeps its leading "..". */
void sarif_path_normalize(char *path);

/* root/rel (or rel when absolute) with "", "." and ".." segments
   resolved: an absolute, normalised path (malloc'ed). */
char *sarif_path_join(const char *root, const char *rel);

/* Length of the longest common directory of two normalised absolute paths
   ("/a/b/c" and "/a/bc" share "/a": 2). */
size_t sarif_path_common(const char *a, const char *b);

/* The part of path below directory root ("src/x.c" for "/r/src/x.c" under
   "/r"), or NULL when path is not under root. */
const char *sarif_path_under(const char *path, const char *root);

/* Write `path` atomically: emit(f, arg) writes a temporary file in the
   same directory, which then replaces path.  False with err set
   (source: path, text: the reason) when emit or the system fails; an
   existing file is then left as it was. */
bool sarif_save_with(const char *path, bool (*emit)(FILE *f, void *arg),
                     void *arg, ctl_error *err);

/* ---------------------------------------- reading results (sarif-path.c) */

/* The result's fingerprint: ctlcheckFingerprint/v1, else the first
   partial fingerprint; NULL if it has none. */
const char *sarif_result_fingerprint(json_t *result);
/* The physicalLocation of the result's first location, or NULL. */
json_t *sarif_result_place(json_t *result);
/* The region's startLine (0 when there is none). */
uint32_t sarif_place_line(json_t *physical);
/* The rule object of the result in its run (by ruleIndex when it agrees
   with ruleId, else by id), or NULL. */
json_t *sarif_result_rule(json_t *run, json_t *result);
/* The result's level: its own, its rule's default, else "warning". */
const char *sarif_result_level(json_t *run, json_t *result);
/* Is the result suppressed (a non-empty suppressions array)? */
bool sarif_result_suppressed(json_t *result);

/* The artifactLocation of a physicalLocation resolved to its URI (uri,
   or the run's artifacts[index]'s); NULL when there is none. */
const char *sarif_location_uri(json_t *run, json_t *physical,
                               const char **base_id);
/* A URI with its %XX escapes decoded and a file:// scheme removed
   (malloc'ed). */
char *sarif_uri_path(const char *uri);
/* The local file a physicalLocation names (malloc'ed; NULL without a
   URI): the decoded URI joined to its uriBaseId's directory from the
   run's originalUriBaseIds (or `srcroot` for %SRCROOT% when not NULL),
   with "." and "dir/.." parts removed. */
char *sarif_local_path(json_t *run, json_t *physical, const char *srcroot);

#endif /* CTLCHECK_SARIF_PRIVATE_H */
