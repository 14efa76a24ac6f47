## report/local.mk
