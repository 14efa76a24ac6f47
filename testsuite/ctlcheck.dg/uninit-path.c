/* An uninit finding's path tells its story: where the variable is
   declared without a value (the whole object's declaration for an
   element), each branch that matters (one whose other way assigns the
   variable, or never gets to the use), and the use.  A test whose two
   ways both lead on alike is no event. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -fplugin-arg-ctlcheck-enable=uninit" } */
extern void log_msg (void);

int story (int c, int d)
{
  int x;
  if (c)
    x = 1;
  if (d) /* { dg-bogus "following" } */
    log_msg ();
  return x; /* { dg-warning "'x' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int early_return (const char *buf, int len)
{
  int end, term;
  if (buf[0] != 27)
    return -1;
  for (end = 1; end < len; end++)
    if (buf[end] == 7) {
      term = 1;
      break;
    }
  return end + term; /* { dg-warning "'term' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int element (int c)
{
  int a[4];
  a[0] = c;
  return a[2]; /* { dg-warning "'a\\\[2\\\]' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
/* { dg-message "\\(1\\) 'x' declared here without a value" "" { target *-*-* } 12 }
   { dg-message "\\(2\\) following the 'false' branch \\(when 'c == 0'\\)" "" { target *-*-* } 13 }
   { dg-message "\\(3\\) 'x' used here before it is assigned" "" { target *-*-* } 17 }
   { dg-message "\\(1\\) 'term' declared here without a value" "" { target *-*-* } 22 }
   { dg-message "\\(2\\) following the 'false' branch \\(when '\\*buf == 27'\\)" "" { target *-*-* } 23 }
   { dg-message "\\(3\\) following the 'false' branch \\(when 'end >= len'\\)" "" { target *-*-* } 25 }
   { dg-message "\\(4\\) 'term' used here before it is assigned" "" { target *-*-* } 30 }
   { dg-message "\\(1\\) 'a' declared here without a value" "" { target *-*-* } 35 }
   { dg-message "\\(2\\) 'a\\\[2\\\]' used here before it is assigned" "" { target *-*-* } 37 } */
