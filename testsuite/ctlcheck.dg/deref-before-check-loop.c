/* A loop's test of a pointer that the loop's body assigns is there for
   the values it takes later, not a doubt about the one dereferenced
   before the loop: rsync's check_secret reads `*user`, then loops while
   `user || group`, and the body clears `user` through a pointer to it
   (`ptr = &user; ... *ptr = NULL;`).  A loop whose body leaves the
   pointer alone, or a check after the loop, still disagrees with the
   dereference. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdio.h>
#include <string.h>

const char *
find_secret (const char *user, const char *group, FILE *fh)
{
  char line[100];
  const char *err = "not found";
  if (*user == '#')
    return "invalid";
  while ((user || group) && fgets (line, sizeof line, fh)) /* { dg-bogus "ctlcheck:deref-before-check" } */
    {
      const char **ptr = line[0] == '@' ? &group : &user;
      if (!*ptr || strcmp (line, *ptr) != 0)
        continue;
      err = "mismatch";
      *ptr = NULL;
    }
  return err;
}

struct node { int n; struct node *next; };
extern struct node *next_of (struct node *);

int
count_from (struct node *p)
{
  int c = p->n;
  while (p) /* { dg-bogus "ctlcheck:deref-before-check" } */
    {
      c++;
      p = next_of (p);
    }
  return c;
}

int
read_then_loop (const char *s, FILE *fh)
{
  char line[100];
  int n = 0;
  if (*s == '#')
    return 0;
  while (s && fgets (line, sizeof line, fh)) /* { dg-warning "'s' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    n += strcmp (line, s) == 0;
  return n;
}

int
alias_elsewhere (const char *s, const char *t)
{
  const char **ptr = &t;
  int n = *s;
  *ptr = NULL;
  if (s) /* { dg-warning "'s' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    n++;
  return n + (t != NULL);
}
