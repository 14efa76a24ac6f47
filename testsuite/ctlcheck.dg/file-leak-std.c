/* A stream that may be stdin, closed only when it is not (less 590,
   tags.c:587: `if (fp != stdin) pclose (fp);`): on the branch where it
   equals stdin, or any other stream the program holds, it is that
   stream, not one to close here.  The branch where it differs still
   needs the close. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdio.h>

extern int sigs;

int good_maybe_stdin (const char *cmd, int from_stdin)
{
  FILE *f;
  char buf[64];
  if (from_stdin)
    f = stdin;
  else
    f = popen (cmd, "r");
  if (f == NULL)
    return -1;
  while (fgets (buf, sizeof buf, f)) {
    if (sigs) {
      if (f != stdin)
        pclose (f);
      return 1;
    }
  }
  if (f != stdin)
    pclose (f);
  return 0; /* { dg-bogus "file-leak" } */
}

int bad_other_differs (const char *name, FILE *g)
{
  FILE *f = fopen (name, "r");
  if (f == NULL)
    return -1;
  if (f != g)
    return fgetc (f); /* { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
  fclose (f);
  return 0;
}
