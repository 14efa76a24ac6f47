#!/bin/sh
# mc-ref.sh: ctlcheck-mc against the reference (bench/engine/refcheck.py) on the grammar models and on random NuSMV models with random DEFINE and case expressions.
. "$srcdir/testsuite/scripts/tap-lib.sh"
MC=$(cd "$builddir" && pwd)/tools/ctlcheck-mc
REF=$srcdir/bench/engine/refcheck.py
if ! command -v python3 >/dev/null 2>&1; then
  echo "1..0 # SKIP python3 not installed"
  exit 0
fi

# The verdicts as "LINE true|false", one per SPEC.
verdicts() {
  "$MC" "$1" 2>/dev/null | sed -n 's/^-- specification .*:\([0-9]*\)) is \(true\|false\)$/\1 \2/p'
}

for f in "$srcdir"/testsuite/engine/models/grammar/*.smv "$srcdir"/testsuite/engine/models/double-free.smv; do
  tap_is "$(verdicts "$f")" "$(python3 "$REF" "$f")" "$(basename "$f"): the reference agrees"
done

# A Goanna-style model with 260 variables: 780 specifications, 260 of each
# shape, so each shape is checked as a group of 256 and one of 4.
python3 "$srcdir/bench/engine/goanna-gen.py" 400 260 > "$TMP/goanna.smv"
tap_is "$(verdicts "$TMP/goanna.smv")" "$(python3 "$REF" "$TMP/goanna.smv")" \
  "goanna-gen.py 400 260: 780 specifications in groups, the reference agrees"

# 150 random models: 7 locations, random edges, 5 DEFINEs whose bodies
# use every operator and earlier or later DEFINEs, case conditions that are
# expressions, and 8 random CTL specifications each.
python3 - "$TMP" <<'PY'
import random, sys
out = sys.argv[1]
OPS = ["&", "|", "->", "<->"]
def expr(r, d, defs):
    k = r.randrange(9 if d > 0 else 5)
    if k == 0: return r.choice(["TRUE", "FALSE"])
    if k == 1: return "location = l%d" % r.randrange(7)
    if k == 2: return "location in {%s}" % ", ".join("l%d" % i for i in r.sample(range(7), r.randint(1, 4)))
    if k in (3, 4): return r.choice(defs) if defs else "TRUE"
    if k == 5: return "!" + expr(r, d - 1, defs)
    if k == 6: return "(%s)" % expr(r, d - 1, defs)
    return "%s %s %s" % (expr(r, d - 1, defs), r.choice(OPS), expr(r, d - 1, defs))
def ctl(r, d):
    k = r.randrange(12 if d > 0 else 2)
    if k < 2: return r.choice(["d0", "d1", "d2", "d3", "d4"])
    if k < 4: return "!" + ctl(r, d - 1)
    if k < 10: return "%s (%s)" % (r.choice(["AX", "EX", "AF", "EF", "AG", "EG"]), ctl(r, d - 1))
    if k == 10: return "(%s %s %s)" % (ctl(r, d - 1), r.choice(["&", "|", "->"]), ctl(r, d - 1))
    return "%s[%s %s %s]" % (r.choice("AE"), ctl(r, d - 1), r.choice("UW"), ctl(r, d - 1))
for seed in range(150):
    r = random.Random(seed)
    names = ["d%d" % i for i in range(5)]
    lines = ["MODULE main", "VAR", "  location : {%s};" % ", ".join("l%d" % i for i in range(7)),
             "ASSIGN", "  init(location) := l0;", "  next(location) := case"]
    for _ in range(r.randint(1, 5)):
        tg = r.sample(range(7), r.randint(1, 3))
        lines.append("    %s : {%s};" % (expr(r, 2, names), ", ".join("l%d" % t for t in tg)))
    lines += ["    TRUE : location;", "  esac;", "DEFINE"]
    order = list(range(5))
    r.shuffle(order)
    for i in order:  # d_i uses only d_j with j < i: no cycle, any file order
        lines.append("  d%d := %s;" % (i, expr(r, 3, names[:i])))
    for _ in range(8):
        lines.append("SPEC " + ctl(r, 3))
    with open("%s/r%03d.smv" % (out, seed), "w") as fh:
        fh.write("\n".join(lines) + "\n")
PY
for f in "$TMP"/r*.smv; do
  verdicts "$f" | sed "s|^|$f:|"
done > "$TMP/mc.txt"
python3 "$REF" "$TMP"/r*.smv > "$TMP/ref.txt"
tap_is "$(wc -l < "$TMP/ref.txt")" 1200 "the reference checked 150 x 8 specifications"
tap_is "$(diff "$TMP/mc.txt" "$TMP/ref.txt")" "" \
  "150 random models with expressions: ctlcheck-mc agrees with the reference"
tap_ok "$(grep -c ' false' "$TMP/ref.txt" | awk '{ exit !($1 > 200 && $1 < 1000) }'; echo $?)" \
  "both verdicts are common (the comparison can fail)"
tap_done
