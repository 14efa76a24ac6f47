/* attributes.c: the facts a callee's declaration gives its calls (ir_attr). */
typedef __SIZE_TYPE__ size_t;
void my_release (int, void *);
void *my_alloc (size_t) __attribute__ ((malloc, returns_nonnull));
void *my_alloc2 (size_t) __attribute__ ((malloc (my_release, 2)));
int must (void) __attribute__ ((warn_unused_result));
void use (const char *p, char *q)
  __attribute__ ((nonnull (1), access (read_only, 1), access (write_only, 2)));
void use2 (char *p, int n, char *q) __attribute__ ((nonnull));
void freep (void *p);

int f (void)
{
  __attribute__ ((cleanup (freep))) char *p = my_alloc (3);
  char *r = my_alloc2 (3);
  use (p, r);
  use2 (p, 1, r);
  my_release (1, r);
  return must ();
}

/* strlen gets memset's location: it stays strlen (only a call GCC folded
   away is named as written), and it is pure. */
void blank (char *s) { if (s) memset (s, ' ', strlen (s)); }

/* Clang's ownership attributes of the module malloc (plugin/gp-attrs.h):
   own_keep keeps its argument, even through a pointer to const; lend
   only reads it. */
void *own_alloc (size_t) __attribute__ ((ownership_returns (malloc)));
void own_free (int, void *) __attribute__ ((ownership_takes (malloc, 2)));
void own_keep (const char *) __attribute__ ((ownership_holds (malloc, 1)));
void lend (const char *);
void own (void)
{
  char *p = own_alloc (2);
  lend (p);
  own_keep (p);
  own_free (0, p);
}

/* const: the result depends on the arguments alone (un-const.c). */
int sq (int) __attribute__ ((const));
int twice (int n) { return sq (n) + 1; }
