## checker-core/mc.mk: the explicit-state CTL engine (formulas, labelling,
## evidence, on-the-fly exploration).

noinst_LIBRARIES += checker-core/libctlmc.a
checker_core_libctlmc_a_SOURCES = checker-core/mc-formula.c \
	checker-core/mc-parse.c checker-core/mc-kripke.c checker-core/mc-label.c \
	checker-core/mc-evidence.c checker-core/mc-explore.c
noinst_HEADERS += checker-core/mc-internal.h
