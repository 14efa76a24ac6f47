/* test-ir-read.c: ir_read on the golden dumps (round trips) and on malformed IR (errors). */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ir.h"
#include "../ir-text.h"
#include "../tap.h"

/* The whole file at dir/name, or NULL. */
static char *slurp(const char *dir, const char *name, size_t *len)
{
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  size_t got = buf ? fread(buf, 1, (size_t)n, f) : 0;
  fclose(f);
  if (!buf)
    return NULL;
  buf[got] = '\0';
  *len = got;
  return buf;
}

/* Names of the files in dir ending with ext, sorted; NULL-terminated. */
static char **files(const char *dir, const char *ext, size_t *n)
{
  DIR *d = opendir(dir);
  char **v = calloc(256, sizeof *v);
  *n = 0;
  struct dirent *e;
  while (d && v && (e = readdir(d)) && *n < 255) {
    size_t l = strlen(e->d_name), x = strlen(ext);
    if (l > x && strcmp(e->d_name + l - x, ext) == 0)
      v[(*n)++] = strdup(e->d_name);
  }
  if (d)
    closedir(d);
  for (size_t i = 1; i < *n; i++) /* insertion sort: a handful of names */
    for (size_t j = i; j > 0 && strcmp(v[j - 1], v[j]) > 0; j--) {
      char *t = v[j];
      v[j] = v[j - 1];
      v[j - 1] = t;
    }
  return v;
}

/* Every golden dump reads back, validates, and dumps to the same text. */
static void round_trips(const char *dir)
{
  size_t n;
  char **names = files(dir, ".ir", &n);
  tap_ok(n >= 5, "the golden dumps are found in %s", dir);
  for (size_t i = 0; i < n; i++) {
    size_t len;
    char *text = slurp(dir, names[i], &len);
    ir_function **fns = NULL;
    ctl_error err = {0};
    size_t nf = text ? ir_read_all(text, len, names[i], &fns, &err) : 0;
    if (!tap_ok(nf > 0, "%s reads back", names[i]))
      ctl_error_print(stdout, &err);
    char *out = NULL;
    size_t outlen = 0;
    FILE *mem = open_memstream(&out, &outlen);
    bool valid = true;
    for (size_t f = 0; f < nf; f++) {
      ctl_error verr = {0};
      valid &= ir_validate(fns[f], &verr);
      ir_dump(mem, fns[f]);
      ir_function_free(fns[f]);
    }
    fclose(mem);
    tap_ok(valid, "%s: what is read is valid IR", names[i]);
    tap_ok(text && outlen == len && memcmp(out, text, len) == 0,
           "%s: dumped again, the same text", names[i]);
    free(out);
    free(fns);
    free(text);
    free(names[i]);
  }
  free(names);
}

/* Each errors/NAME.ir gives exactly the line in errors/NAME.err. */
static void errors(const char *dir)
{
  size_t n;
  char **names = files(dir, ".ir", &n);
  tap_ok(n >= 5, "the error cases are found in %s", dir);
  for (size_t i = 0; i < n; i++) {
    size_t len, wlen;
    char *text = slurp(dir, names[i], &len);
    char errname[256];
    snprintf(errname, sizeof errname, "%.*s.err", (int)(strlen(names[i]) - 3),
             names[i]);
    char *want = slurp(dir, errname, &wlen);
    ctl_error err = {0};
    ir_function *fn = text ? ir_read(text, len, "t.ir", &err) : NULL;
    char *got = NULL;
    size_t glen = 0;
    FILE *mem = open_memstream(&got, &glen);
    ctl_error_print(mem, &err);
    fclose(mem);
    tap_ok(fn == NULL, "%s is refused", names[i]);
    tap_is_str(got, want ? want : "(no .err file)", names[i]);
    if (fn)
      ir_function_free(fn);
    free(got);
    free(want);
    free(text);
    free(names[i]);
  }
  free(names);
}

