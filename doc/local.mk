## doc/local.mk: documentation shipped in the tarball
EXTRA_DIST += doc/hacking.md
