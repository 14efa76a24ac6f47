/* A user's library file (rules/families/mylib.rules) with the shipped
   memory rules: its allocators (a family, paired with my_pool_put by
   `pair @my-pool-get my_pool_put`) leak, and released by free they are a
   mismatched release. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-rules=@srcdir@/rules/families -fplugin-arg-ctlcheck-enable=memory-leak,mismatched-dealloc,double-free" } */
void free (void *);
void *my_pool_get (void *pool);
void *my_pool_dup (void *pool, const void *p);
void my_pool_put (void *pool, void *p);
int use (void *);

int bad_leak (void *pool, int c)
{
  char *p = my_pool_get (pool);
  if (c)
    return -1; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  my_pool_put (pool, p);
  return 0;
}
void bad_free (void *pool)
{
  char *p = my_pool_dup (pool, "x");
  free (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void bad_put_twice (void *pool)
{
  char *p = my_pool_get (pool);
  my_pool_put (pool, p);
  my_pool_put (pool, p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
int good_put (void *pool)
{
  char *p = my_pool_get (pool);
  if (use (p))
    {
      my_pool_put (pool, p); /* { dg-bogus "mismatched" } */
      return -1;
    }
  my_pool_put (pool, p);
  return 0; /* { dg-bogus "leaks" } */
}
void good_loop (void *pool, int n)
{
  for (int i = 0; i < n; i++)
    {
      char *p = my_pool_dup (pool, "x");
      use (p);
      my_pool_put (pool, p); /* { dg-bogus "mismatched|freed twice" } */
    }
}
void good_returned_to_caller (void *pool, char **out)
{
  *out = my_pool_get (pool); /* { dg-bogus "leaks" } */
}
