/* Bug shapes of file descriptors (issue 20): closed twice (double-close),
   released with a FILE function or a stream with the wrong one
   (mismatched-close), overwritten while open (fd-leak).  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=separate-events -Wno-int-to-pointer-cast -fplugin-arg-ctlcheck-enable=double-close,mismatched-close,fd-leak" } */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>

int sink (int);

/* double-close */
void bad_close_twice (const char *n)
{
  int fd = open (n, O_RDONLY);
  if (fd < 0)
    return;
  close (fd); /* { dg-message "\\(1\\) first close of 'fd' here" } */
  close (fd); /* { dg-warning "file descriptor 'fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
  /* { dg-message "\\(2\\) 'fd' closed again here" "" { target *-*-* } 21 } */
}
void bad_close_loop (int fd, int n)
{
  for (int i = 0; i < n; i++)
    {
      sink (i);
      close (fd); /* { dg-warning "file descriptor 'fd' is closed twice \\\[ctlcheck:double-close\\\]" } */
      /* { dg-message "\\(1\\) first close of 'fd' here" "" { target *-*-* } 29 } */
      /* { dg-message "\\(2\\) 'fd' closed again here" "" { target *-*-* } 29 } */
    }
}
int bad_close_error_path (int s)
{
  if (sink (s) < 0)
    {
      close (s); /* { dg-message "\\(1\\) first close of 's' here" } */
      if (sink (0))
        return -1;
    }
  close (s); /* { dg-warning "file descriptor 's' is closed twice \\\[ctlcheck:double-close\\\]" } */
  /* { dg-message "\\(2\\) 's' closed again here" "" { target *-*-* } 42 } */
  return 0;
}
void good_close_reset (int fd)
{
  close (fd);
  fd = -1;
  if (fd >= 0)
    close (fd); /* { dg-bogus "double-close" } */
}
void good_close_loop (int *fds, int n)
{
  for (int i = 0; i < n; i++)
    close (fds[i]); /* { dg-bogus "double-close" } */
}
int good_close_accept (int srv, int n)
{
  for (int i = 0; i < n; i++)
    {
      int c = accept (srv, 0, 0);
      if (c < 0)
        return -1;
      sink (c);
      close (c); /* { dg-bogus "double-close" } */
    }
  return 0;
}

/* mismatched-close */
void bad_fclose_fd (const char *n)
{
  int fd = open (n, O_RDWR | O_CREAT, 0600); /* { dg-message "\\(1\\) 'fd' opened as a file descriptor here" } */
  if (fd != -1)
    fclose ((FILE *) fd); /* { dg-warning "'fd' is released with a function that does not match how it was opened \\\[ctlcheck:mismatched-close\\\]" } */
  /* { dg-message "\\(2\\) 'fd' released with fclose here" "" { target *-*-* } 76 } */
}
void bad_fclose_socket_loop (int n)
{
  for (int i = 0; i < n; i++)
    {
      int s = socket (AF_INET, SOCK_STREAM, 0); /* { dg-message "\\(1\\) 's' opened as a file descriptor here" } */
      if (s < 0)
        continue;
      sink (s);
      fclose ((FILE *) (intptr_t) s); /* { dg-warning "\\\[ctlcheck:mismatched-close\\\]" } */
      /* { dg-message "\\(2\\) 's' released with fclose here" "" { target *-*-* } 87 } */
    }
}
int bad_fclose_popen (const char *cmd, int c)
{
  FILE *p = popen (cmd, "r"); /* { dg-message "\\(1\\) 'p' opened with popen here" } */
  if (!p)
    return -1;
  if (c)
    return fclose (p); /* { dg-warning "'p' is released with a function that does not match how it was opened \\\[ctlcheck:mismatched-close\\\]" } */
  /* { dg-message "\\(2\\) 'p' released with fclose here" "" { target *-*-* } 97 } */
  return pclose (p);
}
void good_close_fd (const char *n)
{
  int fd = open (n, O_RDONLY);
  if (fd != -1)
    close (fd); /* { dg-bogus "mismatched-close" } */
}
int good_fdopen (const char *n)
{
  int fd = open (n, O_RDONLY);
  if (fd < 0)
    return -1;
  FILE *f = fdopen (fd, "r");
  if (!f)
    {
      close (fd); /* { dg-bogus "mismatched-close" } */
      return -1;
    }
  return fclose (f); /* { dg-bogus "mismatched-close" } */
}
void good_pclose_loop (const char **cmds, int n)
{
  for (int i = 0; i < n; i++)
    {
      FILE *p = popen (cmds[i], "r");
      if (p)
        pclose (p); /* { dg-bogus "mismatched-close" } */
    }
}

/* fd-leak: a descriptor overwritten while it is open */
void bad_reopen (const char *a, const char *b)
{
  int fd = open (a, O_RDONLY); /* { dg-message "\\(1\\) 'fd' opened here" } */
  fd = open (b, O_RDONLY); /* { dg-warning "file descriptor 'fd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" } */
  /* { dg-message "\\(2\\) 'fd' opened here" "" { target *-*-* } 134 } */
  if (fd >= 0)
    close (fd);
}
void bad_overwritten (const char *a)
{
  int fd = open (a, O_RDONLY); /* { dg-message "\\(1\\) 'fd' opened here" } */
  fd = -1; /* { dg-warning "\\\[ctlcheck:fd-leak\\\]" } */
  /* { dg-message "\\(2\\) 'fd' overwritten here: the descriptor is lost" "" { target *-*-* } 142 } */
  sink (fd);
}
void bad_accept_loop (int srv, int n)
{
  int c = -1;
  for (int i = 0; i < n; i++)
    c = accept (srv, 0, 0); /* { dg-warning "\\\[ctlcheck:fd-leak\\\]" } */
  /* { dg-message "\\(1\\) 'c' opened here" "" { target *-*-* } 150 } */
  /* { dg-message "\\(2\\) 'c' opened here" "" { target *-*-* } 150 } */
  if (c >= 0)
    close (c);
}
void good_reopen (const char *a, const char *b)
{
  int fd = open (a, O_RDONLY);
  if (fd >= 0)
    close (fd);
  fd = open (b, O_RDONLY); /* { dg-bogus "fd-leak" } */
  if (fd >= 0)
    close (fd);
}

/* A stream cast to an integer and closed as a descriptor (Juliet's
   CWE-404 shape), and a pointer turned into an integer for a call that
   keeps nothing of a stream. */
void bad_close_stream (const char *n)
{
  FILE *f = fopen (n, "w+"); /* { dg-message "\\(1\\) 'f' opened as a FILE stream here" } */
  if (f != NULL)
    close ((int) (intptr_t) f); /* { dg-warning "'f' is released with a function that does not match how it was opened \\\[ctlcheck:mismatched-close\\\]" } */
  /* { dg-message "\\(2\\) 'f' released with close here" "" { target *-*-* } 173 } */
}
extern void show_address (uintptr_t);
void good_stream_address (const char *n)
{
  FILE *f = fopen (n, "r");
  if (f == NULL)
    return;
  show_address ((uintptr_t) f); /* { dg-bogus "mismatched-close" } */
  fclose (f);
}
