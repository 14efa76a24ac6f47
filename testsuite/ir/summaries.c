/* Unit constants and function summaries, as rewritten into the IR. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int flag = 1;        /* never written: always 1 */
static int never;           /* never written: always 0 */
int exported;               /* other units may write it: unknown */
static const int limit = 5; /* const with an initializer */

static void release (char *p) { if (p) free (p); }        /* frees p */
static void release2 (char *q) { release (q); }           /* through a wrapper */
static char *make (int n)                                 /* returns malloc's result */
{
  char *r = malloc (n);
  if (!r)
    return 0;
  r[0] = 0;
  return r;
}
static int yes (void) { return 1; }                       /* returns a constant */
static char *same (char *s) { return s; }                 /* returns its parameter */
static int first (const int *v) { return v[0] + limit; }  /* dereferences v */
static void die (const char *m) { fprintf (stderr, "%s", m); exit (1); } /* no return */
static char *xmake (int n)                                /* malloc's result, never NULL */
{
  char *r = malloc (n);
  if (!r)
    die ("out of memory");
  return r;
}
static char *copy (char *d, const char *s) { return strcpy (d, s); } /* returns d */

int
use (int k)
{
  char *a = make (3);
  char *b = same (a);
  release2 (b);
  if (yes () && flag && !never && exported)
    release (a);
  if (!a)
    die ("x");
  char *c = copy (xmake (4), "abc");
  free (c);
  return first (&k);
}

void
drop (void)
{
  make (5); /* its result dropped: malloc's block is dropped */
}

static int fd;
static void reopen (void) { fd = flag ? 0 : 3; } /* always assigns fd */

void
twice (void)
{
  reopen ();
  fd = fd + 1;
  reopen (); /* def fd after the call */
}
