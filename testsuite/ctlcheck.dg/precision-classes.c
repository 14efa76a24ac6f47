/* False-alarm classes found on curl and tmux (issue 13), each with a bad
   case that must still be reported.  */
/* { dg-options "-fdiagnostics-path-format=none" } */
#include <stdlib.h>

void use (char *);

/* A function that frees its argument and returns another block.  */
static char *grow (char *p)
{
  char *q = malloc (16);
  free (p);
  return q;
}

static void release (char *p)
{
  free (p);
}

/* p = grow (p) redefines p: the old block is freed, the new one is not.  */
void good_regrow (void)
{
  char *p = malloc (8);
  if (!p)
    return;
  p = grow (p);
  use (p); /* { dg-bogus "used after it was freed" } */
  free (p); /* { dg-bogus "freed twice" } */
}

/* Through the same wrapper, a block freed twice is still a finding.  */
void bad_regrow (void)
{
  char *p = malloc (8);
  if (!p)
    return;
  char *q = grow (p);
  free (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
  free (q);
}

void bad_release (char *p)
{
  release (p);
  release (p); /* { dg-warning "'p' is freed twice \\\[ctlcheck:double-free\\\]" } */
}

/* unreachable-code is not reported inside a macro expansion (curl's
   type-check macros, TAILQ_REMOVE): the macro's author wrote the test for
   every use, and no single use can drop it.  */
#define SAFE_FREE(p) do { if (p) { free (p); (p) = NULL; } } while (0) /* { dg-bogus "never executed" } */
void other (void);

void good_macro (void)
{
  char *p = NULL;
  SAFE_FREE (p); /* { dg-bogus "never executed" } */
}

void bad_dead (int x)
{
  if (x > 0)
    {
      if (x <= 0) /* decided by the test above */
        other (); /* { dg-warning "this statement is never executed \\\[ctlcheck:unreachable-code\\\]" } */
    }
}

/* The index of an array element whose address is taken is read: `&a[i]`
   uses i (seen on a csmith program and on the peers' corpora).  */
int sink_int (int *);
int table[10];

int good_index_address (int n)
{
  int i = n + 1; /* { dg-bogus "never used" } */
  return sink_int (&table[i]);
}

int bad_index_address (int n)
{
  int i = n + 1; /* { dg-warning "value assigned to 'i' is never used \\\[ctlcheck:dead-store\\\]" } */
  i = 2;
  return sink_int (&table[i]);
}

/* A variable the code marks as possibly unused, by the attribute or by the
   `(void) x;` idiom, is neither a dead store nor an unused variable
   (seen on the peers' corpora and on tmux).  */
int twice (int);

void good_void_cast (int x)
{
  int y = twice (x); /* { dg-bogus "never used" } */
  (void) y;
}

void good_unused_attr (int x)
{
  int y __attribute__ ((unused)) = twice (x); /* { dg-bogus "never used" } */
  int t __attribute__ ((unused)); /* { dg-bogus "never used" } */
}

void bad_not_marked (int x)
{
  int y = twice (x); /* { dg-warning "value assigned to 'y' is never used \\\[ctlcheck:dead-store\\\]" } */
  int z = twice (x);
  (void) z;
}

/* A test whose truth value is only computed with (assigned, passed, an
   operand) chooses no statement in the source, even when GCC lowers it
   to a branch: it is no evidence that the pointer may be NULL (csmith). */
extern int take_int (unsigned);
int value_ref;
int good_value_and (int *p, int a)
{
  int r = ((void *) 0 != p) && a;
  return r + *p; /* { dg-bogus "null-deref-after-check" } */
}
int good_value_global (int *p, int a)
{
  value_ref = a && (p == 0);
  return *p; /* { dg-bogus "null-deref-after-check" } */
}
int good_value_arg (int *p, int a)
{
  int r = take_int (a || p == 0);
  return r + *p; /* { dg-bogus "null-deref-after-check" } */
}
int good_value_folded (int *p, int a, int b)
{
  /* Folded to `p != 0 ? 1138047521 : 1138047520`, a branch. */
  int r = take_int ((((a, (void *) 0) != p) ^ 0x43D53A20L) | b);
  return r + *p; /* { dg-bogus "null-deref-after-check" } */
}
int bad_guard_ternary (int *p, int a)
{
  value_ref = p ? a : 0;
  return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}
int bad_guard_expect (int *p)
{
  if (__builtin_expect (p == 0, 0))
    value_ref = 1;
  return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}
int bad_guard_bitand (int *p, int n)
{
  if ((p != 0) & (n > 0))
    value_ref = 1;
  return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
}

/* A switch over an enumeration with a case for every enumerator and no
   default: as for -Wswitch, the index is one of them (tmux format.c,
   tty-term.c, curl http.c).  A default in the source, a missing
   enumerator or an int index keep the path where no case assigns. */
enum conn_use { USE_SERVER, USE_PROXY, USE_CONNECT };
int good_enum_switch (enum conn_use u)
{
  int v;
  switch (u) {
  case USE_SERVER: v = 1; break;
  case USE_PROXY: v = 2; break;
  case USE_CONNECT: v = 3; break;
  }
  return v; /* { dg-bogus "uninit" } */
}
int good_enum_switch_returns (enum conn_use u)
{
  switch (u) {
  case USE_SERVER: return 1;
  case USE_PROXY: return 2;
  case USE_CONNECT: return 3;
  }
  return 0; /* { dg-bogus "never executed" } */
}
int bad_enum_switch_default (enum conn_use u)
{
  int v;
  switch (u) {
  case USE_SERVER: v = 1; break;
  case USE_PROXY: v = 2; break;
  case USE_CONNECT: v = 3; break;
  default: break;
  }
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
int bad_enum_switch_missing (enum conn_use u)
{
  int v;
  switch (u) {
  case USE_SERVER: v = 1; break;
  case USE_PROXY: v = 2; break;
  }
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}
int bad_int_switch (int u)
{
  int v;
  switch (u) {
  case USE_SERVER: v = 1; break;
  case USE_PROXY: v = 2; break;
  case USE_CONNECT: v = 3; break;
  }
  return v; /* { dg-warning "'v' is used before it is assigned \\\[ctlcheck:uninit\\\]" } */
}

/* Elements at different constant offsets are different places (tmux
   cmd-parse.y: `$3` and `$7` are yyvsp[-5] and yyvsp[-1]). */
struct cmd_list { int n; };
union parse_value { struct cmd_list *commands; int flag; };
void good_parser_slots (union parse_value *yyvsp, int flag)
{
  if (flag) {
    free (yyvsp[-5].commands);
    free (yyvsp[-1].commands); /* { dg-bogus "freed twice" } */
  }
}
void bad_parser_slot_twice (union parse_value *yyvsp, int flag)
{
  if (flag) {
    free (yyvsp[-2].commands);
    free (yyvsp[-2].commands); /* { dg-warning "'yyvsp\\\[-2\\\].commands' is freed twice \\\[ctlcheck:double-free\\\]" } */
  }
}

/* A test of a value stored in memory, `if ((s->next = x) != NULL)`, is a
   test of x (queue.h's TAILQ_INSERT_HEAD in tmux window.c). */
#include <sys/queue.h>
struct pane { int id; TAILQ_ENTRY (pane) entry; };
TAILQ_HEAD (panes, pane);
extern void log_debug (const char *, ...);
void good_insert_head (struct panes *panes, struct pane *wp)
{
  if (TAILQ_EMPTY (panes)) {
    log_debug ("at start");
    TAILQ_INSERT_HEAD (panes, wp, entry); /* { dg-bogus "null-deref-after-check" } */
  }
}
struct node { struct node *next; int v; };
struct node_list { struct node *first; };
void bad_stored_test (struct node_list *l, struct node *n)
{
  if ((n->next = l->first) == NULL)
    l->first->v = 1; /* { dg-warning "'l->first' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  l->first = n;
}

/* After a dereference the pointer is not NULL on the paths that go on,
   nor is a pointer moved from it (curl urlapi.c: `p = &url[n]`, then
   `while (p && ...)`): the NULL branch of a later test is not taken.
   The useless test itself is deref-before-check's finding. */
int deref_then_test (int *q)
{
  int n = *q;
  if (q == NULL) /* { dg-warning "'q' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return *q; /* { dg-bogus "null-deref-after-check" } */
  return n;
}
int good_moved_pointer (const char *url, unsigned n)
{
  if (!url[0])
    return 0;
  const char *p = &url[n + 1];
  while (p && *p == '/')
    p++;
  return *p; /* { dg-bogus "null-deref-after-check" } */
}
int bad_moved_unchecked (const char *url, unsigned n)
{
  const char *p = url + n;
  if (url == NULL)
    return *p; /* { dg-bogus "null-deref-after-check" "p is a pointer of its own" } */
  if (p == NULL)
    return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}

/* The same through a copy of the stack pointer, as Bison's parser reads
   it (`yyvsp.66 = yyvsp; _1 = yyvsp.66 + -80`). */
extern union parse_value *parse_stack (int **);
void good_parser_stack (int n)
{
  int *yyssp;
  union parse_value *yyvsp = parse_stack (&yyssp);
  while (n-- > 0) {
    free (yyvsp[-5].commands);
    free (yyvsp[-1].commands); /* { dg-bogus "freed twice" } */
    yyvsp = parse_stack (&yyssp);
  }
}

/* `p++ && *p` tests the old p, even when p's address is taken (curl
   tool_formparse.c): the new one is not what the test said. */
extern void next_token (char **pp);
int good_post_increment_test (char *p)
{
  int n = 0;
  next_token (&p);
  while (p++ && *p == ' ')
    ;
  while (*p && *p != ';') { /* { dg-bogus "null-deref-after-check" } */
    p++;
    n++;
  }
  return n;
}
int bad_test_then_use (char *p)
{
  next_token (&p);
  if (p == NULL)
    return *p; /* { dg-warning "'p' is NULL here and is dereferenced \\\[ctlcheck:null-deref-after-check\\\]" } */
  return 0;
}

/* A static callee that passes its argument on only when it is not NULL
   (curl tool_getparam.c's cleanarg) does not make its callers pass NULL
   to a nonnull parameter; one that always passes it on does. */
#include <string.h>
static void blank_arg (char *s) { if (s) memset (s, ' ', strlen (s)); }
static void blank_arg_always (char *s) { memset (s, ' ', strlen (s)); }
void good_guarded_callee (char *arg, int c)
{
  char *p = NULL;
  if (c)
    p = arg;
  blank_arg (p); /* { dg-bogus "null-argument" } */
}
void bad_unguarded_callee (char *arg, int c)
{
  char *p = NULL;
  if (c)
    p = arg;
  blank_arg_always (p); /* { dg-warning "'p' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
}

/* A check that a path reaches after assigning the pointer again is there
   for the new value (tmux cmd-find.c); one that only the old value
   reaches is useless. */
struct session { int attached; struct session *next; };
extern struct session *all_sessions;
struct session *good_recheck_new_value (struct session *s)
{
  struct session *c, *r = NULL;
  if (s->attached == 0)
    s = NULL;
  for (c = all_sessions; c != NULL; c = c->next)
    if (s != NULL && c != s) /* { dg-bogus "deref-before-check" } */
      r = c;
  return r;
}
int bad_recheck_old_value (struct session *s)
{
  int n = s->attached;
  if (s == NULL) /* { dg-warning "'s' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return -1;
  return n;
}

/* A test inside an outer loop whose every predecessor sets the variable
   to a constant is no counted loop's entry (openssl conf_def.c,
   ssl_rsa.c): its statements stay reachable. */
extern int next_char (void);
extern void use_char (int);
void good_flag_in_outer_loop (void)
{
  for (;;) {
    int c = next_char (), q;
    if (c < 0)
      return;
    if (c == '{')
      q = 1;
    else
      q = 2;
    if (q == 1)
      use_char (c); /* { dg-bogus "never executed" } */
  }
}

/* An allocator wrapper that exits when memory runs out never returns
   NULL (sqlite's lemon: file_makename, acttab_alloc): its result needs
   no check.  One that returns the NULL still does. */
extern void fatal (const char *) __attribute__ ((noreturn));
struct cell { int v; };
static struct cell *xcell (void)
{
  struct cell *c = calloc (1, sizeof *c);
  if (c == NULL)
    fatal ("out of memory");
  return c;
}
static struct cell *maybe_cell (void)
{
  struct cell *c = calloc (1, sizeof *c);
  if (c == NULL)
    return NULL;
  return c;
}
static struct cell *plain_cell (void)
{
  struct cell *c = calloc (1, sizeof *c);
  return c;
}
int bad_unchecked_wrapper (void)
{
  struct cell *c = plain_cell ();
  c->v = 1; /* { dg-warning "'c' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  int v = c->v;
  free (c);
  return v;
}
int good_exit_on_null_wrapper (void)
{
  struct cell *c = xcell ();
  c->v = 1; /* { dg-bogus "may be NULL" } */
  int v = c->v;
  free (c);
  return v;
}
int bad_null_returning_wrapper (void)
{
  struct cell *c = maybe_cell ();
  c->v = 1; /* { dg-warning "'c' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  int v = c->v;
  free (c);
  return v;
}
void bad_exit_wrapper_leaks (void)
{
  struct cell *c = xcell ();
  c->v = 2;
} /* { dg-warning "memory allocated to 'c' leaks \\\[ctlcheck:memory-leak\\\]" } */

/* strcpy, memcpy and the like return their first argument: returning
   their result returns the block (GCC's ERF_RETURNS_ARG). */
char *good_return_strcpy (const char *s, size_t n)
{
  char *p = malloc (n + 1);
  if (!p)
    return NULL;
  return strcpy (p, s); /* { dg-bogus "leaks" } */
}

/* openssl tls_pad.c: `*mac = out = OPENSSL_malloc (n); if (*mac == NULL)`
   reads the store back: the test is one of out.  */
int good_test_of_stored_copy (unsigned char **mac, int n)
{
  unsigned char *out;
  *mac = out = malloc (n);
  if (*mac == NULL)
    return 0;
  out[0] = 1; /* { dg-bogus "null-deref" } */
  return 1;
}

int bad_stored_copy_unchecked (unsigned char **mac, int n)
{
  unsigned char *out;
  *mac = out = malloc (n);
  out[0] = 1; /* { dg-warning "'out' may be NULL: the allocation result is dereferenced without a check \\\[ctlcheck:null-deref\\\]" } */
  return 1;
}

/* tmux format.c: the callee lends c to memcpy and keeps argv; the
   memcpy its summary adds to the call lends c, not argv.  */
struct modifier { char name[8]; char **argv; };
static void add_modifier (struct modifier *m, const char *c, unsigned n,
                          char **argv)
{
  memcpy (m->name, c, n);
  m->argv = argv;
}
void good_kept_by_callee (struct modifier *m, const char *c)
{
  char **argv = calloc (1, sizeof *argv);
  add_modifier (m, c, 1, argv);
} /* { dg-bogus "memory-leak" } */
