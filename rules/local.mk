## rules/local.mk: the rule language: parser, rule sets, the shipped pack,
## patterns matched against IR events, checking a function's rules.

noinst_LIBRARIES += rules/librules.a
rules_librules_a_SOURCES = rules/rl-parse.c rules/rl-set.c rules/rl-match.c \
	rules/rl-check.c rules/rl-family.c rules/rl-story.c rules/rl-compiled.c \
	rules/rl-ops.c
nodist_rules_librules_a_SOURCES = rules/rl-pack.c
noinst_HEADERS += rules/rl-private.h rules/rl-match.h include/ctlcheck/rules.h

## The shipped pack: compiled into the library, installed to be read.
## families.rules comes first: the rules after it use its families.
PACK_FILES = rules/pack/families.rules rules/pack/attributes.rules \
	rules/pack/calls.rules rules/pack/files.rules \
	rules/pack/locks.rules rules/pack/memory.rules rules/pack/pointers.rules \
	rules/pack/values.rules
## Library files: families and pairs of C libraries, loaded when a unit
## calls one of their functions (or with lib=NAME).
LIB_FILES = rules/lib/posix.rules rules/lib/glib.rules \
	rules/lib/openssl.rules rules/lib/sqlite.rules rules/lib/apr.rules \
	rules/lib/png.rules rules/lib/curl.rules rules/lib/python.rules \
	rules/lib/selinux.rules rules/lib/lua.rules \
	rules/lib/cairo.rules
rulesdir = $(pkgdatadir)/rules
dist_rules_DATA = $(PACK_FILES)
rulelibdir = $(pkgdatadir)/rules/lib
dist_rulelib_DATA = $(LIB_FILES)
EXTRA_DIST += rules/gen-pack.sh
BUILT_SOURCES += rules/rl-pack.c
CLEANFILES += rules/rl-pack.c

rules/rl-pack.c: $(PACK_FILES:%=$(srcdir)/%) $(LIB_FILES:%=$(srcdir)/%) \
		$(srcdir)/rules/gen-pack.sh
	$(AM_V_GEN)$(MKDIR_P) rules && \
	  $(SHELL) $(srcdir)/rules/gen-pack.sh $(srcdir) $(PACK_FILES) -- \
	    $(LIB_FILES) > $@.tmp && \
	  mv $@.tmp $@

## The pack compiled once: rules/pack-compile (a build tool, not
## installed) parses it with librules and writes the set as bytes, which
## the plugin reads per unit instead of parsing (rl-compiled.c).  Its own
## library, so that librules (which pack-compile links) does not need it.
noinst_LIBRARIES += rules/librulespack.a
nodist_rules_librulespack_a_SOURCES = rules/rl-pack-compiled.c
noinst_PROGRAMS += rules/pack-compile
rules_pack_compile_SOURCES = rules/pack-compile.c
rules_pack_compile_LDADD = rules/librules.a model/libmodel.a ir/libir.a \
	checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
CLEANFILES += rules/rl-pack-compiled.c

rules/rl-pack-compiled.c: rules/pack-compile$(EXEEXT)
	$(AM_V_GEN)$(MKDIR_P) rules && \
	  rules/pack-compile$(EXEEXT) > $@.tmp && mv $@.tmp $@

check_PROGRAMS += testsuite/unit/test-rules-set
testsuite_unit_test_rules_set_SOURCES = testsuite/unit/test-rules-set.c
testsuite_unit_test_rules_set_LDADD = rules/librulespack.a rules/librules.a model/libmodel.a ir/libir.a \
	checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-rules-set
