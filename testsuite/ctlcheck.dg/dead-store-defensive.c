/* A declaration's initialiser that Clang's dead-store checker takes for
   defensive programming, like a constant: the address of a static object
   at a constant offset (sed 4.9's compile.c: `struct special_files
   *special = special_files;` before the loop `for (special =
   special_files; ..)`), a const global, a scalar parameter.  A value
   computed from them is still a dead store. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

struct sf { const char *name; int x; };
extern struct sf special_files[];
extern const int limit;
extern int match (const char *);
static int table[4];

struct sf *good_table (void)
{
  struct sf *special = special_files; /* { dg-bogus "dead-store" } */
  for (special = special_files; special->name; special++)
    if (match (special->name))
      return special;
  return 0;
}

int *good_element (int i)
{
  int *p = &table[2]; /* { dg-bogus "dead-store" } */
  p = &table[i];
  return p;
}

int good_const_global (void)
{
  int n = limit; /* { dg-bogus "dead-store" } */
  n = match ("x");
  return n;
}

int good_parameter (int len)
{
  int n = len; /* { dg-bogus "dead-store" } */
  n = match ("x");
  return n;
}

int bad_computed (int len)
{
  int n = len + 1; /* { dg-warning "value assigned to 'n' is never used \\\[ctlcheck:dead-store\\\]" } */
  n = match ("x");
  return n;
}

int *bad_assigned (int i)
{
  int *p;
  p = &table[2]; /* { dg-warning "value assigned to 'p' is never used \\\[ctlcheck:dead-store\\\]" } */
  p = &table[i];
  return p;
}
