/* un-facts.c: facts across translation units: the table of function
   summaries and globals, written to and read from versioned JSON files. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/unit.h"
#include "ctlcheck/util.h"
#include "un-facts.h"

#define FACTS_FORMAT 1
#define FACTS_SUFFIX ".facts.json"

/* One function of the table. */
typedef struct fact_fn {
  un_summary s;
  bool conflict; /* two files summarise it differently: no summary */
} fact_fn;

/* One global of the table, merged over every file that names it. */
typedef struct fact_global {
  const char *init; /* the constant initialiser every definition gives */
  bool defined, is_const, written, addr;
  bool init_bad;    /* a definition without one, or two different ones */
} fact_global;

struct un_facts {
  ut_intern strs;            /* every string the table holds */
  ut_intern fn_names, gl_names;
  fact_fn *fns;              /* by index in fn_names */
  fact_global *gls;          /* by index in gl_names */
  size_t capfns, capgls;
};

un_facts *un_facts_new(void)
{
  un_facts *f = ut_calloc(1, sizeof *f);
  ut_intern_init(&f->strs, NULL, NULL);
  ut_intern_init(&f->fn_names, NULL, NULL);
  ut_intern_init(&f->gl_names, NULL, NULL);
  return f;
}

void un_facts_free(un_facts *f)
{
  if (!f)
    return;
  for (uint32_t i = 0; i < f->fn_names.n; i++) {
    free(f->fns[i].s.calls);
    free(f->fns[i].s.derefs);
    free(f->fns[i].s.nulls);
    free(f->fns[i].s.ret_args);
  }
  free(f->fns);
  free(f->gls);
  ut_intern_free(&f->strs);
  ut_intern_free(&f->fn_names);
  ut_intern_free(&f->gl_names);
  free(f);
}

bool un_facts_empty(const un_facts *f)
{
  return !f || (f->fn_names.n == 0 && f->gl_names.n == 0);
}

/* The table's own copy of s (NULL stays NULL). */
static const char *own(un_facts *f, const char *s)
{
  return s ? ut_intern_str(&f->strs, ut_intern_add(&f->strs, s, strlen(s)))
           : NULL;
}

static bool str_eq(const char *a, const char *b)
{
  return a == b || (a && b && strcmp(a, b) == 0);
}

static bool summary_equal(const un_summary *a, const un_summary *b)
{
  if (a->noreturn != b->noreturn || !str_eq(a->ret_const, b->ret_const) ||
      a->ret_param != b->ret_param || !str_eq(a->ret_call, b->ret_call) ||
      a->ret_nonnull != b->ret_nonnull || a->ret_fresh != b->ret_fresh ||
      a->ret_filled != b->ret_filled ||
      a->ncalls != b->ncalls ||
      a->nderefs != b->nderefs || a->nnulls != b->nnulls ||
      a->nret_args != b->nret_args ||
      (a->nret_args && memcmp(a->ret_args, b->ret_args,
                              a->nret_args * sizeof *a->ret_args) != 0))
    return false;
  for (uint32_t i = 0; i < a->ncalls; i++) {
    const un_must_call *x = &a->calls[i], *y = &b->calls[i];
    if (!str_eq(x->callee, y->callee) || x->param != y->param ||
        x->argpos != y->argpos || x->nargs != y->nargs ||
        !str_eq(x->global, y->global))
      return false;
  }
  for (uint32_t i = 0; i < a->nderefs; i++)
    if (a->derefs[i] != b->derefs[i])
      return false;
  for (uint32_t i = 0; i < a->nnulls; i++)
    if (a->nulls[i] != b->nulls[i])
      return false;
  return true;
}

