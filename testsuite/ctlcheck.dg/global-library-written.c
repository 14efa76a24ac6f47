/* A leaf library function writes no global of the program, but it may
   write the library's own (declared extern in a system header): getopt
   moves optind.  The store forgets those across any call, so the test
   of optind after getopt is open and the code after it is live.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code,unreachable-code-values" } */
#include <unistd.h>

extern void use (int);

int good_optind_moved (int argc, char **argv)
{
  optind = 1;
  if (getopt (argc, argv, "a") == -1)
    return 0;
  if (optind == 1)
    return 1;
  use (2); /* { dg-bogus "unreachable-code" } */
  return 2;
}

static int parsed;

int bad_own_global_kept (int argc, char **argv)
{
  parsed = 1;
  if (getopt (argc, argv, "a") == -1)
    return 0;
  if (parsed == 1)
    return 1;
  use (2); /* { dg-warning "this statement is never executed, given the values of constants and configuration \\\[ctlcheck:unreachable-code-values\\\]" } */
  return 2;
}
