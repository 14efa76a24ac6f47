## rules/product.mk: the precise model (CFG x abstract store), explored on the fly.

noinst_LIBRARIES += rules/libproduct.a
rules_libproduct_a_SOURCES = rules/product.c
pkginclude_HEADERS += include/ctlcheck/product.h

check_PROGRAMS += testsuite/unit/test-product
testsuite_unit_test_product_SOURCES = testsuite/unit/test-product.c
testsuite_unit_test_product_LDADD = rules/libproduct.a rules/librules.a \
	checker-core/libctlmc.a checker-core/libctlvalues.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-product
