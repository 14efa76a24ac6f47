/* The replay of a counterexample keeps the program's flags across a
   library call given nothing of the program's, as the product does
   (quiet-library-calls.c): a function over the product budget, checked
   on its CFG, has its path refuted where the flag decides it (dnsmasq's
   create_helper: `if (!option_bool (OPT_DEBUG) && pipe (pipeout) == -1)`
   then fork and sleep, then `if (!option_bool (OPT_DEBUG)) close
   (pipeout[0])`), and keeps it where a call of the program comes
   between. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-max-states=4" } */
#include <stdio.h>
#include <unistd.h>

struct opts { int debug; };
extern struct opts *cfg;
extern void reconfigure (void);

void good_over_budget (int fd)
{
  if (cfg->debug)
    close (fd);
  sleep (1);
  fprintf (stderr, "fd %d\n", fd);
  if (!cfg->debug)
    close (fd); /* { dg-bogus "closed twice" } */
}

void bad_over_budget (int fd)
{
  if (cfg->debug)
    close (fd);
  reconfigure ();
  if (!cfg->debug)
    close (fd); /* { dg-warning "file descriptor 'fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
}
