## report/local.mk: SARIF 2.1.0 logs (Jansson): writing, fingerprints, suppressions.

noinst_LIBRARIES += report/libctlsarif.a
report_libctlsarif_a_SOURCES = report/sarif-write.c report/fingerprint.c \
	report/source.c
report_libctlsarif_a_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
pkginclude_HEADERS += include/ctlcheck/sarif.h

## GitHub's limits on results and code-flow locations.
check_PROGRAMS += testsuite/unit/test-sarif-caps
testsuite_unit_test_sarif_caps_SOURCES = testsuite/unit/test-sarif-caps.c
testsuite_unit_test_sarif_caps_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_sarif_caps_LDADD = report/libctlsarif.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-sarif-caps
