/* A longjmp can come back only from code a setjmp (or vfork) reaches:
   the calls made before it cannot return to it, so what is assigned
   before the setjmp is set on every path through it (dash's parser:
   `saved = handler; if (setjmp (jmploc.loc)) goto out;`, jobs.c's
   `jp = makejob (..); pid = vfork ();`).  A variable assigned only after
   the setjmp is still unset when a longjmp comes back. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit" } */
#include <setjmp.h>
#include <unistd.h>

extern void *handler;
extern void set_input (const char *);
extern void parse (void);
extern void restore (void *, int);
extern void child (int);

int good_saved_before (const char *s)
{
  jmp_buf loc;
  void *saved;
  int err;
  set_input (s);
  saved = handler;
  if ((err = setjmp (loc)) != 0)
    goto out;
  handler = &loc;
  parse ();
out:
  restore (saved, err); /* { dg-bogus "uninit" } */
  return err;
}

int good_vfork (int n)
{
  int job;
  int pid;
  set_input ("x");
  job = n * 2;
  pid = vfork ();
  if (!pid) {
    child (job); /* { dg-bogus "uninit" } */
    _exit (0);
  }
  return pid;
}

int bad_set_after (void)
{
  jmp_buf loc;
  int state;
  if (setjmp (loc) != 0)
    return state; /* { dg-warning "'state' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  parse ();
  state = 1;
  parse ();
  return state;
}
