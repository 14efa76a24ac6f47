/* file-dropped and fd-dropped (CWE-775): a stream or a file descriptor
   opened and its result never stored (cppcheck's leakReturnValNotUsed):
   nothing can ever close it.  Reported as a leak, not as an unchecked
   result; freopen gives back the stream it was given. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

void bad_stream_dropped (const char *n, int fd)
{
  fopen (n, "r"); /* { dg-warning "the stream this call opens is never stored, so it is never closed \\\[ctlcheck:file-dropped\\\]" } */
  (void) fdopen (fd, "r"); /* { dg-warning "the stream this call opens is never stored, so it is never closed \\\[ctlcheck:file-dropped\\\]" } */
  popen (n, "r"); /* { dg-warning "the stream this call opens is never stored, so it is never closed \\\[ctlcheck:file-dropped\\\]" } */
}

void bad_fd_dropped (const char *n, char *tmpl)
{
  open (n, O_RDONLY); /* { dg-warning "the file descriptor this call opens is never stored, so it is never closed \\\[ctlcheck:fd-dropped\\\]" } */
  (void) socket (AF_INET, SOCK_STREAM, 0); /* { dg-warning "the file descriptor this call opens is never stored, so it is never closed \\\[ctlcheck:fd-dropped\\\]" } */
  mkstemp (tmpl); /* { dg-warning "the file descriptor this call opens is never stored, so it is never closed \\\[ctlcheck:fd-dropped\\\]" } */
}

int good_stored (const char *n, FILE *f)
{
  FILE *g = fopen (n, "r"); /* { dg-bogus "file-dropped|unchecked-return" } */
  int fd = open (n, O_RDONLY); /* { dg-bogus "fd-dropped|unchecked-return" } */
  freopen (n, "r", f); /* { dg-bogus "file-dropped" } */
  if (g)
    fclose (g);
  return fd;
}

/* The mkstemp family opens a descriptor: fd-leak follows it. */
void bad_mkstemps_leak (char *tmpl)
{
  int fd = mkstemps (tmpl, 2);
  if (fd < 0)
    return;
  (void) write (fd, "x", 1);
} /* { dg-warning "file descriptor 'fd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" } */

void good_mkstemps_closed (char *tmpl)
{
  int fd = mkstemps (tmpl, 2); /* { dg-bogus "fd-leak" } */
  if (fd < 0)
    return;
  (void) write (fd, "x", 1);
  close (fd);
}

/* close (0); dup (tty); puts tty on descriptor 0, the lowest free one
   (less 590, lsystem.c:186): the idiom stores it there.  A dup with no
   close in the function is still dropped. */
void good_dup_renumbers (int tty)
{
  close (0);
  dup (tty); /* { dg-bogus "fd-dropped" } */
}

void bad_dup_dropped (int fd)
{
  dup (fd); /* { dg-warning "the file descriptor this call opens is never stored, so it is never closed \\\[ctlcheck:fd-dropped\\\]" } */
}

/* close (i); open ("/dev/null", O_RDWR); puts /dev/null on the standard
   stream just closed (rsync's become_daemon): open takes the lowest free
   descriptor too.  A socket dropped after a close stores nothing. */
void good_open_renumbers (void)
{
  for (int i = 0; i < 3; i++)
    {
      close (i);
      open ("/dev/null", O_RDWR); /* { dg-bogus "fd-dropped" } */
    }
}

void bad_socket_after_close (int fd)
{
  close (fd);
  socket (AF_INET, SOCK_STREAM, 0); /* { dg-warning "the file descriptor this call opens is never stored, so it is never closed \\\[ctlcheck:fd-dropped\\\]" } */
}
