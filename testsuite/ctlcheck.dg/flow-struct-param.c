/* A struct passed by value is the callee's own copy: a pointer read out
   of one of its fields into a local is that field (`char *d = s.first;
   free (d);`), so the sink's summary frees (or dereferences) the
   caller's field (Juliet's flow variant 67, within one unit). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,free-non-heap,null-deref-after-check -Wno-free-nonheap-object" } */
#include <alloca.h>
#include <stdlib.h>

extern void print_line (const char *);
extern void print_int (int);
typedef struct { char *first; } holder;
typedef struct { int *first; } int_holder;

static void sink (holder s)
{
  char *data = s.first;
  print_line (data);
  free (data);
}

static void read_sink (int_holder s)
{
  int *data = s.first;
  print_int (*data);
}

void bad_null (void)
{
  int_holder s;
  int *data = NULL;
  s.first = data;
  read_sink (s); /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

void good_valid (void)
{
  static int five = 5;
  int_holder s;
  int *data = &five;
  s.first = data;
  read_sink (s); /* { dg-bogus "NULL here" } */
}

void bad_alloca (void)
{
  holder s;
  char *data = alloca (100);
  s.first = data;
  sink (s); /* { dg-warning "'data' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_double (void)
{
  holder s;
  char *data = malloc (100);
  if (!data)
    exit (1);
  free (data);
  s.first = data;
  sink (s); /* { dg-warning "'data' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

/* Good: heap memory, freed once by the sink. */
void good_heap (void)
{
  holder s;
  char *data = malloc (100);
  if (!data)
    exit (1);
  s.first = data;
  sink (s); /* { dg-bogus "not on the heap|freed twice" } */
}

/* Good: the field is given a heap block before the call. */
void good_replaced (void)
{
  holder s;
  char *data = alloca (100);
  s.first = data;
  s.first = malloc (100);
  if (!s.first)
    exit (1);
  sink (s); /* { dg-bogus "not on the heap" } */
  print_line (data);
}
