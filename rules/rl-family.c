/* rl-family.c: function families, pairs, library files, and what a unit's attribute facts add to them. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rl-private.h"

/*
 * Names are interned once in the set (s->names): patterns, families and
 * pairs hold indices.  A family keeps what its definitions say (members,
 * included families, attribute selectors); rl_set_resolve turns that into
 * one table per family, indexed by name, so matching a call against
 * `@family` is one array read once its callee's index is known (rl-match.c
 * looks each callee up once per function).
 */

/* The shipped library files, generated from rules/lib (rl-pack.c). */
extern const char *const rl_lib_names[];
extern const char *const rl_lib_texts[];

uint32_t rl_name(rl_set *s, const char *name)
{
  return ut_intern_add(&s->names, name, strlen(name));
}

uint32_t rl_family_ref(rl_set *s, const char *name, size_t len,
                       const char *file, uint32_t line, uint32_t col)
{
  for (uint32_t f = 0; f < s->nfams; f++)
    if (strlen(s->fams[f].name) == len && !memcmp(s->fams[f].name, name, len))
      return f;
  s->fams = ut_grow32(s->fams, s->nfams, &s->capfams, sizeof *s->fams);
  rl_family *fam = &s->fams[s->nfams];
  memset(fam, 0, sizeof *fam);
  fam->name = ut_strndup(name, len);
  fam->ref_file = ut_strdup(file ? file : "<string>");
  fam->ref_line = line;
  fam->ref_col = col;
  return s->nfams++;
}

void rl_family_add(rl_set *s, uint32_t f, const char *name, uint32_t pos,
                   uint32_t deref)
{
  rl_family *fam = &s->fams[f];
  fam->members = ut_grow32(fam->members, fam->nmembers, &fam->capmembers,
                           sizeof *fam->members);
  fam->members[fam->nmembers++] =
      (rl_member){rl_name(s, name), pos, deref, s->adding_lib};
}

void rl_pair_add(rl_set *s, uint32_t alloc, uint32_t dealloc,
                 const char *file, uint32_t line, uint32_t col,
                 uint32_t aline, uint32_t acol, uint32_t dline, uint32_t dcol)
{
  rl_pair p = {alloc, dealloc, file ? ut_strdup(file) : NULL, line, col,
                aline, acol, dline, dcol};
  if ((alloc | dealloc) & RL_FAMILY) {
    s->fpairs = ut_grow32(s->fpairs, s->nfpairs, &s->capfpairs,
                          sizeof *s->fpairs);
    s->fpairs[s->nfpairs++] = p;
    return;
  }
  s->pairs = ut_grow32(s->pairs, s->npairs, &s->cappairs, sizeof *s->pairs);
  s->pairs[s->npairs++] = p;
}

static int pair_cmp(const void *x, const void *y)
{
  const rl_pair *a = x, *b = y;
  if (a->alloc != b->alloc)
    return a->alloc < b->alloc ? -1 : 1;
  return a->dealloc < b->dealloc ? -1 : a->dealloc > b->dealloc;
}

bool rl_pair_known(const rl_set *s, uint32_t alloc, uint32_t dealloc)
{
  rl_pair key = {alloc, dealloc, NULL, 0, 0, 0, 0, 0, 0};
  return bsearch(&key, s->pairs, s->nchecked, sizeof key, pair_cmp) != NULL;
}

/* Is name a member of any family (after the tables are built)? */
static bool in_some_family(const rl_set *s, uint32_t name)
{
  for (uint32_t f = 0; f < s->nfams; f++) {
    uint32_t pos, deref;
    rl_family_positions(s, f, name, &pos, &deref);
    if (pos | deref)
      return true;
  }
  return false;
}

/* Put family f after the families it includes into order (*n so far);
   state: 0 unseen, 1 on the path, 2 placed.  False on a cycle. */
static bool incl_place(const rl_set *s, uint32_t f, uint8_t *state,
                       uint32_t *order, uint32_t *n)
{
  if (state[f] == 2)
    return true;
  if (state[f] == 1)
    return false;
  state[f] = 1;
  for (uint32_t k = 0; k < s->fams[f].nincl; k++)
    if (!incl_place(s, s->fams[f].incl[k], state, order, n))
      return false;
  state[f] = 2;
  order[(*n)++] = f;
  return true;
}

