/* A global tested twice gives the same answer when nothing between can
   change it: a const object never changes, and a library function
   declared leaf (glibc's malloc, strcpy, memset, free) never calls back
   into the program, so it writes no global whose address the program
   did not give it.  Juliet's flow variants 09, 10, 13 and 14 (`if
   (GLOBAL_CONST_TRUE) source; if (GLOBAL_CONST_TRUE) sink;`) have this
   shape.  A call of a function that may write the global still makes
   the second test unknown.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

extern const int config_on;
extern int verbose;
static int armed;
extern void log_line (const char *);

void good_const_global_twice (void)
{
  char *data = NULL;
  if (config_on)
    {
      data = (char *) malloc (100);
      if (data == NULL)
        exit (1);
      strcpy (data, "a string");
      log_line (data);
    }
  if (config_on)
    free (data);
} /* { dg-bogus "memory-leak" } */

void good_global_across_library_calls (void)
{
  char *data = NULL;
  if (verbose)
    {
      data = (char *) malloc (100);
      if (data == NULL)
        exit (1);
      memset (data, 'A', 99);
      data[99] = '\0';
    }
  if (verbose)
    free (data);
} /* { dg-bogus "memory-leak" } */

static void disarm (void)
{
  armed = 0;
}

void bad_global_changed_by_call (void)
{
  char *data = NULL;
  if (armed)
    {
      data = (char *) malloc (100);
      if (data == NULL)
        exit (1);
    }
  disarm ();
  if (armed)
    free (data);
} /* { dg-warning "memory allocated to 'data' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_const_global_tests_disagree (void)
{
  char *data = NULL;
  if (config_on)
    {
      data = (char *) malloc (100);
      if (data == NULL)
        exit (1);
    }
  if (!config_on)
    free (data);
} /* { dg-warning "memory allocated to 'data' leaks \\\[ctlcheck:memory-leak\\\]" } */

int bad_const_global_decided (void)
{
  if (config_on)
    return 1;
  memset (&armed, 0, sizeof armed);
  if (config_on)
    return 2; /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
  return 0;
}
