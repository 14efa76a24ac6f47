/* A range check after masking (`(b & 0x20) >> 5` checked against the
   size of a two-entry table) is dead only because of the constants the
   value was computed with: defensive code, which unreachable-code leaves
   to unreachable-code-values.  A test that an earlier test of the path
   decides is still reported, also through arithmetic on the tested
   variable. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */
#include <stdio.h>

static const char *const forms[] = { "primitive", "constructed" };
static const char *const classes[] = { "universal", "application",
                                        "context", "private" };

int good_checked_after_mask (const unsigned char *p)
{
  unsigned form = (unsigned char) (p[0] & 0x20) >> 5;
  unsigned cls = (unsigned char) (p[0] & 0xc0) >> 6;
  if (form >= sizeof forms / sizeof forms[0]) {
    printf ("form? %u\n", form); /* { dg-bogus "unreachable-code" } */
    return -1;
  }
  if (cls >= sizeof classes / sizeof classes[0]) {
    printf ("class? %u\n", cls); /* { dg-bogus "unreachable-code" } */
    return -1;
  }
  printf ("%s %s\n", forms[form], classes[cls]);
  return 0;
}

int bad_same_bit_twice (unsigned flags)
{
  if (flags & 4)
    return 1;
  if (flags & 4)
    return 2; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
  return 0;
}

int bad_decided_through_arithmetic (int n)
{
  if (n < 0 || n > 3)
    return -1;
  int k = n * 2;
  if (k > 6)
    return -2; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
  return k;
}
