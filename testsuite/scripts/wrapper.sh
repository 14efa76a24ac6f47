#!/bin/sh
# wrapper.sh: ctlcheck-gcc and ctlcheck-g++ compile with the plugin loaded and pass plugin arguments on.
. "$srcdir/testsuite/scripts/tap-lib.sh"

cat > "$TMP/w.c" <<'C'
#include <stdlib.h>
void f (void)
{
  char *p = malloc (4);
  free (p);
  free (p);
}
C
wrap=$srcdir/tools/ctlcheck-gcc
out=$(CTLCHECK_PLUGIN=$PLUGIN CTLCHECK_CC=$CC "$wrap" -c "$TMP/w.c" -o "$TMP/w.o" \
      -fdiagnostics-path-format=none 2>&1)
tap_is "$?" 0 "ctlcheck-gcc compiles"
tap_contains "$out" "w.c:6:3: warning: 'p' is freed twice [ctlcheck:double-free] [CWE-415]" \
  "with the plugin loaded"
out=$(CTLCHECK_PLUGIN=$PLUGIN CTLCHECK_CC=$CC "$wrap" -c "$TMP/w.c" -o "$TMP/w.o" \
      -fplugin-arg-ctlcheck-disable=double-free 2>&1)
case $out in *double-free*) r=1 ;; *) r=0 ;; esac
tap_ok $r "plugin arguments reach the plugin"
# Called as ctlcheck-g++ it runs the C++ compiler.
ln -sf "$wrap" "$TMP/ctlcheck-g++"
sed 's/= malloc/= (char *) malloc/' "$TMP/w.c" > "$TMP/w.C"
out=$(CTLCHECK_PLUGIN=$PLUGIN CTLCHECK_CXX=$CXX "$TMP/ctlcheck-g++" -c "$TMP/w.C" -o "$TMP/w.o" \
      -fdiagnostics-path-format=none 2>&1)
tap_contains "$out" "warning: 'p' is freed twice [ctlcheck:double-free]" \
  "ctlcheck-g++ compiles C++ with the plugin"
out=$(CTLCHECK_PLUGIN="$TMP/none.so" CTLCHECK_CC=$CC "$wrap" -c "$TMP/w.c" -o "$TMP/w.o" 2>&1)
tap_ok $(($? == 0)) "a missing plugin is an error"
tap_contains "$out" "none.so" "that names it"
tap_done