/* Hand-written IR: widths, and a variable named like a constant. */
static void hand_written(void)
{
  const char *text =
      "function f at t.c:1:1\n"
      "  var v0 n local integer bits 64 unsigned\n"
      "  var v1 a[i + 1] path integer base v0\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    cmp a[i + 1] < 18446744073709551615 @2:3\n"
      "    -> n1 true\n"
      "    -> n1 false\n";
  ctl_error err = {0};
  ir_function *fn = ir_read(text, strlen(text), "t.ir", &err);
  if (!tap_ok(fn != NULL, "hand-written IR reads"))
    ctl_error_print(stdout, &err);
  if (!fn)
    return;
  tap_ok(fn->vars[0].bits == 64 && !fn->vars[0].is_signed,
         "'bits 64 unsigned' sets the width and signedness");
  const ir_event *cmp = &fn->events[fn->nodes[2].first_event];
  tap_ok(cmp->lhs.kind == IR_OP_VAR && cmp->lhs.var == 1,
         "a name with blanks is an operand");
  tap_is_str(cmp->rhs.text, "18446744073709551615", "constants keep every digit");
  tap_ok(fn->edges[fn->nodes[2].first_succ].cond == fn->nodes[2].first_event,
         "a true edge tests the node's comparison");
  ir_function_free(fn);
}

static void *pack_alloc(void *ctx, size_t size)
{
  (void)ctx;
  return aligned_alloc(16, (size + 15) & ~(size_t)15);
}

/* The function of IR text, or NULL after a failed test named WHAT that
   prints the error. */
static ir_function *read_checked(const char *text, const char *what)
{
  ctl_error err = {0};
  ir_function *fn = ir_read(text, strlen(text), "t.ir", &err);
  if (!tap_ok(fn != NULL, "%s", what))
    ctl_error_print(stdout, &err);
  return fn;
}

/* Attribute facts on calls: read, dumped the same, packed and unpacked. */
static void attributes(void)
{
  const char *text =
      "function f at t.c:1:1\n"
      "  var v0 p local pointer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call g_malloc(8) -> p {malloc(g_free, 1), returns_nonnull} @2:3\n"
      "    call use(p) {nonnull(1), access(read_only, 1)} @3:3\n"
      "    call freep(&p) {cleanup} @4:3\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "calls with attribute facts read");
  if (!fn)
    return;
  const ir_event *call = &fn->events[fn->nodes[2].first_event];
  const ir_attr *m = ir_event_attr(call, "malloc");
  tap_ok(call->nattrs == 2 && m && m->nargs == 2 &&
         strcmp(m->args[0], "g_free") == 0 && strcmp(m->args[1], "1") == 0,
         "malloc (g_free, 1) is a fact with two arguments");
  tap_ok(ir_event_attr(call, "nonnull") == NULL,
         "a fact of another call is not this one's");
  ir_function *packed = ir_function_pack(fn, pack_alloc, NULL);
  ir_function_free(fn);
  fn = packed ? ir_function_unpack(packed) : NULL;
  free(packed);
  char *out = fn ? ir_text(fn) : NULL;
  tap_is_str(out, text, "packed, unpacked and dumped: the same text");
  free(out);
  ir_function_free(fn);
}

/* `const` after a call argument, and ir_function_prune: a marked node no
   path reaches goes with its events; a marked node that is reached and
   every other stay, and the comparisons edges test are renumbered. */
