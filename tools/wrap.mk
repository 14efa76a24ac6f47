## tools/wrap.mk: ctlcheck-gcc and ctlcheck-g++, gcc and g++ with the plugin loaded.

dist_bin_SCRIPTS += tools/ctlcheck-gcc
install-exec-hook: install-ctlcheck-gxx
install-ctlcheck-gxx:
	cd $(DESTDIR)$(bindir) && rm -f ctlcheck-g++ && $(LN_S) ctlcheck-gcc ctlcheck-g++
uninstall-hook: uninstall-ctlcheck-gxx
uninstall-ctlcheck-gxx:
	rm -f $(DESTDIR)$(bindir)/ctlcheck-g++
.PHONY: install-ctlcheck-gxx uninstall-ctlcheck-gxx

TAP_TESTS += testsuite/scripts/wrapper.sh
EXTRA_DIST += testsuite/scripts/wrapper.sh
