/* return-stack-address: a pointer into a local array, moved from its
   start by an offset (or stepping itself through it), is still the
   address of that array.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-return-local-addr" } */
#include <stdlib.h>
#include <string.h>

/* bad: a cursor into the local buffer returned */
char *bad_cursor (const char *src, int skip)
{
  char line[32];
  strncpy (line, src, sizeof line - 1);
  line[sizeof line - 1] = 0;
  char *at = line + skip;
  return at; /* { dg-warning "function returns the address of local variable 'line' \\\[ctlcheck:return-stack-address\\\]" } */
}

/* bad: the cursor moved on some paths only */
int *bad_maybe_moved (int first, int n)
{
  int slots[8] = {0};
  int *pick = slots;
  if (first)
    pick = slots + n;
  return pick; /* { dg-warning "local variable 'slots' \\\[ctlcheck:return-stack-address\\\]" } */
}

/* bad: a scanning pointer that stepped itself through the local copy */
const char *bad_scan (const char *src)
{
  char copy[16];
  strncpy (copy, src, sizeof copy - 1);
  copy[sizeof copy - 1] = 0;
  const char *scan = copy;
  while (*scan == ' ')
    scan++;
  return scan; /* { dg-warning "local variable 'copy' \\\[ctlcheck:return-stack-address\\\]" } */
}

struct record { char tag[8]; int count; };

/* bad: a pointer into a member array of a local struct */
char *bad_member_cursor (int skip)
{
  struct record rec;
  memset (&rec, 0, sizeof rec);
  char *at = rec.tag + skip;
  return at; /* { dg-warning "local variable 'rec' \\\[ctlcheck:return-stack-address\\\]" } */
}

/* bad: the address of a member of a local struct kept, then returned */
int *bad_member_address (void)
{
  struct record rec;
  memset (&rec, 0, sizeof rec);
  int *count = &rec.count;
  return count; /* { dg-warning "local variable 'rec' \\\[ctlcheck:return-stack-address\\\]" } */
}

/* good: a member of the caller's struct, reached through a local pointer */
char *good_member_of_pointee (struct record *r, int skip)
{
  struct record *mine = r;
  char *at = mine->tag + skip;
  return at; /* { dg-bogus "return-stack-address" } */
}

static char shared[32];

/* good: the scanning pointer stepped through the caller's string */
const char *good_scan_param (const char *src)
{
  const char *scan = src;
  while (*scan == ' ')
    scan++;
  return scan; /* { dg-bogus "return-stack-address" } */
}

/* good: after stepping through the local copy, a heap copy is returned */
char *good_scan_then_copy (const char *src, int skip)
{
  char copy[16];
  strncpy (copy, src, sizeof copy - 1);
  copy[sizeof copy - 1] = 0;
  char *scan = copy;
  scan += skip;
  scan = strdup (scan);
  return scan; /* { dg-bogus "return-stack-address" } */
}

/* good: a cursor into a static buffer */
char *good_static_cursor (int skip)
{
  char *at = shared + skip;
  return at; /* { dg-bogus "return-stack-address" } */
}

/* good: the cursor replaced by a heap copy before the return */
char *good_copied_out (const char *src, int skip)
{
  char line[32];
  strncpy (line, src, sizeof line - 1);
  line[sizeof line - 1] = 0;
  char *at = line + skip;
  at = strdup (at);
  return at; /* { dg-bogus "return-stack-address" } */
}

/* good: a cursor into the caller's array */
const int *good_param_cursor (const int *vals, int n)
{
  const int *end = vals + n;
  return end; /* { dg-bogus "return-stack-address" } */
}
