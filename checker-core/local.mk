## checker-core/local.mk: the explicit-state CTL engine (formulas, labelling,
## SCC, evidence, on-the-fly exploration, model files); knows nothing of C
## or GCC.

noinst_LIBRARIES += checker-core/libctlmc.a
checker_core_libctlmc_a_SOURCES = checker-core/mc-formula.c \
	checker-core/mc-parse.c checker-core/mc-kripke.c checker-core/mc-scc.c \
	checker-core/mc-label.c checker-core/mc-evidence.c checker-core/mc-explore.c \
	checker-core/mc-model.c checker-core/mc-model-expr.c \
	checker-core/mc-model-check.c
noinst_HEADERS += checker-core/mc-internal.h checker-core/mc-model.h \
	include/ctlcheck/ctl.h

check_PROGRAMS += testsuite/engine/test-ctl
testsuite_engine_test_ctl_SOURCES = testsuite/engine/test-ctl.c
testsuite_engine_test_ctl_LDADD = checker-core/libctlmc.a util/libutil.a
TAP_TESTS += testsuite/engine/test-ctl

## At least 10,000 random (structure, formula) pairs against a naive reference.
check_PROGRAMS += testsuite/engine/test-ctl-diff
testsuite_engine_test_ctl_diff_SOURCES = testsuite/engine/test-ctl-diff.c
testsuite_engine_test_ctl_diff_LDADD = checker-core/libctlmc.a util/libutil.a
TAP_TESTS += testsuite/engine/test-ctl-diff

## The model-file reader (both formats), valid and invalid models.
check_PROGRAMS += testsuite/unit/test-ctl-model
testsuite_unit_test_ctl_model_SOURCES = testsuite/unit/test-ctl-model.c
testsuite_unit_test_ctl_model_LDADD = checker-core/libctlmc.a util/libutil.a
TAP_TESTS += testsuite/unit/test-ctl-model
