/* `close (fd); fd = -1;` (patch 2.7.6's patch.c:235) marks a descriptor
   closed, as `free (p); p = NULL;` does a pointer: not a dead store, even
   where the loop assigns fd again before any read.  -1 given to a
   variable the function never closes is still one. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <unistd.h>

extern int make_tempfile (void);
extern int more (void);
extern int compute (void);
extern void use (int);

void good_closed (void)
{
  int outfd = -1;
  while (more ())
    {
      if (outfd != -1)
        {
          close (outfd);
          outfd = -1; /* { dg-bogus "dead-store" } */
        }
      outfd = make_tempfile ();
      use (outfd);
    }
}

int bad_status (void)
{
  int rc;
  rc = -1; /* { dg-warning "value assigned to 'rc' is never used \\\[ctlcheck:dead-store\\\]" } */
  rc = compute ();
  return rc;
}
