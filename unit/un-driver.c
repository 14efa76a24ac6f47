/* un-driver.c: one translation unit end to end: keep, order, prepare, check, report. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-facts.h"

/* One function of the unit: its IR and the front end's cookie. */
typedef struct un_fn {
  ir_function *ir;
  void *cookie;
  bool packed; /* ir lives in the unit's chunks (read-only) */
} un_fn;

/* Memory mapped for packed IR, outside malloc's heap. */
typedef struct un_chunk {
  void *base;
  size_t size, used;
} un_chunk;

/* Invariant: fns are in the order they were added until the check, then
   in source order. */
struct un_unit {
  un_fn *fns;
  size_t nfns, capfns;
  un_chunk *chunks;
  size_t nchunks, capchunks;
  un_unit_stats stats;
};

un_unit *un_unit_new(void)
{
  return ut_calloc(1, sizeof(un_unit));
}

/* size bytes, 16-aligned, from the chunks of the unit; NULL if none can
   be mapped.  Chunks come from mmap, not malloc (see ir/ir-pack.c): the
   IR kept for the whole unit must not be interleaved with the compiler's
   heap. */
static void *chunk_alloc(void *unit, size_t size)
{
  un_unit *u = unit;
  size = (size + 15) & ~(size_t)15;
  un_chunk *last = u->nchunks ? &u->chunks[u->nchunks - 1] : NULL;
  if (!last || last->size - last->used < size) {
    const size_t min_chunk = 1 << 20, page = 4096;
    size_t csize = size > min_chunk ? (size + page - 1) & ~(page - 1) : min_chunk;
    void *base = mmap(NULL, csize, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED)
      return NULL;
    u->chunks = ut_grow(u->chunks, u->nchunks, &u->capchunks, sizeof *u->chunks);
    last = &u->chunks[u->nchunks++];
    *last = (un_chunk){base, csize, 0};
  }
  void *p = (char *)last->base + last->used;
  last->used += size;
  return p;
}

/* Unmap the chunks; no packed function may be left in them. */
static void chunks_release(un_unit *u)
{
  for (size_t i = 0; i < u->nchunks; i++)
    munmap(u->chunks[i].base, u->chunks[i].size);
  u->nchunks = 0;
}

void un_unit_add(un_unit *u, ir_function *ir, void *cookie)
{
  ir_function *packed = ir_function_pack(ir, chunk_alloc, u);
  u->fns = ut_grow(u->fns, u->nfns, &u->capfns, sizeof *u->fns);
  if (!packed) {
    u->fns[u->nfns++] = (un_fn){ir, cookie, false}; /* kept as it is */
    return;
  }
  ir_function_free(ir);
  u->fns[u->nfns++] = (un_fn){packed, cookie, true};
}

/* Give every function back an ordinary, changeable IR, then unmap. */
static void unpack_all(un_unit *u)
{
  for (size_t i = 0; i < u->nfns; i++)
    if (u->fns[i].packed) {
      u->fns[i].ir = ir_function_unpack(u->fns[i].ir);
      u->fns[i].packed = false;
    }
  chunks_release(u);
}

/* Source order (file, line, column, name): the front end lowers
   functions in an order that depends on -O.  Ties keep the order in
   which they were added. */
static int source_order(const un_fn *a, const un_fn *b)
{
  const ir_loc *x = &a->ir->loc, *y = &b->ir->loc;
  int c = strcmp(x->file ? x->file : "", y->file ? y->file : "");
  if (c)
    return c;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->col != y->col)
    return x->col < y->col ? -1 : 1;
  return strcmp(a->ir->name, b->ir->name);
}

/* A stable insertion sort by source order (units hold tens to a few
   thousand functions, mostly already in order). */
static void sort_functions(un_unit *u)
{
  for (size_t i = 1; i < u->nfns; i++) {
    un_fn f = u->fns[i];
    size_t j = i;
    for (; j > 0 && source_order(&u->fns[j - 1], &f) > 0; j--)
      u->fns[j] = u->fns[j - 1];
    u->fns[j] = f;
  }
}

