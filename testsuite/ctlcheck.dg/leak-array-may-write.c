/* A block held in an array element is lost only by a write that surely
   reaches that element (bc 1.07.1, main.c:189: `env_argv[0] = strdup
   (..)`, then `env_argv[env_argc++] = env_value` with env_argc starting
   at 1, which writes other elements): a write at an index no constant
   gives may miss it, and i++ leaves the block in a[i] where it was.  A
   write at the same constant index loses it. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

extern void parse_args (int, char **);

void good_other_elements (char *value)
{
  char *argv[30];
  int argc = 1;
  argv[0] = strdup ("ENV");
  while (*value != 0 && argc < 30)
    {
      argv[argc++] = value; /* { dg-bogus "memory-leak" } */
      value += strlen (value) + 1;
    }
  parse_args (argc, argv);
  free (argv[0]);
}

void bad_same_element (void)
{
  char *argv[2];
  argv[0] = strdup ("ENV");
  argv[0] = "other"; /* { dg-warning "memory allocated to 'argv\\\[0\\\]' leaks \\\[ctlcheck:memory-leak\\\]" } */
  parse_args (1, argv);
}

/* Blocks put at constant indices and freed by a loop over the array:
   free (a[i]) may free a[0], so no leak is reported past it; a loop that
   starts after the element frees it on no path. */
void good_freed_by_loop (void)
{
  char *a[4];
  a[0] = malloc (1);
  a[1] = malloc (1);
  for (int i = 0; i < 2; i++)
    free (a[i]);
} /* { dg-bogus "memory-leak" } */

void bad_loop_skips_it (int n)
{
  char *a[4];
  a[0] = malloc (1);
  for (int i = 1; i < n && i < 4; i++)
    free (a[i]);
} /* { dg-warning "memory allocated to 'a\\\[0\\\]' leaks \\\[ctlcheck:memory-leak\\\]" } */
