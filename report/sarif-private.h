/* sarif-private.h: what the report library's own files share (not for other parts). */
#ifndef CTLCHECK_SARIF_PRIVATE_H
#define CTLCHECK_SARIF_PRIVATE_H

#include <stdbool.h>

#include <jansson.h>

/* The string at a small dotted path of o ("a.b.0.c"), or NULL. */
const char *sarif_str_at(json_t *o, const char *path);

/* The identity of a result across units (malloc'ed): rule and
   fingerprint, and with_location also file and line. */
char *sarif_result_key(json_t *r, bool with_location);

#endif /* CTLCHECK_SARIF_PRIVATE_H */
