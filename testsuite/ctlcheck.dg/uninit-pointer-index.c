/* `*(table + i)`, as GCC lowers `table[i]` through a pointer, is the
   element at i, one place while i keeps its value, not any element
   (less 590, position.c:210/218: the `default:` case returns unless
   table[i] holds a position, and the loop's first turn tests the same
   element again, so dir and last, unset there, are never read).  A read
   of another element is still another place. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

extern long *table;
extern int height;
struct pos { int ln; long pos; };

void good_same_element (struct pos *sp, int where)
{
  int i, dir, last;
  switch (where)
    {
    case 0:
      i = 0; dir = 1; last = height - 2;
      break;
    default:
      i = where;
      if (table[i] == -1)
        {
          sp->pos = -1;
          return;
        }
      break;
    }
  for (;; i += dir) /* { dg-bogus "uninit" } */
    {
      if (table[i] != -1)
        {
          sp->ln = i + 1;
          sp->pos = table[i];
          return;
        }
      if (i == last) /* { dg-bogus "uninit" } */
        break;
    }
  sp->pos = -1;
}

int bad_other_element (int where)
{
  int i = where, dir;
  if (table[i] == -1)
    return 0;
  if (table[i + 1] != -1)
    return 1;
  return dir; /* { dg-warning "'dir' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
