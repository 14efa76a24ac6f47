/* unchecked-return: a result that reports failure is dropped. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result -fplugin-arg-ctlcheck-enable=unchecked-return" } */
#include <stdlib.h>
#include <unistd.h>

void bad_setuid (uid_t u)
{
  setuid (u); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  execl ("/bin/sh", "sh", (char *) 0);
}
void bad_chdir_loop (char **dirs, int n)
{
  for (int i = 0; i < n; i++)
    chdir (dirs[i]); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}
int bad_pipe_early (int c, int *fds)
{
  if (c)
    return 0;
  pipe (fds); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
  return 1;
}
void good_setuid (uid_t u)
{
  if (setuid (u) != 0) /* { dg-bogus "unchecked-return" } */
    abort ();
}
int good_chdir_loop (char **dirs, int n)
{
  for (int i = 0; i < n; i++)
    if (chdir (dirs[i]) < 0) /* { dg-bogus "unchecked-return" } */
      return -1;
  return 0;
}
int good_other (int fd)
{
  sleep (1); /* { dg-bogus "unchecked-return" } */
  return close (fd);
}
