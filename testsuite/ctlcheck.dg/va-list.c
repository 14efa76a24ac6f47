/* va-list-uninit (CWE-457): a va_list used (va_arg, va_end, va_copy from
   it, the v* functions) before va_start or va_copy, or after va_end. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdarg.h>
#include <stdio.h>

int bad_never_started (int n, ...)
{
  va_list ap;
  return va_arg (ap, int); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
}

int bad_after_end (int n, ...)
{
  va_list ap;
  va_start (ap, n);
  va_end (ap);
  return va_arg (ap, int); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
}

int bad_vprintf (const char *fmt, ...)
{
  va_list ap;
  return vprintf (fmt, ap); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
}

void bad_end_on_one_branch (int c, ...)
{
  va_list ap;
  if (c)
    va_start (ap, c);
  va_end (ap); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
}

int good_started (int n, ...)
{
  va_list ap, copy;
  va_start (ap, n);
  int x = va_arg (ap, int); /* { dg-bogus "va-list-uninit" } */
  va_copy (copy, ap);
  va_end (ap);
  x += va_arg (copy, int); /* { dg-bogus "va-list-uninit" } */
  va_end (copy);
  va_start (ap, n);
  x += vprintf ("%d", ap); /* { dg-bogus "va-list-uninit" } */
  va_end (ap);
  return x;
}

/* Every use of a va_list that nothing initialised is a finding (GCC 14's
   stdarg-fmtstring-1.c): a format loop without va_start. */
int bad_every_use (const char *fmt, ...)
{
  va_list ap;
  int sum = 0;
  while (*fmt)
    switch (*fmt++)
      {
      case 'd':
        sum += va_arg (ap, int); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
        break;
      case 'l':
        sum += (int) va_arg (ap, long); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
        break;
      }
  va_end (ap); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
  return sum;
}

/* One va_start on some paths only: its one first use is the finding. */
int bad_some_paths (int c, ...)
{
  va_list ap;
  if (c)
    va_start (ap, c);
  int x = va_arg (ap, int); /* { dg-warning "'ap' is used while no va_start or va_copy has initialised it \\\[ctlcheck:va-list-uninit\\\]" } */
  x += va_arg (ap, int); /* { dg-bogus "va-list-uninit" } */
  va_end (ap); /* { dg-bogus "va-list-uninit" } */
  return x;
}
