/* gp-guard.h: containing crashes of the checker so GCC itself goes on. */
#ifndef CTLCHECK_GP_GUARD_H
#define CTLCHECK_GP_GUARD_H

#include <csetjmp>
#include <csignal>

extern sigjmp_buf gp_guard_env;
extern volatile sig_atomic_t gp_guard_active;
void gp_guard_handler (int sig);

/* Run FN with SIGSEGV/SIGBUS/SIGFPE turned into one note about ctlcheck
   itself (WHAT NAME, e.g. "checking" "f"): a bug in the checker must never
   take the compiler down.  Returns false when FN was cut short.  Not
   reentrant. */
template <typename F>
bool
gp_guarded (const char *what, const char *name, F fn)
{
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE};
  struct sigaction sa, old[3];
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = gp_guard_handler;
  sigemptyset (&sa.sa_mask);
  for (int i = 0; i < 3; i++)
    sigaction (sigs[i], &sa, &old[i]);
  int sig = sigsetjmp (gp_guard_env, 1);
  if (sig == 0)
    {
      gp_guard_active = 1;
      fn ();
    }
  gp_guard_active = 0;
  for (int i = 0; i < 3; i++)
    sigaction (sigs[i], &old[i], nullptr);
  if (sig != 0)
    inform (UNKNOWN_LOCATION, "ctlcheck: internal error (signal %d) while "
            "%s %qs; it was skipped, compilation goes on; please report this",
            sig, what, name);
  return sig == 0;
}

#endif /* CTLCHECK_GP_GUARD_H */
