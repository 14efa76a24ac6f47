/* gp-guard.h: containing crashes of the checker so GCC itself goes on. */
#ifndef CTLCHECK_GP_GUARD_H
#define CTLCHECK_GP_GUARD_H

#include <csetjmp>
#include <csignal>

extern sigjmp_buf gp_guard_env;
extern volatile sig_atomic_t gp_guard_active;
void gp_guard_handler (int sig);
/* Make gp_guard_handler the handler of SIGSEGV, SIGBUS and SIGFPE, once:
   outside a guarded call it passes the signal on to the handler that was
   there before (GCC's crash report), so GCC's own crashes read as they
   did.  Installing it around every call cost seven system calls each
   (1.2-1.5 us here), a few hundred calls a unit. */
void gp_guard_install ();

/* Run FN with SIGSEGV/SIGBUS/SIGFPE turned into one note about ctlcheck
   itself (WHAT NAME, e.g. "checking" "f"): a bug in the checker must never
   take the compiler down.  Returns false when FN was cut short.  Not
   reentrant. */
template <typename F>
bool
gp_guarded (const char *what, const char *name, F fn)
{
  gp_guard_install ();
  /* No mask saved (that is a system call): the handler unblocks the one
     signal it took before it jumps back. */
  int sig = sigsetjmp (gp_guard_env, 0);
  if (sig == 0)
    {
      gp_guard_active = 1;
      fn ();
    }
  gp_guard_active = 0;
  if (sig != 0)
    inform (UNKNOWN_LOCATION, "ctlcheck: internal error (signal %d) while "
            "%s %qs; it was skipped, compilation goes on; please report this",
            sig, what, name);
  return sig == 0;
}

#endif /* CTLCHECK_GP_GUARD_H */
