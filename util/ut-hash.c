/* ut-hash.c: FNV-1a over 64 bits, the one hash of ctlcheck. */
#include "config.h"

#include "ctlcheck/util.h"

#define FNV_PRIME UINT64_C(1099511628211)

uint64_t ut_hash_bytes(uint64_t h, const void *data, size_t len)
{
  const unsigned char *p = data;
  for (size_t i = 0; i < len; i++)
    h = (h ^ p[i]) * FNV_PRIME;
  return h;
}

uint64_t ut_hash_str(uint64_t h, const char *s)
{
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * FNV_PRIME;
  return h;
}

uint64_t ut_hash_sep(uint64_t h)
{
  return (h ^ 0xff) * FNV_PRIME;
}
