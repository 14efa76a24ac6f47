## report/local.mk: SARIF 2.1.0 logs (Jansson): writing, fingerprints,
## suppressions.

noinst_LIBRARIES += report/libreport.a
report_libreport_a_SOURCES = report/sarif-write.c report/sarif-fingerprint.c \
	report/sarif-source.c
report_libreport_a_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
noinst_HEADERS += include/ctlcheck/sarif.h

## GitHub's limits on results and code-flow locations.
check_PROGRAMS += testsuite/unit/test-report-caps
testsuite_unit_test_report_caps_SOURCES = testsuite/unit/test-report-caps.c
testsuite_unit_test_report_caps_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_report_caps_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-report-caps
