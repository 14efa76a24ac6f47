## checker-core/values.mk: the GMP interval domain used by product states.

noinst_LIBRARIES += checker-core/libctlvalues.a
checker_core_libctlvalues_a_SOURCES = checker-core/values.c
pkginclude_HEADERS += include/ctlcheck/values.h

check_PROGRAMS += testsuite/unit/test-values
testsuite_unit_test_values_SOURCES = testsuite/unit/test-values.c
testsuite_unit_test_values_LDADD = checker-core/libctlvalues.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-values
