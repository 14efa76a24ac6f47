/* test-rules.c: the rule language through its C API: loading, selecting, checking hand-built IR. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/rules.h"
#include "ctlcheck/util.h"
#include "../ir-text.h"
#include "../tap.h"
#include "../../rules/rl-private.h"

static const char double_free[] =
  "rule df {\n"
  "  cwe 415\n"
  "  message \"'{p}' is freed twice\"\n"
  "  var p : pointer\n"
  "  prop freed = call free(p)\n"
  "  prop redef = def p\n"
  "  check AG (freed -> AX !E[!redef U freed])\n"
  "  event freed \"first free of '{p}' here\"\n"
  "  final \"'{p}' freed again here\"\n"
  "}\n"
  "rule quiet {\n"
  "  message \"m\"\n"
  "  default off\n"
  "  check true\n"
  "}\n";

static ir_loc at(uint32_t line)
{
  ir_loc l = {"t.c", line, 3, 0};
  return l;
}

/* entry -> free (p) @2 -> free (q) @3 -> free (p) @4 -> exit */
static ir_function *three_frees(void)
{
  static const char text[] =
      "function f at t.c:1:3\n"
      "  var v0 p local pointer\n"
      "  var v1 q local pointer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call free(p) @2:3\n"
      "    -> n3\n"
      "  node n3 stmt 3:3\n"
      "    call free(q) @3:3\n"
      "    -> n4\n"
      "  node n4 stmt 4:3\n"
      "    call free(p) @4:3\n"
      "    -> n1\n";
  ctl_error err = {0};
  ir_function *fn = ir_read(text, sizeof text - 1, "three_frees", &err);
  if (!fn)
    ctl_error_print(stdout, &err);
  return fn;
}

static void test_loading(rl_set *s)
{
  ctl_error err = {0};
  tap_ok(rl_set_load_string(s, double_free, "t.rules", &err), "rules load");
  tap_is_int((long long)rl_set_count(s), 2, "two rules");
  const rl_rule *r = rl_set_find(s, "df");
  tap_ok(r && r->cwe == 415 && r->enabled, "df: its CWE, enabled");
  tap_is_str(r ? r->formula : NULL, "AG (freed -> AX !E[!redef U freed])", "the formula text");
  tap_ok(!rl_set_find(s, "quiet")->enabled, "'default off' is honoured");
  tap_ok(!rl_set_load_string(s, double_free, "again.rules", &err), "loading twice fails");
  tap_is_str(err.text, "duplicate rule id 'df'", "as a duplicate id");
  tap_is_int(err.line, 1, "at the rule's line");
  ctl_error_clear(&err);
  tap_ok(!rl_set_select(s, "df,nope", NULL, &err), "an unknown id in enable= fails");
  tap_is_str(err.text, "unknown rule id 'nope'; known ids: df, quiet", "and lists the known ids");
  tap_ok(!strcmp(err.source, "ctlcheck") && err.line == 0, "about no place in a file");
  ctl_error_clear(&err);
  tap_ok(rl_set_select(s, "all", "quiet", &err), "enable=all disable=quiet");
  tap_ok(!ctl_error_is_set(&err), "with no error");
  tap_ok(rl_set_find(s, "df")->enabled && !rl_set_find(s, "quiet")->enabled, "selects as asked");
}

static void test_checking(const rl_set *s)
{
  ir_function *fn = three_frees();
  tap_ok(fn && ir_validate(fn, NULL), "the IR read from text is valid");
  rl_findings out = {0};
  rl_stats st = {0};
  rl_options opt = {0, false};
  tap_ok(rl_check_function(s, fn, &opt, &out, &st), "the function is checked");
  tap_is_int((long long)out.n, 1, "one finding: p, not q");
  if (out.n == 1) {
    const rl_finding *f = &out.v[0];
    tap_is_str(f->message, "'p' is freed twice", "its message names p");
    tap_is_int(f->loc.line, 4, "at the second free of p");
    tap_is_int(f->nevents, 2, "with two events");
    tap_is_str(f->events[0].text, "first free of 'p' here", "the first, worded by event");
    tap_is_int(f->events[0].loc.line, 2, "at the first free");
    tap_is_str(f->events[1].text, "'p' freed again here", "the last, worded by final");
  }
  tap_is_int((long long)st.functions, 1, "stats count the function");
  tap_is_int((long long)st.bindings, 2, "and both pointers as bindings");
  rl_findings_clear(&out);
  opt.syntactic = true;
  tap_ok(rl_check_function(s, fn, &opt, &out, &st) && out.n == 1,
         "the syntactic model finds it too");
  rl_findings_clear(&out);
  free(out.v);
  ir_function_free(fn);
}

