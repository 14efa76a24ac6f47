/* An out-parameter of a library call changes at that call only:
   getaddrinfo (.., &res) writes res and keeps no copy of &res, so the
   calls after it (socket, connect, close) cannot set res again, and
   `break` leaves the loop with res not NULL (it was dereferenced):
   `if (res == NULL) return -1;` leaks nothing (tinyproxy 1.11.1's
   opensock, sock.c:209).  A path that returns with the socket open
   still leaks. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <sys/types.h>
#include <sys/socket.h>
#include <netdb.h>
#include <unistd.h>

int good_opensock (const char *host, const char *port)
{
  struct addrinfo hints = {0}, *res, *ressave;
  int sockfd;
  hints.ai_socktype = SOCK_STREAM;
  if (getaddrinfo (host, port, &hints, &res) != 0)
    return -1;
  ressave = res;
  do {
    sockfd = socket (res->ai_family, res->ai_socktype, res->ai_protocol);
    if (sockfd < 0)
      continue;
    if (connect (sockfd, res->ai_addr, res->ai_addrlen) == 0)
      break;
    close (sockfd);
  } while ((res = res->ai_next) != NULL);
  freeaddrinfo (ressave);
  if (res == NULL)
    return -1; /* { dg-bogus "fd-leak" } */
  return sockfd;
}

int bad_opensock (const char *host, const char *port, int probe)
{
  struct addrinfo hints = {0}, *res;
  int sockfd;
  hints.ai_socktype = SOCK_STREAM;
  if (getaddrinfo (host, port, &hints, &res) != 0)
    return -1;
  sockfd = socket (res->ai_family, res->ai_socktype, res->ai_protocol);
  if (sockfd < 0)
    {
      freeaddrinfo (res);
      return -1;
    }
  freeaddrinfo (res);
  if (probe)
    return 0; /* { dg-warning "file descriptor 'sockfd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" } */
  return sockfd;
}
