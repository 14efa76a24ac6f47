/* libselinux's context_free, declared and not defined by the unit,
   keeps its meaning (lib-name-own-static.c: a static one of the unit's
   own does not): it releases the context it is given. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
struct parse_state { int depth; char **stack; };

void context_free (void *);
int parse_into (struct parse_state *, const char *);

int bad_library_release_of_stack_struct (const char *file)
{
  struct parse_state st;
  int rc = parse_into (&st, file);
  context_free (&st); /* { dg-warning "'st' is not on the heap: freeing it is invalid \\\[ctlcheck:free-non-heap\\\]" } */
  return rc;
}
