/* A macro that tests a variable and sets it for its next expansion
   (a `first` flag, a bit cleared once printed) leaves a store at its
   last expansion that the code there cannot drop: not a dead store.  A
   store a macro makes without reading the variable, or the same store
   written out in the code, stays one. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=dead-store" } */
#include <stdio.h>
#include <string.h>

#define SHOW_BIT(word, bit, name)                       \
  if ((word) & (bit)) {                                 \
    printf ("%s%s", name, (word) == (bit) ? ")" : ","); \
    (word) &= ~(bit);                                   \
  }

#define ITEM(name)                                      \
  do {                                                  \
    printf ("%c%s", first ? '{' : ',', name);           \
    first = 0;                                          \
  } while (0)

#define FORGET(v) ((v) = 0)

void good_bits_in_memory (const unsigned char *p)
{
  unsigned flags;
  memcpy (&flags, p, sizeof flags);
  SHOW_BIT (flags, 1u, "read");
  SHOW_BIT (flags, 2u, "write"); /* { dg-bogus "dead-store" } */
}

void bad_compound_in_memory (const unsigned char *p)
{
  unsigned flags;
  memcpy (&flags, p, sizeof flags);
  if (flags & 1u) {
    puts ("one");
    flags &= ~1u; /* { dg-warning "value assigned to 'flags' is never used \\\[ctlcheck:dead-store\\\]" } */
  }
}

void good_macro_state (void)
{
  int first = 1;
  ITEM ("a");
  ITEM ("b"); /* { dg-bogus "dead-store" } */
  putchar ('}');
}

void bad_store_in_memory (const unsigned char *p)
{
  unsigned flags;
  memcpy (&flags, p, sizeof flags);
  printf ("%u\n", flags);
  flags = 0; /* { dg-warning "value assigned to 'flags' is never used \\\[ctlcheck:dead-store\\\]" } */
}

int bad_macro_store (int n)
{
  int seen = n * 2;
  printf ("%d\n", seen);
  FORGET (seen); /* { dg-warning "value assigned to 'seen' is never used \\\[ctlcheck:dead-store\\\]" } */
  return n;
}
