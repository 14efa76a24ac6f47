// The NULL test GCC puts around `delete p` is not the source's check: a
// dereference before it is fine.  A check the source writes still counts.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }

struct plain { int a; ~plain (); };
struct base { virtual ~base (); int a; };

int good_delete (plain *p)
{
  int x = p->a;
  delete p; // { dg-bogus "checked for NULL" }
  return x;
}

int good_virtual_delete (base *p)
{
  int x = p->a;
  delete p; // { dg-bogus "checked for NULL" }
  return x;
}

int good_delete_array (int *a)
{
  int x = a[0];
  delete[] a; // { dg-bogus "checked for NULL" }
  return x;
}

struct node {
  int refs;
  void unref () { if (--refs == 0) delete this; } // { dg-bogus "checked for NULL" }
};

void use (node &n) { n.unref (); }

int bad_source_check (int *p)
{
  int x = *p;
  if (p != nullptr) // { dg-warning "'p' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" }
    delete p;
  return x;
}

// The test still decides the path: a block from new is not NULL, so
// delete frees it and nothing leaks.
int good_no_leak (int c)
{
  int *p = new int (c);
  int r = *p;
  delete p; // { dg-bogus "leaks" }
  return r;
}
