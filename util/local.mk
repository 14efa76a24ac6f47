## util/local.mk: the base every part uses: allocation, growable arrays, one
## hash, string interning, SCC over CSR, a worklist solver, the error funnel,
## the lexer core of the parsers.

noinst_LIBRARIES += util/libutil.a
util_libutil_a_SOURCES = util/ut-alloc.c util/ut-hash.c util/ut-intern.c \
	util/ut-scc.c util/ut-dataflow.c util/ut-error.c util/ut-lex.c \
	util/ut-clock.c
noinst_HEADERS += include/ctlcheck/util.h include/ctlcheck/error.h \
	include/ctlcheck/lex.h

check_PROGRAMS += testsuite/unit/test-util
testsuite_unit_test_util_SOURCES = testsuite/unit/test-util.c
testsuite_unit_test_util_LDADD = util/libutil.a
TAP_TESTS += testsuite/unit/test-util

check_PROGRAMS += testsuite/unit/test-lex
testsuite_unit_test_lex_SOURCES = testsuite/unit/test-lex.c
testsuite_unit_test_lex_LDADD = util/libutil.a
TAP_TESTS += testsuite/unit/test-lex
