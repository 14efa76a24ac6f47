/* The library file png.rules, loaded because the unit calls png_malloc:
   png_malloc, png_calloc and png_malloc_default call png_error instead
   of giving NULL; png_malloc_warn gives NULL.  (Declarations as png.h
   makes them: PNG_ALLOCATED is __attribute__ ((__malloc__)).)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=null-deref" } */
typedef struct png_struct_def png_struct;
typedef const png_struct *png_const_structrp;
typedef void *png_voidp;
typedef unsigned long png_alloc_size_t;
png_voidp png_malloc (png_const_structrp, png_alloc_size_t) __attribute__ ((__malloc__));
png_voidp png_calloc (png_const_structrp, png_alloc_size_t) __attribute__ ((__malloc__));
png_voidp png_malloc_warn (png_const_structrp, png_alloc_size_t) __attribute__ ((__malloc__));
void png_free (png_const_structrp, png_voidp);

void good_palette (png_const_structrp png_ptr, int n)
{
  unsigned char *index = png_malloc (png_ptr, n);
  index[0] = 0; /* { dg-bogus "null-deref" } */
  unsigned char *zeroed = png_calloc (png_ptr, n);
  zeroed[0] = 1; /* { dg-bogus "null-deref" } */
  png_free (png_ptr, zeroed);
  png_free (png_ptr, index);
}

void bad_warn (png_const_structrp png_ptr, int n)
{
  unsigned char *buf = png_malloc_warn (png_ptr, n);
  buf[0] = 0; /* { dg-warning "'buf' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  png_free (png_ptr, buf);
}
