/* glibc's error () and error_at_line () exit when their status is not 0
   (issue 20; GCC's analyzer knows it too): the path ends there, so what
   follows is neither a NULL dereference nor a leak on that path.  With
   status 0 they return. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <errno.h>
#include <error.h>
#include <stdlib.h>
#include <string.h>

struct buf { char *data; size_t len; };

char *good_error_exits (size_t n)
{
  char *p = malloc (n + 1);
  if (p == NULL)
    error (EXIT_FAILURE, errno, "cannot allocate %zu bytes", n);
  p[n] = '\0'; /* { dg-bogus "null-deref" } */
  return p;
}

char *good_error_at_line_exits (struct buf *b, const char *file, unsigned line)
{
  char *p = realloc (b->data, b->len + 1);
  if (p == NULL)
    error_at_line (1, errno, file, line, "out of memory");
  b->data = p;
  return memset (p, 0, b->len + 1); /* { dg-bogus "null-deref" } */
}

int bad_error_returns (struct buf *b)
{
  if (b == NULL)
    error (0, 0, "no buffer");
  return b->len > 0; /* { dg-warning "'b' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int good_leak_then_exit (const char *s)
{
  char *copy = strdup (s);
  if (copy == NULL)
    return -1;
  if (strlen (copy) > 100)
    error (2, 0, "too long: %s", copy); /* { dg-bogus "memory-leak" } */
  free (copy);
  return 0;
}
