## unit/local.mk: one translation unit end to end: the driver the plugin
## calls, findings to SARIF, constants and bottom-up summaries, pointer
## copies and objects (rewrites of the IR).

noinst_LIBRARIES += unit/libunit.a
unit_libunit_a_SOURCES = unit/un-driver.c unit/un-sarif.c unit/un-summary.c \
	unit/un-alias.c unit/un-null.c unit/un-objects.c unit/un-rewrite.c \
	unit/un-facts.c unit/un-zero.c unit/un-const.c unit/un-ferror.c unit/un-out.c \
	unit/un-quiet.c unit/un-libranges.c unit/un-params.c unit/un-deref.c unit/un-gvalue.c \
	unit/un-decided.c unit/un-fatal.c \
	unit/un-failed.c unit/un-calloc.c unit/un-regrow.c unit/un-nothrow.c \
	unit/un-ptrfold.c unit/un-relation.c
unit_libunit_a_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
noinst_HEADERS += unit/un-rewrite.h unit/un-facts.h include/ctlcheck/unit.h

## Facts files written, read back, merged and refused.
check_PROGRAMS += testsuite/unit/test-unit-facts
testsuite_unit_test_unit_facts_SOURCES = testsuite/unit/test-unit-facts.c
testsuite_unit_test_unit_facts_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
testsuite_unit_test_unit_facts_LDADD = unit/libunit.a report/libreport.a \
	util/libutil.a $(JANSSON_LIBS)
TAP_TESTS += testsuite/unit/test-unit-facts
