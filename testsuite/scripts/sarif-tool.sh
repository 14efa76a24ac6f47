#!/bin/sh
# sarif-tool.sh: ctlcheck-sarif merge, diff, summary, html and codequality on logs the plugin wrote.
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
tap_contains "$out" "coverage: " "and the coverage"

# html: the merged log of the whole build, sources found through %SRCROOT%.
"$TOOL" html "$TMP/merged.sarif" -o "$TMP/html"
tap_is "$?" 0 "html of the merged log succeeds"
tap_is "$(ls "$TMP/html" | grep -c '\.html$')" 52 "index.html and a page per file with findings (50 units and the header)"
index=$(cat "$TMP/html/index.html")
tap_contains "$index" '<td class="n" id="total">51</td>' "the index counts 51 findings"
tap_is "$(grep -c '<tr data-rule="double-free"' "$TMP/html/index.html")" 51 "and lists them"
page=$(grep -l '<h1>common.h</h1>' "$TMP/html/"*.html)
tap_contains "$(cat "$page")" 'static inline void twice (char *p) { free (p); free (p); }' "the header's page shows its source"
tap_contains "$(cat "$page")" "title=\"finding #1, event 1\">1</a><a class=\"b c0\" data-f=\"1\" href=\"#f1e2\" title=\"finding #1, event 2\">2</a>" \
  "with the path's events 1 and 2 numbered beside line 2"
"$TOOL" html "$TMP/logs" -o "$TMP/html2"
tap_is "$?" 0 "html of the directory of per-unit logs (merged on the way)"
tap_is "$(grep -c '<tr data-rule="double-free"' "$TMP/html2/index.html")" 51 "gives the same findings"

# codequality: GitLab's fields, checked by the unit test's checker.
(cd "$TMP/src" && "$TOOL" codequality "$TMP/merged.sarif" -o "$TMP/cq.json")
tap_is "$?" 0 "codequality of the merged log succeeds"
"$builddir/testsuite/unit/test-report-codequality" "$TMP/cq.json" > "$TMP/cq.tap"
tap_is "$?" 0 "every issue has GitLab's required fields with their types"
grep -v '^ok\|^1\.\.' "$TMP/cq.tap"
tap_is "$(grep -c '"check_name": "double-free"' "$TMP/cq.json")" 51 "one issue per finding"
tap_contains "$(cat "$TMP/cq.json")" '"path": "common.h"' "paths relative to the current directory"
fp=$(grep -o '"ctlcheckFingerprint/v1": "[0-9a-f]*"' "$TMP/merged.sarif" | head -1 | cut -d'"' -f4)
tap_contains "$(cat "$TMP/cq.json")" "\"fingerprint\": \"$fp\"" "fingerprints are the SARIF ones"

# coverage: summed over the runs that record it.
cov() { # UNITS FUNCTIONS PRODUCT NARROWED CFG SKIPPED: a run with coverage
  printf '{"tool":{"driver":{"name":"ctlcheck"}},"results":[],"properties":{"ctlcheck/coverage":{"units":%s,"functions":%s,"product":%s,"narrowed":%s,"cfg":%s,"skipped":%s}}}' "$@"
}
printf '{"version":"2.1.0","runs":[%s,%s]}' "$(cov 1 10 8 2 1 1)" "$(cov 2 5 5 0 0 0)" > "$TMP/cov.sarif"
tap_contains "$("$TOOL" summary "$TMP/cov.sarif")" \
  "coverage: 3 units, 15 functions: 13 on the product (2 narrowed), 1 on the CFG only (over budget), 1 skipped" \
  "summary: coverage summed over the runs"
printf '{"version":"2.1.0","runs":[%s,{"results":[]}]}' "$(cov 1 10 8 2 1 1)" > "$TMP/cov2.sarif"
tap_contains "$("$TOOL" summary "$TMP/cov2.sarif")" "coverage: not recorded in 1 of 2 runs" \
  "summary: runs without coverage are named"