void un_facts_add_function(un_facts *f, const char *name, const un_summary *s)
{
  uint32_t before = f->fn_names.n;
  uint32_t i = ut_intern_add(&f->fn_names, name, strlen(name));
  if (i < before) {
    if (!summary_equal(&f->fns[i].s, s))
      f->fns[i].conflict = true; /* two definitions: trust neither */
    return;
  }
  f->fns = ut_grow(f->fns, i, &f->capfns, sizeof *f->fns);
  fact_fn *d = &f->fns[i];
  memset(d, 0, sizeof *d);
  d->s = *s;
  d->s.done = true;
  d->s.ret_const = own(f, s->ret_const);
  d->s.ret_call = own(f, s->ret_call);
  d->s.ret_lo = d->s.ret_hi = NULL; /* the unit's own (un_prepare) */
  d->s.calls = ut_calloc(s->ncalls + 1, sizeof *s->calls);
  for (uint32_t k = 0; k < s->ncalls; k++) {
    d->s.calls[k] = s->calls[k];
    d->s.calls[k].callee = own(f, s->calls[k].callee);
    d->s.calls[k].global = own(f, s->calls[k].global);
  }
  d->s.derefs = ut_calloc(s->nderefs + 1, sizeof *s->derefs);
  if (s->nderefs)
    memcpy(d->s.derefs, s->derefs, s->nderefs * sizeof *s->derefs);
  d->s.nulls = ut_calloc(s->nnulls + 1, sizeof *s->nulls);
  if (s->nnulls)
    memcpy(d->s.nulls, s->nulls, s->nnulls * sizeof *s->nulls);
  d->s.ret_args = ut_calloc(s->nret_args + 1, sizeof *s->ret_args);
  if (s->nret_args)
    memcpy(d->s.ret_args, s->ret_args, s->nret_args * sizeof *s->ret_args);
}

const un_summary *un_facts_function(const un_facts *f, const char *name)
{
  if (!f || !name)
    return NULL;
  uint32_t i = ut_intern_find(&f->fn_names, name, strlen(name));
  return i == UT_NONE || f->fns[i].conflict ? NULL : &f->fns[i].s;
}

void un_facts_add_global(un_facts *f, const char *name, bool defined,
                         bool is_const, const char *init, bool written,
                         bool addr)
{
  uint32_t before = f->gl_names.n;
  uint32_t i = ut_intern_add(&f->gl_names, name, strlen(name));
  if (i >= before) {
    f->gls = ut_grow(f->gls, i, &f->capgls, sizeof *f->gls);
    memset(&f->gls[i], 0, sizeof f->gls[i]);
  }
  fact_global *g = &f->gls[i];
  if (defined) {
    if (!init || (g->defined && !str_eq(g->init, init)))
      g->init_bad = true;
    g->init = own(f, init);
    g->defined = true;
    g->is_const |= is_const;
  }
  g->written |= written;
  g->addr |= addr;
}

const char *un_facts_constant(const un_facts *f, const char *name,
                              bool is_const, const char *here_init)
{
  if (!f || !name)
    return NULL;
  uint32_t i = ut_intern_find(&f->gl_names, name, strlen(name));
  const fact_global *g = i == UT_NONE ? NULL : &f->gls[i];
  if (here_init) /* defined in this unit: others only read it */
    return !g || (!g->defined && !g->written && !g->addr) ? here_init : NULL;
  if (!g || !g->defined || g->init_bad || !g->init)
    return NULL;
  if (is_const || g->is_const)
    return g->init;
  return g->written || g->addr ? NULL : g->init;
}

/* ------------------------------------------------------------- files */

char *un_facts_path(const char *dir, const char *output, const char *source)
{
  uint64_t h = ut_hash_str(UT_HASH_INIT, output ? output : "");
  h = ut_hash_str(ut_hash_sep(h), source ? source : "");
  const char *base = source ? strrchr(source, '/') : NULL;
  base = base ? base + 1 : source ? source : "unit";
  size_t n = strlen(dir) + strlen(base) + 40;
  char *path = ut_malloc(n);
  snprintf(path, n, "%s/%s-%016" PRIx64 FACTS_SUFFIX, dir, base, h);
  return path;
}

static json_t *json_calls(const un_summary *s)
{
  json_t *a = json_array();
  for (uint32_t i = 0; i < s->ncalls; i++) {
    const un_must_call *c = &s->calls[i];
    json_t *o = json_pack("{s:s, s:I, s:I}", "callee", c->callee, "position",
                          (json_int_t)c->argpos, "nargs", (json_int_t)c->nargs);
    if (c->global)
      json_object_set_new(o, "global", json_string(c->global));
    else
      json_object_set_new(o, "argument", json_integer(c->param));
    if (c->if_nonnull)
      json_object_set_new(o, "if_nonnull", json_true());
    json_array_append_new(a, o);
  }
  return a;
}

