/* report every: the second block lost in one variable gets its own path, from its own allocation. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdlib.h>

void bad_two_blocks (void)
{
  char *p = malloc (1); /* { dg-message "\\(1\\) memory allocated to 'p' here" } */
  p = malloc (2); /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  /* { dg-message "\\(2\\) memory allocated to 'p' here" "" { target *-*-* } 9 } */
  /* { dg-message "\\(1\\) memory allocated to 'p' here" "the second block's own path" { target *-*-* } 9 } */
  if (p)
    p[0] = 0;
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
/* { dg-message "\\(2\\) 'p' goes out of scope here: the block is lost" "" { target *-*-* } 14 } */
