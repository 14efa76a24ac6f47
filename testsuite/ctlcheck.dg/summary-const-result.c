/* A function of the unit that always returns one constant gives that
   value to the variable its result is assigned to: `ret = fail ();` on
   every error path, then `if (ret)` at a shared cleanup label, decides
   that the success path's variables were set.  The value must survive
   the assignment itself, which follows the call. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

extern int report (const char *, ...);
extern int try_open (const char *);
extern long file_size (int);

static inline int fail (void) { return -1; }

int good_status_at_cleanup (const char *name, long *size_p)
{
  int ret = 0;
  long size;
  int fd = try_open (name);
  if (fd < 0) {
    ret = -1;
    goto cleanup;
  }
  if (fd > 100) {
    ret = fail ();
    goto cleanup;
  }
  if (fd == 3) {
    ret = (report ("odd %s", name), fail ());
    goto cleanup;
  }
  size = file_size (fd);
cleanup:
  if (!ret)
    *size_p = size; /* { dg-bogus "used before it is assigned" } */
  return ret;
}

/* The callee can return 0: the value is not known, the read is reported. */
static int maybe_fail (int fd) { return fd > 100 ? -1 : 0; }

int bad_status_may_be_zero (const char *name, long *size_p)
{
  int ret = 0;
  long size;
  int fd = try_open (name);
  if (fd > 10) {
    ret = maybe_fail (fd);
    goto cleanup;
  }
  size = file_size (fd);
cleanup:
  if (!ret)
    *size_p = size; /* { dg-warning "'size' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
  return ret;
}
