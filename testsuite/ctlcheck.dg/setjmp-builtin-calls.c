/* A C library function GCC knows as a builtin (printf, puts, strlen ...)
   calls nothing of the program, so it cannot longjmp back to a setjmp:
   no path goes from it to the setjmp's receiver (expat's test runner:
   `printf` after the loop of setjmp calls made `++i` of a loop never
   entered reachable).  Any other call still can.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit,double-free" } */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

struct tcase { int n; void (**tests) (void); struct tcase *next; };
static jmp_buf env;
void work (void);

int good_runner (struct tcase *tc, int verbose)
{
  int fails = 0;
  while (tc != NULL) {
    volatile int i;
    for (i = 0; i < tc->n; ++i) { /* { dg-bogus "uninit" } */
      if (setjmp (env)) {
        fails++;
        continue;
      }
      tc->tests[i] ();
    }
    tc = tc->next;
  }
  if (verbose)
    printf ("%d failed\n", fails);
  return fails;
}

int good_free_then_print (void)
{
  char *p = malloc (10);
  if (!p)
    return -1;
  if (setjmp (env)) {
    free (p); /* { dg-bogus "double-free" } */
    return 1;
  }
  work ();
  free (p);
  puts ("done");
  return 0;
}

int bad_free_then_work (void)
{
  char *p = malloc (10);
  if (!p)
    return -1;
  if (setjmp (env)) {
    free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
    return 1;
  }
  work ();
  free (p);
  work ();
  return 0;
}