static void pruned(void)
{
  const char *text =
      "function f at t.c:1:1\n"
      "  var v0 c param integer\n"
      "  var v1 t temp integer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    cmp c == 0 @2:3\n"
      "    -> n3 true\n"
      "    -> n5 false\n"
      "  node n3 stmt 3:3\n"
      "    def t = 0 @3:3\n"
      "    call g(c const, &c) @3:3\n"
      "    -> n6\n"
      "  node n4 stmt 4:3\n"
      "    cmp t != 0 @4:3\n"
      "    -> n5 true\n"
      "    -> n6 false\n"
      "  node n5 stmt 5:3\n"
      "    return 1 @5:3\n"
      "    -> n1\n"
      "  node n6 stmt 6:3\n"
      "    use c @6:3\n"
      "    cmp c > 1 @6:3\n"
      "    -> n5 true\n"
      "    -> n1 false\n";
  const char *want =
      "function f at t.c:1:1\n"
      "  var v0 c param integer\n"
      "  var v1 t temp integer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    cmp c == 0 @2:3\n"
      "    -> n3 true\n"
      "    -> n4 false\n"
      "  node n3 stmt 3:3\n"
      "    def t = 0 @3:3\n"
      "    call g(c const, &c) @3:3\n"
      "    -> n5\n"
      "  node n4 stmt 5:3\n"
      "    return 1 @5:3\n"
      "    -> n1\n"
      "  node n5 stmt 6:3\n"
      "    use c @6:3\n"
      "    cmp c > 1 @6:3\n"
      "    -> n4 true\n"
      "    -> n1 false\n";
  ctl_error err = {0};
  ir_function *fn = ir_read(text, strlen(text), "t.ir", &err);
  if (!tap_ok(fn != NULL, "IR to prune reads"))
    ctl_error_print(stdout, &err);
  if (!fn)
    return;
  const ir_event *call = &fn->events[fn->nodes[3].first_event + 1];
  tap_ok(call->nargs == 2 && (call->args[0].flags & IR_OPF_CONST_PARAM) &&
             !(call->args[1].flags & IR_OPF_CONST_PARAM),
         "'const' after an argument marks that argument alone");
  bool drop[7] = {false, false, false, true, true, false, false};
  ir_function_prune(fn, drop);
  char *out = ir_text(fn);
  tap_is_str(out, want, "the unreached marked node is pruned, the rest stays");
  tap_ok(fn->nevents == 6 && ir_validate(fn, NULL), "its event goes too");
  free(out);
  ir_function_free(fn);
}

/* ir_node_hoist: a summary's lock moves into a node of its own before
   the call, which every edge into the call now reaches first; the test
   after it keeps its edges (renumbered).  ir_cmp_twin: a copy's test. */
static void hoisted(void)
{
  const char *text =
      "function f at t.c:1:1\n"
      "  var v0 c param integer\n"
      "  var v1 m global other\n"
      "  var v2 r local integer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call log(c) -> r @2:3\n"
      "    call lock(&m) @2:3 synthetic\n"
      "    call unlock(&m) @2:3 synthetic\n"
      "    cmp r == 0 @2:3\n"
      "    -> n2 true\n"
      "    -> n1 false\n";
  const char *want =
      "function f at t.c:1:1\n"
      "  var v0 c param integer\n"
      "  var v1 m global other\n"
      "  var v2 r local integer\n"
      "  node n0 entry\n"
      "    -> n3\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call log(c) -> r @2:3\n"
      "    call unlock(&m) @2:3 synthetic\n"
      "    cmp r == 0 @2:3\n"
      "    -> n3 true\n"
      "    -> n1 false\n"
      "  node n3 stmt 2:3\n"
      "    call lock(&m) @2:3 synthetic\n"
      "    -> n2\n";
  ctl_error err = {0};
  ir_function *fn = ir_read(text, strlen(text), "t.ir", &err);
  if (!tap_ok(fn != NULL, "IR to hoist reads"))
    ctl_error_print(stdout, &err);
  if (!fn)
    return;
  tap_is_int(ir_node_hoist(fn, 2, 1), 3, "the lock gets node n3");
  char *out = ir_text(fn);
  tap_is_str(out, want, "before the call, which keeps the rest");
  tap_ok(ir_validate(fn, NULL), "and the function is valid");
  free(out);
  ir_event p = {0}, q = {0};
  p.kind = q.kind = IR_EV_CMP;
  p.cmp = q.cmp = IR_CMP_EQ;
  p.lhs = (ir_operand){IR_OP_VAR, 0, 0, NULL};
  q.lhs = (ir_operand){IR_OP_VAR, 0, 2, NULL};
  p.rhs = q.rhs = (ir_operand){IR_OP_CONST, IR_OPF_NULL, IR_NONE, "0"};
  p.flags = IR_EVF_SYNTHETIC;
  tap_ok(ir_cmp_twin(&p, &q), "v0 == 0 (synthetic) restates v2 == 0");
  tap_ok(!ir_cmp_twin(&q, &p), "not the other way round");
  p.cmp = IR_CMP_NE;
  tap_ok(!ir_cmp_twin(&p, &q), "nor another comparison");
  ir_function_free(fn);
}

