/* destroy-locked: a mutex destroyed or initialised again while this
   thread holds it (Clang's pthreadlock.c "This lock is still locked",
   "This lock is still being held").  A destroyed lock is held no more:
   lock-not-released leaves the path that destroys it alone.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-disable=unchecked-return" } */

#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct obj { pthread_mutex_t lk; int refs; };
void release_lock (pthread_mutex_t *);
int work (void);

void bad_destroy_held (void)
{
  pthread_mutex_lock (&m);
  if (work ())
    {
      pthread_mutex_unlock (&m);
      return;
    }
  pthread_mutex_destroy (&m); /* { dg-warning "'m' is destroyed or initialised again while it is locked \\\[ctlcheck:destroy-locked\\\]" } */
} /* { dg-bogus "not unlocked" } */

void bad_init_held (void)
{
  pthread_mutex_lock (&m);
  pthread_mutex_init (&m, NULL); /* { dg-warning "'m' is destroyed or initialised again while it is locked \\\[ctlcheck:destroy-locked\\\]" } */
}

void good_unlock_first (struct obj *o)
{
  pthread_mutex_lock (&o->lk);
  o->refs--;
  if (o->refs == 0)
    {
      pthread_mutex_unlock (&o->lk);
      pthread_mutex_destroy (&o->lk); /* { dg-bogus "while it is locked" } */
      return;
    }
  pthread_mutex_unlock (&o->lk);
}

void good_released_by_callee (void)
{
  pthread_mutex_lock (&m);
  release_lock (&m);
  pthread_mutex_destroy (&m); /* { dg-bogus "while it is locked" } */
}

void good_each_of_array (struct obj *a, int n)
{
  for (int i = 0; i < n; i++)
    pthread_mutex_lock (&a[i].lk);
  for (int i = 0; i < n; i++)
    {
      pthread_mutex_unlock (&a[i].lk);
      pthread_mutex_destroy (&a[i].lk); /* { dg-bogus "while it is locked" } */
    }
}
