/* sarif-private.h: what the report library's own files share (not for other parts). */
#ifndef CTLCHECK_SARIF_PRIVATE_H
#define CTLCHECK_SARIF_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>

/* The string at a small dotted path of o ("a.b.0.c"), or NULL. */
const char *sarif_str_at(json_t *o, const char *path);

/* The identity of a result across units (malloc'ed): rule and
   fingerprint, and with_location also file and line. */
char *sarif_result_key(json_t *r, bool with_location);

/* root/rel (or rel when absolute) with "", "." and ".." segments
   resolved: an absolute, normalised path (malloc'ed). */
char *sarif_path_join(const char *root, const char *rel);

/* Length of the longest common directory of two normalised absolute paths
   ("/a/b/c" and "/a/bc" share "/a": 2). */
size_t sarif_path_common(const char *a, const char *b);

/* The part of path below directory root ("src/x.c" for "/r/src/x.c" under
   "/r"), or NULL when path is not under root. */
const char *sarif_path_under(const char *path, const char *root);

#endif /* CTLCHECK_SARIF_PRIVATE_H */
