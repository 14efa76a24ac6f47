/* The POSIX library file (rules/lib/posix.rules, loaded because the unit
   calls its functions) says which pointer parameters must not be NULL,
   where glibc's declarations do not: null-constant-argument and
   null-argument check them. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-nonnull -Wno-unused-result" } */
#include <pthread.h>
#include <pwd.h>
#include <regex.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>
#include <wchar.h>

ssize_t bad_readlink (const char *path, size_t n)
{
  return readlink (path, NULL, n); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

int bad_getpwnam_r (const char *name, char *buf, size_t n, struct passwd **res)
{
  return getpwnam_r (name, NULL, buf, n, res); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

int bad_lock_null_branch (pthread_mutex_t *m)
{
  if (m == NULL)
    return pthread_mutex_lock (m); /* { dg-warning "'m' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
  return 0;
}

size_t bad_wcsnrtombs (char *d, size_t n, mbstate_t *ps)
{
  return wcsnrtombs (d, NULL, n, n, ps); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

int bad_regcomp (const char *re)
{
  return regcomp (NULL, re, 0); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

/* NULL has a meaning there. */
int good_meaningful_null (int fd)
{
  char *cwd = getcwd (NULL, 0);           /* { dg-bogus "must not be NULL" } */
  int c = accept (fd, NULL, NULL);        /* { dg-bogus "must not be NULL" } */
  free (cwd);
  return c;
}

size_t good_count_only (const wchar_t **src)
{
  return wcsnrtombs (NULL, src, 1, 0, NULL); /* { dg-bogus "must not be NULL" } */
}
