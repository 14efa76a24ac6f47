/* unlock-without-lock: an unlock on the branch where a trylock's result
   says it failed (pthread_mutex_trylock and C11's mtx_trylock return 0
   when they took the lock; un-failed.c).  Clang's c11lock.c:58,
   fuchsia_lock.c:84.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

#include <errno.h>
#include <pthread.h>
#include <threads.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
mtx_t cm;
int work (void);

void bad_pthread (void)
{
  if (pthread_mutex_trylock (&m) != 0)
    pthread_mutex_unlock (&m); /* { dg-warning "'m' is unlocked without being locked \\\[ctlcheck:unlock-without-lock\\\]" } */
}

void bad_c11_saved_result (void)
{
  int r = mtx_trylock (&cm);
  if (r == thrd_success)
    return;
  work ();
  mtx_unlock (&cm); /* { dg-warning "'cm' is unlocked without being locked \\\[ctlcheck:unlock-without-lock\\\]" } */
}

/* Unlocked before, then the trylock fails: the second unlock releases a
   mutex nobody holds.  */
void bad_after_unlock (void)
{
  pthread_mutex_unlock (&m);
  if (pthread_mutex_trylock (&m) != 0)
    pthread_mutex_unlock (&m); /* { dg-warning "'m' is unlocked without being locked \\\[ctlcheck:unlock-without-lock\\\]" } */
}

void good_success_branch (void)
{
  if (pthread_mutex_trylock (&m) == 0)
    {
      work ();
      pthread_mutex_unlock (&m); /* { dg-bogus "unlock" } */
    }
}

void good_failed_returns (void)
{
  if (pthread_mutex_trylock (&m) != 0)
    return;
  work ();
  pthread_mutex_unlock (&m); /* { dg-bogus "unlock" } */
}

/* Busy: wait for it instead.  */
void good_fallback_lock (void)
{
  if (pthread_mutex_trylock (&m) != 0)
    pthread_mutex_lock (&m);
  work ();
  pthread_mutex_unlock (&m); /* { dg-bogus "unlock" } */
}

/* Compared with EBUSY, not 0: the other results are not failures.  */
void good_busy (void)
{
  if (pthread_mutex_trylock (&m) == EBUSY)
    pthread_mutex_lock (&m);
  work ();
  pthread_mutex_unlock (&m); /* { dg-bogus "unlock" } */
}
