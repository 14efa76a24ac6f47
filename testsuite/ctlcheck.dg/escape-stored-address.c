/* Storing &x through a pointer (`owner->state = &x;`) hands x's address
   out but writes nothing of x: a flag of x set just before is still known
   at the next test, until a call or a store through a pointer may reach
   it (ethtool netlink/cable_test.c:240, :512).  */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <string.h>

struct wait_state { int done; int code; };
struct owner { struct wait_state *state; int fd; };

extern int poll_once (struct owner *o);
extern void notify (struct owner *o);

/* The loop runs at least once: done is 0 when it is first tested.  */
int good_flag_before_handing_out (struct owner *o)
{
  struct wait_state st;
  int err;
  st.done = 0;
  o->state = &st;
  while (!st.done) {
    err = poll_once (o);
    if (err)
      return err;
  }
  return err; /* { dg-bogus "used before it is assigned" } */
}

/* The same with the address handed out first.  */
int good_address_then_flag (struct owner *o)
{
  struct wait_state st;
  int err;
  o->state = &st;
  st.done = 0;
  while (!st.done) {
    err = poll_once (o);
    if (err)
      return err;
  }
  return err; /* { dg-bogus "used before it is assigned" } */
}

/* notify () is given o, which holds &st: it may set done first.  */
int bad_call_after_handing_out (struct owner *o)
{
  struct wait_state st;
  int err;
  st.done = 0;
  o->state = &st;
  notify (o);
  while (!st.done) {
    err = poll_once (o);
    if (err)
      return err;
  }
  return err; /* { dg-warning "'err' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* A store through the pointer the address went into writes st.  */
int bad_store_through_copy (struct owner *o, int k)
{
  struct wait_state st;
  int err;
  st.done = 0;
  o->state = &st;
  o->state->done = k;
  while (!st.done) {
    err = poll_once (o);
    if (err)
      return err;
  }
  return err; /* { dg-warning "'err' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* memcpy into st, which GCC folds into a store through &st, writes
   done.  */
int bad_folded_copy_in (struct owner *o, const struct wait_state *from)
{
  struct wait_state st;
  int err;
  st.done = 0;
  memcpy (&st, from, sizeof st);
  while (!st.done) {
    err = poll_once (o);
    if (err)
      return err;
  }
  return err; /* { dg-warning "'err' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
