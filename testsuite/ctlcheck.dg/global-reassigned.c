/* A function of the unit that assigns a global on every path that
   returns (mawk 1.3.4's scan.c: scan_open () sets program_fd to 0 or to
   open (..)) gives it a new value at each call: close (program_fd) in a
   loop that calls it after the close is no double close, nor is a free
   of a global the call allocates again.  A function that assigns it on
   some paths only does not. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

static int program_fd;
static const char *name;
static char *buffer;
extern const char *next_name (void);
extern void fail (const char *);

static void scan_open (void)
{
  if (name[0] == '-' && name[1] == 0)
    program_fd = 0;
  else if ((program_fd = open (name, O_RDONLY)) == -1)
    fail (name);
}

static void maybe_open (void)
{
  if (name[0] != '-')
    program_fd = open (name, O_RDONLY);
}

static void refill (void)
{
  buffer = malloc (64);
}

void good_next_file (void)
{
  while ((name = next_name ()))
    {
      if (program_fd > 0)
        close (program_fd); /* { dg-bogus "double-close" } */
      scan_open ();
    }
}

void good_refill (int n)
{
  for (int i = 0; i < n; i++)
    {
      free (buffer); /* { dg-bogus "double-free" } */
      refill ();
    }
}

void bad_maybe (void)
{
  while ((name = next_name ()))
    {
      if (program_fd > 0)
        close (program_fd); /* { dg-warning "file descriptor 'program_fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
      maybe_open ();
    }
}
