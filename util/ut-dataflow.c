/* ut-dataflow.c: a forward worklist solver over a CSR graph. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"

uint64_t ut_dataflow_solve(const ut_dataflow *df, uint32_t entry,
                           void *facts, bool *reached)
{
  uint32_t n = df->n, head = 0, len = 1;
  size_t size = df->size;
  uint32_t *work = ut_malloc(((size_t)n + 1) * sizeof *work);
  bool *queued = ut_calloc((size_t)n + 1, sizeof *queued);
  unsigned char *out = ut_malloc(size), *base = facts;
  uint64_t transfers = 0;
  memset(reached, 0, n * sizeof *reached);
  reached[entry] = queued[entry] = true;
  work[0] = entry;
  while (len) {
    uint32_t v = work[head];
    head = (head + 1) % (n + 1);
    len--;
    queued[v] = false;
    memcpy(out, base + (size_t)v * size, size);
    df->transfer(df->ctx, v, out);
    transfers++;
    for (uint32_t i = df->off[v]; i < df->off[v + 1]; i++) {
      uint32_t t = df->succ[i];
      unsigned char *dst = base + (size_t)t * size;
      bool changed = true;
      if (!reached[t]) {
        memcpy(dst, out, size);
        reached[t] = true;
      } else {
        changed = df->join(df->ctx, dst, out);
      }
      if (changed && !queued[t]) {
        queued[t] = true;
        work[(head + len++) % (n + 1)] = t;
      }
    }
  }
  free(work);
  free(queued);
  free(out);
  return transfers;
}