/* Arguments of the guarded steps below. */
typedef struct prepare_job {
  ir_function **fns;
  size_t n;
  const un_facts *known;
  un_facts *out;
  const rl_set *rules;
  un_prepare_stats st;
} prepare_job;

static void run_prepare(void *arg)
{
  prepare_job *j = arg;
  un_prepare(j->fns, j->n, j->known, j->out, j->rules, &j->st);
}

static void run_objects(void *arg)
{
  un_objects_rewrite(arg);
}

/* Run fn(arg) through the host's guard, or plainly when it has none. */
static bool guarded(const un_host *h, const char *what, const char *name,
                    void (*fn)(void *), void *arg)
{
  if (h && h->guarded)
    return h->guarded(h->host, what, name, fn, arg);
  fn(arg);
  return true;
}

/* ----------------------------------------------------------------- facts */

/* path made absolute against the directory pwd (may be NULL). */
static char *absolute(const char *path, const char *pwd)
{
  if (!path || !*path)
    return ut_strdup("");
  if (path[0] == '/' || !pwd)
    return ut_strdup(path);
  size_t n = strlen(pwd) + strlen(path) + 2;
  char *out = ut_malloc(n);
  snprintf(out, n, "%s/%s", pwd, path);
  return out;
}

/* The host's warning, when it has one. */
static void warn(void *host, const char *text)
{
  const un_host *h = host;
  if (h && h->warn)
    h->warn(h->host, text);
}

/* What the front end says of the unit's globals: the ones it defines
   (with their constant initialiser) and takes the address of; all of them
   `written` when the unit's functions could not be summarised. */
static void add_front_end_globals(un_facts *mine, const un_config *cfg,
                                  bool written)
{
  for (size_t i = 0; i < cfg->nglobals; i++) {
    const ir_var *g = &cfg->globals[i];
    if (!(g->flags & (IR_VF_PUBLIC | IR_VF_EXTERNAL)) ||
        !(g->flags & IR_VF_FILE_SCOPE))
      continue;
    bool defined = !(g->flags & IR_VF_EXTERNAL);
    const char *init = NULL;
    if (defined && !(g->flags & IR_VF_VOLATILE) &&
        (g->tclass == IR_TY_INTEGER || g->tclass == IR_TY_POINTER))
      init = (g->flags & IR_VF_HAS_INIT) ? g->init : "0";
    un_facts_add_global(mine, g->name, defined,
                        (g->flags & IR_VF_CONST) != 0, init, written,
                        (g->flags & IR_VF_ADDR_TAKEN) != 0);
  }
}

/* A copy of fn that changes nothing of it (through ir_function_pack). */
static void *heap_alloc(void *ctx, size_t size)
{
  void **block = ctx;
  *block = ut_malloc(size);
  return *block;
}

static ir_function *copy_function(const ir_function *fn)
{
  void *block = NULL;
  ir_function *packed = ir_function_pack(fn, heap_alloc, &block);
  ir_function *copy = packed ? ir_function_unpack(packed) : NULL;
  free(block);
  return copy;
}

/* Summarise a copy of job's functions without any other unit's facts,
   into `mine`; false when that could not be done. */
static bool export_alone(const prepare_job *job, un_facts *mine,
                         const un_config *cfg, const un_host *host)
{
  prepare_job alone = {ut_calloc(job->n + 1, sizeof(ir_function *)), job->n,
                       NULL, mine, job->rules, {0}};
  bool ok = true;
  for (size_t i = 0; i < job->n; i++)
    ok &= (alone.fns[i] = copy_function(job->fns[i])) != NULL;
  ok = ok && guarded(host, "summarising", cfg->main_file, run_prepare, &alone);
  for (size_t i = 0; i < job->n; i++)
    ir_function_free(alone.fns[i]);
  free(alone.fns);
  return ok;
}

