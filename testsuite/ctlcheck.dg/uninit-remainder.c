/* The remainder of a known value: 0 % n is 0, so the first turn of a loop from 0 takes the branch that sets the variable (Clang's uninit-bug-first-iteration-init.c).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */

extern int foo (void);
extern int gTotal;

double good_first_turn_sets (int start, int end)
{
  int i, cnt, size;
  double result = 0, inc;
  size = gTotal * 2;
  cnt = (end - start + 1) * size;
  for (i = 0; i < cnt; i += 2)
    {
      if ((i % size) == 0)
        inc = foo ();
      result += inc * inc; /* { dg-bogus "ctlcheck:uninit" } */
    }
  return result;
}

double bad_first_turn_skips (int n)
{
  int i;
  double result = 0, inc;
  for (i = 1; i < n; i++)
    {
      if ((i % 2) == 0)
        inc = foo ();
      result += inc; /* { dg-warning "'inc' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    }
  return result;
}
