/* curl.rules and python.rules, loaded because the unit calls their
   functions: libcurl's handles and strings leak like malloc's blocks
   and are released by their own cleanup functions (its strings by
   curl_free or free); PyMem_Malloc's
   memory goes to PyMem_Free, not free; PyMem_Realloc and g_try_realloc
   (glib.rules) fail as realloc does; the byte count of curl_easy_recv,
   the object of Py_INCREF and the location of g_once_init_leave must not
   be NULL; a GError is released by g_error_free. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result" } */
#include <stddef.h>
#include <stdlib.h>

typedef void CURL;
CURL *curl_easy_init (void);
void curl_easy_cleanup (CURL *);
int curl_easy_perform (CURL *);
int curl_easy_recv (CURL *, void *, size_t, size_t *);
char *curl_easy_escape (CURL *, const char *, int);
void curl_free (void *);
const char *curl_easy_strerror (int);
int puts (const char *);

void *PyMem_Malloc (size_t);
void *PyMem_Realloc (void *, size_t);
void PyMem_Free (void *);
typedef struct { long ob_refcnt; } PyObject;
void Py_IncRef (PyObject *);

typedef struct { int domain, code; char *message; } GError;
GError *g_error_new_literal (unsigned, int, const char *);
void g_error_free (GError *);
void *g_try_malloc (size_t);
void *g_try_realloc (void *, size_t);
void g_free (void *);
void g_once_init_leave (volatile void *, unsigned long);

int bad_handle_leak (void)
{
  CURL *c = curl_easy_init ();
  if (!c)
    return -1;
  return curl_easy_perform (c); /* { dg-warning "memory allocated to 'c' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_handle_cleanup (void)
{
  CURL *c = curl_easy_init ();
  if (!c)
    return -1;
  int rc = curl_easy_perform (c);
  curl_easy_cleanup (c); /* { dg-bogus "leaks" } */
  return rc;
}

void bad_escape_leak (CURL *c, const char *s)
{
  char *e = curl_easy_escape (c, s, 0);
  if (e)
    puts (e);
} /* { dg-warning "memory allocated to 'e' leaks \\\[ctlcheck:memory-leak\\\]" } */

void bad_escape_g_free (CURL *c, const char *s)
{
  char *e = curl_easy_escape (c, s, 0);
  g_free (e); /* { dg-warning "'e' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}

void good_escape_free (CURL *c, const char *s)
{
  char *e = curl_easy_escape (c, s, 0);
  free (e); /* { dg-bogus "does not match" } */
}

void good_escape_curl_free (CURL *c, const char *s)
{
  char *e = curl_easy_escape (c, s, 0);
  if (e)
    puts (e);
  curl_free (e); /* { dg-bogus "leaks|does not match" } */
}

void bad_recv_no_count (CURL *c, char *buf)
{
  curl_easy_recv (c, buf, 10, NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

void good_recv_count (CURL *c, char *buf)
{
  size_t n;
  curl_easy_recv (c, buf, 10, &n); /* { dg-bogus "must not be NULL" } */
}

void bad_strerror_dropped (int rc)
{
  curl_easy_strerror (rc); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
}

void bad_pymem_free (void)
{
  char *p = PyMem_Malloc (10);
  free (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}

int bad_pymem_realloc (size_t n)
{
  char *p = PyMem_Malloc (10);
  if (!p)
    return -1;
  p = PyMem_Realloc (p, n); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  PyMem_Free (p);
  return 0;
}

int good_pymem_realloc (size_t n)
{
  char *p = PyMem_Malloc (10);
  if (!p)
    return -1;
  char *q = PyMem_Realloc (p, n); /* { dg-bogus "realloc-leak" } */
  if (!q) {
    PyMem_Free (p);
    return -1;
  }
  PyMem_Free (q); /* { dg-bogus "does not match" } */
  return 0;
}

void bad_incref_null (void)
{
  Py_IncRef (NULL); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}

void good_incref (PyObject *o)
{
  if (o)
    Py_IncRef (o); /* { dg-bogus "must not be NULL" } */
}

int bad_g_try_realloc (size_t n)
{
  char *p = g_try_malloc (10);
  if (!p)
    return -1;
  p = g_try_realloc (p, n); /* { dg-warning "'p' leaks if realloc fails: its result overwrites the only pointer to the block \\\[ctlcheck:realloc-leak\\\]" } */
  g_free (p);
  return 0;
}

int bad_gerror_leak (int code)
{
  GError *e = g_error_new_literal (1, code, "failed");
  return e->code; /* { dg-warning "memory allocated to 'e' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_gerror_free (int code)
{
  GError *e = g_error_new_literal (1, code, "failed");
  int c = e->code; /* { dg-bogus "may be NULL" } */
  g_error_free (e); /* { dg-bogus "leaks|does not match" } */
  return c;
}

void bad_once_leave_null (void)
{
  g_once_init_leave (NULL, 1); /* { dg-warning "NULL passed for an argument that must not be NULL \\\[ctlcheck:null-constant-argument\\\]" } */
}
