/* A static global carries the pointer into a sink of the unit
   (`saved = p; sink ();` with `char *d = saved; free (d);`): the sink's
   summary frees or dereferences what the global holds when it is
   called, and the caller's store says which of its variables that is
   (Juliet's flow variant 45). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,free-non-heap,null-deref-after-check -Wno-free-nonheap-object" } */
#include <alloca.h>
#include <stdlib.h>

extern void print_int (int);
extern void print_line (const char *);
static char *saved;
static int *saved_int;

static void free_sink (void)
{
  char *data = saved;
  print_line (data);
  free (data);
}

static void read_sink (void)
{
  int *data = saved_int;
  print_int (*data);
}

void bad_double (void)
{
  char *data = malloc (100);
  if (!data)
    exit (1);
  free (data);
  saved = data;
  free_sink (); /* { dg-warning "'data' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void bad_alloca (void)
{
  char *data = alloca (100);
  saved = data;
  free_sink (); /* { dg-warning "'data' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_array (void)
{
  char buf[100] = "";
  char *data = buf;
  saved = data;
  free_sink (); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_null (void)
{
  int *data = NULL;
  saved_int = data;
  read_sink (); /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* Good: a heap block freed once by the sink, and a valid pointer. */
void good_heap (void)
{
  char *data = malloc (100);
  if (!data)
    exit (1);
  saved = data;
  free_sink (); /* { dg-bogus "freed twice|not on the heap" } */
}

void good_valid (void)
{
  static int five = 5;
  int *data = &five;
  saved_int = data;
  read_sink (); /* { dg-bogus "NULL here" } */
}

/* Good: the variable changed after it was stored; the global still
   holds the heap block. */
void good_changed (void)
{
  char buf[10] = "";
  char *data = malloc (100);
  if (!data)
    exit (1);
  saved = data;
  data = buf;
  free_sink (); /* { dg-bogus "not on the heap" } */
  print_line (data);
}
