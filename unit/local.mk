## unit/local.mk: one translation unit end to end: constants and bottom-up
## summaries, pointer copies and objects (rewrites of the IR).

noinst_LIBRARIES += unit/libunit.a
unit_libunit_a_SOURCES = unit/un-summary.c unit/un-alias.c unit/un-objects.c \
	unit/un-rewrite.c
noinst_HEADERS += unit/un-rewrite.h include/ctlcheck/unit.h
