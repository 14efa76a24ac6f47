/* selinux.rules, loaded because the unit calls libselinux: a context
   from getcon or getfilecon leaks unless freecon (or free) releases it,
   and none is left where the call failed; a list of contexts goes to
   freeconary, not freecon; a labeling handle may be NULL and goes to
   selabel_close. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
struct selabel_handle;
struct selinux_opt;
int getcon (char **);
int getfilecon (const char *, char **);
void freecon (char *);
void freeconary (char **);
void free (void *);
int get_ordered_context_list (const char *, const char *, char ***);
struct selabel_handle *selabel_open (unsigned, const struct selinux_opt *, unsigned);
int selabel_lookup (struct selabel_handle *, char **, const char *, int);
void selabel_close (struct selabel_handle *);
int puts (const char *);

int bad_getcon_leak (void)
{
  char *con;
  if (getcon (&con) < 0)
    return -1; /* { dg-bogus "leaks" } */
  return puts (con); /* { dg-warning "memory allocated to 'con' leaks \\\[ctlcheck:memory-leak\\\]" } */
}

int good_getcon_freecon (void)
{
  char *con;
  if (getcon (&con) < 0)
    return -1;
  int rc = puts (con);
  freecon (con); /* { dg-bogus "leaks|does not match" } */
  return rc;
}

int good_getfilecon_free (const char *path)
{
  char *con;
  if (getfilecon (path, &con) < 0)
    return -1; /* { dg-bogus "leaks" } */
  int rc = puts (con);
  free (con); /* { dg-bogus "leaks|does not match" } */
  return rc;
}

void bad_list_freecon (void)
{
  char **list;
  if (get_ordered_context_list ("root", 0, &list) < 0)
    return;
  freecon ((char *) list); /* { dg-warning "'list' is released with a function that does not match how it was allocated \\\[ctlcheck:mismatched-dealloc\\\]" } */
}

void good_list_freeconary (void)
{
  char **list;
  if (get_ordered_context_list ("root", 0, &list) < 0)
    return;
  freeconary (list); /* { dg-bogus "does not match" } */
}

void bad_handle_unchecked (void)
{
  char *ctx;
  struct selabel_handle *h = selabel_open (0, 0, 0);
  selabel_lookup (h, &ctx, "/", 0); /* { dg-warning "'h' may be NULL here, but the function is declared to need a non-NULL argument \\\[ctlcheck:null-argument\\\]" } */
  freecon (ctx);
  selabel_close (h);
}

void good_handle_checked (void)
{
  char *ctx;
  struct selabel_handle *h = selabel_open (0, 0, 0);
  if (!h)
    return;
  if (selabel_lookup (h, &ctx, "/", 0) == 0) /* { dg-bogus "may be NULL" } */
    freecon (ctx);
  selabel_close (h); /* { dg-bogus "leaks" } */
}
