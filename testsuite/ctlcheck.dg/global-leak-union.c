/* A block stored in a member of a global union is lost when another
   member is written over it (the union's members share their storage);
   one copied away first, with the whole union or struct (a parser
   pushing its value onto a stack), is handed on. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=global-leak" } */
#include <stdlib.h>
#include <string.h>

union token { char *text; long number; };
struct node { int kind; union token tok; };

union token current;
struct node pending;
union token stack[64];
int depth;

void bad_overwritten_by_member (const char *s, long n)
{
  current.text = strdup (s);
  current.number = n; /* { dg-warning "memory allocated to 'current.text' leaks: the global is overwritten \\\[ctlcheck:global-leak\\\]" } */
}

void bad_in_struct (const char *s)
{
  pending.kind = 1;
  pending.tok.text = strdup (s);
  pending.tok.number = 0; /* { dg-warning "memory allocated to 'pending.tok.text' leaks: the global is overwritten \\\[ctlcheck:global-leak\\\]" } */
}

void good_pushed_first (const char *s)
{
  current.text = strdup (s);
  stack[depth] = current;
  current.number = 0; /* { dg-bogus "global-leak" } */
}

void good_copied_out (struct node *out, const char *s)
{
  pending.tok.text = strdup (s);
  *out = pending;
  pending.tok.number = 0; /* { dg-bogus "global-leak" } */
}

void good_freed (const char *s)
{
  current.text = strdup (s);
  free (current.text);
  current.number = 0; /* { dg-bogus "global-leak" } */
}
