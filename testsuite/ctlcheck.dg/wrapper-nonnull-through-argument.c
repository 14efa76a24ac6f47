/* A wrapper's block that is never NULL (its allocation aborts on failure)
   stays never NULL when another function of the program hands it back
   as its returned argument (nano's `path = free_and_assign (path,
   strip_last_component (path));`): the copy the receiver gets is the
   wrapper's block, not a new allocation that may fail.  A wrapper that
   may give NULL is still reported through the same hand-over. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static void *must_alloc (size_t n)
{
  void *p = malloc (n);
  if (!p)
    abort ();
  return p;
}

static char *copy_of (const char *s)
{
  size_t n = strlen (s);
  char *c = must_alloc (n + 1);
  memcpy (c, s, n + 1);
  return c;
}

static char *try_copy (const char *s)
{
  size_t n = strlen (s);
  char *c = malloc (n + 1);
  if (c)
    memcpy (c, s, n + 1);
  return c;
}

static char *replace (char *old, char *fresh)
{
  free (old);
  return fresh;
}

int good_stat (char *path)
{
  struct stat st;
  path = replace (path, copy_of (path));
  int r = stat (path, &st); /* { dg-bogus "null-argument" } */
  free (path);
  return r;
}

int bad_stat (char *path)
{
  struct stat st;
  path = replace (path, try_copy (path));
  int r = stat (path, &st); /* { dg-warning "'path' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
  free (path);
  return r;
}
