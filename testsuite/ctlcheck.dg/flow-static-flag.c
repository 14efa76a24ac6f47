/* A static flag of the unit that the caller sets just before it calls a
   sink that tests it (`flag = 1; sink (p);` with `if (flag) free (p);`):
   the sink's summary holds where the flag is not 0, and the caller's
   store says it is (Juliet's flow variant 21). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-free,free-non-heap,null-deref-after-check -Wno-free-nonheap-object" } */
#include <alloca.h>
#include <stdlib.h>

extern void print_int (int);
static int do_free = 0;
static int do_read = 0;

static void free_sink (char *data)
{
  if (do_free)
    free (data);
}

static void read_sink (int *data)
{
  if (do_read)
    print_int (*data);
}

void bad_double (void)
{
  char *data = malloc (100);
  if (!data)
    exit (1);
  free (data);
  do_free = 1;
  free_sink (data); /* { dg-warning "'data' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

void bad_alloca (void)
{
  char *data = alloca (100);
  do_free = 1;
  free_sink (data); /* { dg-warning "'data' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_array (void)
{
  char buf[100];
  char *data = buf;
  do_free = 1;
  free_sink (data); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_null (void)
{
  int *data = NULL;
  do_read = 1;
  read_sink (data); /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* Good: a heap block freed once, and a valid pointer. */
void good_heap (void)
{
  char *data = malloc (100);
  if (!data)
    exit (1);
  do_free = 1;
  free_sink (data); /* { dg-bogus "freed twice|not on the heap" } */
}

void good_valid (void)
{
  static int five = 5;
  int *data = &five;
  do_read = 1;
  read_sink (data); /* { dg-bogus "NULL here" } */
}

/* Good: the flag is 0 at the call, so the sink frees nothing. */
void good_flag_off (void)
{
  char *data = alloca (100);
  do_free = 0;
  free_sink (data); /* { dg-bogus "not on the heap" } */
}

void good_null_flag_off (void)
{
  int *data = NULL;
  do_read = 0;
  read_sink (data); /* { dg-bogus "NULL here" } */
}

/* Good: a function of the unit runs between the store and the call and
   may change the flag, so nothing is known. */
static void reset_flags (void) { do_free = 0; }

void good_unknown (void)
{
  char *data = alloca (100);
  do_free = 1;
  reset_flags ();
  free_sink (data); /* { dg-bogus "not on the heap" } */
}
