/* memory-leak: leaving the frame by longjmp loses what its locals hold
   (GCC's setjmp-6.c, setjmp-7.c), also through a function that
   longjmps; exit and abort end the program and lose nothing. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-disable=unreachable-code" } */
#include <setjmp.h>
#include <stdlib.h>

static jmp_buf env;
extern void use (const char *);

void bad_longjmp (void)
{
  char *p = malloc (16);
  use (p);
  longjmp (env, 1); /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

static void jump (void)
{
  longjmp (env, 1);
}

void bad_longjmp_in_callee (void)
{
  char *p = malloc (16);
  use (p);
  jump (); /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

void good_freed_first (void)
{
  char *p = malloc (16);
  use (p);
  free (p);
  longjmp (env, 1); /* { dg-bogus "memory-leak" } */
}

void good_exit (void)
{
  char *p = malloc (16);
  use (p);
  exit (1); /* { dg-bogus "memory-leak" } */
}
