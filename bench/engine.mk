## bench/engine.mk: engine scaling on generated CFG-shaped models (never part of make check).

EXTRA_PROGRAMS = bench/engine/bench-engine
bench_engine_bench_engine_SOURCES = bench/engine/bench-engine.c
bench_engine_bench_engine_CFLAGS = $(AM_CFLAGS) -O2
bench_engine_bench_engine_LDADD = checker-core/libctlmc.a
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
