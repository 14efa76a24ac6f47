/* uninit on floats, structs, their fields and arrays; uninit-memory on blocks from malloc and alloca.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -fplugin-arg-ctlcheck-enable=uninit,uninit-memory" } */
#include <alloca.h>
#include <stdlib.h>
#include <string.h>

struct pt { int x, y; };
union word { int i; float f; };
void print_double (double);
void use_pt (struct pt);
void init_pt (struct pt *);
void fill (int *, int);
int sink (int);

/* Floating-point scalars. */
void bad_double (void)
{
  double d;
  print_double (d); /* { dg-warning "'d' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(2\\) 'd' used here" "" { target *-*-* } 20 } */
}
double bad_double_branch (int c)
{
  double d;
  if (c)
    d = 1.0;
  return d * 2; /* { dg-warning "\\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(3\\) 'd' used here" "" { target *-*-* } 28 } */
}
void good_double (void)
{
  double d = 0.5;
  print_double (d); /* { dg-bogus "uninit" } */
}
double good_double_both (int c)
{
  float f;
  if (c)
    f = 1.0f;
  else
    f = 2.0f;
  return f; /* { dg-bogus "uninit" } */
}

/* Whole structs. */
void bad_struct (void)
{
  struct pt p;
  use_pt (p); /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(2\\) 'p' used here" "" { target *-*-* } 50 } */
}
struct pt bad_struct_return (int c)
{
  struct pt p;
  if (c)
    return p; /* { dg-warning "'p' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    /* { dg-message "\\(3\\) 'p' used here" "" { target *-*-* } 57 } */
  p.x = p.y = 0;
  return p;
}
void good_struct_init (void)
{
  struct pt p = { 0 };
  use_pt (p); /* { dg-bogus "uninit" } */
}
void good_struct_out (void)
{
  struct pt p;
  init_pt (&p);
  use_pt (p); /* { dg-bogus "uninit" } */
}
void good_struct_copy (struct pt q)
{
  struct pt p;
  p = q;
  use_pt (p); /* { dg-bogus "uninit" } */
}

/* Fields. */
int bad_field (void)
{
  struct pt p;
  p.x = 1;
  return p.y; /* { dg-warning "'p.y' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(2\\) 'p.y' used here" "" { target *-*-* } 85 } */
}
int bad_field_early (int c)
{
  struct pt p;
  p.x = c;
  if (c > 0)
    return p.x + p.y; /* { dg-warning "'p.y' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    /* { dg-message "\\(3\\) 'p.y' used here" "" { target *-*-* } 93 } */
  p.y = 0;
  return p.y;
}
int bad_field_loop (int n)
{
  struct pt p;
  p.x = 0;
  for (int i = 0; i < n; i++)
    p.y = i;
  return p.y; /* { dg-warning "'p.y' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(3\\) 'p.y' used here" "" { target *-*-* } 104 } */
}
int good_field (void)
{
  struct pt p;
  p.x = 1;
  p.y = 2;
  return p.x + p.y; /* { dg-bogus "uninit" } */
}
int good_field_out (void)
{
  struct pt p;
  struct pt *q = &p;
  q->y = 3;
  return p.y; /* { dg-bogus "uninit" } */
}
float good_union (void)
{
  union word w;
  w.i = 0x3f800000;
  return w.f; /* { dg-bogus "uninit" } */
}

/* Arrays. */
int bad_array (void)
{
  int a[4];
  return a[2]; /* { dg-warning "'a' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(2\\) 'a' used here" "" { target *-*-* } 132 } */
}
int bad_array_partial (void)
{
  int a[4];
  a[0] = 1;
  return a[1]; /* { dg-warning "'a\\\[1\\\]' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(2\\) 'a\\\[1\\\]' used here" "" { target *-*-* } 139 } */
}
int bad_array_early (int c)
{
  int a[4];
  a[0] = c;
  if (c)
    return a[0] + a[3]; /* { dg-warning "'a\\\[3\\\]' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    /* { dg-message "\\(3\\) 'a\\\[3\\\]' used here" "" { target *-*-* } 147 } */
  a[3] = 0;
  return a[3];
}
int good_array_init (void)
{
  int a[4] = { 1 };
  return a[1]; /* { dg-bogus "uninit" } */
}
int good_array_loop (void)
{
  int a[4];
  for (int i = 0; i < 4; i++)
    a[i] = i * i;
  return a[2]; /* { dg-bogus "uninit" } */
}
int good_array_fill (void)
{
  int a[8];
  fill (&a[0], 8);
  return a[5]; /* { dg-bogus "uninit" } */
}
int good_array_memset (void)
{
  int a[8];
  memset (a, 0, sizeof a);
  return a[7]; /* { dg-bogus "uninit" } */
}

