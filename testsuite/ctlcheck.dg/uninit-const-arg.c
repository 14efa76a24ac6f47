/* uninit (CWE-457): reads the lowering used to miss: the address of an
   unset local passed to a parameter declared as a pointer to a const
   object (the callee can only read it), the index of an element a call's
   result is stored into (setfiles[i] = fopen (..)), and the source of a
   memcpy GCC folds into a copy of bytes (after GCC's pr104224.c,
   pr101875.c, pr104308.c). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
int show (const struct point *p);
int sum (const int *a, int n);
void fill (struct point *p);

int bad_const_struct (void)
{
  struct point pt;
  return show (&pt); /* { dg-warning "'pt' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_const_array (void)
{
  int a[4];
  return sum (a, 4); /* { dg-warning "'a' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

FILE *bad_store_index (void)
{
  FILE *files[2];
  int i;
  files[i] = fopen ("x", "r"); /* { dg-warning "'i' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return files[0];
}

/* On one line: GCC 11 gives the folded copy no location of its own, so
   the finding is at the function's line there. */
int bad_memcpy_source (void) { char a1[5], a2[5]; return memcpy (a1, a2, 5) == a1; } /* { dg-warning "'a2' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */

int good_const_args (void)
{
  struct point pt, q;
  int a[4];
  pt.x = 1;       /* a part set: the rule does not judge which */
  fill (&q);      /* a pointer to non-const: the callee may fill it */
  for (int i = 0; i < 4; i++)
    a[i] = i;
  return show (&pt) + show (&q) + sum (a, 4); /* { dg-bogus "uninit" } */
}

FILE *good_store_index (int i)
{
  FILE *files[2] = { 0, 0 };
  files[i] = fopen ("x", "r"); /* { dg-bogus "uninit" } */
  return files[i];
}

int good_memcpy_source (void)
{
  char a1[5], a2[5] = "abcd";
  return memcpy (a1, a2, 5) == a1; /* { dg-bogus "uninit" } */
}

/* A function of the unit reads through its pointer-to-const parameter
   what its summary says: here only when given a signature (openssl's
   sm2sig_sign (ctx, NULL, ..., digest, ...) asks for the size). */
void fill_digest (unsigned char *d);

static int sign (unsigned char *sig, const unsigned char *tbs, int n)
{
  if (sig == NULL)
    return 64;
  return sig[0] + tbs[0] + n;
}

int good_summarised_reader (unsigned char *sig)
{
  unsigned char digest[32];
  if (sig != NULL)
    fill_digest (digest);
  return sign (sig, digest, 32); /* { dg-bogus "uninit" } */
}

/* ... while one defined elsewhere is taken to read it. */
int sign_elsewhere (unsigned char *sig, const unsigned char *tbs, int n);

int bad_external_reader (unsigned char *sig)
{
  unsigned char digest[32];
  if (sig != NULL)
    fill_digest (digest);
  return sign_elsewhere (sig, digest, 32); /* { dg-warning "'digest' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* ... and one the unit defines that reads it on every path. */
static int peek (const int *p)
{
  return *p + 1;
}

int bad_reader_of_the_unit (void)
{
  int x;
  return peek (&x); /* { dg-warning "'x' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
