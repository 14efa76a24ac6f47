/* Library files load when the unit calls one of their functions: this unit
   calls apr_palloc, so apr.rules pairs pool memory with the pool, and
   free of it is a mismatched release; it calls sqlite3_open, so
   sqlite.rules makes the connection (given through its address) a block
   that sqlite3_close, not free, releases.  No lib= is given. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=mismatched-dealloc,double-free" } */
typedef struct apr_pool_t apr_pool_t;
typedef struct sqlite3 sqlite3;
void *apr_palloc (apr_pool_t *, unsigned long);
int sqlite3_open (const char *, sqlite3 **);
int sqlite3_close (sqlite3 *);
void free (void *);

void bad_free_pool_memory (apr_pool_t *pool)
{
  char *p = apr_palloc (pool, 8);
  free (p); /* { dg-warning "'p' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void good_pool_memory (apr_pool_t *pool)
{
  char *p = apr_palloc (pool, 8);
  p[0] = 0; /* { dg-bogus "ctlcheck" } */
}
void bad_close_twice (void)
{
  sqlite3 *db;
  sqlite3_open ("x.db", &db);
  sqlite3_close (db);
  sqlite3_close (db); /* { dg-warning "'db' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
void bad_free_connection (void)
{
  sqlite3 *db;
  sqlite3_open ("x.db", &db);
  free (db); /* { dg-warning "'db' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void good_close_once (void)
{
  sqlite3 *db;
  if (sqlite3_open ("x.db", &db) == 0)
    sqlite3_close (db); /* { dg-bogus "freed twice" } */
}
