// std::mutex and its guards as locks: double lock, double unlock, a lock
// not released; lock_guard and unique_lock release it on every path.
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <mutex>

std::mutex m;
int may_throw (int);

void bad_double_lock ()
{
  m.lock ();
  m.lock (); // { dg-warning "'m' is locked twice \\\[ctlcheck:double-lock\\\]" }
  m.unlock ();
} // { dg-bogus "double-unlock" }

void bad_not_released (int c)
{
  m.lock ();
  if (c)
    return;
  m.unlock ();
} // { dg-warning "'m' is not unlocked on some path \\\[ctlcheck:lock-not-released\\\]" }

void bad_double_unlock ()
{
  m.lock ();
  m.unlock ();
  m.unlock (); // { dg-warning "'m' is unlocked twice \\\[ctlcheck:double-unlock\\\]" }
}

void bad_unlock_without_lock (int c)
{
  if (c)
    m.lock ();
  m.unlock (); // { dg-warning "'m' is unlocked without being locked \\\[ctlcheck:unlock-without-lock\\\]" }
}

// The exception leaves with m held: a lock_guard would release it.
int bad_throw_while_locked (int x)
{
  m.lock ();
  int r = may_throw (x); // { dg-warning "'m' is not unlocked on some path \\\[ctlcheck:lock-not-released\\\]" }
  m.unlock ();
  return r;
}

void good_every_path (int c)
{
  m.lock ();
  if (c) {
    m.unlock ();
    return;
  }
  m.unlock (); // { dg-bogus "ctlcheck" }
}

int good_guard (int c)
{
  std::lock_guard<std::mutex> g (m);
  if (c)
    return may_throw (c);
  return 0; // { dg-bogus "ctlcheck" }
}

void bad_lock_under_guard ()
{
  std::lock_guard<std::mutex> g (m);
  m.lock (); // { dg-warning "'m' is locked twice \\\[ctlcheck:double-lock\\\]" }
}

void bad_unlock_under_guard ()
{
  std::lock_guard<std::mutex> g (m);
  m.unlock ();
} // { dg-warning "'m' is unlocked twice \\\[ctlcheck:double-unlock\\\]" }

void good_unique (int c)
{
  std::unique_lock<std::mutex> l (m);
  if (c) {
    l.unlock ();
    return;
  }
  may_throw (c); // { dg-bogus "ctlcheck" }
}

void good_unique_relock (int c)
{
  std::unique_lock<std::mutex> l (m);
  l.unlock ();
  may_throw (c);
  l.lock (); // { dg-bogus "ctlcheck" }
}

void good_deferred ()
{
  std::unique_lock<std::mutex> l (m, std::defer_lock);
  l.lock (); // { dg-bogus "ctlcheck" }
}

void good_adopted ()
{
  m.lock ();
  std::lock_guard<std::mutex> g (m, std::adopt_lock); // { dg-bogus "ctlcheck" }
}

struct counter {
  std::mutex mu;
  int n;
  void add () { std::lock_guard<std::mutex> g (mu); n++; } // { dg-bogus "ctlcheck" }
  void bad_add () { mu.lock (); mu.lock (); n++; mu.unlock (); } // { dg-warning "'this->mu' is locked twice \\\[ctlcheck:double-lock\\\]" }
};

void use (counter &c)
{
  c.add ();
  c.bad_add ();
}
