/* un-sarif.c: one unit's findings, notifications and rules as a SARIF log. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"

/* A finding copied out of the checker (its strings are freed per
   function). */
typedef struct owned_result {
  size_t rule;
  char *message, *function, *qualified, *suppressed, *file;
  uint32_t line, col;
  sarif_loc *events; /* file and message owned */
  size_t nevents;
  rl_model_kind model;
  bool unconfirmed;
} owned_result;

typedef struct owned_note {
  char *level, *id, *message, *file;
  uint32_t line, col;
} owned_note;

struct un_sarif {
  const rl_rule **rules;
  size_t nrules, caprules;
  owned_result *results;
  size_t nresults, capresults;
  owned_note *notes;
  size_t nnotes, capnotes;
  ut_intern artifacts; /* in order of first mention */
};

un_sarif *un_sarif_new(const rl_set *rules)
{
  un_sarif *s = ut_calloc(1, sizeof *s);
  ut_intern_init(&s->artifacts, NULL, NULL);
  for (size_t i = 0; i < rl_set_count(rules); i++)
    if (rl_set_rule(rules, i)->enabled) {
      s->rules = ut_grow(s->rules, s->nrules, &s->caprules, sizeof *s->rules);
      s->rules[s->nrules++] = rl_set_rule(rules, i);
    }
  return s;
}

/* The run's index of rule r, added when a disabled rule still reported. */
static size_t rule_index(un_sarif *s, const rl_rule *r)
{
  for (size_t i = 0; i < s->nrules; i++)
    if (s->rules[i] == r)
      return i;
  s->rules = ut_grow(s->rules, s->nrules, &s->caprules, sizeof *s->rules);
  s->rules[s->nrules] = r;
  return s->nrules++;
}

void un_sarif_add(un_sarif *s, const rl_finding *f, const char *main_file,
                  const char *suppressed)
{
  s->results = ut_grow(s->results, s->nresults, &s->capresults,
                       sizeof *s->results);
  owned_result *r = &s->results[s->nresults++];
  r->rule = rule_index(s, f->rule);
  r->message = ut_strdup(f->message);
  r->function = ut_strdup(f->fn->name);
  r->qualified = f->fn->qname ? ut_strdup(f->fn->qname) : NULL;
  r->suppressed = suppressed ? ut_strdup(suppressed) : NULL;
  r->file = ut_strdup(f->loc.file ? f->loc.file : main_file);
  r->line = f->loc.line;
  r->col = f->loc.col;
  r->nevents = f->nevents;
  r->model = f->model;
  r->unconfirmed = f->verdict == RL_UNCONFIRMED;
  r->events = ut_calloc(f->nevents + 1, sizeof *r->events);
  for (uint32_t i = 0; i < f->nevents; i++) {
    const rl_path_event *e = &f->events[i];
    r->events[i] = (sarif_loc){ut_strdup(e->loc.file ? e->loc.file : r->file),
                               e->loc.line, e->loc.col, ut_strdup(e->text)};
  }
}

void un_sarif_note(un_sarif *s, const char *level, const char *id,
                   const char *message, const ir_loc *loc)
{
  s->notes = ut_grow(s->notes, s->nnotes, &s->capnotes, sizeof *s->notes);
  owned_note *n = &s->notes[s->nnotes++];
  *n = (owned_note){ut_strdup(level), ut_strdup(id), ut_strdup(message), NULL,
                    0, 0};
  if (loc && loc->file) {
    n->file = ut_strdup(loc->file);
    n->line = loc->line;
    n->col = loc->col;
  }
}

void un_sarif_artifact(un_sarif *s, const char *file)
{
  if (file)
    ut_intern_add(&s->artifacts, file, strlen(file));
}

/* The compiler driver's command line from the environment the GCC driver
   gives its subprocesses: COLLECT_GCC and COLLECT_GCC_OPTIONS, whose words
   are single-quoted ('\'' inside).  *argc words, each malloc'ed. */
static char **driver_command_line(const char *compiler, size_t *argc)
{
  const char *gcc = getenv("COLLECT_GCC");
  const char *opts = getenv("COLLECT_GCC_OPTIONS");
  size_t n = 0, cap = 0, len = 0;
  char **argv = ut_grow(NULL, 0, &cap, sizeof *argv);
  argv[n++] = ut_strdup(gcc ? gcc : compiler ? compiler : "gcc");
  char *word = ut_malloc(strlen(opts ? opts : "") + 1);
  bool in = false, have = false;
  for (const char *p = opts ? opts : ""; *p; p++) {
    if (*p == '\'') {
      if (in && p[1] == '\\' && p[2] == '\'' && p[3] == '\'') {
        word[len++] = '\'';
        p += 3;
        continue;
      }
      in = !in;
      have = true;
    } else if (*p == ' ' && !in) {
      if (have) {
        argv = ut_grow(argv, n, &cap, sizeof *argv);
        argv[n++] = ut_strndup(word, len);
      }
      len = 0;
      have = false;
    } else {
      word[len++] = *p;
    }
  }
  if (have) {
    argv = ut_grow(argv, n, &cap, sizeof *argv);
    argv[n++] = ut_strndup(word, len);
  }
  free(word);
  *argc = n;
  return argv;
}

