/* An unchecked allocation given first to a parameter declared nonnull
   (fread's buffer) is null-argument's finding; on the paths that go on
   the pointer is taken as not NULL, so a later `buf[n] = 0` is not a
   second finding for the same bug (jansson's json_process.c).  One
   dereferenced first is null-deref's.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-argument,null-deref" } */
#include <stdio.h>
#include <stdlib.h>

char *load_passed_first (FILE *f, size_t n)
{
  char *buf = malloc (n + 1);
  if (fread (buf, 1, n, f) != n) /* { dg-warning "'buf' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
    exit (1);
  buf[n] = '\0'; /* { dg-bogus "null-deref" } */
  return buf;
}

char *load_deref_first (FILE *f, size_t n)
{
  char *buf = malloc (n + 1);
  buf[n] = '\0'; /* { dg-warning "'buf' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  if (fread (buf, 1, n, f) != n) /* { dg-bogus "null-argument" } */
    exit (1);
  return buf;
}
