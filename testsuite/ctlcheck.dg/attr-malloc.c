/* Allocators declared malloc with the shipped memory rules: a plain
   malloc declaration (fresh memory, released by free) and malloc
   (DEALLOC, N) (released by DEALLOC's argument N) make memory-leak,
   null-deref (unless returns_nonnull says the result is never NULL) and
   double-free see them. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,null-deref,double-free,use-after-free" } */
typedef __SIZE_TYPE__ size_t;
void free (void *);
void my_release (int how, void *p);
void *my_alloc (size_t) __attribute__ ((malloc (my_release, 2)));
void *plain_alloc (size_t) __attribute__ ((malloc));
void *plain_alloc_nn (size_t) __attribute__ ((malloc, returns_nonnull));
int use (char *);

int bad_leak_plain (int c)
{
  char *p = plain_alloc (8);
  if (c)
    return -1; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  free (p);
  return 0;
}
int bad_leak_dealloc (int c)
{
  char *p = my_alloc (8);
  if (!p)
    return 0;
  if (c)
    return -1; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  my_release (0, p);
  return 0;
}
void bad_null_deref (void)
{
  char *p = plain_alloc (8);
  p[0] = 1; /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  free (p);
}
void bad_release_twice (void)
{
  char *p = my_alloc (8);
  my_release (0, p);
  my_release (1, p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
int bad_use_after_release (void)
{
  char *p = my_alloc (8);
  my_release (0, p);
  return use (p); /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}
void good_returns_nonnull (void)
{
  char *p = plain_alloc_nn (8);
  p[0] = 1; /* { dg-bogus "may be NULL" } */
  free (p);
}
int good_released (int c)
{
  char *p = my_alloc (8);
  if (!p)
    return 0;
  if (c)
    {
      my_release (0, p);
      return -1; /* { dg-bogus "leaks" } */
    }
  p[0] = 1; /* { dg-bogus "may be NULL" } */
  my_release (0, p);
  return 0;
}
void good_loop (int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = plain_alloc (8);
      if (!p)
        return;
      p[0] = 1;
      free (p); /* { dg-bogus "freed twice|leaks" } */
    }
}
