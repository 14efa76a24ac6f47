/* A library call given nothing of the program's (a system header's
   function called with scalars, const strings or a stream: close, sleep,
   fprintf (stderr, ..)) changes none of the program's variables or
   fields, so a flag tested before it has the same value after it (as
   the Clang analyzer assumes of calls into system headers).  A function
   of the program, a library call given a pointer it may write through,
   and a call that lets signal handlers run (pause) may change it. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct opts { int debug; int verbose; };
extern struct opts *cfg;
extern void reconfigure (void);
static int expanding;
static char *old_table;

void good_flag_across_library_calls (int fd)
{
  if (cfg->debug)
    close (fd);
  sleep (1);
  fprintf (stderr, "fd %d\n", fd);
  if (!cfg->debug)
    close (fd); /* { dg-bogus "closed twice" } */
}

void good_parameter_field (struct opts *o, int fd)
{
  if (o->verbose)
    close (fd);
  puts ("working");
  if (!o->verbose)
    close (fd); /* { dg-bogus "closed twice" } */
}

void good_static_flag (void)
{
  expanding = 0;
  free (old_table);
  fprintf (stderr, "table freed\n");
  if (expanding)
    old_table[0] = 1; /* { dg-bogus "used after it was freed" } */
}

extern void retry (void);

void good_errno_changes (int fd)
{
  if (errno == EINTR)
    return;
  close (fd);
  if (errno == EINTR)
    retry (); /* { dg-bogus "never executed" } */
}

void bad_program_call (int fd)
{
  if (cfg->debug)
    close (fd);
  reconfigure ();
  if (!cfg->debug)
    close (fd); /* { dg-warning "file descriptor 'fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
}

void bad_written_through (int fd)
{
  if (cfg->debug)
    close (fd);
  memset (cfg, 0, sizeof *cfg);
  if (!cfg->debug)
    close (fd); /* { dg-warning "file descriptor 'fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
}

void bad_signal_handler (int fd)
{
  if (cfg->debug)
    close (fd);
  pause ();
  if (!cfg->debug)
    close (fd); /* { dg-warning "file descriptor 'fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
}