static void test_builtin(void)
{
  rl_set *s = rl_set_new();
  ctl_error err = {0};
  tap_ok(rl_set_load_builtin(s, &err), "the built-in pack loads");
  tap_ok(rl_set_count(s) >= 24, "with the whole pack");
  tap_ok(rl_set_find(s, "double-free") && rl_set_find(s, "uninit") &&
         rl_set_find(s, "lock-not-released"), "double-free, uninit, locks...");
  tap_is_str(rl_set_find(s, "double-free")->file, "rules/pack/memory.rules",
             "rules know the pack file they come from");
  rl_set_free(s);
}

/* The findings of the enabled rules of s on three_frees, as one string. */
static char *findings_text(const rl_set *s)
{
  ir_function *fn = three_frees();
  rl_findings out = {0};
  rl_stats st = {0};
  rl_options opt = {0, false};
  char *text = ut_strdup("");
  if (fn && rl_check_function(s, fn, &opt, &out, &st))
    for (size_t i = 0; i < out.n; i++) {
      size_t len = strlen(text) + strlen(out.v[i].message) + 64;
      char *more = ut_malloc(len);
      snprintf(more, len, "%s%s@%u;", text, out.v[i].message,
               out.v[i].loc.line);
      free(text);
      text = more;
    }
  rl_findings_clear(&out);
  free(out.v);
  ir_function_free(fn);
  return text;
}

/* The pack compiled at build time (rl-compiled.c): read back, it is the
   parsed pack, byte for byte and finding for finding. */
static void test_compiled(void)
{
  rl_set *s = rl_set_new();
  ctl_error err = {0};
  rl_set_load_builtin(s, &err);
  size_t len = 0, len2 = 0;
  unsigned char *bytes = rl_set_compile(s, &len);
  tap_ok(bytes && len > 1000, "the parsed pack compiles to bytes");
  tap_ok(len == rl_pack_compiled_len &&
             !memcmp(bytes, rl_pack_compiled, len),
         "the bytes built into the plugin are this pack's");
  rl_set *t = rl_set_new_compiled(bytes, len, &err);
  tap_ok(t != NULL, "and read back");
  unsigned char *again = t ? rl_set_compile(t, &len2) : NULL;
  tap_ok(again && len2 == len && !memcmp(again, bytes, len),
         "the set read back compiles to the same bytes");
  tap_is_int(t ? (long long)rl_set_count(t) : 0, (long long)rl_set_count(s),
             "every rule");
  const rl_rule *a = rl_set_find(s, "double-free");
  const rl_rule *b = t ? rl_set_find(t, "double-free") : NULL;
  tap_ok(a && b && !strcmp(a->help, b->help) && a->line == b->line &&
             !strcmp(a->file, b->file) && a->cwe == b->cwe,
         "a rule's help, file, line and CWE");
  tap_is_int(t ? (long long)rl_set_lib_count(t) : 0,
             (long long)rl_set_lib_count(s), "every library file");
  char *fs = findings_text(s), *ft = t ? findings_text(t) : ut_strdup("-");
  tap_ok(strstr(fs, "'p' is freed twice@4;") != NULL,
         "the parsed pack finds the double free");
  tap_is_str(ft, fs, "the compiled pack finds the same");
  free(fs);
  free(ft);
  tap_ok(t && rl_set_load_string(t, double_free, "user.rules", &err) &&
             rl_set_find(t, "df"),
         "a user's rule file loads on top of it");
  tap_ok(t && rl_set_load_libs(t, "glib", &err) && !rl_set_compile(t, &len2),
         "a set with a library loaded does not compile");
  rl_set_free(t);
  bool none = true; /* damaged bytes: an error, never a crash */
  for (size_t cut = 0; cut < len; cut += len / 97 + 1) {
    ctl_error e = {0};
    rl_set *u = rl_set_new_compiled(bytes, cut, &e);
    none &= !u && strstr(e.text, "the compiled rule pack is damaged") != NULL;
    rl_set_free(u);
  }
  tap_ok(none, "a cut-off pack is an error");
  bytes[0] ^= 1;
  tap_ok(!rl_set_new_compiled(bytes, len, &err), "and so is a wrong format");
  free(bytes);
  free(again);
  rl_set_free(s);
}

