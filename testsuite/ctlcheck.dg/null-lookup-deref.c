/* null-lookup-deref: the result of getenv, getpwnam, getgrgid ... (NULL
   when there is none) read before a test; tested, replaced or passed
   through a test first, it is not reported. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <grp.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

char bad_first_char (void)
{
  char *shell = getenv ("SHELL");
  return shell[0]; /* { dg-warning "'shell' may be NULL: the lookup finds nothing at times, and its result is dereferenced without a check \\\[ctlcheck:null-lookup-deref\\\]" } */
}

size_t bad_length (int verbose)
{
  const char *lang = getenv ("LANG");
  if (verbose)
    return 0;
  return strlen (lang); /* { dg-warning "\\\[ctlcheck:null-lookup-deref\\\]" } */
}

const char *bad_group_name (gid_t id)
{
  struct group *gr = getgrgid (id);
  return gr->gr_name; /* { dg-warning "\\\[ctlcheck:null-lookup-deref\\\]" } */
}

int bad_in_loop (const char **names, int n)
{
  int total = 0;
  for (int i = 0; i < n; i++) {
    struct passwd *pw = getpwnam (names[i]);
    total += (int) pw->pw_uid; /* { dg-warning "\\\[ctlcheck:null-lookup-deref\\\]" } */
  }
  return total;
}

char good_tested (void)
{
  char *shell = getenv ("SHELL");
  if (shell == NULL)
    return 0;
  return shell[0]; /* { dg-bogus "null-lookup-deref" } */
}

size_t good_default (void)
{
  const char *home = getenv ("HOME");
  if (!home)
    home = "/";
  return strlen (home); /* { dg-bogus "null-lookup-deref" } */
}

int good_loop_skips (const char **names, int n)
{
  int total = 0;
  for (int i = 0; i < n; i++) {
    struct passwd *pw = getpwnam (names[i]);
    if (pw == NULL)
      continue;
    total += (int) pw->pw_uid; /* { dg-bogus "null-lookup-deref" } */
  }
  return total;
}

size_t good_conditional (void)
{
  char *term = getenv ("TERM");
  return term ? strlen (term) : 0; /* { dg-bogus "null-lookup-deref" } */
}
