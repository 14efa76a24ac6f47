/* Pointers that only ever hold the address of one local (`char **pp =
   &data;`) and are only dereferenced: `*pp` is `data`, so what goes in
   through one such pointer comes out through another (Juliet's flow
   variant 32). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,free-non-heap,null-deref-after-check -Wno-free-nonheap-object" } */
#include <alloca.h>
#include <stdlib.h>

extern void print_int (int);
extern void print_line (const char *);
extern void keep (char **);

void bad_alloca (void)
{
  char *data = NULL;
  char **p1 = &data, **p2 = &data;
  {
    char *d = alloca (100);
    *p1 = d;
  }
  {
    char *d = *p2;
    print_line (d);
    free (d); /* { dg-warning "'d' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  }
}

void bad_double (void)
{
  char *data = NULL;
  char **p1 = &data, **p2 = &data;
  {
    char *d = malloc (100);
    if (!d)
      exit (1);
    free (d);
    *p1 = d;
  }
  {
    char *d = *p2;
    free (d); /* { dg-warning "'d' is freed twice \\\[ctlcheck:double-free\\\]" } */
  }
}

void bad_null (void)
{
  int *data;
  int **p1 = &data, **p2 = &data;
  {
    int *d = NULL;
    *p1 = d;
  }
  {
    int *d = *p2;
    print_int (*d); /* { dg-warning "'d' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  }
}

/* Good: heap memory, freed once. */
void good_heap (void)
{
  char *data = NULL;
  char **p1 = &data, **p2 = &data;
  {
    char *d = malloc (100);
    if (!d)
      exit (1);
    *p1 = d;
  }
  {
    char *d = *p2;
    free (d); /* { dg-bogus "not on the heap|freed twice" } */
  }
}

/* Good: the address also goes to a function that may change data. */
void good_escapes (void)
{
  char *data = NULL;
  char **p1 = &data, **p2 = &data;
  {
    char *d = alloca (100);
    *p1 = d;
  }
  keep (&data);
  {
    char *d = *p2;
    free (d); /* { dg-bogus "not on the heap" } */
  }
}
