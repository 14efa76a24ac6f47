/* memory-leak: getline and getdelim leave a block in the line buffer
   whose address they are given (allocated when it is NULL, even at end
   of file, grown when it is too short); the caller must free it once,
   after the last call.  Calling them again on the same buffer reuses it.
   A buffer that starts on the stack is no block of theirs to report. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int bad_lines_not_freed (FILE *f)
{
  char *line = NULL;
  size_t cap = 0;
  int count = 0;
  while (getline (&line, &cap, f) != -1)
    count++;
  return count; /* { dg-warning "memory allocated to 'line' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int bad_field_not_freed (FILE *f)
{
  char *rec = NULL;
  size_t cap = 0;
  if (getdelim (&rec, &cap, ';', f) < 0)
    return -1; /* { dg-warning "memory allocated to 'rec' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (rec);
  return 0;
}

int good_freed_after_loop (FILE *f)
{
  char *line = NULL;
  size_t cap = 0;
  int count = 0;
  while (getline (&line, &cap, f) != -1)
    count++;
  free (line);
  return count; /* { dg-bogus "leaks" } */
}

char *good_returned (FILE *f)
{
  char *line = NULL;
  size_t cap = 0;
  getline (&line, &cap, f);
  return line; /* { dg-bogus "leaks" } */
}

/* No leak; but getline may give the array to realloc (free-non-heap). */
void good_stack_buffer (FILE *f)
{
  char buf[16];
  char *line = buf;
  size_t cap = sizeof buf;
  getline (&line, &cap, f); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
} /* { dg-bogus "leaks" } */
