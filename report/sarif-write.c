/* sarif-write.c: building a SARIF 2.1.0 log with Jansson and writing it atomically. */
#include "config.h"

#include <errno.h>
#include <jansson.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

/* json_object_set_new with a string value (steals the new string). */
static void set_str(json_t *o, const char *key, const char *v)
{
  json_object_set_new(o, key, json_string(v ? v : ""));
}

static json_t *text_obj(const char *text)
{
  json_t *o = json_object();
  set_str(o, "text", text);
  return o;
}

/* The run being written and the directory %SRCROOT% stands for.  Every
   static function below receives &ctx->run and may cast it back: the run
   is the first member. */
typedef struct run_ctx {
  sarif_run run;
  char *root;     /* normalised absolute directory, or NULL */
} run_ctx;

/* The directory %SRCROOT% stands for: the compilation's directory, or the
   directory above it that also holds the files it names relative to it
   (an out-of-tree build compiles ../src/x.c: the root is then the common
   directory, and every URI stays relative). */
static char *source_root(const sarif_run *run)
{
  if (!run->srcroot || run->srcroot[0] != '/')
    return NULL;
  char *root = sarif_path_join("/", run->srcroot);
  const char *files[3];
  for (size_t i = 0; i < run->nartifacts + run->nresults; i++) {
    size_t nf = 0;
    if (i < run->nartifacts) {
      files[nf++] = run->artifacts[i];
    } else {
      const sarif_result *r = &run->results[i - run->nartifacts];
      files[nf++] = r->primary.file;
      for (size_t e = 0; e < r->nevents && nf < 3; e++)
        if (r->events[e].file && r->events[e].file != r->primary.file)
          files[nf++] = r->events[e].file;
    }
    for (size_t k = 0; k < nf; k++) {
      if (!files[k] || files[k][0] == '/' || strncmp(files[k], "../", 3) != 0)
        continue;
      char *abs = sarif_path_join(run->srcroot, files[k]);
      size_t c = sarif_path_common(root, abs);
      root[c ? c : 1] = '\0';
      free(abs);
    }
  }
  return root;
}

/* A file as a URI relative to %SRCROOT% when it lies under the root (a
   name relative to the compilation's directory is resolved first), else
   as an absolute file URI. */
static json_t *artifact_location(const sarif_run *run, const char *file)
{
  const run_ctx *ctx = (const run_ctx *)run;
  json_t *a = json_object();
  if (file[0] != '/' && !ctx->root) {
    const char *f = strncmp(file, "./", 2) == 0 ? file + 2 : file;
    set_str(a, "uri", f);
    set_str(a, "uriBaseId", "%SRCROOT%");
    return a;
  }
  char *abs = file[0] == '/' ? sarif_path_join("/", file)
                             : sarif_path_join(run->srcroot, file);
  const char *rel = ctx->root ? sarif_path_under(abs, ctx->root) : NULL;
  if (rel) {
    set_str(a, "uri", rel);
    set_str(a, "uriBaseId", "%SRCROOT%");
  } else {
    size_t n = strlen(abs) + 8;
    char *uri = ut_malloc(n);
    snprintf(uri, n, "file://%s", abs);
    set_str(a, "uri", uri);
    free(uri);
  }
  free(abs);
  return a;
}

static json_t *physical(const sarif_run *run, const sarif_loc *l)
{
  json_t *p = json_object(), *region = json_object();
  json_object_set_new(p, "artifactLocation", artifact_location(run, l->file));
  json_object_set_new(region, "startLine", json_integer(l->line ? l->line : 1));
  if (l->col)
    json_object_set_new(region, "startColumn", json_integer(l->col));
  json_object_set_new(p, "region", region);
  return p;
}

static json_t *location(const sarif_run *run, const sarif_loc *l,
                        const char *function, const char *qualified)
{
  json_t *loc = json_object();
  json_object_set_new(loc, "physicalLocation", physical(run, l));
  if (function) {
    json_t *ll = json_object();
    set_str(ll, "name", function);
    if (qualified && strcmp(qualified, function) != 0)
      set_str(ll, "fullyQualifiedName", qualified);
    set_str(ll, "kind", "function");
    json_object_set_new(loc, "logicalLocations", json_pack("[o]", ll));
  }
  if (l->message)
    json_object_set_new(loc, "message", text_obj(l->message));
  return loc;
}