/* Write `mine` where this unit's facts go; a warning when it cannot. */
static void write_facts(const un_facts *mine, const char *path,
                        const char *src, const char *out,
                        const un_config *cfg, const un_host *host)
{
  ctl_error err = {0};
  if (un_facts_write(mine, path, src, out, cfg->build_id, &err))
    return;
  size_t n = strlen(err.text) + 64;
  char *msg = ut_malloc(n);
  snprintf(msg, n, "cannot write facts: %s", err.text);
  warn((void *)host, msg);
  free(msg);
}

/* Prepare job with the other units' facts (none with facts-only), and
   write this unit's, from its own IR alone so that what the other units
   read does not depend on the order they were compiled in: a copy of it
   is summarised when the real IR uses other units' facts, else the IR
   itself.  Returns whether job's own preparation ran to its end. */
static bool prepare_with_facts(prepare_job *job,
                               const un_config *cfg, const un_host *host)
{
  char *src = absolute(cfg->main_file, cfg->src_pwd);
  char *out = absolute(cfg->output, cfg->src_pwd);
  char *path = un_facts_path(cfg->facts_dir, out, src);
  un_facts *known = cfg->facts_only
                        ? NULL
                        : un_facts_read_dir(cfg->facts_dir, src,
                                            cfg->build_id, warn, (void *)host);
  un_facts *mine = un_facts_new();
  add_front_end_globals(mine, cfg, false);
  bool exported, prepared;
  if (un_facts_empty(known)) {
    job->out = mine;
    exported = prepared = guarded(host, "summarising", cfg->main_file,
                                  run_prepare, job);
  } else {
    exported = export_alone(job, mine, cfg, host);
    job->known = known;
    prepared = guarded(host, "summarising", cfg->main_file, run_prepare, job);
  }
  /* Facts cut short would hide writes: say every global is written. */
  if (!exported || cfg->incomplete)
    add_front_end_globals(mine, cfg, true);
  write_facts(mine, path, src, out, cfg, host);
  un_facts_free(mine);
  un_facts_free(known);
  free(path);
  free(out);
  free(src);
  return prepared;
}

/* Rewrite the unit's IR with its constants and function summaries, and
   with objects when a rule ranges over them. */
static void prepare(un_unit *u, const rl_set *rules, const un_config *cfg,
                    const un_host *host)
{
  unpack_all(u);
  sort_functions(u);
  prepare_job job = {ut_calloc(u->nfns + 1, sizeof(ir_function *)), u->nfns,
                     NULL, NULL, rules, {0}};
  for (size_t i = 0; i < u->nfns; i++)
    job.fns[i] = u->fns[i].ir;
  /* Every caller of such a function is in the unit only when every
     function was lowered. */
  for (size_t i = 0; host && host->direct && !cfg->incomplete && i < u->nfns;
       i++)
    if (host->direct(host->host, u->fns[i].cookie))
      u->fns[i].ir->flags |= IR_FF_DIRECT;
  if (cfg->facts_dir ? prepare_with_facts(&job, cfg, host)
                     : guarded(host, "summarising", cfg->main_file,
                               run_prepare, &job))
    u->stats.prepare = job.st;
  free(job.fns);
  if (rules && !cfg->facts_only && rl_set_uses_objects(rules))
    for (size_t i = 0; i < u->nfns; i++)
      guarded(host, "following objects", u->fns[i].ir->name, run_objects,
              u->fns[i].ir);
  for (size_t i = 0; i < u->nfns; i++)
    ir_function_trim(u->fns[i].ir);
  if (cfg->dump_ir)
    for (size_t i = 0; i < u->nfns; i++)
      ir_dump(stderr, u->fns[i].ir);
}

/* Has the unit already reported this rule's message at this place?  (Each
   instance of a C++ template, each copy of an inline function, finds the
   same.)  Remembers it in `seen` otherwise. */
