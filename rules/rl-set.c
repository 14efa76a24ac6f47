/* rl-set.c: sets of rules: loading files, directories and the built-in pack; selecting. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ctlcheck/util.h"
#include "rl-private.h"

/* The shipped pack, generated from the files of rules/pack (rl-pack.c). */
extern const char *const rl_pack_names[];
extern const char *const rl_pack_texts[];

rl_set *rl_set_new(void)
{
  rl_set *s = ut_calloc(1, sizeof(rl_set));
  s->zero_count = UT_NONE;
  rl_libs_register(s);
  return s;
}

void rl_rule_free(rl_rule_priv *r)
{
  if (!r)
    return;
  free((char *)r->pub.id);
  free((char *)r->pub.file);
  free((char *)r->pub.summary);
  free((char *)r->pub.message);
  free((char *)r->pub.help);
  free((char *)r->pub.gcc_warning);
  free((char *)r->pub.formula);
  free(r->var);
  for (uint32_t i = 0; i < r->nprops; i++) {
    free(r->props[i].name);
    free(r->props[i].event);
    rl_pat_free(r->props[i].pat);
  }
  free(r->props);
  ctl_formula_free(r->formula);
  ctl_prepared_free(r->prepared);
  free(r->truth);
  free(r->final_event);
  free(r->declared_event);
  for (uint32_t i = 0; i < r->ntags; i++)
    free(r->tags[i]);
  free(r->tags);
  free(r);
}

void rl_set_free(rl_set *s)
{
  if (!s)
    return;
  for (size_t i = 0; i < s->n; i++) {
    if (i >= s->nchunked)
      rl_rule_free(s->rules[i]);
    else if (s->rules[i]) { /* NULL after damaged bytes */
      ctl_prepared_free(s->rules[i]->prepared); /* made later, by malloc */
      free(s->rules[i]->truth);
    }
  }
  free(s->rules);
  ut_intern_free(&s->pat_keys);
  rl_families_free(s);
  ut_chunks_free(&s->chunks); /* last: interned strings may live there */
  free(s);
}

/* "PATH: error: WHAT: strerror(errno)". */
static void io_error(ctl_error *err, const char *path, const char *what)
{
  ctl_error_set(err, path, 0, 0, "%s: %s", what, strerror(errno));
}

bool rl_set_load_string(rl_set *s, const char *text, const char *source,
                        ctl_error *err)
{
  return rl_parse(s, text, strlen(text), source, err) &&
         rl_set_resolve(s, err);
}

static bool load_file(rl_set *s, const char *path, ctl_error *err)
{
  FILE *f = fopen(path, "rb");
  if (!f) {
    io_error(err, path, "cannot open the rule file");
    return false;
  }
  size_t cap = 4096, n = 0, got;
  char *buf = ut_malloc(cap);
  while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (n + 1 == cap)
      buf = ut_realloc(buf, cap *= 2);
  }
  bool bad = ferror(f);
  fclose(f);
  if (bad) {
    io_error(err, path, "cannot read the rule file");
    free(buf);
    return false;
  }
  buf[n] = '\0';
  bool ok = rl_parse(s, buf, n, path, err);
  free(buf);
  return ok;
}

static int cmp_str(const void *a, const void *b)
{
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.rules file of a directory, in name order. */
static bool load_dir(rl_set *s, const char *path, ctl_error *err)
{
  DIR *d = opendir(path);
  if (!d) {
    io_error(err, path, "cannot open the rule directory");
    return false;
  }
  char **names = NULL;
  size_t n = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t l = strlen(e->d_name);
    if (l > 6 && strcmp(e->d_name + l - 6, ".rules") == 0) {
      names = ut_realloc(names, (n + 1) * sizeof *names);
      names[n++] = ut_strdup(e->d_name);
    }
  }
  closedir(d);
  if (n) /* qsort wants a non-NULL array, even an empty one */
    qsort(names, n, sizeof *names, cmp_str);
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    if (ok) {
      size_t len = strlen(path) + strlen(names[i]) + 2;
      char *full = ut_malloc(len);
      snprintf(full, len, "%s/%s", path, names[i]);
      ok = load_file(s, full, err);
      free(full);
    }
    free(names[i]);
  }
  free(names);
  return ok;
}

bool rl_set_load_path(rl_set *s, const char *path, ctl_error *err)
{
  struct stat st;
  if (stat(path, &st) != 0) {
    io_error(err, path, "cannot find rules");
    return false;
  }
  return (S_ISDIR(st.st_mode) ? load_dir(s, path, err)
                              : load_file(s, path, err)) &&
         rl_set_resolve(s, err);
}

