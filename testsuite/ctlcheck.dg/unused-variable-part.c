/* A struct written only through a part is used: libyaml's stack macros
   take a `context` whose error field they set when memory runs out
   (`((context)->error = YAML_MEMORY_ERROR, 0)` with `&context`, which
   GCC folds into `context.error = 1`), and nothing reads it after.
   Written, so not "declared but never used" (Clang's -Wunused-variable
   agrees); a struct nothing touches still is. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=unused-variable" } */
#include <stdlib.h>

#define STACK_INIT(context, stack) \
  (((stack) = malloc (16)) ? 1 : ((context)->error = 1, 0))

int good_written_part (void)
{
  struct { int error; } context; /* { dg-bogus "unused-variable" } */
  char *stack;
  if (!STACK_INIT (&context, stack))
    return 0;
  free (stack);
  return 1;
}

int bad_untouched_struct (void)
{
  struct { int error; } context; /* { dg-warning "'context' is declared but never used \\\[ctlcheck:unused-variable\\\]" } */
  char *stack = malloc (16);
  if (!stack)
    return 0;
  free (stack);
  return 1;
}
