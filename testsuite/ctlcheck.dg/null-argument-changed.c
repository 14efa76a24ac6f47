/* A place that a call may assign: a field reached through a pointer, or
   a global, set to NULL before a call the unit cannot see into (or one
   of its own functions that assigns it) may hold a new block after the
   call, as the store forgets what it knew of such places there; the NULL
   stays known only on paths without such a call.  A local the function
   owns keeps its NULL across any call (issue 13: tmux window-buffer.c:187,
   an array rebuilt by a loop of calls and sorted with its count). */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -Wno-nonnull -fplugin-arg-ctlcheck-enable=null-argument" } */
#include <stdlib.h>
#include <string.h>

struct item { char *name; };
struct data { struct item **list; unsigned size; char *title; };
extern void *walk (void *);
extern void log_msg (const char *);
extern int cmp (const void *, const void *);

static struct item *add_item (struct data *d)
{
  d->list = realloc (d->list, (d->size + 1) * sizeof *d->list);
  if (!d->list)
    abort ();
  d->list[d->size] = calloc (1, sizeof **d->list);
  return d->list[d->size++];
}

void good_rebuilt (struct data *d)
{
  void *pb = NULL;
  free (d->list);
  d->list = NULL;
  d->size = 0;
  while ((pb = walk (pb)) != NULL)
    add_item (d);
  qsort (d->list, d->size, sizeof *d->list, cmp); /* { dg-bogus "null-argument" } */
}

size_t good_refilled (struct data *d)
{
  d->title = NULL;
  log_msg ("reset");
  return strlen (d->title); /* { dg-bogus "null-argument" } */
}

size_t bad_field (struct data *d)
{
  d->title = NULL;
  return strlen (d->title); /* { dg-warning "'d->title' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

size_t bad_local (void)
{
  char *t = NULL;
  log_msg ("reset");
  return strlen (t); /* { dg-warning "'t' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
