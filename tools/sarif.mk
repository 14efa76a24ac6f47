## tools/sarif.mk: ctlcheck-sarif (merge, baseline diff, summary).

bin_PROGRAMS += tools/ctlcheck-sarif
tools_ctlcheck_sarif_SOURCES = tools/ctlcheck-sarif.c
tools_ctlcheck_sarif_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
tools_ctlcheck_sarif_LDADD = $(JANSSON_LIBS)

TAP_TESTS += testsuite/scripts/sarif-tool.sh
EXTRA_DIST += testsuite/scripts/sarif-tool.sh
