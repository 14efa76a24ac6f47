/* A function of the unit that, given NULL, does nothing but return NULL
   (`if (!s) return NULL;` first) allocates nothing when a call gives it
   NULL there: its result is NULL, so dropping it leaks nothing, and
   reading through it is a NULL dereference.  Given anything else it is
   the allocator its summary says. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>

static char *
copy_text (const char *s, size_t extra)
{
  if (!s)
    return NULL;
  char *r = malloc (strlen (s) + extra + 1);
  if (r)
    strcpy (r, s);
  return r;
}

static char *
copy_or_empty (const char *s)
{
  size_t n = s ? strlen (s) : 0; /* allocates for NULL too */
  char *r = malloc (n + 1);
  if (r && s)
    strcpy (r, s);
  else if (r)
    r[0] = '\0';
  return r;
}

void
bad_dropped (void)
{
  (void) copy_text ("x", 0); /* { dg-warning "never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

void
bad_dropped_other (void)
{
  (void) copy_or_empty (NULL); /* { dg-warning "never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" } */
}

char
bad_read_null (void)
{
  char *q = copy_text (NULL, 2);
  return q[0]; /* { dg-warning "'q' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

void
good_dropped_null (void)
{
  (void) copy_text (NULL, 4); /* { dg-bogus "ctlcheck:memory-dropped" } */
}

int
good_kept_null (void)
{
  char *q = copy_text (NULL, 1); /* { dg-bogus "ctlcheck:memory-leak" } */
  return q == NULL;
}
