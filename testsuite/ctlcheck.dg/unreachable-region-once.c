/* A dead region is one finding, at its first statement, however many
   blocks it holds: every path to the later statements passes that one.
   The shape is screen's CheckEscape: the `break`s leave the inner loop
   only, so the outer loop ends only when its pointer is NULL, and all
   the code after `if (cur == NULL) return;` is dead.  A second region
   that a path reaches without passing the first is a finding of its
   own.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */

struct item { struct item *next; int n; int *keys; };
extern struct item *items;
extern void warn (const char *);
extern void set_default (int);

void bad_inner_break (void)
{
  struct item *cur;
  int i;
  for (cur = items; cur; cur = cur->next)
    for (i = 0; i < cur->n; i++)
      if (cur->keys[i] == 1)
        break;
  if (cur == 0)
    return;
  set_default (1); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  if (items->n == -1)
    items->n = 0; /* { dg-bogus "unreachable-code" } */
  warn ("set back"); /* { dg-bogus "unreachable-code" } */
}

void bad_two_regions (int x)
{
  if (x > 0)
    return;
  if (x > 0)
    set_default (2); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  warn ("between");
  if (x > 0)
    set_default (3); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
}