/* "DoubleFree" from "double-free": SARIF's rule name convention. */
static char *pascal_name(const char *id)
{
  char *n = ut_malloc(strlen(id) + 1), *o = n;
  bool up = true;
  for (const char *p = id; *p; p++) {
    if (*p == '-' || *p == '_') {
      up = true;
      continue;
    }
    *o++ = up && *p >= 'a' && *p <= 'z' ? (char)(*p - 'a' + 'A') : *p;
    up = false;
  }
  *o = '\0';
  return n;
}

/* security-severity for GitHub: by CWE class (high for memory safety). */
static const char *severity_of(const sarif_rule *r)
{
  switch (r->cwe) {
  case 415: case 416: case 590: case 761: case 762: case 562: case 120:
    return "8.0";
  case 690: case 476: case 457: case 252:
    return "6.5";
  case 0:
    return "2.0";
  default:
    return "4.0";
  }
}

static json_t *rule_json(const sarif_rule *r)
{
  json_t *o = json_object(), *props = json_object(), *tags = json_array();
  char *name = pascal_name(r->id);
  set_str(o, "id", r->id);
  if (strcasecmp(name, r->id) != 0) /* SARIF1001: a name differs from the id */
    set_str(o, "name", name);
  free(name);
  json_object_set_new(o, "shortDescription", text_obj(r->summary));
  json_object_set_new(o, "fullDescription",
                      text_obj(r->description ? r->description : r->summary));
  json_t *help = text_obj(r->help ? r->help : r->summary);
  size_t n = strlen(r->help ? r->help : r->summary) * 2 + 64;
  char *md = ut_malloc(n);
  snprintf(md, n, "**%s**\n\n```\n%s\n```\n", r->summary,
           r->help ? r->help : r->summary);
  set_str(help, "markdown", md);
  free(md);
  json_object_set_new(o, "help", help);
  json_t *cfg = json_object();
  set_str(cfg, "level", r->level);
  json_object_set_new(o, "defaultConfiguration", cfg);
  for (size_t i = 0; i < r->ntags; i++)
    json_array_append_new(tags, json_string(r->tags[i]));
  if (r->cwe) {
    char cwe[48];
    snprintf(cwe, sizeof cwe, "external/cwe/cwe-%u", r->cwe);
    json_array_append_new(tags, json_string(cwe));
    snprintf(cwe, sizeof cwe, "CWE-%u", r->cwe);
    set_str(props, "cwe", cwe);
  }
  json_object_set_new(props, "tags", tags);
  set_str(props, "security-severity", severity_of(r));
  set_str(props, "precision", "high");
  json_object_set_new(o, "properties", props);
  return o;
}

static json_t *driver_json(const sarif_run *run)
{
  json_t *d = json_object(), *rules = json_array();
  set_str(d, "name", "ctlcheck");
  set_str(d, "version", run->version);
  set_str(d, "semanticVersion", run->version);
  set_str(d, "informationUri", run->uri);
  for (size_t i = 0; i < run->nrules; i++)
    json_array_append_new(rules, rule_json(&run->rules[i]));
  json_object_set_new(d, "rules", rules);
  return d;
}

/* The hash of s, continued from h, with a separator. */
static uint64_t key_hash(uint64_t h, const char *s)
{
  return ut_hash_sep(ut_hash_str(h, s ? s : ""));
}

/* For each of the first n results, how many results before it share rule,
   file, function and line text (one pass, a table of 64-bit keys). */
static uint32_t *occurrences(const sarif_run *run, size_t n)
{
  size_t cap = 64;
  while (cap < 2 * n + 2)
    cap *= 2;
  uint64_t *keys = ut_calloc(cap, sizeof *keys);
  uint32_t *counts = ut_calloc(cap, sizeof *counts);
  uint32_t *occ = ut_calloc(n + 1, sizeof *occ);
  for (size_t i = 0; i < n; i++) {
    const sarif_result *r = &run->results[i];
    char rule[24];
    snprintf(rule, sizeof rule, "%zu", r->rule);
    uint64_t h = key_hash(key_hash(key_hash(UT_HASH_INIT, rule),
                                   r->primary.file),
                          r->function ? r->function : "\x01");
    const char *t = sarif_source_line(r->primary.file, r->primary.line);
    h = key_hash(h, t ? t : "\x02");
    if (!h)
      h = 1;
    size_t j = h & (cap - 1);
    while (keys[j] && keys[j] != h)
      j = (j + 1) & (cap - 1);
    keys[j] = h;
    occ[i] = counts[j]++;
  }
  free(keys);
  free(counts);
  return occ;
}

