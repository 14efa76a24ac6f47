/* sarif-fingerprint.c: partial fingerprints that survive edits elsewhere in the file. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"

/* The hash of s continued from h, then a field separator. */
static uint64_t fnv(uint64_t h, const char *s)
{
  return ut_hash_sep(ut_hash_str(h, s ? s : ""));
}

/* Hash a line with its blanks squeezed out, so re-indenting keeps it. */
static uint64_t fnv_text(uint64_t h, const char *s)
{
  for (; s && *s; s++)
    if (!isspace((unsigned char)*s))
      h = ut_hash_bytes(h, s, 1);
  return ut_hash_sep(h);
}

void sarif_fingerprint(const char *rule, const char *file, const char *function,
                       const char *line_text, uint32_t occurrence,
                       char buf[33])
{
  /* Both seeds are part of the format: baselines hold these values. */
  uint64_t a = UINT64_C(1469598103934665603), b = UINT64_C(0x84222325cbf29ce4);
  char occ[16];
  snprintf(occ, sizeof occ, "%u", occurrence);
  a = fnv(fnv(fnv(a, rule), file), function);
  a = fnv(fnv_text(a, line_text), occ);
  b = fnv(fnv(fnv(b, occ), function), rule);
  b = fnv(fnv_text(b, line_text), file);
  snprintf(buf, 33, "%016llx%016llx", (unsigned long long)a,
           (unsigned long long)b);
}
