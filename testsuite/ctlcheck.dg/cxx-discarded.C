// g++ wraps every expression statement in a conversion to void of its
// own: only the source's cast, `(void) f ()` or `static_cast<void>`,
// drops a result on purpose.  An ignored result that reports failure, or
// an allocation never stored, is a finding in C++ as in C.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" }
#include <stdlib.h>
#include <unistd.h>

void bad_ignored (int fd, const char *buf)
{
  write (fd, buf, 4); // { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" }
}

void bad_dropped (void)
{
  malloc (16); // { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" }
}

void good_cast (int fd, const char *buf)
{
  (void) write (fd, buf, 4); // { dg-bogus "ctlcheck" }
  static_cast<void> (write (fd, buf, 4)); // { dg-bogus "ctlcheck" }
}
