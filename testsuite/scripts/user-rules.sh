#!/bin/sh
# user-rules.sh: a rule written by a user, loaded with rules=, fires; so does a rules directory.
. "$srcdir/testsuite/scripts/tap-lib.sh"

cat > "$TMP/u.c" <<'C'
#include <string.h>
void f (const char *s)
{
  char buf[8];
  strcpy (buf, s);
  char *dst = buf;
  strcpy (dst, s);
}
C
for path in "$srcdir/testsuite/rules/user/strcpy.rules" "$srcdir/testsuite/rules/user"; do
  out=$($CC -c "$TMP/u.c" -o "$TMP/u.o" -fplugin="$PLUGIN" \
        -fplugin-arg-ctlcheck-rules="$path" -fdiagnostics-path-format=none 2>&1)
  tap_is "$?" 0 "rules=$(basename "$path") compiles"
  tap_contains "$out" "u.c:5:3: warning: 'buf' is written by strcpy without a size limit [ctlcheck:no-strcpy] [CWE-120]" \
    "the user's rule fires on &buf"
  tap_contains "$out" "u.c:7:3: warning: 'dst' is written by strcpy without a size limit [ctlcheck:no-strcpy]" \
    "and on a pointer"
done
out=$($CC -c "$TMP/u.c" -o "$TMP/u.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-help \
      -fplugin-arg-ctlcheck-rules="$srcdir/testsuite/rules/user" 2>&1)
tap_contains "$out" "no-strcpy" "help lists the user's rule"
out=$($CC -c "$TMP/u.c" -o "$TMP/u.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-enable=double-free \
      -fplugin-arg-ctlcheck-rules="$srcdir/testsuite/rules/user" 2>&1)
case $out in *no-strcpy*) r=1 ;; *) r=0 ;; esac
tap_ok $r "enable= selects only the named rules"

# A rule over a family that a library file defines needs that library
# before it is read: lib=apr (the pack, then lib=, then rules=).
cat > "$TMP/apr.c" <<'C'
typedef struct apr_pool_t apr_pool_t;
void *apr_palloc (apr_pool_t *, unsigned long);
void free (void *);
void f (apr_pool_t *pool)
{
  char *p = apr_palloc (pool, 8);
  free (p);
}
C
rules=$srcdir/testsuite/rules/apr/pool.rules
out=$($CC -c "$TMP/apr.c" -o "$TMP/apr.o" -fplugin="$PLUGIN" \
      -fplugin-arg-ctlcheck-rules="$rules" 2>&1)
tap_ok $(($? == 0)) "without lib=apr, a rule over @pool-alloc is refused"
tap_contains "$out" "pool.rules:9:22: error: unknown family 'pool-alloc' (define it with 'family pool-alloc = ...')" \
  "the unknown family is named where it is used"
out=$($CC -c "$TMP/apr.c" -o "$TMP/apr.o" -fplugin="$PLUGIN" -fplugin-arg-ctlcheck-lib=apr \
      -fplugin-arg-ctlcheck-rules="$rules" -fplugin-arg-ctlcheck-enable=pool-block-freed \
      -fdiagnostics-path-format=none 2>&1)
tap_is "$?" 0 "with lib=apr it loads"
tap_contains "$out" "apr.c:7:3: warning: 'p' belongs to a pool: only destroying the pool releases it [ctlcheck:pool-block-freed]" \
  "and fires"
tap_done
