/* A `return;` after a call that never returns is not reported (as
   Clang's -Wunreachable-code does not), also in a function with a local
   array or struct, where GCC lowers it to the end of their lives
   (`buf = {CLOBBER}`) and a jump (libevent 2.1.12's name_from_addr,
   http.c:4544).  A statement of the program's own there still is. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */

extern void die (int, const char *, ...) __attribute__ ((noreturn));
extern int get (char *, int);
extern char *dup_ (const char *);
extern void note (const char *);

void good_return_after_die (char **out)
{
  char buf[64];
  int r = get (buf, sizeof buf);
  if (r != 0)
    {
      die (1, "get failed");
      return; /* { dg-bogus "never executed" } */
    }
  *out = dup_ (buf);
}

void bad_call_after_die (char **out)
{
  char buf[64];
  int r = get (buf, sizeof buf);
  if (r != 0)
    {
      die (1, "get failed");
      note (buf); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
      return;
    }
  *out = dup_ (buf);
}
