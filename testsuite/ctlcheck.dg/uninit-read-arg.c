/* uninit (CWE-457): the address of an unset local passed to a library
   function that reads the object there (the family read-arg: a mutex
   locked before pthread_mutex_init, a signal set added to before
   sigemptyset, a struct tm given to mktime, a time to clock_settime). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <wchar.h>

int bad_lock (void)
{
  pthread_mutex_t m;
  return pthread_mutex_lock (&m); /* { dg-warning "'m' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_sigset (void)
{
  sigset_t s;
  sigaddset (&s, SIGINT); /* { dg-warning "'s' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return sigprocmask (SIG_BLOCK, &s, 0);
}

time_t bad_mktime (void)
{
  struct tm tm;
  return mktime (&tm); /* { dg-warning "'tm' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_settime (void)
{
  struct timespec tp;
  return clock_settime (CLOCK_REALTIME, &tp); /* { dg-warning "'tp' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

size_t bad_mbsrtowcs (wchar_t *d, size_t n)
{
  const char *src;
  return mbsrtowcs (d, &src, n, 0); /* { dg-warning "'src' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* Initialised first, whole or field by field; or written by the call. */
int good_lock (void)
{
  pthread_mutex_t m;
  (void) pthread_mutex_init (&m, 0);
  return pthread_mutex_lock (&m); /* { dg-bogus "uninit" } */
}

int good_sigset (void)
{
  sigset_t s;
  sigemptyset (&s);
  sigaddset (&s, SIGINT); /* { dg-bogus "uninit" } */
  return sigprocmask (SIG_BLOCK, &s, 0);
}

time_t good_mktime (int y)
{
  struct tm tm;
  memset (&tm, 0, sizeof tm);
  tm.tm_year = y;
  return mktime (&tm); /* { dg-bogus "uninit" } */
}

int good_settime (void)
{
  struct timespec tp;
  tp.tv_sec = 0;
  tp.tv_nsec = 0;
  return clock_settime (CLOCK_REALTIME, &tp); /* { dg-bogus "uninit" } */
}

int good_gettime (void)
{
  struct timespec tp;
  return clock_gettime (CLOCK_REALTIME, &tp); /* { dg-bogus "uninit" } */
}

/* A state saved and restored under the same global flag, with a call
   between that may change it: tcsetattr is not a read-arg (restores). */
void work (void);
int raw_mode;
int good_restore (void)
{
  struct termios saved;
  if (raw_mode && tcgetattr (0, &saved) != 0)
    return -1;
  work ();
  if (raw_mode)
    return tcsetattr (0, TCSANOW, &saved); /* { dg-bogus "uninit" } */
  return 0;
}
