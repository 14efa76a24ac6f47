// A C++ file that declares a C library function itself, at file scope
// and without extern "C", gets a function of C++ linkage that is no
// built-in; it is taken as the library's all the same, as the same
// source compiled as C has it: strcpy returns its first argument, malloc
// allocates and its result must be used, and none of them throws (the
// declarations are glibc's shape, some with its nothrow attribute).
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
typedef __SIZE_TYPE__ size_t;
void *malloc (size_t) __attribute__ ((__nothrow__));
void free (void *) __attribute__ ((__nothrow__));
char *strcpy (char *, const char *) __attribute__ ((__nothrow__));
size_t strlen (const char *);
struct guard { ~guard (); };

char *good_copy (const char *s)
{
  char *buf = (char *) malloc (strlen (s) + 1);
  if (!buf)
    return 0;
  return strcpy (buf, s); // { dg-bogus "leaks" }
}

void bad_dropped (void)
{
  malloc (4); // { dg-warning "the block this call allocates is never stored, so it leaks \\\[ctlcheck:memory-dropped\\\]" }
}

int good_no_throw (const char *s)
{
  guard g;
  char *buf = (char *) malloc (8);
  if (!buf)
    return -1;
  int n = (int) strlen (s); // { dg-bogus "leaks" }
  free (buf);
  return n;
}
