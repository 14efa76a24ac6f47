/* fd-leak, use-after-fclose, double-fclose. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=fd-leak,use-after-fclose,double-fclose" } */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

/* fd-leak */
int bad_fd_error_path (const char *n)
{
  char b[4];
  int fd = open (n, O_RDONLY);
  if (fd < 0)
    return -1;
  if (read (fd, b, 4) != 4)
    return -1; /* { dg-warning "file descriptor 'fd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" } */
  close (fd);
  return 0;
}
void bad_fd_loop (const char *n, int k)
{
  for (int i = 0; i < k; i++)
    {
      int fd = open (n, O_RDONLY); /* { dg-warning "\\\[ctlcheck:fd-leak\\\]" } */
      if (fd == -1)
        continue;
    } /* the next iteration's open finds the old descriptor still open */
}
int bad_fd_reassigned (const char *n)
{
  int fd = open (n, O_RDONLY);
  fd = open (n, O_WRONLY); /* { dg-warning "\\\[ctlcheck:fd-leak\\\]" } */
  if (fd >= 0)
    close (fd);
  return 0;
}
int good_fd (const char *n)
{
  char b[4];
  int fd = open (n, O_RDONLY);
  if (fd < 0)
    return -1;
  if (read (fd, b, 4) != 4)
    {
      close (fd);
      return -1;
    }
  close (fd);
  return 0; /* { dg-bogus "fd-leak" } */
}
int good_fd_returned (const char *n)
{
  int fd = open (n, O_RDONLY);
  return fd; /* { dg-bogus "fd-leak" } */
}
void good_fd_loop (const char *n, int k)
{
  for (int i = 0; i < k; i++)
    {
      int fd = open (n, O_RDONLY);
      if (fd >= 0)
        close (fd);
    } /* { dg-bogus "fd-leak" } */
}

/* use-after-fclose */
void bad_use_after_close (FILE *f)
{
  fclose (f);
  fputs ("done", f); /* { dg-warning "'f' is used after it was closed \\\[ctlcheck:use-after-fclose\\\]" } */
}
void bad_use_after_close_loop (FILE *f, int k)
{
  for (int i = 0; i < k; i++)
    fputc ('x', f);
  fclose (f);
  fputc ('y', f); /* { dg-warning "\\\[ctlcheck:use-after-fclose\\\]" } */
}
int bad_use_after_close_early (FILE *f, int c)
{
  if (c)
    fclose (f);
  return fflush (f); /* { dg-warning "\\\[ctlcheck:use-after-fclose\\\]" } */
}
void good_use_then_close (FILE *f)
{
  fputs ("done", f);
  fclose (f); /* { dg-bogus "use-after-fclose" } */
}
void good_reopened (FILE *f, const char *n)
{
  fclose (f);
  f = fopen (n, "r");
  if (f)
    fputs ("x", f); /* { dg-bogus "use-after-fclose" } */
}
int good_close_early (FILE *f, int c)
{
  if (c)
    return fclose (f);
  return fflush (f); /* { dg-bogus "use-after-fclose" } */
}

/* double-fclose */
void bad_double_close (FILE *f)
{
  fclose (f);
  fclose (f); /* { dg-warning "'f' is closed twice \\\[ctlcheck:double-fclose\\\]" } */
}
void bad_double_close_loop (FILE *f, int k)
{
  for (int i = 0; i < k; i++)
    fclose (f); /* { dg-warning "\\\[ctlcheck:double-fclose\\\]" } */
}
int bad_double_close_branch (FILE *f, int c)
{
  if (c)
    fclose (f);
  fclose (f); /* { dg-warning "\\\[ctlcheck:double-fclose\\\]" } */
  return 0;
}
void good_close_once (FILE *f)
{
  fclose (f); /* { dg-bogus "double-fclose" } */
}
int good_close_branches (FILE *f, int c)
{
  if (c)
    {
      fclose (f);
      return 1;
    }
  fclose (f); /* { dg-bogus "double-fclose" } */
  return 0;
}
void good_close_loop (const char *n, int k)
{
  for (int i = 0; i < k; i++)
    {
      FILE *f = fopen (n, "r");
      if (f)
        fclose (f); /* { dg-bogus "double-fclose" } */
    }
}
