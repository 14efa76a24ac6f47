/* un-libranges.c: the results of library calls that fail with -1. */
#include "config.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

#include "ctlcheck/rules.h"
#include "ctlcheck/unit.h"

/*
 * open, socket, read, fork ... return -1 on failure and otherwise a
 * descriptor, a count or a process id; close, stat, mkdir ... return 0 or
 * -1.  Without that the store takes any value as possible, so `if (fd !=
 * AT_FDCWD) close (fd);` after `fd = openat (..)` seemed to leave open the
 * descriptor numbered AT_FDCWD (-100), and `if (stat (..) == 1)` seemed
 * to hold.  Only calls the lowering flags IR_EVF_LIBRARY (declared in a
 * system header) qualify: a program's own `read` says nothing.
 */

/* The largest value of a signed type of `bits` bits, in decimal, in fn's
   arena; NULL for widths the text cannot hold. */
static const char *signed_max(ir_function *fn, unsigned bits)
{
  if (bits < 2 || bits > 64)
    return NULL;
  char text[24];
  snprintf(text, sizeof text, "%" PRIu64, (UINT64_MAX >> (65 - bits)));
  return ir_strdup(fn, text);
}

uint32_t un_library_ranges(ir_function *fn, const rl_set *rules)
{
  uint32_t n = 0;
  for (uint32_t i = 0; i < fn->nevents; i++) {
    ir_event *e = &fn->events[i];
    if (e->kind != IR_EV_CALL || !(e->flags & IR_EVF_LIBRARY) ||
        e->result == IR_NONE || !e->callee ||
        ir_event_attr(e, "returns_range"))
      continue;
    const ir_var *r = &fn->vars[e->result];
    if (r->tclass != IR_TY_INTEGER || !r->is_signed)
      continue;
    const char *hi;
    if (rl_set_family_arg(rules, "zero-or-minus-one", e->callee))
      hi = "0";
    else if (rl_set_family_arg(rules, "minus-one-or-count", e->callee))
      hi = signed_max(fn, r->bits);
    else
      continue;
    if (!hi)
      continue;
    const char **args = ir_alloc(fn, 2 * sizeof *args);
    args[0] = ir_strdup(fn, "-1");
    args[1] = hi;
    ir_event_add_attr(fn, e, "returns_range", args, 2);
    n++;
  }
  return n;
}