/* The names [lo, hi) outside which a family's table is zero. */
typedef struct name_span {
  uint32_t lo, hi;
} name_span;

static void span_add(name_span *s, uint32_t lo, uint32_t hi)
{
  if (lo >= hi)
    return;
  if (s->lo >= s->hi)
    *s = (name_span){lo, hi};
  else
    *s = (name_span){lo < s->lo ? lo : s->lo, hi > s->hi ? hi : s->hi};
}

/* to's table |= from's (both of span, which shrink the walk: a family's
   members are a few names of the set's many); whether it changed. */
static bool table_or(rl_family *to, name_span *to_span, const rl_family *from,
                     const name_span *from_span)
{
  bool changed = false;
  for (uint32_t i = from_span->lo; i < from_span->hi; i++) {
    uint32_t p = to->pos[i] | from->pos[i], d = to->deref[i] | from->deref[i];
    changed |= p != to->pos[i] || d != to->deref[i];
    to->pos[i] = p;
    to->deref[i] = d;
  }
  span_add(to_span, from_span->lo, from_span->hi);
  return changed;
}

/* Is member m a library's function that the unit's own function of
   internal linkage hides (lighttpd's static context_free, defined in
   configfile.c, is not libselinux's)? */
static bool shadowed(const rl_set *s, const rl_member *m)
{
  return m->lib && m->name < s->nunit_static && s->unit_static[m->name];
}

/* Each family's table: its members, the attribute facts learned for its
   selectors, then the families it includes (included ones first, in one
   pass; to a fixpoint if includes make a cycle). */
static void build_tables(rl_set *s)
{
  uint32_t n = s->names.n;
  name_span *span = ut_calloc((size_t)s->nfams + 1, sizeof *span);
  /* Every table in one zeroed block: a large calloc takes fresh pages,
     which need no memset (the tables are mostly zeros). */
  size_t width = (size_t)n + 1;
  free(s->fam_tables);
  s->fam_tables = ut_calloc(2 * width * s->nfams + 1, sizeof *s->fam_tables);
  for (uint32_t f = 0; f < s->nfams; f++) {
    rl_family *fam = &s->fams[f];
    fam->pos = s->fam_tables + 2 * width * f;
    fam->deref = fam->pos + width;
    fam->npos = n;
    for (uint32_t m = 0; m < fam->nmembers; m++) {
      if (shadowed(s, &fam->members[m]))
        continue;
      fam->pos[fam->members[m].name] |= fam->members[m].pos;
      fam->deref[fam->members[m].name] |= fam->members[m].deref;
      span_add(&span[f], fam->members[m].name, fam->members[m].name + 1);
    }
    for (uint32_t a = 0; a < RL_AT_N; a++)
      if (fam->attrs >> a & 1)
        span_add(&span[f], 0, s->nlearned);
    for (uint32_t a = 0; a < RL_AT_N; a++)
      for (uint32_t i = 0; (fam->attrs >> a & 1) && i < s->nlearned; i++) {
        /* A deallocator that allocates too (reallocarray is declared
           its own) leaves the block alone when it fails: no release. */
        if (a == RL_AT_MALLOC_DEALLOC && s->learned_pos[RL_AT_MALLOC][i])
          continue;
        fam->pos[i] |= s->learned_pos[a][i];
        fam->deref[i] |= s->learned_deref[a][i];
      }
  }
  uint8_t *state = ut_calloc((size_t)s->nfams + 1, sizeof *state);
  uint32_t *order = ut_malloc(((size_t)s->nfams + 1) * sizeof *order);
  uint32_t placed = 0;
  bool acyclic = true;
  for (uint32_t f = 0; f < s->nfams && acyclic; f++)
    acyclic = incl_place(s, f, state, order, &placed);
  for (uint32_t i = 0; acyclic && i < placed; i++) {
    uint32_t f = order[i];
    for (uint32_t k = 0; k < s->fams[f].nincl; k++) {
      uint32_t g = s->fams[f].incl[k];
      table_or(&s->fams[f], &span[f], &s->fams[g], &span[g]);
    }
  }
  for (bool changed = !acyclic; changed;) {
    changed = false;
    for (uint32_t f = 0; f < s->nfams; f++)
      for (uint32_t k = 0; k < s->fams[f].nincl; k++) {
        uint32_t g = s->fams[f].incl[k];
        changed |= table_or(&s->fams[f], &span[f], &s->fams[g], &span[g]);
      }
  }
  free(span);
  free(state);
  free(order);
}

