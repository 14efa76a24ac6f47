/* f = freopen (name, mode, f) gives back the stream f held, or NULL
   after closing it: neither a new stream nor a lost one, and a stream
   handed on before is still handed on.  A leak past NULL passed where
   the library forbids it is past the end of the path. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdio.h>

extern void take_file (FILE *);

void bad_reopened_never_closed (void)
{
  FILE *f = fopen ("a", "r");
  if (!f)
    return;
  f = freopen (0, "w", f);
  if (!f)
    return;
  fputs ("x", f);
} /* { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */

void good_reopened_and_closed (void)
{
  FILE *f = fopen ("a", "r");
  if (!f)
    return;
  f = freopen (0, "w", f); /* { dg-bogus "file-leak" } */
  if (!f)
    return;
  fputs ("x", f);
  fclose (f);
}

void good_handed_on_then_reopened (void)
{
  FILE *f = tmpfile ();
  if (!f)
    return;
  take_file (f);
  f = freopen (0, "w", f);
  if (!f)
    return;
  fputs ("x", f);
} /* { dg-bogus "file-leak" } */

void bad_null_stream_then_overwritten (void)
{
  FILE *f = freopen ("a", "r", (FILE *) 0); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
  if (f)
    fputs ("x", f);
  f = freopen (0, "w", stdout); /* { dg-bogus "file-leak" } */
  if (f)
    fclose (f);
}
