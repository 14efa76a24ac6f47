/* In dead code, a statement right after a jump, where no jump lands,
   begins a block of its own that nothing reaches either: each such
   block is reported (`goto b; goto a;` after a return, as Clang does),
   but not the arms of a dead `if`, which the test leads to. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-switch-unreachable" } */

extern void foo (int);

void bad_two_dead_gotos (void)
{
  int i;
  return;
  goto b; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  goto a; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
 b:
  i = 1;
 a:
  i = 2;
  foo (i);
}

void good_dead_if_once (unsigned a)
{
  switch (a)
    {
      if (a) /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
        foo (a + 5); /* { dg-bogus "unreachable-code" } */
      else
        foo (a); /* { dg-bogus "unreachable-code" } */
    case 1:
      break;
    default:
      break;
    }
}

void good_dead_run_once (void)
{
  return;
  foo (1); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  foo (2); /* { dg-bogus "unreachable-code" } */
}
