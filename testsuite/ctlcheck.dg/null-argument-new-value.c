/* A NULL that a test found, or that was assigned, says nothing once the
   pointer gets a new value, also an unchecked allocation: that one is
   its own finding (null-deref's, for strcpy), not a second one here
   (giflib's getarg.c: `static char *tok; if (tok == NULL) { tok =
   malloc (3); strcpy (tok, "-?"); }`).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-argument,null-deref" } */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>

char *good_lazy_token (void)
{
  static char *tok = NULL;
  if (tok == NULL) {
    tok = malloc (3);
    strcpy (tok, "-?"); /* { dg-warning "'tok' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
    /* { dg-bogus "null-argument" "" { target *-*-* } 17 } */
  }
  return tok;
}

int good_reassigned (const char *s)
{
  char *p = NULL;
  p = strdup (s);
  if (!p)
    return -1;
  int fd = open (p, O_RDONLY); /* { dg-bogus "null-argument" } */
  free (p);
  return fd;
}

int bad_tested (const char *p, int log)
{
  if (p == NULL && log)
    log = 2;
  return open (p, O_RDONLY); /* { dg-warning "'p' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
