/* A stream kept in a local array at an index no constant gives (fs[i])
   is closed or lost like one in a local pointer; a new value of the index
   leaves it in its element, for a later loop over the array to close. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=file-leak" } */
#include <stdio.h>

extern void report (const char *);
extern void use_streams (FILE **, int);

void bad_lost (int i, const char *path)
{
  FILE *fs[4];
  fs[i] = fopen (path, "r");
  if (!fs[i])
    report (path);
} /* { dg-warning "file 'fs\\\[i\\\]' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */

int bad_error_path (int i, const char *path)
{
  FILE *fs[4];
  fs[i] = fopen (path, "r");
  if (!fs[i])
    return -1;
  if (fgetc (fs[i]) == EOF)
    return -1; /* { dg-warning "file 'fs\\\[i\\\]' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
  fclose (fs[i]);
  return 0;
}

void good_closed_by_loop (int n, const char *const *paths)
{
  FILE *fs[8];
  int i;
  for (i = 0; i < n && i < 8; i++)
    fs[i] = fopen (paths[i], "r");
  while (i-- > 0)
    if (fs[i])
      fclose (fs[i]);
} /* { dg-bogus "not closed" } */

void good_handed_on (int n, const char *const *paths)
{
  FILE *fs[8];
  int k;
  for (k = 0; k < n && k < 8; k++)
    fs[k] = fopen (paths[k], "r"); /* { dg-bogus "not closed" } */
  use_streams (fs, k);
}
