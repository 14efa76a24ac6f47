## checker-core/local.mk
