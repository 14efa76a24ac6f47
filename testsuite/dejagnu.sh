#!/bin/sh
# dejagnu.sh: run the DejaGnu suite (testsuite/ctlcheck.dg) and report its results as TAP.
# Run by `make check` through automake's TAP driver; needs srcdir, builddir,
# RUNTEST, CC, CXX and SARIF_MULTITOOL in the environment (testsuite/local.mk).
# Every PASS or XFAIL of ctlcheck.sum is "ok", every FAIL, XPASS,
# UNRESOLVED or ERROR (a test file DejaGnu could not run) is "not ok".

export LC_ALL=C
if [ -z "$RUNTEST" ] || ! command -v "$RUNTEST" >/dev/null 2>&1; then
  echo "not ok 1 - DejaGnu's runtest was not found when configure ran:" \
    "install the Debian package dejagnu, then run configure again"
  echo "1..1"
  exit 1
fi
abs_srcdir=$(cd "$srcdir" && pwd)
abs_builddir=$(cd "$builddir" && pwd)
mkdir -p "$builddir/testsuite" && cd "$builddir/testsuite" || exit 1
cat > site.exp <<SITE
set tool ctlcheck
set srcdir "$abs_srcdir/testsuite"
set objdir "$abs_builddir/testsuite"
set top_srcdir "$abs_srcdir"
set top_builddir "$abs_builddir"
set CTL_CC "${CC:-gcc}"
set CTL_CXX "${CXX:-g++}"
set SARIF_MULTITOOL "${SARIF_MULTITOOL}"
SITE
rm -f ctlcheck.sum
"$RUNTEST" --tool ctlcheck --srcdir "$abs_srcdir/testsuite" >runtest.out 2>&1
if [ ! -s ctlcheck.sum ] || ! grep -qE '^(PASS|XFAIL):' ctlcheck.sum; then
  echo "not ok 1 - DejaGnu did not run (see $abs_builddir/testsuite/runtest.out)"
  echo "1..1"
  exit 1
fi
awk '
  /^(PASS|XFAIL): /                   { n++; sub(/: /, " - "); print "ok " n " " $0; next }
  /^(FAIL|XPASS|UNRESOLVED|ERROR): /  { n++; sub(/: /, " - "); print "not ok " n " " $0; next }
  END { print "1.." n }
' ctlcheck.sum
