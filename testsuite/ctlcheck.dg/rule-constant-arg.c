/* The argument pattern `constant` matches an integer constant other
   than 0, an address made from a number too, never NULL. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-rules=@srcdir@/rules/user/fixed-address.rules" } */
#include <stddef.h>
#include <sys/mman.h>

void *bad_fixed (size_t n)
{
  void *p = mmap ((void *) 0x10000, n, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); /* { dg-warning "'p' is mapped at an address the program chose \\\[ctlcheck:mmap-fixed-address\\\]" } */
  return p;
}

void *good_anywhere (size_t n)
{
  void *p = mmap (NULL, n, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); /* { dg-bogus "mmap-fixed-address" } */
  return p;
}

void *good_zero (size_t n)
{
  void *p = mmap (0, n, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); /* { dg-bogus "mmap-fixed-address" } */
  return p;
}
