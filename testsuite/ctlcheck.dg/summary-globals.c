/* Summaries inside one unit: wrappers of a global lock, allocating
   wrappers that hand the block over before returning it, and realloc
   wrappers. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-lock,lock-not-released,unlock-without-lock,memory-leak,realloc-leak" } */
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t big = PTHREAD_MUTEX_INITIALIZER;
static void lock (void) { pthread_mutex_lock (&big); }
static void unlock (void) { pthread_mutex_unlock (&big); }

/* lock () stands for pthread_mutex_lock (&big) at the call site. */
int bad_lock_leak (int x)
{
  lock ();
  if (x)
    return 1; /* { dg-warning "'big' is not unlocked on some path \\\[ctlcheck:lock-not-released\\\]" } */
  unlock ();
  return 0;
}
void bad_lock_twice (void)
{
  lock ();
  lock (); /* { dg-warning "'big' is locked twice \\\[ctlcheck:double-lock\\\]" } */
  unlock ();
}
int good_lock_pairs (int x)
{
  lock ();
  if (x)
    {
      unlock ();
      return 1;
    }
  unlock ();
  return 0;
}

struct node { struct node *next; int v; };
static struct node *head;

/* The block is in the list when it is returned: the caller does not own
   it, so dropping the pointer is no leak. */
static struct node *push (int v)
{
  struct node *n = malloc (sizeof *n);
  if (!n)
    return NULL;
  n->v = v;
  n->next = head;
  head = n;
  return n;
}
void good_pushed (void)
{
  struct node *n = push (1);
  (void) n; /* { dg-bogus "leaks" } */
}

/* Only written into before it is returned: still the caller's. */
static struct node *fresh (int v)
{
  struct node *n = malloc (sizeof *n);
  if (!n)
    return NULL;
  n->v = v;
  n->next = NULL;
  return n;
}
void bad_fresh_dropped (void)
{
  struct node *n = fresh (1);
  (void) n;
} /* { dg-warning "memory allocated to 'n' leaks \\\[ctlcheck:memory-leak\\\]" } */

/* Freed on the failing path only: the block returned is still fresh. */
static char *checked (int bad)
{
  char *p = malloc (4);
  if (!p)
    return NULL;
  if (bad)
    {
      free (p);
      return NULL;
    }
  return p;
}
void bad_checked_dropped (void)
{
  char *p = checked (0);
  (void) p;
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

/* A realloc wrapper: the block it is given is realloc's to move, and the
   one that never fails cannot lose it. */
static void *xrealloc (void *p, size_t n)
{
  void *q = realloc (p, n);
  if (!q)
    abort ();
  return q;
}
static void *plain_realloc (void *p, size_t n) { return realloc (p, n); }
char *good_grow (char *b)
{
  b = xrealloc (b, 8); /* { dg-bogus "realloc-leak" } */
  return b;
}
char *bad_grow (char *b)
{
  b = plain_realloc (b, 8); /* { dg-warning "'b' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  return b;
}
char *good_grow_loop (int n)
{
  char *b = calloc (1, 1);
  for (int i = 0; i < n; i++)
    b = xrealloc (b, (size_t) i + 2);
  return b; /* { dg-bogus "leaks" } */
}
void bad_grown_dropped (void)
{
  char *b = malloc (4);
  if (!b)
    return;
  b = xrealloc (b, 8);
} /* { dg-warning "memory allocated to 'b' leaks \\\[ctlcheck:memory-leak\\\]" } */
