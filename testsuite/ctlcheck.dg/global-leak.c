/* global-leak (CWE-401): a global or static pointer given a block and
   assigned again before the block is freed or handed on, with no call in
   between that could free it through the global (after GCC's
   leak-2.c). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stdlib.h>
#include <string.h>

void *ptr;
static char *name;
char *keep;
void reset (void);

void bad_cleared (void)
{
  ptr = malloc (1024);
  ptr = NULL; /* { dg-warning "memory allocated to 'ptr' leaks: the global is overwritten \\\[ctlcheck:global-leak\\\]" } */
}

void bad_again (const char *a, const char *b)
{
  name = strdup (a);
  if (!name)
    return;
  name = strdup (b); /* { dg-warning "memory allocated to 'name' leaks: the global is overwritten \\\[ctlcheck:global-leak\\\]" } */
}

void good_freed (void)
{
  ptr = malloc (1024);
  free (ptr);
  ptr = NULL; /* { dg-bogus "global-leak" } */
}

void good_call_between (void)
{
  ptr = malloc (1024);
  reset ();   /* may free ptr */
  ptr = NULL; /* { dg-bogus "global-leak" } */
}

void good_handed_on (void)
{
  ptr = malloc (1024);
  keep = ptr;
  ptr = NULL; /* { dg-bogus "global-leak" } */
}

void good_kept (const char *a)
{
  name = strdup (a); /* { dg-bogus "leak" } */
}

struct link { void *m_ptr; } global_link;

void bad_global_field (void)
{
  global_link.m_ptr = malloc (16);
  global_link.m_ptr = NULL; /* { dg-warning "memory allocated to 'global_link.m_ptr' leaks: the global is overwritten \\\[ctlcheck:global-leak\\\]" } */
}

void good_global_field (void)
{
  global_link.m_ptr = malloc (16);
  free (global_link.m_ptr);
  global_link.m_ptr = NULL; /* { dg-bogus "leak" } */
}
