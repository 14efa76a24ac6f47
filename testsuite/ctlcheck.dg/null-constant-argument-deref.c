/* A function that dereferences a parameter on every path must not be
   given NULL there: its summary adds `nonnull` to the call where the
   argument is the null pointer constant.  One that tests the parameter
   first may be given NULL.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stddef.h>

struct item { int key; int *val; };

static int key_of (struct item *it)
{
  return it->key;
}

static int key_or_zero (struct item *it)
{
  if (!it)
    return 0;
  return it->key;
}

static void set_key (int k, struct item *it)
{
  it->key = k;
}

int bad_null_read (void)
{
  return key_of (NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

void bad_null_write (void)
{
  set_key (3, (struct item *) 0); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

int good_tested (void)
{
  return key_or_zero (NULL); /* { dg-bogus "NULL passed" } */
}

int good_object (void)
{
  struct item it = {1, NULL};
  set_key (2, &it); /* { dg-bogus "NULL passed" } */
  return key_of (&it); /* { dg-bogus "NULL passed" } */
}
