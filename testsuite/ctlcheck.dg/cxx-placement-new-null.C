// C++: an object built by placement new at the null pointer constant:
// its constructor writes through NULL (null-constant-deref); built in
// real storage, or storage only some paths leave NULL, it is not.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <new>
#include <cstddef>

struct counter
{
  int hits;
  long total;
  counter (int h) : hits (h), total (0) {}
};

counter *bad_at_null (int h)
{
  return new (NULL) counter (h); // { dg-warning "the null pointer constant is dereferenced \\\[ctlcheck:null-constant-deref\\\]" }
}

int bad_at_nullptr_in_branch (int h)
{
  if (h > 3)
    {
      counter *c = new (nullptr) counter (h); // { dg-warning "\\\[ctlcheck:null-constant-deref\\\]" }
      return c->hits;
    }
  return 0;
}

static unsigned char arena[sizeof (counter)] __attribute__ ((aligned (8)));

counter *good_in_arena (int h)
{
  return new (arena) counter (h); // { dg-bogus "null-constant-deref" }
}

counter *good_in_caller_storage (void *where, int h)
{
  return new (where) counter (h); // { dg-bogus "null-constant-deref" }
}

counter *good_maybe_storage (bool use_arena, int h)
{
  void *where = use_arena ? static_cast<void *> (arena) : NULL;
  if (!where)
    return NULL;
  return new (where) counter (h); // { dg-bogus "null-constant-deref" }
}
