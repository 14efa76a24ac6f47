#!/bin/sh
# identical-objects.sh: objects built with and without the plugin are byte-identical.
. "$srcdir/testsuite/scripts/tap-lib.sh"

# -g records the command line (DW_AT_producer) unless told not to; that is
# the only difference -fplugin=... may make, so it is switched off here.
for src in "$srcdir"/testsuite/ctlcheck.dg/*.c "$srcdir"/testsuite/ctlcheck.dg/*.C; do
  [ -f "$src" ] || continue
  case $src in *.C) cc=$CXX ;; *) cc=$CC ;; esac
  name=$(basename "$src")
  for opt in "-O0" "-O2" "-O2 -g -gno-record-gcc-switches"; do
    $cc $opt -c "$src" -o "$TMP/plain.o" 2>/dev/null
    plain=$?
    $cc $opt -c "$src" -o "$TMP/plugin.o" -fplugin="$PLUGIN" 2>/dev/null
    with=$?
    if [ $plain -ne 0 ]; then
      tap_is "$with" "$plain" "$name $opt: same exit status without an object"
      continue
    fi
    cmp -s "$TMP/plain.o" "$TMP/plugin.o"
    tap_ok $? "$name $opt: object identical with -fplugin=ctlcheck"
  done
done
tap_done