/* The flags of a call event, read back and dumped again. */
static void call_flags(void)
{
  const char *text =
      "function g at t.c:1:1\n"
      "  var v0 t temp integer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    call reserve(1) @2:3 must-check discarded\n"
      "    call fgets(?, 80, ?) @2:3 must-check\n"
      "    call sq(1) -> t {pure, const} @3:3 same\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "call flags read");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[0].flags == (IR_EVF_MUST_CHECK | IR_EVF_DISCARDED) &&
             e[1].flags == IR_EVF_MUST_CHECK && e[2].flags == IR_EVF_SAME,
         "'must-check', 'discarded' and 'same' are event flags");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "@2:3 must-check discarded\n") &&
             strstr(out, "@2:3 must-check\n") && strstr(out, "@3:3 same\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* A followed address and an unread copy, read back and dumped again. */
static void alias_flags(void)
{
  const char *text =
      "function g at t.c:1:1\n"
      "  var v0 i local integer addr-taken\n"
      "  var v1 p local pointer\n"
      "  var v2 q local pointer\n"
      "  var v3 s local aggregate\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    addr i @2:3 followed\n"
      "    def p = &i @2:3\n"
      "    def q = p @3:3 unread\n"
      "    def s = ? @4:3 zero-fill\n"
      "    call check(p lent) @5:3\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "followed and unread read");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[0].flags == IR_EVF_FOLLOWED && e[1].flags == IR_EVF_COPY &&
             e[2].flags == (IR_EVF_COPY | IR_EVF_UNREAD) &&
             (e[3].flags & IR_EVF_ZERO_FILL),
         "'followed', 'unread' and 'zero-fill' are event flags");
  tap_ok(e[4].nargs == 1 && e[4].args[0].flags == IR_OPF_LENT,
         "'lent' is an argument flag");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "addr i @2:3 followed\n") &&
             strstr(out, "def q = p @3:3 unread\n") &&
             strstr(out, "@4:3 zero-fill\n") &&
             strstr(out, "call check(p lent) @5:3\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* A comparison only computed with is marked `value`, read back and dumped
   again. */
static void cmp_value_flag(void)
{
  const char *text =
      "function g at t.c:1:1\n"
      "  var v0 p param pointer\n"
      "  var v1 flags param integer\n"
      "  var v2 flags & 4 path integer base v1 pure\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    cmp p == null @2:3 value\n"
      "    -> n3 true\n"
      "    -> n3 false\n"
      "  node n3 stmt 3:3\n"
      "    cmp flags & 4 != 0 @3:3\n"
      "    cmp p == null @3:3 macro\n"
      "    cmp flags != 0 @3:3 implicit decided\n"
      "    -> n1 true\n"
      "    -> n1 false\n";
  ir_function *fn = read_checked(text, "cmp value and path pure flags read");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[0].kind == IR_EV_CMP && e[0].flags == IR_EVF_VALUE,
         "'value' is an event flag");
  const ir_event *m = &fn->events[fn->nodes[3].first_event + 1];
  tap_ok(m->kind == IR_EV_CMP && m->flags == IR_EVF_MACRO,
         "'macro' is an event flag");
  tap_ok(m[1].flags == (IR_EVF_IMPLICIT | IR_EVF_DECIDED),
         "'decided' is an event flag");
  tap_ok(fn->vars[2].flags == IR_VF_PURE && fn->vars[2].base == 1 &&
             strcmp(fn->vars[2].name, "flags & 4") == 0,
         "'pure' is a variable flag, on a path named with spaces");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "cmp p == null @2:3 value\n") &&
             strstr(out, "cmp p == null @3:3 macro\n") &&
             strstr(out, "cmp flags != 0 @3:3 implicit decided\n") &&
             strstr(out, "var v2 flags & 4 path integer base v1 pure\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* A call copied for a zero count: its node and arguments flagged. */
static void zero_count_flags(void)
{
  const char *text =
      "function f at t.c:1:1\n"
      "  var v0 d param pointer\n"
      "  var v1 s param pointer\n"
      "  var v2 n param integer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3 artificial\n"
      "    cmp n != 0 @2:3 implicit decided\n"
      "    -> n3 true\n"
      "    -> n4 false\n"
      "  node n3 stmt 2:3\n"
      "    call memcpy(d, s, n) @2:3\n"
      "    -> n1\n"
      "  node n4 stmt 2:3 zero-twin\n"
      "    call memcpy(d zero, s const zero, n) @2:3\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "zero-count twin read");
  if (!fn)
    return;
  const ir_event *c = &fn->events[fn->nodes[4].first_event];
  tap_ok((fn->nodes[4].flags & IR_NF_ZERO_TWIN) &&
             c->args[0].flags == IR_OPF_ZERO_COUNT &&
             c->args[1].flags == (IR_OPF_CONST_PARAM | IR_OPF_ZERO_COUNT) &&
             c->args[2].flags == 0,
         "'zero-twin' is a node flag, 'zero' an argument flag after 'const'");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "node n4 stmt 2:3 zero-twin\n") &&
             strstr(out, "call memcpy(d zero, s const zero, n) @2:3\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* A declaration's node: no events, kept by compaction, read and dumped. */
static void declaration_node(void)
{
  const char *text =
      "function f at t.c:1:1\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 3:7 declaration\n"
      "    -> n3\n"
      "  node n3 stmt 4:1\n"
      "    return - @4:1\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "declaration node read");
  if (!fn)
    return;
  ir_function_compact(fn);
  tap_ok(fn->nnodes == 4 && (fn->nodes[2].flags & IR_NF_DECLARATION) &&
             fn->nodes[2].nevents == 0,
         "'declaration' is a node flag that compaction keeps");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "node n2 stmt 3:7 declaration\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* A remainder, read back and dumped again. */
/* `def r = x OP 4` read back: the arithmetic OP, dumped again. */
static void arith_def(const char *op, ir_arith want, const char *what)
{
  char text[512];
  snprintf(text, sizeof text,
           "function g at t.c:1:1\n"
           "  var v0 x param integer\n"
           "  var v1 r local integer\n"
           "  node n0 entry\n"
           "    -> n2\n"
           "  node n1 exit\n"
           "  node n2 stmt 2:3\n"
           "    def r = x %s 4 @2:3\n"
           "    -> n1\n", op);
  ir_function *fn = read_checked(text, what);
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e->kind == IR_EV_DEF && e->arith == want && e->rhs.text &&
             strcmp(e->rhs.text, "4") == 0,
         "%s: the operator read", what);
  char line[64];
  snprintf(line, sizeof line, "def r = x %s 4 @2:3\n", op);
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, line), "%s: dumped again", what);
  free(out);
  ir_function_free(fn);
}

