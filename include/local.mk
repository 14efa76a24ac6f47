## include/local.mk: the public C11 API shared by every part.
pkginclude_HEADERS += include/ctlcheck/ir.h include/ctlcheck/ctl.h \
	include/ctlcheck/rules.h
