// Templates, methods, this and references.  Each instance of a template
// is checked, and a finding all instances share is reported once (a
// second identical warning on a line would be an excess error here).
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }

namespace ns {
struct foo {
  int *buf;
  void bar (int c);
};
void foo::bar (int c)
{
  delete buf;
  if (c)
    delete buf; // { dg-warning "'this->buf' is freed twice \\\[ctlcheck:double-free\\\]" }
}
}

template <typename T> void twice (T v)
{
  T *p = new T (v);
  delete p;
  delete p; // { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" }
}
template void twice<int> (int);
template void twice<double> (double);
template void twice<char> (char);

template <typename T> void leak (int c)
{
  T *p = new T ();
  if (c)
    return;
  delete p;
} // { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" }
template void leak<int> (int);
template void leak<long> (int);

template <typename T> void once (T v)
{
  T *p = new T (v);
  delete p; // { dg-bogus "freed twice" }
}
template void once<int> (int);

// Only one instance has the bug: it is still found.
template <typename T> void maybe (T *p)
{
  delete p;
  if (sizeof (T) > 4)
    delete p; // { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" }
}
template void maybe<char> (char *);
template void maybe<double> (double *);

void by_reference (int *&r)
{
  delete r;
  delete r; // { dg-warning "'\\*r' is freed twice \\\[ctlcheck:double-free\\\]" }
}

void by_reference_reset (int *&r)
{
  delete r;
  r = nullptr;
  delete r; // { dg-bogus "freed twice" }
}