/* Is name a function of internal linkage the unit defines (its
   library members are left out of the tables)? */
static bool unit_static(const rl_set *s, uint32_t name)
{
  return name < s->nunit_static && s->unit_static[name];
}

/* Is name a member of side (a name, or RL_FAMILY | a family)? */
static bool on_side(const rl_set *s, uint32_t side, uint32_t name)
{
  if (!(side & RL_FAMILY))
    return side == name;
  const rl_family *fam = &s->fams[side & ~RL_FAMILY];
  return name < fam->npos && (fam->pos[name] | fam->deref[name]);
}

/* Check pair p's function sides: each must be in some family. */
static bool check_pair(rl_set *s, rl_pair *p, ctl_error *err)
{
  if (!p->file)
    return true;
  bool a = (p->alloc & RL_FAMILY) || in_some_family(s, p->alloc) ||
           unit_static(s, p->alloc);
  bool d = (p->dealloc & RL_FAMILY) || in_some_family(s, p->dealloc) ||
           unit_static(s, p->dealloc);
  if (!a || !d)
    return ctl_error_set(err, p->file, a ? p->dline : p->aline,
                         a ? p->dcol : p->acol,
                         "pair of unknown functions: '%s' is in no family "
                         "(add it to one first)",
                         ut_intern_str(&s->names, a ? p->dealloc : p->alloc));
  free(p->file);
  p->file = NULL;
  return true;
}

/* Are the pairs sorted and unique already (a set read from bytes, with
   nothing new since)? */
static bool pairs_sorted(const rl_set *s)
{
  for (uint32_t i = 1; i < s->npairs; i++)
    if (pair_cmp(&s->pairs[i - 1], &s->pairs[i]) >= 0)
      return false;
  return true;
}

/* Check the pairs declared since the last resolution; add the pairs of
   the family pairs' current members; a learned plain
   `malloc` without a pair is released by free; then sort, and flag the
   names that pairs mention. */
static bool resolve_pairs(rl_set *s, ctl_error *err)
{
  for (uint32_t i = s->nchecked; i < s->npairs; i++)
    if (!check_pair(s, &s->pairs[i], err))
      return false;
  for (uint32_t i = 0; i < s->nfpairs; i++)
    if (!check_pair(s, &s->fpairs[i], err))
      return false;
  uint32_t n = s->names.n;
  uint32_t *as = ut_malloc(((size_t)n + 1) * sizeof *as);
  uint32_t *ds = ut_malloc(((size_t)n + 1) * sizeof *ds);
  for (uint32_t i = 0; i < s->nfpairs; i++) {
    rl_pair f = s->fpairs[i];
    uint32_t na = 0, nd = 0; /* each side's members, ascending */
    for (uint32_t a = 0; a < n; a++)
      if (on_side(s, f.alloc, a))
        as[na++] = a;
    for (uint32_t d = 0; na && d < n; d++)
      if (on_side(s, f.dealloc, d))
        ds[nd++] = d;
    for (uint32_t a = 0; a < na; a++)
      for (uint32_t d = 0; d < nd; d++)
        if (!rl_pair_known(s, as[a], ds[d])) /* a sort keeps the known */
          rl_pair_add(s, as[a], ds[d], NULL, 0, 0, 0, 0, 0, 0);
  }
  free(as);
  free(ds);
  for (uint32_t i = 0; i < s->nlearned; i++) {
    if (!s->learned_pos[RL_AT_MALLOC][i])
      continue;
    bool paired = false;
    for (uint32_t k = 0; k < s->npairs && !paired; k++)
      paired = s->pairs[k].alloc == i;
    if (!paired)
      rl_pair_add(s, i, rl_name(s, "free"), NULL, 0, 0, 0, 0, 0, 0);
  }
  if (!pairs_sorted(s))
    qsort(s->pairs, s->npairs, sizeof *s->pairs, pair_cmp);
  uint32_t k = 0;
  for (uint32_t i = 0; i < s->npairs; i++)
    if (!k || pair_cmp(&s->pairs[k - 1], &s->pairs[i]) != 0)
      s->pairs[k++] = s->pairs[i];
  s->npairs = s->nchecked = k;
  s->nflags = s->names.n;
  s->name_flags = ut_realloc(s->name_flags, (size_t)s->nflags + 1);
  memset(s->name_flags, 0, (size_t)s->nflags + 1);
  for (uint32_t i = 0; i < s->npairs; i++) {
    s->name_flags[s->pairs[i].alloc] |= RL_NAME_PAIRED_ALLOC;
    s->name_flags[s->pairs[i].dealloc] |= RL_NAME_PAIRED_DEALLOC;
  }
  return true;
}