bool rl_set_load_builtin(rl_set *s, ctl_error *err)
{
  for (size_t i = 0; rl_pack_names[i]; i++)
    if (!rl_parse(s, rl_pack_texts[i], strlen(rl_pack_texts[i]),
                  rl_pack_names[i], err))
      return false;
  return rl_set_resolve(s, err);
}

size_t rl_set_count(const rl_set *s)
{
  return s->n;
}

const rl_rule *rl_set_rule(const rl_set *s, size_t i)
{
  return i < s->n ? &s->rules[i]->pub : NULL;
}

const rl_rule *rl_set_find(const rl_set *s, const char *id)
{
  for (size_t i = 0; i < s->n; i++)
    if (strcmp(s->rules[i]->pub.id, id) == 0)
      return &s->rules[i]->pub;
  return NULL;
}

/* "unknown rule id 'BAD'; known ids: a, b, ..." into err. */
static bool list_known(const rl_set *s, const char *bad, ctl_error *err)
{
  size_t len = 64 + strlen(bad), at;
  for (size_t i = 0; i < s->n; i++)
    len += strlen(s->rules[i]->pub.id) + 2;
  char *msg = ut_malloc(len);
  at = (size_t)snprintf(msg, len, "unknown rule id '%s'; known ids: ", bad);
  for (size_t i = 0; i < s->n; i++)
    at += (size_t)snprintf(msg + at, len - at, "%s%s", i ? ", " : "",
                           s->rules[i]->pub.id);
  ctl_error_set(err, "ctlcheck", 0, 0, "%s", msg);
  free(msg);
  return false;
}

/* Apply one comma-separated list, turning rules on or off. */
static bool apply_list(rl_set *s, const char *list, bool on, bool only,
                       ctl_error *err)
{
  char *copy = ut_strdup(list), *save = NULL;
  bool ok = true;
  if (only)
    for (size_t i = 0; i < s->n; i++)
      s->rules[i]->pub.enabled = false;
  for (char *id = strtok_r(copy, ",", &save); id && ok;
       id = strtok_r(NULL, ",", &save)) {
    if (strcmp(id, "all") == 0) {
      for (size_t i = 0; i < s->n; i++)
        s->rules[i]->pub.enabled = on;
      continue;
    }
    rl_rule *r = (rl_rule *)rl_set_find(s, id);
    if (!r) {
      ok = list_known(s, id, err);
    } else {
      r->enabled = on;
    }
  }
  free(copy);
  return ok;
}

bool rl_set_select(rl_set *s, const char *enable, const char *disable,
                   ctl_error *err)
{
  if (enable && !apply_list(s, enable, true, true, err))
    return false;
  return !disable || apply_list(s, disable, false, false, err);
}

char *rl_fill(const char *tmpl, const char *var, const char *value)
{
  size_t cap = strlen(tmpl) + 1 + (value ? 8 * strlen(value) : 0) + 64;
  char *out = ut_malloc(cap), *o = out;
  size_t vl = var ? strlen(var) : 0;
  for (const char *p = tmpl; *p;) {
    if (*p == '{' && var && strncmp(p + 1, var, vl) == 0 && p[1 + vl] == '}') {
      size_t l = strlen(value);
      if ((size_t)(o - out) + l + 1 >= cap) {
        size_t off = (size_t)(o - out);
        out = ut_realloc(out, cap = cap * 2 + l);
        o = out + off;
      }
      memcpy(o, value, l);
      o += l;
      p += vl + 2;
    } else {
      if ((size_t)(o - out) + 2 >= cap) {
        size_t off = (size_t)(o - out);
        out = ut_realloc(out, cap *= 2);
        o = out + off;
      }
      *o++ = *p++;
    }
  }
  *o = '\0';
  return out;
}

void rl_findings_clear(rl_findings *f)
{
  for (size_t i = 0; i < f->n; i++) {
    free(f->v[i].message);
    for (uint32_t e = 0; e < f->v[i].nevents; e++)
      free(f->v[i].events[e].text);
    free(f->v[i].events);
  }
  f->n = 0;
}

bool rl_set_uses_objects(const rl_set *s)
{
  for (size_t i = 0; i < s->n; i++)
    if (s->rules[i]->pub.enabled && (s->rules[i]->var_kinds & RL_K_OBJECT))
      return true;
  return false;
}
