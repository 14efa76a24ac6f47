/* `int x = x;`, also through the uninitialized_var (x) macro of the
   Linux kernel and dash, is the idiom that tells the compiler to take x
   as set: GCC warns about it only with -Winit-self.  It gives x some
   value and reads nothing.  A later `y = y;` statement is a read (and
   sets nothing: y is never set, so each use is a finding). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */
#define uninitialized_var(x) x = x
extern int get (void);

int good_self_init (int c)
{
  int x = x; /* { dg-bogus "uninit" } */
  if (c)
    x = get ();
  return x; /* { dg-bogus "uninit" } */
}

int good_macro (int c)
{
  int uninitialized_var (saved); /* { dg-bogus "uninit" } */
  if (c)
    saved = get ();
  return saved; /* { dg-bogus "uninit" } */
}

int bad_self_assignment (void)
{
  int y;
  y = y; /* { dg-warning "'y' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return y; /* { dg-warning "'y' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
