/* uninit-memory: a block handed to a call at an offset is filled from
   there (a read loop that appends: read (fd, buf + got, size - got));
   reading it afterwards is no read of unset memory.  A read before any
   such call still is. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>
#include <unistd.h>

int good_read_at_offset (int fd, size_t size)
{
  unsigned char *buf = malloc (size);
  size_t got = 0;
  int sum = 0;
  if (!buf)
    return -1;
  while (got < size) {
    ssize_t n = read (fd, buf + got, size - got);
    if (n <= 0)
      break;
    got += (size_t) n;
  }
  for (size_t i = 0; i < got; i++)
    sum += buf[i]; /* { dg-bogus "read before anything is written" } */
  free (buf);
  return sum;
}

int bad_read_before_filling (int fd, size_t size)
{
  unsigned char *buf = malloc (size);
  int first;
  if (!buf)
    return -1;
  first = buf[0]; /* { dg-warning "the block 'buf' points to is read before anything is written to it \\\[ctlcheck:uninit-memory\\\]" } */
  if (read (fd, buf + 1, size - 1) < 0)
    first = -1;
  free (buf);
  return first;
}
