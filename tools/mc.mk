## tools/mc.mk: ctlcheck-mc, the CTL engine on model files.

bin_PROGRAMS += tools/ctlcheck-mc
tools_ctlcheck_mc_SOURCES = tools/ctlcheck-mc.c
tools_ctlcheck_mc_LDADD = checker-core/libctlmc.a

TAP_TESTS += testsuite/engine/mc.sh
EXTRA_DIST += testsuite/engine/mc.sh testsuite/engine/models
