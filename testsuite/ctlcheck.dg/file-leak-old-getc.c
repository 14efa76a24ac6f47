/* file-leak: with the headers of glibc before 2.28, getc and putc are
   macros that call _IO_getc and _IO_putc.  Those use the stream and
   neither close it nor keep it: a stream only they were given is still
   the caller's to close. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
typedef struct _IO_FILE FILE;
extern FILE *fopen (const char *, const char *);
extern int fclose (FILE *);
extern int _IO_getc (FILE *);
extern int _IO_putc (int, FILE *);
extern void keep (FILE *);

int bad_read_one (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return -1;
  int c = _IO_getc (f);
  return c; /* { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
}

int bad_write_one (const char *path)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return -1;
  _IO_putc ('x', f);
  return 0; /* { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" } */
}

int good_closed (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return -1;
  int c = _IO_getc (f);
  fclose (f);
  return c; /* { dg-bogus "not closed" } */
}

void good_handed_on (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return;
  _IO_getc (f);
  keep (f); /* { dg-bogus "not closed" } */
}
