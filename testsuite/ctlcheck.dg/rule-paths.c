/* The event path of every rule whose finding has one: each event on its own line. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -Wno-free-nonheap-object -Wno-unused-result -Wno-return-local-addr" } */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int sink (int);
struct s { int len; };

void uaf (char *p)
{
  free (p); /* { dg-message "\\(1\\) 'p' freed here" } */
  sink (*p); /* { dg-warning "\\\[ctlcheck:use-after-free\\\]" } */
  /* { dg-message "\\(2\\) 'p' used here after the free" "" { target *-*-* } 16 } */
}

void leak (void)
{
  char *p = malloc (4); /* { dg-message "\\(1\\) memory allocated to 'p' here" } */
  if (p)
    *p = 1;
  return; /* { dg-warning "\\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-message "\\(2\\) 'p' goes out of scope here: the block is lost" "" { target *-*-* } 25 } */
}

void nullderef (void)
{
  char *p = malloc (4); /* { dg-message "\\(1\\) 'p' allocated here \\(NULL when memory runs out\\)" } */
  *p = 1; /* { dg-warning "\\\[ctlcheck:null-deref\\\]" } */
  free (p);
  /* { dg-message "\\(2\\) 'p' dereferenced here without a check" "" { target *-*-* } 32 } */
}

int before_check (struct s *p)
{
  int n = p->len; /* { dg-message "\\(1\\) 'p' dereferenced here" } */
  if (!p) /* { dg-warning "\\\[ctlcheck:deref-before-check\\\]" } */
    return -1;
  return n;
  /* { dg-message "\\(2\\) 'p' checked for NULL here, after the dereference" "" { target *-*-* } 40 } */
}

int after_check (struct s *p)
{
  if (!p) /* { dg-message "\\(1\\) 'p' is NULL on this branch" } */
    return p->len; /* { dg-warning "\\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
  /* { dg-message "\\(2\\) 'p' dereferenced here" "" { target *-*-* } 49 } */
}

int uninit_use (int c)
{
  int x;
  if (c)
    x = 1;
  return x; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(3\\) 'x' used here before it is assigned" "" { target *-*-* } 59 } */
}

void file_leak (const char *n)
{
  FILE *f = fopen (n, "r"); /* { dg-message "\\(1\\) 'f' opened here" } */
  if (!f)
    return;
  fgetc (f);
  /* The early return and this one share one return, at the brace: */
  /* { dg-message "\\(2\\) 'f' not closed when returning here" "" { target *-*-* } 71 } */
} /* { dg-warning "\\\[ctlcheck:file-leak\\\]" } */

int fd_leak (const char *n)
{
  int fd = open (n, O_RDONLY); /* { dg-message "\\(1\\) 'fd' opened here" } */
  if (fd < 0)
    return -1;
  return 0; /* { dg-warning "\\\[ctlcheck:fd-leak\\\]" } */
  /* { dg-message "\\(2\\) 'fd' not closed when returning here" "" { target *-*-* } 78 } */
}

void use_closed (FILE *f)
{
  fclose (f); /* { dg-message "\\(1\\) 'f' closed here" } */
  fflush (f); /* { dg-warning "\\\[ctlcheck:use-after-fclose\\\]" } */
  /* { dg-message "\\(2\\) 'f' used here after it was closed" "" { target *-*-* } 85 } */
}

void close_twice (FILE *f)
{
  fclose (f); /* { dg-message "\\(1\\) first close of 'f' here" } */
  fclose (f); /* { dg-warning "\\\[ctlcheck:double-fclose\\\]" } */
  /* { dg-message "\\(2\\) 'f' closed again here" "" { target *-*-* } 92 } */
}

void lock_twice (void)
{
  pthread_mutex_lock (&m); /* { dg-message "\\(1\\) 'm' locked here" } */
  pthread_mutex_lock (&m); /* { dg-warning "\\\[ctlcheck:double-lock\\\]" } */
  pthread_mutex_unlock (&m);
  /* { dg-message "\\(2\\) 'm' locked again here" "" { target *-*-* } 99 } */
}

void unlock_twice (void)
{
  pthread_mutex_lock (&m);
  pthread_mutex_unlock (&m); /* { dg-message "\\(1\\) 'm' unlocked here" } */
  pthread_mutex_unlock (&m); /* { dg-warning "\\\[ctlcheck:double-unlock\\\]" } */
  /* { dg-message "\\(2\\) 'm' unlocked again here" "" { target *-*-* } 108 } */
}

void unlock_nolock (int c)
{
  if (c)
    pthread_mutex_lock (&m);
  pthread_mutex_unlock (&m); /* { dg-warning "\\\[ctlcheck:unlock-without-lock\\\]" } */
  /* { dg-message "\\(1\\) 'm' unlocked here without a lock on this path" "" { target *-*-* } 116 } */
}

int not_released (int c)
{
  pthread_mutex_lock (&m); /* { dg-message "\\(1\\) 'm' locked here" } */
  if (c)
    return 1; /* { dg-warning "\\\[ctlcheck:lock-not-released\\\]" } */
  pthread_mutex_unlock (&m);
  return 0;
  /* { dg-message "\\(2\\) returning here with 'm' still locked" "" { target *-*-* } 124 } */
}

int dead (void)
{
  int n = sink (1); /* { dg-warning "\\\[ctlcheck:dead-store\\\]" } */
  n = 2;
  return n;
  /* { dg-message "\\(1\\) value assigned to 'n' here is never read on any path" "" { target *-*-* } 132 } */
}

char *realloc_self (char *p)
{
  p = realloc (p, 8); /* { dg-warning "\\\[ctlcheck:realloc-leak\\\]" } */
  return p;
  /* { dg-message "\\(1\\) 'p' reallocated into itself here" "" { target *-*-* } 140 } */
}

void offset (char *p)
{
  free (p + 1); /* { dg-warning "\\\[ctlcheck:free-offset\\\]" } */
  /* { dg-message "\\(1\\) 'p' plus an offset freed here" "" { target *-*-* } 147 } */
}

void nonheap (void)
{
  int n = 0;
  sink (n);
  free (&n); /* { dg-warning "\\\[ctlcheck:free-non-heap\\\]" } */
  /* { dg-message "\\(1\\) address of 'n' freed here" "" { target *-*-* } 155 } */
}

int *stack_addr (void)
{
  int n = 0;
  int *p = &n;
  return p; /* { dg-warning "\\\[ctlcheck:return-stack-address\\\]" } */
  /* { dg-message "\\(1\\) address of 'n' returned here" "" { target *-*-* } 163 } */
}

void ignored (uid_t u)
{
  setuid (u); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
  /* { dg-message "\\(1\\) result ignored here" "" { target *-*-* } 169 } */
}
/* uninit_use's path: the declaration without a value, the branch that
   skips the assignment, the use.
   { dg-message "\\(1\\) 'x' declared here without a value" "" { target *-*-* } 56 }
   { dg-message "\\(2\\) following the 'false' branch \\(when 'c == 0'\\)" "" { target *-*-* } 57 } */