static bool repeated(ut_intern *seen, const rl_finding *f)
{
  const char *file = f->loc.file ? f->loc.file : "";
  size_t len = strlen(f->rule->id) + strlen(file) + strlen(f->message) + 40;
  char *key = ut_malloc(len);
  int n = snprintf(key, len, "%s\x1f%s:%u:%u\x1f%s", f->rule->id, file,
                   (unsigned)f->loc.line, (unsigned)f->loc.col, f->message);
  size_t klen = n > 0 ? (size_t)n : 0;
  bool again = ut_intern_find(seen, key, klen) != UT_NONE;
  if (!again)
    ut_intern_add(seen, key, klen);
  free(key);
  return again;
}

/* Why finding f is silenced (a ctlcheck-ignore comment, or the host's
   pragma for the rule's GCC warning), allocated; NULL when it is not. */
static char *silenced_why(const un_host *host, const rl_finding *f,
                          void *cookie)
{
  char *why = f->loc.file
                  ? sarif_suppression(f->loc.file, f->loc.line, f->rule->id)
                  : NULL;
  const char *pragma = !why && host && host->silenced
                           ? host->silenced(host->host, f, cookie) : NULL;
  return pragma ? ut_strdup(pragma) : why;
}

/* Show one finding, unless a ctlcheck-ignore comment (or a pragma that
   ignores the rule's GCC warning) silences it; the SARIF log gets it
   either way (suppressed ones marked so).  An unconfirmed finding is
   neither, unless cfg->unconfirmed asks (then it is a note, and not
   counted among the findings).  A finding the unit already reported is
   dropped. */
static void report(un_unit *u, un_sarif *sarif, const un_config *cfg,
                   const un_host *host, ut_intern *seen, const rl_finding *f,
                   void *cookie)
{
  if (repeated(seen, f))
    return;
  if (f->verdict == RL_UNCONFIRMED) {
    if (!cfg->unconfirmed)
      return;
    char *why = silenced_why(host, f, cookie);
    if (sarif)
      un_sarif_add(sarif, f, cfg->main_file, why);
    if (!why && host && host->show)
      host->show(host->host, f, cookie);
    free(why);
    return;
  }
  u->stats.findings++;
  char *why = silenced_why(host, f, cookie);
  if (sarif)
    un_sarif_add(sarif, f, cfg->main_file, why);
  if (why)
    u->stats.suppressed++;
  else if (host && host->show && host->show(host->host, f, cookie))
    u->stats.shown++;
  free(why);
}

/* Arguments of one guarded check. */
typedef struct check_job {
  const rl_set *rules;
  const ir_function *fn;
  const rl_options *opt;
  rl_findings *found;
  rl_stats *stats;
} check_job;

static void run_check(void *arg)
{
  check_job *j = arg;
  rl_check_function(j->rules, j->fn, j->opt, j->found, j->stats);
}

/* Keep how long checking fn took (stats-functions). */
static void record_time(un_unit *u, const ir_function *fn, double seconds)
{
  un_unit_stats *st = &u->stats;
  st->fn_times = ut_realloc(st->fn_times,
                            (st->nfn_times + 1) * sizeof *st->fn_times);
  st->fn_times[st->nfn_times++] =
      (un_fn_time){fn->name, fn->nnodes > 2 ? fn->nnodes - 2 : 0, seconds};
}

/* A notification about one function: "function 'NAME'" + rest. */
static void note_function(un_sarif *s, const char *level, const char *id,
                          const ir_function *fn, const char *rest)
{
  if (!s)
    return;
  const char *name = fn->qname ? fn->qname : fn->name;
  size_t len = strlen(name) + strlen(rest) + 16;
  char *msg = ut_malloc(len);
  snprintf(msg, len, "function '%s'%s", name, rest);
  un_sarif_note(s, level, id, msg, &fn->loc);
  free(msg);
}

