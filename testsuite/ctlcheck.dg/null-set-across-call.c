/* null-deref-after-check: after p = NULL, a call keeps a local pointer
   NULL (nothing takes its address, so the callee cannot assign it); only
   a call that may assign p itself (a global, a place reached through a
   pointer) gives it a value (Juliet's control-flow variant 08:
   `if (staticReturnsTrue ())` between the NULL and the dereference). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stddef.h>

static int returns_true (void) { return 1; }
extern void log_line (const char *);

int bad_local_across_call (void)
{
  int *data = NULL;
  log_line ("x");
  if (returns_true ())
    return *data; /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}

int *table;
extern void load_table (void);

/* load_table may set the global. */
int good_global_set_by_call (void)
{
  table = NULL;
  load_table ();
  return table[0]; /* { dg-bogus "null-deref" } */
}

struct holder { int *p; };
extern void fill (struct holder *);

/* fill is given the struct: it may set h.p. */
int good_field_set_by_call (void)
{
  struct holder h;
  h.p = NULL;
  fill (&h);
  return *h.p; /* { dg-bogus "null-deref" } */
}

extern void get (int **);

/* get is given &p. */
int good_address_given (void)
{
  int *p = NULL;
  get (&p);
  return *p; /* { dg-bogus "null-deref" } */
}
