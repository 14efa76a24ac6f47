// FILE streams from C++ (std::fopen ...): leaks, including through an
// exception, double fclose, unchecked open.  The C library's functions
// are taken not to throw (GCC does not know fputs never does).
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none -fplugin-arg-ctlcheck-enable=file-leak,double-fclose,null-deref-stream" }
#include <cstdio>
#include <string>

int may_throw (int);

void bad_leak (int c)
{
  std::FILE *f = std::fopen ("x", "r");
  if (!f)
    return;
  if (c)
    return;
  std::fclose (f);
} // { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" }

void bad_leak_on_throw (int c)
{
  std::FILE *f = std::fopen ("x", "r");
  if (!f)
    return;
  may_throw (c); // { dg-warning "file 'f' is not closed on some path \\\[ctlcheck:file-leak\\\]" }
  std::fclose (f);
}

void bad_twice ()
{
  std::FILE *f = std::fopen ("x", "r");
  if (!f)
    return;
  std::fclose (f);
  std::fclose (f); // { dg-warning "'f' is closed twice \\\[ctlcheck:double-fclose\\\]" }
}

void bad_unchecked ()
{
  std::FILE *f = std::fopen ("x", "r");
  std::fputs ("a", f); // { dg-warning "'f' may be NULL: the stream is used without checking that it was opened \\\[ctlcheck:null-deref-stream\\\]" }
  std::fclose (f);
}

// fputs and fclose do not throw, even with a std::string's cleanup around.
int good_c_calls (const std::string &s)
{
  std::string t = s + "x";
  std::FILE *f = std::fopen ("x", "w");
  if (!f)
    return 1;
  std::fputs (t.c_str (), f);
  std::fclose (f); // { dg-bogus "not closed" }
  return 0;
}
