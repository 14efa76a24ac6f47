/* A flag set to the value of a test (`int fresh = (e == NULL);`) is 1 or
   0 where the store decides the test: a later `if (fresh)` is decided
   too, also once the tested pointer is given another value.  Where the
   test is not decided the flag may be either. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
struct entry { long stamp; int kind; };

struct entry *cache_find (int key);
struct entry *cache_add (int key);
int probe (int *out);

int good_flag_of_null_test (int key, int quick)
{
  struct entry *e = cache_find (key);
  int info;
  if (!quick && (e == 0 || e->stamp > 16))
    if (probe (&info) != 0)
      return -1;
  int fresh = (0 == e);
  if (e == 0)
    e = cache_add (key);
  if (fresh && !quick)
    return info + e->kind; /* { dg-bogus "used before it is assigned" } */
  return e->kind;
}

int good_flag_of_integer_test (int n)
{
  int extra;
  if (n > 10)
    extra = n - 10;
  int big = n > 10;
  if (big)
    return extra; /* { dg-bogus "used before it is assigned" } */
  return 0;
}

int bad_flag_not_decided (struct entry *e)
{
  int info;
  int missing = (e == 0);
  if (missing)
    return info; /* { dg-warning "'info' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return e->kind;
}

int bad_flag_decided_true (int n)
{
  int extra;
  if (n > 10)
    return n;
  int small = n <= 10;
  if (small)
    return extra; /* { dg-warning "'extra' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}
