/* A read the source silences GCC's own warning for (Bison's pure
   parsers: `YY_IGNORE_MAYBE_UNINITIALIZED_BEGIN *++yyvsp = yylval;`,
   patch 2.7.6's parse-datetime.c:2663) is not reported by uninit either:
   the rule names -Wmaybe-uninitialized and -Wuninitialized as its GCC
   warnings.  After the pop, the warning is in force again. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */

extern void use (int);

int good_pragma (int c)
{
  int v;
  if (c)
    v = c;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
  use (v); /* { dg-bogus "uninit" } */
#pragma GCC diagnostic pop
  return 0;
}

int bad_after_pop (int c)
{
  int v;
  if (c)
    v = c;
  use (v); /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return 0;
}

int bad_other_warning (int c)
{
  int v;
  if (c)
    v = c;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
  use (v); /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
#pragma GCC diagnostic pop
  return 0;
}
