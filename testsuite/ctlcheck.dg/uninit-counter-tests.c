/* Two tests of a loop counter in one turn of its loop agree, however
   often the loop turned before: a path through `i != 0` and then
   `i == 0` in the same turn is no path, also when the loop can also
   turn without reaching the tests (`continue`) or leave early (htop
   3.2.2's scanCPUFrequencyFromSysCPUFreq, LinuxProcessList.c:2149).
   A path that needs more turns than it shows still stands. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

extern int online (unsigned);
extern int fail (void);
extern long now (void);

long good_same_turn (unsigned n)
{
  long tot = 0;
  for (unsigned int i = 0; i < n; ++i)
    {
      if (!online (i))
        continue;
      long start;
      if (i == 0)
        start = now ();
      if (fail ())
        return -1;
      if (i == 0)
        tot += now () - start; /* { dg-bogus "used before" } */
    }
  return tot;
}

/* start is set in the turn where i is 2, read in the one before. */
long bad_other_turn (int n)
{
  long tot = 0, start;
  for (int i = 0; i < n; ++i)
    {
      if (!online ((unsigned) i))
        continue;
      if (i == 2)
        start = now ();
      if (fail ())
        return -1;
      if (i == 1)
        tot += start; /* { dg-warning "'start' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    }
  return tot;
}

/* Only the sixth turn reads x: a path of one turn stands for it. */
int bad_later_turn (int n)
{
  int x;
  for (int i = 0; i < n; i++)
    if (i == 5)
      return x; /* { dg-warning "'x' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}

/* The same in an inner loop, whose head is inside the outer loop. */
int bad_inner_later_turn (int n, int m)
{
  int x;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (j == 5)
        return x; /* { dg-warning "'x' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}
