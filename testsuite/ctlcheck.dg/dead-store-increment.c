/* x++ inside an expression (a[n++] = v; return *p++;) is left alone,
   as it is when it is a statement of its own: GCC lowers it through a
   temporary, t = x; x = t + 1, but the code only counts on (Clang's
   dead-store check does not report it either).  Other stores whose
   value nothing reads still are. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

int good_append (int *a, int k, int v)
{
  int n = k;
  a[n++] = v; /* { dg-bogus "dead-store" } */
  return 0;
}

int good_read_and_step (const int *p)
{
  int *q = (int *) p;
  return *q++; /* { dg-bogus "dead-store" } */
}

int bad_overwritten (int *a, int n)
{
  int m = a[0]; /* { dg-warning "value assigned to 'm' is never used \\\[ctlcheck:dead-store\\\]" } */
  m = n + 1;
  return m;
}

int bad_step_of_another (int *a, int n)
{
  int k = n;
  int m = k++; /* { dg-warning "value assigned to 'm' is never used \\\[ctlcheck:dead-store\\\]" } */
  a[0] = k;
  m = 2;
  return m;
}
