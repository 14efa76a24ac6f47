/* test-ctl-model.c: the model-file reader (ctl_model_parse): both formats, checking, exact errors. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/ctl.h"
#include "../tap.h"

static const char nusmv[] =
    "-- a comment\n"
    "MODULE main\n"
    "VAR\n"
    "  location : {l0, l1, l2, lexit};\n"
    "ASSIGN\n"
    "  init(location) := l0;\n"
    "  next(location) := case\n"
    "    location = l0 : {l1, l2};\n"
    "    location in {l1, l2} : lexit;\n"
    "    TRUE : location;\n"
    "  esac;\n"
    "DEFINE\n"
    "  freed := location in {l1, l2};\n"
    "  redef := location = l0;\n"
    "SPEC AG (freed -> AX !E[!redef U freed]);\n"
    "CTLSPEC EF\n"
    "  freed\n";

static const char explicit_model[] =
    "# explicit\n"
    "\n"
    "edge start body  # the first state named is the initial one\n"
    "edge body body done\n"
    "label busy body\n"
    "label done done\n"
    "spec   AF done # to the end of the line\n"
    "spec AG (busy -> EX done)\n";

/* Does spec i hold in the initial state? -1 on error. */
static int holds(ctl_model_file *mf, size_t i)
{
  ctl_error err = {0};
  ctl_error_clear(&err);
  const ctl_model *m = ctl_model_file_model(mf, &err);
  const ctl_formula *f = m ? ctl_model_file_spec(mf, i, &err) : NULL;
  ctl_sat sat;
  if (!f || !ctl_check(m, f, &sat))
    return -1;
  int h = ctl_sat_get(&sat, m->k->initial, 0);
  ctl_sat_free(&sat);
  return h;
}

static void test_nusmv(void)
{
  ctl_error err = {0};
  ctl_error_clear(&err);
  ctl_model_file *mf =
      ctl_model_parse(nusmv, strlen(nusmv), "df.smv", &err);
  if (!tap_ok(mf != NULL, "a NuSMV model parses")) {
    printf("# %s:%u:%u: %s\n", err.source, err.line, err.col, err.text);
    return;
  }
  tap_is_int(ctl_model_file_nstates(mf), 4, "four locations");
  tap_is_str(ctl_model_file_state(mf, 3), "lexit", "named in VAR order");
  tap_is_int(ctl_model_file_nprops(mf), 2, "two DEFINEs");
  tap_is_str(ctl_model_file_prop(mf, 1), "redef", "in file order");
  tap_ok(!ctl_model_file_dead_end(mf, 3), "TRUE : location loops lexit");
  tap_is_int((long long)ctl_model_file_nspecs(mf), 2, "SPEC and CTLSPEC");
  tap_is_str(ctl_model_file_spec_text(mf, 0),
             "AG (freed -> AX !E[!redef U freed])",
             "the text without SPEC and ';'");
  tap_is_int(ctl_model_file_spec_line(mf, 0), 15, "the first spec's line");
  tap_is_str(ctl_model_file_spec_text(mf, 1), "EF\n  freed",
             "a spec may span lines");
  tap_is_int(ctl_model_file_spec_line(mf, 1), 16, "the second spec's line");
  const ctl_model *m = ctl_model_file_model(mf, &err);
  tap_ok(m && m->k->nstates == 4 && m->k->initial == 0 && m->nap == 2 &&
             m->nbind == 1,
         "the structure: 4 states, initial l0, 2 propositions");
  tap_ok(m && m->k->succ_off[1] - m->k->succ_off[0] == 2,
         "l0 has the two successors of its case branch");
  tap_ok(m && (ctl_bits_row(m, 0, 1)[0] & 1) &&
             !(ctl_bits_row(m, 0, 3)[0] & 1),
         "freed holds in l1, not in lexit");
  tap_ok(ctl_model_file_model(mf, &err) == m, "the model is built once");
  tap_is_int(holds(mf, 0), 1, "no double free on this model");
  tap_is_int(holds(mf, 1), 1, "EF freed holds");
  ctl_model_file_free(mf);
}