bool rl_set_resolve(rl_set *s, ctl_error *err)
{
  for (uint32_t f = 0; f < s->nfams; f++)
    if (!s->fams[f].defined)
      return ctl_error_set(err, s->fams[f].ref_file, s->fams[f].ref_line,
                           s->fams[f].ref_col,
                           "unknown family '%s' (define it with 'family %s "
                           "= ...')", s->fams[f].name, s->fams[f].name);
  build_tables(s);
  s->zero_count = UT_NONE;
  for (uint32_t f = 0; f < s->nfams; f++)
    if (strcmp(s->fams[f].name, "zero-count") == 0)
      s->zero_count = f;
  return resolve_pairs(s, err);
}

void rl_families_free(rl_set *s)
{
  for (uint32_t f = 0; f < s->nfams; f++) {
    rl_family *fam = &s->fams[f];
    free(fam->name);
    free(fam->ref_file);
    free(fam->members);
    free(fam->incl);
  }
  free(s->fams);
  free(s->fam_tables);
  for (uint32_t i = 0; i < s->npairs; i++)
    free(s->pairs[i].file);
  free(s->pairs);
  for (uint32_t i = 0; i < s->nfpairs; i++)
    free(s->fpairs[i].file);
  free(s->fpairs);
  for (uint32_t a = 0; a < RL_AT_N; a++) {
    free(s->learned_pos[a]);
    free(s->learned_deref[a]);
  }
  free(s->name_flags);
  free(s->unit_static);
  for (uint32_t i = 0; i < s->nlibs; i++) {
    free(s->libs[i].name);
    free(s->libs[i].summary);
    ut_intern_free(&s->libs[i].names);
    ut_intern_free(&s->libs[i].needs);
    ut_intern_free(&s->libs[i].defs);
  }
  free(s->libs);
  ut_intern_free(&s->names);
}

/* ------------------------------------------------------ attribute facts */

/* Record that calls of `name` carry selector a's fact at these positions. */
static void learn(rl_set *s, rl_attr_sel a, uint32_t name, uint32_t pos,
                  uint32_t deref)
{
  if (s->names.n > s->nlearned) {
    for (uint32_t k = 0; k < RL_AT_N; k++) {
      s->learned_pos[k] = ut_realloc(s->learned_pos[k],
                                     s->names.n * sizeof *s->learned_pos[k]);
      s->learned_deref[k] = ut_realloc(
          s->learned_deref[k], s->names.n * sizeof *s->learned_deref[k]);
      memset(s->learned_pos[k] + s->nlearned, 0,
             (s->names.n - s->nlearned) * sizeof *s->learned_pos[k]);
      memset(s->learned_deref[k] + s->nlearned, 0,
             (s->names.n - s->nlearned) * sizeof *s->learned_deref[k]);
    }
    s->nlearned = s->names.n;
  }
  s->learned_pos[a][name] |= pos;
  s->learned_deref[a][name] |= deref;
}

/* Bit of position text ("2"), 0 when it is not 1..32. */
static uint32_t position_bit(const char *text)
{
  char *end;
  unsigned long n = strtoul(text, &end, 10);
  return *end || n < 1 || n > 32 ? 0 : UINT32_C(1) << (n - 1);
}

/* The bits of the positions fact a lists (nonnull(1, 3)). */
static uint32_t positions(const ir_attr *a)
{
  uint32_t mask = 0;
  for (uint32_t k = 0; k < a->nargs; k++)
    mask |= position_bit(a->args[k]);
  return mask;
}

