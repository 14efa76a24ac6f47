#!/bin/sh
# facts.sh: facts across units (facts=DIR, facts-only): the two-pass
# workflow, what the facts change, bad facts files, parallel builds.
. "$srcdir/testsuite/scripts/tap-lib.sh"

S="$TMP/src"
mkdir -p "$S"
# lib.c defines the wrappers, the flags and a lock; nothing in it is wrong.
cat > "$S/lib.c" <<'C'
#include <stdlib.h>
#include <pthread.h>
struct buf { char *p; };
void my_free (struct buf *b) { free (b); }
struct buf *buf_new (void) { return malloc (sizeof (struct buf)); }
pthread_mutex_t big_lock = PTHREAD_MUTEX_INITIALIZER;
void lock (void) { pthread_mutex_lock (&big_lock); }
void unlock (void) { pthread_mutex_unlock (&big_lock); }
int debug_enabled = 0;
const int MODE = 1;
int verbose = 0;
#include <stdio.h>
FILE *open_log (void) { return fopen ("log", "w"); }
void reset (int **pp) { *pp = 0; }
#include <string.h>
void *must_alloc (size_t n) { void *p = malloc (n); if (!p) abort (); return p; }
char *copy_of (const char *s) { size_t n = strlen (s) + 1; char *c = must_alloc (n); memcpy (c, s, n); return c; }
C
# writer.c writes one of the flags: it must stay unknown.
cat > "$S/writer.c" <<'C'
extern int verbose;
void set_verbose (void) { verbose = 1; }
C
# use.c: three bugs only the wrappers show, and three flag tests (with a
# call between that may write the flag, unless the facts say none does).
cat > "$S/use.c" <<'C'
#include <stdlib.h>
struct buf;
void my_free (struct buf *b);
struct buf *buf_new (void);
void lock (void);
void unlock (void);
extern int debug_enabled, verbose; void note (void);
extern const int MODE;
void twice (struct buf *b) { my_free (b); my_free (b); }
void leak (void) { struct buf *b = buf_new (); (void) b; }
int lk (int x) { lock (); if (x) return 1; unlock (); return 0; }
int flag (void) { char *p = 0; if (debug_enabled) p = malloc (4); note (); if (debug_enabled) free (p); return 0; }
int mode (void) { char *p = malloc (4); if (MODE == 1) free (p); return 0; }
int verb (void) { char *p = 0; if (verbose) p = malloc (4); note (); if (verbose) free (p); return 0; }
#include <stdio.h>
FILE *open_log (void);
void logleak (void) { FILE *f = open_log (); if (f) fputs ("x", f); }
void reset (int **pp);
int rs (int *p) { reset (&p); return *p; }
C

# self.c reads a flag it defines itself.
cat > "$S/self.c" <<'C'
#include <stdlib.h>
int quiet = 0;
void note (void); int selfflag (void) { char *p = 0; if (quiet) p = malloc (4); note (); if (quiet) free (p); return 0; }
C

# cc FILE DIR ARGS...: compile src/FILE into DIR/FILE.o; output in $out.
cc() {
  f=$1 d=$2; shift 2
  mkdir -p "$d"
  out=$(cd "$S" && $CC -c "$f" -o "$d/$f.o" -fplugin="$PLUGIN" \
        -fdiagnostics-path-format=none "$@" 2>&1)
  rc=$?
}
# The findings in $out as FILE:LINE:RULE, one a line, sorted.
findings() {
  printf '%s\n' "$out" | sed -n 's/^\([^:]*\):\([0-9]*\):[0-9]*: warning: .*\[ctlcheck:\([a-z-]*\)\].*/\1:\2:\3/p' | sort
}

# One pass: the wrappers hide three bugs, the flags give false alarms.
cc use.c "$TMP/o1"
tap_is "$rc" 0 "one pass compiles"
tap_is "$(findings | tr '\n' ' ')" \
  "use.c:12:memory-leak use.c:13:memory-leak use.c:14:memory-leak " \
  "one pass: only the three flag functions' leaks, no wrapper bug"

# Pass 1: facts only.
F="$TMP/facts"
ok=0 silent=0
for u in lib.c writer.c use.c; do
  cc "$u" "$TMP/o2" -fplugin-arg-ctlcheck-facts="$F" \
     -fplugin-arg-ctlcheck-facts-only
  [ "$rc" -eq 0 ] || ok=1
  [ -z "$out" ] || { silent=1; printf '# %s\n' "$out"; }
done
tap_is "$ok" 0 "facts-only compiles every unit"
tap_is "$silent" 0 "facts-only prints nothing, not even use.c's findings"
tap_is "$(ls "$F" | sed 's/-[0-9a-f]*\.facts\.json$//' | tr '\n' ' ')" \
  "lib.c use.c writer.c " "one facts file per unit, named after its source"
