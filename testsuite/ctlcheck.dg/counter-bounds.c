/* A counter a loop keeps within the constants it is compared with stays
   within them after the loop, however many turns the loop makes: bison's
   yysyntax_error counts at most 5 expected tokens (`if (yycount == 5)
   { yycount = 1; break; }`) and then switches over 0..5 to choose its
   format, which is set on every case (jq's parser.c).  A counter with
   no such bound, or a switch missing a value the counter takes, still
   leaves the format NULL. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stddef.h>
#include <string.h>

extern int expected (int);

size_t
format_length (int ntokens, const char **names, const char **args)
{
  int count = 0;
  const char *format = NULL;
  for (int x = 0; x < ntokens; ++x)
    if (expected (x))
      {
        if (count == 5)
          {
            count = 1;
            break;
          }
        args[count++] = names[x];
      }
  switch (count)
    {
    case 0: format = "syntax error"; break;
    case 1: format = "syntax error, unexpected %s"; break;
    case 2: format = "syntax error, unexpected %s, expecting %s"; break;
    case 3: format = "three"; break;
    case 4: format = "four"; break;
    case 5: format = "five"; break;
    }
  return strlen (format); /* { dg-bogus "ctlcheck:null-argument" } */
}

size_t
unbounded_count (int ntokens)
{
  int count = 0;
  const char *format = NULL;
  for (int x = 0; x < ntokens; ++x)
    if (expected (x))
      count++;
  switch (count)
    {
    case 0: format = "none"; break;
    case 1: format = "one"; break;
    }
  return strlen (format); /* { dg-warning "'format' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

size_t
case_missing (int ntokens)
{
  int count = 0;
  const char *format = NULL;
  for (int x = 0; x < ntokens; ++x)
    if (expected (x))
      {
        if (count == 3)
          break;
        count++;
      }
  switch (count)
    {
    case 0: format = "zero"; break;
    case 1: format = "one"; break;
    case 3: format = "three"; break;
    }
  return strlen (format); /* { dg-warning "'format' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}
