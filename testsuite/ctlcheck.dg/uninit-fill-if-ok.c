/* uninit (CWE-457): pipe, pipe2 and socketpair fill the array they are
   given only when they succeed, which their result alone says: with the
   result dropped, the descriptors read afterwards may be unset.  A
   result kept (tested, or only stored) counts as the array filled. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <sys/socket.h>
#include <unistd.h>

int bad_pipe_dropped (void)
{
  int ends[2];
  pipe (ends); /* { dg-warning "ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  return write (ends[1], "x", 1); /* { dg-warning "'ends' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int bad_socketpair_dropped (void)
{
  int sv[2];
  (void) socketpair (AF_UNIX, SOCK_STREAM, 0, sv);
  return close (sv[0]); /* { dg-warning "is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

int good_pipe_tested (void)
{
  int ends[2];
  if (pipe (ends) < 0)
    return -1;
  return write (ends[1], "x", 1); /* { dg-bogus "uninit" } */
}

int good_pipe_kept (void)
{
  int ends[2];
  int r = pipe (ends);
  close (ends[0]); /* { dg-bogus "uninit" } */
  return r;
}

int good_pipe_set_first (void)
{
  int ends[2] = { -1, -1 };
  pipe (ends); /* { dg-warning "unchecked-return" } */
  return close (ends[0]); /* { dg-bogus "uninit" } */
}
