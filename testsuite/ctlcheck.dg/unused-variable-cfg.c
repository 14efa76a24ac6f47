/* unused-variable reads the code, not the paths: a use under a test the
   values rule out (p is NULL) still counts.  Default rules. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
int sink (int);

void good_used_in_dead_branch (void)
{
  int *p = 0;
  if (p)
    {
      int x = sink (0); /* { dg-bogus "unused-variable" } */
      sink (x);
    }
}
void bad_unused (void)
{
  int y; /* { dg-warning "'y' is declared but never used \\\[ctlcheck:unused-variable\\\]" } */
  sink (0);
}
