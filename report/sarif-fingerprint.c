/* sarif-fingerprint.c: partial fingerprints that survive edits elsewhere in the file. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ctlcheck/sarif.h"

/* FNV-1a, 64 bits, continued from h. */
static uint64_t fnv(uint64_t h, const char *s)
{
  for (; s && *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211u;
  return (h ^ 0xff) * 1099511628211u; /* field separator */
}

/* Hash a line with its blanks squeezed out, so re-indenting keeps it. */
static uint64_t fnv_text(uint64_t h, const char *s)
{
  for (; s && *s; s++)
    if (!isspace((unsigned char)*s))
      h = (h ^ (unsigned char)*s) * 1099511628211u;
  return (h ^ 0xff) * 1099511628211u;
}

void sarif_fingerprint(const char *rule, const char *file, const char *function,
                       const char *line_text, uint32_t occurrence,
                       char buf[33])
{
  uint64_t a = 1469598103934665603u, b = 0x84222325cbf29ce4u;
  char occ[16];
  snprintf(occ, sizeof occ, "%u", occurrence);
  a = fnv(fnv(fnv(a, rule), file), function);
  a = fnv(fnv_text(a, line_text), occ);
  b = fnv(fnv(fnv(b, occ), function), rule);
  b = fnv(fnv_text(b, line_text), file);
  snprintf(buf, 33, "%016llx%016llx", (unsigned long long)a,
           (unsigned long long)b);
}
