## rules/unit.mk: whole-unit facts and function summaries applied to the IR.

noinst_LIBRARIES += rules/libunit.a
rules_libunit_a_SOURCES = rules/unit.c rules/alias.c rules/objects.c \
	rules/rewrite.c rules/rewrite.h
pkginclude_HEADERS += include/ctlcheck/unit.h
