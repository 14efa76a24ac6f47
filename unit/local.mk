## unit/local.mk: one translation unit end to end: the driver the plugin
## calls, findings to SARIF, constants and bottom-up summaries, pointer
## copies and objects (rewrites of the IR).

noinst_LIBRARIES += unit/libunit.a
unit_libunit_a_SOURCES = unit/un-driver.c unit/un-sarif.c unit/un-summary.c \
	unit/un-alias.c unit/un-objects.c unit/un-rewrite.c unit/un-facts.c
unit_libunit_a_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
noinst_HEADERS += unit/un-rewrite.h unit/un-facts.h include/ctlcheck/unit.h
