/* The values every call gives a parameter: a static function that only
   the unit's own calls reach (address never taken) gets, at entry, the
   bounds its integer parameters take at every call, explored on each
   caller's abstract store (issue 13: tmux's tty_keys_clipboard reads
   `terminator` after a loop that sets it unless `len` is 0, and its one
   caller returns first when `len == 0`; sqlite3's balance_nonroot gets
   `pCur->hints & 1` for `bBulk`).  When a caller may pass the value that
   leaves the variable unset, when the function's address is taken (a
   call through a pointer may pass anything), or when other units may
   call it, the finding stays.  Code that only the callers' values make
   dead is for the opt-in unreachable-code-values, as code that a
   constant makes dead. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=uninit,unreachable-code,unreachable-code-values" } */
#include <stddef.h>

/* Unset when n is 0. */
static int first_good (unsigned n)
{
  int t;
  if (n > 0)
    t = 1;
  return t; /* { dg-bogus "uninit" } */
}

int call_good (unsigned n)
{
  if (n == 0)
    return 0;
  return first_good (n) + first_good (n + 1 - 1) + first_good (4);
}

/* One caller of many may give 0. */
static int first_bad (unsigned n)
{
  int t;
  if (n > 0)
    t = 1;
  return t; /* { dg-warning "'t' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int call_bad (unsigned n)
{
  if (n == 0)
    return first_bad (7);
  return first_bad (n) + first_bad (n - 1);
}

/* The address is taken: a call through the pointer passes anything. */
static int first_addr (unsigned n)
{
  int t;
  if (n > 0)
    t = 1;
  return t; /* { dg-warning "'t' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int (*first_ptr) (unsigned) = first_addr;

int call_addr (void)
{
  return first_addr (3);
}

/* Other units may call it. */
int first_public (unsigned n)
{
  int t;
  if (n > 0)
    t = 1;
  return t; /* { dg-warning "'t' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int call_public (void)
{
  return first_public (3);
}

/* A flag from a mask, as sqlite3's balance_nonroot gets `bBulk`: the
   count it computes is 2 or 3, so the loop fills the array. */
static int bulk_good (int bulk)
{
  int a[4];
  int n = 3 - bulk, i;
  for (i = 0; i < n; i++)
    a[i] = i;
  return a[0]; /* { dg-bogus "uninit" } */
}

static int bulk_bad (int bulk)
{
  int a[4];
  int n = 3 - bulk, i;
  for (i = 0; i < n; i++)
    a[i] = i;
  return a[0]; /* { dg-warning "'a' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int call_bulk (unsigned hints, int k)
{
  return bulk_good (hints & 1) + bulk_good (0) + bulk_bad (k);
}

/* The bounds of a caller that got its own from its caller. */
static int chain_inner (size_t len)
{
  int t;
  if (len != 0)
    t = 1;
  return t; /* { dg-bogus "uninit" } */
}

static int chain_outer (size_t len)
{
  return chain_inner (len);
}

int call_chain (size_t len)
{
  if (len == 0)
    return 0;
  return chain_outer (len);
}

/* Recursion: the recursive call may pass what the function tests. */
static int rec_bad (unsigned n)
{
  int t;
  if (n > 0)
    t = rec_bad (n - 1);
  return t; /* { dg-warning "'t' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int call_rec (unsigned n)
{
  if (n == 0)
    return 0;
  return rec_bad (n);
}

/* Defensive code for a value no caller passes. */
static int checked_count (unsigned n)
{
  if (n == 0)
    return -1; /* { dg-warning "this statement is never executed, given the values of constants and configuration \\\[ctlcheck:unreachable-code-values\\\]" } */
  /* { dg-bogus "\\\[ctlcheck:unreachable-code\\\]" "" { target *-*-* } 145 } */
  return 1;
}

int call_checked (unsigned n)
{
  if (n == 0)
    return 0;
  return checked_count (n);
}
