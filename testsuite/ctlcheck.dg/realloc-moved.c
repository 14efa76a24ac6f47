/* A realloc that succeeded released its argument: where the result is
   found not NULL, the old pointer is freed (double-free, use-after-free);
   where it is found NULL, the old block is still the caller's.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

struct table { char *cells; size_t used; };

/* bad: the old block freed again once the new one is there */
void bad_free_old (char *old, size_t want)
{
  char *grown = realloc (old, want);
  if (grown != NULL)
    free (old); /* { dg-warning "'old' is freed twice \\\[ctlcheck:double-free\\\]" } */
  free (grown);
}

/* bad: the old block read on the branch that found the new one */
int bad_read_old (struct table *t, size_t want)
{
  char *cells = t->cells;
  char *more = realloc (cells, want);
  if (!more)
    return -1;
  t->cells = more;
  return cells[0]; /* { dg-warning "'cells' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}

/* bad: the old block passed on inside a loop that grows it */
size_t bad_copy_from_old (char *buf, size_t len, int rounds)
{
  for (int k = 0; k < rounds; k++)
    {
      char *bigger = realloc (buf, len * 2);
      if (bigger)
        {
          memcpy (bigger + len, buf, len); /* { dg-warning "'buf' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
          buf = bigger;
          len *= 2;
        }
    }
  free (buf);
  return len;
}

/* good: the old block freed only where realloc failed */
int good_free_on_failure (char *old, size_t want, char **out)
{
  char *grown = realloc (old, want);
  if (grown == NULL)
    {
      free (old); /* { dg-bogus "ctlcheck:double-free" } */
      return -1;
    }
  *out = grown;
  return 0;
}

/* good: the variable takes the new block before it is used again */
int good_take_new (struct table *t, size_t want)
{
  char *cells = t->cells;
  char *more = realloc (cells, want);
  if (!more)
    return cells[0]; /* { dg-bogus "ctlcheck:use-after-free" } */
  cells = more;
  t->cells = cells;
  return cells[0]; /* { dg-bogus "ctlcheck:use-after-free" } */
}

/* good: the old pointer only compared and reassigned, in a loop */
size_t good_rebase (char *buf, size_t len, int rounds, char **cursor)
{
  for (int k = 0; k < rounds; k++)
    {
      char *bigger = realloc (buf, len * 2);
      if (!bigger)
        break;
      if (bigger != buf) /* { dg-bogus "ctlcheck:use-after-free" } */
        *cursor = bigger;
      buf = bigger;
      len *= 2;
    }
  free (buf); /* { dg-bogus "ctlcheck:double-free" } */
  return len;
}

/* good: the old pointer set to something else before the test */
void good_reset_before_test (char *old, size_t want, char *spare)
{
  char *grown = realloc (old, want);
  old = spare;
  if (grown)
    free (old); /* { dg-bogus "ctlcheck:double-free" } */
  free (grown);
}
