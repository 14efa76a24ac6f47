/* The values a function of the unit returns: its summary bounds them
   (every return's value on the abstract store, divisions included), and
   a caller's store takes the call's result within those bounds.  A loop
   that runs up to such a result at least once then always turns once
   (issue 13: sqlite3's unixShmMap stores each region it maps in a loop
   over unixShmRegionPerMap (), which returns 1 or the page size over
   32 KiB, so never 0).  When the function may return 0, the loop may
   turn no time and the findings stay. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,uninit" } */
#include <stdlib.h>
#include <string.h>

struct node { char **regions; int n; };
extern int page_size (void);
extern int read_byte (void);

static int per_map (void)
{
  int shmsz = 32 * 1024;
  int pgsz = page_size ();
  if (pgsz < shmsz)
    return 1;
  return pgsz / shmsz;
}

static int per_map_any (void)
{
  return page_size () / (32 * 1024);
}

static int count_from_one (int n)
{
  if (n < 1)
    return 1;
  if (n > 8)
    return 8;
  return n;
}

int good_map (struct node *p, int want, int sz)
{
  int per = per_map ();
  while (p->n < want)
    {
      int i;
      char *mem = malloc (sz * per);
      if (!mem)
        return 1;
      memset (mem, 0, sz * per);
      for (i = 0; i < per; i++)
        p->regions[p->n + i] = &mem[sz * i]; /* { dg-bogus "memory-leak" } */
      p->n += per;
    }
  return 0; /* { dg-bogus "memory-leak" } */
}

int bad_map (struct node *p, int want, int sz)
{
  int per = per_map_any ();
  while (p->n < want)
    {
      int i;
      char *mem = malloc (sz * per); /* { dg-warning "memory allocated to 'mem' leaks \\\[ctlcheck:memory-leak\\\]" } */
      if (!mem)
        return 1;
      memset (mem, 0, sz * per);
      for (i = 0; i < per; i++)
        p->regions[p->n + i] = &mem[sz * i];
      p->n += per;
    }
  return 0; /* { dg-warning "memory allocated to 'mem' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_last (int n)
{
  int i, last;
  int k = count_from_one (n);
  for (i = 0; i < k; i++)
    last = read_byte ();
  return last; /* { dg-bogus "uninit" } */
}

int bad_last (int n)
{
  int i, last;
  int k = per_map_any ();
  for (i = 0; i < k; i++)
    last = read_byte ();
  return last; /* { dg-warning "'last' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
