/* A block stored in a field of a compound literal passed by value is
   handed over with it, as through a local struct (tinyproxy 1.11.1's
   add_error_variable, html-error.c:233: `htab_insert (map, k, HTV_P
   (v))`, where HTV_P (P) is `(htab_value) {.p = P}`).  A block the
   literal does not hold still leaks. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

typedef union value { void *p; size_t n; } value;
extern int insert (void *map, char *key, value v);

int good_handed_over (void *map, const char *key, const char *val)
{
  char *k = strdup (key), *v = strdup (val);
  if (!v || !k)
    goto oom;
  if (insert (map, k, (value) {.p = v}))
    return 1; /* { dg-bogus "memory-leak" } */
oom:
  free (k);
  free (v);
  return -1;
}

int bad_not_held (void *map, const char *val)
{
  char *v = strdup (val);
  if (!v)
    return -1;
  return insert (map, 0, (value) {.n = 3}); /* { dg-warning "memory allocated to 'v' leaks \\\[ctlcheck:memory-leak\\\]" } */
}