static void test_explicit(void)
{
  ctl_error err = {0};
  ctl_error_clear(&err);
  ctl_model_file *mf = ctl_model_parse(explicit_model, strlen(explicit_model),
                                       "loop.model", &err);
  if (!tap_ok(mf != NULL, "an explicit model parses")) {
    printf("# %s:%u:%u: %s\n", err.source, err.line, err.col, err.text);
    return;
  }
  tap_is_int(ctl_model_file_nstates(mf), 3, "three states");
  tap_is_str(ctl_model_file_state(mf, 0), "start", "the first named first");
  tap_ok(!ctl_model_file_dead_end(mf, 1) && ctl_model_file_dead_end(mf, 2),
         "done had no successor: it loops now");
  tap_is_str(ctl_model_file_spec_text(mf, 0), "AF done",
             "the spec text stops at a comment");
  tap_is_int(ctl_model_file_spec_line(mf, 1), 8, "the line of a spec");
  const ctl_model *m = ctl_model_file_model(mf, &err);
  tap_ok(m && m->k->initial == 0, "the initial state is the first named");
  tap_is_int(holds(mf, 0), 0, "AF done fails (body may loop)");
  tap_is_int(holds(mf, 1), 1, "AG (busy -> EX done) holds");
  ctl_model_file_free(mf);

  const char undefined[] = "init a\nedge a b\nspec AG (p -> q)\n";
  mf = ctl_model_parse(undefined, strlen(undefined), "u.model", &err);
  tap_ok(mf != NULL, "a spec naming an undefined proposition parses");
  tap_ok(mf && !ctl_model_file_spec(mf, 0, &err),
         "but does not resolve");
  tap_is_str(err.text, "proposition 'p' is not defined", "which is named");
  tap_ok(err.line == 3 && err.col == 10 && !strcmp(err.source, "u.model"),
         "at u.model:3:10");
  ctl_model_file_free(mf);
}

/* The model does not parse: err is exactly SOURCE:LINE:COL: TEXT. */
static void fails(const char *text, uint32_t line, uint32_t col,
                  const char *want, const char *name)
{
  ctl_error err = {0};
  ctl_error_clear(&err);
  err.text[sizeof err.text - 1] = '\0';
  ctl_model_file *mf = ctl_model_parse(text, strlen(text), "m", &err);
  char got[1200], exp[1200];
  snprintf(got, sizeof got, "%s:%u:%u: %s", mf ? "(parsed)" : err.source,
           err.line, err.col, err.text);
  snprintf(exp, sizeof exp, "m:%u:%u: %s", line, col, want);
  tap_is_str(got, exp, name);
  ctl_model_file_free(mf);
}

/* The states where DEFINE `body` holds, over locations l0..l4, as a
   string of 0/1 (or the error text). */
static void define_is(const char *body, const char *want, const char *name)
{
  char text[600], got[300];
  snprintf(text, sizeof text,
           "MODULE main\nVAR location : {l0, l1, l2, l3, l4};\n"
           "ASSIGN next(location) := case %s : l1; TRUE : location; esac;\n"
           "DEFINE x := %s;\n  two := location = l2; lo := location in {l0, l1};\n",
           body, body);
  ctl_error err = {0};
  ctl_error_clear(&err);
  ctl_model_file *mf = ctl_model_parse(text, strlen(text), "m", &err);
  if (!mf) {
    snprintf(got, sizeof got, "%u:%u: %.200s", err.line, err.col, err.text);
  } else {
    uint32_t x = 0;
    while (strcmp(ctl_model_file_prop(mf, x), "x"))
      x++;
    for (uint32_t s = 0; s < 5; s++)
      got[s] = ctl_model_file_holds(mf, x, s) ? '1' : '0';
    got[5] = ' '; /* then the states the case branch sends to l1 */
    const ctl_model *m = ctl_model_file_model(mf, &err);
    for (uint32_t s = 0; s < 5; s++)
      got[6 + s] = m->k->succ[m->k->succ_off[s]] == 1 && s != 1 ? '1'
                   : s == 1 ? got[s] : '0';
    got[11] = '\0';
  }
  tap_is_str(got, want, name);
  ctl_model_file_free(mf);
}

