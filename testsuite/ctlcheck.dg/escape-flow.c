/* A local whose address is taken is changed by calls only once the path
   has taken its address (flow-sensitive escape, doc/model.md): tmux
   status.c:1966 and format.c:3512 (issue 13).  */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <time.h>

extern char **complete_list (unsigned *size, const char *word);
extern char *complete_menu (const char *word);
extern void keep_counter (unsigned *size);
extern void tick (void);
extern long lookup_time (const char *key);
extern char *lookup_value (const char *key);

static int cmp (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* size is 0 whenever list is NULL: the menu's path never takes &size, so
   the call there cannot change it.  */
char *good_escape_on_other_path (const char *word, int menu)
{
  char **list = NULL, *out = NULL;
  unsigned size = 0;
  if (!menu) {
    list = complete_list (&size, word);
    goto found;
  }
  out = complete_menu (word);
found:
  if (size != 0)
    qsort (list, size, sizeof *list, cmp); /* { dg-bogus "may be NULL" } */
  return out;
}

/* Once &size has been handed out, any later call may change it.  */
char *bad_escape_before_call (const char *word)
{
  char **list = NULL, *out;
  unsigned size = 0;
  keep_counter (&size);
  out = complete_menu (word);
  if (size != 0)
    qsort (list, size, sizeof *list, cmp); /* { dg-warning "'list' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
  return out;
}

/* A pointer to size written through changes size.  */
void bad_escape_through_pointer (int k)
{
  char **list = NULL;
  unsigned size = 0, *p = &size;
  if (k)
    *p = 2;
  tick ();
  if (size != 0)
    qsort (list, size, sizeof *list, cmp); /* { dg-warning "'list' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

/* found is allocated only where t stays 0, and t == 0 frees it; t's
   address escapes only after that (localtime_r).  */
char *good_escape_after_use (const char *key, int pretty, char *s, size_t n)
{
  char *found = NULL;
  time_t t = 0;
  struct tm tm;
  long when = lookup_time (key);
  if (when != 0)
    t = when;
  else {
    found = lookup_value (key);
    if (found == NULL)
      return NULL;
    found = strdup (found);
    tick ();
  }
  if (t == 0 && found != NULL) {
    t = strtol (found, NULL, 10);
    free (found);
  }
  if (t == 0)
    return NULL;
  if (pretty)
    found = lookup_value ("pretty"); /* { dg-bogus "leaks" } */
  else {
    localtime_r (&t, &tm);
    strftime (s, n, "%c", &tm);
    found = strdup (s);
  }
  return found;
}

/* With t's address handed out first, tick () may set t, and the block
   then leaks.  */
char *bad_escape_before_use (const char *key)
{
  char *found;
  time_t t = 0;
  struct tm tm;
  localtime_r (&t, &tm);
  found = strdup (key);
  tick ();
  if (t == 0) {
    free (found);
    return NULL;
  }
  found = strdup (key); /* { dg-warning "memory allocated to 'found' leaks \\\[ctlcheck:memory-leak\\\]" } */
  return found;
}

/* memcpy into x, which GCC folds into a store through &x, writes x: the
   second test may hold.  */
int bad_folded_memcpy (const void *src, char *p)
{
  int x = 0;
  memcpy (&x, src, sizeof x);
  if (x != 0)
    p = NULL;
  if (x != 0)
    return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return x;
}
