## rules/product.mk: the precise model (CFG x abstract store), explored on the fly.
## Its code is part of rules/librules.a (see rules/local.mk).

pkginclude_HEADERS += include/ctlcheck/product.h

check_PROGRAMS += testsuite/unit/test-product
testsuite_unit_test_product_SOURCES = testsuite/unit/test-product.c
testsuite_unit_test_product_LDADD = rules/librules.a checker-core/libctlmc.a \
	checker-core/libctlvalues.a $(GMP_LIBS)
TAP_TESTS += testsuite/unit/test-product
