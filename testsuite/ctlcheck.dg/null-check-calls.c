/* null-deref-after-check across calls (issue 13; sqlite3 and tmux): on
   the NULL branch of a test, a call may set the flag, field or error
   count that a later test reads (sqlite3's mallocFailed and nErr, tmux's
   ignore_client_size), so a dereference reached only past such a call
   and then a test of a field, a global or a call's result is left alone.
   A dereference that every path from the NULL branch reaches is
   reported, calls or not; so is one reached without a call in between,
   or past a call and tests of locals no call can change. */
/* { dg-do compile } */
/* { dg-options "-O0 -fdiagnostics-path-format=none" } */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

struct db { int failed; int n; };
struct item { int n; struct item *next; };
extern struct item *db_alloc (struct db *);
extern void db_release (struct db *, struct item *);
extern void log_msg (const char *);
extern int ignore (struct item *);
extern int db_ok (struct db *);

/* sqlite3 fkActionTrigger: a NULL from the allocator sets db->failed,
   tested after cleanup calls and before the dereference. */
int good_error_flag (struct db *db)
{
  struct item *t = db_alloc (db);
  if (t)
    t->next = NULL;
  db_release (db, NULL);
  if (db->failed)
    return 0;
  t->n = 1; /* { dg-bogus "null-deref-after-check" } */
  return 1;
}

/* tmux resize.c: a static helper returns early on the NULL field. */
int good_helper_decides (struct item *c)
{
  struct item *s = c->next;
  if (s == NULL)
    log_msg ("no session");
  if (ignore (c))
    return 0;
  return s->n; /* { dg-bogus "null-deref-after-check" } */
}

/* Every path from the NULL branch dereferences: calls do not excuse it. */
int bad_every_path (struct item *p)
{
  if (p == NULL)
    log_msg ("no item");
  return p->n; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* No call between the test and the dereference: nothing can have
   changed what the second test reads. */
int bad_no_call_between (struct item *p, int verbose)
{
  int n = 0;
  if (p == NULL)
    {
      if (verbose)
        n = p->n; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
    }
  return n;
}

/* A dereference inside the call's own arguments comes before the call. */
void bad_in_call_args (struct item *p, int verbose)
{
  if (p == NULL && verbose)
    log_msg (p->next ? "next" : "last"); /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* The call's result, kept in a local, is what the later test reads. */
int good_result_in_local (struct db *db, struct item *t)
{
  int ok;
  if (t == NULL)
    db_release (db, t);
  ok = db_ok (db);
  if (ok)
    return t->n; /* { dg-bogus "null-deref-after-check" } */
  return 0;
}

/* A call, then a test of a parameter no call can change. */
int bad_call_then_local (struct item *p, int verbose)
{
  if (p == NULL)
    log_msg ("no item");
  if (verbose)
    return p->n; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}

/* sqlite3 xferOptimization, lemon CompressTables, tmux cmd-rotate-window:
   the NULL exit of a search loop is the not-found case, which the
   program's invariants rule out; the loop's own test is no NULL check. */
int good_search_loop (struct item *list, int n)
{
  struct item *p;
  for (p = list; p; p = p->next)
    if (p->n == n)
      break;
  return p->n; /* { dg-bogus "null-deref-after-check" } */
}

/* A test after the loop is a NULL check again. */
int bad_after_search (struct item *list, int n)
{
  struct item *p;
  for (p = list; p; p = p->next)
    if (p->n == n)
      break;
  if (p == NULL)
    n = 0;
  return p->n + n; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* sqlite3Select, sqlite3FinishCoding: the wrapper that returned NULL set
   the error flag itself, before the NULL test; the flag is tested next. */
int good_flag_set_by_wrapper (struct db *db)
{
  struct item *t = db_alloc (db);
  if (t)
    t->next = NULL;
  if (db->failed)
    return 0;
  return t->n; /* { dg-bogus "null-deref-after-check" } */
}

/* malloc sets no flag of the program's: the test of a field decides
   nothing about the block. */
int bad_malloc_then_field (struct db *db)
{
  int n = 0;
  struct item *t = malloc (sizeof *t);
  if (t)
    t->n = 1;
  if (db->n)
    n = t->n; /* { dg-warning "'t' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  free (t);
  return n;
}

/* tmux window-copy.c: a loop that walks buf while it is not NULL, then
   passes it on; the callee never returns NULL (null-argument). */
extern char *stringify (char *, int);
size_t good_walk_then_pass (char *buf, int n)
{
  int i = 0;
  while (buf != NULL && i < n)
    buf = stringify (buf, i++);
  return strlen (buf); /* { dg-bogus "null-argument" } */
}

size_t bad_test_then_pass (char *buf)
{
  if (buf == NULL)
    log_msg ("no buffer");
  return strlen (buf); /* { dg-warning "'buf' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

/* One finding per bug: an unchecked allocation given to a library call
   that writes through it is null-deref's, not null-argument's too. */
void one_finding_per_bug (const char *s)
{
  char *p = malloc (strlen (s) + 1);
  stpcpy (p, s); /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  /* { dg-bogus "null-argument" "" { target *-*-* } 171 } */
  log_msg (p);
  free (p);
}
