#!/bin/sh
# html-browser.sh: the HTML report of testsuite findings, rendered by headless Chromium and checked.
#
# Builds the report from the SARIF logs of a few testsuite/ctlcheck.dg
# files, opens it from file:// URLs, and reads the DOM after the page's
# own script ran (--dump-dom): the number of findings shown, a filter
# preset from the URL's #fragment, the path events numbered beside the
# lines the dg-message comments name, no script error and no console
# message.  Saves a screenshot of a file page to $HTML_SCREENSHOT (default
# testsuite/html-report.png in the build tree; doc/html-report.png is one).
# Skipped when Chromium is not installed.
. "$srcdir/testsuite/scripts/tap-lib.sh"
CHROMIUM=${CHROMIUM:-$(command -v chromium || command -v chromium-browser)}
if [ -z "$CHROMIUM" ]; then
  echo "1..0 # SKIP chromium not installed"
  exit 0
fi
TOOL=$(cd "$builddir" && pwd)/tools/ctlcheck-sarif
shot=${HTML_SCREENSHOT:-$(cd "$builddir" && pwd)/testsuite/html-report.png}
dg=$(cd "$srcdir/testsuite/ctlcheck.dg" && pwd)

# browse URL OUT [ARGS...]: load URL headless; the DOM after its scripts
# ran goes to OUT, the console and the browser's log to OUT.log.
n_browse=0
browse() {
  url=$1 out=$2
  shift 2
  n_browse=$((n_browse + 1))
  timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic \
    --no-first-run --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$TMP/profile$n_browse" \
    --enable-logging=stderr --v=0 --window-size=1280,900 "$@" "$url" \
    > "$out" 2> "$out.log"
}

# The report: the logs of a few dg files, compiled where they are.
mkdir -p "$TMP/logs"
for f in rule-paths.c double-free-path.c precise-use-after-free.c \
         precise-memory-leak.c; do
  (cd "$dg" && $CC -c "$f" -o "$TMP/x.o" -w -fplugin="$PLUGIN" \
     -fplugin-arg-ctlcheck-sarif-dir="$TMP/logs") || echo "# $f does not compile"
done
"$TOOL" html "$TMP/logs" -o "$TMP/report"
tap_is "$?" 0 "ctlcheck-sarif html builds the report of 4 units"
"$TOOL" merge "$TMP/logs" -o "$TMP/all.sarif"
summary=$("$TOOL" summary "$TMP/all.sarif")
total=$(printf '%s\n' "$summary" | sed -n 's/^\([0-9]*\) findings*$/\1/p')
# rule_count RULE / file_count FILE: findings of a rule or a file.
rule_count() { printf '%s\n' "$summary" | awk -v r="$1" '$1 == r { print $2; exit }'; }
file_count() { printf '%s\n' "$summary" | awk -v f="$1" '$1 == f { print $2; exit }'; }

# clean OUT NAME: the page ran its script and nothing was logged.
clean() {
  tap_ok $(grep -q 'data-js="ok"' "$1"; echo $?) "$2: the page's script ran"
  tap_ok $(! grep -q ' data-js-error="' "$1"; echo $?) "$2: without an error"
  c=$(grep -c ':CONSOLE' "$1.log")
  tap_is "$c" 0 "$2: no console message"
  [ "$c" = 0 ] || grep ':CONSOLE' "$1.log" | sed 's/^/# /'
}

# shown OUT: the "N shown" count and the rows not hidden.
shown() { sed -n 's/.*<span id="shown">\([0-9]*\)<\/span>.*/\1/p' "$1"; }
visible() { grep '^<tr data-rule=' "$1" | grep -vc ' hidden=""'; }

# The index, as it opens.
browse "file://$TMP/report/index.html" "$TMP/index.dom" --dump-dom
clean "$TMP/index.dom" "index.html"
tap_ok $([ "${total:-0}" -gt 20 ]; echo $?) "the testsuite files have findings ($total)"
tap_is "$(shown "$TMP/index.dom")" "$total" "the index says every finding is shown"
tap_is "$(visible "$TMP/index.dom")" "$total" "and shows that many rows"

# Filters preset from the fragment, as a link or a bookmark does.
want=$(rule_count use-after-free)
browse "file://$TMP/report/index.html#rule=use-after-free" "$TMP/rule.dom" --dump-dom
clean "$TMP/rule.dom" "index.html#rule=use-after-free"
tap_is "$(shown "$TMP/rule.dom")" "$want" "the rule filter shows the rule's findings"
tap_is "$(visible "$TMP/rule.dom")" "$want" "and hides the other rows"
tap_is "$(grep '^<tr data-rule=' "$TMP/rule.dom" | grep -v ' hidden=""' | grep -vc 'data-rule="use-after-free"')" 0 \
  "every row left is of that rule"
