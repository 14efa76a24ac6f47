/* Flags that GCC combines without branches (curl and tmux, issue 13):
   `!a && !b` becomes `(a | b) == 0`, `done && p` a `&` of two truth
   values, `!done` a negation.  Each operand is one condition on an edge
   of its own, so the flag set beside the pointer still guards it.  The
   bad cases keep the bug the flag does not prevent. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct client { int fd; struct client *session; };
extern char *describe (struct client *);
extern int use (int);

/* tmux cmd-new-session.c: detached is set whenever c is NULL. */
int good_flags_or (struct client *c, int d)
{
  int detached = d, attached = 0;
  if (c == NULL)
    detached = 1;
  if (c != NULL && c->session != NULL)
    attached = 1;
  describe (c);
  if (!detached && !attached && c->fd != -1) /* { dg-bogus "null-deref-after-check" } */
    return use (c->fd);
  return 0;
}

int bad_flags_or (struct client *c, int d)
{
  int detached = d, attached = 0;
  if (c != NULL && c->session != NULL)
    attached = 1;
  describe (c);
  if (!detached && !attached && c->fd != -1) /* { dg-warning "'c' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
    return use (c->fd);
  return 0;
}

/* curl url.c: done is set when host is released. */
size_t good_flag_not (char *host, int c)
{
  bool done = false;
  if (c) {
    free (host);
    host = NULL;
    done = true;
  }
  if (!done)
    return strlen (host); /* { dg-bogus "null-argument" } */
  return 0;
}

size_t bad_flag_not (char *host, int c)
{
  bool done = false;
  if (c)
    host = NULL;
  if (!done)
    return strlen (host); /* { dg-warning "'host' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
  return 0;
}

/* curl cookie.c: the file is opened only when fromfile is set. */
int good_flag_and (const char *name, bool fromfile)
{
  FILE *fp = NULL;
  if (fromfile) {
    fp = fopen (name, "r");
    if (!fp)
      return -1;
  }
  if (fromfile && fp) /* { dg-bogus "file-leak" } */
    fclose (fp);
  return 0;
}

int bad_flag_and (const char *name, bool fromfile, bool keep)
{
  FILE *fp = fopen (name, "r");
  if (!fp)
    return -1;
  if (fromfile && keep)
    fclose (fp);
  return 0; /* { dg-warning "file 'fp' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
}

/* tmux job.c: the same bits of a parameter tested twice agree, until the
   parameter is assigned; other bits are another condition. */
extern int open_pty (int *fd);
int good_same_bits (int flags, int v)
{
  int fd;
  if (flags & 1)
    open_pty (&fd);
  use (v);
  if (flags & 1)
    return use (fd); /* { dg-bogus "uninit" } */
  return 0;
}

int bad_bits_reassigned (int flags, int v)
{
  int fd;
  if (flags & 1)
    open_pty (&fd);
  flags = v;
  if (flags & 1)
    return use (fd); /* { dg-warning "'fd' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}

int bad_other_bits (int flags, int v)
{
  int fd;
  if (flags & 1)
    open_pty (&fd);
  use (v);
  if (flags & 2)
    return use (fd); /* { dg-warning "'fd' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}

/* GCC folds a range test, `n < 1 || n > 8` or `c >= 'a' && c <= 'z'`,
   into one unsigned comparison that wraps: `(unsigned) n - 1 > 7`.  Its
   edges are the two comparisons of n again (sqlite3 balance_nonroot). */
extern void use_int (int);
void good_range_test (const int *v, int n)
{
  int first[8], i;
  if (n < 1 || n > 8)
    return;
  for (i = 0; i < n; i++)
    first[i] = v[i];
  use_int (first[0]); /* { dg-bogus "uninit" } */
}
void bad_range_test (const int *v, int n)
{
  int first[8], i;
  if (n < 0 || n > 8)
    return;
  for (i = 0; i < n; i++)
    first[i] = v[i];
  use_int (first[0]); /* { dg-warning "'first' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
int good_letter (int c, int v)
{
  int x;
  if (c >= 'a' && c <= 'z')
    x = v;
  use_int (c);
  if (c >= 'a' && c <= 'z')
    return x; /* { dg-bogus "uninit" } */
  return 0;
}
