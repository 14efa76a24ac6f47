/* A function dereferences its parameter on every path only if the paths
   that end without returning (abort, a noreturn error function) do it
   too: libpng's png_longjmp tests png_ptr before using it and aborts
   otherwise, so png_error (png_ptr, ..) after `if (png_ptr != NULL ..)`
   is no NULL dereference.  One that dereferences first still is.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-deref-after-check" } */
#include <stdlib.h>

struct ctx { void (*handler) (struct ctx *, const char *); void (*jump) (int); int *env; };

static void jump_back (const struct ctx *c, int v) __attribute__ ((noreturn));
static void jump_back (const struct ctx *c, int v)
{
  if (c != NULL && c->jump != NULL && c->env != NULL)
    c->jump (v);
  abort ();
}

static void fail_hard (const struct ctx *c, int v) __attribute__ ((noreturn));
static void fail_hard (const struct ctx *c, int v)
{
  c->jump (v);
  abort ();
}

void good_error (struct ctx *c, const char *msg) __attribute__ ((noreturn));
void good_error (struct ctx *c, const char *msg)
{
  if (c != NULL && c->handler != NULL)
    c->handler (c, msg);
  jump_back (c, 1); /* { dg-bogus "null-deref-after-check" } */
}

void bad_error (struct ctx *c, const char *msg) __attribute__ ((noreturn));
void bad_error (struct ctx *c, const char *msg)
{
  if (c != NULL && c->handler != NULL)
    c->handler (c, msg);
  fail_hard (c, 1); /* { dg-warning "'c' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}
