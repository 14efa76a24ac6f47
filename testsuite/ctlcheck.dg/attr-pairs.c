/* Pairs and attributes with the shipped rules: which release matches
   which allocation (mismatched-dealloc, over the pairs of families.rules,
   glib.rules and malloc (DEALLOC, N) declarations; a plain malloc
   declaration pairs with free), a result that must be used
   (warn_unused_result: unchecked-return), and an argument only read
   (access (read_only, N): memory-leak does not count it as handing the
   block off). */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result -fplugin-arg-ctlcheck-enable=mismatched-dealloc,unchecked-return,memory-leak" } */
typedef __SIZE_TYPE__ size_t;
void free (void *);
void *g_malloc (unsigned long);
void g_free (void *);
void my_release (int how, void *p);
void *my_alloc (size_t) __attribute__ ((malloc (my_release, 2)));
void *my_plain (size_t) __attribute__ ((malloc));
int must (void) __attribute__ ((warn_unused_result));
size_t look (char *p) __attribute__ ((access (read_only, 1)));
void keep (char *p);

void bad_g_malloc_free (void)
{
  char *p = g_malloc (8);
  free (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void bad_attribute_free (int c)
{
  char *p = my_alloc (8);
  if (c)
    free (p); /* { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" } */
  else
    my_release (0, p);
}
void bad_plain_g_free (void)
{
  char *p = my_plain (8);
  g_free (p); /* { dg-warning "\\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void good_pairs (void)
{
  char *p = g_malloc (8), *q = my_alloc (8), *r = my_plain (8);
  g_free (p); /* { dg-bogus "mismatched" } */
  my_release (1, q); /* { dg-bogus "mismatched" } */
  free (r); /* { dg-bogus "mismatched" } */
}
void good_reassigned (void)
{
  char *p = g_malloc (8);
  g_free (p);
  p = my_plain (8);
  free (p); /* { dg-bogus "mismatched" } */
}

void bad_ignored (void)
{
  must (); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
}
int good_used (void)
{
  return must () + 1; /* { dg-bogus "unchecked-return" } */
}
void good_discarded (void)
{
  (void) must (); /* { dg-bogus "unchecked-return" } */
}

/* look's parameter is not const: only its read_only access says it
   neither frees nor keeps the block. */
size_t bad_only_read (void)
{
  char *p = my_plain (8);
  if (!p)
    return 0;
  return look (p); /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
}
void good_kept (void)
{
  char *p = my_plain (8);
  keep (p); /* { dg-bogus "leaks" } */
}
size_t good_read_then_freed (void)
{
  char *p = my_plain (8);
  if (!p)
    return 0;
  size_t n = look (p);
  free (p); /* { dg-bogus "leaks" } */
  return n;
}
