/* gp-guard.cc: the signal handler behind gp_guarded. */
#include "gcc-compat.h"

#include "gp-guard.h"

sigjmp_buf gp_guard_env;
volatile sig_atomic_t gp_guard_active;

/* Jump back into gp_guarded, or die as before when no guard is active. */
void
gp_guard_handler (int sig)
{
  if (gp_guard_active)
    siglongjmp (gp_guard_env, sig);
  signal (sig, SIG_DFL);
  raise (sig);
}