/* An allocator for ir_function_pack: one malloc'd block, its address
   made odd on request. */
typedef struct test_block {
  unsigned char *base;
  size_t size;
  int misalign;
} test_block;

static void *take_block(void *ctx, size_t size)
{
  test_block *b = ctx;
  b->size = ((size + 15) & ~(size_t)15) + (b->misalign ? 16 : 0);
  b->base = aligned_alloc(16, b->size);
  return b->base + b->misalign;
}

static void *refuse(void *ctx, size_t size)
{
  (void)ctx;
  (void)size;
  return NULL;
}

/* Packing keeps everything, the unpacked copy owns everything. */
static void test_packing(void)
{
  ir_function *fn = three_frees();
  ir_var k;
  memset(&k, 0, sizeof k);
  k.name = "limit";
  k.kind = IR_VAR_GLOBAL;
  k.tclass = IR_TY_INTEGER;
  k.bits = 128;
  k.is_signed = 1;
  k.base = IR_NONE;
  k.init = "-170141183460469231731687303715884105728";
  ir_add_var(fn, &k);
  fn->edges[0].case_lo = ir_strdup(fn, "7");
  fn->edges[0].case_hi = ir_strdup(fn, "-7");
  char *want = ir_text(fn);

  test_block blk = {NULL, 0, 0};
  tap_ok(!ir_function_pack(fn, refuse, NULL), "a failed allocation gives NULL");
  blk.misalign = 1;
  tap_ok(!ir_function_pack(fn, take_block, &blk), "a misaligned block is refused");
  free(blk.base);
  blk.base = NULL;
  blk.misalign = 0;
  ir_function *packed = ir_function_pack(fn, take_block, &blk);
  ir_function_free(fn);
  tap_ok(packed != NULL, "the function packs into one block");
  char *got = packed ? ir_text(packed) : NULL;
  tap_is_str(got, want, "the packed function prints as the original");
  free(got);

  ir_function *back = packed ? ir_function_unpack(packed) : NULL;
  memset(blk.base, 0xA5, blk.size); /* nothing may still point into it */
  free(blk.base);
  got = back ? ir_text(back) : NULL;
  tap_is_str(got, want, "the unpacked copy prints as the original");
  tap_ok(back && ir_validate(back, NULL), "and is valid");
  free(got);
  if (back) {
    ir_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = IR_EV_USE;
    ev.var = 0;
    ev.result = IR_NONE;
    ev.loc = at(9);
    uint32_t node = 2, pos = back->nodes[2].first_event;
    ir_insert_events(back, 1, &node, &pos, &ev);
    tap_is_int(back->nevents, 4, "the copy can be changed");
    tap_ok(ir_validate(back, NULL), "and stays valid");
  }
  free(want);
  ir_function_free(back);
}

/* Families with positions (`put(2)`, `freep(*1)`), a family included in
   another, an attribute member learned from the unit, and pairs. */
