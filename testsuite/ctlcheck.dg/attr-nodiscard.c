/* [[nodiscard]] and __attribute__ ((warn_unused_result)) are one thing
   to unchecked-return: the IR's must-check flag, which the must-check
   family selects. */
/* { dg-do compile } */
/* { dg-options "-std=c2x -fdiagnostics-path-format=none -Wno-unused-result -fplugin-arg-ctlcheck-enable=unchecked-return" } */
[[nodiscard]] int reserve (int);
int must (void) __attribute__ ((warn_unused_result));
int plain (void);

void bad_nodiscard (void)
{
  reserve (1); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_attribute (void)
{
  must (); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_in_loop (int n)
{
  for (int i = 0; i < n; i++)
    reserve (i); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
int good_used (void)
{
  return reserve (1) + must (); /* { dg-bogus "unchecked-return" } */
}
void good_cast_to_void (void)
{
  (void) reserve (1); /* { dg-bogus "unchecked-return" } */
}
void good_plain (void)
{
  plain (); /* { dg-bogus "unchecked-return" } */
}
