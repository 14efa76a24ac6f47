#!/bin/sh
# rule-errors.sh: each malformed rule file stops the compilation with its exact error line.
. "$srcdir/testsuite/scripts/tap-lib.sh"

printf 'int main (void) { return 0; }\n' > "$TMP/ok.c"
dir=$srcdir/testsuite/rules/errors
for rules in "$dir"/*.rules; do
  name=$(basename "$rules" .rules)
  want=$(cat "$dir/$name.err")
  # Run from the case's directory so the error names the bare file.
  out=$(cd "$dir" && $CC -c "$TMP/ok.c" -o "$TMP/ok.o" -fplugin="$PLUGIN" \
        -fplugin-arg-ctlcheck-rules="$name.rules" 2>&1)
  rc=$?
  tap_ok $((rc == 0)) "$name: the compilation fails"
  tap_is "$(printf '%s\n' "$out" | head -n 1)" "$want" "$name: error line"
  [ -e "$TMP/ok.o" ] && rm -f "$TMP/ok.o"
done

# A rule directory that does not exist, and an unknown id in disable=.
out=$($CC -c "$TMP/ok.c" -o "$TMP/ok.o" -fplugin="$PLUGIN" \
      -fplugin-arg-ctlcheck-rules="$TMP/none" 2>&1)
tap_ok $(($? == 0)) "a missing rules path fails"
tap_is "$(printf '%s\n' "$out" | head -n 1)" \
  "$TMP/none: error: cannot find rules: No such file or directory" "and is named"
out=$($CC -c "$TMP/ok.c" -o "$TMP/ok.o" -fplugin="$PLUGIN" \
      -fplugin-arg-ctlcheck-disable=double-fre 2>&1)
tap_ok $(($? == 0)) "disable= with an unknown id fails"
tap_contains "$out" "error: ctlcheck: unknown rule id 'double-fre'; known ids: " \
  "the unknown id is named"
tap_contains "$out" ", double-free, " "with the known ones"
tap_done
