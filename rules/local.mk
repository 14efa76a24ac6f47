## rules/local.mk: the rule language, the matcher and the core IR helpers.

noinst_LIBRARIES += rules/librules.a
rules_librules_a_SOURCES = rules/ir.c rules/ir-pack.c rules/ir-dump.c rules/rl-parse.c \
	rules/rl-set.c rules/rl-match.c rules/rl-check.c rules/product.c
nodist_rules_librules_a_SOURCES = rules/rl-pack.c
noinst_HEADERS += rules/rl-private.h rules/rl-match.h rules/ir-private.h

## The shipped pack: compiled into the library, installed to be read.
PACK_FILES = rules/pack/calls.rules rules/pack/files.rules \
	rules/pack/locks.rules rules/pack/memory.rules rules/pack/pointers.rules \
	rules/pack/values.rules
rulesdir = $(pkgdatadir)/rules
dist_rules_DATA = $(PACK_FILES)
EXTRA_DIST += rules/gen-pack.sh
BUILT_SOURCES += rules/rl-pack.c
CLEANFILES += rules/rl-pack.c

rules/rl-pack.c: $(PACK_FILES:%=$(srcdir)/%) $(srcdir)/rules/gen-pack.sh
	$(AM_V_GEN)$(MKDIR_P) rules && \
	  $(SHELL) $(srcdir)/rules/gen-pack.sh $(srcdir) $(PACK_FILES) > $@.tmp && \
	  mv $@.tmp $@

check_PROGRAMS += testsuite/unit/test-rules
testsuite_unit_test_rules_SOURCES = testsuite/unit/test-rules.c
testsuite_unit_test_rules_LDADD = rules/librules.a checker-core/libctlmc.a \
	checker-core/libctlvalues.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-rules