static json_t *json_function(const un_summary *s)
{
  json_t *o = json_object();
  if (s->noreturn)
    json_object_set_new(o, "noreturn", json_true());
  if (s->ret_const)
    json_object_set_new(o, "returns_constant", json_string(s->ret_const));
  if (s->ret_param != IR_NONE)
    json_object_set_new(o, "returns_argument", json_integer(s->ret_param));
  if (s->ret_call) {
    json_object_set_new(o, "returns_result_of", json_string(s->ret_call));
    json_object_set_new(o, "never_null", json_boolean(s->ret_nonnull));
    if (s->ret_fresh)
      json_object_set_new(o, "declared_malloc", json_true());
    if (s->ret_filled)
      json_object_set_new(o, "fills_block", json_true());
    if (s->nret_args) {
      json_t *a = json_array();
      for (uint32_t i = 0; i < s->nret_args; i++)
        json_array_append_new(a, json_integer(s->ret_args[i] == IR_NONE
                                                  ? -1
                                                  : (json_int_t)s->ret_args[i]));
      json_object_set_new(o, "result_arguments", a);
    }
  }
  if (s->ncalls)
    json_object_set_new(o, "calls", json_calls(s));
  if (s->nderefs) {
    json_t *a = json_array();
    for (uint32_t i = 0; i < s->nderefs; i++)
      json_array_append_new(a, json_integer(s->derefs[i]));
    json_object_set_new(o, "dereferences", a);
  }
  if (s->nnulls) {
    json_t *a = json_array();
    for (uint32_t i = 0; i < s->nnulls; i++)
      json_array_append_new(a, json_integer(s->nulls[i]));
    json_object_set_new(o, "stores_null", a);
  }
  return o;
}

/* FNV-1a of the canonical text of doc without its "hash" member. */
static uint64_t facts_hash(json_t *doc)
{
  json_t *copy = json_copy(doc);
  json_object_del(copy, "hash");
  char *text = json_dumps(copy, JSON_COMPACT | JSON_SORT_KEYS);
  uint64_t h = ut_hash_str(UT_HASH_INIT, text ? text : "");
  free(text);
  json_decref(copy);
  return h;
}

bool un_facts_write(const un_facts *f, const char *path, const char *source,
                    const char *output, const char *compiler, ctl_error *err)
{
  json_t *fns = json_object(), *gls = json_object();
  for (uint32_t i = 0; i < f->fn_names.n; i++)
    if (!f->fns[i].conflict)
      json_object_set_new(fns, ut_intern_str(&f->fn_names, i),
                          json_function(&f->fns[i].s));
  for (uint32_t i = 0; i < f->gl_names.n; i++) {
    const fact_global *g = &f->gls[i];
    json_t *o = json_pack("{s:b, s:b, s:b}", "defined", g->defined,
                          "written", g->written, "address_taken", g->addr);
    if (g->defined && g->is_const)
      json_object_set_new(o, "const", json_true());
    if (g->defined && !g->init_bad && g->init)
      json_object_set_new(o, "init", json_string(g->init));
    json_object_set_new(gls, ut_intern_str(&f->gl_names, i), o);
  }
  json_t *doc = json_pack("{s:i, s:s, s:s, s:s, s:o, s:o}", "format",
                          FACTS_FORMAT, "source", source ? source : "",
                          "output", output ? output : "", "compiler",
                          compiler ? compiler : "", "functions", fns,
                          "globals", gls);
  char hash[17];
  snprintf(hash, sizeof hash, "%016" PRIx64, facts_hash(doc));
  json_object_set_new(doc, "hash", json_string(hash));
  char *dir = ut_strdup(path);
  char *slash = strrchr(dir, '/');
  if (slash)
    *slash = '\0';
  bool ok = (!slash || sarif_make_dirs(dir, err)) &&
            sarif_save_json(doc, path, err);
  free(dir);
  json_decref(doc);
  return ok;
}

