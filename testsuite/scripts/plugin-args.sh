#!/bin/sh
# plugin-args.sh: the plugin's arguments: help, version, and every bad one.
. "$srcdir/testsuite/scripts/tap-lib.sh"

printf 'int main (void) { return 0; }\n' > "$TMP/ok.c"
run() { # run ARGS...: compile ok.c with the plugin; output in $out, status in $rc
  out=$($CC -c "$TMP/ok.c" -o "$TMP/ok.o" -fplugin="$PLUGIN" "$@" 2>&1)
  rc=$?
}

run -fplugin-arg-ctlcheck-help
tap_is "$rc" 0 "help exits with status 0"
tap_contains "$out" "-fplugin-arg-ctlcheck-NAME[=VALUE]" "help shows the argument syntax"
for a in "help" "version" "enable=ID,..." "disable=ID,..." "rules=PATH[:PATH...]" \
         "pack=DIR" "lib=NAME,..." "sarif=FILE" "sarif-dir=DIR" "max-states=N" \
         "model=product|cfg" "stats" "stats-functions" "dump-ir" "facts=DIR" "facts-only"; do
  tap_contains "$out" "  $a " "help lists $a"
done
tap_contains "$out" "assumes DIR holds the whole program" "help states the facts' whole-program assumption"
tap_contains "$out" "double-free" "help lists the rule double-free"
tap_contains "$out" "CWE-415" "help shows double-free's CWE"
tap_contains "$out" "Libraries (lib=NAME" "help lists the library files"
for l in posix glib openssl sqlite apr png curl python selinux lua cairo; do
  tap_contains "$out" "  $l " "help lists the library $l"
done
tap_contains "$out" "  glib                       GLib: g_malloc" "with its summary"

run -fplugin-arg-ctlcheck-lib=glib,sqlite -fplugin-arg-ctlcheck-help
tap_contains "$out" "  glib                       GLib: g_malloc, g_new and g_strdup with g_free, g_slice, g_strsplit with g_strfreev, GError, g_autofree. [loaded]" \
  "lib=glib,sqlite loads glib"
tap_contains "$out" "[loaded]" "and help says so"

run -fplugin-arg-ctlcheck-lib=all
tap_is "$rc" 0 "lib=all loads every library file"

run -fplugin-arg-ctlcheck-lib=gtk
tap_ok $((rc == 0)) "lib= with an unknown name fails"
tap_contains "$out" "ctlcheck: error: unknown library 'gtk'; known libraries: posix, glib, openssl, sqlite, apr, png, curl, python, selinux, lua, cairo" \
  "the unknown library is named with the known ones"

run -fplugin-arg-ctlcheck-lib=none,glib
tap_ok $((rc == 0)) "lib=none with a library name fails"
tap_contains "$out" "ctlcheck: error: lib=none loads no library: name no other" \
  "and says why"

