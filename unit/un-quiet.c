/* un-quiet.c: library calls that let the program's handlers run are not quiet. */
#include "config.h"

#include <stdint.h>

#include "ctlcheck/rules.h"
#include "ctlcheck/unit.h"

/*
 * The lowering flags IR_EVF_QUIET a call of a system header's function
 * that it gives nothing of the program's (doc/ir.md): the product's store
 * keeps the program's variables across it.  Some such calls exist to let
 * the program's own code run: `while (!got_signal) pause ();` waits for a
 * handler to set the flag, `raise (SIGUSR1)` runs one, `gtk_main ()`
 * runs the callbacks a program registered.  The family `runs-handlers`
 * lists them; their calls lose the flag here.
 */

uint32_t un_quiet_mark(ir_function *fn, const rl_set *rules)
{
  uint32_t cleared = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    ir_event *e = &fn->events[i];
    if (e->kind == IR_EV_CALL && (e->flags & IR_EVF_QUIET) &&
        rl_set_family_arg(rules, "runs-handlers", e->callee)) {
      e->flags &= ~(uint32_t)IR_EVF_QUIET;
      cleared++;
    }
  }
  return cleared;
}
