## model/local.mk: the state spaces the engine checks: the syntactic model,
## the product model and its abstract store, the GMP value domain.

noinst_LIBRARIES += model/libmodel.a
model_libmodel_a_SOURCES = model/md-syntactic.c model/md-store.c \
	model/md-product.c model/md-replay.c model/md-range.c \
	model/md-values.c
noinst_HEADERS += include/ctlcheck/model.h include/ctlcheck/values.h \
	model/md-private.h

check_PROGRAMS += testsuite/unit/test-model-values
testsuite_unit_test_model_values_SOURCES = testsuite/unit/test-model-values.c
testsuite_unit_test_model_values_LDADD = model/libmodel.a \
	checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-model-values

check_PROGRAMS += testsuite/unit/test-model-product
testsuite_unit_test_model_product_SOURCES = testsuite/unit/test-model-product.c
testsuite_unit_test_model_product_LDADD = model/libmodel.a ir/libir.a \
	checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-model-product

check_PROGRAMS += testsuite/unit/test-model-replay
testsuite_unit_test_model_replay_SOURCES = testsuite/unit/test-model-replay.c
testsuite_unit_test_model_replay_LDADD = model/libmodel.a ir/libir.a \
	checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-model-replay

## Bounds explored on the abstract store: returns, call arguments.
check_PROGRAMS += testsuite/unit/test-model-range
testsuite_unit_test_model_range_SOURCES = testsuite/unit/test-model-range.c
testsuite_unit_test_model_range_LDADD = model/libmodel.a ir/libir.a \
	checker-core/libctlmc.a util/libutil.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-model-range
