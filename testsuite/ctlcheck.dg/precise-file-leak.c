/* Control-flow shapes for file-leak: bad_ functions warn, good_ ones must not. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=file-leak" } */
#include <stdio.h>

static int flag_on = 1;
static const int flag_off = 0;
static int returns_true (void) { return 1; }
static void done (FILE *f) { fclose (f); }

void bad_plain (const char *n)
{
  FILE *f = fopen (n, "r");
  if (f)
    fgetc (f);
} /* { dg-warning "\\\[ctlcheck:file-leak\\\]" } */
void good_plain (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  fgetc (f);
  fclose (f);
} /* { dg-bogus "file-leak" } */

void good_if1 (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  if (1)
    fclose (f);
} /* { dg-bogus "file-leak" } */

void bad_if0 (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  if (0)
    fclose (f);
} /* { dg-warning "\\\[ctlcheck:file-leak\\\]" } */

void good_static_flag (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  if (flag_on)
    fclose (f);
} /* { dg-bogus "file-leak" } */

void good_static_const (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  if (!flag_off)
    fclose (f);
} /* { dg-bogus "file-leak" } */

void good_returns_true (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  if (returns_true ())
    fclose (f);
} /* { dg-bogus "file-leak" } */

int bad_goto (const char *n, int c)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return -1;
  if (c)
    goto fail;
  fclose (f);
  return 0;
fail:
  return -1; /* { dg-warning "\\\[ctlcheck:file-leak\\\]" } */
}

void good_flag_twice (const char *n, int f2)
{
  FILE *f = 0;
  if (f2)
    f = fopen (n, "r");
  if (f2 && f)
    fclose (f);
} /* { dg-bogus "file-leak" } */

void good_copy (const char *n)
{
  FILE *f = fopen (n, "r");
  FILE *g = f;
  if (g)
    fclose (g);
} /* { dg-bogus "file-leak" } */

void good_two_functions (const char *n)
{
  FILE *f = fopen (n, "r");
  if (f)
    done (f);
} /* { dg-bogus "file-leak" } */

void good_for_once (const char *n)
{
  FILE *f = fopen (n, "r");
  if (!f)
    return;
  for (int i = 0; i < 1; i++)
    fclose (f);
} /* { dg-bogus "file-leak" } */
