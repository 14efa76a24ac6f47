/* A count that is the constant 0: a call of the zero-count family reads
   nothing through its pointers then, so the address of a variable that
   holds no value yet, lent to a pointer to const, is no use of it.  The
   idiom that drops every supplementary group passes a dummy that is
   never read (issue 13: a daemon's privilege drop).  A count the path
   does not know, or knows is not 0, still reads the variable. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <grp.h>
#include <unistd.h>

int good_drop_groups (gid_t gid)
{
  gid_t unused;
  if (setgroups (0, &unused) != 0) /* { dg-bogus "uninit" } */
    return -1;
  return setgid (gid);
}

int bad_some_groups (gid_t gid, size_t n)
{
  gid_t one;
  if (setgroups (n, &one) != 0) /* { dg-warning "'one' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    return -1;
  return setgid (gid);
}

int bad_one_group (gid_t gid)
{
  gid_t one;
  if (setgroups (1, &one) != 0) /* { dg-warning "'one' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
    return -1;
  return setgid (gid);
}