static const char family_rules[] =
  "family rel = free(1) | put(2) | freep(*1)\n"
  "family rel += drop |\n"
  "  \"operator delete\"(1)\n"
  "family rel-all = @rel | __attribute__(malloc-dealloc)\n"
  "family get = my_get | __attribute__(malloc)\n"
  "pair my_get free\n"
  "rule released {\n"
  "  message \"'{p}' released\"\n"
  "  var p : pointer\n"
  "  prop rel = call @rel-all(p)\n"
  "  check AG !rel\n"
  "  event rel \"here\"\n"
  "}\n"
  "rule any-call {\n"
  "  message \"'{p}' passed\"\n"
  "  var p : pointer\n"
  "  prop c = call _(p)\n"
  "  check AG !c\n"
  "  event c \"here\"\n"
  "}\n"
  "rule wrong {\n"
  "  message \"'{p}' wrong\"\n"
  "  var p : pointer\n"
  "  prop bad = call @rel-all(p) & unpaired p\n"
  "  check AG !bad\n"
  "  event bad \"here\"\n"
  "}\n";

/* The variables that rule `id` reports in fn, as "a b c". */
static char *reported(const rl_set *s, const ir_function *fn, const char *id)
{
  rl_findings out = {0};
  rl_options opt = {0, false};
  rl_check_function(s, fn, &opt, &out, NULL);
  static char buf[256];
  size_t at = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < out.n; i++)
    if (!strcmp(out.v[i].rule->id, id))
      at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s", at ? " " : "",
                             fn->vars[out.v[i].var].name);
  rl_findings_clear(&out);
  free(out.v);
  return buf;
}

static void test_families(void)
{
  static const char text[] =
      "function f at t.c:1:3\n"
      "  var v0 a local pointer\n"
      "  var v1 b local pointer\n"
      "  var v2 c local pointer\n"
      "  var v3 d local pointer\n"
      "  var v4 e local pointer\n"
      "  var v5 g local pointer\n"
      "  var v6 y local pointer\n"
      "  var v7 z local pointer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call free(a) @2:3\n"
      "    -> n3\n"
      "  node n3 stmt 3:3\n"
      "    call put(y, b) @3:3\n"
      "    -> n4\n"
      "  node n4 stmt 4:3\n"
      "    call freep(&c) @4:3\n"
      "    -> n5\n"
      "  node n5 stmt 5:3\n"
      "    call put(d, z, y) @5:3\n"
      "    -> n6\n"
      "  node n6 stmt 6:3\n"
      "    call my_alloc(3) -> e {malloc(my_release, 2)} @6:3\n"
      "    -> n7\n"
      "  node n7 stmt 7:3\n"
      "    call my_get() -> g @7:3\n"
      "    -> n8\n"
      "  node n8 stmt 8:3\n"
      "    call my_release(1, e) @8:3\n"
      "    -> n9\n"
      "  node n9 stmt 9:3\n"
      "    call my_release(1, g) @9:3\n"
      "    -> n1\n";
  ctl_error err = {0};
  ir_function *fn = ir_read(text, sizeof text - 1, "families", &err);
  rl_set *s = rl_set_new();
  if (!tap_ok(fn && rl_set_load_string(s, family_rules, "f.rules", &err),
              "families, pairs and rules over them load"))
    ctl_error_print(stdout, &err);
  if (!fn) {
    rl_set_free(s);
    return;
  }
  tap_is_str(reported(s, fn, "released"), "a b c z",
             "free(1), put(2) and freep(*1) release what is in their place");
  tap_is_str(reported(s, fn, "wrong"), "",
             "nothing is unpaired before the unit's facts are learned");
  tap_is_str(reported(s, fn, "any-call"), "a",
             "call _(p): any callee, the arguments as written");
  if (!tap_ok(rl_set_learn(s, &fn, 1, NULL, &err), "the unit's facts are learned"))
    ctl_error_print(stdout, &err);
  tap_is_str(reported(s, fn, "released"), "a b c z e g",
             "malloc (my_release, 2) makes my_release(2) a member");
  tap_is_str(reported(s, fn, "wrong"), "g",
             "my_get's block released by my_release is unpaired, "
             "my_alloc's is not");
  ir_function_free(fn);
  rl_set_free(s);
}

/* `N...`: argument N and every one after it (up to 32, the last bit of
   the positions: matching must stop there). */
