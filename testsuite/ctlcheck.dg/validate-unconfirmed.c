/* With a budget no product fits, not even one tracking a single flag, a
   CFG counterexample the replay refutes stays unconfirmed: not a
   warning.  -fplugin-arg-ctlcheck-unconfirmed shows it as a note.  A
   counterexample that replays as feasible is a warning as always. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak -fplugin-arg-ctlcheck-max-states=2 -fplugin-arg-ctlcheck-unconfirmed -fplugin-arg-ctlcheck-stats" } */
#include <stdlib.h>

void unsure_flag (int a)
{
  char *p = 0;
  int own = 0;
  if (a)
    {
      p = malloc (8);
      own = 1;
    }
  if (own)
    free (p);
} /* { dg-message "note: unconfirmed: memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_plain (void)
{
  char *p = malloc (8);
  if (p)
    *p = 1;
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
/* { dg-message "2 functions, .* 1 findings .* 2 over budget, 0 narrowed; .* 1 confirmed, 0 refuted, 1 unconfirmed" "stats" { target *-*-* } 0 } */