/* Blocks from malloc and alloca. */
int bad_malloc (void)
{
  int *p = malloc (sizeof *p); /* { dg-message "\\(1\\) 'p' allocated here, its contents unset" } */
  if (!p)
    return 0;
  int v = *p; /* { dg-warning "the block 'p' points to is read before anything is written to it \\\[ctlcheck:uninit-memory\\\]" } */
  /* { dg-message "\\(2\\) the block is read here before anything was written to it" "" { target *-*-* } 183 } */
  free (p);
  return v;
}
int bad_alloca (int n)
{
  int *p = alloca (n * sizeof *p); /* { dg-message "\\(1\\) 'p' allocated here, its contents unset" } */
  for (int i = 1; i < n; i++)
    sink (i);
  return p[0]; /* { dg-warning "\\\[ctlcheck:uninit-memory\\\]" } */
  /* { dg-message "\\(2\\) the block is read here before anything was written to it" "" { target *-*-* } 193 } */
}
int bad_malloc_field (int c)
{
  struct pt *q = malloc (sizeof *q); /* { dg-message "\\(1\\) 'q' allocated here, its contents unset" } */
  if (!q)
    return -1;
  if (c)
    q->x = 0;
  int v = q->y; /* { dg-warning "\\\[ctlcheck:uninit-memory\\\]" } */
  /* { dg-message "\\(2\\) the block is read here before anything was written to it" "" { target *-*-* } 203 } */
  free (q);
  return v;
}
int good_calloc (void)
{
  int *p = calloc (1, sizeof *p);
  if (!p)
    return 0;
  int v = *p; /* { dg-bogus "uninit" } */
  free (p);
  return v;
}
int good_malloc_written (int n)
{
  int *p = malloc (4 * sizeof *p);
  if (!p)
    return 0;
  for (int i = 0; i < 4; i++)
    p[i] = i * n;
  int v = p[0]; /* { dg-bogus "uninit" } */
  free (p);
  return v;
}
int good_malloc_filled (void)
{
  struct pt *q = malloc (sizeof *q);
  if (!q)
    return 0;
  init_pt (q);
  int v = q->y; /* { dg-bogus "uninit" } */
  free (q);
  return v;
}
int good_malloc_end (int n)
{
  int *p = malloc (n * sizeof *p);
  if (!p || n < 1)
    return 0;
  int *end = p + n;
  while (end > p)
    *--end = 0;
  int v = p[0]; /* { dg-bogus "uninit" } */
  free (p);
  return v;
}

/* Complex numbers are floating point too. */
#include <complex.h>
double complex bad_complex (void)
{
  double complex z;
  return csqrt (z); /* { dg-warning "'z' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  /* { dg-message "\\(2\\) 'z' used here" "" { target *-*-* } 256 } */
}
float complex good_complex (float complex w)
{
  float complex z = w * 2.0f;
  return csqrtf (z); /* { dg-bogus "before it is assigned" } */
}
/* The paths' first events: each declaration, and the branches that matter.
   { dg-message "\\(1\\) 'd' declared here without a value" "" { target *-*-* } 19 }
   { dg-message "\\(1\\) 'd' declared here without a value" "" { target *-*-* } 25 }
   { dg-message "\\(2\\) following the 'false' branch \\(when 'c == 0'\\)" "" { target *-*-* } 26 }
   { dg-message "\\(1\\) 'p' declared here without a value" "" { target *-*-* } 49 }
   { dg-message "\\(1\\) 'p' declared here without a value" "" { target *-*-* } 55 }
   { dg-message "\\(2\\) following the 'true' branch \\(when 'c != 0'\\)" "" { target *-*-* } 56 }
   { dg-message "\\(1\\) 'p' declared here without a value" "" { target *-*-* } 83 }
   { dg-message "\\(1\\) 'p' declared here without a value" "" { target *-*-* } 90 }
   { dg-message "\\(2\\) following the 'true' branch \\(when 'c > 0'\\)" "" { target *-*-* } 92 }
   { dg-message "\\(1\\) 'p' declared here without a value" "" { target *-*-* } 100 }
   { dg-message "\\(2\\) following the 'false' branch \\(when 'i >= n'\\)" "" { target *-*-* } 102 }
   { dg-message "\\(1\\) 'a' declared here without a value" "" { target *-*-* } 131 }
   { dg-message "\\(1\\) 'a' declared here without a value" "" { target *-*-* } 137 }
   { dg-message "\\(1\\) 'a' declared here without a value" "" { target *-*-* } 144 }
   { dg-message "\\(2\\) following the 'true' branch \\(when 'c != 0'\\)" "" { target *-*-* } 146 }
   { dg-message "\\(1\\) 'z' declared here without a value" "" { target *-*-* } 255 } */
