/* A value masked with a constant, x & K, lies in [0, K] (Clang's
   uninit-exhaustive-switch-bug.c): a switch or test that covers every
   masked value leaves no path without the assignment. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
extern int rand (void);

int good_switch_low_bit (void)
{
  int offset = 0;
  int value;
  int test = rand ();
  switch (test & 0x1)
    {
    case 0:
    case 1:
      value = 0;
      break;
    }
  offset += value; /* { dg-bogus "uninit" } */
  return offset;
}

int good_switch_two_bits (unsigned t)
{
  int value;
  switch (t & 3)
    {
    case 0: value = 1; break;
    case 1: case 2: value = 2; break;
    case 3: value = 5; break;
    }
  return value; /* { dg-bogus "uninit" } */
}

int bad_switch_misses_values (void)
{
  int value;
  int test = rand ();
  switch (test & 0x3)
    {
    case 0:
    case 1:
      value = 0;
      break;
    }
  return value; /* { dg-warning "'value' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_mask_not_constant (int k)
{
  int value;
  int test = rand ();
  if ((test & k) <= 1)
    value = 0;
  return value; /* { dg-warning "'value' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
