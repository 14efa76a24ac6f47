/* Allocations into *N whose result says whether they allocated
   (alloc-out-zero, alloc-out-negative, alloc-out-false): the block they
   leave in p leaks like malloc's, and the branch that finds the call
   failed holds none (ctlcheck:alloc-failed, un_failed_mark).  A result
   tested in a way no branch is known to mean failure tracks no block. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stddef.h>

struct addrinfo { int ai_family; struct addrinfo *ai_next; };
int getaddrinfo (const char *, const char *, const struct addrinfo *,
                 struct addrinfo **);
void freeaddrinfo (struct addrinfo *);
int asprintf (char **, const char *, ...);
int posix_memalign (void **, size_t, size_t);
int g_file_get_contents (const char *, char **, unsigned long *, void **);
void g_free (void *);
void free (void *);
void *malloc (size_t);
int puts (const char *);
void *memset (void *, int, size_t);

int bad_asprintf_dropped_result (int x)
{
  char *p;
  asprintf (&p, "%d", x);
  puts (p);
  return 0; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int bad_asprintf_checked (int x)
{
  char *p;
  if (asprintf (&p, "%d", x) < 0)
    return -1; /* { dg-bogus "leaks" } */
  puts (p);
  return 0; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_asprintf_freed (int x)
{
  char *p;
  if (asprintf (&p, "%d", x) == -1)
    return -1; /* { dg-bogus "leaks" } */
  puts (p);
  free (p);
  return 0; /* { dg-bogus "leaks" } */
}

int good_asprintf_odd_test (int x)
{
  char *p;
  int r = asprintf (&p, "%d", x);
  if (r == 5)
    return -1; /* { dg-bogus "leaks" } */
  puts (p);
  free (p);
  return 0;
}

int bad_getaddrinfo (const char *host)
{
  struct addrinfo *res;
  if (getaddrinfo (host, "80", NULL, &res) != 0)
    return -1; /* { dg-bogus "leaks" } */
  return res->ai_family; /* { dg-warning "memory allocated to 'res' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_getaddrinfo (const char *host)
{
  struct addrinfo *res;
  int rc = getaddrinfo (host, "80", NULL, &res);
  if (rc)
    return -1; /* { dg-bogus "leaks" } */
  int family = res->ai_family;
  freeaddrinfo (res);
  return family;
}

int bad_posix_memalign (size_t n)
{
  void *p;
  if (posix_memalign (&p, 64, n))
    return -1; /* { dg-bogus "leaks" } */
  memset (p, 0, n);
  return 0; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int bad_file_contents (const char *path)
{
  char *text;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1; /* { dg-bogus "leaks" } */
  return puts (text); /* { dg-warning "memory allocated to 'text' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_file_contents (const char *path)
{
  char *text;
  if (!g_file_get_contents (path, &text, NULL, NULL))
    return -1; /* { dg-bogus "leaks" } */
  int rc = puts (text);
  g_free (text);
  return rc;
}

int bad_asprintf_overwrites (int x)
{
  char *p = malloc (8);
  if (!p)
    return -1;
  if (asprintf (&p, "%d", x) < 0) /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
    return -1;
  puts (p);
  free (p);
  return 0;
}
