#!/bin/sh
# mc.sh: ctlcheck-mc on NuSMV and explicit models: verdicts, counterexamples, errors, size.
. "$srcdir/testsuite/scripts/tap-lib.sh"
MC=$(cd "$builddir" && pwd)/tools/ctlcheck-mc
models=$srcdir/testsuite/engine/models

out=$("$MC" "$models/double-free.smv")
tap_is "$?" 1 "a failed specification gives exit status 1"
tap_contains "$out" "-- specification AG (freed -> AX !E[!redef U freed]) ($models/double-free.smv:19) is false" \
  "the double free is found in the NuSMV model"
tap_contains "$out" "  counterexample:
    l0 redef
    l1 used
    l2 freed
    l3
    l4 freed used" "with the shortest counterexample, propositions per state"
tap_contains "$out" "specification EF freed ($models/double-free.smv:21) is true" "EF holds"

out=$("$MC" --no-evidence "$models/double-free.smv")
tap_is "$out" "$("$MC" "$models/double-free.smv" | grep '^-- specification')" \
  "--no-evidence prints the same verdicts, without paths"
err=$("$MC" --time --no-evidence "$models/double-free.smv" 2>&1 >/dev/null)
tap_ok "$(echo "$err" | grep -qE '^ctlcheck-mc: read [0-9.]+ s, check [0-9.]+ s, print [0-9.]+ s$'; echo $?)" \
  "--time prints the phases on standard error"

out=$("$MC" "$models/loop.model")
tap_is "$?" 1 "explicit format: exit status 1"
tap_contains "$out" "-- specification AF done ($models/loop.model:8) is false
  counterexample:
    start
    -- loop starts here
    body busy" "AF fails with a lasso that never reaches done"
tap_contains "$out" "specification AG (busy -> EX done) ($models/loop.model:10) is true" "AG with EX holds"
tap_contains "$out" "  witness:
    start
    body busy
    done done" "EF done has a witness"

for f in "$models"/errors/*.smv "$models"/errors/*.model; do
  name=$(basename "$f")
  got=$(cd "$models/errors" && "$MC" "$name" 2>&1 | grep 'error:')
  rc=$?
  tap_is "$got" "$(cat "${f%.*}.err")" "$name: error line"
  (cd "$models/errors" && "$MC" "$name" >/dev/null 2>&1)
  tap_is "$?" 2 "$name: exit status 2"
done

# The NuSMV expression forms (doc/ctlcheck-mc.md): each model's whole
# output; mc-ref.sh checks the verdicts against the reference.
for f in "$models"/grammar/*.smv; do
  name=$(basename "$f")
  got=$(cd "$models/grammar" && "$MC" "$name" 2>&1)
  tap_is "$got" "$(cat "${f%.*}.out")" "$name: verdicts and evidence"
done

printf 'init a\nedge a b\nlabel p b\nspec AF p\n' > "$TMP/dead.model"
out=$("$MC" "$TMP/dead.model" 2>&1)
tap_contains "$out" "warning: location 'b' has no successor; it loops on itself" "a dead end loops, with a warning"
tap_contains "$out" "is true" "and the model is still checked"

# A large model: 300,000 states in a chain with a back edge.
awk 'BEGIN { print "init s0"; for (i = 0; i < 300000; i++) printf "edge s%d s%d\n", i, i + 1;
             print "edge s300000 s0"; print "label goal s300000"; print "spec AG EF goal"; print "spec AF goal" }' > "$TMP/big.model"
out=$("$MC" "$TMP/big.model" 2>&1)
tap_is "$?" 0 "300,000 states are checked"
tap_contains "$out" "AF goal" "every specification is reported"

"$MC" "$TMP/none.model" >/dev/null 2>&1
tap_is "$?" 2 "an unreadable file gives exit status 2"
"$MC" --help | grep -q "Usage: ctlcheck-mc"
tap_is "$?" 0 "--help prints the usage"
printf '\001\002MODULE' | "$MC" - >/dev/null 2>&1
tap_is "$?" 2 "garbage on standard input is an error, not a crash"
tap_done
