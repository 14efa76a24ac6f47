## report/local.mk: SARIF 2.1.0 logs (Jansson): writing, fingerprints, suppressions.

noinst_LIBRARIES += report/libctlsarif.a
report_libctlsarif_a_SOURCES = report/sarif-write.c report/fingerprint.c \
	report/source.c
report_libctlsarif_a_CFLAGS = $(AM_CFLAGS) $(JANSSON_CFLAGS)
pkginclude_HEADERS += include/ctlcheck/sarif.h
