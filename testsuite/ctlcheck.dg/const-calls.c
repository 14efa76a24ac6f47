/* Calls of a const function with unchanged arguments give one value: two tests of it take the same branch.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,uninit" } */

extern int const_p (int) __attribute__ ((const));
extern int plain_p (int);
extern void do_stuff (void);

/* GCC's attr-const-2.c: allocated and freed under the same test.  */
void good_same_test (int a)
{
  void *p;
  if (const_p (a))
    {
      p = __builtin_malloc (1024);
      if (!p)
        return;
    }
  do_stuff ();
  if (const_p (a))
    __builtin_free (p); /* { dg-bogus "ctlcheck:uninit" } */
} /* { dg-bogus "ctlcheck:memory-leak" } */

/* Without const the second call may answer otherwise.  */
void bad_plain (int a)
{
  void *p;
  if (plain_p (a))
    {
      p = __builtin_malloc (1024);
      if (!p)
        return;
    }
  do_stuff ();
  if (plain_p (a))
    __builtin_free (p); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

/* The argument changes in between: another value.  */
void bad_changed (int a)
{
  void *p;
  if (const_p (a))
    {
      p = __builtin_malloc (1024);
      if (!p)
        return;
    }
  a++;
  if (const_p (a))
    __builtin_free (p); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

/* Other arguments: another value.  */
void bad_other_argument (int a, int b)
{
  void *p;
  if (const_p (a))
    {
      p = __builtin_malloc (1024);
      if (!p)
        return;
    }
  if (const_p (b))
    __builtin_free (p); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

extern void show (const int *);
extern void change (int *);

/* The argument's address only lent to a pointer to const: still the
   same value (GCC's pr104434-const.c).  */
void good_lent (int a)
{
  void *p;
  if (const_p (a))
    {
      p = __builtin_malloc (1024);
      if (!p)
        return;
    }
  show (&a);
  if (const_p (a))
    __builtin_free (p); /* { dg-bogus "ctlcheck:uninit" } */
} /* { dg-bogus "ctlcheck:memory-leak" } */

/* Given to a call that may change it: another value.  */
void bad_given (int a)
{
  void *p;
  if (const_p (a))
    {
      p = __builtin_malloc (1024);
      if (!p)
        return;
    }
  change (&a);
  if (const_p (a))
    __builtin_free (p); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