lib=$(ls "$F"/lib.c-*.facts.json)
tap_contains "$(cat "$lib")" '"format": 1' "the file has its format version"
tap_contains "$(cat "$lib")" '"compiler": "ctlcheck ' "... the compiler and ctlcheck versions"
tap_contains "$(cat "$lib")" "\"source\": \"$S/lib.c\"" "... the source"
tap_contains "$(cat "$lib")" '"hash": "' "... and a hash"
tap_contains "$(tr -d ' \n' < "$lib")" \
  '"my_free":{"calls":[{"callee":"free","position":0,"nargs":1,"argument":0}]}' \
  "my_free calls free with its argument 0"
tap_contains "$(tr -d ' \n' < "$lib")" \
  '"lock":{"calls":[{"callee":"pthread_mutex_lock","position":0,"nargs":1,"global":"big_lock"}]}' \
  "lock locks the global big_lock"
tap_contains "$(tr -d ' \n' < "$lib")" '"buf_new":{"returns_result_of":"malloc","never_null":false,"declared_malloc":true}' \
  "buf_new returns what malloc returns, maybe NULL, and malloc is declared malloc"
tap_contains "$(tr -d ' \n' < "$lib")" \
  '"debug_enabled":{"defined":true,"written":false,"address_taken":false,"init":"0"}' \
  "debug_enabled is defined as 0"
tap_contains "$(tr -d ' \n' < "$lib")" '"reset":{"dereferences":[0],"stores_null":[0]}' \
  "reset leaves NULL in *pp"
tap_contains "$(tr -d ' \n' < "$lib")" \
  '"copy_of":{"returns_result_of":"malloc","never_null":true' \
  "copy_of returns must_alloc's block, never NULL: facts-only knows memcpy keeps no copy of it"
tap_contains "$(cat "$F"/writer.c-*.facts.json | tr -d ' \n')" \
  '"verbose":{"defined":false,"written":true,"address_taken":false}' \
  "writer.c writes verbose"
cp -r "$F" "$TMP/pass1"

# Pass 2: check with every unit's facts.
cc use.c "$TMP/o2" -fplugin-arg-ctlcheck-facts="$F"
tap_is "$rc" 0 "pass 2 compiles"
tap_is "$(findings | tr '\n' ' ')" \
  "use.c:10:memory-leak use.c:11:lock-not-released use.c:14:memory-leak use.c:17:file-leak use.c:19:null-deref-after-check use.c:9:double-free " \
  "pass 2: the wrappers' double free, leak, lock leak, FILE leak and NULL; no flag false alarm but for the written flag"
tap_contains "$out" "use.c:11:41: warning: 'big_lock' is not unlocked on some path" \
  "the lock leak names the global lock"
cc lib.c "$TMP/o2" -fplugin-arg-ctlcheck-facts="$F"
diff -r "$TMP/pass1" "$F" > /dev/null
tap_is "$?" 0 "pass 2 rewrites use.c's and lib.c's facts unchanged: the order of the build does not matter"

# A unit's own flag: constant when no other unit writes it.  Its earlier
# facts file (under another output name here, as on a distcc helper) is
# left out: it is not "another unit" that defines quiet.
cc self.c "$TMP/o1"
tap_is "$(findings)" "self.c:3:memory-leak" "one pass: a public flag of the unit is not constant"
cc self.c "$TMP/o2" -fplugin-arg-ctlcheck-facts="$F" -fplugin-arg-ctlcheck-facts-only
cc self.c "$TMP/o5" -fplugin-arg-ctlcheck-facts="$F"
tap_is "$rc:$(findings)" "0:" "pass 2: with the whole program's facts it is"
rm "$F"/self.c-*.facts.json

# Without writer.c's facts, verbose too would be constant: the facts of
# the whole program are assumed.
rm "$F"/writer.c-*.facts.json
cc use.c "$TMP/o2" -fplugin-arg-ctlcheck-facts="$F"
tap_is "$(findings | grep -c memory-leak)" 1 "only the whole program's facts make a flag constant"
cp "$TMP"/pass1/writer.c-* "$F"/

# Bad files: one warning each, naming it; the rest is used.
printf '{"format": 1, "functions": {' > "$F/torn.facts.json"
sed 's/"format": 1/"format": 999/' "$lib" > "$F/old.facts.json"
sed 's/"init": "0"/"init": "1"/' "$lib" > "$F/edited.facts.json"
echo 'not json at all' > "$F/notes.txt"
cc use.c "$TMP/o2" -fplugin-arg-ctlcheck-facts="$F"
tap_is "$rc" 0 "bad facts files never fail the compilation"
tap_is "$(printf '%s\n' "$out" | grep -c "torn.facts.json")" 1 "a torn file: one warning"
tap_contains "$out" "warning: ctlcheck: ignoring facts file '$F/old.facts.json': it has another format version" \
  "a file of another format version: one warning naming it"
tap_contains "$out" "warning: ctlcheck: ignoring facts file '$F/edited.facts.json': its hash does not match its contents" \
  "an edited file: its hash tells"
tap_is "$(printf '%s\n' "$out" | grep -c "ignoring facts file")" 3 "three warnings, nothing about other files"
tap_is "$(findings | tr '\n' ' ')" \
  "use.c:10:memory-leak use.c:11:lock-not-released use.c:14:memory-leak use.c:17:file-leak use.c:19:null-deref-after-check use.c:9:double-free " \
  "... and the good files are used all the same"
