/* uninit: the index of an OpenMP loop is set by the loop itself
   (cppcheck test/cfg/openmp.c:19).  */
/* { dg-do compile } */
/* { dg-options "-fopenmp -fdiagnostics-path-format=none" } */

int good_omp_index (void)
{
  int arr[20] = { 0 };
#pragma omp parallel for
  for (int i = 0; i < 20; ++i)
    arr[i] = i * i; /* { dg-bogus "uninit" } */
  return arr[3];
}

int bad_after_omp (void)
{
  int arr[20] = { 0 };
  int n;
#pragma omp parallel for
  for (int i = 0; i < 20; ++i)
    arr[i] = i;
  return arr[1] + n; /* { dg-warning "'n' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