static void test_variadic_positions(void)
{
  static const char rules[] =
      "family store = scan(2...)\n"
      "rule stored {\n"
      "  message \"'{p}' stored\"\n"
      "  var p : pointer\n"
      "  prop st = call @store(p)\n"
      "  check AG !st\n"
      "  event st \"here\"\n"
      "}\n";
  static const char text[] =
      "function f at t.c:1:3\n"
      "  var v0 a local pointer\n"
      "  var v1 b local pointer\n"
      "  var v2 c local pointer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call scan(a, b) @2:3\n"
      "    -> n3\n"
      "  node n3 stmt 3:3\n"
      "    call scan(a, b, c) @3:3\n"
      "    -> n4\n"
      "  node n4 stmt 4:3\n"
      "    call scan(a) @4:3\n"
      "    -> n1\n";
  ctl_error err = {0};
  ir_function *fn = ir_read(text, sizeof text - 1, "variadic", &err);
  rl_set *s = rl_set_new();
  if (!tap_ok(fn && rl_set_load_string(s, rules, "v.rules", &err),
              "a family member with positions N... loads"))
    ctl_error_print(stdout, &err);
  if (fn)
    tap_is_str(reported(s, fn, "stored"), "b c",
               "scan(2...) matches the second argument and the third, not the first");
  ir_function_free(fn);
  rl_set_free(s);
}

/* Library files: listed, loaded by name, or by a unit that calls them. */
static void test_libraries(void)
{
  rl_set *s = rl_set_new();
  ctl_error err = {0};
  tap_ok(rl_set_load_builtin(s, &err), "the pack loads");
  size_t glib = SIZE_MAX;
  for (size_t i = 0; i < rl_set_lib_count(s); i++)
    if (!strcmp(rl_set_lib_name(s, i), "glib"))
      glib = i;
  tap_ok(rl_set_lib_count(s) >= 5 && glib != SIZE_MAX,
         "the shipped libraries are listed, glib among them");
  tap_ok(!strncmp(rl_set_lib_summary(s, glib), "GLib: ", 6),
         "with a summary from their first line");
  tap_ok(!rl_set_lib_loaded(s, glib), "not loaded yet");
  static const char text[] =
      "function f at t.c:1:3\n"
      "  var v0 p local pointer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call g_free(p) @2:3\n"
      "    -> n3\n"
      "  node n3 stmt 3:3\n"
      "    call g_free(p) @3:3\n"
      "    -> n1\n";
  ir_function *fn = ir_read(text, sizeof text - 1, "glib", &err);
  tap_ok(fn && rl_set_learn(s, &fn, 1, NULL, &err) && rl_set_lib_loaded(s, glib),
         "a unit that calls g_free loads glib");
  tap_is_str(fn ? reported(s, fn, "double-free") : "", "p",
             "and double-free sees g_free");
  ir_function_free(fn);
  tap_ok(!rl_set_load_libs(s, "sqlite,gtk", &err), "an unknown library fails");
  tap_is_str(err.text, "unknown library 'gtk'; known libraries: posix, glib, "
             "openssl, sqlite, apr, png, curl, python, selinux, lua, cairo",
             "it is named with the known ones");
  rl_set_free(s);
}

/* What loading libraries changes in s, as text: the names, the families
   (definitions and tables), the pairs and the names' flags. */
static char *families_text(const rl_set *s)
{
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  for (uint32_t i = 0; i < s->names.n; i++)
    fprintf(f, "%s,", ut_intern_str(&s->names, i));
  for (uint32_t k = 0; k < s->nfams; k++) {
    const rl_family *fam = &s->fams[k];
    fprintf(f, "\n%s %d %s:%u:%u %x [", fam->name, fam->defined,
            fam->ref_file, fam->ref_line, fam->ref_col, fam->attrs);
    for (uint32_t m = 0; m < fam->nmembers; m++)
      fprintf(f, "%u/%x/%x ", fam->members[m].name, fam->members[m].pos,
              fam->members[m].deref);
    for (uint32_t m = 0; m < fam->nincl; m++)
      fprintf(f, "@%u ", fam->incl[m]);
    for (uint32_t m = 0; m < fam->npos; m++)
      if (fam->pos[m] | fam->deref[m])
        fprintf(f, "%u=%x/%x ", m, fam->pos[m], fam->deref[m]);
  }
  const rl_pair *lists[] = {s->pairs, s->fpairs};
  uint32_t counts[] = {s->npairs, s->nfpairs};
  for (int l = 0; l < 2; l++)
    for (uint32_t i = 0; i < counts[l]; i++) {
      const rl_pair *p = &lists[l][i];
      fprintf(f, "\npair %x %x %s %u:%u %u:%u %u:%u", p->alloc, p->dealloc,
              p->file ? p->file : "-", p->line, p->col, p->aline, p->acol,
              p->dline, p->dcol);
    }
  for (uint32_t i = 0; i < s->nflags; i++)
    fprintf(f, "%u", s->name_flags[i]);
  fclose(f);
  return text;
}

