/* A value read from an unsigned char or short (a struct field the store
   does not follow) lies within its type when an int computes with it:
   sqlite3's balance_nonroot sums `pParent->nOverflow` (u8) and
   `pParent->nCell` (u16) into i, so `nOld = i + 1` is at least 1 and the
   loop that fills apNew[] turns (issue 13).  Signed fields may be
   negative: the finding stays.  A place read through casts to several
   types (`*(int32_t *) p->data`, `*(int64_t *) p->data`, one place of
   the IR) is not bounded by the first type seen (openssl's
   OSSL_PARAM_get_int32). */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit,unreachable-code" } */
#include <stdint.h>

struct page { unsigned char n_over; unsigned short n_cell; signed char s_over; short s_cell; };

int sum_good (struct page *p)
{
  int a[8];
  int i = p->n_over + p->n_cell;
  int n = i + 1, k;
  if (n > 8)
    return -1;
  for (k = 0; k < n; k++)
    a[k] = k;
  return a[0]; /* { dg-bogus "uninit" } */
}

int sum_bad (struct page *p)
{
  int a[8];
  int i = p->s_over + p->s_cell;
  int n = i + 1, k;
  if (n > 8)
    return -1;
  for (k = 0; k < n; k++)
    a[k] = k;
  return a[0]; /* { dg-warning "'a' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

struct param { int type; unsigned long size; void *data; };

int get_int32 (const struct param *p, int32_t *val)
{
  int64_t i64;
  switch (p->size)
    {
    case sizeof (int32_t):
      *val = *(const int32_t *) p->data;
      return 1;
    case sizeof (int64_t):
      i64 = *(const int64_t *) p->data;
      if (i64 >= INT32_MIN && i64 <= INT32_MAX)
        {
          *val = (int32_t) i64;
          return 1;
        }
      return 0; /* { dg-bogus "unreachable-code" } */
    }
  return 0;
}
