/* gp-guard.cc: the signal handler behind gp_guarded. */
#include "gcc-compat.h"

#include "gp-guard.h"

sigjmp_buf gp_guard_env;
volatile sig_atomic_t gp_guard_active;

namespace {

const int guard_sigs[] = {SIGSEGV, SIGBUS, SIGFPE};
struct sigaction guard_old[3]; /* what handled them before */
bool guard_installed;

} // anon namespace

void
gp_guard_install ()
{
  if (guard_installed)
    return;
  guard_installed = true;
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = gp_guard_handler;
  sigemptyset (&sa.sa_mask);
  for (int i = 0; i < 3; i++)
    sigaction (guard_sigs[i], &sa, &guard_old[i]);
}

/* Jump back into gp_guarded; outside one, give the signal to the handler
   there was before (restored, it takes the signal raised here as soon as
   this handler returns). */
void
gp_guard_handler (int sig)
{
  if (gp_guard_active)
    {
      gp_guard_active = 0;
      sigset_t set;
      sigemptyset (&set);
      sigaddset (&set, sig);
      sigprocmask (SIG_UNBLOCK, &set, nullptr);
      siglongjmp (gp_guard_env, sig);
    }
  for (int i = 0; i < 3; i++)
    if (guard_sigs[i] == sig)
      sigaction (sig, &guard_old[i], nullptr);
  raise (sig);
}
