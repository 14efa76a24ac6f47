/* A function of the unit that takes a global lock and releases it on
   every path stands, at its call sites, for the lock and then the unlock,
   in that order: calling it is no lock left held (zstd 1.5.4's
   zstdcli_trace.c, TRACE_log), while calling it with the lock already
   held still locks it twice. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=double-lock,double-unlock,lock-not-released,unlock-without-lock" } */
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t g_mutex = PTHREAD_MUTEX_INITIALIZER;
extern FILE *trace_file;

static void trace_log (const char *method)
{
  pthread_mutex_lock (&g_mutex);
  fprintf (trace_file, "%s\n", method);
  pthread_mutex_unlock (&g_mutex);
}

void good_wrapper_once (void)
{
  trace_log ("compress");
} /* { dg-bogus "not unlocked" } */

void good_wrapper_twice (void)
{
  trace_log ("compress");
  trace_log ("decompress"); /* { dg-bogus "locked twice" } */
} /* { dg-bogus "not unlocked" } */

static void trace_either (int x)
{
  if (x)
    trace_log ("a");
  else
    trace_log ("b");
}

void good_wrapper_of_wrapper (int x)
{
  trace_either (x);
  trace_either (x + 1); /* { dg-bogus "locked twice" } */
} /* { dg-bogus "not unlocked" } */

void bad_wrapper_while_held (void)
{
  pthread_mutex_lock (&g_mutex);
  trace_log ("held"); /* { dg-warning "'g_mutex' is locked twice \\\[ctlcheck:double-lock\\\]" } */
  /* trace_log released it already. */
  pthread_mutex_unlock (&g_mutex); /* { dg-warning "'g_mutex' is unlocked twice \\\[ctlcheck:double-unlock\\\]" } */
}

static void take (void)
{
  pthread_mutex_lock (&g_mutex);
}

int bad_leak_after_wrapper (int x)
{
  trace_log ("first");
  take ();
  if (x)
    return 1; /* { dg-warning "'g_mutex' is not unlocked on some path \\\[ctlcheck:lock-not-released\\\]" } */
  pthread_mutex_unlock (&g_mutex);
  return 0;
}
