## rules/local.mk
