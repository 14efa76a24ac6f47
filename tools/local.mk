## tools/local.mk: the command-line tools, thin main()s over the libraries:
## ctlcheck-mc (the CTL engine on model files), ctlcheck-sarif (merge,
## baseline diff, summary), ctlcheck-gcc/ctlcheck-g++ (gcc with the plugin).

## ctlcheck-mc

bin_PROGRAMS += tools/ctlcheck-mc
tools_ctlcheck_mc_SOURCES = tools/ctlcheck-mc.c
tools_ctlcheck_mc_LDADD = checker-core/libctlmc.a util/libutil.a

TAP_TESTS += testsuite/engine/mc.sh testsuite/engine/mc-ref.sh
EXTRA_DIST += testsuite/engine/mc.sh testsuite/engine/mc-ref.sh \
	testsuite/engine/models bench/engine/refcheck.py

## Fuzzing the parsers: a bounded built-in run in `make check`, libFuzzer
## (clang) for long runs with `make fuzz` (see doc/engine.md).
check_PROGRAMS += testsuite/engine/fuzz-parsers
testsuite_engine_fuzz_parsers_SOURCES = testsuite/engine/fuzz-parsers.c
testsuite_engine_fuzz_parsers_LDADD = rules/librules.a model/libmodel.a \
	ir/libir.a checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/engine/fuzz-parsers

## libFuzzer needs the parsers instrumented: the libraries' sources are
## compiled into the harness rather than linked from the .a files.
FUZZ_CC = clang
FUZZ_INPUTS = $(rules_librules_a_SOURCES) $(model_libmodel_a_SOURCES) \
	$(ir_libir_a_SOURCES) $(checker_core_libctlmc_a_SOURCES) \
	$(util_libutil_a_SOURCES)
## Two targets: the rule-file parser (fuzz-rules) and the engine's readers,
## CTL formulas and model files (fuzz-mc); their grown corpora are kept in
## testsuite/fuzz-corpus/ (doc/hacking.md says how to run them longer).
fuzz: rules/rl-pack.c
	for t in mc:0 rules:1; do \
	  $(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -DCTL_LIBFUZZER \
	    -DCTL_FUZZ_TARGET=$${t#*:} $(AM_CPPFLAGS) \
	    $(srcdir)/testsuite/engine/fuzz-parsers.c \
	    $(FUZZ_INPUTS:%=$(srcdir)/%) rules/rl-pack.c $(GMP_LIBS) \
	    -o testsuite/engine/fuzz-$${t%:*} || exit 1; \
	done
	@echo "run: testsuite/engine/fuzz-rules -max_total_time=600 $(srcdir)/testsuite/fuzz-corpus/rules"
	@echo "     testsuite/engine/fuzz-mc -max_total_time=600 $(srcdir)/testsuite/fuzz-corpus/mc"
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
