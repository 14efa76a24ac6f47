/* uninit: after p = &i, reads through p read i; writes through p, and
   calls given p, may set it (GCC's uninit-pr94714.c, Clang's
   call-and-message.c).  A copy of the address that goes anywhere else
   counts as setting i, as before.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

int printf (const char *, ...);
int scanf (const char *, ...);
void show (const int *);
void fill (int *);
static void show_some (const int *u, int c) { if (c) printf ("%d\n", *u); }
void keep (int **);

int bad_read_through_copy (void)
{
  int *p;
  int i;
  p = &i;
  printf ("%d\n", p[0]); /* { dg-warning "'i' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}

void bad_const_arg_through_copy (void)
{
  int i;
  int *p = &i;
  show (p); /* { dg-warning "'i' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

double bad_float (void)
{
  double d;
  double *q = &d;
  return *q * 2.0; /* { dg-warning "'d' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int good_written_through_copy (void)
{
  int i;
  int *p = &i;
  *p = 5;
  return i + p[0]; /* { dg-bogus "uninit" } */
}

int good_filled_through_copy (void)
{
  int i;
  int *p = &i;
  fill (p);
  return i; /* { dg-bogus "uninit" } */
}

int good_scanf_through_copy (void)
{
  int i;
  int *p = &i;
  if (scanf ("%d", p) != 1)
    return 0;
  return i; /* { dg-bogus "uninit" } */
}

int good_both_branches (int c)
{
  int i;
  int *p = &i;
  if (c)
    *p = 1;
  else
    *p = 2;
  return i; /* { dg-bogus "uninit" } */
}

/* the address escapes through a pointer to p: nothing is followed */
int good_escaped (void)
{
  int i;
  int *p = &i;
  keep (&p);
  return *p + i; /* { dg-bogus "uninit" } */
}

/* a callee of the unit that reads *u on some paths only: as show_some
   (&i, c) is not reported, neither is the copy */
void good_unit_callee_reads_sometimes (int c)
{
  int i;
  int *p = &i;
  show_some (p, c); /* { dg-bogus "uninit" } */
}

/* a write through p leaves no dead store of i behind */
int good_no_dead_store (void)
{
  int x;
  int *p = &x;
  *p = 5; /* { dg-bogus "dead-store" } */
  return 0;
}
