#!/bin/sh
# summary.sh: the one closing line of a test run, "N passed, N failed", from
# the result files (*.trs) automake's test harness wrote under testsuite/.
# Usage: summary.sh BUILDDIR.  Exits non-zero when anything failed or no
# test ran.
builddir=${1:-.}
set -- $(find "$builddir" -name '*.trs' -exec cat {} + 2>/dev/null | awk '
  /^:test-result: (PASS|XFAIL)/        { p++ }
  /^:test-result: (FAIL|XPASS|ERROR)/  { f++ }
  END { print p + 0, f + 0 }')
passed=$1 failed=$2
[ "$passed" -eq 0 ] && [ "$failed" -eq 0 ] && failed=1
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
