## plugin/local.mk
