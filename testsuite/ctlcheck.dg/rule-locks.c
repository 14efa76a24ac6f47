/* double-lock, double-unlock, unlock-without-lock, lock-not-released. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-lock,double-unlock,unlock-without-lock,lock-not-released" } */
#include <pthread.h>

static pthread_mutex_t big = PTHREAD_MUTEX_INITIALIZER;
struct queue { pthread_mutex_t lock; int n; };
int work (void);

/* double-lock */
void bad_double_lock (void)
{
  pthread_mutex_lock (&big);
  pthread_mutex_lock (&big); /* { dg-warning "'big' is locked twice \\\[ctlcheck:double-lock\\\]" } */
  pthread_mutex_unlock (&big);
}
void bad_lock_in_loop (struct queue *q, int k)
{
  for (int i = 0; i < k; i++)
    pthread_mutex_lock (&q->lock); /* { dg-warning "'q->lock' is locked twice \\\[ctlcheck:double-lock\\\]" } */
  pthread_mutex_unlock (&q->lock); /* { dg-warning "unlocked without being locked \\\[ctlcheck:unlock-without-lock\\\]" } when k is 0 */
}
int bad_lock_early (pthread_mutex_t *m, int c)
{
  pthread_mutex_lock (m);
  if (c)
    pthread_mutex_lock (m); /* { dg-warning "\\\[ctlcheck:double-lock\\\]" } */
  pthread_mutex_unlock (m);
  return 0;
}
void good_lock_pairs (void)
{
  pthread_mutex_lock (&big);
  pthread_mutex_unlock (&big);
  pthread_mutex_lock (&big); /* { dg-bogus "double-lock" } */
  pthread_mutex_unlock (&big);
}
void good_lock_loop (struct queue *q, int k)
{
  for (int i = 0; i < k; i++)
    {
      pthread_mutex_lock (&q->lock); /* { dg-bogus "double-lock" } */
      q->n++;
      pthread_mutex_unlock (&q->lock);
    }
}
int good_lock_two (struct queue *a, struct queue *b)
{
  pthread_mutex_lock (&a->lock);
  pthread_mutex_lock (&b->lock); /* { dg-bogus "double-lock" } */
  pthread_mutex_unlock (&b->lock);
  pthread_mutex_unlock (&a->lock);
  return 0;
}

/* double-unlock */
void bad_double_unlock (void)
{
  pthread_mutex_lock (&big);
  pthread_mutex_unlock (&big);
  pthread_mutex_unlock (&big); /* { dg-warning "'big' is unlocked twice \\\[ctlcheck:double-unlock\\\]" } */
}
int bad_unlock_early (pthread_mutex_t *m, int c)
{
  pthread_mutex_lock (m);
  if (c)
    pthread_mutex_unlock (m);
  pthread_mutex_unlock (m); /* { dg-warning "\\\[ctlcheck:double-unlock\\\]" } */
  return 0;
}
void bad_unlock_loop (struct queue *q, int k)
{
  pthread_mutex_lock (&q->lock);
  for (int i = 0; i < k; i++)
    pthread_mutex_unlock (&q->lock); /* { dg-warning "\\\[ctlcheck:double-unlock\\\]" } */
} /* { dg-warning "\\\[ctlcheck:lock-not-released\\\]" } when k is 0 */
void good_unlock_once (void)
{
  pthread_mutex_lock (&big);
  pthread_mutex_unlock (&big); /* { dg-bogus "double-unlock" } */
}
int good_unlock_branches (pthread_mutex_t *m, int c)
{
  pthread_mutex_lock (m);
  if (c)
    {
      pthread_mutex_unlock (m);
      return 1;
    }
  pthread_mutex_unlock (m); /* { dg-bogus "double-unlock" } */
  return 0;
}
void good_unlock_loop (struct queue *q, int k)
{
  for (int i = 0; i < k; i++)
    {
      pthread_mutex_lock (&q->lock);
      pthread_mutex_unlock (&q->lock); /* { dg-bogus "double-unlock" } */
    }
}

/* unlock-without-lock */
void bad_conditional_lock (int c)
{
  if (c)
    pthread_mutex_lock (&big);
  work ();
  pthread_mutex_unlock (&big); /* { dg-warning "'big' is unlocked without being locked \\\[ctlcheck:unlock-without-lock\\\]" } */
}
/* Every path unlocks first: the caller holds the lock, and the function
   drops it and takes it again (Clang's pthreadlock.c ok9, ok25..ok27). */
