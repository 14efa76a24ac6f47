/* `!flag || !p` that GCC evaluates without branches (`_1 = ~flag; _2 = p
   == 0; _3 = _1 | _2`) is split into its tests on the edges, as a folded
   `a && b` is, also with the negation of a flag on one side: past
   `if (!merged || !exe) return;`, exe is not NULL (htop 3.2.2's
   Process_makeCommandStr, Process.c:595). */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdbool.h>
#include <string.h>

struct proc { const char *exe; const char *comm; bool merged; };
extern void fallback (void);

int good_returned (struct proc *s, bool show)
{
  bool merged = s->merged;
  const char *exe = s->exe, *comm = s->comm;
  if (!merged || !exe || !comm)
    {
      fallback ();
      return 0;
    }
  int n = (int) strlen (s->exe);
  bool have = false;
  if (exe && comm && show)
    have = true;
  if (show)
    n += exe[0]; /* { dg-bogus "null-deref-after-check" } */
  return n + have;
}

int bad_not_returned (struct proc *s, bool show)
{
  bool merged = s->merged;
  const char *exe = s->exe;
  int n = 0;
  if (!merged || !exe)
    n = 1;
  if (show)
    n += exe[0]; /* { dg-warning "'exe' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return n;
}
