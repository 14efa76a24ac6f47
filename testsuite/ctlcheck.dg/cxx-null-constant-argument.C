// C++: a method that dereferences a parameter on every path, given
// nullptr, as in C (null-constant-argument-deref.c); the object a method
// is called on is its first argument.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }

struct node { int v; node *next; };

struct walker
{
  int total;
  void add (node *n) { total += n->v; }
  void add_if (node *n) { if (n) total += n->v; }
  void run ()
  {
    add (nullptr); // { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" }
    add_if (nullptr); // { dg-bogus "NULL passed" }
  }
};

int use_walker (node *n)
{
  walker w = {0};
  w.run ();
  w.add (n); // { dg-bogus "NULL passed" }
  return w.total;
}
