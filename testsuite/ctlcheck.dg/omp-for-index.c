/* `#pragma omp parallel for`: the construct assigns the loop's index (a
   copy private to the region) before the body reads it, so the index is
   no uninitialised value (ImageMagick's GetEdgeBackgroundColor, GCC 14's
   omp-parallel-for-get-min.c).  A value the body reads that nothing
   assigned still is. */
/* { dg-do compile } */
/* { dg-options "-fopenmp -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */
extern double get_census (void);

double good_index (void)
{
  double census[4], edge_census;
  int i;
#pragma omp parallel for schedule(static)
  for (i = 0; i < 4; i++) {
    census[i] = get_census (); /* { dg-bogus "uninit" } */
  }
  edge_census = -1.0;
  for (i = 0; i < 4; i++)
    if (census[i] > edge_census)
      edge_census = census[i];
  return edge_census;
}

void bad_body (double *out, int n)
{
  int i;
  double scale;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    out[i] = scale * i;
  /* The region is given the shared value at the pragma (line 29).
     { dg-warning "'scale' is used before it is assigned \\\[ctlcheck:uninit\\\]" "" { target *-*-* } 29 } */
}
