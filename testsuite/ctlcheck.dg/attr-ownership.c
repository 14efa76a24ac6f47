/* Clang's ownership attributes, which GCC alone ignores with a warning:
   ownership_returns (malloc) declares an allocator whose block free
   releases, ownership_takes (malloc, N) a function that releases its
   argument N, ownership_holds (malloc, N) one that keeps it (the block
   escapes, even through a pointer to const).  Only the module malloc
   means anything, as in Clang; bad arguments get GCC's usual
   "attribute ignored" warning.  No -Wattributes warning on good ones. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,double-free,use-after-free,mismatched-dealloc" } */
typedef __SIZE_TYPE__ size_t;
void free (void *);
void __attribute ((ownership_returns (malloc))) *my_malloc (size_t);
void __attribute ((ownership_returns (malloc, 1))) *my_malloc2 (size_t);
void __attribute ((ownership_takes (malloc, 1))) my_free (void *);
void my_free_second (int, void *) __attribute ((ownership_takes (malloc, 2)));
void __attribute ((ownership_holds (malloc, 1))) my_hold (const char *);
void *pool_alloc (size_t) __attribute ((ownership_returns (pool)));
void pool_free (void *) __attribute ((ownership_takes (pool, 1)));
void lend (const char *);
struct stuff { void *field; };

void bad_leak (void)
{
  char *p = my_malloc (12);
  lend (p);
} /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
void bad_leak_sized (void)
{
  int *p = my_malloc2 (12);
  return; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}
void bad_leak_field (void)
{
  struct stuff s;
  s.field = my_malloc (12);
} /* { dg-warning "memory allocated to 's.field' leaks \\\[ctlcheck:memory-leak\\\]" } */
void bad_double_free (void)
{
  int *p = my_malloc (12);
  my_free (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
void bad_double_free_second (void)
{
  int *p = my_malloc (12);
  free (p);
  my_free_second (0, p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
int *bad_use_after_free (void)
{
  int *p = my_malloc (12);
  my_free (p);
  return p; /* { dg-warning "'p' is used after it was freed \\\[ctlcheck:use-after-free\\\]" } */
}

void good_freed (void)
{
  char *p = my_malloc (12);
  my_free (p); /* { dg-bogus "ctlcheck:mismatched-dealloc" } */
} /* { dg-bogus "leaks" } */
void good_free_pairs (void)
{
  char *p = my_malloc (12);
  free (p); /* { dg-bogus "ctlcheck:mismatched-dealloc" } */
}
void good_held (void)
{
  char *p = my_malloc (12);
  my_hold (p);
} /* { dg-bogus "leaks" } */
void good_stored (struct stuff *s)
{
  s->field = my_malloc (12);
} /* { dg-bogus "leaks" } */
void good_other_module (void)
{
  void *p = pool_alloc (12);
  pool_free (p);
  pool_free (p); /* { dg-bogus "freed twice" } */
}

void ignored_position (void *) __attribute ((ownership_takes (malloc, 2))); /* { dg-warning ".ownership_takes. attribute ignored: argument 2 is not the position of a pointer parameter" } */
void ignored_not_pointer (int) __attribute ((ownership_holds (malloc, 1))); /* { dg-warning ".ownership_holds. attribute ignored: argument 2 is not the position of a pointer parameter" } */
int ignored_variable __attribute ((ownership_returns (malloc))); /* { dg-warning ".ownership_returns. attribute ignored: it applies to functions only" } */
void ignored_module (void *) __attribute ((ownership_takes (1, 1))); /* { dg-warning ".ownership_takes. attribute ignored: its first argument must name the module" } */
void *ignored_count (__SIZE_TYPE__) __attribute ((ownership_returns (malloc, 1, 2))); /* { dg-warning ".ownership_returns. attribute ignored: it takes a module and at most a size's position" } */
void ignored_no_position (void *) __attribute ((ownership_takes (malloc))); /* { dg-warning ".ownership_takes. attribute ignored: it takes a module and the positions of pointer parameters" } */
void *ignored_empty (void) __attribute ((ownership_returns ())); /* { dg-warning ".ownership_returns. attribute ignored: its first argument must name the module" } */
