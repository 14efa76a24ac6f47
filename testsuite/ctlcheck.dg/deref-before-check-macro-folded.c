/* A macro's own NULL test, `#define INTEREST(n) (NULL != (n) ? (n)->ev :
   0)`, used inside a larger condition: the C front end folds `!(INTEREST
   (fdn) & 1)` into `fdn == 0 || (fdn->ev & 1) == 0` at parse time, so the
   macro's `?:` is gone before the plugin sees the tree; the test, still
   located in the macro's body, beside a dereference in the macro's body,
   is the macro's defensive test, not one this code makes (lighttpd
   1.4.69's http_response_read, http-header-glue.c:1279).  A test the
   source writes itself stays a check, also beside a macro that
   dereferences, and so does a macro that only compares. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stddef.h>

typedef struct fdnode { int fd; int ev; } fdnode;
#define INTEREST(n) (NULL != (n) ? (n)->ev : 0)
#define EVENTS(n) ((n)->ev)
#define IS_NULL(n) ((n) == NULL)
extern int g (int);

int good_folded (fdnode *const fdn)
{
  const int fd = fdn->fd;
  if (!(INTEREST (fdn) & 1)) /* { dg-bogus "deref-before-check" } */
    return g (fd);
  return 0;
}

int bad_own_test (fdnode *fdn)
{
  const int fd = fdn->fd;
  if (fdn && (EVENTS (fdn) & 1)) /* { dg-warning "'fdn' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return g (fd);
  return 0;
}

int bad_macro_compares (fdnode *fdn)
{
  const int fd = fdn->fd;
  if (IS_NULL (fdn) || fdn->ev == 0) /* { dg-warning "'fdn' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return g (fd);
  return 0;
}