/* An unsigned JSON integer below 2^31 into *out. */
static bool get_index(json_t *v, uint32_t *out)
{
  if (!json_is_integer(v) || json_integer_value(v) < 0 ||
      json_integer_value(v) > INT32_MAX)
    return false;
  *out = (uint32_t)json_integer_value(v);
  return true;
}

/* A JSON string member, or NULL when absent (false when not a string). */
static bool get_str(json_t *o, const char *key, const char **out)
{
  json_t *v = json_object_get(o, key);
  *out = json_string_value(v);
  return !v || *out;
}

static bool read_calls(json_t *a, un_summary *s)
{
  if (!json_is_array(a))
    return false;
  s->calls = ut_calloc(json_array_size(a) + 1, sizeof *s->calls);
  size_t i;
  json_t *c;
  json_array_foreach(a, i, c) {
    un_must_call *m = &s->calls[s->ncalls++];
    json_t *arg = json_object_get(c, "argument");
    m->param = IR_NONE;
    if (!get_str(c, "callee", &m->callee) || !m->callee ||
        !get_str(c, "global", &m->global) ||
        !get_index(json_object_get(c, "position"), &m->argpos) ||
        !get_index(json_object_get(c, "nargs"), &m->nargs) ||
        (arg && !get_index(arg, &m->param)) || (!arg) == (!m->global))
      return false;
    m->if_nonnull = json_is_true(json_object_get(c, "if_nonnull"));
  }
  return true;
}

/* An array of indices (-1 for IR_NONE when `none` allows it) into *out,
   *n of them; absent is empty; false when malformed. */
static bool read_indices(json_t *v, bool none, uint32_t **out, uint32_t *n)
{
  if (!v)
    return true;
  if (!json_is_array(v))
    return false;
  *out = ut_calloc(json_array_size(v) + 1, sizeof **out);
  size_t i;
  json_t *d;
  json_array_foreach(v, i, d) {
    uint32_t *k = &(*out)[(*n)++];
    if (none && json_is_integer(d) && json_integer_value(d) == -1)
      *k = IR_NONE;
    else if (!get_index(d, k))
      return false;
  }
  return true;
}

/* Summary s from JSON object o (its strings stay o's); false if malformed. */
static bool read_function(json_t *o, un_summary *s)
{
  memset(s, 0, sizeof *s);
  s->ret_param = IR_NONE;
  json_t *v;
  if (!json_is_object(o) || !get_str(o, "returns_constant", &s->ret_const) ||
      !get_str(o, "returns_result_of", &s->ret_call))
    return false;
  s->noreturn = json_is_true(json_object_get(o, "noreturn"));
  s->ret_nonnull = json_is_true(json_object_get(o, "never_null"));
  s->ret_fresh = json_is_true(json_object_get(o, "declared_malloc"));
  s->ret_filled = json_is_true(json_object_get(o, "fills_block"));
  if ((v = json_object_get(o, "returns_argument")) && !get_index(v, &s->ret_param))
    return false;
  if ((v = json_object_get(o, "calls")) && !read_calls(v, s))
    return false;
  return read_indices(json_object_get(o, "result_arguments"), true,
                      &s->ret_args, &s->nret_args) &&
         read_indices(json_object_get(o, "dereferences"), false, &s->derefs,
                      &s->nderefs) &&
         read_indices(json_object_get(o, "stores_null"), false, &s->nulls,
                      &s->nnulls);
}

/* Merge the facts of document doc into f; NULL, or why doc is not usable.
   The facts of `skip` (this unit's source, earlier) are left out. */
