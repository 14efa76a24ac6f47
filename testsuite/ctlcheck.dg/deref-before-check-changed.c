/* A check after a call that may assign the pointer is there for the new
   value: nano's main dereferences the global `openfile` while it opens
   the files of the command line, then calls open_buffer again (which
   makes a new buffer and sets openfile) and finally tests `openfile ==
   NULL` for the case where no file was opened.  A call before the
   dereference changes nothing of that: the dereference, then the check,
   is still the finding, and so is a parameter, which no call can
   assign. */
/* { dg-do compile } */
/* { dg-options "-O2 -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=deref-before-check" } */

struct buf { int lines; struct buf *next; };
struct state { struct buf *cur; };
extern struct buf *current;
extern void open_next (void);
extern void refresh (struct state *);

int good_global_renewed (void)
{
  int n = current->lines;
  open_next ();
  if (current == 0) /* { dg-bogus "deref-before-check" } */
    return 0;
  return n;
}

int good_field_renewed (struct state *s)
{
  int n = s->cur->lines;
  refresh (s);
  if (s->cur == 0) /* { dg-bogus "deref-before-check" } */
    return 0;
  return n;
}

int bad_call_before (void)
{
  open_next ();
  int n = current->lines;
  if (current == 0) /* { dg-warning "'current' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return 0;
  return n;
}

int bad_param (struct buf *b)
{
  int n = b->lines;
  open_next ();
  if (b == 0) /* { dg-warning "'b' is dereferenced before it is checked for NULL \\\[ctlcheck:deref-before-check\\\]" } */
    return 0;
  return n;
}
