## bench/local.mk: benchmarks (never part of make check).

EXTRA_DIST += bench/precision/run bench/results

## make bench-precision: product model vs CFG alone on the shape families.
bench-precision: $(gccplugin_PROGRAMS)
	$(SHELL) $(srcdir)/bench/precision/run $(abs_top_builddir)/plugin/ctlcheck.so bench/results
.PHONY: bench-precision

EXTRA_DIST += bench/run bench/lib-gain

## make check-real: every compile command of zlib, lua5.4, curl, tmux and
## leveldb (C++) (Debian source packages, fetched on first use into
## bench/work/) succeeds with the plugin and gives byte-identical objects.
## About four minutes once the sources are there.
check-real: $(gccplugin_PROGRAMS)
	$(abs_top_srcdir)/bench/run --gate --plugin $(abs_top_builddir)/plugin/ctlcheck.so

## make bench [BENCH_ARGS=--quick]: timings and findings against plain gcc,
## -fanalyzer and cppcheck; writes bench/results/bench.{md,json,png}.
bench: $(gccplugin_PROGRAMS)
	$(abs_top_srcdir)/bench/run --plugin $(abs_top_builddir)/plugin/ctlcheck.so \
	  --out $(abs_top_srcdir)/bench/results $(BENCH_ARGS)
.PHONY: check-real bench

EXTRA_DIST += bench/icount

## make bench-icount [ICOUNT_ARGS=--projects lua5.4]: the plugin's cost in
## instructions (callgrind, serial), plain against the plugin, on every C
## unit of zlib and lua5.4 (fetched by bench/run); the load of a shared
## machine does not change them (doc/bench.md).
bench-icount: $(gccplugin_PROGRAMS)
	$(abs_top_srcdir)/bench/icount --plugin $(abs_top_builddir)/plugin/ctlcheck.so \
	  --cache bench-icount-plain.json $(ICOUNT_ARGS)
.PHONY: bench-icount

EXTRA_DIST += bench/corpora/run

## make bench-corpora: the analyzer tests of GCC 12 (C and C++), Clang 14
## and cppcheck (Debian source packages, fetched on first use into bench/work/corpora/)
## compiled with the plugin; recall and false alarms per corpus and rule
## family in bench/results/corpora.{md,json,png} (doc/bench.md).
bench-corpora: $(gccplugin_PROGRAMS)
	$(abs_top_srcdir)/bench/corpora/run --plugin $(abs_top_builddir)/plugin/ctlcheck.so \
	  --out $(abs_top_srcdir)/bench/results

## make check-corpora: the same run compared with the committed
## bench/results/corpora.json; fails when a recall drops or a false-alarm
## count rises (per corpus and family).
check-corpora: $(gccplugin_PROGRAMS)
	$(abs_top_srcdir)/bench/corpora/run --check --plugin $(abs_top_builddir)/plugin/ctlcheck.so \
	  --baseline $(abs_top_srcdir)/bench/results/corpora.json

## make bench-heldout: the held-out corpora no rule was tuned on (GCC 14's
## and Clang 19's analyzer tests, from Debian 13's source packages, and
## GCC 14's C++ ones) in bench/results/heldout/corpora.{md,json,png}.
bench-heldout: $(gccplugin_PROGRAMS)
	$(abs_top_srcdir)/bench/corpora/run --plugin $(abs_top_builddir)/plugin/ctlcheck.so \
	  --corpora "gcc-14 gcc-14-common clang-19 cppcheck-2.17 gcc-14-cxx gcc-14-common-cxx" \
	  --out $(abs_top_srcdir)/bench/results/heldout
.PHONY: bench-corpora check-corpora bench-heldout

EXTRA_DIST += bench/distcc/run

## make check-distcc: lua5.4 through distcc with two helpers on 127.0.0.1,
## ctlcheck on every unit, the merged SARIF equal to a local make -j1
## (doc/distcc.md).  About 30 s once the sources are there.
check-distcc: $(gccplugin_PROGRAMS) tools/ctlcheck-sarif
	$(abs_top_srcdir)/bench/distcc/run --plugin $(abs_top_builddir)/plugin/ctlcheck.so \
	  --sarif-tool $(abs_top_builddir)/tools/ctlcheck-sarif
.PHONY: check-distcc

## Engine scaling on generated CFG-shaped models.

EXTRA_PROGRAMS = bench/engine/bench-engine
bench_engine_bench_engine_SOURCES = bench/engine/bench-engine.c
bench_engine_bench_engine_CFLAGS = $(AM_CFLAGS) -O2
bench_engine_bench_engine_LDADD = checker-core/libctlmc.a util/libutil.a
CLEANFILES += bench/engine/bench-engine
EXTRA_DIST += bench/engine/plot.gp

## make bench-engine [BENCH_ENGINE_MAX=10000000]: table + PNG in bench/results/.
BENCH_ENGINE_MAX = 10000000
bench-engine: bench/engine/bench-engine
	$(MKDIR_P) bench/results
	bench/engine/bench-engine $(BENCH_ENGINE_MAX) | tee bench/results/engine.txt
	gnuplot -e "data='bench/results/engine.txt'; out='bench/results/engine.png'" \
	  $(srcdir)/bench/engine/plot.gp
	@echo "wrote bench/results/engine.txt and bench/results/engine.png"
.PHONY: bench-engine

EXTRA_DIST += bench/engine/goanna-gen.py bench/engine/goanna-bench \
	bench/engine/goanna.gp

## make bench-mc [BENCH_MC_MAX=1000000]: ctlcheck-mc on Goanna-style models
## (10^3 .. BENCH_MC_MAX locations, 10 and 100 variables), verdicts checked
## against bench/engine/refcheck.py up to 10^4; writes
## bench/results/goanna.{txt,png}.  About two minutes.
BENCH_MC_MAX = 1000000
bench-mc: tools/ctlcheck-mc
	$(abs_top_srcdir)/bench/engine/goanna-bench --mc $(abs_top_builddir)/tools/ctlcheck-mc \
	  --out $(abs_top_srcdir)/bench/results --max $(BENCH_MC_MAX)
.PHONY: bench-mc

EXTRA_DIST += bench/csmith/run

## make check-csmith [CSMITH_COUNT=200]: random programs at -O0 and -O2,
## with and without the plugin, with this build's GCC and with every GCC
## built beside it by build.sh (_build-gccN): no crash, identical objects.
CSMITH_COUNT = 200
check-csmith: $(gccplugin_PROGRAMS)
	plugins="--plugin $(PLUGIN_CC)=$(abs_top_builddir)/plugin/ctlcheck.so"; \
	for d in $(abs_top_builddir)-gcc*; do \
	  v=$${d##*-gcc}; [ -f "$$d/plugin/ctlcheck.so" ] && command -v gcc-$$v >/dev/null && \
	    plugins="$$plugins --plugin gcc-$$v=$$d/plugin/ctlcheck.so"; \
	done; \
	$(abs_top_srcdir)/bench/csmith/run $$plugins --count $(CSMITH_COUNT) \
	  --out $(abs_top_srcdir)/bench/results
.PHONY: check-csmith
