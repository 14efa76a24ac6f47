/* A loop's exit test decides the tests after the loop, however many
   turns the loop takes: `while (a > 1) a -= 2;` leaves a <= 1, so a
   later `if (a > 1)` is dead (Clang's unreachable-code-path.c shape).
   The product widens a counter after some turns; its narrowing by a
   constant goes on, since it yields finitely many values.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */

extern void use (int);
extern int more (void);

void bad_after_stepping_loop (int a)
{
  while (a > 1)
    a -= 2;
  if (a > 1)
    use (a); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  use (a);
}

void bad_after_counting_loop (void)
{
  int i;
  for (i = 0; i < 100; i++)
    use (i);
  if (i < 100)
    use (-1); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
}

void good_loop_left_by_break (int a)
{
  while (a > 1)
    {
      if (more ())
        break;
      a -= 2;
    }
  if (a > 1)
    use (a); /* { dg-bogus "unreachable-code" } */
}

void good_bound_is_a_variable (int a, int n)
{
  while (a > n)
    a -= 2;
  if (a > 1)
    use (a); /* { dg-bogus "unreachable-code" } */
}

void good_search_loop (const int *v, int n)
{
  int i;
  for (i = 0; i < n; i++)
    if (v[i] == 0)
      break;
  if (i == n)
    return;
  use (i); /* { dg-bogus "unreachable-code" } */
}
