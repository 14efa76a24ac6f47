/* False alarms found on real code (bench/results/triage.md), reduced to
   their pattern: each good function must stay silent under every default
   rule; the bad ones keep the bug the fix must not hide.  -O2, where GCC
   evaluates `a && b` without branches. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>

int step (int);
int busy (void *, void *);

/* sqlite: `int rc = SQLITE_OK;` then rc = call (): a defensive
   initialisation, not a dead store. */
int good_defensive_init (int a)
{
  int rc = 0; /* { dg-bogus "dead-store" } */
  rc = step (a);
  return rc;
}

/* sqlite: a pointer cleared after its free. */
void good_cleared_after_free (char *p)
{
  free (p);
  p = NULL; /* { dg-bogus "dead-store" } */
}

/* sqlite, lua: `while (n--)`, `cnt++ < 3`: the value stored on the last
   turn is not read, but the statement's store is read on every other. */
int good_post_decrement_loop (int n, int *out)
{
  while (n--) /* { dg-bogus "dead-store" } */
    *out++ = step (n);
  return 0;
}
int good_post_increment_test (void)
{
  int cnt = 0, err;
  do
    err = step (cnt);
  while (err && cnt++ < 3); /* { dg-bogus "dead-store" } */
  return err;
}

/* sqlite pragmaVtabBestIndex: seen[j] = .. may write seen[0]. */
int good_element_by_index (const int *col, int n, int *use)
{
  int seen[2];
  seen[0] = 0;
  seen[1] = 0;
  for (int i = 0; i < n; i++)
    seen[col[i]] = i + 1;
  if (seen[0] == 0)
    return 1;
  use[seen[0] - 1] = 1; /* { dg-bogus "unreachable-code" } */
  return 0;
}

/* sqlite pcacheSortDirtyList: a[i] is another element once i changes. */
struct pg { struct pg *next; };
struct pg *merge (struct pg *, struct pg *);
struct pg *good_bucket_merge (struct pg *in)
{
  struct pg *a[32], *p;
  int i;
  for (i = 0; i < 32; i++)
    a[i] = 0;
  while (in) {
    p = in;
    in = in->next;
    p->next = 0;
    for (i = 0; i < 31; i++) {
      if (a[i] == 0) {
        a[i] = p;
        break;
      }
      p = merge (a[i], p);
      a[i] = 0;
    }
    if (i == 31)
      a[i] = merge (a[i], p); /* { dg-bogus "unreachable-code" } */
  }
  p = a[0];
  for (i = 1; i < 32; i++)
    p = merge (p, a[i]);
  return p;
}

/* Freeing every element of an array is not a double free ... */
void good_free_elements (char **a, int n)
{
  for (int i = 0; i < n; i++)
    free (a[i]); /* { dg-bogus "double-free" } */
  free (a);
}
void good_free_elements_while (char **a, int n)
{
  int i = 0;
  while (i < n) {
    free (a[i]); /* { dg-bogus "double-free" } */
    i++;
  }
  free (a);
}
/* ... but freeing one element twice still is. */
void bad_free_element_twice (char **a, int i)
{
  free (a[i]);
  free (a[i]); /* { dg-warning "'a\\\[i\\\]' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

/* sqlite resolveExprStep: `while (p && ..)` then `if (p && q) p->..`,
   which -O2 computes as (p != 0) & (q != 0) before one branch. */
struct nc { struct nc *next; int flags; void *src; };
void good_recheck_and (struct nc *nc, void *expr, void *def)
{
  struct nc *p = nc;
  while (p && busy (expr, p->src) == 0)
    p = p->next;
  if (p && def)
    p->flags |= 4; /* { dg-bogus "null-deref" } */
}
void bad_recheck_or (struct nc *nc, void *def)
{
  struct nc *p = nc;
  if (p || def)
    p->flags |= 4; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* sqlite sqlite3ExprCodeTarget: `op = TK_NULL` when the pointer is NULL,
   and the switch on op never reaches a case that dereferences it. */
struct ex { int op; int x; };
int good_switch_on_flag (struct ex *e)
{
  int op;
  if (e == 0)
    op = 71;
  else
    op = e->op;
  switch (op) {
  case 71: return 0;
  case 2: return step (e->x); /* { dg-bogus "null-deref" } */
  default: return 3;
  }
}

/* sqlite resolveExprStep: a count that is 0 exactly when the list is
   NULL. */
struct list { int n; int *a; };
int good_count_of_list (struct list *l)
{
  int n = l ? l->n : 0;
  if (n == 2)
    return l->a[1]; /* { dg-bogus "null-deref" } */
  return n;
}

/* sqlite pager_write_pagelist: the list is used, then walked by a loop
   whose test is for the pages that come after. */
struct page { struct page *next; int dirty, no; };
int good_walk_after_use (struct page *list, int hint)
{
  int rc = 0;
  if (hint && (list->dirty || list->no > hint))
    rc = step (hint);
  while (rc == 0 && list) /* { dg-bogus "deref-before-check" } */
    {
      rc = step (list->no);
      list = list->next;
    }
  return rc;
}
int bad_check_after_use (struct page *p)
{
  int n = p->no;
  if (!p) /* { dg-warning "'p' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return -1;
  return n;
}

/* sqlite sqlite3RecordErrorOffsetOfExpr: the walk's test guards the
   dereference in the same condition; the test after the loop is for the
   walk that ran out. */
struct expr { int flags, ofs; struct expr *left; };
int good_walk_then_test (const struct expr *e)
{
  while (e && (e->flags || e->ofs <= 0))
    e = e->left;
  if (e == 0) /* { dg-bogus "deref-before-check" } */
    return -1;
  return e->ofs;
}

/* sqlite sqlite3MemMalloc: a size header in front of the block; the
   pointer returned is moved past it, not lost. */
long *good_size_header (long n)
{
  long *p = malloc (n + 8);
  if (p) {
    p[0] = n;
    p++; /* { dg-bogus "memory-leak" } */
  }
  return p;
}
int bad_moved_then_dropped (long n)
{
  char *p = malloc (n + 8);
  if (!p)
    return -1;
  p += 8;
  p[0] = 1;
  return 0; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

/* sqlite sqlite3NestedParse: memcpy with a constant size becomes a copy
   of the array's bytes, which is still a use of the array. */
#include <string.h>
struct parse { char tail[16]; };
void good_saved_bytes (struct parse *p)
{
  char save[16]; /* { dg-bogus "unused-variable" } */
  memcpy (save, p->tail, sizeof save);
  memset (p->tail, 0, sizeof p->tail);
  memcpy (p->tail, save, sizeof save);
}
