/* The C library's pointer parameters that must not be NULL and that glibc
   does not declare nonnull (rules/pack/attributes.rules): <fenv.h>,
   <threads.h>, more of <wchar.h> and <stdlib.h>, and the arguments the
   scanf family stores into (`scanf(1,2...)`: every one after the format).
   null-constant-argument and null-argument check them. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-nonnull -Wno-unused-result" } */
#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <threads.h>
#include <time.h>
#include <wchar.h>

int bad_fenv (void)
{
  fenv_t *envp = 0;
  return fegetenv (envp); /* { dg-warning "'envp' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

int bad_fenv_constant (void)
{
  return feupdateenv (NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

int bad_threads (mtx_t *m)
{
  return mtx_timedlock (m, NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

size_t bad_wcsftime (wchar_t *s, size_t n, const struct tm *tm)
{
  return wcsftime (s, n, NULL, tm); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

int bad_scanf_store (int *x)
{
  int n = scanf ("%d %d", x, NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
  return n + sscanf ("1", "%d", NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

/* NULL has a meaning there, or the pointer is not NULL. */
int good_meaningful_null (mtx_t *m, const struct timespec *t, wchar_t *d,
                          const char **src, int *x)
{
  int r = thrd_sleep (t, NULL);                      /* { dg-bogus "must not be NULL" } */
  r += mtx_timedlock (m, t);                         /* { dg-bogus "must not be NULL" } */
  r += (int) mbsrtowcs (NULL, src, 0, NULL);         /* { dg-bogus "must not be NULL" } */
  r += fesetenv (FE_DFL_ENV);                        /* { dg-bogus "must not be NULL" } */
  r += (int) wcslen (d);
  return r + scanf ("%d", x);                        /* { dg-bogus "must not be NULL" } */
}
