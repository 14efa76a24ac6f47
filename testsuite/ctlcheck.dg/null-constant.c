/* null-constant-argument (CWE-476): the null pointer constant passed
   where the callee's declaration says nonnull, or where the C library
   gives NULL no meaning (C11 7.1.4), also for functions glibc does not
   declare nonnull.  Every such call is reported, also in a macro. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-nonnull -Wno-unused-result" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void take (char *p) __attribute__ ((nonnull (1)));
void lenient (char *p);

/* Each call is reported, also several in a row. */
int bad_library (FILE *f)
{
  fpos_t pos;
  int r = fgetpos (NULL, &pos); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
  r += fgetpos (f, NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
  return r + ferror (NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

void bad_declared (void)
{
  take (NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

#define CLOSE_ALL() fclose (NULL)
int bad_in_macro (void)
{
  return CLOSE_ALL (); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

/* NULL has a meaning there: no finding. */
long good_meaningful_null (FILE *f, const char *s, char *buf)
{
  fflush (NULL);             /* { dg-bogus "must not be NULL" } */
  setbuf (f, NULL);          /* { dg-bogus "must not be NULL" } */
  long v = strtol (s, NULL, 10); /* { dg-bogus "must not be NULL" } */
  v += (long) time (NULL);   /* { dg-bogus "must not be NULL" } */
  v += snprintf (NULL, 0, "%ld", v); /* { dg-bogus "must not be NULL" } */
  lenient (NULL);            /* { dg-bogus "must not be NULL" } */
  free (NULL);               /* { dg-bogus "must not be NULL" } */
  return v + (buf != NULL);
}
