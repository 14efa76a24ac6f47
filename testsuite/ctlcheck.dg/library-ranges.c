/* A library call that reports failure with -1 returns nothing below it:
   a descriptor, a count or a process id (openat, read, fork: family
   minus-one-or-count), or 0 on success (stat, close: zero-or-minus-one).
   So `if (dirfd != AT_FDCWD) close (dirfd);` closes every descriptor
   openat gave (AT_FDCWD is -100: rsync's secure_relative_open), and a
   test of stat's result for 0 and then -1 leaves no third value.  A
   function of the program's own with the same shape says nothing, and
   0 is still a descriptor. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int
walk_beneath (const char *base, char *path, int flags)
{
  int dirfd = AT_FDCWD, retfd = -1;
  if (base[0] == '/')
    {
      dirfd = openat (AT_FDCWD, base, O_RDONLY | O_DIRECTORY);
      if (dirfd == -1)
        return -1;
    }
  for (char *part = strtok (path, "/"); part; part = strtok (NULL, "/"))
    {
      int next = openat (dirfd, part, O_RDONLY | O_DIRECTORY);
      if (next == -1)
        goto cleanup;
      if (dirfd != AT_FDCWD)
        close (dirfd);
      dirfd = next;
    }
  if ((flags & O_DIRECTORY) && dirfd != AT_FDCWD)
    {
      retfd = dirfd;
      dirfd = AT_FDCWD;
    }
cleanup:
  if (dirfd != AT_FDCWD)
    close (dirfd);
  return retfd; /* { dg-bogus "ctlcheck:fd-leak" } */
}

int
stat_kind (const char *name)
{
  struct stat st;
  int r = stat (name, &st), kind;
  if (r == 0)
    kind = 1;
  else if (r == -1)
    kind = 2;
  return kind; /* { dg-bogus "ctlcheck:uninit" } */
}

extern int stat_wrapper (const char *, struct stat *);

int
wrapper_kind (const char *name)
{
  struct stat st;
  int r = stat_wrapper (name, &st), kind;
  if (r == 0)
    kind = 1;
  else if (r == -1)
    kind = 2;
  return kind; /* { dg-warning "'kind' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

void
close_positive (const char *name)
{
  int fd = open (name, O_RDONLY);
  if (fd > 0)
    close (fd);
} /* { dg-warning "file descriptor 'fd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" } */
