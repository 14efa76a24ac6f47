/* Returning from main ends the program, which releases what it holds, as exit does: no leak there.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,file-leak,fd-leak" } */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>

extern int get (void);

int not_main (void)
{
  char *p = malloc (16);
  FILE *f = fopen ("x", "r");
  int fd = open ("y", O_RDONLY);
  if (!p || !f || fd < 0)
    return 1; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" "" { target *-*-* } 16 } */
  /* { dg-warning "file descriptor 'fd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" "" { target *-*-* } 16 } */
  return 0;
}

int main (void)
{
  char *p = malloc (16);
  FILE *f = fopen ("x", "r");
  int fd = open ("y", O_RDONLY);
  if (!p || !f || fd < 0)
    return 1; /* { dg-bogus "ctlcheck:(memory|file|fd)-leak" } */
  while (get ())
    p = malloc (16); /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  return 0; /* { dg-bogus "ctlcheck:(memory|file|fd)-leak" } */
}
