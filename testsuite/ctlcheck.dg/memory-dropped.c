/* memory-dropped (CWE-401): an allocation whose result is never stored
   (cppcheck's leakReturnValNotUsed).  It is a leak, not a missed check:
   unchecked-return stays silent there. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bad_dropped (const char *s)
{
  malloc (16); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
  strdup (s); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
  (void) calloc (4, 4); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

char *good_stored (const char *s)
{
  char *p = strdup (s); /* { dg-bogus "memory-dropped|unchecked-return" } */
  free (malloc (4));    /* { dg-bogus "memory-dropped" } */
  return p;
}

/* realloc's result dropped: the block it moved the contents to is lost
   (glibc does not declare realloc malloc); realloc (p, 0) frees p. */
void bad_realloc_dropped (void *p, size_t n)
{
  realloc (p, n); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void good_realloc_zero (void *p)
{
  realloc (p, 0); /* { dg-bogus "memory-dropped" } */
}

/* A wrapper returning malloc's block (its summary), called with its
   result dropped. */
static char *make_buf (size_t n)
{
  char *b = malloc (n);
  return b;
}

void bad_wrapper_dropped (void)
{
  make_buf (8); /* { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void good_wrapper_stored (void)
{
  char *b = make_buf (8); /* { dg-bogus "memory-dropped" } */
  free (b);
}