static json_t *code_flow(const sarif_run *run, const sarif_result *r,
                         bool *capped)
{
  json_t *locs = json_array();
  size_t n = r->nevents;
  if (n > SARIF_MAX_FLOW_LOCATIONS) {
    n = SARIF_MAX_FLOW_LOCATIONS;
    *capped = true;
  }
  for (size_t i = 0; i < n; i++) {
    json_t *tfl = json_object();
    json_object_set_new(tfl, "location",
                        location(run, &r->events[i], r->function,
                                 r->function_qualified));
    json_object_set_new(tfl, "executionOrder", json_integer((json_int_t)i + 1));
    json_array_append_new(locs, tfl);
  }
  json_t *tf = json_object(), *cf = json_object();
  json_object_set_new(tf, "locations", locs);
  json_object_set_new(cf, "threadFlows", json_pack("[o]", tf));
  return cf;
}

/* A property bag, or NULL when there is nothing in it. */
static json_t *props_json(const sarif_prop *props, size_t n)
{
  if (!n)
    return NULL;
  json_t *bag = json_object();
  for (size_t i = 0; i < n; i++) {
    const sarif_prop *p = &props[i];
    json_t *in = bag;
    if (p->group) {
      in = json_object_get(bag, p->group);
      if (!in) {
        in = json_object();
        json_object_set_new(bag, p->group, in);
      }
    }
    json_object_set_new(in, p->key,
                        p->text ? json_string(p->text)
                        : p->is_bool ? json_boolean(p->number)
                                     : json_integer((json_int_t)p->number));
  }
  return bag;
}

static json_t *result_json(const sarif_run *run, size_t i, uint32_t occ,
                           bool *capped)
{
  const sarif_result *r = &run->results[i];
  const sarif_rule *rule = &run->rules[r->rule];
  json_t *o = json_object();
  set_str(o, "ruleId", rule->id);
  json_object_set_new(o, "ruleIndex", json_integer((json_int_t)r->rule));
  set_str(o, "level", r->level ? r->level : rule->level);
  json_object_set_new(o, "message", text_obj(r->message));
  sarif_loc primary = r->primary;
  primary.message = NULL;
  json_object_set_new(o, "locations",
                      json_pack("[o]", location(run, &primary, r->function,
                                        r->function_qualified)));
  if (r->nevents)
    json_object_set_new(o, "codeFlows", json_pack("[o]", code_flow(run, r, capped)));
  const char *text = sarif_source_line(r->primary.file, r->primary.line);
  char fp[33];
  sarif_fingerprint(rule->id, r->primary.file, r->function ? r->function : "",
                    text ? text : "", occ, fp);
  json_t *pf = json_object();
  set_str(pf, "ctlcheckFingerprint/v1", fp);
  json_object_set_new(o, "partialFingerprints", pf);
  if (r->suppressed) {
    json_t *s = json_object();
    set_str(s, "kind", "inSource");
    if (r->suppressed[0])
      set_str(s, "justification", r->suppressed);
    json_object_set_new(o, "suppressions", json_pack("[o]", s));
  }
  json_t *props = props_json(r->props, r->nprops);
  if (props)
    json_object_set_new(o, "properties", props);
  return o;
}

static json_t *note_json(const sarif_run *run, const sarif_note *n)
{
  json_t *o = json_object(), *d = json_object();
  set_str(o, "level", n->level);
  json_object_set_new(o, "message", text_obj(n->message));
  set_str(d, "id", n->id);
  json_object_set_new(o, "descriptor", d);
  if (n->loc.line && n->loc.file)
    json_object_set_new(o, "locations",
                        json_pack("[o]", location(run, &n->loc, NULL, NULL)));
  return o;
}

static json_t *invocation_json(const sarif_run *run, json_t *extra_notes)
{
  json_t *inv = json_object(), *args = json_array(), *notes = json_array();
  size_t len = 1;
  for (size_t i = 0; i < run->argc; i++)
    len += strlen(run->argv[i]) + 3;
  char *cmd = ut_calloc(1, len);
  for (size_t i = 0; i < run->argc; i++) {
    if (i)
      strcat(cmd, " ");
    strcat(cmd, run->argv[i]);
    json_array_append_new(args, json_string(run->argv[i]));
  }
  set_str(inv, "commandLine", cmd);
  free(cmd);
  json_object_set_new(inv, "arguments", args);
  json_object_set_new(inv, "executionSuccessful", json_boolean(run->success));
  for (size_t i = 0; i < run->nnotes; i++)
    json_array_append_new(notes, note_json(run, &run->notes[i]));
  json_array_extend(notes, extra_notes);
  if (json_array_size(notes))
    json_object_set(inv, "toolExecutionNotifications", notes);
  json_decref(notes);
  return inv;
}

