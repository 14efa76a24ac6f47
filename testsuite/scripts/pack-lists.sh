#!/bin/sh
# pack-lists.sh: no function list is written twice in the shipped rules (rules/pack, rules/lib).
#
# A list is two or more names joined by `|`: the callees of a `call`
# pattern, the members of a `family` line, a side of a `pair` (a family
# `@NAME` counts as a name).  Two lists of the same names, or one whose
# names are all in another, fail: the rules name a family instead.
. "$srcdir/testsuite/scripts/tap-lib.sh"

# Every list of the files, one per line: "FILE:LINE: name name ..." (sorted).
lists() {
  for f in "$@"; do
    awk -v file="$(basename "$f")" '
      function emit(text,   n, a, i, j, t, out) {
        gsub(/__attribute__\(/, "__attribute__:", text)
        sub(/\($/, "", text)                 # the callees of call f|g(
        gsub(/\([^)]*\)/, "", text)          # positions: free(1) is free
        n = split(text, a, "|")
        if (n < 2)
          return
        for (i = 1; i <= n; i++) {           # sort the names
          gsub(/^[ \t]+|[ \t]+$/, "", a[i])
          for (j = i; j > 1 && a[j - 1] > a[j]; j--) {
            t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
          }
        }
        out = a[1]
        for (i = 2; i <= n; i++)
          out = out " " a[i]
        print file ":" start ": " out
      }
      # One item: a line and the lines a trailing `|` continues it on.
      {
        line = $0
        if (item == "")
          start = NR
        if (line ~ /^[ \t]*(help|summary|message|event|final)[ \t]/)
          line = ""
        sub(/#.*/, "", line)
        item = item " " line
        if (line ~ /\|[ \t]*$/)
          next
        text = item
        item = ""
        while (match(text, /"[^"]*"/)) {      # "operator new []" is one name
          q = substr(text, RSTART + 1, RLENGTH - 2)
          gsub(/[ \t]/, "_", q)
          text = substr(text, 1, RSTART - 1) q substr(text, RSTART + RLENGTH)
        }
        gsub(/[ \t]*\|[ \t]*/, "|", text)
        if (text ~ /^[ \t]*family[ \t]/) {
          sub(/^[ \t]*family[ \t]+[^ \t]+[ \t]*\+?=[ \t]*/, "", text)
          emit(text)
        } else if (text ~ /^[ \t]*pair[ \t]/) {
          sub(/^[ \t]*pair[ \t]+/, "", text)
          split(text, side, /[ \t]+/)
          emit(side[1]); emit(side[2])
        } else {
          while (match(text, /call[ \t]+[^ \t(]+\(/)) {
            callee = substr(text, RSTART, RLENGTH)
            sub(/^call[ \t]+/, "", callee)
            emit(callee)
            text = substr(text, RSTART + RLENGTH)
          }
        }
      }' "$f"
  done
}

# Pairs of lists where the second's names hold all the first's.
repeats() {
  awk '
    { where[NR] = $1; n[NR] = NF - 1
      for (i = 2; i <= NF; i++) names[NR, i - 1] = $i }
    END {
      for (a = 1; a <= NR; a++)
        for (b = 1; b <= NR; b++) {
          if (a == b || n[a] > n[b] || (n[a] == n[b] && a > b))
            continue
          delete in_b
          for (k = 1; k <= n[b]; k++) in_b[names[b, k]] = 1
          all = 1
          for (k = 1; k <= n[a] && all; k++) all = names[a, k] in in_b
          if (all)
            print where[a] " is " (n[a] == n[b] ? "written again at " \
                                                : "inside the list at ") where[b]
        }
    }'
}

out=$(lists "$srcdir"/rules/pack/*.rules "$srcdir"/rules/lib/*.rules)
tap_ok $(( $(printf '%s\n' "$out" | wc -l) < 20 )) "the shipped rules have their lists (got $(printf '%s\n' "$out" | wc -l))"
dups=$(printf '%s\n' "$out" | repeats)
tap_is "$dups" "" "no function list of rules/pack or rules/lib is written twice"

# The check itself: a list written twice, and one inside another, are found.
printf 'family a = f | g | h\nrule r {\n  prop p = call g|f(x)\n  prop q = call h | f(x)\n}\n' > "$TMP/t.rules"
got=$(lists "$TMP/t.rules" | repeats)
tap_contains "$got" "t.rules:3: is inside the list at t.rules:1:" "a repeated call list is found"
tap_contains "$got" "t.rules:4: is inside the list at t.rules:1:" "across lines and spaces"
printf 'pair x | "operator new" y | z\nfamily b += z(1) | y(2)\n' > "$TMP/u.rules"
got=$(lists "$TMP/u.rules" | repeats)
tap_contains "$got" "u.rules:1: is written again at u.rules:2:" "a pair side is a list too"
tap_done
