/* sqlite.rules with the shipped memory rules: sqlite3_malloc may give
   NULL (null-deref) and leaks like malloc (memory-leak), and the calls
   that keep a string given to their const char * parameter
   (sqlite3_result_text with a destructor, sqlite3_free_filename) take it
   over (the family take): no leak. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=memory-leak,null-deref" } */
typedef struct sqlite3_context sqlite3_context;
void *sqlite3_malloc (int);
void sqlite3_free (void *);
void sqlite3_result_text (sqlite3_context *, const char *, int,
                          void (*) (void *));
void sqlite3_free_filename (const char *);
unsigned long strlen (const char *);

unsigned long bad_only_lent (int n)
{
  char *z = sqlite3_malloc (n + 1);
  if (!z)
    return 0;
  z[0] = 0;
  return strlen (z); /* { dg-warning "memory allocated to 'z' leaks \\\[ctlcheck:memory-leak\\\]" } */
}
void bad_unchecked (sqlite3_context *c)
{
  char *z = sqlite3_malloc (8);
  z[0] = 0; /* { dg-warning "'z' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  sqlite3_result_text (c, z, 0, sqlite3_free);
}
int bad_error_path (sqlite3_context *c, int err)
{
  char *z = sqlite3_malloc (8);
  if (!z)
    return 1;
  z[0] = 0;
  if (err)
    return 1; /* { dg-warning "memory allocated to 'z' leaks \\\[ctlcheck:memory-leak\\\]" } */
  sqlite3_result_text (c, z, 0, sqlite3_free);
  return 0;
}
int good_result_takes_it (sqlite3_context *c, int n)
{
  char *z = sqlite3_malloc (n + 1);
  if (!z)
    return 1;
  z[0] = 0;
  sqlite3_result_text (c, z, 0, sqlite3_free);
  return 0; /* { dg-bogus "leaks" } */
}
void good_free_filename (int n)
{
  char *z = sqlite3_malloc (n + 8);
  if (!z)
    return;
  z[0] = 0;
  sqlite3_free_filename (z); /* { dg-bogus "leaks" } */
}
void good_loop (sqlite3_context *c, int n)
{
  for (int i = 0; i < n; i++)
    {
      char *z = sqlite3_malloc (8);
      if (!z)
        return;
      z[0] = 0; /* { dg-bogus "may be NULL" } */
      sqlite3_result_text (c, z, 0, sqlite3_free); /* { dg-bogus "leaks" } */
    }
}
