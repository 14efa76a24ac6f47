/* lock-reinit: a mutex initialised again while it is in use (this
   function initialised or unlocked it, or a destroy of it failed, and did
   not destroy it since).  Clang's pthreadlock.c "This lock has already
   been initialized".  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-disable=unchecked-return" } */

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct obj { pthread_mutex_t lk; int v; };
void setup_lock (pthread_mutex_t *);
int work (void);

void bad_twice (void)
{
  pthread_mutex_init (&m, NULL);
  work ();
  pthread_mutex_init (&m, NULL); /* { dg-warning "'m' is initialised again while it is in use \\\[ctlcheck:lock-reinit\\\]" } */
}

void bad_after_unlock (void)
{
  pthread_mutex_unlock (&m);
  pthread_mutex_init (&m, NULL); /* { dg-warning "'m' is initialised again while it is in use \\\[ctlcheck:lock-reinit\\\]" } */
}

/* pthread_mutex_destroy gives EBUSY while the mutex is held: it is
   still initialised.  */
void bad_destroy_failed (void)
{
  pthread_mutex_unlock (&m);
  if (pthread_mutex_destroy (&m) != 0)
    pthread_mutex_init (&m, NULL); /* { dg-warning "'m' is initialised again while it is in use \\\[ctlcheck:lock-reinit\\\]" } */
}

void good_destroyed_first (void)
{
  pthread_mutex_init (&m, NULL);
  work ();
  pthread_mutex_destroy (&m);
  pthread_mutex_init (&m, NULL); /* { dg-bogus "again" } */
}

/* The first init failed: nothing was made.  */
int good_retry (void)
{
  if (pthread_mutex_init (&m, NULL) != 0)
    return pthread_mutex_init (&m, NULL); /* { dg-bogus "again" } */
  return 0;
}

void good_each_of_array (struct obj *a, int n)
{
  for (int i = 0; i < n; i++)
    pthread_mutex_init (&a[i].lk, NULL); /* { dg-bogus "again" } */
}

void good_handed (void)
{
  pthread_mutex_init (&m, NULL);
  setup_lock (&m);
  pthread_mutex_init (&m, NULL); /* { dg-bogus "again" } */
}
