// A constructor builds its object from what it is given: a pointer it
// takes, even as `const char *`, is kept in the object, not lent
// (leveldb's Slice, stored into a result the caller frees).  A pointer
// only lent to a function that reads it is still the caller's to free.
// { dg-do compile }
// { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" }
#include <cstddef>

struct Slice {
  Slice () : data_ (""), size_ (0) {}
  Slice (const char *d, size_t n) : data_ (d), size_ (n) {}
  const char *data_;
  size_t size_;
};
struct Contents { Slice data; bool heap; };
extern void show (const char *) noexcept;

// Writes through the block and keeps nothing: the block is lent to it.
static bool fill (char *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    p[i] = 0;
  return n > 0;
}

int good_kept (Contents *result, size_t n)
{
  char *ubuf = new char[n];
  fill (ubuf, n);
  result->data = Slice (ubuf, n);
  result->heap = true;
  return 0; // { dg-bogus "memory-leak" }
}

int bad_lent (size_t n)
{
  char *ubuf = new char[n];
  fill (ubuf, n);
  show (ubuf);
  return 0; // { dg-warning "memory allocated to 'ubuf' leaks \\\[ctlcheck:memory-leak\\\]" }
}
