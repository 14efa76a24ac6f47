/* uninit on arrays filled by a loop (issue 13; sqlite3 balance_nonroot,
   lemon, mkkeywordhash): an element read at a variable index of an array
   the function also writes at a variable index is left to the indices,
   which the model does not relate (`i < nOld - 1` against the fill loop's
   bound).  Reads no write can reach, and constant elements a fill may
   skip, are still reported. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
extern void use_int (int);

int good_fill_then_index (const int *v, int n, int j)
{
  int a[16], i;
  if (n > 16)
    return 0;
  for (i = 0; i < n; i++)
    a[i] = v[i];
  if (j < n)
    return a[j]; /* { dg-bogus "uninit" } */
  return 0;
}

struct table { int slot[8]; int n; };

int good_field_array (const int *v, int n, unsigned h)
{
  struct table t;
  int i;
  for (i = 0; i < 8; i++)
    t.slot[i] = v[i];
  return t.slot[h % 8]; /* { dg-bogus "uninit" } */
}

int bad_never_written (int j)
{
  int a[16];
  return a[j]; /* { dg-warning "'a' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_constant_after_fill (const int *v, int n)
{
  int a[16], i;
  for (i = 0; i < n && i < 16; i++)
    a[i] = v[i];
  return a[0]; /* { dg-warning "is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
