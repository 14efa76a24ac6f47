#!/bin/sh
# sarif.sh: SARIF logs from the plugin: content, validity, fingerprints,
# sarif-dir under parallel builds, suppressions, budgets, write errors.
. "$srcdir/testsuite/scripts/tap-lib.sh"
validate="$srcdir/testsuite/scripts/sarif-validate.sh"

cat > "$TMP/bug.c" <<'C'
#include <stdlib.h>
void twice (char *p)
{
  free (p);
  free (p);
}
void quiet (char *p)
{
  free (p);
  free (p); /* ctlcheck-ignore double-free: freed by a custom allocator */
}
void trailing (char *p, char *q)
{
  free (q); /* ctlcheck-ignore double-free: about this line only */
  free (p);
  free (p);
}
void alone (char *p)
{
  free (p);
  /* ctlcheck-ignore double-free */
  free (p);
}
C
cc_sarif() { # FILE ARGS...: compile FILE with the plugin, output in $out
  f=$1; shift
  out=$(cd "$TMP" && $CC -c "$f" -o "$TMP/x.o" -fplugin="$PLUGIN" \
        -fdiagnostics-path-format=none "$@" 2>&1)
  rc=$?
}

cc_sarif bug.c -fplugin-arg-ctlcheck-sarif="$TMP/bug.sarif"
tap_is "$rc" 0 "compiles with sarif="
tap_ok $([ -s "$TMP/bug.sarif" ]; echo $?) "the log is written"
$SHELL "$validate" "$TMP/bug.sarif"
tap_is "$?" 0 "the log validates (SARIF 2.1.0 and GitHub rules)"
log=$(cat "$TMP/bug.sarif")
tap_contains "$log" '"version": "2.1.0"' "version 2.1.0"
tap_contains "$log" '"ruleId": "double-free"' "the finding's rule"
tap_contains "$log" '"startLine": 5' "the finding's line"
tap_contains "$log" '"uri": "bug.c"' "a relative artifact URI"
tap_contains "$log" '"uriBaseId": "%SRCROOT%"' "based on %SRCROOT%"
tap_contains "$log" '"text": "first free of '\''p'\'' here"' "the code flow's first event"
tap_contains "$log" '"executionSuccessful": true' "the invocation succeeded"
tap_contains "$log" '"ctlcheckFingerprint/v1"' "partial fingerprints"
tap_contains "$log" '"kind": "inSource"' "a suppressed finding is kept, marked inSource"
tap_contains "$log" '"justification": "freed by a custom allocator"' "with its justification: the text after the ids"
case $log in *'"justification": "ctlcheck-ignore'*|*'"justification": "'*'*/"'*) r=1 ;; *) r=0 ;; esac
tap_ok $r "without the marker, the ids or the comment's delimiters"
tap_contains "$log" '"external/cwe/cwe-415"' "the rule's CWE tag"
tap_contains "$log" '"security-severity"' "the rule's security severity"
case $out in *"bug.c:10:"*) r=1 ;; *) r=0 ;; esac
tap_ok $r "the suppressed finding is not shown by GCC"
tap_contains "$out" "bug.c:5:3: warning: 'p' is freed twice" "the other one is"
tap_contains "$out" "bug.c:16:3: warning: 'p' is freed twice" \
  "a trailing comment does not silence the next line"
case $out in *"bug.c:22:"*) r=1 ;; *) r=0 ;; esac
tap_ok $r "a comment alone on its line silences the next line"
n=$(grep -c '"kind": "inSource"' "$TMP/bug.sarif")
tap_is "$n" 2 "both suppressed findings are in the log"

# -Werror makes findings errors; GCC's JSON output carries the event path.
cc_sarif bug.c -Werror
tap_ok $((rc == 0)) "-Werror fails the compilation on a finding"
tap_contains "$out" "bug.c:5:3: error: 'p' is freed twice [ctlcheck:double-free] [CWE-415]" \
  "and shows it as an error"
cc_sarif bug.c -fdiagnostics-format=json
tap_contains "$out" '"message": "'"'"'p'"'"' is freed twice [ctlcheck:double-free]"' "JSON diagnostics carry the finding"
tap_contains "$out" '"path": [' "with its path"
tap_contains "$out" '"description": "first free of '"'"'p'"'"' here"' "whose events are worded by the rule"

# Fingerprints survive lines added above.
grep -o '"ctlcheckFingerprint/v1": "[0-9a-f]*"' "$TMP/bug.sarif" > "$TMP/fp1"
cp "$TMP/bug.c" "$TMP/bug.orig"
{ printf '/* a new comment */\n\nint unrelated;\n'; cat "$TMP/bug.orig"; } > "$TMP/bug.c"
cc_sarif bug.c -fplugin-arg-ctlcheck-sarif="$TMP/bug2.sarif"
cp "$TMP/bug.orig" "$TMP/bug.c"
grep -o '"ctlcheckFingerprint/v1": "[0-9a-f]*"' "$TMP/bug2.sarif" > "$TMP/fp2"
tap_ok $(cmp -s "$TMP/fp1" "$TMP/fp2"; echo $?) "fingerprints are stable after inserting lines above"
tap_contains "$(cat "$TMP/bug2.sarif")" '"startLine": 8' "while the line moved"

