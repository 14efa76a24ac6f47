#!/bin/sh
# build.sh: set up a Debian 12 machine, build ctlcheck, then run the demo or every test.
#
#   ./build.sh demo    install what is missing, build, check examples/demo.c
#   ./build.sh test    install what is missing (and chromium, for the HTML
#                      report's browser test), build, run every test with the
#                      default gcc and with each GCC of $CTLCHECK_EXTRA_GCC
#                      (default: 11), one build directory each
#   ./build.sh deps    only install what is missing
#   ./build.sh build   only configure and build
#
# The build goes to $BUILDDIR (default: _build in the source tree), so the
# source tree itself stays unconfigured.  Installing needs root: the script
# uses sudo when it is not run as root.
set -eu

top=$(cd "$(dirname "$0")" && pwd)
builddir=${BUILDDIR:-$top/_build}
# Other GCC versions the tests also run with (Debian 12 has gcc-11).
extra_gcc=${CTLCHECK_EXTRA_GCC-11}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Install the Debian packages given that are not installed yet.
need_pkgs() {
  missing=""
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing="$missing $p"
  done
  if [ -n "$missing" ]; then
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
  fi
}

# Debian packages the build, the tests and the benchmarks need.
deps() {
  pkgs="gcc g++ make autoconf automake pkg-config libgmp-dev libjansson-dev
        dejagnu"
  missing=""
  for p in $pkgs; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" ||
      missing="$missing $p"
  done
  # npm may come from Debian or from another nodejs build: ask for the command.
  command -v npm >/dev/null 2>&1 || missing="$missing npm"
  if [ -n "$missing" ]; then
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
  fi
  # The plugin headers of the GCC that will load the plugin.
  need_pkgs "gcc-$(gcc -dumpversion | cut -d. -f1)-plugin-dev"
  # SARIF validator used by the tests (npm registry).
  if ! command -v sarif-multitool >/dev/null 2>&1; then
    as_root npm install -g --no-audit --no-fund @microsoft/sarif-multitool
    # The binary's postinstall (chmod) may be held back by npm's script policy.
    as_root find "$(npm root -g)/@microsoft" -name Sarif.Multitool -type f \
      -exec chmod 755 {} + 2>/dev/null || true
  fi
}

# build [DIR [CONFIGURE-ARGS...]]: configure once into DIR, then make.
build() {
  dir=${1:-$builddir}
  [ $# -gt 0 ] && shift
  cd "$top"
  if [ ! -x configure ] || [ configure.ac -nt configure ]; then
    autoreconf -fi
  fi
  mkdir -p "$dir"
  cd "$dir"
  if [ ! -f Makefile ]; then
    "$top/configure" "$@"
  fi
  make -j2
}

# check DIR: run every test there; prints its summary, returns its status.
check() {
  cd "$1"
  # Results of an earlier run must not be counted if this one stops early.
  find testsuite -name '*.trs' -exec rm -f {} + 2>/dev/null
  make --no-print-directory check > check.log 2>&1
  rc=$?
  grep -v -E '^[0-9]+ passed, [0-9]+ failed$' check.log
  summary=$(sh "$top/testsuite/summary.sh" "$1/testsuite")
  src=$?
  [ "$rc" -ne 0 ] && [ "$src" -eq 0 ] && summary="${summary%, * failed}, 1 failed"
  echo "$summary"
  [ "$rc" -eq 0 ] && [ "$src" -eq 0 ]
}

demo() {
  plugin=$builddir/plugin/ctlcheck.so
  sarif=$builddir/demo.sarif
  echo "== gcc -c examples/demo.c -fplugin=ctlcheck  (SARIF: $sarif)"
  cd "$top"
  gcc -c examples/demo.c -o "$builddir/demo.o" -fplugin="$plugin" \
    -fplugin-arg-ctlcheck-sarif="$sarif"
  echo "== SARIF log written to $sarif"
}

case ${1:-demo} in
  deps) deps ;;
  build) deps; build ;;
  demo) deps; build; demo ;;
  test)
    deps
    # Headless Chromium for the HTML report's browser test
    # (testsuite/scripts/html-browser.sh, skipped without it).
    need_pkgs chromium
    for v in $extra_gcc; do need_pkgs "gcc-$v" "g++-$v" "gcc-$v-plugin-dev"; done
    # Everything make says, then one line per compiler, then the one
    # summary line last (the sum over compilers), whatever happens.
    set +e
    passed=0 failed=0 status=0 lines=""
    for v in default $extra_gcc; do
      if [ "$v" = default ]; then
        name="gcc $(gcc -dumpversion)"
        (build "$builddir") || status=1
        out=$(check "$builddir")
      else
        name="gcc-$v"
        (build "$builddir-gcc$v" CC="gcc-$v" CXX="g++-$v") || status=1
        out=$(check "$builddir-gcc$v")
      fi
      [ $? -eq 0 ] || status=1
      line=$(printf '%s\n' "$out" | tail -n 1)
      printf '%s\n' "$out" | sed '$d'
      p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed*}
      case $p$f in *[!0-9]*|"") p=0 f=1 ;; esac
      passed=$((passed + p)); failed=$((failed + f))
      lines="$lines
with $name: $p tests passed, $f failed"
    done
    printf '%s\n' "$lines" | sed '/^$/d'
    [ "$status" -ne 0 ] && [ "$failed" -eq 0 ] && failed=1
    echo "$passed passed, $failed failed"
    [ "$status" -eq 0 ] && [ "$failed" -eq 0 ] ;;
  *) echo "usage: $0 [demo|test|deps|build]" >&2; exit 2 ;;
esac
