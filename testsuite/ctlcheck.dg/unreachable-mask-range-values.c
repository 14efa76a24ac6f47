/* The opt-in unreachable-code-values reports the defensive range check
   that unreachable-code leaves alone (unreachable-mask-range.c). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code-values" } */
#include <stdio.h>

static const char *const forms[] = { "primitive", "constructed" };

int bad_checked_after_mask (const unsigned char *p)
{
  unsigned form = (unsigned char) (p[0] & 0x20) >> 5;
  if (form >= sizeof forms / sizeof forms[0]) {
    printf ("form? %u\n", form); /* { dg-warning "never executed, given the values of constants and configuration \\\[ctlcheck:unreachable-code-values\\\]" } */
    return -1;
  }
  printf ("%s\n", forms[form]);
  return 0;
}
