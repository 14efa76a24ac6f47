/* The posix and openssl library files load when the unit calls one of
   their functions (no lib=): asprintf and getline allocate into *1
   (released by free), opendir pairs with closedir, OPENSSL_malloc
   (CRYPTO_malloc) may give NULL and pairs with CRYPTO_free, BN_new with
   BN_free. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none -Wno-unused-result -fplugin-arg-ctlcheck-enable=double-free,mismatched-dealloc,memory-leak,null-deref" } */
typedef __SIZE_TYPE__ size_t;
typedef struct bignum_st BIGNUM;
typedef struct dir DIR;
void free (void *);
int asprintf (char **, const char *, ...);
DIR *opendir (const char *);
int closedir (DIR *);
void *CRYPTO_malloc (size_t, const char *, int);
void CRYPTO_free (void *, const char *, int);
BIGNUM *BN_new (void);
void BN_free (BIGNUM *);
int use (void *);

void bad_asprintf_twice (int n)
{
  char *s;
  if (asprintf (&s, "%d", n) < 0)
    return;
  free (s);
  free (s); /* { dg-warning "'s' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
void bad_closedir_twice (const char *name)
{
  DIR *d = opendir (name);
  if (!d)
    return;
  closedir (d);
  closedir (d); /* { dg-warning "'d' is freed twice \\\[ctlcheck:double-free\\\]" } */
}
void bad_bn_free (void)
{
  BIGNUM *b = BN_new ();
  free (b); /* { dg-warning "'b' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}
void bad_crypto_null (void)
{
  char *p = CRYPTO_malloc (8, "f", 1);
  p[0] = 0; /* { dg-warning "'p' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  CRYPTO_free (p, "f", 1);
}
int bad_crypto_leak (int c)
{
  char *p = CRYPTO_malloc (8, "f", 1);
  if (!p)
    return 0;
  if (c)
    return -1; /* { dg-warning "memory allocated to 'p' leaks \\\[ctlcheck:memory-leak\\\]" } */
  CRYPTO_free (p, "f", 1);
  return 0;
}
void good_asprintf (int n)
{
  char *s;
  if (asprintf (&s, "%d", n) < 0)
    return;
  use (s);
  free (s); /* { dg-bogus "mismatched|freed twice" } */
}
void good_crypto (void)
{
  char *p = CRYPTO_malloc (8, "f", 1);
  if (!p)
    return;
  p[0] = 0; /* { dg-bogus "may be NULL" } */
  CRYPTO_free (p, "f", 1); /* { dg-bogus "mismatched|leaks" } */
}
void good_bn_loop (int n)
{
  for (int i = 0; i < n; i++)
    {
      BIGNUM *b = BN_new ();
      use (b);
      BN_free (b); /* { dg-bogus "mismatched|freed twice" } */
    }
}
void good_dir (const char *name)
{
  DIR *d = opendir (name);
  if (d)
    closedir (d); /* { dg-bogus "mismatched|freed twice" } */
}
