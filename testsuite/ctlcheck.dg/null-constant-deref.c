/* null-constant-deref: a place reached through the null
   pointer constant, read or written; not through a pointer that merely
   holds NULL (null-deref-after-check's), nor in a macro. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
struct s { int a, f; };
#define CRASH() (*(volatile int *) 0 = 0)

void bad_write (int a)
{
  if (a)
    *(volatile int *) 0 = 1; /* { dg-warning "the null pointer constant is dereferenced \\\[ctlcheck:null-constant-deref\\\]" } */
}
int bad_field (void)
{
  return ((struct s *) 0)->f; /* { dg-warning "the null pointer constant is dereferenced \\\[ctlcheck:null-constant-deref\\\]" } */
}

int good_other_address (void)
{
  return *(volatile int *) 4096; /* { dg-bogus "null-constant-deref" } */
}
void good_macro (int a)
{
  if (a)
    CRASH (); /* { dg-bogus "null-constant-deref" } */
}
int good_variable (int *p)
{
  return *p; /* { dg-bogus "null-constant-deref" } */
}
