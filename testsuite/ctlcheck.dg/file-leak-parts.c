/* file-leak: a stream kept in a field of a local struct or in an element
   of a local array at a constant index is followed as one in a local
   pointer is (memory-leak does the same for blocks). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdio.h>

struct input { FILE *in; int line; };
extern void consume (struct input *);

int bad_field (const char *p)
{
  struct input c;
  c.in = fopen (p, "r");
  if (!c.in)
    return -1;
  return fgetc (c.in); /* { dg-warning "file 'c.in' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
}

int bad_element (const char *p)
{
  FILE *fs[2];
  fs[0] = fopen (p, "r");
  if (!fs[0])
    return -1;
  return fgetc (fs[0]); /* { dg-warning "file 'fs\\\[0\\\]' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
}

int good_field (const char *p)
{
  struct input c;
  c.in = fopen (p, "r");
  if (!c.in)
    return -1;
  int ch = fgetc (c.in);
  fclose (c.in); /* { dg-bogus "file-leak" } */
  return ch;
}

/* The struct's address hands the stream on. */
void good_handed (const char *p)
{
  struct input c;
  c.in = fopen (p, "r");
  if (!c.in)
    return;
  consume (&c); /* { dg-bogus "file-leak" } */
}

/* Closing each element in a loop may close fs[0]. */
void good_loop_close (const char *p)
{
  FILE *fs[2];
  fs[0] = fopen (p, "r");
  if (!fs[0])
    return;
  fs[1] = fopen (p, "w");
  if (!fs[1])
    {
      fclose (fs[0]);
      return;
    }
  for (int i = 0; i < 2; i++)
    fclose (fs[i]);
} /* { dg-bogus "file-leak" } */
