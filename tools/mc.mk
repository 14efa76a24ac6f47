## tools/mc.mk: ctlcheck-mc
