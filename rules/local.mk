## rules/local.mk: the rule language, the matcher and the core IR helpers.

noinst_LIBRARIES += rules/librules.a
rules_librules_a_SOURCES = rules/ir.c rules/ir-dump.c