/* What one call's facts say about its callee (doc/rules.md, attributes);
   a call flagged must-check (warn_unused_result or nodiscard, the IR's one
   account of it) puts its callee in __attribute__(warn_unused_result). */
static void learn_call(rl_set *s, const ir_event *e)
{
  uint32_t callee = rl_name(s, e->callee);
  if (e->flags & IR_EVF_MUST_CHECK)
    learn(s, RL_AT_WARN_UNUSED_RESULT, callee, 1, 0);
  for (uint32_t i = 0; i < e->nattrs; i++) {
    const ir_attr *a = &e->attrs[i];
    if (!strcmp(a->name, "malloc")) {
      learn(s, RL_AT_MALLOC, callee, 1, 0);
      if (a->nargs >= 1) {
        uint32_t d = rl_name(s, a->args[0]);
        uint32_t bit = a->nargs >= 2 ? position_bit(a->args[1]) : 1;
        learn(s, RL_AT_MALLOC_DEALLOC, d, bit ? bit : 1, 0);
        rl_pair_add(s, callee, d, NULL, 0, 0, 0, 0, 0, 0);
      }
    } else if (!strcmp(a->name, "ownership_returns")) {
      learn(s, RL_AT_MALLOC, callee, 1, 0); /* free releases it */
    } else if (!strcmp(a->name, "ownership_takes") && positions(a)) {
      learn(s, RL_AT_MALLOC_DEALLOC, callee, positions(a), 0);
    } else if (!strcmp(a->name, "nonnull") && positions(a)) {
      learn(s, RL_AT_NONNULL, callee, positions(a), 0);
    } else if (!strcmp(a->name, "returns_nonnull")) {
      learn(s, RL_AT_RETURNS_NONNULL, callee, 1, 0);
    } else if (!strcmp(a->name, "access") && a->nargs >= 2 &&
               !strcmp(a->args[0], "read_only") && position_bit(a->args[1])) {
      learn(s, RL_AT_READ_ONLY, callee, position_bit(a->args[1]), 0);
    } else if (!strcmp(a->name, "cleanup")) {
      learn(s, RL_AT_CLEANUP, callee, 0, 1);
    } else if (!strcmp(a->name, "pure")) {
      learn(s, RL_AT_PURE, callee, 1, 0);
    } else if (!strcmp(a->name, "fills_result")) {
      learn(s, RL_AT_FILLS_RESULT, callee, 1, 0);
    }
  }
}

/* ---------------------------------------------------------------- libraries */

/* "glib" from "rules/lib/glib.rules". */
static char *lib_name(const char *path)
{
  const char *b = strrchr(path, '/');
  b = b ? b + 1 : path;
  const char *dot = strstr(b, ".rules");
  return ut_strndup(b, dot ? (size_t)(dot - b) : strlen(b));
}

/* The first line's comment after "NAME.rules: ". */
static char *lib_summary(const char *text)
{
  const char *eol = strchr(text, '\n');
  size_t n = eol ? (size_t)(eol - text) : strlen(text);
  const char *colon = memchr(text, ':', n);
  const char *s = colon ? colon + 1 : text;
  while (*s == ' ' || *s == '#')
    s++;
  return ut_strndup(s, n - (size_t)(s - text));
}

void rl_libs_register(rl_set *s)
{
  size_t n = 0;
  while (rl_lib_names[n])
    n++;
  s->libs = ut_calloc(n + 1, sizeof *s->libs);
  for (size_t i = 0; i < n; i++) {
    rl_lib *l = &s->libs[s->nlibs++];
    l->name = lib_name(rl_lib_names[i]);
    l->summary = lib_summary(rl_lib_texts[i]);
    l->text = rl_lib_texts[i];
    l->source = rl_lib_names[i];
    ctl_error err = {0};
    rl_parse_scan(l, l->text, strlen(l->text), l->source, &err);
  }
}

