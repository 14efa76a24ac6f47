/* ut-error.c: the error funnel behind ctl_error (the first error wins). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ctlcheck/error.h"

bool ctl_error_vset(ctl_error *err, const char *source, uint32_t line,
                    uint32_t col, const char *fmt, va_list ap)
{
  if (!err || err->text[0])
    return false;
  snprintf(err->source, sizeof err->source, "%s", source ? source : "");
  err->line = line;
  err->col = col;
  vsnprintf(err->text, sizeof err->text, fmt, ap);
  if (!err->text[0])
    snprintf(err->text, sizeof err->text, "error");
  return false;
}

bool ctl_error_set(ctl_error *err, const char *source, uint32_t line,
                   uint32_t col, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  ctl_error_vset(err, source, line, col, fmt, ap);
  va_end(ap);
  return false;
}

bool ctl_error_is_set(const ctl_error *err)
{
  return err && err->text[0] != '\0';
}

void ctl_error_clear(ctl_error *err)
{
  memset(err, 0, sizeof *err);
}

void ctl_error_print(FILE *out, const ctl_error *err)
{
  const char *src = err->source[0] ? err->source : "<string>";
  if (err->line)
    fprintf(out, "%s:%u:%u: error: %s\n", src, err->line, err->col, err->text);
  else /* about a whole file or no place at all */
    fprintf(out, "%s: error: %s\n", src, err->text);
}
