# tap-lib.sh: helpers for ctlcheck's shell tests that print TAP.
# Sourced by testsuite/scripts/*.sh; expects $srcdir and $builddir (top dirs).

tap_n=0
tap_failed=0
export LC_ALL=C
: "${srcdir:=.}" "${builddir:=.}" "${CC:=gcc}" "${CXX:=g++}"
PLUGIN=$(cd "$builddir" && pwd)/plugin/ctlcheck.so
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ctlcheck-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

# ok COND-EXIT-STATUS NAME: record one test point.
tap_ok() {
  tap_n=$((tap_n + 1))
  if [ "$1" -eq 0 ]; then
    echo "ok $tap_n - $2"
  else
    echo "not ok $tap_n - $2"
    tap_failed=$((tap_failed + 1))
  fi
}

# tap_is GOT WANT NAME: compare two strings, showing both on failure.
tap_is() {
  if [ "$1" = "$2" ]; then
    tap_ok 0 "$3"
  else
    tap_ok 1 "$3"
    printf '#   got:  %s\n#   want: %s\n' "$1" "$2"
  fi
}

# tap_contains TEXT NEEDLE NAME: TEXT contains the fixed string NEEDLE.
tap_contains() {
  case $1 in
    *"$2"*) tap_ok 0 "$3" ;;
    *) tap_ok 1 "$3"; printf '#   missing: %s\n#   in: %s\n' "$2" "$(printf '%s' "$1" | head -c 2000)" ;;
  esac
}

tap_done() {
  echo "1..$tap_n"
  [ "$tap_failed" -eq 0 ]
}
