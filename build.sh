#!/bin/sh
# build.sh: set up a Debian 12 machine, build ctlcheck, then run the demo or every test.
#
#   ./build.sh demo    install what is missing, build, check examples/demo.c
#   ./build.sh test    install what is missing, build, run every test
#   ./build.sh deps    only install what is missing
#   ./build.sh build   only configure and build
#
# The build goes to $BUILDDIR (default: _build in the source tree), so the
# source tree itself stays unconfigured.  Installing needs root: the script
# uses sudo when it is not run as root.
set -eu

top=$(cd "$(dirname "$0")" && pwd)
builddir=${BUILDDIR:-$top/_build}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
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
  plugindev="gcc-$(gcc -dumpversion | cut -d. -f1)-plugin-dev"
  if ! dpkg-query -W -f='${Status}' "$plugindev" 2>/dev/null | grep -q "ok installed"; then
    as_root apt-get update -q
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$plugindev"
  fi
  # SARIF validator used by the tests (npm registry).
  if ! command -v sarif-multitool >/dev/null 2>&1; then
    as_root npm install -g --no-audit --no-fund @microsoft/sarif-multitool
    # The binary's postinstall (chmod) may be held back by npm's script policy.
    as_root find "$(npm root -g)/@microsoft" -name Sarif.Multitool -type f \
      -exec chmod 755 {} + 2>/dev/null || true
  fi
}

build() {
  cd "$top"
  if [ ! -x configure ] || [ configure.ac -nt configure ]; then
    autoreconf -fi
  fi
  mkdir -p "$builddir"
  cd "$builddir"
  if [ ! -f Makefile ]; then
    "$top/configure"
  fi
  make -j2
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
    deps; build; cd "$builddir"
    # Everything make says, then the one summary line last, whatever happens.
    set +e
    # Results of an earlier run must not be counted if this one stops early.
    find testsuite -name '*.trs' -exec rm -f {} + 2>/dev/null
    make --no-print-directory check > check.log 2>&1
    rc=$?
    grep -v -E '^[0-9]+ passed, [0-9]+ failed$' check.log
    summary=$(sh "$top/testsuite/summary.sh" "$builddir/testsuite")
    src=$?
    [ "$rc" -ne 0 ] && [ "$src" -eq 0 ] && summary="${summary%, * failed}, 1 failed"
    echo "$summary"
    [ "$rc" -eq 0 ] && [ "$src" -eq 0 ] ;;
  *) echo "usage: $0 [demo|test|deps|build]" >&2; exit 2 ;;
esac
