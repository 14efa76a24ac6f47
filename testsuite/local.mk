## testsuite/local.mk: the test runner; `make check` ends with "N passed, N failed".

TAP_TESTS += testsuite/scripts/plugin-args.sh testsuite/scripts/dump-ir.sh \
	testsuite/scripts/identical-objects.sh testsuite/scripts/rule-errors.sh \
	testsuite/scripts/user-rules.sh testsuite/scripts/sarif.sh

EXTRA_DIST += testsuite/run-tests testsuite/tap.h testsuite/config/default.exp \
	testsuite/lib/ctlcheck.exp testsuite/ctlcheck.dg \
	testsuite/scripts/tap-lib.sh testsuite/scripts/plugin-args.sh \
	testsuite/scripts/dump-ir.sh testsuite/scripts/identical-objects.sh \
	testsuite/ir testsuite/rules testsuite/scripts/rule-errors.sh \
	testsuite/scripts/user-rules.sh testsuite/scripts/sarif.sh \
	testsuite/scripts/sarif-validate.sh
noinst_HEADERS += testsuite/tap.h

check-local: $(TAP_TESTS) $(gccplugin_PROGRAMS)
	@srcdir='$(srcdir)' builddir='$(builddir)' RUNTEST='$(CTL_RUNTEST)' \
	  CC='$(PLUGIN_CC)' CXX='$(PLUGIN_CXX)' \
	  SARIF_MULTITOOL='$(SARIF_MULTITOOL)' \
	  $(SHELL) $(srcdir)/testsuite/run-tests $(TAP_TESTS)

clean-local: clean-testsuite
clean-testsuite:
	-rm -rf testsuite/logs testsuite/site.exp testsuite/ctlcheck.sum \
	  testsuite/ctlcheck.log testsuite/runtest.out
.PHONY: clean-testsuite
