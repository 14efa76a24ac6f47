/* cleanup (fn) locals (g_autofree, _cleanup_free_ and the like): GCC runs
   fn on every path out of the scope, so leaving early is no leak and no
   lock left held; a body that also releases the pointer releases it twice
   (the cleanup call is a member of the dealloc family: its argument is
   the local's address).  Every default rule runs. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

void freep (void *p);    /* free (*(void **) p) */
static inline void unlockp (pthread_mutex_t **m)
{
  if (*m)
    pthread_mutex_unlock (*m);
}
#define _cleanup_free_ __attribute__ ((cleanup (freep)))
#define _cleanup_(f) __attribute__ ((cleanup (f)))
int use (const char *);

int bad_free_then_cleanup (const char *s)
{
  _cleanup_free_ char *p = strdup (s); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
  if (!p)
    return -1;
  use (p);
  free (p);
  return 0;
}
int bad_free_on_one_path (const char *s, int c)
{
  _cleanup_free_ char *p = strdup (s); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
  if (!p)
    return -1;
  if (c)
    free (p);
  return 1;
}
int bad_free_in_loop (const char *s, int n)
{
  for (int i = 0; i < n; i++)
    {
      _cleanup_free_ char *p = strdup (s); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
      if (p && use (p))
        free (p);
    }
  return 0;
}

int good_early_returns (const char *s, int c)
{
  _cleanup_free_ char *p = strdup (s); /* { dg-bogus "ctlcheck" } */
  if (!p)
    return -1;
  if (c)
    return 1; /* { dg-bogus "leak" } */
  return use (p);
}
int good_free_and_reset (const char *s)
{
  _cleanup_free_ char *p = strdup (s); /* { dg-bogus "freed twice" } */
  if (!p)
    return -1;
  use (p);
  free (p);
  p = NULL;
  return 0;
}
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int counter;
int good_lock_guard (int c)
{
  _cleanup_ (unlockp) pthread_mutex_t *m = &mu;
  pthread_mutex_lock (m);
  if (c)
    return -1; /* { dg-bogus "ctlcheck" } */
  counter++;
  return 0;
}
