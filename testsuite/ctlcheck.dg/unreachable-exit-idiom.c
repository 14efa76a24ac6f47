/* After a call that never returns, `rc = -1; goto out;` is the way out
   the code keeps for compilers that do not know the call ends the path,
   as `return -1;` there is: unreachable-code leaves it alone.  Anything
   more (a call, work) after such a call is reported, and so is the same
   idiom after a return. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unreachable-code" } */

extern void fatal (const char *) __attribute__ ((noreturn));
extern int init (void);
extern void unlock (void);

int good_exit_idiom (void)
{
  int res = 0;
  if (init () < 0) {
    fatal ("cannot init");
    res = -1; /* { dg-bogus "unreachable-code" } */
    goto done;
  }
  res = 1;
done:
  unlock ();
  return res;
}

int good_return_after (void)
{
  if (init () < 0) {
    fatal ("cannot init");
    return -1; /* { dg-bogus "unreachable-code" } */
  }
  return 0;
}

int bad_work_after (void)
{
  int res = 0;
  if (init () < 0) {
    fatal ("cannot init");
    unlock (); /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
    res = -1;
    goto done;
  }
  res = 1;
done:
  return res;
}

int bad_after_return (int x)
{
  int res = x;
  if (x) {
    return 3;
    res = -1; /* { dg-warning "never executed \\\[ctlcheck:unreachable-code\\\]" } */
    goto done;
  }
  res = 1;
done:
  return res;
}
