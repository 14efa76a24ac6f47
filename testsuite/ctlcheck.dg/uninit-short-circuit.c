/* `if (state == 2 && ch == delim)` (sed 4.9's snarf_char_class): at -O2
   GCC computes both comparisons without a branch, reading delim before
   it tests state, but C reads delim only where state == 2, which only
   the assignment of delim sets.  The read is made again on the edge that
   tests it, and the early one is GCC's, not the program's. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

extern int next (int);

int good_and (int s, int c)
{
  int d;
  if (s == 1)
    d = c;
  if (s == 1 && c == d) /* { dg-bogus "uninit" } */
    return 1;
  return 0;
}

int good_or (int s, int c)
{
  int d;
  if (s == 1)
    d = c;
  if (s != 1 || c == d) /* { dg-bogus "uninit" } */
    return 1;
  return 0;
}

int good_state_loop (int ch)
{
  int state = 0;
  int delim;
  for (;; ch = next (ch))
    {
      if (ch < 0)
        return ch;
      if (ch == '.')
        {
          if (state == 1)
            {
              delim = ch;
              state = 2;
            }
          else if (state == 2 && ch == delim) /* { dg-bogus "uninit" } */
            state = 3;
          continue;
        }
      if (ch == '[' && state == 0)
        state = 1;
      else
        state &= ~1;
    }
}

int bad_and (int s, int c)
{
  int d;
  if (s == 1)
    d = c;
  if (s == 2 && c == d) /* { dg-warning "'d' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    return 1;
  return 0;
}

int bad_first (int s, int c)
{
  int d;
  if (s == 1)
    d = c;
  if (c == d && s == 1) /* { dg-warning "'d' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    return 1;
  return 0;
}
