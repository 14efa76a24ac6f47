## tools/mc.mk: ctlcheck-mc, the CTL engine on model files.

bin_PROGRAMS += tools/ctlcheck-mc
tools_ctlcheck_mc_SOURCES = tools/ctlcheck-mc.c
tools_ctlcheck_mc_LDADD = checker-core/libctlmc.a

TAP_TESTS += testsuite/engine/mc.sh
EXTRA_DIST += testsuite/engine/mc.sh testsuite/engine/models

## Fuzzing the parsers: a bounded built-in run in `make check`, libFuzzer
## (clang) for long runs with `make fuzz` (see doc/engine.md).
check_PROGRAMS += testsuite/engine/fuzz-parsers
testsuite_engine_fuzz_parsers_SOURCES = testsuite/engine/fuzz-parsers.c \
	tools/ctlcheck-mc.c
testsuite_engine_fuzz_parsers_CPPFLAGS = $(AM_CPPFLAGS) -DMC_NO_MAIN
testsuite_engine_fuzz_parsers_LDADD = rules/librules.a checker-core/libctlmc.a \
	checker-core/libctlvalues.a $(GMP_LIBS)
TAP_TESTS += testsuite/engine/fuzz-parsers

FUZZ_CC = clang
fuzz: rules/librules.a checker-core/libctlmc.a checker-core/libctlvalues.a
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -DCTL_LIBFUZZER \
	  -DMC_NO_MAIN $(AM_CPPFLAGS) -I$(srcdir)/include \
	  $(srcdir)/testsuite/engine/fuzz-parsers.c $(srcdir)/tools/ctlcheck-mc.c \
	  $(srcdir)/checker-core/mc-*.c $(srcdir)/checker-core/values.c \
	  $(srcdir)/rules/rl-*.c $(srcdir)/rules/ir.c $(srcdir)/rules/ir-dump.c \
	  $(srcdir)/rules/product.c rules/rl-pack.c $(GMP_LIBS) \
	  -o testsuite/engine/fuzz-libfuzzer
	@echo "run: testsuite/engine/fuzz-libfuzzer -max_total_time=3600 CORPUS_DIR"
.PHONY: fuzz