static void remainder_def(void)
{
  arith_def("/", IR_AR_DIV, "quotient");
  arith_def("%", IR_AR_MOD, "remainder");
  arith_def("..", IR_AR_RANGE, "range");
}

/* GCC's early read of a short-circuited operand (`eager`) and a pointer
   moved back (`-off`), read back and dumped again. */
static void eager_and_back(void)
{
  const char *text =
      "function h at t.c:1:1\n"
      "  var v0 d local integer\n"
      "  var v1 s->p param pointer\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    use d @2:3 eager\n"
      "    call free(s->p-off) @3:3\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "eager and -off read");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[0].flags == IR_EVF_EAGER && e[1].nargs == 1 && e[1].args[0].var == 1 &&
             e[1].args[0].flags == (IR_OPF_OFFSET | IR_OPF_BACK),
         "'eager' is an event flag, '-off' an offset back, after a name with '-'");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "use d @2:3 eager\n") &&
             strstr(out, "call free(s->p-off) @3:3\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* An out-parameter's address (`out-param`, un_out_param_mark), read
   back and dumped again. */
static void out_param_flag(void)
{
  const char *text =
      "function o at t.c:1:1\n"
      "  var v0 res local pointer addr-taken\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    addr res @2:3 out-param\n"
      "    call getaddrinfo(&res) @2:3\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "out-param read");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[0].kind == IR_EV_ADDR && e[0].flags == IR_EVF_OUT_PARAM,
         "'out-param' is an event flag");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "addr res @2:3 out-param\n"), "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* `addr x write` (bytes written through &x, a folded memcpy) reads
   back as the WRITE flag and is dumped again. */
