/* Members of a union that hold a value alike (two pointers at offset
   0) are one place: a pointer written through one member is read
   through the other (Juliet's flow variant 34).  A write to a member of
   another kind ends it. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,free-non-heap,null-deref-after-check -Wno-free-nonheap-object" } */
#include <alloca.h>
#include <stdlib.h>

extern void print_int (int);
extern void print_line (const char *);

typedef union { char *first; char *second; } two_ptrs;
typedef union { int *first; int *second; } two_int_ptrs;
typedef union { char *ptr; long bits; } ptr_or_bits;

void bad_alloca (void)
{
  two_ptrs u;
  char *data = alloca (100);
  u.first = data;
  {
    char *d = u.second;
    print_line (d);
    free (d); /* { dg-warning "'data' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  }
}

void bad_double (void)
{
  two_ptrs u;
  char *data = malloc (100);
  if (!data)
    exit (1);
  free (data);
  u.first = data;
  {
    char *d = u.second;
    free (d); /* { dg-warning "'data' is freed twice \\\[ctlcheck:double-free\\\]" } */
  }
}

void bad_null (void)
{
  two_int_ptrs u;
  int *data = NULL;
  u.first = data;
  {
    int *d = u.second;
    print_int (*d); /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  }
}

/* Good: heap memory, freed once; a valid pointer. */
void good_heap (void)
{
  two_ptrs u;
  char *data = malloc (100);
  if (!data)
    exit (1);
  u.first = data;
  {
    char *d = u.second;
    free (d); /* { dg-bogus "not on the heap|freed twice" } */
  }
}

void good_valid (void)
{
  static int five = 5;
  two_int_ptrs u;
  int *data = &five;
  u.first = data;
  {
    int *d = u.second;
    print_int (*d); /* { dg-bogus "NULL here" } */
  }
}

/* Good: another member overwrote the pointer. */
void good_overwritten (long n)
{
  ptr_or_bits u;
  char *data = alloca (100);
  u.ptr = data;
  u.bits = n;
  {
    char *d = u.ptr;
    free (d); /* { dg-bogus "not on the heap" } */
  }
}
