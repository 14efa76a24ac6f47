## tools/local.mk: the command-line tools, thin main()s over the libraries:
## ctlcheck-mc (the CTL engine on model files), ctlcheck-sarif (merge,
## baseline diff, summary), ctlcheck-gcc/ctlcheck-g++ (gcc with the plugin).

## ctlcheck-mc

bin_PROGRAMS += tools/ctlcheck-mc
tools_ctlcheck_mc_SOURCES = tools/ctlcheck-mc.c
tools_ctlcheck_mc_LDADD = checker-core/libctlmc.a util/libutil.a

TAP_TESTS += testsuite/engine/mc.sh
EXTRA_DIST += testsuite/engine/mc.sh testsuite/engine/models

## Fuzzing the parsers: a bounded built-in run in `make check`, libFuzzer
## (clang) for long runs with `make fuzz` (see doc/engine.md).
check_PROGRAMS += testsuite/engine/fuzz-parsers
testsuite_engine_fuzz_parsers_SOURCES = testsuite/engine/fuzz-parsers.c \
	tools/ctlcheck-mc.c
testsuite_engine_fuzz_parsers_CPPFLAGS = $(AM_CPPFLAGS) -DMC_NO_MAIN
testsuite_engine_fuzz_parsers_LDADD = rules/librules.a model/libmodel.a \
	ir/libir.a checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/engine/fuzz-parsers

FUZZ_CC = clang
fuzz: rules/librules.a model/libmodel.a ir/libir.a checker-core/libctlmc.a
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -DCTL_LIBFUZZER \
	  -DMC_NO_MAIN $(AM_CPPFLAGS) -I$(srcdir)/include \
	  $(srcdir)/testsuite/engine/fuzz-parsers.c $(srcdir)/tools/ctlcheck-mc.c \
	  $(srcdir)/checker-core/mc-*.c $(srcdir)/model/md-*.c \
	  $(srcdir)/rules/rl-*.c $(srcdir)/ir/ir*.c rules/rl-pack.c $(GMP_LIBS) \
	  -o testsuite/engine/fuzz-libfuzzer
	@echo "run: testsuite/engine/fuzz-libfuzzer -max_total_time=3600 CORPUS_DIR"
.PHONY: fuzz

## ctlcheck-sarif
bin_PROGRAMS += tools/ctlcheck-sarif
tools_ctlcheck_sarif_SOURCES = tools/ctlcheck-sarif.c
tools_ctlcheck_sarif_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
tools_ctlcheck_sarif_LDADD = report/libreport.a util/libutil.a $(JANSSON_LIBS)

TAP_TESTS += testsuite/scripts/sarif-tool.sh
EXTRA_DIST += testsuite/scripts/sarif-tool.sh

## ctlcheck-gcc
dist_bin_SCRIPTS += tools/ctlcheck-gcc
install-exec-hook: install-ctlcheck-gxx
install-ctlcheck-gxx:
	cd $(DESTDIR)$(bindir) && rm -f ctlcheck-g++ && $(LN_S) ctlcheck-gcc ctlcheck-g++
uninstall-hook: uninstall-ctlcheck-gxx
uninstall-ctlcheck-gxx:
	rm -f $(DESTDIR)$(bindir)/ctlcheck-g++
.PHONY: install-ctlcheck-gxx uninstall-ctlcheck-gxx

TAP_TESTS += testsuite/scripts/wrapper.sh
EXTRA_DIST += testsuite/scripts/wrapper.sh
