// C++ allocation and release: operator names as written, destructors.
#include <cstdlib>
struct S { int x; ~S(); };
void f () {
  int *p = new int;
  delete p;
  int *a = new int[4];
  delete[] a;
  S *s = new S[2];
  delete[] s;
  char *m = (char *) malloc (3);
  delete m;
}
