/* The bits of a word in memory tested twice: `OPT (x)` reads a flag word
   through a global pointer and masks one bit.  With no call and no store
   through a pointer between the two tests, both read the same bits, so
   they take the same branch: the path that skips pipe () on the first
   test (the flag set) cannot use the descriptors on the second (the flag
   clear) (issue 13: a daemon's debug option, tested before and after a
   fork).  A call between may change the word, and the second test is a
   new one then.  Bit-fields that GCC reads a byte at a time are not such
   words: the same mask in two bytes tests two bits. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <unistd.h>

struct config { unsigned int bits[4]; int log_fd; };
extern struct config *conf;
extern void reload (void);
#define OPT(x) (conf->bits[(x) / 32] & (1u << ((x) % 32)))
#define OPT_FOREGROUND 37

void good_same_bits (int ready)
{
  int ends[2];
  if (!ready)
    return;
  if (!OPT (OPT_FOREGROUND) && pipe (ends) == 0)
    close (ends[1]);
  else if (!OPT (OPT_FOREGROUND))
    close (ends[0]); /* { dg-bogus "uninit" } */
}

void good_same_bits_loop (int n)
{
  for (int i = 0; i < n; i++) {
    int ends[2];
    if (!OPT (OPT_FOREGROUND) && pipe (ends) == 0) {
      close (ends[0]);
      continue;
    }
    if (!OPT (OPT_FOREGROUND))
      close (ends[1]); /* { dg-bogus "uninit" } */
  }
}

void bad_reloaded_between (void)
{
  int ends[2];
  if (!OPT (OPT_FOREGROUND) && pipe (ends) == 0)
    close (ends[1]);
  else {
    reload ();
    if (!OPT (OPT_FOREGROUND))
      close (ends[0]); /* { dg-warning "'ends' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  }
}

void bad_written_between (int *slot)
{
  int ends[2];
  if (!OPT (OPT_FOREGROUND) && pipe (ends) == 0)
    close (ends[1]);
  else {
    *slot = 0;
    if (!OPT (OPT_FOREGROUND))
      close (ends[0]); /* { dg-warning "'ends' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  }
}

struct link_bits { unsigned proxy:1, tunnel:1, :6, direct:1, reused:1; };
struct link { struct link_bits bits; const char *via_proxy, *via_tunnel, *via_reuse, *host; };
extern void note (const char *, ...);

void good_bits_of_two_bytes (struct link *l)
{
  note ("%s", l->bits.tunnel ? l->via_tunnel
              : l->bits.reused ? l->via_reuse /* { dg-bogus "unreachable-code" } */
              : l->host);
}