static void test_expressions(void)
{
  define_is("TRUE", "11111 11111", "TRUE");
  define_is("FALSE", "00000 00000", "FALSE");
  define_is("location = l3", "00010 00010", "location = l");
  define_is("location in {l4, l0, l4}", "10001 10001", "location in {..}");
  define_is("two", "00100 00100", "a DEFINE defined later");
  define_is("!two & !lo", "00011 00011", "! and &");
  define_is("two | lo & FALSE", "00100 00100", "& binds tighter than |");
  define_is("(two | lo) & FALSE", "00000 00000", "parentheses");
  define_is("lo -> two -> FALSE", "11111 11111", "-> is right associative");
  define_is("two <-> lo -> lo", "11100 11100", "<-> binds tighter than ->");
  define_is("!!two <-> location = l2", "11111 11111", "!! and <->");
  define_is("undefined | two", "4:13: unknown DEFINE 'undefined'",
            "an unknown DEFINE is reported where it is used (DEFINEs "
            "are evaluated before cases)");
  define_is("two |", "3:37: expected an expression near ':'",
            "a missing operand");
  define_is("(two", "3:36: expected ')' near ':'", "a missing ')'");
}

static void test_errors(void)
{
  fails("MODULE main\nVAR\n  location : {a, b};\nASSIGN\n"
        "  next(location) := case location = a b; esac;\n",
        5, 39, "expected ':' near 'b'", "a case branch without ':'");
  fails("MODULE main\nVAR\n  location : {a, b};\nASSIGN\n"
        "  init(location) := c;\n",
        5, 21, "unknown location 'c'", "an undeclared location");
  fails("MODULE main\nVAR location : {a};\nASSIGN init(location) := ;\n",
        3, 26, "expected a location near ';'", "a missing location");
  fails("MODULE", 1, 7, "expected 'main' at the end of the file",
        "MODULE without main");
  fails("MODULE main\nVAR location : {a, b}\nSPEC AG a\n", 3, 1,
        "expected ';' near 'SPEC'", "VAR without ';'");
  fails("MODULE main\nVAR location : {a};\nINIT location = a;\n", 3, 1,
        "expected MODULE, VAR, ASSIGN, DEFINE or SPEC near 'INIT'",
        "an unknown section");
  fails("MODULE main\nVAR location : {a};\nSPEC AG (a -> \n", 3, 14,
        "expected a formula at the end of the formula",
        "a SPEC that does not parse");
  fails("init a\nnode a\n", 2, 1,
        "expected init, edge, label or spec near 'node'", "an unknown item");
  fails("init a\nedge a b\nspec AG (x\n", 3, 11,
        "expected ')' at the end of the formula", "a bad formula");
  fails("init a\nspec\tAG AF b )", 2, 14,
        "expected an operator or the end of the formula near ')'",
        "spec columns count the blanks after the keyword");
  fails("edge\n", 1, 5, "expected a name after 'edge'", "edge without states");
  fails("init a b\n", 1, 8, "'init' takes one state", "init with two states");
  fails("edge a b : c\n", 1, 10, "expected a name near ':'",
        "a stray character");
  fails("# only a comment\n\n", 0, 0, "the model has no states",
        "an empty model");
}

int main(void)
{
  test_nusmv();
  test_explicit();
  test_errors();
  test_expressions();

  ctl_error err = {0};
  ctl_error_clear(&err);
  ctl_model_file *mf = ctl_model_parse("edge a b", 8, NULL, &err);
  tap_ok(mf && ctl_model_file_nstates(mf) == 2,
         "text without a newline at the end, no source name");
  ctl_model_file_free(mf);
  tap_ok(!ctl_model_parse("label", 5, NULL, &err) &&
             !strcmp(err.source, "<string>"),
         "errors without a source name say <string>");
  return tap_done();
}
