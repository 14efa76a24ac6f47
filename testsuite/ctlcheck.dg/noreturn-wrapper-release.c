/* A wrapper that releases its argument and never returns (`die (p)`:
   free, then exit) releases it once: the path ends after its release,
   which the end of the path does not repeat.  A usage function that
   closes its stream only when there is one (`if (fp) fclose (fp);
   exit (1);`) closes nothing when given NULL.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,double-fclose,null-constant-argument" } */
#include <stdio.h>
#include <stdlib.h>

static void die (char *p)
{
  free (p);
  exit (1);
}

static void usage (FILE *fp)
{
  if (fp != NULL)
    fclose (fp);
  fputs ("usage: prog FILE\n", stderr);
  exit (2);
}

static void close_and_quit (FILE *fp)
{
  fclose (fp);
  exit (3);
}

void good_die (int failed)
{
  char *p = malloc (8);
  if (!p)
    return;
  if (failed)
    die (p); /* { dg-bogus "double-free" } */
  free (p);
}

int good_usage (int argc, char **argv)
{
  FILE *fp = NULL;
  if (argc > 2) {
    fp = fopen (argv[1], "wb");
    if (fp == NULL)
      usage (NULL); /* { dg-bogus "null-constant-argument" } */
  }
  if (argc > 5)
    usage (fp); /* { dg-bogus "double-fclose" } */
  return 0;
}

void bad_die_after_free (void)
{
  char *p = malloc (8);
  if (!p)
    return;
  free (p);
  die (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void bad_quit_null (void)
{
  close_and_quit (NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}
