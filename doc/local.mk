## doc/local.mk: documentation shipped in the tarball
EXTRA_DIST += doc/bench.md doc/hacking.md doc/design.md doc/ir.md doc/usage.md doc/engine.md \
	doc/ctlcheck-mc.md doc/rules.md doc/sarif.md doc/distcc.md doc/ci.md doc/facts.md \
	doc/html-report.png
