/* ir-private.h: helpers shared by the IR's own files (ir.c, ir-pack.c). */
#ifndef CTLCHECK_IR_PRIVATE_H
#define CTLCHECK_IR_PRIVATE_H

#include <stddef.h>

/* FNV-1a over a NUL-terminated string. */
size_t ir_str_hash(const char *s);

#endif /* CTLCHECK_IR_PRIVATE_H */
