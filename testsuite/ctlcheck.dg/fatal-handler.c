/* A checker function that does nothing but call, when its parameter is
   NULL, a function of the program defined in another unit (no
   `noreturn`, no facts: `check_alloc (p)`, openvpn's
   check_malloc_return) is taken at its word: the call ends the path, so
   the checker returns only with p not NULL.  A checker whose handler is a
   library call (fprintf) or a function of this unit that returns checks
   nothing, and neither does such a call made by the function that
   dereferences the pointer itself (`if (!p) log_msg (..); p->n`: a
   missing return as often as a fatal call). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdio.h>
#include <stdlib.h>

struct item { int n; struct item *next; };

extern void out_of_memory (void);
extern void fatal_error (const char *why);

static inline void
check_alloc (void *p)
{
  if (!p)
    out_of_memory ();
}

static void
note_missing (const char *what)
{
  fprintf (stderr, "%s missing\n", what);
}

static inline void
check_logged (void *p)
{
  if (!p)
    note_missing ("memory");
}

static inline void
check_printed (void *p)
{
  if (!p)
    fprintf (stderr, "no memory\n");
}

int
good_checker (void)
{
  struct item *it = malloc (sizeof *it);
  check_alloc (it);
  it->n = 1; /* { dg-bogus "ctlcheck:null-deref" } */
  int n = it->n;
  free (it);
  return n;
}

int
bad_checker_logs (void)
{
  struct item *it = malloc (sizeof *it);
  check_logged (it);
  it->n = 2; /* { dg-warning "'it' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  int n = it->n;
  free (it);
  return n;
}

int
bad_checker_prints (void)
{
  struct item *it = malloc (sizeof *it);
  check_printed (it);
  it->n = 2; /* { dg-warning "'it' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  int n = it->n;
  free (it);
  return n;
}

int
bad_own_handler (void)
{
  struct item *it = malloc (sizeof *it);
  if (it == NULL)
    fatal_error ("no memory");
  it->n = 2; /* { dg-warning "'it' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  int n = it->n;
  free (it);
  return n;
}

int
bad_library_handler (void)
{
  struct item *it = malloc (sizeof *it);
  if (it == NULL)
    fprintf (stderr, "no memory\n");
  it->n = 3; /* { dg-warning "'it' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  int n = it->n;
  free (it);
  return n;
}

int
bad_returning_handler (struct item *it)
{
  if (!it)
    note_missing ("item");
  return it->n; /* { dg-warning "'it' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}
