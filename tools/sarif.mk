## tools/sarif.mk: ctlcheck-sarif
