#!/bin/sh
# sarif-tool.sh: ctlcheck-sarif merge, diff and summary on logs the plugin wrote.
. "$srcdir/testsuite/scripts/tap-lib.sh"
TOOL=$(cd "$builddir" && pwd)/tools/ctlcheck-sarif
validate="$srcdir/testsuite/scripts/sarif-validate.sh"

# 100 units: 50 distinct files with a bug each, all including one header
# whose bug must appear once in the merged log.
mkdir -p "$TMP/src" "$TMP/logs"
cat > "$TMP/src/common.h" <<'C'
#include <stdlib.h>
static inline void twice (char *p) { free (p); free (p); }
C
i=0
while [ $i -lt 100 ]; do
  if [ $i -lt 50 ]; then
    printf '#include "common.h"\nvoid f%d (char *q) { twice (q); free (q); free (q); }\n' $i > "$TMP/src/u$i.c"
  else
    printf '#include "common.h"\nvoid g%d (char *q) { twice (q); }\n' $i > "$TMP/src/u$i.c"
  fi
  i=$((i + 1))
done
(cd "$TMP/src" && for f in u*.c; do
   $CC -c "$f" -o "$TMP/x.o" -w -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-enable=double-free \
     -fplugin-arg-ctlcheck-sarif-dir="$TMP/logs" || exit 1
 done)
tap_is "$?" 0 "100 units compile with sarif-dir="
tap_is "$(ls "$TMP/logs" | grep -c '\.sarif$')" 100 "100 logs"
"$TOOL" merge "$TMP/logs" -o "$TMP/merged.sarif"
tap_is "$?" 0 "merge of a directory of 100 logs succeeds"
n=$(grep -c '"ruleId": "double-free"' "$TMP/merged.sarif")
tap_is "$n" 51 "the header's finding is kept once, each unit's own once (1 + 50)"
tap_is "$(grep -c '"commandLine"' "$TMP/merged.sarif")" 100 "every unit's invocation is kept"
tap_is "$(grep -c '"id": "double-free"' "$TMP/merged.sarif")" 1 "rules are unioned"
$SHELL "$validate" "$TMP/merged.sarif"
tap_is "$?" 0 "the merged log validates"

# summary
out=$("$TOOL" summary "$TMP/merged.sarif")
tap_is "$?" 0 "summary succeeds"
tap_contains "$out" "double-free                                    51          0" "findings per rule"
tap_contains "$out" "common.h                                        1          0" "findings per file"
tap_contains "$out" "51 findings" "and the total"

# diff: a baseline, then a change that fixes one bug and adds another.
"$TOOL" merge "$TMP/logs/u0.c-"*.sarif -o "$TMP/base.sarif"
printf '#include "common.h"\n\nvoid f0 (char *q) { twice (q); }\nvoid h (char *r) { free (r); free (r); }\n' > "$TMP/src/u0.c"
(cd "$TMP/src" && $CC -c u0.c -o "$TMP/x.o" -w -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-enable=double-free \
   -fplugin-arg-ctlcheck-sarif="$TMP/now.sarif")
out=$("$TOOL" diff --baseline "$TMP/base.sarif" "$TMP/now.sarif" -o "$TMP/diff.sarif")
tap_is "$?" 1 "diff exits 1 when there are new results"
tap_is "$out" "1 new result" "and says how many"
d=$(cat "$TMP/diff.sarif")
tap_contains "$d" '"baselineState": "new"' "the new bug is new"
tap_contains "$d" '"baselineState": "unchanged"' "the header's bug is unchanged"
tap_contains "$d" '"baselineState": "absent"' "the fixed bug is absent"
$SHELL "$validate" "$TMP/diff.sarif"
tap_is "$?" 0 "the diff log validates"
"$TOOL" diff --baseline "$TMP/now.sarif" "$TMP/now.sarif" -o "$TMP/same.sarif" >/dev/null
tap_is "$?" 0 "diff exits 0 without new results"
tap_contains "$(cat "$TMP/same.sarif")" '"baselineState": "unchanged"' "everything is unchanged"

# Malformed input to every command; the output file is never touched.
printf '{"version": "2.1.0", "runs": [' > "$TMP/truncated.sarif"
printf '{"hello": 1}\n' > "$TMP/other.json"
: > "$TMP/empty.sarif"
echo keep > "$TMP/out.sarif"
for cmd in merge diff summary; do
  for bad in truncated.sarif other.json empty.sarif missing.sarif; do
    case $cmd in
      merge) out=$("$TOOL" merge "$TMP/$bad" -o "$TMP/out.sarif" 2>&1) ;;
      diff) out=$("$TOOL" diff --baseline "$TMP/$bad" "$TMP/now.sarif" -o "$TMP/out.sarif" 2>&1) ;;
      summary) out=$("$TOOL" summary "$TMP/$bad" 2>&1) ;;
    esac
    rc=$?
    tap_is "$rc" 2 "$cmd $bad: exit status 2"
    case $bad in
      truncated.sarif) want="$TMP/truncated.sarif:1:30: error: ']' expected near end of file" ;;
      other.json) want="$TMP/other.json: error: not a SARIF 2.1.0 log" ;;
      empty.sarif) want="$TMP/empty.sarif:1:0: error: '[' or '{' expected near end of file" ;;
      missing.sarif) want="$TMP/missing.sarif: error: unable to open $TMP/missing.sarif" ;;
    esac
    tap_contains "$out" "$want" "$cmd $bad: the error names the file and place"
  done
done
tap_is "$(cat "$TMP/out.sarif")" "keep" "a failed command leaves the output file alone"
"$TOOL" frobnicate >/dev/null 2>&1
tap_is "$?" 2 "an unknown command is a usage error"
"$TOOL" --help | grep -q "merge FILE|DIR... -o OUT"
tap_is "$?" 0 "--help lists the commands"
tap_done
