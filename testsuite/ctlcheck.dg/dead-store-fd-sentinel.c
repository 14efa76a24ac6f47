/* `fd = -1;` before `fd = open (..)` is the descriptor's NULL: a
   defensive reset dead-store leaves alone (Juliet's CWE-775 and CWE-404
   cases start so), as it leaves `p = NULL;`.  -1 given to a variable that
   no open gives a descriptor is a store like any other.  The result of
   an open that nothing reads is still a dead store (as Clang and
   cppcheck report it), besides the leak.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=dead-store,fd-leak" } */
#include <fcntl.h>
#include <unistd.h>

extern int compute (void);

int good_descriptor_sentinel (void)
{
  int data;
  data = -1; /* { dg-bogus "dead-store" } */
  data = open ("out.txt", O_RDWR | O_CREAT, 0600);
  if (data != -1)
    close (data);
  return 0;
}

void bad_descriptor_never_read (void)
{
  int data;
  data = -1; /* { dg-bogus "dead-store" } */
  data = open ("out.txt", O_RDWR | O_CREAT, 0600); /* { dg-warning "value assigned to 'data' is never used \\\[ctlcheck:dead-store\\\]" } */
} /* { dg-warning "file descriptor 'data' is not closed on some path \\\[ctlcheck:fd-leak\\\]" } */

int bad_sentinel_overwritten (void)
{
  int n;
  n = -1; /* { dg-warning "value assigned to 'n' is never used \\\[ctlcheck:dead-store\\\]" } */
  n = compute ();
  return n;
}
