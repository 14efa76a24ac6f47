/* fuzz-parsers.c: fuzz the CTL, rule-file and model parsers (libFuzzer, or a bounded built-in run). */
#include "config.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctlcheck/ctl.h"
#include "ctlcheck/rules.h"
#include "ctlcheck/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Parse a model and check its specifications one by one and all together
   (as ctlcheck-mc does); the two must agree. */
static void run_model(const char *text, size_t len)
{
  ctl_error err = {0};
  ctl_error_clear(&err);
  ctl_model_file *mf = ctl_model_parse(text, len, "fuzz.model", &err);
  if (!mf)
    return;
  size_t n = ctl_model_file_nspecs(mf), done = 0;
  bool *holds = calloc(n + 1, sizeof *holds);
  const ctl_model *m = ctl_model_file_model(mf, &err);
  for (size_t i = 0; m && i < n; i++, done++) {
    const ctl_formula *f = ctl_model_file_spec(mf, i, &err);
    ctl_sat sat;
    if (!f || !ctl_check(m, f, &sat))
      break;
    holds[i] = ctl_sat_get(&sat, m->k->initial, 0);
    ctl_sat_free(&sat);
    ctl_path p = {0};
    ctl_evidence(m, f, m->k->initial, 0, &p);
    ctl_path_free(&p);
  }
  ctl_verdict *v = calloc(n + 1, sizeof *v);
  if (done == n && ctl_model_file_check_all(mf, true, v, &err)) {
    for (size_t i = 0; i < n; i++)
      if (v[i].holds != holds[i]) {
        fprintf(stderr, "fuzz: spec %zu: checked alone %d, together %d\n", i,
                holds[i], v[i].holds);
        abort();
      }
  }
  for (size_t i = 0; i < n; i++)
    ctl_path_free(&v[i].evidence);
  free(v);
  free(holds);
  ctl_model_file_free(mf);
}

/* The parser an input goes to: the first byte picks it (0 CTL formula,
   1 rule file, 2 model file), unless the build fixes the target:
   CTL_FUZZ_TARGET=1 fuzzes the rule-file parser alone, 0 the CTL and
   model parsers (the engine's two readers, the first byte choosing). */
static int parser_of(uint8_t first)
{
#if defined CTL_FUZZ_TARGET && CTL_FUZZ_TARGET == 1
  (void)first;
  return 1;
#elif defined CTL_FUZZ_TARGET
  return first % 2 ? 2 : 0;
#else
  return first % 3;
#endif
}

/* The first byte picks the parser; the rest is its input. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  char *text = ut_malloc(size);
  memcpy(text, data + 1, size - 1);
  text[size - 1] = '\0';
  ctl_error err = {0};
  switch (parser_of(data[0])) {
  case 0: {
    ctl_formula *f = ctl_parse(text, size - 1, "fuzz", 1, 1, &err);
    if (f) {
      char *s = ctl_formula_to_string(f);
      ctl_formula *r = ctl_formula_reduce(f);
      ctl_formula_free(r);
      free(s);
    }
    ctl_formula_free(f);
    break;
  }
  case 1: {
    rl_set *set = rl_set_new();
    rl_set_load_string(set, text, "fuzz.rules", &err);
    rl_set_free(set);
    break;
  }
  default:
    run_model(text, size - 1);
    break;
  }
  free(text);
  return 0;
}

#ifndef CTL_LIBFUZZER
/* Seeds: one valid input per parser, mutated deterministically. */
static const char *const seeds[] = {
  "\0AG (freed -> AX !E[!redef U freed]) & A[a W b] | EF EG c -> d",
  "\1rule x {\n  cwe 415\n  message \"'{p}' x\"\n  var p : pointer\n"
  "  prop f = call free|g(p, ..., &p, p + _) -> p\n  prop c = cond p == null\n"
  "  check AG (f -> AX !E[!c U f])\n  event f \"{p}\"\n}\n",
  "\2MODULE main\nVAR location : {a, b};\nASSIGN init(location) := a;\n"
  "next(location) := case location = a : {a, b}; TRUE : location; esac;\n"
  "DEFINE p := location in {b};\nSPEC AG EF p\n",
  "\2init a\nedge a b c\nlabel p b\nspec A[p U q]\n",
};

static uint64_t rng = 88172645463325252u;
static uint32_t next(uint32_t bound)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng % bound);
}

/* Flip, insert, delete or duplicate bytes of a seed. */
static size_t mutate(uint8_t *buf, size_t len, size_t cap)
{
  static const char alphabet[] = "(){}[]!&|->;:=,\"'_ .AEXFGUWpq0\n\\#";
  for (uint32_t k = 1 + next(4); k > 0; k--) {
    size_t at = len > 1 ? 1 + next((uint32_t)len - 1) : 1;
    switch (next(4)) {
    case 0:
      if (at < len)
        buf[at] = (uint8_t)alphabet[next(sizeof alphabet - 1)];
      break;
    case 1:
      if (len < cap) {
        memmove(buf + at + 1, buf + at, len - at);
        buf[at] = next(3) ? (uint8_t)alphabet[next(sizeof alphabet - 1)]
                          : (uint8_t)next(256);
        len++;
      }
      break;
    case 2:
      if (at < len) {
        memmove(buf + at, buf + at + 1, len - at - 1);
        len--;
      }
      break;
    default: {
      size_t n = next(16);
      if (len + n < cap && at + n <= len) {
        memmove(buf + at + n, buf + at, len - at);
        len += n;
      }
    }
    }
  }
  return len;
}

int main(int argc, char **argv)
{
  unsigned long runs = argc > 1 ? strtoul(argv[1], NULL, 10) : 200000;
  uint8_t buf[4096];
  /* The parsers print errors: keep them off the TAP stream. */
  fflush(stdout);
  int saved_out = dup(1), saved_err = dup(2), null = open("/dev/null", O_WRONLY);
  dup2(null, 1);
  dup2(null, 2);
  for (unsigned long i = 0; i < runs; i++) {
    const char *s = seeds[i % (sizeof seeds / sizeof *seeds)];
    size_t len = strlen(s + 1) + 1;
    memcpy(buf, s, len);
    len = mutate(buf, len, sizeof buf);
    LLVMFuzzerTestOneInput(buf, len);
  }
  fflush(stdout);
  dup2(saved_out, 1);
  dup2(saved_err, 2);
  close(null);
  printf("ok 1 - %lu mutated inputs to the CTL, rule and model parsers ran "
         "without a crash\n1..1\n", runs);
  return 0;
}
#endif