printf '{"version":"2.1.0","runs":[{"results":[]}]}' > "$TMP/cov3.sarif"
tap_is "$("$TOOL" summary "$TMP/cov3.sarif" | tail -n 1)" "coverage: not recorded" \
  "summary: coverage not recorded"

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
for cmd in merge diff summary html codequality; do
  for bad in truncated.sarif other.json empty.sarif missing.sarif; do
    case $cmd in
      merge) out=$("$TOOL" merge "$TMP/$bad" -o "$TMP/out.sarif" 2>&1) ;;
      diff) out=$("$TOOL" diff --baseline "$TMP/$bad" "$TMP/now.sarif" -o "$TMP/out.sarif" 2>&1) ;;
      summary) out=$("$TOOL" summary "$TMP/$bad" 2>&1) ;;
      html) out=$("$TOOL" html "$TMP/now.sarif" "$TMP/$bad" -o "$TMP/html-bad" 2>&1) ;;
      codequality) out=$("$TOOL" codequality "$TMP/$bad" -o "$TMP/out.sarif" 2>&1) ;;
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
tap_ok $([ ! -e "$TMP/html-bad" ]; echo $?) "a failed html writes nothing"

# Well-formed JSON, but a result's field of the wrong type: html and
# codequality name the field.
for case in \
  'runs[0].results: expected an array|{"results": "x"}' \
  'runs[0].results[0].message.text: expected a string|{"results": [{"message": {"text": 1}}]}' \
  'runs[0].results[0].message: expected an object|{"results": [{"ruleId": "r"}]}' \
  'runs[0].results[0].locations[0].physicalLocation.region.startLine: expected an integer >= 1|{"results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"region": {"startLine": "ten"}}}]}]}' \
  'runs[0].results[0].codeFlows[0].threadFlows: expected an array|{"results": [{"message": {"text": "m"}, "codeFlows": [{}]}]}' \
  "runs[0].results[0].baselineState: unknown value 'gone'|{\"results\": [{\"message\": {\"text\": \"m\"}, \"baselineState\": \"gone\"}]}" \
  'runs[1]: expected an object|{}, 7' \
  'runs[0].tool.driver.rules[0].id: expected a string|{"tool": {"driver": {"rules": [{}]}}}'; do
  want=${case%%|*}
  printf '{"version": "2.1.0", "runs": [%s]}\n' "${case#*|}" > "$TMP/wrong.sarif"
  out=$("$TOOL" html "$TMP/wrong.sarif" -o "$TMP/html-bad" 2>&1)
  tap_is "$?:$out" "2:$TMP/wrong.sarif: error: $want" "html: $want"
  out=$("$TOOL" codequality "$TMP/wrong.sarif" -o "$TMP/out.sarif" 2>&1)
  tap_is "$?:$out" "2:$TMP/wrong.sarif: error: $want" "codequality: $want"
done
tap_is "$(cat "$TMP/out.sarif")" "keep" "and the output file is left alone"
tap_ok $([ ! -e "$TMP/html-bad" ]; echo $?) "and no report directory is made"

# Usage errors.
mkdir -p "$TMP/none"
for args in "html $TMP/now.sarif" "html -o $TMP/h" "html $TMP/now.sarif -o" \
            "codequality $TMP/now.sarif" "codequality $TMP/now.sarif $TMP/now.sarif -o $TMP/x" \
            "codequality -o $TMP/x"; do
  out=$("$TOOL" $args 2>&1)
  tap_is "$?" 2 "usage error: $args"
  tap_contains "$out" "usage: ctlcheck-sarif ${args%% *}" "and says how to call it"
done
out=$("$TOOL" html "$TMP/none" -o "$TMP/h" 2>&1)
tap_is "$?:$out" "2:ctlcheck-sarif: error: no *.sarif file in the directories given" "html of an empty directory"
echo x > "$TMP/afile"
out=$("$TOOL" html "$TMP/now.sarif" -o "$TMP/afile/sub" 2>&1)
tap_is "$?" 2 "html into a path under a file fails"
tap_contains "$out" "'$TMP/afile' is not a directory" "and says why"
"$TOOL" frobnicate >/dev/null 2>&1
tap_is "$?" 2 "an unknown command is a usage error"
"$TOOL" --help | grep -q "merge FILE|DIR... -o OUT"
tap_is "$?" 0 "--help lists the commands"
"$TOOL" --help | grep -q "html FILE|DIR... -o OUTDIR"
tap_is "$?" 0 "--help lists html"
"$TOOL" --help | grep -q "codequality FILE -o OUT"
tap_is "$?" 0 "--help lists codequality"
tap_done
