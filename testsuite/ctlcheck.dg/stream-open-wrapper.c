/* A wrapper of fopen that exits when the stream cannot be opened (dash's
   ckfopen, xfopen) never gives NULL: its summary says so, and the stream
   it gives needs no check.  One that hands fopen's NULL on does. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-deref-stream" } */
#include <stdio.h>
#include <stdlib.h>

FILE *ckfopen (const char *file, const char *mode);
FILE *try_open (const char *file);

int good_exits (const char *name)
{
  char line[256];
  int n = 0;
  FILE *fp = ckfopen (name, "r");
  while (fgets (line, sizeof line, fp) != NULL) /* { dg-bogus "null-deref-stream" } */
    n++;
  fclose (fp);
  return n;
}

int bad_hands_null_on (const char *name)
{
  char line[256];
  int n = 0;
  FILE *fp = try_open (name);
  while (fgets (line, sizeof line, fp) != NULL) /* { dg-warning "'fp' may be NULL: the stream is used without checking that it was opened \\\[ctlcheck:null-deref-stream\\\]" } */
    n++;
  fclose (fp);
  return n;
}

FILE *ckfopen (const char *file, const char *mode)
{
  FILE *fp = fopen (file, mode);
  if (fp == NULL) {
    fprintf (stderr, "cannot open %s\n", file);
    exit (2);
  }
  return fp;
}

FILE *try_open (const char *file)
{
  return fopen (file, "r");
}
