/* A test of a flag word's bits after a test of the whole word: `if
   (flags) b = get (); .. if (flags & FOR) use (b);` cannot pass b NULL,
   since flags is 0 where b stays NULL (lighttpd 1.4.69's
   proxy_set_Forwarded, mod_proxy.c:677).  The bits of `flags & F` are
   computed from what is known of flags at the test.  A bit the
   assignment does not depend on still leaves b NULL. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
typedef struct buffer { char *ptr; unsigned used; } buffer;
extern void append (buffer *b, const buffer *s) __attribute__ ((nonnull));
extern buffer *get (int id);

void good_word_tested (unsigned int flags, buffer *src)
{
  buffer *b = 0;
  if (flags)
    b = get (1);
  if (flags && b == 0)
    b = get (2);
  if (flags & 1)
    append (b, src); /* { dg-bogus "null-argument" } */
}

void bad_other_bit (unsigned int flags, buffer *src)
{
  buffer *b = 0;
  if (flags & 2)
    b = get (1);
  if (flags & 1)
    append (b, src); /* { dg-warning "'b' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
