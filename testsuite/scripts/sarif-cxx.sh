#!/bin/sh
# sarif-cxx.sh: C++ in the SARIF log: a finding repeated by each instance
# of a template is one result, and functions carry their qualified names.
. "$srcdir/testsuite/scripts/tap-lib.sh"
validate="$srcdir/testsuite/scripts/sarif-validate.sh"

cat > "$TMP/t.C" <<'C'
namespace ns {
struct Foo {
  int *buf;
  void bar (int c);
};
void Foo::bar (int c) { delete buf; if (c) delete buf; }
}
template <typename T> void tdd (T v) { T *p = new T (v); delete p; delete p; }
template void tdd<int> (int);
template void tdd<double> (double);
template void tdd<char> (char);
void plain (int *p) { delete p; delete p; }
C
out=$(cd "$TMP" && $CXX -c t.C -o t.o -fplugin="$PLUGIN" \
      -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-sarif="$TMP/t.sarif" 2>&1)
tap_is "$?" 0 "compiles with sarif="
$SHELL "$validate" "$TMP/t.sarif"
tap_is "$?" 0 "the log validates"
log=$(cat "$TMP/t.sarif")
n=$(printf '%s\n' "$log" | grep -c '"ruleId": "double-free"')
tap_is "$n" 3 "three double frees: the template's three instances are one"
n=$(printf '%s\n' "$out" | grep -c 't.C:8:.*freed twice')
tap_is "$n" 1 "GCC shows the template's finding once"
tap_contains "$log" '"fullyQualifiedName": "ns::Foo::bar"' "a method's qualified name"
tap_contains "$log" '"name": "bar"' "beside its short name"
case $log in *'"fullyQualifiedName": "plain"'*) r=1 ;; *) r=0 ;; esac
tap_ok $r "no qualified name where it adds nothing"
tap_done