browse "file://$TMP/report/index.html#q=twice" "$TMP/q.dom" --dump-dom
n=$(grep '^<tr data-rule=' "$TMP/q.dom" | grep -v ' hidden=""' | grep -c 'twice')
tap_ok $([ "$n" -gt 0 ] && [ "$n" = "$(shown "$TMP/q.dom")" ] && [ "$n" -lt "$total" ]; echo $?) \
  "the text filter keeps the $n rows that contain its text"

# Baseline states: the report of a diff against a baseline without
# double-free-path.c's unit: its finding is new.
"$TOOL" merge "$TMP/logs/rule-paths"* "$TMP/logs/precise"* -o "$TMP/base.sarif"
"$TOOL" diff --baseline "$TMP/base.sarif" "$TMP/all.sarif" -o "$TMP/diff.sarif" > /dev/null
"$TOOL" html "$TMP/diff.sarif" -o "$TMP/diff"
browse "file://$TMP/diff/index.html#state=new" "$TMP/new.dom" --dump-dom
clean "$TMP/new.dom" "index.html#state=new"
new=$(sed -n 's/.*id="state-new">\([0-9]*\)<.*/\1/p' "$TMP/new.dom")
tap_is "$new" "$(file_count double-free-path.c)" "the new findings are those of the new unit"
tap_is "$(shown "$TMP/new.dom")" "$new" "the state filter shows only the new ones"
tap_is "$(grep '^<tr data-rule=' "$TMP/new.dom" | grep -v ' hidden=""' | grep -vc 'data-state="new"')" 0 \
  "every row left is new"

# A file page: rule-paths.c, every event beside the line its dg-message
# comment names, numbered in path order, with its message.
page=$(grep -l '<h1>rule-paths.c</h1>' "$TMP/report/"*.html)
browse "file://$page" "$TMP/page.dom" --dump-dom
clean "$TMP/page.dom" "rule-paths.c's page"
tap_is "$(grep -o 'class="fd ' "$TMP/page.dom" | wc -l)" "$(file_count rule-paths.c)" \
  "the page shows each of the file's findings"
# Expected events: "LINE NUMBER TEXT" from { dg-message "\\(N\\) TEXT" ... [LINE] }
# (the regex's backslashes removed first).
sed 's/\\\\//g' "$dg/rule-paths.c" | awk '/dg-message "\([0-9]+\) / {
  line = NR
  if (match($0, /target \*-\*-\* \} [0-9]+/)) { t = substr($0, RSTART, RLENGTH); sub(/.* /, "", t); line = t }
  s = $0; sub(/.*dg-message "\(/, "", s)
  n = s; sub(/\).*/, "", n)
  sub(/^[0-9]+\) /, "", s); sub(/" .*/, "", s)
  print line, n, s }' > "$TMP/events"
tap_ok $([ "$(wc -l < "$TMP/events")" -gt 20 ]; echo $?) "rule-paths.c names $(wc -l < "$TMP/events") path events"
grep -o '<div class="ev"[^>]*><span class="b c[0-5]">[0-9]*</span> [^<]*' "$TMP/page.dom" > "$TMP/boxes"
bad=0
while read -r line num text; do
  row=$(grep "^<tr id=\"L$line\"" "$TMP/page.dom" | sed 's/<td class="code".*//')
  case $row in
    *"event $num\">$num</a>"*) ;;
    *) bad=$((bad + 1)); echo "# no event $num in the margin of line $line" ;;
  esac
  grep -F "data-line=\"$line\">" "$TMP/boxes" | grep -qF "\">$num</span> $text" ||
    { bad=$((bad + 1)); echo "# no event $num '$text' after line $line"; }
done < "$TMP/events"
tap_is "$bad" 0 "every event is numbered beside its line, with its message"
# Path order: each finding's numbers run 1, 2, ... down the page here.
order=$(grep -o 'data-f="[0-9]*" href="#f[0-9]*e[0-9]*"' "$TMP/page.dom" |
        sed 's/.*#f\([0-9]*\)e\([0-9]*\)"/\1 \2/' |
        awk '{ if ($2 != last[$1] + 1) bad++; last[$1] = $2 } END { print bad + 0 }')
tap_is "$order" 0 "each finding's events follow one another in path order"
first=$(grep -o 'href="#f[0-9]*e2"' "$TMP/page.dom" | head -n 1 | sed 's/href="#\(f[0-9]*\)e2"/\1/')
tap_contains "$(cat "$TMP/page.dom")" "$(basename "$page")#${first}e1\">← 1</a>" "event 2 links back to event 1"
tap_contains "$(cat "$TMP/page.dom")" "<summary>rule help</summary>" "findings carry their rule's help"
tap_contains "$(cat "$TMP/page.dom")" 'href="https://cwe.mitre.org/data/definitions/416.html">CWE-416</a>' \
  "and the CWE link"

# The screenshot doc/sarif.md shows.
rm -f "$shot"
browse "file://$page" "$TMP/shot.out" --screenshot="$shot" --hide-scrollbars \
  --window-size=1100,1250
tap_ok $([ -s "$shot" ]; echo $?) "a screenshot of the page is saved ($shot)"
tap_done