# sarif-dir: two units compiled again and again, in parallel, into one directory.
mkdir -p "$TMP/logs"
cp "$TMP/bug.c" "$TMP/other.c"
for i in 1 2 3 4 5 6 7 8; do
  (cd "$TMP" && $CC -c bug.c -o "$TMP/b$i.o" -fplugin="$PLUGIN" -w \
     -fplugin-arg-ctlcheck-sarif-dir="$TMP/logs") &
  (cd "$TMP" && $CC -c other.c -o "$TMP/o$i.o" -fplugin="$PLUGIN" -w \
     -fplugin-arg-ctlcheck-sarif-dir="$TMP/logs") &
done
wait
n=$(ls "$TMP/logs" | grep -c '\.sarif$')
tap_is "$n" 16 "one file per unit and object (2 sources x 8 objects)"
tap_is "$(ls "$TMP/logs" | grep -c tmp)" 0 "no temporary file is left"
$SHELL "$validate" "$TMP"/logs/*.sarif
tap_is "$?" 0 "every parallel log validates"
(cd "$TMP" && $CC -c bug.c -o "$TMP/b1.o" -fplugin="$PLUGIN" -w \
   -fplugin-arg-ctlcheck-sarif-dir="$TMP/logs")
tap_is "$(ls "$TMP/logs" | grep -c '\.sarif$')" 16 "the same compilation again rewrites its own file"

# sarif-dir that does not exist yet: created, also when many compilations
# race to create it (configure's probes must never fail because of it).
for i in 1 2 3 4 5 6; do
  (cd "$TMP" && $CC -c bug.c -o "$TMP/n$i.o" -fplugin="$PLUGIN" -w \
     -fplugin-arg-ctlcheck-sarif-dir="$TMP/new/deep/logs$((i % 2))" \
     -DUNIT=$i; echo $? > "$TMP/n$i.rc") &
done
wait
tap_is "$(cat "$TMP"/n?.rc | tr -d '\n')" "000000" "a missing sarif-dir is created, under make -j too"
tap_is "$(ls "$TMP"/new/deep/logs0/*.sarif "$TMP"/new/deep/logs1/*.sarif | wc -l | tr -d ' ')" 6 \
  "and holds every unit's log"
: > "$TMP/afile"
cc_sarif bug.c -fplugin-arg-ctlcheck-sarif-dir="$TMP/afile/logs"
tap_contains "$out" "cannot create directory '$TMP/afile/logs': '$TMP/afile' exists and is not a directory" \
  "a sarif-dir under a file is a clear error"

# A recursive make: units compiled in their own directories, merged: every
# artifact resolves to an existing file under the merged %SRCROOT%.
mkdir -p "$TMP/rec/a" "$TMP/rec/b/sub"
cp "$TMP/bug.c" "$TMP/rec/a/x.c"
cp "$TMP/bug.c" "$TMP/rec/b/sub/y.c"
(cd "$TMP/rec/a" && $CC -c x.c -o x.o -w -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-sarif=../x.sarif)
(cd "$TMP/rec/b" && $CC -c sub/y.c -o y.o -w -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-sarif=../y.sarif)
"$builddir/tools/ctlcheck-sarif" merge "$TMP/rec/x.sarif" "$TMP/rec/y.sarif" -o "$TMP/rec/m.sarif"
resolved=$(python3 - "$TMP/rec/m.sarif" <<'PY'
import json, os, sys
run = json.load(open(sys.argv[1]))["runs"][0]
root = run["originalUriBaseIds"]["%SRCROOT%"]["uri"][len("file://"):]
locs = [a["location"] for a in run["artifacts"]]
for r in run["results"]:
    locs.append(r["locations"][0]["physicalLocation"]["artifactLocation"])
bad = [l["uri"] for l in locs if not os.path.exists(os.path.join(root, l["uri"]))]
print("%d %s" % (len(locs), " ".join(bad) or "ok"))
PY
)
tap_is "${resolved#* }" "ok" "merged logs of two directories resolve every location to an existing file"

# An out-of-tree build: ../src/x.c is still a relative URI.
mkdir -p "$TMP/oot/src" "$TMP/oot/build"
cp "$TMP/bug.c" "$TMP/oot/src/x.c"
(cd "$TMP/oot/build" && $CC -c ../src/x.c -o x.o -w -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-sarif=x.sarif)
tap_contains "$(cat "$TMP/oot/build/x.sarif")" '"uri": "src/x.c"' "an out-of-tree build gives relative URIs"

# Two findings of one rule on identical lines of one function (the same
# line text twice): two fingerprints.
cat > "$TMP/same.c" <<'C'
#include <stdlib.h>
void twice_each (char *p, char *q)
{
  free (p); free (q);
  free (p); free (q);
}
C
cc_sarif same.c -fplugin-arg-ctlcheck-sarif="$TMP/same.sarif"
tap_is "$(grep -o '"ctlcheckFingerprint/v1": "[0-9a-f]*"' "$TMP/same.sarif" | sort -u | wc -l | tr -d ' ')" 2 \
  "two findings on identical line text get two fingerprints"

# Fingerprints are unique within every log written above.
dups=$(for f in "$TMP"/*.sarif "$TMP"/rec/*.sarif "$TMP"/logs/*.sarif; do
  grep -o '"ctlcheckFingerprint/v1": "[0-9a-f]*"' "$f" | sort | uniq -d; done)
tap_is "$dups" "" "no two results of one log share a fingerprint"

# A finding at a token from a system header's macro is reported where the
# macro is used, on the console and in SARIF alike.
mkdir -p "$TMP/sys"
cat > "$TMP/sys/rel.h" <<'H'
#include <stdlib.h>
#define RELEASE(p) free (p)
H
cat > "$TMP/usesys.c" <<'C'
#include <rel.h>
void twice (char *p)
{
  RELEASE (p);
  RELEASE (p);
}
C
cc_sarif usesys.c -isystem "$TMP/sys" -fplugin-arg-ctlcheck-sarif="$TMP/usesys.sarif"
tap_contains "$out" "usesys.c:5:3: warning: 'p' is freed twice" "a system-header macro's finding is shown, at its use"
tap_contains "$(cat "$TMP/usesys.sarif")" '"startLine": 5' "and SARIF has the same line"

# A budget too small for the product: findings stay, a notification says so.
cc_sarif bug.c -fplugin-arg-ctlcheck-max-states=2 -fplugin-arg-ctlcheck-sarif="$TMP/budget.sarif"
tap_contains "$out" "bug.c:5:3: warning: 'p' is freed twice" "over budget, the finding remains"
tap_contains "$(cat "$TMP/budget.sarif")" '"id": "budget-exceeded"' "and the log notes the budget"
$SHELL "$validate" "$TMP/budget.sarif"
tap_is "$?" 0 "that log validates too"

# How each finding's function was modelled, and what validation counted.
tap_contains "$(cat "$TMP/bug.sarif")" '"ctlcheck/model": "product"' "a finding on the product says so"
tap_contains "$(cat "$TMP/budget.sarif")" '"ctlcheck/model": "cfg"' "a finding on the CFG alone says so"
tap_contains "$(cat "$TMP/bug.sarif")" '"ctlcheck/coverage": {' "the run counts the validation"
tap_contains "$(cat "$TMP/bug.sarif")" '"confirmed": 4' "the four findings were confirmed"

# An unconfirmed finding (its path is refuted and no refined product fits
# the budget) is neither a warning nor a result, only counted; with
# unconfirmed it is a note and a result of level "note".
cat > "$TMP/flag.c" <<'C'
#include <stdlib.h>
void unsure (int a)
{
  char *p = 0;
  int own = 0;
  if (a)
    {
      p = malloc (8);
      own = 1;
    }
  if (own)
    free (p);
}
C
cc_sarif flag.c -fplugin-arg-ctlcheck-enable=memory-leak -fplugin-arg-ctlcheck-max-states=2 \
  -fplugin-arg-ctlcheck-sarif="$TMP/flag.sarif"
tap_is "$out" "" "an unconfirmed finding is not shown"
log=$(cat "$TMP/flag.sarif")
tap_contains "$log" '"results": []' "nor logged as a result"
tap_contains "$log" '"unconfirmed": 1' "but counted"
cc_sarif flag.c -fplugin-arg-ctlcheck-enable=memory-leak -fplugin-arg-ctlcheck-max-states=2 \
  -fplugin-arg-ctlcheck-unconfirmed -fplugin-arg-ctlcheck-sarif="$TMP/flag2.sarif"
tap_contains "$out" "flag.c:13:1: note: unconfirmed: memory allocated to 'p' leaks [ctlcheck:memory-leak]" \
  "unconfirmed shows it as a note"
log=$(cat "$TMP/flag2.sarif")
tap_contains "$log" '"level": "note"' "logged with level note"
tap_contains "$log" '"ctlcheck/unconfirmed": true' "and marked unconfirmed"
$SHELL "$validate" "$TMP/flag2.sarif"
tap_is "$?" 0 "that log validates"

# A narrowed function is named in a notification.
cat > "$TMP/narrow.c" <<'C'
int work (int);
int narrow (int n)
{
  int acc = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      acc += work (i * j);
  return n > 0 ? acc : 0;
}
C
cc_sarif narrow.c -fplugin-arg-ctlcheck-max-states=300 -fplugin-arg-ctlcheck-sarif="$TMP/narrow.sarif"
log=$(cat "$TMP/narrow.sarif")
tap_contains "$log" '"id": "budget-narrowed"' "a narrowed function gets a notification"
tap_contains "$log" "function 'narrow' fit the product-state budget" "naming it"

# A log that cannot be written is an error, and leaves nothing behind.
cc_sarif bug.c -fplugin-arg-ctlcheck-sarif="$TMP/no/such/dir/x.sarif"
tap_ok $((rc == 0)) "an unwritable log fails the compilation"
tap_contains "$out" "error: ctlcheck: cannot write SARIF to '$TMP/no/such/dir/x.sarif'" "with a clear message"
tap_done