# lib=none: a unit that calls g_free loads no library, so g_free is no
# release (glib.rules is what says it is one).
printf 'void *g_malloc (unsigned long);\nvoid g_free (void *);\nvoid f (void) { char *p = g_malloc (8); g_free (p); g_free (p); }\n' > "$TMP/g.c"
out=$($CC -c "$TMP/g.c" -o "$TMP/g.o" -fplugin="$PLUGIN" 2>&1)
tap_contains "$out" "[ctlcheck:double-free]" "without lib=, calling g_free loads glib"
out=$($CC -c "$TMP/g.c" -o "$TMP/g.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-lib=none 2>&1)
rc=$?
tap_is "$rc$out" "0" "lib=none loads no library: no finding"

run -fplugin-arg-ctlcheck-version
tap_is "$rc" 0 "version exits with status 0"
tap_contains "$out" "ctlcheck " "version names the tool"

run -fplugin-arg-ctlcheck-bogus
tap_ok $((rc == 0)) "an unknown argument fails the compilation"
tap_contains "$out" "error: unknown argument '-fplugin-arg-ctlcheck-bogus'; valid arguments are: help, version, enable=ID,..., disable=ID,..., rules=PATH[:PATH...], pack=DIR, lib=NAME,..., sarif=FILE, sarif-dir=DIR, facts=DIR, facts-only, max-states=N, model=product|cfg, unconfirmed, stats, stats-functions, dump-ir" \
  "an unknown argument is named with the valid ones"

run -fplugin-arg-ctlcheck-sarif
tap_ok $((rc == 0)) "sarif without a value fails"
tap_contains "$out" "error: '-fplugin-arg-ctlcheck-sarif' needs a value: '-fplugin-arg-ctlcheck-sarif=FILE'" \
  "a missing value is explained"

run -fplugin-arg-ctlcheck-stats
printf '%s\n' "$out" | grep -Eq '; phases: lowering [0-9.]+ s, preparation [0-9.]+ s, product [0-9.]+ s, narrowing [0-9.]+ s, labelling [0-9.]+ s, engine [0-9.]+ s, evidence [0-9.]+ s, reporting [0-9.]+ s$'
tap_ok $? "stats ends with the time of each phase"
run -fplugin-arg-ctlcheck-stats-functions
printf '%s\n' "$out" | grep -Eq '^ctlcheck: .*ok\.c: function main: [0-9]+ statements, [0-9.]+ s$'
tap_ok $? "stats-functions prints each function's size and time"
run -fplugin-arg-ctlcheck-facts
tap_ok $((rc == 0)) "facts without a value fails"
tap_contains "$out" "error: '-fplugin-arg-ctlcheck-facts' needs a value: '-fplugin-arg-ctlcheck-facts=DIR'" \
  "... and says so"

run -fplugin-arg-ctlcheck-facts-only=yes
tap_ok $((rc == 0)) "facts-only with a value fails"

run -fplugin-arg-ctlcheck-stats=yes
tap_ok $((rc == 0)) "stats with a value fails"
tap_contains "$out" "error: '-fplugin-arg-ctlcheck-stats' takes no value" "an extra value is explained"

run -fplugin-arg-ctlcheck-max-states=lots
tap_ok $((rc == 0)) "max-states=lots fails"
tap_contains "$out" "error: ctlcheck: '-fplugin-arg-ctlcheck-max-states=lots': expected a positive number of states" \
  "a bad number is explained"

run -fplugin-arg-ctlcheck-enable=no-such-rule
tap_ok $((rc == 0)) "enable= with an unknown id fails"
tap_contains "$out" "no-such-rule" "the unknown id is named"
tap_contains "$out" "double-free" "the known ids are listed"

run -fplugin-arg-ctlcheck-model=bdd
tap_ok $((rc == 0)) "model=bdd fails"
tap_contains "$out" "error: ctlcheck: '-fplugin-arg-ctlcheck-model=bdd': expected 'product' or 'cfg'" \
  "the valid models are named"

run -fplugin-arg-ctlcheck-stats
tap_is "$rc" 0 "stats compiles"
tap_contains "$out" "ctlcheck: " "stats prints a summary line"

out=$($CXX -x c++ -c "$TMP/ok.c" -o "$TMP/ok.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-stats 2>&1)
tap_is "$?" 0 "the plugin loads in g++"
tap_contains "$out" "1 functions" "g++ lowers the C++ function"

# Machine-readable diagnostics: each finding is a diagnostic of its own,
# with its event path, not a child of the one before it.
cat > "$TMP/two.c" <<'EOF2'
int f (int *p) { if (!p) p = 0; return *p; }
int g (int *q) { if (!q) q = 0; return *q; }
EOF2
out=$($CC -c "$TMP/two.c" -o "$TMP/two.o" -fplugin="$PLUGIN" -fdiagnostics-format=json 2>&1)
tap_is "$?" 0 "-fdiagnostics-format=json compiles"
tops=$(printf '%s' "$out" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(" ".join("%d:%d:%d" % (x["locations"][0]["caret"]["line"], len(x["children"]), len(x.get("path", []))) for x in d if "ctlcheck:" in x["message"]))')
tap_is "$tops" "1:0:2 2:0:2" "json: two top-level findings, each with its two events"

tap_done
