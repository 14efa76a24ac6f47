/* deref-before-check, null-deref-after-check, return-stack-address. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=deref-before-check,null-deref-after-check,return-stack-address" } */
#include <stddef.h>

struct node { struct node *next; int len; };
int sink (int);

/* deref-before-check */
int bad_check_late (struct node *p)
{
  int n = p->len;
  if (!p) /* { dg-warning "'p' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return -1;
  return n;
}
int bad_check_late_loop (struct node *p, int k)
{
  int n = 0;
  for (int i = 0; i < k; i++)
    n += p->len;
  if (p == NULL) /* { dg-warning "\\\[ctlcheck:deref-before-check\\\]" } */
    return -1;
  return n;
}
int bad_check_late_early (struct node *p, int c)
{
  p->len = 0;
  if (c)
    return 0;
  return p ? 1 : 2; /* { dg-warning "\\\[ctlcheck:deref-before-check\\\]" } */
}
int good_check_first (struct node *p)
{
  if (!p) /* { dg-bogus "deref-before-check" } */
    return -1;
  return p->len;
}
int good_walk (struct node *p)
{
  int n = 0;
  while (p) /* { dg-bogus "deref-before-check" } */
    {
      n += p->len;
      p = p->next;
    }
  return n;
}
int good_reassigned (struct node *p, struct node *q)
{
  int n = p->len;
  p = q;
  if (!p) /* { dg-bogus "deref-before-check" } */
    return n;
  return p->len;
}

/* null-deref-after-check */
int bad_null_branch (struct node *p)
{
  if (p == NULL)
    return p->len; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}
int bad_null_loop (struct node *p, int k)
{
  if (!p)
    for (int i = 0; i < k; i++)
      sink (p->len); /* { dg-warning "\\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}
int bad_null_or (struct node *p)
{
  if (!p || p->len == 0)
    {
      sink (0);
      return p->len; /* { dg-warning "\\\[ctlcheck:null-deref-after-check\\\]" } */
    }
  return 1;
}
int good_null_branch (struct node *p)
{
  if (p == NULL)
    return -1;
  return p->len; /* { dg-bogus "null-deref-after-check" } */
}
int good_null_fixed (struct node *p, struct node *dflt)
{
  if (!p)
    p = dflt;
  return p->len; /* { dg-bogus "null-deref-after-check" } */
}
int good_null_loop (struct node *p)
{
  int n = 0;
  for (; p != NULL; p = p->next)
    n += p->len; /* { dg-bogus "null-deref-after-check" } */
  return n;
}

/* return-stack-address */
int *bad_return_local (void)
{
  int n = 0;
  int *p = &n;
  return p; /* { dg-warning "function returns the address of local variable 'n' \\\[ctlcheck:return-stack-address\\\]" } */
}
char *bad_return_array (int c)
{
  char buf[16];
  char *p = buf;
  if (c)
    return 0;
  return p; /* { dg-warning "local variable 'buf' \\\[ctlcheck:return-stack-address\\\]" } */
}
int *bad_return_loop (int k)
{
  int v[4];
  int *p = v;
  for (int i = 0; i < k && i < 4; i++)
    v[i] = i;
  return p; /* { dg-warning "\\\[ctlcheck:return-stack-address\\\]" } */
}
static int keep;
int *good_return_static (void)
{
  int *p = &keep;
  return p; /* { dg-bogus "return-stack-address" } */
}
int *good_return_param (int *out)
{
  int n = 1;
  *out = n;
  return out; /* { dg-bogus "return-stack-address" } */
}
int *good_return_reset (int c)
{
  int n = 0;
  int *p = &n;
  sink (*p);
  p = &keep;
  if (c)
    return 0;
  return p; /* { dg-bogus "return-stack-address" } */
}