/* A library loaded from the compiled pack (its statements applied as
   operations) changes the set as parsing its text does, errors included. */
static void test_compiled_libraries(void)
{
  ctl_error err = {0};
  rl_set *probe = rl_set_new();
  bool same = rl_set_lib_count(probe) > 0;
  const char *names[16] = {"all"};
  size_t nnames = 1;
  for (size_t i = 0; i < rl_set_lib_count(probe) && nnames < 16; i++)
    names[nnames++] = rl_set_lib_name(probe, i);
  for (size_t i = 0; i < nnames; i++) {
    rl_set *p = rl_set_new(), *c;
    rl_set_load_builtin(p, &err);
    c = rl_set_new_compiled(rl_pack_compiled, rl_pack_compiled_len, &err);
    bool ok = c && rl_set_load_libs(p, names[i], &err) &&
              rl_set_load_libs(c, names[i], &err);
    char *tp = families_text(p), *tc = c ? families_text(c) : ut_strdup("");
    if (!ok || strcmp(tp, tc))
      printf("# library %s: not the same\n", names[i]);
    same &= ok && !strcmp(tp, tc);
    free(tp);
    free(tc);
    rl_set_free(p);
    rl_set_free(c);
  }
  rl_set_free(probe);
  tap_ok(same, "every library applied from the compiled pack is its text");
  /* A family the library defines, defined first by a user's file. */
  static const char mine[] = "family dir-open = my_opendir\n";
  ctl_error ep = {0}, ec = {0};
  rl_set *p = rl_set_new(), *c;
  rl_set_load_builtin(p, &err);
  c = rl_set_new_compiled(rl_pack_compiled, rl_pack_compiled_len, &err);
  bool loaded = rl_set_load_string(p, mine, "mine.rules", &err) &&
                rl_set_load_string(c, mine, "mine.rules", &err);
  tap_ok(loaded && !rl_set_load_libs(p, "posix", &ep) &&
             !rl_set_load_libs(c, "posix", &ec),
         "a family defined twice stops the library");
  char wp[5120], wc[5120];
  snprintf(wp, sizeof wp, "%s:%u:%u: %s", ep.source, ep.line, ep.col, ep.text);
  snprintf(wc, sizeof wc, "%s:%u:%u: %s", ec.source, ec.line, ec.col, ec.text);
  tap_is_str(wc, wp, "with the parser's error");
  tap_ok(strstr(wp, "posix.rules:") && strstr(wp, "'dir-open' is already"),
         "which names the library's line");
  rl_set_free(p);
  rl_set_free(c);
}

/* Found by fuzzing: a deeply nested pattern overran its sharing key. */
static void test_deep_pattern(void)
{
  char text[512];
  snprintf(text, sizeof text,
           "rule deep {\n  message \"m\"\n  var p : pointer\n"
           "  prop d = %s!!def p\n  check AG !d\n}\n",
           "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! ");
  rl_set *s = rl_set_new();
  ctl_error err = {0};
  tap_ok(rl_set_load_string(s, text, "deep.rules", &err),
         "a pattern under 49 negations loads");
  rl_set_free(s);
}

int main(void)
{
  test_packing();
  rl_set *s = rl_set_new();
  test_loading(s);
  test_checking(s);
  rl_set_free(s);
  test_builtin();
  test_compiled();
  test_families();
  test_variadic_positions();
  test_libraries();
  test_compiled_libraries();
  test_deep_pattern();
  return tap_done();
}
