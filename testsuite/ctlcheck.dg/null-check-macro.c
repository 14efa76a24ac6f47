/* A NULL test that a macro's own `&&`, `||` or `?:` branches on is the
   macro's defensive test, made for every use, not a test this code chose
   (issue 13; tmux options.c:738, `OPTIONS_IS_STRING (o)` =
   `((o)->tableentry == NULL || ...)`): no null-deref-after-check from
   it, as Clang's analyzer suppresses such NULLs.  A test the code writes
   itself, also through a macro that only reads the pointer or that is
   the whole condition, is reported.  At -O2 as tmux builds (the same at
   -O0): gimplification gives such tests the location of the `&&` or `if`
   around them. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none" } */
#include <stddef.h>

struct entry { int type; const char *sep; };
struct option { struct entry *te; const char *s; };
#define IS_STRING(o) ((o)->te == NULL || (o)->te->type == 0)
#define ENTRY(o) ((o)->te)
#define EMPTY(s) ((s) == NULL || *(s) == '\0')
#define IS_NULL(s) ((s) == NULL)
#define SEP_OR(o, d) ((o)->te ? (o)->te->sep : (d))
extern int flag;

const char *good_field_macro (struct option *o, int append, const char *name)
{
  const char *sep = "";
  if (o != NULL && append && IS_STRING (o)) {
    if (*name != '@')
      sep = o->te->sep; /* { dg-bogus "null-deref-after-check" } */
  }
  return sep;
}

const char *good_whole_macro (struct option *o)
{
  if (IS_STRING (o))
    return o->te->sep; /* { dg-bogus "null-deref-after-check" } */
  return "";
}

int good_variable_macro (const char *s, int n)
{
  if (n > 0 && EMPTY (s))
    return s[1]; /* { dg-bogus "null-deref-after-check" } */
  return 0;
}

const char *good_conditional_macro (struct option *o)
{
  const char *d = SEP_OR (o, "");
  if (*d == 0)
    return o->te->sep; /* { dg-bogus "null-deref-after-check" } */
  return d;
}

const char *bad_read_macro (struct option *o, const char *name)
{
  const char *sep = "";
  if (ENTRY (o) == NULL && *name != '@')
    sep = o->te->sep; /* { dg-warning "'o->te' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return sep;
}

int bad_test_macro (const char *s)
{
  if (IS_NULL (s))
    flag = 1;
  return *s; /* { dg-warning "'s' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

int bad_own_test (const char *s, int n)
{
  if (n > 0 && s == NULL)
    flag = 2;
  return *s; /* { dg-warning "'s' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* flex's YY_CURRENT_BUFFER (bc 1.07.1, scan.c): the macro tests the
   stack for NULL each time, also after the code dereferenced it or
   tested it itself.  Its NULL arm is the macro's, not dead code of this
   function, and its test shows no doubt of this code's. */
struct buf { int size; };
extern struct buf **stack;
extern unsigned top;
#define CURRENT ((stack) ? (stack)[(top)] : NULL)
#define CURRENT_LVALUE (stack)[(top)]
extern void delete_buffer (struct buf *);

void good_macro_arm (void)
{
  if (!CURRENT)
    return;
  delete_buffer (CURRENT); /* { dg-bogus "unreachable-code" } */
}

int good_macro_check_after_deref (void)
{
  int n = CURRENT_LVALUE->size;
  struct buf *b = CURRENT; /* { dg-bogus "deref-before-check" } */
  return n + (b != NULL);
}

int bad_own_check_after_deref (void)
{
  int n = CURRENT_LVALUE->size;
  if (stack == NULL) /* { dg-warning "'stack' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return 0;
  return n;
}
