/* A global (or a place reached through a pointer) that a call on its
   NULL branch may initialise (bc 1.07.1's flex scanner: `if
   (!YY_CURRENT_BUFFER) { yyensure_buffer_stack (); YY_CURRENT_BUFFER_LVALUE
   = ..; }`): the call may give it a new value, so the dereference after
   it is not one of NULL.  A local no call can assign is still NULL
   there. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stddef.h>

struct table { int n; };
extern struct table *table;
extern void init_table (void);
extern void log_msg (const char *);

void good_lazy_global (int n)
{
  if (table == NULL)
    init_table ();
  table->n = n; /* { dg-bogus "null-deref-after-check" } */
}

void good_lazy_field (struct table **slot, int n)
{
  if (*slot == NULL)
    init_table ();
  (*slot)->n = n; /* { dg-bogus "null-deref-after-check" } */
}

void bad_local (struct table *t, int n)
{
  if (t == NULL)
    log_msg ("no table");
  t->n = n; /* { dg-warning "'t' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}