/* The whole log (a new reference). */
static json_t *build(const sarif_run *in)
{
  run_ctx ctx = {*in, source_root(in)};
  const sarif_run *run = &ctx.run;
  json_t *results = json_array(), *artifacts = json_array();
  json_t *extra = json_array();
  bool capped_flows = false;
  size_t n = run->nresults > SARIF_MAX_RESULTS ? SARIF_MAX_RESULTS
                                               : run->nresults;
  uint32_t *occ = occurrences(run, n);
  for (size_t i = 0; i < n; i++)
    json_array_append_new(results, result_json(run, i, occ[i], &capped_flows));
  free(occ);
  if (n < run->nresults) {
    char msg[160];
    snprintf(msg, sizeof msg, "%zu results were left out: a log holds at "
             "most %d", run->nresults - n, SARIF_MAX_RESULTS);
    json_array_append_new(extra, note_json(run, &(sarif_note){
      "warning", "results-capped", msg, {0}}));
  }
  if (capped_flows)
    json_array_append_new(extra, note_json(run, &(sarif_note){
      "warning", "code-flow-capped",
      "some code flows were cut at 10000 locations", {0}}));
  for (size_t i = 0; i < run->nartifacts; i++) {
    json_t *a = json_object();
    json_object_set_new(a, "location", artifact_location(run, run->artifacts[i]));
    json_array_append_new(artifacts, a);
  }
  json_t *runj = json_object(), *tool = json_object();
  json_object_set_new(tool, "driver", driver_json(run));
  json_object_set_new(runj, "tool", tool);
  const char *dir = ctx.root ? ctx.root : run->srcroot;
  if (dir) {
    size_t l = strlen(dir) + 16;
    char *uri = ut_malloc(l);
    snprintf(uri, l, "file://%s%s", dir, dir[strlen(dir) - 1] == '/' ? "" : "/");
    json_t *base = json_object(), *root = json_object();
    set_str(root, "uri", uri);
    free(uri);
    json_object_set_new(base, "%SRCROOT%", root);
    json_object_set_new(runj, "originalUriBaseIds", base);
  }
  json_object_set_new(runj, "invocations",
                      json_pack("[o]", invocation_json(run, extra)));
  json_decref(extra);
  json_object_set_new(runj, "artifacts", artifacts);
  json_object_set_new(runj, "results", results);
  set_str(runj, "columnKind", "unicodeCodePoints");
  if (run->coverage)
    json_object_set_new(runj, "properties",
                        json_pack("{s:o}", SARIF_COVERAGE_KEY,
                                  sarif_coverage_json(run->coverage)));
  json_t *log = json_object();
  set_str(log, "$schema", SARIF_SCHEMA);
  set_str(log, "version", "2.1.0");
  json_object_set_new(log, "runs", json_pack("[o]", runj));
  free(ctx.root);
  return log;
}

bool sarif_write_file(const sarif_run *run, const char *path, ctl_error *err)
{
  json_t *log = build(run);
  ctl_error why = {0};
  bool ok = sarif_save_json(log, path, &why);
  json_decref(log);
  if (!ok)
    ctl_error_set(err, path, 0, 0, "cannot write SARIF to '%s': %s", path,
                  why.text);
  return ok;
}

bool sarif_write_dir(const sarif_run *run, const char *dir, const char *unit,
                     const char *key, char *out, size_t outlen, ctl_error *err)
{
  if (!sarif_make_dirs(dir, err))
    return false;
  char fp[33];
  sarif_fingerprint("unit", unit, key ? key : "", "", 0, fp);
  const char *base = strrchr(unit, '/');
  base = base ? base + 1 : unit;
  size_t n = strlen(dir) + strlen(base) + 48;
  char *path = ut_malloc(n);
  snprintf(path, n, "%s/%s-%.16s.sarif", dir, base, fp);
  bool ok = sarif_write_file(run, path, err);
  if (ok && out)
    snprintf(out, outlen, "%s", path);
  free(path);
  return ok;
}
