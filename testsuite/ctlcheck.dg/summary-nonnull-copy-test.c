/* An allocating wrapper that tests a copy of the block for NULL
   (`if ((pp = ap = malloc (..)) == 0) Panic (..);`, screen 4.9.0's
   SaveArgs, process.c:4184) never returns NULL: the test of pp tests
   ap, which it returns.  One that goes on after the test still may. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-deref" } */
#include <stdlib.h>

extern void Panic (int, const char *, ...) __attribute__ ((noreturn));
extern void Msg (const char *);
extern char *SaveStr (const char *);

static char **save_args (char **args)
{
  char **ap, **pp;
  int argc = 0;
  while (args[argc])
    argc++;
  if ((pp = ap = (char **) malloc ((unsigned) (argc + 1) * sizeof (char *))) == 0)
    Panic (0, "%s", "no memory");
  while (argc--)
    *pp++ = SaveStr (*args++);
  *pp = 0;
  return ap;
}

static char **save_args_may_fail (char **args)
{
  char **ap, **pp;
  if ((pp = ap = (char **) malloc (2 * sizeof (char *))) == 0)
    Msg ("no memory");
  while (*args)
    *pp++ = SaveStr (*args++);
  return ap;
}

int good_panics (char **args)
{
  args = save_args (args);
  return args[0] != 0; /* { dg-bogus "may be NULL" } */
}

int bad_goes_on (char **args)
{
  args = save_args_may_fail (args);
  return args[0] != 0; /* { dg-warning "'args' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
}
