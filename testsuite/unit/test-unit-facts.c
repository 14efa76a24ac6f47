/* test-unit-facts.c: facts files (unit/un-facts.c) written, read back,
   merged, and refused. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../unit/un-facts.h"
#include "../tap.h"

static char dir[] = "/tmp/ctlcheck-facts-XXXXXX";
static char warned[4096];
static int nwarned;

/* The warn callback: keep every message. */
static void warn(void *ctx, const char *text)
{
  (void)ctx;
  nwarned++;
  strncat(warned, text, sizeof warned - strlen(warned) - 2);
  strcat(warned, "\n");
}

/* Write f as the facts of source `src` into dir. */
static void write_unit(const un_facts *f, const char *src)
{
  char *path = un_facts_path(dir, "/o/x.o", src);
  ctl_error err = {0};
  tap_ok(un_facts_write(f, path, src, "/o/x.o", "test 1", &err),
         "write the facts of %s", src);
  free(path);
}

static void test_path(void)
{
  char *a = un_facts_path("/d", "/b/lib.o", "/s/lib.c");
  char *b = un_facts_path("/d", "/b/lib.o", "/s/lib.c");
  char *c = un_facts_path("/d", "/b/lib.pic.o", "/s/lib.c");
  tap_is_str(a, b, "the name depends on the output and source only");
  tap_ok(strcmp(a, c) != 0, "another output file: another name");
  tap_ok(strncmp(a, "/d/lib.c-", 9) == 0 && strlen(a) == 9 + 16 + 11 &&
             strcmp(a + 25, ".facts.json") == 0,
         "DIR/SOURCE-HASH.facts.json: %s", a);
  free(a);
  free(b);
  free(c);
}

static void test_round_trip(void)
{
  un_must_call calls[] = {{"free", 0, 0, 1, NULL},
                          {"pthread_mutex_lock", UINT32_MAX, 0, 1, "big"}};
  uint32_t derefs[] = {1}, rargs[] = {0, IR_NONE};
  un_summary s = {0};
  s.ret_param = IR_NONE;
  s.ret_call = "realloc";
  s.ret_args = rargs;
  s.nret_args = 2;
  s.ret_nonnull = true;
  s.calls = calls;
  s.ncalls = 2;
  s.derefs = derefs;
  s.nderefs = 1;
  un_summary k = {0};
  k.ret_param = 1;
  k.ret_const = "42";
  un_summary never = {0};
  never.ret_param = IR_NONE;
  never.noreturn = true;
  un_facts *f = un_facts_new();
  un_facts_add_function(f, "wrap", &s);
  un_facts_add_function(f, "k", &k);
  un_facts_add_function(f, "die", &never);
  un_facts_add_function(f, "dup", &k);
  un_facts_add_global(f, "flag", true, false, "0", false, false);
  un_facts_add_global(f, "mode", true, true, "1", false, false);
  un_facts_add_global(f, "twice", true, false, "2", false, false);
  un_facts_add_global(f, "table", true, false, NULL, false, false);
  write_unit(f, "/s/a.c");
  un_facts_free(f);

  /* b.c: writes one flag, takes the address of another, defines `twice`
     again with another value, and `dup` with another summary. */
  un_summary other = {0};
  other.ret_param = IR_NONE;
  other.ret_const = "7";
  f = un_facts_new();
  un_facts_add_global(f, "mode", false, false, NULL, true, false);
  un_facts_add_global(f, "seen", false, false, NULL, false, true);
  un_facts_add_global(f, "twice", true, false, "3", false, false);
  un_facts_add_function(f, "k", &k);
  un_facts_add_function(f, "dup", &other);
  write_unit(f, "/s/b.c");
  un_facts_free(f);

  f = un_facts_read_dir(dir, NULL, "test 1", warn, NULL);
  tap_is_int(nwarned, 0, "two good files: no warning");
  const un_summary *w = un_facts_function(f, "wrap");
  tap_ok(w && w->ncalls == 2 && !strcmp(w->calls[0].callee, "free") &&
             w->calls[0].param == 0 && !w->calls[0].global &&
             !strcmp(w->calls[1].callee, "pthread_mutex_lock") &&
             w->calls[1].param == IR_NONE && !strcmp(w->calls[1].global, "big"),
         "wrap's must-calls come back, with a parameter and with a global");
  tap_ok(w && w->nderefs == 1 && w->derefs[0] == 1 &&
             !strcmp(w->ret_call, "realloc") && w->ret_nonnull &&
             w->ret_param == IR_NONE && !w->ret_const && !w->noreturn,
         "... its dereference and its fresh never-NULL result");
  tap_ok(w && w->nret_args == 2 && w->ret_args[0] == 0 &&
             w->ret_args[1] == IR_NONE,
         "... and which parameters realloc is given");
  const un_summary *kk = un_facts_function(f, "k");
  tap_ok(kk && kk->ret_param == 1 && !strcmp(kk->ret_const, "42"),
         "the same summary in two files is kept");
  tap_ok(un_facts_function(f, "die") && un_facts_function(f, "die")->noreturn,
         "never returns");
  tap_ok(!un_facts_function(f, "nothing"), "an unknown function has no summary");
  tap_ok(!un_facts_function(f, "dup"), "two files that disagree: no summary");
  tap_is_str(un_facts_constant(f, "flag", false, NULL), "0",
             "defined as 0, never written: 0");
  tap_is_str(un_facts_constant(f, "mode", false, NULL), "1",
             "const: its initialiser, whatever a cast writes");
  tap_ok(!un_facts_constant(f, "twice", false, NULL),
         "two definitions that disagree: not constant");
  tap_ok(!un_facts_constant(f, "table", false, NULL),
         "not constant initialiser: not constant");
  tap_ok(!un_facts_constant(f, "seen", false, "0"),
         "defined here but its address is taken elsewhere: not constant");
  tap_is_str(un_facts_constant(f, "local", false, "5"), "5",
             "defined here, unknown elsewhere: its initialiser");
  tap_ok(!un_facts_constant(f, "flag", false, "0"),
         "defined here and in another file: not constant");
  un_facts_free(f);

  f = un_facts_read_dir(dir, "/s/a.c", "test 1", warn, NULL);
  tap_ok(!un_facts_function(f, "wrap") && un_facts_function(f, "k"),
         "a unit's own file is left out (by source)");
  un_facts_free(f);
}

static void test_bad_files(void)
{
  char path[512];
  snprintf(path, sizeof path, "%s/torn.facts.json", dir);
  FILE *t = fopen(path, "w");
  fputs("{\"format\": 1, \"functions\": {", t);
  fclose(t);
  nwarned = 0;
  warned[0] = '\0';
  un_facts *f = un_facts_read_dir(dir, NULL, "test 2", warn, NULL);
  tap_is_int(nwarned, 3, "another compiler (2 files) and a torn file: 3 warnings");
  tap_ok(strstr(warned, "torn.facts.json") != NULL &&
             strstr(warned, "written by another compiler") != NULL,
         "each names its file and says why");
  tap_ok(un_facts_empty(f), "... and nothing of them is used");
  un_facts_free(f);
  unlink(path);
  nwarned = 0;
  f = un_facts_read_dir("/nonexistent/facts", NULL, NULL, warn, NULL);
  tap_ok(un_facts_empty(f) && nwarned == 0, "a missing directory: no facts, no warning");
  un_facts_free(f);
}

int main(void)
{
  if (!mkdtemp(dir))
    return 1;
  test_path();
  test_round_trip();
  test_bad_files();
  char cmd[600];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0)
    return 1;
  return tap_done();
}