static const char *merge_doc(un_facts *f, json_t *doc, const char *compiler,
                             const char *skip)
{
  char want[17];
  json_t *fns = json_object_get(doc, "functions");
  json_t *gls = json_object_get(doc, "globals");
  const char *hash = json_string_value(json_object_get(doc, "hash"));
  const char *comp = json_string_value(json_object_get(doc, "compiler"));
  if (!json_is_object(doc) || !json_is_integer(json_object_get(doc, "format")))
    return "not a ctlcheck facts file";
  if (json_integer_value(json_object_get(doc, "format")) != FACTS_FORMAT)
    return "it has another format version";
  if (!json_is_object(fns) || !json_is_object(gls) || !hash || !comp)
    return "not a ctlcheck facts file";
  snprintf(want, sizeof want, "%016" PRIx64, facts_hash(doc));
  if (strcmp(hash, want) != 0)
    return "its hash does not match its contents";
  if (compiler && strcmp(comp, compiler) != 0)
    return "it was written by another compiler or ctlcheck";
  if (skip && str_eq(json_string_value(json_object_get(doc, "source")), skip))
    return NULL;
  un_facts *t = un_facts_new(); /* all or nothing: merged when complete */
  const char *key, *why = NULL;
  json_t *v;
  json_object_foreach(fns, key, v) {
    un_summary s;
    bool ok = read_function(v, &s);
    if (ok)
      un_facts_add_function(t, key, &s);
    free(s.calls);
    free(s.derefs);
    free(s.nulls);
    free(s.ret_args);
    if (!ok)
      why = "a function's facts are malformed";
  }
  json_object_foreach(gls, key, v) {
    const char *init;
    if (!json_is_object(v) || !get_str(v, "init", &init))
      why = "a global's facts are malformed";
    else
      un_facts_add_global(t, key,
                          json_is_true(json_object_get(v, "defined")),
                          json_is_true(json_object_get(v, "const")), init,
                          json_is_true(json_object_get(v, "written")),
                          json_is_true(json_object_get(v, "address_taken")));
  }
  if (!why)
    un_facts_merge(f, t);
  un_facts_free(t);
  return why;
}

void un_facts_merge(un_facts *into, const un_facts *from)
{
  for (uint32_t i = 0; i < from->fn_names.n; i++) {
    const char *name = ut_intern_str(&from->fn_names, i);
    un_facts_add_function(into, name, &from->fns[i].s);
    if (from->fns[i].conflict)
      into->fns[ut_intern_find(&into->fn_names, name, strlen(name))]
          .conflict = true;
  }
  for (uint32_t i = 0; i < from->gl_names.n; i++) {
    const fact_global *g = &from->gls[i];
    un_facts_add_global(into, ut_intern_str(&from->gl_names, i), g->defined,
                        g->is_const, g->init_bad ? NULL : g->init, g->written,
                        g->addr);
  }
}

static int name_cmp(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of dir's facts files, sorted; *n of them. */
static char **list_facts(const char *dir, size_t *n)
{
  char **names = NULL;
  size_t cap = 0;
  *n = 0;
  DIR *d = opendir(dir);
  if (!d)
    return NULL;
  const struct dirent *e;
  size_t sl = strlen(FACTS_SUFFIX);
  while ((e = readdir(d))) {
    size_t len = strlen(e->d_name);
    if (len <= sl || strcmp(e->d_name + len - sl, FACTS_SUFFIX) != 0)
      continue;
    names = ut_grow(names, *n, &cap, sizeof *names);
    names[(*n)++] = ut_strdup(e->d_name);
  }
  closedir(d);
  if (*n)
    qsort(names, *n, sizeof *names, name_cmp);
  return names;
}

un_facts *un_facts_read_dir(const char *dir, const char *skip,
                            const char *compiler,
                            void (*warn)(void *ctx, const char *text),
                            void *ctx)
{
  un_facts *f = un_facts_new();
  size_t n;
  char **names = list_facts(dir, &n);
  for (size_t i = 0; i < n; i++) {
    size_t len = strlen(dir) + strlen(names[i]) + 2;
    char *path = ut_malloc(len);
    snprintf(path, len, "%s/%s", dir, names[i]);
    json_error_t e;
    json_t *doc = json_load_file(path, 0, &e);
    const char *why = doc ? merge_doc(f, doc, compiler, skip) : e.text;
    if (why && warn) {
      size_t m = strlen(path) + strlen(why) + 64;
      char *msg = ut_malloc(m);
      snprintf(msg, m, "ignoring facts file '%s': %s", path, why);
      warn(ctx, msg);
      free(msg);
    }
    json_decref(doc);
    free(path);
    free(names[i]);
  }
  free(names);
  return f;
}
