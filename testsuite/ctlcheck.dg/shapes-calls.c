/* Bug shapes of unchecked-return and unchecked-return-output (issue 20):
   functions whose result is the only failure signal, functions declared
   warn_unused_result, and (off by default) the output functions.  At -O2,
   where GCC folds fprintf into fwrite: the call keeps its written name.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -Wno-unused-result -fplugin-arg-ctlcheck-enable=unchecked-return,unchecked-return-output" } */
#include <stdio.h>
#include <wchar.h>

__attribute__ ((warn_unused_result)) int reserve (int n);
int plain (int n);

/* unchecked-return */
void bad_fgets (char *b, FILE *f)
{
  fgets (b, 80, f); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  plain (b[0]);
}
void bad_fread_loop (char *b, FILE *f, int n)
{
  for (int i = 0; i < n; i++)
    fread (b, 1, 16, f); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
int bad_fwrite_early (const char *b, FILE *f, int c)
{
  if (c)
    return 0;
  fwrite (b, 1, 16, f); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
  return 1;
}
void bad_scanf (int *x)
{
  scanf ("%d", x); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_fscanf (FILE *f, int *x)
{
  fscanf (f, "%d", x); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_sscanf (const char *s, int *x)
{
  sscanf (s, "%d", x); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_remove (const char *n)
{
  remove (n); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_rename (const char *a, const char *b)
{
  rename (a, b); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_fgetws (wchar_t *b, FILE *f)
{
  fgetws (b, 80, f); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_fwscanf (FILE *f, int *x)
{
  fwscanf (f, L"%d", x); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
void bad_attribute (int n)
{
  for (int i = 0; i < n; i++)
    reserve (i); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
int good_fgets (char *b, FILE *f)
{
  if (!fgets (b, 80, f)) /* { dg-bogus "unchecked-return" } */
    return -1;
  return 0;
}
int good_fread_loop (char *b, FILE *f, int n)
{
  for (int i = 0; i < n; i++)
    if (fread (b, 1, 16, f) != 16) /* { dg-bogus "unchecked-return" } */
      return -1;
  return 0;
}
int good_attribute (int c)
{
  if (c)
    return 0;
  plain (c); /* { dg-bogus "unchecked-return" "not declared warn_unused_result" } */
  return reserve (c); /* { dg-bogus "unchecked-return" } */
}
void good_folded (FILE *f)
{
  /* GCC makes this fwrite: it is still the fprintf the source wrote. */
  fprintf (f, "done\n"); /* { dg-bogus "ctlcheck:unchecked-return\\\]" } */
  /* { dg-warning "\\\[ctlcheck:unchecked-return-output\\\]" "" { target *-*-* } 87 } */
}
int good_rename (const char *a, const char *b)
{
  return rename (a, b) == 0 && remove (a) == 0; /* { dg-bogus "unchecked-return" } */
}

/* unchecked-return-output (off by default) */
void bad_fputs (const char *s, FILE *f)
{
  fputs (s, f); /* { dg-warning "the result of this output call is ignored, but it reports failure \\\[ctlcheck:unchecked-return-output\\\]" } */
}
void bad_putchar_loop (const char *s)
{
  for (; *s; s++)
    putchar (*s); /* { dg-warning "\\\[ctlcheck:unchecked-return-output\\\]" } */
}
int bad_snprintf_early (char *b, int n)
{
  if (n < 0)
    return -1;
  snprintf (b, 16, "%d", n); /* { dg-warning "\\\[ctlcheck:unchecked-return-output\\\]" } */
  return 0;
}
void bad_fputws (const wchar_t *s, FILE *f)
{
  fputws (s, f); /* { dg-warning "\\\[ctlcheck:unchecked-return-output\\\]" } */
}
int good_fputs (const char *s, FILE *f)
{
  if (fputs (s, f) == EOF) /* { dg-bogus "unchecked-return" } */
    return -1;
  return 0;
}
int good_putchar_loop (const char *s)
{
  for (; *s; s++)
    if (putchar (*s) == EOF) /* { dg-bogus "unchecked-return" } */
      return -1;
  return 0;
}
void good_printf (int n)
{
  /* printf is not on the list; GCC makes this puts. */
  printf ("%d items\n", n); /* { dg-bogus "unchecked-return" } */
  printf ("done\n"); /* { dg-bogus "unchecked-return" } */
}

/* ctlcheck-ignore: a trailing comment is about its own line; a comment
   alone on its line, about the next one. */
void ignore_trailing (const char *a, const char *b)
{
  int r = rename (a, b); /* ctlcheck-ignore unchecked-return */
  remove (b); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
  (void) r;
}
void ignore_trailing_same_line (const char *b)
{
  remove (b); /* ctlcheck-ignore unchecked-return: the file may be gone */ /* { dg-bogus "unchecked-return" } */
}
void ignore_alone (const char *b)
{
  /* ctlcheck-ignore unchecked-return: a scratch file */
  remove (b); /* { dg-bogus "unchecked-return" } */
}
void ignore_other_rule (const char *b)
{
  /* ctlcheck-ignore unchecked-return-output */
  remove (b); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}

/* A call cast to void drops its result on purpose. */
void good_void_cast (const char *a, const char *b, char *buf, FILE *f)
{
  (void) rename (a, b); /* { dg-bogus "unchecked-return" } */
  (void) reserve (1); /* { dg-bogus "unchecked-return" } */
  (void) snprintf (buf, 8, "%s", a); /* { dg-bogus "unchecked-return" } */
  (void) fprintf (f, "done\n"); /* { dg-bogus "unchecked-return" } */
}
void bad_void_elsewhere (FILE *f, int x)
{
  ((void) x, fputs ("x", f)); /* { dg-warning "\\\[ctlcheck:unchecked-return-output\\\]" } */
}

/* Every ignored call is reported, not only the first of the function. */
void bad_two_ignored (char *b, FILE *f)
{
  fgets (b, 80, f); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  fgets (b, 80, f); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
}
