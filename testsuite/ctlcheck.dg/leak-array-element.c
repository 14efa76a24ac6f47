/* A block stored in a local array at an index no constant gives (a[i],
   s.a[i].p) is the function's to free like one at a constant index: lost
   when the function returns or stores into the same element again with
   the index unchanged.  A new value of the index (a loop filling a[i])
   leaves the block in its element, for a later loop over a[j] to free:
   no longer followed. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak" } */
#include <stdlib.h>
#include <string.h>

struct slots { char *name[8]; };

extern void show_all (char **, int);
extern int check (const char *);

int bad_early_return (int i, const char *s)
{
  char *parts[4];
  parts[i] = strdup (s);
  if (!parts[i])
    return -1;
  if (check (parts[i]) < 0)
    return -1; /* { dg-warning "memory allocated to 'parts\\\[i\\\]' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (parts[i]);
  return 0;
}

void bad_nested (int row, int col)
{
  struct slots table[3];
  table[row].name[col] = malloc (16);
} /* { dg-warning "memory allocated to 'table\\\[row\\\].name\\\[col\\\]' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_same_element (int i, int n)
{
  char *buf[4];
  for (int k = 0; k < n; k++)
    buf[i] = malloc (8); /* { dg-warning "memory allocated to 'buf\\\[i\\\]' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (buf[i]);
}

void good_filled_then_freed (int n)
{
  char *v[16];
  int i;
  for (i = 0; i < n && i < 16; i++)
    {
      v[i] = malloc (8);
      if (!v[i])
        break;
    }
  while (i-- > 0)
    free (v[i]);
} /* { dg-bogus "memory-leak" } */

void good_handed_over (int n, const char *s)
{
  char *v[16];
  int k = 0;
  while (k < n && k < 16)
    v[k++] = strdup (s); /* { dg-bogus "memory-leak" } */
  show_all (v, k);
}

int good_freed_other_index (int i, int j)
{
  char *v[4];
  v[i] = malloc (8);
  if (!v[i])
    return -1;
  free (v[j]); /* may be v[i]: not judged */
  return 0; /* { dg-bogus "memory-leak" } */
}