rm "$F/torn.facts.json" "$F/old.facts.json" "$F/edited.facts.json"

# C++: no summary and no definition is written (names need their
# scopes), but what C++ code writes is: cflag stays unknown in C.
printf '#include <cstdlib>\nint gx = 0;\nvoid wrap (char *p) { free (p); }\nextern "C" int cflag;\nvoid setflag () { cflag = 1; }\n' > "$S/c.cc"
printf '#include <stdlib.h>\nint cflag = 0;\nvoid note (void); int cf (void) { char *p = 0; if (cflag) p = malloc (4); note (); if (cflag) free (p); return 0; }\n' > "$S/cf.c"
out=$(cd "$S" && $CXX -c c.cc -o "$TMP/c.o" -fplugin="$PLUGIN" \
      -fplugin-arg-ctlcheck-facts="$TMP/cxx" -fplugin-arg-ctlcheck-facts-only 2>&1)
tap_is "$?:$out" "0:" "a C++ unit compiles with facts="
cxxfacts=$(cat "$TMP"/cxx/c.cc-*.facts.json | tr -d ' \n')
tap_contains "$cxxfacts" '"functions":{}' "... it writes no summary"
tap_contains "$cxxfacts" '"gx":{"defined":false,' "... no definition"
tap_contains "$cxxfacts" '"cflag":{"defined":false,"written":true,"address_taken":false}' \
  "... but what it writes"
cc cf.c "$TMP/o6" -fplugin-arg-ctlcheck-facts="$TMP/cxx"
tap_is "$(findings)" "cf.c:3:memory-leak" "a flag C++ code writes is not constant in C"

# A facts directory that cannot be written: a warning, no error.
: > "$TMP/plainfile"
cc use.c "$TMP/o4" -fplugin-arg-ctlcheck-facts="$TMP/plainfile/sub"
tap_is "$rc" 0 "an unwritable facts directory does not fail the compilation"
tap_contains "$out" "warning: ctlcheck: cannot write facts:" "... it is a warning"

# facts-only needs facts=.
cc use.c "$TMP/o4" -fplugin-arg-ctlcheck-facts-only
tap_contains "$out" "facts-only' needs 'facts=DIR'" "facts-only without facts= is an error"

# Parallel make: eight units twice over write into one directory.
P="$TMP/par"
mkdir -p "$P"
cp "$S/lib.c" "$S/writer.c" "$S/use.c" "$P/"
for i in 1 2 3 4 5; do
  sed "s/^void twice/void twice$i/; s/^void leak /void leak$i /; s/^int lk /int lk$i /; s/^int flag /int flag$i /; s/^int mode /int mode$i /; s/^int verb /int verb$i /; s/^void logleak /void logleak$i /; s/^int rs /int rs$i /" \
    "$S/use.c" > "$P/use$i.c"
done
cat > "$P/Makefile" <<MK
SRCS = lib.c writer.c use.c use1.c use2.c use3.c use4.c use5.c
OBJS = \$(SRCS:.c=.o)
CFLAGS = -fplugin=$PLUGIN -fdiagnostics-path-format=none
all: \$(OBJS)
%.o: %.c
	\$(CC) \$(CFLAGS) -c \$< -o \$@
clean:
	rm -f \$(OBJS)
MK
# twopass JOBS: both passes with make -jJOBS; the findings, sorted.
twopass() {
  rm -rf "$P/F"
  MAKEFLAGS= MAKELEVEL= make -s -C "$P" clean > /dev/null
  MAKEFLAGS= MAKELEVEL= make -s -C "$P" -j"$1" CC="$CC" \
    CFLAGS="-fplugin=$PLUGIN -fplugin-arg-ctlcheck-facts=$P/F -fplugin-arg-ctlcheck-facts-only" \
    > "$TMP/p1.out" 2>&1
  MAKEFLAGS= MAKELEVEL= make -s -C "$P" clean > /dev/null
  MAKEFLAGS= MAKELEVEL= make -s -C "$P" -j"$1" CC="$CC" \
    CFLAGS="-fplugin=$PLUGIN -fdiagnostics-path-format=none -fplugin-arg-ctlcheck-facts=$P/F" \
    > "$TMP/p2.out" 2>&1
  out=$(cat "$TMP/p2.out")
  findings
}
serial=$(twopass 1)
parallel=$(twopass 4)
tap_is "$(printf '%s\n' "$parallel" | wc -l)" 36 "make -j4: 6 findings in each of the 6 use units"
tap_is "$parallel" "$serial" "make -j4 finds what make -j1 finds"
tap_is "$(ls "$P/F" | grep -c '\.facts\.json$') $(ls "$P/F" | grep -vc '\.facts\.json$')" "8 0" \
  "one facts file per unit, no temporary file left"
tap_is "$(cat "$TMP/p1.out" "$TMP/p2.out" | grep -c 'ignoring facts file')" 0 \
  "no torn file was ever read"
tap_done
