/* A local array handed to a sink of the unit that reads one element
   (`char *d = a[2]; free (d);`, the sink writing no memory): the sink's
   summary frees or dereferences what the caller stored in that element
   just before the call (`a[2] = p; sink (a);`; Juliet's flow variant
   66, within one unit). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,free-non-heap,null-deref-after-check -Wno-free-nonheap-object" } */
#include <alloca.h>
#include <stdlib.h>

extern void print_int (int);
extern void print_line (const char *);
extern void fill (char **);

static void free_sink (char *a[])
{
  char *data = a[2];
  print_line (data);
  free (data);
}

static void read_sink (int *a[])
{
  int *data = a[2];
  print_int (*data);
}

void bad_alloca (void)
{
  char *a[5];
  char *data = alloca (100);
  a[2] = data;
  free_sink (a); /* { dg-warning "'data' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_double (void)
{
  char *a[5];
  char *data = malloc (100);
  if (!data)
    exit (1);
  free (data);
  a[2] = data;
  free_sink (a); /* { dg-warning "'data' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void bad_null (void)
{
  int *a[5];
  int *data = NULL;
  a[2] = data;
  read_sink (a); /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* Good: heap memory, freed once by the sink. */
void good_heap (void)
{
  char *a[5];
  char *data = malloc (100);
  if (!data)
    exit (1);
  a[2] = data;
  free_sink (a); /* { dg-bogus "not on the heap|freed twice" } */
}

/* Good: a call between may store another block in the array. */
void good_refilled (void)
{
  char *a[5];
  char *data = alloca (100);
  a[2] = data;
  fill (a);
  free_sink (a); /* { dg-bogus "not on the heap" } */
}

/* Good: another element was set; a[2] holds what fill put there. */
void good_other_element (void)
{
  char *a[5];
  fill (a);
  a[1] = alloca (100);
  free_sink (a); /* { dg-bogus "not on the heap" } */
}
