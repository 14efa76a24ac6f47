/* selinux.rules: a relabeling, an access check or a change of context
   whose result is dropped (its only word of failure), a call that only
   reports a state or a path and whose result is dropped, and the default
   labeling handle dropped at once. */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-path-format=none" } */
struct selabel_handle;
int selinux_restorecon (const char *, unsigned int);
int setfscreatecon (const char *);
int selinux_check_access (const char *, const char *, const char *,
                          const char *, void *);
const char *selinux_default_type_path (void);
int security_getenforce (void);
struct selabel_handle *selinux_restorecon_default_handle (void);
void selinux_restorecon_set_sehandle (struct selabel_handle *);

void bad_relabel_ignored (const char *path)
{
  selinux_restorecon (path, 0); /* { dg-warning "the result of this call is ignored, but it reports failure \\\[ctlcheck:unchecked-return\\\]" } */
  setfscreatecon (0); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}

int good_relabel_checked (const char *path)
{
  if (selinux_restorecon (path, 0) < 0) /* { dg-bogus "ctlcheck" } */
    return -1;
  (void) setfscreatecon (0); /* { dg-bogus "ctlcheck" } */
  return selinux_check_access ("a", "b", "file", "read", 0); /* { dg-bogus "ctlcheck" } */
}

void bad_access_ignored (void)
{
  selinux_check_access ("a", "b", "file", "read", 0); /* { dg-warning "\\\[ctlcheck:unchecked-return\\\]" } */
}

void bad_state_dropped (void)
{
  selinux_default_type_path (); /* { dg-warning "the result of this call is not used, and the call does nothing else \\\[ctlcheck:unused-result\\\]" } */
  security_getenforce (); /* { dg-warning "\\\[ctlcheck:unused-result\\\]" } */
}

int good_state_used (void)
{
  return security_getenforce () == 1 && selinux_default_type_path () != 0; /* { dg-bogus "ctlcheck" } */
}

void bad_handle_dropped (void)
{
  selinux_restorecon_default_handle (); /* { dg-warning "\\\[ctlcheck:memory-dropped\\\]" } */
}

void good_handle_kept (void)
{
  selinux_restorecon_set_sehandle (selinux_restorecon_default_handle ()); /* { dg-bogus "ctlcheck" } */
}
