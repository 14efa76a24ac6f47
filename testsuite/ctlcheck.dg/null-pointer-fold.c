/* null-deref-after-check: a pointer set to a constant address and moved by
   constants is NULL when it lands on 0 (un_pointer_fold); one that lands
   elsewhere, or is moved by nothing, is not. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

int bad_back_one (void)
{
  long *slot = (long *) sizeof (long);
  slot -= 1;
  return (int) *slot; /* { dg-warning "'slot' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int bad_steps (void)
{
  short *cell = (short *) 6;
  cell--;
  cell -= 3;
  cell++;
  return *cell; /* { dg-warning "'cell' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int good_lands_elsewhere (void)
{
  int *reg = (int *) 8;
  reg -= 1;
  return *reg; /* { dg-bogus "ctlcheck:null" } */
}

int good_not_moved (void)
{
  int *reg = (int *) sizeof (int);
  reg -= 0;
  return *reg; /* { dg-bogus "ctlcheck:null" } */
}

int good_joined (int up)
{
  int *reg = (int *) 4;
  if (up)
    reg = (int *) 12;
  reg -= 1;
  return *reg; /* { dg-bogus "ctlcheck:null" } */
}
