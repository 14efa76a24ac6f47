/* lock-after-destroy: a mutex (read-write or spin lock) locked,
   unlocked or destroyed after it was destroyed, unless initialised again
   or the destroy's result says it failed (un-failed.c).  The finding is
   fatal: the lock findings that every path reaches only through it are
   dropped.  Clang's pthreadlock.c "This lock has already been
   destroyed".  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-disable=unchecked-return" } */

#include <pthread.h>
#include <threads.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
mtx_t cm;
void reinit (pthread_mutex_t *);
int work (void);

void bad_lock (void)
{
  pthread_mutex_destroy (&m);
  pthread_mutex_lock (&m); /* { dg-warning "'m' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
}

void bad_destroy_twice (pthread_mutex_t *mp)
{
  pthread_mutex_destroy (mp);
  work ();
  pthread_mutex_destroy (mp); /* { dg-warning "'mp' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
}

void bad_rwlock (void)
{
  pthread_rwlock_destroy (&rw);
  pthread_rwlock_rdlock (&rw); /* { dg-warning "'rw' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
}

void bad_c11 (void)
{
  mtx_destroy (&cm);
  mtx_unlock (&cm); /* { dg-warning "'cm' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
}

/* Destroyed on the branch where its result is 0.  */
void bad_success_branch (void)
{
  pthread_mutex_unlock (&m);
  if (pthread_mutex_destroy (&m) == 0)
    pthread_mutex_unlock (&m); /* { dg-warning "'m' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
}

/* The lock after the destroy is the bug; the second lock is not
   reported apart (double-lock's finding comes only after it).  */
void bad_then_twice (int c)
{
  int r = pthread_mutex_destroy (&m);
  pthread_mutex_lock (&m); /* { dg-warning "'m' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
  if (r != 0)
    pthread_mutex_lock (&m); /* { dg-bogus "double-lock" } */
}

void good_init_again (void)
{
  pthread_mutex_destroy (&m);
  pthread_mutex_init (&m, NULL);
  pthread_mutex_lock (&m); /* { dg-bogus "destroyed" } */
  pthread_mutex_unlock (&m);
}

/* pthread_mutex_destroy gives EBUSY while the mutex is held: it is still
   there.  */
void good_destroy_failed (void)
{
  int r = pthread_mutex_destroy (&m);
  if (r != 0)
    {
      pthread_mutex_lock (&m); /* { dg-bogus "destroyed" } */
      work ();
      pthread_mutex_unlock (&m);
    }
}

void good_handed (void)
{
  pthread_mutex_destroy (&m);
  reinit (&m);
  pthread_mutex_lock (&m); /* { dg-bogus "destroyed" } */
  pthread_mutex_unlock (&m);
}

void good_loop (int n)
{
  pthread_mutex_t lk;
  for (int i = 0; i < n; i++)
    {
      pthread_mutex_init (&lk, NULL);
      pthread_mutex_lock (&lk); /* { dg-bogus "destroyed" } */
      work ();
      pthread_mutex_unlock (&lk);
      pthread_mutex_destroy (&lk);
    }
}

/* Each lock of an array destroyed once, by a loop; the same element
   twice is the bug.  */
struct slot { pthread_mutex_t m; int v; };

void good_destroy_each (struct slot *a, int n)
{
  for (int i = 0; i < n; i++)
    pthread_mutex_destroy (&a[i].m); /* { dg-bogus "destroyed" } */
}

void bad_same_element (struct slot *a, int i)
{
  pthread_mutex_destroy (&a[i].m);
  pthread_mutex_lock (&a[i].m); /* { dg-warning "'a\\\[i\\\].m' is used after it was destroyed \\\[ctlcheck:lock-after-destroy\\\]" } */
}

/* Taking and releasing every lock of an array: each once.  */
void good_lock_each (struct slot *a, int n)
{
  for (int i = 0; i < n; i++)
    pthread_mutex_lock (&a[i].m); /* { dg-bogus "locked twice" } */
  for (int i = 0; i < n; i++)
    pthread_mutex_unlock (&a[i].m); /* { dg-bogus "unlocked twice" } */
}
