/* A first release by a function that does not pair with the allocator
   is one finding, mismatched-dealloc's: the right release after it is
   not also a use after free or a double free (GCC's attr-malloc-6.c
   reports the mismatch alone).  Two releases that do pair with it are
   still a double free, and a use after a paired free is still one.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none" } */
#include <stdio.h>
#include <stdlib.h>

struct conn { int fd; };
extern void conn_close (struct conn *);
extern struct conn *conn_open (const char *) __attribute__ ((malloc (conn_close)));

void bad_free_then_fclose (const char *name)
{
  FILE *log = fopen (name, "w");
  if (!log)
    return;
  free (log); /* { dg-warning "'log' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
  fclose (log); /* { dg-bogus "ctlcheck:use-after-free" } */
}

void bad_free_then_own_release (const char *host)
{
  struct conn *c = conn_open (host);
  free (c); /* { dg-warning "'c' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
  conn_close (c); /* { dg-bogus "ctlcheck:double-free" } */
}

void bad_paired_twice (const char *host)
{
  struct conn *c = conn_open (host);
  conn_close (c);
  conn_close (c); /* { dg-warning "'c' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

int bad_use_after_paired (const char *host)
{
  struct conn *c = conn_open (host);
  if (!c)
    return -1;
  conn_close (c);
  return c->fd; /* { dg-warning "'c' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}
