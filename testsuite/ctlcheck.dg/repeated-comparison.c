/* A comparison of two variables tested again while neither changed gives
   the same answer: `if (i < n) return; ... if (i < n) X;` never runs X
   (Clang's taint-generic.c, constraintManagerShouldTreatAsOpaque), and
   `if (j < bytes - 1) sav = ..; ..; if (j < bytes - 1) use (sav);` never
   reads sav unset (dnsmasq 2.90's parse_hex, util.c:662), also with a
   library call between or the test negated or swapped (issue 13, 20).
   The answer may change when an operand is assigned, when a call may
   write one whose address escaped or a global, and a test of another
   relation (`i > n` after `i < n`) is not decided. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-constant-deref,uninit" } */
extern int scanf (const char *, ...);
extern char *strchr (const char *, int);
extern long strtol (const char *, char **, int);
extern unsigned long strlen (const char *);
extern void update (void);
extern int next (void);
extern int g_len;

void good_opaque (int rhs)
{
  int i;
  scanf ("%d", &i);
  if (i < rhs)
    return;
  if (i < rhs)
    *(volatile int *) 0 = 1; /* { dg-bogus "null-constant-deref" } */
}

int good_negated (int i, int rhs)
{
  int v;
  if (i < rhs)
    return 0;
  if (i >= rhs)
    v = 1;
  return v; /* { dg-bogus "uninit" } */
}

int good_swapped_library_call (const char *s, unsigned len, unsigned max)
{
  int v;
  if (len > max)
    {
      v = -1;
      goto out;
    }
  if (strlen (s) == 0)
    return 0;
  if (max >= len)
    v = 1;
out:
  return v; /* { dg-bogus "uninit" } */
}

int good_parse_hex (char *in, int bytes, char *out)
{
  int j;
  for (j = 0; j < bytes; j++)
    {
      char sav;
      if (j < bytes - 1)
        {
          sav = in[(j + 1) * 2];
          in[(j + 1) * 2] = 0;
        }
      if (strchr (&in[j * 2], '*'))
        return -1;
      out[j] = (char) strtol (&in[j * 2], 0, 16);
      if (j < bytes - 1)
        in[(j + 1) * 2] = sav; /* { dg-bogus "uninit" } */
    }
  return 0;
}

int bad_redefined (int i, int rhs)
{
  int v;
  if (i < rhs)
    return 0;
  i = next ();
  if (i >= rhs)
    v = 1;
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_escaped (int rhs)
{
  int v, i;
  scanf ("%d", &i);
  if (i < rhs)
    return 0;
  update ();
  if (i >= rhs)
    v = 1;
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_global (int max)
{
  int v;
  if (g_len > max)
    return 0;
  update ();
  if (g_len <= max)
    v = 1;
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_other_relation (int i, int rhs)
{
  int v;
  if (i < rhs)
    return 0;
  if (i > rhs)
    v = 1;
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
