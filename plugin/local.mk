## plugin/local.mk: ctlcheck.so, the only C++ and the only code that sees GCC.
##
## Built as a plain shared object (no libtool): GCC loads it by path, or by
## name from $(gccplugindir) after `make install`.

gccplugin_PROGRAMS += plugin/ctlcheck.so
plugin_ctlcheck_so_SOURCES = plugin/ctlcheck.cc plugin/gp-attrs.cc plugin/gp-guard.cc \
	plugin/gp-lower.cc plugin/gp-options.cc plugin/gp-report.cc
noinst_HEADERS += plugin/gcc-compat.h plugin/gp-attrs.h plugin/gp-guard.h plugin/gp-lower.h \
	plugin/gp-options.h plugin/gp-report.h
plugin_ctlcheck_so_CPPFLAGS = $(AM_CPPFLAGS) -isystem $(GCC_PLUGIN_BASE)/include $(JANSSON_CFLAGS) \
	-DCTLCHECK_VERSION=\"$(PACKAGE_VERSION)\" -DCTLCHECK_URL=\"$(PACKAGE_URL)\"
plugin_ctlcheck_so_CXXFLAGS = -fPIC -fno-rtti -O2 -g \
	-Wall -Wextra -Wno-unused-parameter
plugin_ctlcheck_so_LDFLAGS = -shared $(PLUGIN_RUNTIME_LDFLAGS) \
	-Wl,--version-script=$(srcdir)/plugin/exports.map
plugin_ctlcheck_so_LDADD = unit/libunit.a report/libreport.a rules/librulespack.a rules/librules.a \
	model/libmodel.a ir/libir.a checker-core/libctlmc.a util/libutil.a $(GMP_LIBS) \
	$(JANSSON_LIBS)
EXTRA_plugin_ctlcheck_so_DEPENDENCIES = $(srcdir)/plugin/exports.map
EXTRA_DIST += plugin/exports.map

## make check-gcc-versions: the plugin's sources compile against the plugin
## headers of GCC 13, 14 and 15 (downloaded from Debian, see the script).
## Not part of make check: it needs the network.
EXTRA_DIST += testsuite/gcc-versions/run
check-gcc-versions:
	$(SHELL) $(srcdir)/testsuite/gcc-versions/run $(abs_top_srcdir) $(abs_top_builddir)
.PHONY: check-gcc-versions
