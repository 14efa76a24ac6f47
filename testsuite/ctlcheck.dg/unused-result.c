/* unused-result (CWE-252): a call made only for its result (the callee
   is pure or const, or only reports a state) whose result is dropped. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-value" } */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int weight (int) __attribute__ ((const));
int lookup (const char *) __attribute__ ((pure));
int update (int);

void bad_dropped (const char *s, FILE *f, int i)
{
  strlen (s); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  feof (f); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  weight (i); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  lookup (s); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  getuid (); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
}

int good_used_or_discarded (const char *s, FILE *f, int i)
{
  size_t n = strlen (s);      /* { dg-bogus "unused-result" } */
  (void) lookup (s);          /* { dg-bogus "unused-result" } */
  update (i);                 /* { dg-bogus "unused-result" } */
  if (feof (f))               /* { dg-bogus "unused-result" } */
    return -1;
  return (int) n + weight (i); /* { dg-bogus "unused-result" } */
}