/* Parse library l into s, the first time; the caller resolves s. */
static bool parse_lib(rl_set *s, rl_lib *l, ctl_error *err)
{
  if (l->loaded)
    return true;
  l->loaded = true;
  s->adding_lib = true;
  bool ok = l->ops ? rl_lib_apply_ops(s, l, err)
                   : rl_parse(s, l->text, strlen(l->text), l->source, err);
  s->adding_lib = false;
  return ok;
}

static bool load_lib(rl_set *s, rl_lib *l, ctl_error *err)
{
  return l->loaded || (parse_lib(s, l, err) && rl_set_resolve(s, err));
}

size_t rl_set_lib_count(const rl_set *s)
{
  return s->nlibs;
}

const char *rl_set_lib_name(const rl_set *s, size_t i)
{
  return i < s->nlibs ? s->libs[i].name : NULL;
}

const char *rl_set_lib_summary(const rl_set *s, size_t i)
{
  return i < s->nlibs ? s->libs[i].summary : NULL;
}

bool rl_set_lib_loaded(const rl_set *s, size_t i)
{
  return i < s->nlibs && s->libs[i].loaded;
}

bool rl_set_load_libs(rl_set *s, const char *names, ctl_error *err)
{
  char *copy = ut_strdup(names), *save = NULL;
  bool ok = true;
  uint32_t nwords = 0;
  for (char *w = strtok_r(copy, ",", &save); w && ok;
       w = strtok_r(NULL, ",", &save)) {
    nwords++;
    if (!strcmp(w, "none")) { /* no library, not even those a unit calls */
      s->libs_off = true;
      continue;
    }
    bool all = !strcmp(w, "all"), found = false;
    for (uint32_t i = 0; i < s->nlibs && ok; i++)
      if (all || !strcmp(s->libs[i].name, w)) {
        found = true;
        ok = load_lib(s, &s->libs[i], err);
      }
    if (!found) {
      char known[512] = "";
      size_t at = 0;
      for (uint32_t i = 0; i < s->nlibs && at < sizeof known; i++)
        at += (size_t)snprintf(known + at, sizeof known - at, "%s%s",
                               i ? ", " : "", s->libs[i].name);
      ok = ctl_error_set(err, "ctlcheck", 0, 0,
                         "unknown library '%s'; known libraries: %s", w,
                         known);
    }
  }
  free(copy);
  if (ok && s->libs_off && nwords > 1)
    ok = ctl_error_set(err, "ctlcheck", 0, 0,
                       "lib=none loads no library: name no other");
  return ok;
}

/* Can library l load on its own: is every family it adds to defined (a
   pack without families.rules has none of them)? */
static bool lib_ready(const rl_set *s, const rl_lib *l)
{
  for (uint32_t i = 0; i < l->needs.n; i++) {
    const char *need = ut_intern_str(&l->needs, i);
    bool ok = ut_intern_find(&l->defs, need, strlen(need)) != UT_NONE;
    for (uint32_t f = 0; f < s->nfams && !ok; f++)
      ok = s->fams[f].defined && !strcmp(s->fams[f].name, need);
    if (!ok)
      return false;
  }
  return true;
}

/* The names of the functions of internal linkage fns defines in
   main_file: the program's own.  One a header defines may be a
   library's (Python.h's static inline Py_INCREF), even when the header
   is no system header (found with -I). */
static void statics_of(ir_function *const *fns, size_t n,
                       const char *main_file, ut_intern *out)
{
  ut_intern_init_borrowed(out);
  for (size_t f = 0; f < n && main_file; f++)
    if ((fns[f]->flags & IR_FF_STATIC) && fns[f]->name && fns[f]->loc.file &&
        !strcmp(fns[f]->loc.file, main_file))
      ut_intern_add_kept(out, fns[f]->name, strlen(fns[f]->name));
}

/* Mark in called[] the libraries not loaded yet that a call of fns
   names (each callee hashed once for every library's table); a call of
   the unit's own static function (in statics) names none. */
