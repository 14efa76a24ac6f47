/* Functions of the unit that never return (they call exit), as less's
   quit () does (less 590, main.c): the `return x;` written after a call
   to one, often marked NOTREACHED, is the program's own statement that
   no path gets there, not dead code to report (as after a call GCC
   knows never returns); and an allocation wrapper whose NULL branch
   calls one never gives NULL, so what it returns needs no check.  Other
   statements after such a call are reported, and a wrapper that can
   give NULL still needs its check. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

extern void error (const char *);
extern int counter;

void quit (int status)
{
  exit (status);
}

void *ecalloc (int count, unsigned size)
{
  void *p = calloc (count, size);
  if (p != NULL)
    return p;
  error ("Cannot allocate memory");
  quit (1);
  /*NOTREACHED*/
  return (NULL); /* { dg-bogus "unreachable-code" } */
}

void *tcalloc (int count, unsigned size)
{
  void *p = calloc (count, size);
  if (p != NULL)
    return p;
  error ("Cannot allocate memory");
  return NULL;
}

int good_main (void)
{
  quit (0);
  /*NOTREACHED*/
  return (0); /* { dg-bogus "unreachable-code" } */
}

char *good_save (const char *s)
{
  char *p = ecalloc (strlen (s) + 1, sizeof (char));
  strcpy (p, s); /* { dg-bogus "null-deref" } */
  return p;
}

int bad_after_quit (void)
{
  quit (2);
  counter++; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  return counter;
}

char *bad_save (const char *s)
{
  char *p = tcalloc (strlen (s) + 1, sizeof (char));
  strcpy (p, s); /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return p;
}