static const char *level_of(rl_severity s)
{
  return s == RL_ERROR ? "error" : s == RL_NOTE ? "note" : "warning";
}

/* The value of a result's "ctlcheck/model" property. */
static const char *model_name(rl_model_kind k)
{
  return k == RL_MODEL_CFG ? "cfg"
         : k == RL_MODEL_NARROWED ? "product-narrowed" : "product";
}

/* Write the run where cfg says. */
static bool write_run(const sarif_run *run, const un_config *cfg,
                      ctl_error *err)
{
  if (cfg->sarif)
    return sarif_write_file(run, cfg->sarif, err);
  char *abs = realpath(cfg->main_file, NULL);
  bool ok = sarif_write_dir(run, cfg->sarif_dir, abs ? abs : cfg->main_file,
                            getenv("COLLECT_GCC_OPTIONS"), NULL, 0, err);
  free(abs);
  return ok;
}

/* Free everything s owns. */
static void sarif_free(un_sarif *s)
{
  for (size_t i = 0; i < s->nresults; i++) {
    owned_result *r = &s->results[i];
    for (size_t e = 0; e < r->nevents; e++) {
      free((char *)r->events[e].file);
      free((char *)r->events[e].message);
    }
    free(r->events);
    free(r->message);
    free(r->function);
    free(r->qualified);
    free(r->suppressed);
    free(r->file);
  }
  for (size_t i = 0; i < s->nnotes; i++) {
    free(s->notes[i].level);
    free(s->notes[i].id);
    free(s->notes[i].message);
    free(s->notes[i].file);
  }
  ut_intern_free(&s->artifacts);
  free(s->results);
  free(s->notes);
  free(s->rules);
  free(s);
}

/* How the unit's functions were checked: on the product (some narrowed),
   on the CFG alone (over budget, or every one with `syntactic`), or
   skipped. */
static sarif_coverage coverage_of(const un_unit_stats *st,
                                  const un_config *cfg)
{
  sarif_coverage c = {1, st->functions, 0, st->check.narrowed,
                      st->check.fallbacks, st->skipped, st->check.confirmed,
                      st->check.refuted, st->check.unconfirmed};
  if (c.skipped > c.functions)
    c.skipped = c.functions;
  if (cfg->opt.syntactic)
    c.cfg = c.functions - c.skipped;
  if (c.cfg > c.functions - c.skipped)
    c.cfg = c.functions - c.skipped;
  c.product = c.functions - c.skipped - c.cfg;
  if (c.narrowed > c.product)
    c.narrowed = c.product;
  return c;
}

bool un_sarif_finish(un_sarif *s, const un_config *cfg,
                     const un_unit_stats *stats, ctl_error *err)
{
  sarif_rule *rules = ut_calloc(s->nrules + 1, sizeof *rules);
  for (size_t i = 0; i < s->nrules; i++) {
    const rl_rule *r = s->rules[i];
    rules[i] = (sarif_rule){r->id, r->summary, r->summary, r->help,
                            level_of(r->severity), r->cwe, NULL, 0};
  }
  sarif_result *results = ut_calloc(s->nresults + 1, sizeof *results);
  sarif_prop *rprops = ut_calloc(2 * s->nresults + 1, sizeof *rprops);
  for (size_t i = 0; i < s->nresults; i++) {
    const owned_result *o = &s->results[i];
    sarif_prop *p = &rprops[2 * i];
    p[0] = (sarif_prop){NULL, "ctlcheck/model", model_name(o->model), 0, false};
    p[1] = (sarif_prop){NULL, "ctlcheck/unconfirmed", NULL, 1, true};
    results[i] = (sarif_result){o->rule, o->message,
                                {o->file, o->line, o->col, NULL},
                                o->events, o->nevents, o->function,
                                o->suppressed, o->unconfirmed ? "note" : NULL,
                                p, o->unconfirmed ? 2 : 1, o->qualified};
  }
  sarif_note *notes = ut_calloc(s->nnotes + 1, sizeof *notes);
  for (size_t i = 0; i < s->nnotes; i++) {
    const owned_note *n = &s->notes[i];
    notes[i] = (sarif_note){n->level, n->id, n->message,
                            {n->file, n->line, n->col, NULL}};
  }
  size_t argc;
  char **argv = driver_command_line(cfg->compiler, &argc);
  sarif_coverage coverage = coverage_of(stats, cfg);
  /* The directory the compilation started in: on a distcc helper the
     preprocessed input says so (-fworking-directory), not getcwd. */
  sarif_run run = {cfg->version, cfg->uri, cfg->src_pwd, rules, s->nrules,
                   results, s->nresults, notes, s->nnotes,
                   s->artifacts.strs, s->artifacts.n,
                   (const char *const *)argv, argc, stats->skipped == 0,
                   &coverage};
  bool ok = write_run(&run, cfg, err);
  for (size_t i = 0; i < argc; i++)
    free(argv[i]);
  free(argv);
  free(rules);
  free(results);
  free(rprops);
  free(notes);
  sarif_free(s);
  return ok;
}
