/* free-non-heap: getline and getdelim give the line buffer to realloc
   when the line does not fit, so it must be NULL or a heap block; a
   local or static array, alloca memory, a function or a string literal
   is not (Clang 19's getline-alloc.c). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#define _GNU_SOURCE
#include <alloca.h>
#include <stdio.h>
#include <stdlib.h>

void bad_local_array (FILE *f)
{
  char buf[16];
  char *line = buf;
  size_t n = sizeof buf;
  getline (&line, &n, f); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_static_array (FILE *f)
{
  static char buf[16];
  static size_t n = sizeof buf;
  char *line = buf;
  getline (&line, &n, f); /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_alloca (FILE *f)
{
  size_t n = 16;
  char *line = alloca (n);
  getdelim (&line, &n, ',', f); /* { dg-warning "'line' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

void bad_literal (FILE *f)
{
  size_t n = 4;
  char *line = "abc";
  getline (&line, &n, f); /* { dg-warning "'line' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
}

/* The first turn of the loop gives getline the array. */
void bad_loop (FILE *f)
{
  char buf[16];
  char *line = buf;
  size_t n = sizeof buf;
  while (getline (&line, &n, f) > 0) /* { dg-warning "'buf' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
    puts (line);
}

void good_null (FILE *f)
{
  char *line = NULL;
  size_t n = 0;
  getline (&line, &n, f); /* { dg-bogus "ctlcheck" } */
  free (line);
}

void good_heap_or_null (FILE *f, int c)
{
  char *line = NULL;
  size_t n = 0;
  if (c)
    line = malloc (64);
  getline (&line, &n, f); /* { dg-bogus "ctlcheck" } */
  free (line);
}

/* The array is no longer the line when getline is called. */
void good_reset (FILE *f, int c)
{
  char buf[16];
  char *line = buf;
  size_t n = 0;
  if (c)
    puts (line);
  line = NULL;
  getline (&line, &n, f); /* { dg-bogus "ctlcheck" } */
  free (line);
}

/* Another function may change line before getline sees it. */
extern void choose_line (char **);
void good_escaped (FILE *f)
{
  char buf[16];
  char *line = buf;
  size_t n = sizeof buf;
  choose_line (&line);
  getline (&line, &n, f); /* { dg-bogus "free-non-heap" } */
}
