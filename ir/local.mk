## ir/local.mk: the core IR (build, validate, pack, dump, read), the contract
## between the plugin and the core.

noinst_LIBRARIES += ir/libir.a
ir_libir_a_SOURCES = ir/ir.c ir/ir-pack.c ir/ir-dump.c
noinst_HEADERS += ir/ir-private.h include/ctlcheck/ir.h
