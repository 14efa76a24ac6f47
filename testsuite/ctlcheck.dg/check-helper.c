/* A helper that checks a pointer for its callers: it tests its parameter
   and ends every path where it is NULL (`if (!p) die ();`), so it returns
   only when the pointer is not NULL, and the allocation a caller hands it
   is checked (issue 13: a VPN daemon's allocation macros give every
   result to such a helper; one whose handler is defined in another unit
   without noreturn is taken to end the path too: fatal-handler.c).  A
   helper that only reports the NULL and returns (its report defined in
   the unit) checks nothing.  The helper's test is made for every caller:
   a dereference before the call is not one the caller's own test
   contradicts. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdio.h>
#include <stdlib.h>

struct node { int key; struct node *next; };
extern void fatal (const char *why) __attribute__ ((noreturn));
static void report (const char *why)
{
  fputs (why, stderr);
}

static void must_have (void *p)
{
  if (!p)
    fatal ("out of memory");
}

static void note_missing (void *p)
{
  if (p == NULL)
    report ("out of memory");
}

struct node *good_checked_by_helper (int key)
{
  struct node *n = malloc (sizeof *n);
  must_have (n);
  n->key = key; /* { dg-bogus "null-deref" } */
  n->next = NULL;
  return n;
}

struct node *good_checked_in_call (int key)
{
  struct node *n;
  must_have (n = calloc (1, sizeof *n));
  n->key = key; /* { dg-bogus "null-deref" } */
  return n;
}

struct node *bad_reported_only (int key)
{
  struct node *n = malloc (sizeof *n);
  note_missing (n);
  n->key = key; /* { dg-warning "'n' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return n;
}

int good_used_then_helper (struct node *n)
{
  int k = n->key; /* { dg-bogus "deref-before-check" } */
  must_have (n);
  return k;
}
