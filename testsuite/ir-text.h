/* ir-text.h: the C unit tests' view of an IR function as text. */
#ifndef CTLCHECK_IR_TEXT_H
#define CTLCHECK_IR_TEXT_H

#include <stdio.h>

#include "ctlcheck/ir.h"

/* The IR's text form (doc/ir.md), as a malloc'd string. */
static inline char *ir_text(const ir_function *fn)
{
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  ir_dump(f, fn);
  fclose(f);
  return text;
}

#endif
