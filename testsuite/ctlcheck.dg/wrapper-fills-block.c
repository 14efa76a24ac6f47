/* A wrapper that fills the block its allocator gave (memset, memcpy,
   a store through it) before returning it still returns a fresh block:
   a library call that only borrows the block (the family lend) hands it
   to no one.  The caller owns it (a leak when it drops it), and the
   block is not raw memory (no uninit-memory on reading it).  A wrapper
   that gives the block to a function that may keep it returns no fresh
   block.  Also a function whose every return gives NULL through a
   variable (`data = NULL; return data;`) returns the constant NULL, and
   one that returns alloca memory through its parameter returns stack
   memory.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <alloca.h>
#include <stdlib.h>
#include <string.h>

extern void keep (void *);
extern void show (int);

static char *dup_string (const char *s)
{
  size_t n = strlen (s);
  char *d = malloc (n + 1);
  if (d == NULL)
    return NULL;
  memcpy (d, s, n + 1);
  return d;
}

static int *zeroed (size_t n)
{
  int *p = malloc (n * sizeof *p);
  if (p)
    memset (p, 0, n * sizeof *p);
  return p;
}

static char *marked (void)
{
  char *r = malloc (4);
  if (r == NULL)
    return NULL;
  r[0] = 0;
  return r;
}

static char *registered (void)
{
  char *r = malloc (4);
  if (r == NULL)
    return NULL;
  keep (r);
  return r;
}

int bad_dup_dropped (const char *s)
{
  char *d = dup_string (s);
  if (d == NULL)
    return -1;
  return d[0]; /* { dg-warning "memory allocated to 'd' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int bad_zeroed_dropped (void)
{
  int *z = zeroed (4);
  if (z == NULL)
    return -1;
  return z[0]; /* { dg-warning "memory allocated to 'z' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_marked_freed (void)
{
  char *m = marked ();
  if (m == NULL)
    return -1;
  int v = m[0]; /* { dg-bogus "uninit-memory" } */
  free (m);
  return v;
}

int good_registered_kept (void)
{
  char *k = registered ();
  if (k == NULL)
    return -1;
  return k[0]; /* { dg-bogus "memory-leak" } */
}

static int *no_value (int *data)
{
  data = NULL;
  return data;
}

void bad_null_through_variable (void)
{
  int *data = no_value (NULL);
  show (*data); /* { dg-warning "'data' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

static char *stack_block (char *data)
{
  data = (char *) alloca (16);
  data[0] = 0;
  return data;
}

void bad_free_of_stack_block (void)
{
  char *data = stack_block (NULL);
  free (data); /* { dg-warning "'data' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}
