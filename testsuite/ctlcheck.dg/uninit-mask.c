/* `state &= ~1` (sed 4.9's snarf_char_class: going back from an odd
   state to the even one before it) clears bits of a known value: 3
   becomes 2 and 1 becomes 0, so a state set together with a variable is
   still the only way to the test that reads it.  A mask that is a
   constant bounds the value exactly for a constant, and by the value
   itself when it is never negative. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

int good_clear_bit (int c)
{
  int state = 0;
  int delim;
  if (c)
    {
      delim = c;
      state = 3;
    }
  state &= ~1;
  if (state == 2)
    return delim; /* { dg-bogus "uninit" } */
  return 0;
}

int good_mask (int c)
{
  int state = 0;
  int delim;
  if (c)
    {
      delim = c;
      state = 3;
    }
  state = state & 6;
  if (state == 2)
    return delim; /* { dg-bogus "uninit" } */
  return 0;
}

int bad_clear_bit (int c)
{
  int state = 0;
  int delim;
  if (c > 1)
    {
      delim = c;
      state = 3;
    }
  else if (c)
    state = 2;
  state &= ~1;
  if (state == 2)
    return delim; /* { dg-warning "'delim' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}
