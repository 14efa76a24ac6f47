/* An output call whose result is dropped is still checked when every
   path from it gives its stream to ferror before the stream changes:
   the stream's error indicator reports any failed output (bzip2's
   `fwrite (obuf, 1, n, stream); if (ferror (stream)) goto err;`).  A
   path that never asks ferror leaves the failure unseen. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result -fplugin-arg-ctlcheck-enable=unchecked-return" } */
#include <stdio.h>

int good_ferror_after (FILE *out, const char *buf, size_t n)
{
  while (n > 0)
    {
      size_t k = n > 512 ? 512 : n;
      fwrite (buf, 1, k, out); /* { dg-bogus "unchecked-return" } */
      if (ferror (out))
        return -1;
      buf += k;
      n -= k;
    }
  return 0;
}

int bad_ferror_on_one_path (FILE *out, const char *buf, size_t n, int check)
{
  fwrite (buf, 1, n, out); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  if (check && ferror (out))
    return -1;
  return 0;
}

int bad_other_stream (FILE *out, FILE *log, const char *buf, size_t n)
{
  fwrite (buf, 1, n, out); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  return ferror (log) ? -1 : 0;
}