int good_release_reacquire (pthread_mutex_t *m)
{
  pthread_mutex_unlock (m); /* { dg-bogus "unlock-without-lock" } */
  pthread_mutex_lock (m);
  return work (); /* { dg-bogus "lock-not-released" } */
}
void good_unlock_before_loop (struct queue *q, int k)
{
  pthread_mutex_unlock (&q->lock); /* { dg-bogus "unlock-without-lock" } */
  for (int i = 0; i < k; i++)
    {
      pthread_mutex_lock (&q->lock);
      pthread_mutex_unlock (&q->lock);
    }
}
void good_release_only (void)
{
  pthread_mutex_unlock (&big); /* { dg-bogus "unlock-without-lock" } */
}
void good_lock_then_unlock (void)
{
  pthread_mutex_lock (&big);
  work ();
  pthread_mutex_unlock (&big); /* { dg-bogus "unlock-without-lock" } */
}
int good_unlock_branch (int c)
{
  pthread_mutex_lock (&big);
  if (c)
    {
      pthread_mutex_unlock (&big); /* { dg-bogus "unlock-without-lock" } */
      return 1;
    }
  pthread_mutex_unlock (&big);
  return 0;
}

/* lock-not-released */
int bad_error_path (void)
{
  pthread_mutex_lock (&big);
  if (work ())
    return -1; /* { dg-warning "'big' is not unlocked on some path \\\[ctlcheck:lock-not-released\\\]" } */
  pthread_mutex_unlock (&big);
  return 0;
}
int bad_loop_break (struct queue *q, int k)
{
  pthread_mutex_lock (&q->lock);
  for (int i = 0; i < k; i++)
    if (work ())
      return i; /* { dg-warning "\\\[ctlcheck:lock-not-released\\\]" } */
  pthread_mutex_unlock (&q->lock);
  return -1;
}
int bad_early (pthread_mutex_t *m, int c)
{
  pthread_mutex_lock (m);
  if (c)
    return 1; /* { dg-warning "\\\[ctlcheck:lock-not-released\\\]" } */
  pthread_mutex_unlock (m);
  return 0;
}
void good_lock_helper (void)
{
  pthread_mutex_lock (&big); /* { dg-bogus "lock-not-released" } */
}
int good_error_path (void)
{
  pthread_mutex_lock (&big);
  if (work ())
    {
      pthread_mutex_unlock (&big);
      return -1; /* { dg-bogus "lock-not-released" } */
    }
  pthread_mutex_unlock (&big);
  return 0;
}
void good_loop_pairs (struct queue *q, int k)
{
  for (int i = 0; i < k; i++)
    {
      pthread_mutex_lock (&q->lock);
      pthread_mutex_unlock (&q->lock);
    } /* { dg-bogus "lock-not-released" } */
}

/* After a trylock the lock may be held: unlocking it is no double unlock
   (Clang's ok9, ok10). */
void good_unlock_after_trylock (void)
{
  pthread_mutex_unlock (&big);
  if (pthread_mutex_trylock (&big) == 0)
    pthread_mutex_unlock (&big); /* { dg-bogus "double-unlock|unlock-without-lock" } */
}
void good_trylock_then_lock (void)
{
  if (pthread_mutex_trylock (&big) != 0)
    pthread_mutex_lock (&big);
  pthread_mutex_unlock (&big); /* { dg-bogus "unlock-without-lock" } */
}

/* A lock whose address went to another function may have been released
   there (Clang's ok30). */
void hand_over (pthread_mutex_t *);
void good_handed_over (void)
{
  pthread_mutex_t local;
  pthread_mutex_init (&local, NULL);
  pthread_mutex_lock (&local);
  hand_over (&local);
  pthread_mutex_lock (&local); /* { dg-bogus "double-lock" } */
  pthread_mutex_unlock (&local);
  pthread_mutex_destroy (&local);
}

/* C11 threads and spin locks are locks too. */
#include <threads.h>
void spin_lock (int *);
void spin_unlock (int *);
int spin;
void bad_c11_twice (mtx_t *m)
{
  mtx_lock (m);
  mtx_lock (m); /* { dg-warning "'m' is locked twice \\\[ctlcheck:double-lock\\\]" } */
  mtx_unlock (m);
}
void bad_spin_twice (void)
{
  spin_lock (&spin);
  spin_unlock (&spin);
  spin_unlock (&spin); /* { dg-warning "'spin' is unlocked twice \\\[ctlcheck:double-unlock\\\]" } */
}