bool un_unit_check(un_unit *u, rl_set *rules, const un_config *cfg,
                   const un_host *host, ctl_error *err)
{
  double t0 = ut_seconds();
  prepare(u, rules, cfg, host);
  u->stats.prepare_s = ut_seconds() - t0;
  u->stats.functions = u->nfns;
  if (cfg->facts_only)
    return true;
  ir_function **fns = ut_calloc(u->nfns + 1, sizeof *fns);
  for (size_t i = 0; i < u->nfns; i++)
    fns[i] = u->fns[i].ir;
  bool learned = rl_set_learn(rules, fns, u->nfns, cfg->main_file, err);
  free(fns);
  if (!learned)
    return false;
  for (size_t i = 0; i < u->nfns; i++) {
    un_zero_count_split(u->fns[i].ir, rules);
    un_ferror_mark(u->fns[i].ir);
    un_out_param_mark(u->fns[i].ir, rules);
    un_quiet_mark(u->fns[i].ir, rules);
    un_failed_mark(u->fns[i].ir, rules);
    un_realloc_moved_mark(u->fns[i].ir, rules);
    un_line_regrow_mark(u->fns[i].ir, rules);
    un_zero_alloc_fill(u->fns[i].ir, rules);
    un_relation_flags(u->fns[i].ir);
  }
  sarif_source_set_root(cfg->src_pwd);
  un_sarif *sarif = cfg->sarif || cfg->sarif_dir ? un_sarif_new(rules) : NULL;
  if (sarif)
    un_sarif_artifact(sarif, cfg->main_file);
  rl_findings found = {0};
  ut_intern seen;
  ut_intern_init(&seen, NULL, NULL);
  /* The product explorer's buffers, for every function of the unit. */
  rl_options opt = cfg->opt;
  if (!opt.scratch)
    opt.scratch = ctl_explore_scratch_new();
  for (size_t i = 0; i < u->nfns; i++) {
    const un_fn *f = &u->fns[i];
    if (sarif)
      un_sarif_artifact(sarif, f->ir->loc.file);
    found.n = 0;
    uint64_t fallbacks = u->stats.check.fallbacks;
    uint64_t narrowed = u->stats.check.narrowed;
    check_job job = {rules, f->ir, &opt, &found, &u->stats.check};
    double c0 = ut_seconds();
    bool checked = guarded(host, "checking", f->ir->name, run_check, &job);
    record_time(u, f->ir, ut_seconds() - c0);
    if (!checked) {
      u->stats.skipped++;
      note_function(sarif, "error", "internal-error", f->ir,
                    " was skipped after an internal error");
      continue;
    }
    if (u->stats.check.fallbacks != fallbacks)
      note_function(sarif, "warning", "budget-exceeded", f->ir,
                    " exceeded the product-state budget (max-states); it was "
                    "checked on its control-flow graph alone: its findings "
                    "are those whose path replays as feasible on the "
                    "abstract store, the others are counted as unconfirmed");
    if (u->stats.check.narrowed != narrowed)
      note_function(sarif, "note", "budget-narrowed", f->ir,
                    " fit the product-state budget (max-states) only with "
                    "some of its variables left out of the store; its "
                    "findings' paths were replayed with all of them");
    double r0 = ut_seconds();
    for (size_t k = 0; k < found.n; k++)
      report(u, sarif, cfg, host, &seen, &found.v[k], f->cookie);
    u->stats.report_s += ut_seconds() - r0;
    rl_findings_clear(&found);
  }
  ut_intern_free(&seen);
  if (opt.scratch != cfg->opt.scratch)
    ctl_explore_scratch_free(opt.scratch);
  free(found.v);
  sarif_source_cache_clear();
  if (!sarif)
    return true;
  double r0 = ut_seconds();
  bool written = un_sarif_finish(sarif, cfg, &u->stats, err);
  u->stats.report_s += ut_seconds() - r0;
  return written;
}

const un_unit_stats *un_unit_stats_of(const un_unit *u)
{
  return &u->stats;
}

void un_unit_free(un_unit *u)
{
  if (!u)
    return;
  for (size_t i = 0; i < u->nfns; i++)
    if (!u->fns[i].packed)
      ir_function_free(u->fns[i].ir);
  chunks_release(u);
  free(u->stats.fn_times);
  free(u->fns);
  free(u->chunks);
  free(u);
}