static void libs_called(const rl_set *s, ir_function *const *fns, size_t n,
                        const ut_intern *statics, bool *called)
{
  uint32_t left = 0;
  for (uint32_t l = 0; l < s->nlibs; l++)
    left += !s->libs[l].loaded;
  for (size_t f = 0; f < n && left; f++)
    for (uint32_t i = 0; i < fns[f]->nevents && left; i++) {
      const ir_event *e = &fns[f]->events[i];
      if (e->kind != IR_EV_CALL || !e->callee ||
          ut_intern_find(statics, e->callee, strlen(e->callee)) != UT_NONE)
        continue;
      size_t len = strlen(e->callee);
      uint64_t hash = ut_intern_hash(e->callee, len);
      for (uint32_t l = 0; l < s->nlibs; l++)
        if (!s->libs[l].loaded && !called[l] &&
            ut_intern_find_hashed(&s->libs[l].names, e->callee, len, hash) !=
                UT_NONE) {
          called[l] = true;
          left--;
        }
    }
}

/* Set s->unit_static from the unit's static function names; true when
   that changes a name some family lists (the tables must be rebuilt). */
static bool mark_unit_statics(rl_set *s, const ut_intern *statics)
{
  uint32_t n = s->names.n;
  bool *mark = ut_calloc((size_t)n + 1, sizeof *mark);
  for (uint32_t i = 0; i < statics->n; i++) {
    const char *name = ut_intern_str(statics, i);
    uint32_t k = ut_intern_find(&s->names, name, strlen(name));
    if (k != UT_NONE)
      mark[k] = true;
  }
  bool changed = false;
  for (uint32_t k = 0; k < n && !changed; k++)
    changed = mark[k] != unit_static(s, k);
  free(s->unit_static);
  s->unit_static = mark;
  s->nunit_static = n;
  return changed;
}

bool rl_set_learn(rl_set *s, ir_function *const *fns, size_t n,
                  const char *main_file, ctl_error *err)
{
  bool changed = false; /* a library parsed or a fact learned */
  bool *called = ut_calloc((size_t)s->nlibs + 1, sizeof *called);
  ut_intern statics;
  statics_of(fns, n, main_file, &statics);
  if (!s->libs_off)
    libs_called(s, fns, n, &statics, called);
  for (uint32_t l = 0; l < s->nlibs && !s->libs_off; l++) {
    rl_lib *lib = &s->libs[l];
    if (called[l] && !lib->loaded && lib_ready(s, lib)) {
      if (!parse_lib(s, lib, err)) {
        free(called);
        return false;
      }
      changed = true;
    }
  }
  free(called);
  changed |= mark_unit_statics(s, &statics);
  ut_intern_free(&statics);
  for (size_t f = 0; f < n; f++)
    for (uint32_t i = 0; i < fns[f]->nevents; i++) {
      const ir_event *e = &fns[f]->events[i];
      if (e->kind == IR_EV_CALL && e->callee &&
          (e->nattrs || (e->flags & IR_EVF_MUST_CHECK))) {
        learn_call(s, e);
        changed = true;
      }
    }
  /* The set was resolved before, and resolving is idempotent and reads
     only what the libraries and facts added (neither parsing a library
     nor learning reads the tables): one pass for both, or none. */
  return !changed || rl_set_resolve(s, err);
}

/* The first argument (from 1) family f lists for callee, by value or by
   the place it points to; 0 when callee is no member. */
static uint32_t family_arg(const rl_set *s, uint32_t f, const char *callee,
                           bool by_value)
{
  if (!callee || f == UT_NONE)
    return 0;
  uint32_t name = ut_intern_find(&s->names, callee, strlen(callee));
  if (name == UT_NONE)
    return 0;
  uint32_t pos, deref;
  rl_family_positions(s, f, name, &pos, &deref);
  uint32_t any = by_value ? pos : pos | deref;
  for (uint32_t k = 0; k < 32; k++)
    if (any >> k & 1)
      return k + 1;
  return 0;
}

uint32_t rl_set_zero_count_arg(const rl_set *s, const char *callee)
{
  return family_arg(s, s->zero_count, callee, true);
}

uint32_t rl_set_family_arg(const rl_set *s, const char *family,
                           const char *callee)
{
  /* Most callees are in no family: their name is not in the set at all,
     which one lookup says before the families are searched. */
  if (!callee || ut_intern_find(&s->names, callee, strlen(callee)) == UT_NONE)
    return 0;
  for (uint32_t f = 0; f < s->nfams; f++)
    if (strcmp(s->fams[f].name, family) == 0)
      return family_arg(s, f, callee, false);
  return 0;
}
