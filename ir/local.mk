## ir/local.mk: the core IR (build, validate, pack, dump, read), the contract
## between the plugin and the core.

noinst_LIBRARIES += ir/libir.a
ir_libir_a_SOURCES = ir/ir.c ir/ir-pack.c ir/ir-dump.c ir/ir-read.c
noinst_HEADERS += include/ctlcheck/ir.h

## Reading the text form back: round trips of the golden dumps, and errors.
check_PROGRAMS += testsuite/unit/test-ir-read
testsuite_unit_test_ir_read_SOURCES = testsuite/unit/test-ir-read.c
testsuite_unit_test_ir_read_LDADD = ir/libir.a util/libutil.a
TAP_TESTS += testsuite/unit/test-ir-read
