## testsuite/local.mk: `make check` through automake's TAP driver.
##
## Every test prints TAP: the C unit tests (testsuite/tap.h), the shell
## scripts (testsuite/scripts/tap-lib.sh) and the DejaGnu suite
## (testsuite/dejagnu.sh turns ctlcheck.sum into TAP).  Each part adds its
## tests to TAP_TESTS; `make check-summary` (and ./build.sh test) prints the
## one closing line "N passed, N failed".

TAP_TESTS += testsuite/scripts/plugin-args.sh testsuite/scripts/dump-ir.sh \
	testsuite/scripts/identical-objects.sh testsuite/scripts/rule-errors.sh \
	testsuite/scripts/user-rules.sh testsuite/scripts/sarif.sh \
	testsuite/scripts/layering.sh testsuite/scripts/html-browser.sh \
	testsuite/scripts/pack-lists.sh testsuite/scripts/facts.sh \
	testsuite/scripts/sarif-cxx.sh \
	testsuite/dejagnu.sh

TESTS = $(TAP_TESTS)
TEST_EXTENSIONS = .sh
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
SH_LOG_DRIVER = $(LOG_DRIVER)
SH_LOG_COMPILER = $(SHELL)
AM_TESTS_ENVIRONMENT = srcdir='$(srcdir)'; builddir='$(builddir)'; \
	RUNTEST='$(CTL_RUNTEST)'; CC='$(PLUGIN_CC)'; CXX='$(PLUGIN_CXX)'; \
	SARIF_MULTITOOL='$(SARIF_MULTITOOL)'; \
	export srcdir builddir RUNTEST CC CXX SARIF_MULTITOOL;

## The scripts and the DejaGnu suite need the plugin and the tools built.
$(TEST_LOGS): $(gccplugin_PROGRAMS) $(bin_PROGRAMS)

EXTRA_DIST += testsuite/tap.h testsuite/config/default.exp \
	testsuite/lib/ctlcheck.exp testsuite/ctlcheck.dg testsuite/dejagnu.sh \
	testsuite/summary.sh testsuite/scripts/tap-lib.sh \
	testsuite/scripts/plugin-args.sh testsuite/scripts/dump-ir.sh \
	testsuite/scripts/identical-objects.sh testsuite/scripts/layering.sh \
	testsuite/ir testsuite/rules testsuite/scripts/rule-errors.sh \
	testsuite/scripts/user-rules.sh testsuite/scripts/sarif.sh \
	testsuite/scripts/sarif-validate.sh testsuite/scripts/html-browser.sh \
	testsuite/scripts/pack-lists.sh testsuite/scripts/facts.sh \
	testsuite/scripts/sarif-cxx.sh
noinst_HEADERS += testsuite/tap.h testsuite/ir-text.h

## doc/html-report.png again, from the browser test (needs chromium).
html-screenshot: all
	srcdir='$(srcdir)'; builddir='$(builddir)'; CC='$(PLUGIN_CC)'; \
	HTML_SCREENSHOT='$(abs_srcdir)/doc/html-report.png'; \
	export srcdir builddir CC HTML_SCREENSHOT; \
	$(SHELL) $(srcdir)/testsuite/scripts/html-browser.sh
.PHONY: html-screenshot

## The closing line of a run: "N passed, N failed" over every test point.
check-summary:
	@$(SHELL) $(srcdir)/testsuite/summary.sh $(builddir)/testsuite
.PHONY: check-summary

clean-local: clean-testsuite
clean-testsuite:
	-rm -rf testsuite/site.exp testsuite/ctlcheck.sum testsuite/ctlcheck.log \
	  testsuite/runtest.out testsuite/html-report.png
.PHONY: clean-testsuite
