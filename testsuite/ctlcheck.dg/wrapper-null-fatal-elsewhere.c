/* An allocation wrapper that tests its result and, where it is NULL,
   calls the program's fatal-error handler (nano 7.2's nmalloc, utils.c,
   calls die (), which nano.c defines without declaring it noreturn): the
   handler is in another unit, so nothing says it does not return, but a
   wrapper that tests for NULL only to call it and then return the
   pointer all the same is the idiom of one that exits.  Its callers need
   no check.  A NULL the wrapper returns without such a call (its test
   returns NULL, or nothing tests it: the program's call is made on every
   path) still needs one, and a handler this unit defines is judged by
   its body. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

extern void die (const char *msg, ...);   /* defined in another unit */
extern void count_allocation (size_t n); /* likewise */

static void warn_only (const char *msg)
{
  (void) msg;
}

void *alloc_or_die (size_t n)
{
  void *p = malloc (n);
  if (p == NULL)
    die ("Out of memory!\n");
  return p;
}

void *resize_or_die (void *old, size_t n)
{
  void *p = realloc (old, n);
  if (!p)
    die ("Out of memory!\n");
  return p;
}

void *alloc_counted (size_t n)
{
  void *p = malloc (n);
  count_allocation (n);
  return p;
}

void *alloc_or_warn (size_t n)
{
  void *p = malloc (n);
  if (p == NULL)
    warn_only ("Out of memory!\n");
  return p;
}

void *alloc_or_null (size_t n)
{
  void *p = malloc (n);
  if (p == NULL) {
    die ("Out of memory!\n");
    return NULL;
  }
  return p;
}

char *good_copy (const char *s)
{
  char *c = alloc_or_die (strlen (s) + 1);
  strcpy (c, s); /* { dg-bogus "null-deref" } */
  return c;
}

char *good_grow (char *buf, size_t n)
{
  char *c = resize_or_die (buf, n + 1);
  c[n] = '\0'; /* { dg-bogus "null-deref" } */
  return c;
}

char *bad_counted (const char *s)
{
  char *c = alloc_counted (strlen (s) + 1);
  strcpy (c, s); /* { dg-warning "'c' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return c;
}

char *bad_warned (const char *s)
{
  char *c = alloc_or_warn (strlen (s) + 1);
  strcpy (c, s); /* { dg-warning "'c' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return c;
}

char *bad_returned (const char *s)
{
  char *c = alloc_or_null (strlen (s) + 1);
  strcpy (c, s); /* { dg-warning "'c' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return c;
}
