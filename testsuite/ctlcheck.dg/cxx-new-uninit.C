// `new T` without an initialiser gives raw memory, as malloc does: a read
// before any store is uninit-memory.  An initialiser (`new int ()`,
// `new int (7)`), a constructor or a store first fills the block.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit-memory" }

struct pod { int a, b; };
struct built { int a; built (); };

int bad_scalar (void)
{
  int *x = new int;
  int r = *x + 1; // { dg-warning "the block 'x' points to is read before anything is written to it \\\[ctlcheck:uninit-memory\\\]" }
  delete x;
  return r;
}

int bad_array (int i)
{
  int *v = new int[8];
  int r = v[i]; // { dg-warning "the block 'v' points to is read before anything is written to it \\\[ctlcheck:uninit-memory\\\]" }
  delete[] v;
  return r;
}

int bad_pod (void)
{
  pod *p = new pod;
  int r = p->b; // { dg-warning "the block 'p' points to is read before anything is written to it \\\[ctlcheck:uninit-memory\\\]" }
  delete p;
  return r;
}

int good_initialised (void)
{
  int *x = new int ();
  int *y = new int (7);
  pod *p = new pod ();
  int r = *x + *y + p->a; // { dg-bogus "read before" }
  delete x;
  delete y;
  delete p;
  return r;
}

int good_constructed (void)
{
  built *b = new built;
  int r = b->a; // { dg-bogus "read before" }
  delete b;
  return r;
}

int good_stored (void)
{
  int *v = new int[2];
  v[0] = 1;
  int r = v[0]; // { dg-bogus "read before" }
  delete[] v;
  return r;
}
