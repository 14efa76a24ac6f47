## report/local.mk: SARIF 2.1.0 logs (Jansson): write, read, merge, baseline
## diff, summary, coverage, fingerprints, suppressions; HTML and GitLab Code
## Quality reports made from them.

noinst_LIBRARIES += report/libreport.a
report_libreport_a_SOURCES = report/sarif-write.c report/sarif-fingerprint.c \
	report/sarif-source.c report/sarif-io.c report/sarif-merge.c \
	report/sarif-diff.c report/sarif-summary.c report/sarif-paths.c \
	report/sarif-coverage.c report/sarif-path.c report/sarif-check.c \
	report/sarif-html.c report/sarif-codequality.c
report_libreport_a_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
noinst_HEADERS += include/ctlcheck/sarif.h report/sarif-private.h

## GitHub's limits on results and code-flow locations.
check_PROGRAMS += testsuite/unit/test-report-caps
testsuite_unit_test_report_caps_SOURCES = testsuite/unit/test-report-caps.c
testsuite_unit_test_report_caps_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_report_caps_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-report-caps

## Merge and baseline diff called directly.
check_PROGRAMS += testsuite/unit/test-report-merge
testsuite_unit_test_report_merge_SOURCES = testsuite/unit/test-report-merge.c
testsuite_unit_test_report_merge_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_report_merge_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-report-merge

## Fingerprints keep their values (they are in users' baselines).
check_PROGRAMS += testsuite/unit/test-report-fingerprint
testsuite_unit_test_report_fingerprint_SOURCES = testsuite/unit/test-report-fingerprint.c
testsuite_unit_test_report_fingerprint_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_report_fingerprint_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-report-fingerprint

## GitLab Code Quality reports checked against GitLab's format, field by
## field (also run by sarif-tool.sh on the plugin's own output).
check_PROGRAMS += testsuite/unit/test-report-codequality
testsuite_unit_test_report_codequality_SOURCES = testsuite/unit/test-report-codequality.c
testsuite_unit_test_report_codequality_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_report_codequality_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-report-codequality

## The HTML report's pages: escaping, sources found or not, path links,
## baseline states, 25,000 results (the browser test is html-browser.sh).
check_PROGRAMS += testsuite/unit/test-report-html
testsuite_unit_test_report_html_SOURCES = testsuite/unit/test-report-html.c
testsuite_unit_test_report_html_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_report_html_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-report-html
