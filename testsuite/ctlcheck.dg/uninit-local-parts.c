/* A part of a local struct (mawk 1.3.4's fin.c: `argval.type =
   C_NOINIT;`, then calls, then `cell_destroy (&argval)`, which reads
   argval.ptr only for a string type) keeps its value across calls until
   the struct's address is taken on the path: no other function can reach
   it before.  After `&cell` escapes, a call may change it. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit,unreachable-code-values" } */

typedef struct cell { short type; short vcnt; void *ptr; } CELL;
extern CELL *cellcpy (CELL *, CELL *);
extern CELL *find (int);
extern void free_string (void *);
extern int assign (CELL *);

#define cell_destroy(cp) \
  do { if ((cp)->type >= 5 && (cp)->type <= 8) free_string ((cp)->ptr); } while (0)

int good_before_escape (int n)
{
  CELL argval;
  int failed = 1;
  argval.type = 0;
  for (int i = 0; i < n; i++)
    {
      CELL *cp = find (i);
      if (!cp)
        continue;
      cell_destroy (&argval);
      cp = cellcpy (&argval, cp);
      if (assign (cp))
        continue;
      failed = 0;
      break;
    }
  if (failed)
    {
      cell_destroy (&argval); /* { dg-bogus "uninit" } */
      return 1;
    }
  return 0;
}

struct pair { int kind; int val; };
extern void work (void);

int good_field_across_call (int c)
{
  struct pair p;
  p.kind = 0;
  if (c)
    {
      p.kind = 1;
      p.val = c;
    }
  work ();
  if (p.kind == 1)
    return p.val; /* { dg-bogus "uninit" } */
  return 0;
}

extern void keep (struct pair *);
extern int log_it (int);

int bad_never_executed (void)
{
  struct pair p;
  p.kind = 0;
  work ();
  if (p.kind == 1)
    return log_it (5); /* { dg-warning "this statement is never executed, given the values of constants and configuration \\\[ctlcheck:unreachable-code-values\\\]" } */
  return 0;
}

int good_escaped (void)
{
  struct pair p;
  p.kind = 0;
  keep (&p);
  work ();
  if (p.kind == 1)
    return log_it (5); /* { dg-bogus "unreachable-code-values" } */
  return 0;
}
