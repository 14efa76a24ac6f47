// new T[n] of a class with a constructor: GCC constructs the elements
// through a cursor it copies from new[]'s result and advances (tmp =
// block; tmp += sizeof (T) ...); that cursor holds no block of its own, so
// delete[] of the array's variable releases everything (leveldb's
// GetApproximateSizes).  The array still leaks when it is not deleted.
// { dg-do compile }
// { dg-options "-fno-exceptions -fdiagnostics-path-format=none" }

struct item {
  const char *name;
  unsigned long size;
  item () : name (""), size (0) {}
};
void use (const item *, int);

void good_array_deleted (int n, const char *const *names)
{
  item *items = new item[n];
  for (int i = 0; i < n; i++)
    items[i].name = names[i];
  use (items, n);
  delete[] items; // { dg-bogus "leaks" }
} // { dg-bogus "leaks" }

void bad_array_kept (int n)
{
  item *items = new item[n];
  use (items, n);
} // { dg-warning "memory allocated to 'items' leaks \\\[ctlcheck:memory-leak\\\]" }
