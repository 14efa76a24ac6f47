/* An unchecked allocation given first to a library function that reads
   or writes through it is null-deref's finding; after that call the
   pointer is known not NULL on the paths that go on (as after `*p`), so
   passing it on to a nonnull parameter is no second finding (GCC reports
   the first use only: doom-d_main-IdentifyVersion.c in GCC 14's tests).
   Passed first to the nonnull parameter, it is null-argument's. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-nonnull -fplugin-arg-ctlcheck-enable=null-argument,null-deref" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int after_deref (const char *home)
{
  char *wad = malloc (strlen (home) + 16);
  sprintf (wad, "%s/doom2.wad", home); /* { dg-warning "'wad' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  if (!access (wad, R_OK)) /* { dg-bogus "null-argument" } */
    return 1;
  free (wad);
  return 0;
}

int bad_first (size_t n)
{
  char *name = malloc (n);
  int r = access (name, R_OK); /* { dg-warning "'name' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
  free (name);
  return r;
}
