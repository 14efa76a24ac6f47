## bench/local.mk: benchmarks (never part of make check).

EXTRA_DIST += bench/precision/run bench/results

## make bench-precision: product model vs CFG alone on the shape families.
bench-precision: $(gccplugin_PROGRAMS)
	$(SHELL) $(srcdir)/bench/precision/run $(abs_top_builddir)/plugin/ctlcheck.so bench/results
.PHONY: bench-precision
