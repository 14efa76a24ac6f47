#!/bin/sh
# user-rules.sh: a rule written by a user, loaded with rules=, fires; so does a rules directory.
. "$srcdir/testsuite/scripts/tap-lib.sh"

cat > "$TMP/u.c" <<'C'
#include <string.h>
void f (const char *s)
{
  char buf[8];
  strcpy (buf, s);
  char *dst = buf;
  strcpy (dst, s);
}
C
for path in "$srcdir/testsuite/rules/user/strcpy.rules" "$srcdir/testsuite/rules/user"; do
  out=$($CC -c "$TMP/u.c" -o "$TMP/u.o" -fplugin="$PLUGIN" \
        -fplugin-arg-ctlcheck-rules="$path" -fdiagnostics-path-format=none 2>&1)
  tap_is "$?" 0 "rules=$(basename "$path") compiles"
  tap_contains "$out" "u.c:5:3: warning: 'buf' is written by strcpy without a size limit [ctlcheck:no-strcpy] [CWE-120]" \
    "the user's rule fires on &buf"
  tap_contains "$out" "u.c:7:3: warning: 'dst' is written by strcpy without a size limit [ctlcheck:no-strcpy]" \
    "and on a pointer"
done
out=$($CC -c "$TMP/u.c" -o "$TMP/u.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-help \
      -fplugin-arg-ctlcheck-rules="$srcdir/testsuite/rules/user" 2>&1)
tap_contains "$out" "no-strcpy" "help lists the user's rule"
out=$($CC -c "$TMP/u.c" -o "$TMP/u.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-enable=double-free \
      -fplugin-arg-ctlcheck-rules="$srcdir/testsuite/rules/user" 2>&1)
case $out in *no-strcpy*) r=1 ;; *) r=0 ;; esac
tap_ok $r "enable= selects only the named rules"
tap_done
