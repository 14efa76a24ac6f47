/* uninit: a number or pointer that nothing ever gives a value (only
   x++, x += k or reads) is reported at every use, as GCC's analyzer
   does; a variable set somewhere is reported at its first use only.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

void take_ptr (int *);
void take_int (int);
void show (const int *);
int pick (void);
struct three { int a, b, c; };
void put (struct three *, struct three);

int bad_twice (void)
{
  int n;
  take_int (n); /* { dg-warning "'n' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return n + 1; /* { dg-warning "'n' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_pointer (void)
{
  int *p;
  take_ptr (p); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  take_int (p[0]); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}

/* k += 8 and p++ read the variable before they change it: still unset */
int bad_loop (int r)
{
  unsigned k;
  unsigned char *p;
  while (k < 3) /* { dg-warning "'k' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    {
      if (r)
        return (int) k; /* { dg-warning "'k' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
      r += *p++; /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
      k += 8; /* { dg-warning "'k' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    }
  return 0;
}

/* show () reads through its const pointer: a use, not a store */
int bad_const_arg (void)
{
  int num;
  take_int (num); /* { dg-warning "'num' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  show (&num); /* { dg-warning "'num' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return num; /* { dg-warning "'num' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* set on one path: the first use is the finding, later ones repeat it */
int good_set_somewhere (void)
{
  int n;
  if (pick ())
    n = 1;
  take_int (n); /* { dg-warning "'n' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return n + 1; /* { dg-bogus "uninit" } */
}

/* given a value by a call that writes it: set */
int good_out_param (void)
{
  int n;
  take_ptr (&n);
  take_int (n); /* { dg-bogus "uninit" } */
  return n + 1; /* { dg-bogus "uninit" } */
}

/* a struct copied whole: the first copy only (Clang copies them
   without a word) */
void good_struct_copies (struct three *q)
{
  struct three a;
  put (q, a); /* { dg-warning "'a' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  put (q, a); /* { dg-bogus "uninit" } */
}
