// RAII: owners, smart pointers and containers give no memory finding, at
// -O0 and with exceptions on (their destructors run on every path).
// { dg-do compile }
// { dg-options "-fdiagnostics-path-format=none" }
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

int may_throw (int);
struct owner { int *p; owner () : p (new int (0)) {} ~owner () { delete p; } };
struct node { node *next; };
void sink (std::unique_ptr<int>);

int r1 (int x) { owner o; return may_throw (x); } // { dg-bogus "ctlcheck" }
int r2 (int x) { std::unique_ptr<int> p (new int (x)); if (x) return 1; return *p; } // { dg-bogus "ctlcheck" }
int r3 (int x) { auto p = std::make_unique<int[]> (10); p[0] = x; return may_throw (p[0]); } // { dg-bogus "ctlcheck" }
int r4 (int x) { std::shared_ptr<int> p (new int (x)); auto q = p; return *q + may_throw (x); } // { dg-bogus "ctlcheck" }
int r5 (int x) { std::vector<int> v; v.push_back (x); v.push_back (may_throw (x)); return v[0]; } // { dg-bogus "ctlcheck" }
std::string r6 (const char *s) { std::string a (s); a += "x"; if (a.size () > 3) return a; return a + "y"; } // { dg-bogus "ctlcheck" }
void r7 (int n) { std::vector<int *> v; for (int i = 0; i < n; i++) v.push_back (new int (i)); for (int *p : v) delete p; } // { dg-bogus "ctlcheck" }
int *r8 (int x) { std::unique_ptr<int> p (new int (x)); may_throw (x); return p.release (); } // { dg-bogus "ctlcheck" }
void r9 (int x) { std::unique_ptr<int> p (new int (x)); p.reset (new int (x + 1)); p.reset (); } // { dg-bogus "ctlcheck" }
void r10 (int x) { std::unique_ptr<int> p (new int (x)); sink (std::move (p)); } // { dg-bogus "ctlcheck" }
void r11 (int x) { int *raw = new int (x); std::unique_ptr<int> p (raw); may_throw (x); } // { dg-bogus "ctlcheck" }
void r12 (int x) { std::map<int, std::string> m; m[x] = "a"; m.erase (x); } // { dg-bogus "ctlcheck" }
void r13 () { std::unique_ptr<node> n (new node{nullptr}); n->next = nullptr; } // { dg-bogus "ctlcheck" }
void r14 (int x) { std::shared_ptr<int> p = std::make_shared<int> (x); std::weak_ptr<int> w = p; } // { dg-bogus "ctlcheck" }
void r15 (int x) { int *raw = new int (x); std::shared_ptr<int> p (raw); } // { dg-bogus "ctlcheck" }
std::vector<std::string> r16 (int n) { std::vector<std::string> v; for (int i = 0; i < n; i++) v.emplace_back (i, 'a'); return v; } // { dg-bogus "ctlcheck" }
void r17 (int x) { std::unique_ptr<int> a (new int (x)); std::unique_ptr<int> b = std::move (a); if (a) *a = 1; } // { dg-bogus "ctlcheck" }