static void addr_write_flag(void)
{
  const char *text =
      "function w at t.c:1:1\n"
      "  var v0 x local integer addr-taken\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    addr x write @2:3\n"
      "    -> n1\n";
  ir_function *fn = read_checked(text, "addr write read");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[0].kind == IR_EV_ADDR && e[0].flags == IR_EVF_WRITE,
         "'write' is a flag of addr");
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "addr x write @2:3\n"), "and dumped again");
  free(out);
  ir_function_free(fn);
}

/* A relation twin (un-relation.c) reads and dumps back, and
   ir_cmp_sources finds what its test reads through a temporary. */
static void relation_flag(void)
{
  const char *text =
      "function g at t.c:1:1\n"
      "  var v0 j param integer\n"
      "  var v1 n param integer\n"
      "  var v2 _1 temp integer artificial\n"
      "  var v3 (j < _1) temp integer artificial bits 8 unsigned\n"
      "  node n0 entry\n"
      "    -> n2\n"
      "  node n1 exit\n"
      "  node n2 stmt 2:3\n"
      "    def _1 = n + -1 @2:3\n"
      "    cmp (j < _1) != 0 @2:3 synthetic relation\n"
      "    cmp j < _1 @2:3\n"
      "    -> n1 true\n"
      "    -> n1 false\n";
  ir_function *fn = read_checked(text, "a relation twin reads");
  if (!fn)
    return;
  const ir_event *e = &fn->events[fn->nodes[2].first_event];
  tap_ok(e[1].flags == (IR_EVF_SYNTHETIC | IR_EVF_RELATION),
         "'relation' is an event flag");
  uint32_t *temp_def = ir_temp_defs(fn), src[4];
  tap_ok(temp_def[2] == fn->nodes[2].first_event && temp_def[0] == IR_NONE,
         "the temporary's one definition");
  tap_ok(ir_cmp_sources(fn, temp_def, &e[2], src) == 2 && src[0] == 0 &&
             src[1] == 1,
         "j < _1 reads j and n");
  free(temp_def);
  char *out = ir_text(fn);
  tap_ok(out && strstr(out, "cmp (j < _1) != 0 @2:3 synthetic relation\n"),
         "and dumped again");
  free(out);
  ir_function_free(fn);
}

int main(void)
{
  const char *srcdir = getenv("srcdir");
  char dir[4096];
  snprintf(dir, sizeof dir, "%s/testsuite/ir", srcdir ? srcdir : ".");
  round_trips(dir);
  snprintf(dir, sizeof dir, "%s/testsuite/ir/errors", srcdir ? srcdir : ".");
  errors(dir);
  hand_written();
  attributes();
  pruned();
  hoisted();
  call_flags();
  eager_and_back();
  out_param_flag();
  addr_write_flag();
  remainder_def();
  cmp_value_flag();
  zero_count_flags();
  declaration_node();
  alias_flags();
  relation_flag();
  return tap_done();
}
