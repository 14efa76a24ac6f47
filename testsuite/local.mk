## testsuite/local.mk: the test runner; `make check` ends with "N passed, N failed".

EXTRA_DIST += testsuite/run-tests testsuite/tap.h
noinst_HEADERS += testsuite/tap.h

check-local: $(TAP_TESTS)
	@srcdir='$(srcdir)' builddir='$(builddir)' RUNTEST='$(CTL_RUNTEST)' \
	  CC='$(PLUGIN_CC)' CXX='$(PLUGIN_CXX)' \
	  SARIF_MULTITOOL='$(SARIF_MULTITOOL)' \
	  $(SHELL) $(srcdir)/testsuite/run-tests $(TAP_TESTS)

CLEANFILES += testsuite/ctlcheck.sum testsuite/ctlcheck.log testsuite/site.exp
