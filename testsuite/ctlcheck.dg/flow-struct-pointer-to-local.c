/* A local pointer that only ever holds the address of a local struct
   (`struct conn c, *cp = &c;`) and is only dereferenced: `cp->buf` is
   the struct's field c.buf, so a block stored through the pointer is the
   function's to free, and a release through one name is seen under the
   other. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,file-leak,double-free" } */
#include <stdio.h>
#include <stdlib.h>

struct conn {
  FILE *log;
  char *buf;
  int len;
  struct { char *name; } peer;
};

extern void hand_over (struct conn *);
extern int check (const char *, int);

int bad_leak (int n)
{
  struct conn c;
  struct conn *cp = &c;
  cp->len = n;
  cp->buf = malloc (cp->len);
  if (!cp->buf)
    return -1;
  if (check (cp->buf, cp->len) < 0)
    return -1; /* { dg-warning "memory allocated to 'c.buf' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (c.buf);
  return 0;
}

int bad_nested_leak (const char *s)
{
  struct conn c;
  struct conn *cp = &c;
  cp->peer.name = malloc (16);
  if (!cp->peer.name)
    return -1;
  return s[0]; /* { dg-warning "memory allocated to 'c.peer.name' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int bad_file (const char *path)
{
  struct conn c;
  struct conn *cp = &c;
  if ((cp->log = fopen (path, "w")) == NULL)
    return 1;
  return 0; /* { dg-warning "file 'c.log' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
}

void bad_double (void)
{
  struct conn c;
  struct conn *cp = &c;
  c.buf = malloc (8);
  free (cp->buf);
  free (c.buf); /* { dg-warning "'c.buf' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

int good_freed (int n)
{
  struct conn c;
  struct conn *cp = &c;
  cp->buf = malloc (n);
  if (!cp->buf)
    return -1;
  if (check (c.buf, n) < 0)
    {
      free (c.buf);
      return -1;
    }
  free (cp->buf);
  return 0; /* { dg-bogus "leaks" } */
}

void good_handed_over (void)
{
  struct conn c;
  struct conn *cp = &c;
  cp->buf = malloc (8);
  hand_over (cp);
} /* { dg-bogus "leaks" } */

void good_second_pointer (int k)
{
  struct conn c;
  struct conn *cp = &c, *other = &c;
  cp->buf = malloc (8);
  if (k)
    other = 0;
  if (other)
    free (other->buf);
} /* { dg-bogus "leaks" } */

int good_closed (const char *path)
{
  struct conn c;
  struct conn *cp = &c;
  if ((cp->log = fopen (path, "w")) == NULL)
    return 1;
  fclose (c.log);
  return 0; /* { dg-bogus "not closed" } */
}
