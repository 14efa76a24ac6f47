// A field declared const keeps its value across calls: a member function
// that opens a descriptor when `!keep_` and closes it when `!keep_` again,
// with calls in between, leaks nothing (leveldb's PosixRandomAccessFile
// ::Read).  A field that is not const may change in a call, and a close
// under the other test leaks.
// { dg-do compile }
// { dg-options "-fno-exceptions -fdiagnostics-path-format=none" }
#include <fcntl.h>
#include <unistd.h>

int report (int);

class reader {
public:
  reader (int fd, bool keep) : fd_ (fd), keep_ (keep) {}
  int good_read_at (const char *name, char *buf, unsigned n) const
  {
    int fd = fd_;
    if (!keep_) {
      fd = ::open (name, O_RDONLY);
      if (fd < 0)
        return report (-1);
    }
    int r = ::read (fd, buf, n);
    if (r < 0)
      r = report (r);
    if (!keep_)
      ::close (fd);
    return r; // { dg-bogus "not closed" }
  }
  int bad_read_at (const char *name, char *buf, unsigned n) const
  {
    int fd = fd_;
    if (!keep_) {
      fd = ::open (name, O_RDONLY);
      if (fd < 0)
        return report (-1);
    }
    int r = ::read (fd, buf, n);
    if (keep_)
      ::close (fd);
    return r; // { dg-warning "file descriptor 'fd' is not closed on some path \\\[ctlcheck:fd-leak\\\]" }
  }
private:
  const int fd_;
  const bool keep_;
};

int use (reader *r, char *b)
{
  return r->good_read_at ("x", b, 4) + r->bad_read_at ("y", b, 4);
}
