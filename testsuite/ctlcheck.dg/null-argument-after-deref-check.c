/* A pointer tested NULL (or set to NULL) and then dereferenced is
   null-deref-after-check's finding; a later call given it for a nonnull
   parameter is the same bug, not a second finding (cJSON's tests/common.h:
   `if ((item != NULL) && ...)`, then `item->valuestring`, then
   `memset (item, ..)`).  A library call reached first is this rule's.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-argument,null-deref-after-check" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item { struct item *child; char *name; int type; };

void good_reset (struct item *item)
{
  if ((item != NULL) && (item->child != NULL))
    free (item->child);
  if (item->name != NULL) /* { dg-warning "'item' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
    free (item->name);
  memset (item, 0, sizeof *item); /* { dg-bogus "null-argument" } */
}

size_t bad_length (const char *p)
{
  if (p == NULL)
    fprintf (stderr, "no string\n");
  return strlen (p); /* { dg-warning "'p' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
