/* holder-leak (CWE-401): a block stored only in a field of a heap struct
   is lost when the struct is freed first (after GCC's leak-4.c and
   malloc-1.c). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>

struct s { char *buf; struct s *next; };
void keep (struct s *p);
char *saved;

void bad_field (void)
{
  struct s *a = malloc (sizeof *a);
  if (!a)
    return;
  a->buf = malloc (16);
  free (a); /* { dg-warning "memory allocated to 'a->buf' leaks: what holds it is freed first \\\[ctlcheck:holder-leak\\\]" } */
}

void bad_param (struct s *a)
{
  a->buf = malloc (16);
  free (a); /* { dg-warning "memory allocated to 'a->buf' leaks: what holds it is freed first \\\[ctlcheck:holder-leak\\\]" } */
}

void good_both (struct s *a)
{
  a->buf = malloc (16);
  free (a->buf);
  free (a); /* { dg-bogus "leak" } */
}

void good_checked (struct s *a)
{
  a->buf = malloc (16);
  if (!a->buf) {
    free (a); /* { dg-bogus "leak" } */
    return;
  }
  keep (a);
}

void good_handed (struct s *a)
{
  a->buf = malloc (16);
  keep (a);  /* may free a->buf, or keep a */
  free (a); /* { dg-bogus "leak" } */
}

void good_copied (struct s *a)
{
  a->buf = malloc (16);
  saved = a->buf;
  free (a); /* { dg-bogus "leak" } */
}

void good_moved_on (struct s *a, struct s *b)
{
  a->buf = malloc (16);
  keep (a);
  a = b;
  free (a); /* { dg-bogus "leak" } */
}

void good_elements (void)
{
  int len = 2;
  int **names = malloc (len * sizeof *names);
  if (!names)
    return;
  names[0] = malloc (sizeof **names);
  names[1] = malloc (sizeof **names);
  while (len--)
    free (names[len]);
  free (names); /* { dg-bogus "leak" } */
}

/* A release function of the unit frees the fields with a library's
   deallocator (rules/lib/openssl.rules), then the struct: the summary
   records the struct's free only (openssl's BN_BLINDING_free). */
typedef struct bignum_st BIGNUM;
BIGNUM *BN_dup (const BIGNUM *a);
void BN_free (BIGNUM *a);
struct blinding { BIGNUM *A; BIGNUM *mod; };
void blinding_free (struct blinding *r);

struct blinding *good_release_function (const BIGNUM *A, const BIGNUM *mod)
{
  struct blinding *r = calloc (1, sizeof *r);
  if (r == NULL)
    return NULL;
  if ((r->A = BN_dup (A)) == NULL)
    goto err;
  if ((r->mod = BN_dup (mod)) == NULL)
    goto err;
  return r;
err:
  blinding_free (r); /* { dg-bogus "leak" } */
  return NULL;
}

void blinding_free (struct blinding *r)
{
  if (r == NULL)
    return;
  BN_free (r->A);
  BN_free (r->mod);
  free (r);
}
