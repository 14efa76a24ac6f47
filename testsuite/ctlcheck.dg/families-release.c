/* double-free and use-after-free release through the dealloc family: a
   library file loaded because the unit calls g_free (glib), a user's
   library file (rules/families/mylib.rules: my_pool_put, argument 2),
   a deallocator named by a malloc (DEALLOC, N) declaration, and a `*1`
   member (the address of the pointer).  Three bad and good cases. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-rules=@srcdir@/rules/families -fplugin-arg-ctlcheck-enable=double-free,use-after-free" } */
#include <stdio.h>
#include <stdlib.h>

/* GLib's declarations, as far as these tests need them (no attributes:
   the library file glib.rules knows them). */
void *g_malloc (unsigned long);
void g_free (void *);
void g_autoptr_cleanup_generic_gfree (void *);

/* A program's own pool (mylib.rules), and an allocator that says in its
   declaration which function releases what it gives. */
void *my_pool_get (void *pool);
void my_pool_put (void *pool, void *p);
void my_release (int how, void *p);
void *my_alloc (unsigned long) __attribute__ ((malloc (my_release, 2)));
int use (void *);

void bad_g_free_twice (void)
{
  char *p = g_malloc (8);
  g_free (p);
  g_free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
int bad_g_use_after (void)
{
  char *p = g_malloc (8);
  g_free (p);
  return p[0]; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}
void good_g_free_reset (int c)
{
  char *p = g_malloc (8);
  g_free (p);
  p = NULL;
  if (c)
    g_free (p); /* { dg-bogus "freed twice" } */
}

void bad_pool_put_twice (void *pool)
{
  char *p = my_pool_get (pool);
  my_pool_put (pool, p);
  my_pool_put (pool, p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
void good_pool_put_once (void *pool, int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = my_pool_get (pool);
      use (p);
      my_pool_put (pool, p); /* { dg-bogus "freed twice" } */
    }
}
int good_pool_position (void *pool)
{
  char *p = my_pool_get (pool);
  my_pool_put (p, pool); /* argument 2 is released: here the pool */
  return use (p); /* { dg-bogus "used after" } */
}

void bad_attribute_release_twice (int c)
{
  char *p = my_alloc (4);
  my_release (0, p);
  if (c)
    my_release (1, p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
int bad_attribute_use_after (void)
{
  char *p = my_alloc (4);
  my_release (0, p);
  return use (p); /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}
void good_attribute_release (void)
{
  char *p = my_alloc (4);
  use (p);
  my_release (0, p); /* { dg-bogus "freed twice" } */
}

void bad_release_by_address (void)
{
  char *p = g_malloc (4);
  g_free (p);
  g_autoptr_cleanup_generic_gfree (&p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

/* fclose is the file rules' business (double-fclose), and realloc is no
   release: when it fails, the block is still there. */
void good_fclose_twice_not_here (FILE *f)
{
  fclose (f);
  fclose (f); /* { dg-bogus "double-free" } */
}
char *good_realloc_failed (char *p, size_t n)
{
  char *q = realloc (p, n);
  if (!q)
    {
      free (p); /* { dg-bogus "freed twice" } */
      return NULL;
    }
  return q;
}
/* reallocarray is declared its own deallocator (glibc), but like realloc
   it leaves the block alone when it fails. */
void *my_grow (void *p, unsigned long n);
void *my_grow (void *p, unsigned long n) __attribute__ ((malloc (my_grow, 1)));
char *good_grow_failed (char *p, unsigned long n)
{
  char *q = my_grow (p, n);
  if (!q)
    {
      free (p); /* { dg-bogus "freed twice" } */
      return NULL;
    }
  return q;
}
