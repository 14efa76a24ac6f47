#!/bin/sh
# dump-ir.sh: the IR of each testsuite/ir/NAME.c equals NAME.ir, at -O0 and -O2.
. "$srcdir/testsuite/scripts/tap-lib.sh"

for src in "$srcdir"/testsuite/ir/*.c; do
  name=$(basename "$src" .c)
  want=$srcdir/testsuite/ir/$name.ir
  for opt in -O0 -O2; do
    # The file name in the dump is the one given to gcc: use the bare name.
    (cd "$(dirname "$src")" && $CC $opt -c "$name.c" -o "$TMP/$name.o" \
       -fplugin="$PLUGIN" -w -fplugin-arg-ctlcheck-dump-ir -fplugin-arg-ctlcheck-disable=all) \
       >"$TMP/$name.out" 2>&1
    tap_ok $? "$name.c $opt compiles with dump-ir"
    if diff -u "$want" "$TMP/$name.out" >"$TMP/$name.diff"; then
      tap_ok 0 "$name.c $opt: IR as expected"
    else
      tap_ok 1 "$name.c $opt: IR as expected"
      sed 's/^/# /' "$TMP/$name.diff"
    fi
  done
done
tap_done
