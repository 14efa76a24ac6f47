#!/bin/sh
# dump-ir.sh: the IR of each testsuite/ir/NAME.c equals NAME.ir, at -O0 and -O2.
# Where a GCC version lowers a file differently, NAME.gccN.ir holds what
# GCC N gives (the golden file says so rather than being loosened).
. "$srcdir/testsuite/scripts/tap-lib.sh"

for src in "$srcdir"/testsuite/ir/*.c "$srcdir"/testsuite/ir/*.C; do
  [ -f "$src" ] || continue
  file=$(basename "$src")
  name=${file%.*}
  case $file in *.C) cc=$CXX ;; *) cc=$CC ;; esac
  want=$srcdir/testsuite/ir/$name.ir
  major=$($cc -dumpversion | cut -d. -f1)
  [ -f "$srcdir/testsuite/ir/$name.gcc$major.ir" ] &&
    want=$srcdir/testsuite/ir/$name.gcc$major.ir
  for opt in -O0 -O2; do
    # The file name in the dump is the one given to gcc: use the bare name.
    (cd "$(dirname "$src")" && $cc $opt -c "$file" -o "$TMP/$name.o" \
       -fplugin="$PLUGIN" -w -fplugin-arg-ctlcheck-dump-ir -fplugin-arg-ctlcheck-disable=all) \
       >"$TMP/$name.out" 2>&1
    tap_ok $? "$file $opt compiles with dump-ir"
    if diff -u "$want" "$TMP/$name.out" >"$TMP/$name.diff"; then
      tap_ok 0 "$file $opt: IR as expected"
    else
      tap_ok 1 "$file $opt: IR as expected"
      sed 's/^/# /' "$TMP/$name.diff"
    fi
  done
done
tap_done
