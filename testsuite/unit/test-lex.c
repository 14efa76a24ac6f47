/* test-lex.c: the lexer core (ut_lex): positions, blanks, comments, tokens, the error funnel. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/lex.h"
#include "../tap.h"

static const char *const puncts[] = {"...", "->", ":=", "(", ")", NULL};

static const ut_lex_syntax all = {
  .flags = UT_LEX_HASH_COMMENTS | UT_LEX_DASH_COMMENTS | UT_LEX_C_COMMENTS |
           UT_LEX_NUMBERS | UT_LEX_STRINGS,
  .blanks = " \t",
  .ident_first = "$",
  .ident_extra = ".",
  .dash = UT_LEX_DASH_BEFORE_WORD,
  .punct = puncts,
  .at_end = "the end of the test",
  .near_max = 5,
};

/* Every token of text as "KIND:TEXT@LINE:COL " (the string's value for
   strings), with '\n' a token or a blank. */
static char *tokens(const ut_lex_syntax *syn, const char *text, bool nl,
                    uint32_t line, uint32_t col)
{
  static char out[2048];
  static const char kinds[] = "EN#9S.?";
  ut_lex lx;
  ut_lex_init(&lx, syn, text, strlen(text), "t", line, col, NULL);
  lx.newlines = nl;
  size_t n = 0;
  out[0] = '\0';
  do {
    ut_lex_next(&lx);
    n += (size_t)snprintf(out + n, sizeof out - n, "%c:%.*s@%u:%u ",
                          kinds[lx.kind],
                          lx.kind == UT_LEX_STRING ? (int)strlen(lx.sval)
                                                   : (int)lx.tlen,
                          lx.kind == UT_LEX_STRING ? lx.sval : lx.ts,
                          lx.tline, lx.tcol);
  } while (lx.kind != UT_LEX_EOF && n < sizeof out);
  if (n)
    out[n - 1] = '\0';
  ut_lex_free(&lx);
  return out;
}

static void test_tokens(void)
{
  tap_is_str(tokens(&all, "a-b c- -1 x.y $v", false, 1, 1),
             "#:a-b@1:1 #:c@1:5 ?:-@1:6 9:-1@1:8 #:x.y@1:11 #:$v@1:15 E:@1:17",
             "names, a '-' inside one, negative numbers");
  tap_is_str(tokens(&all, "...->:=(())..", false, 1, 1),
             ".:...@1:1 .:->@1:4 .::=@1:6 .:(@1:8 .:(@1:9 .:)@1:10 "
             ".:)@1:11 ?:.@1:12 ?:.@1:13 E:@1:14",
             "the longest punctuation first, other bytes one at a time");
  tap_is_str(tokens(&all, "a # x\n-- y\nb /* z\n */ c", false, 1, 1),
             "#:a@1:1 #:b@3:1 #:c@4:5 E:@4:6", "three comment styles");
  tap_is_str(tokens(&all, "a\n\nb", true, 1, 1),
             "#:a@1:1 N:\n@1:2 N:\n@2:1 #:b@3:1 E:@3:2",
             "newlines as tokens");
  tap_is_str(tokens(&all, "x\n  y", false, 7, 20),
             "#:x@7:20 #:y@8:3 E:@8:4",
             "positions start where the text is embedded");
  tap_is_str(tokens(&all, "\"a\\\"b\\n\\tc\" d", false, 1, 1),
             "S:a\"b\n\tc@1:1 #:d@1:13 E:@1:14", "a string and its escapes");

  static const ut_lex_syntax ctl = {
    .flags = UT_LEX_DASH_COMMENTS, .ident_extra = "",
    .dash = UT_LEX_DASH_NOT_ARROW, .punct = puncts,
  };
  tap_is_str(tokens(&ctl, "p--q r->s t-", false, 1, 1),
             "#:p--q@1:1 #:r@1:6 .:->@1:7 #:s@1:9 #:t-@1:11 E:@1:13",
             "'-' unless it starts an arrow");
  static const ut_lex_syntax model = {
    .flags = UT_LEX_DASH_COMMENTS | UT_LEX_HASH_COMMENTS,
    .ident_first = "0123456789", .ident_extra = "#",
    .dash = UT_LEX_DASH_NOT_COMMENT, .punct = puncts,
  };
  tap_is_str(tokens(&model, "a#1 2-b c--d\n#e\nf\v", false, 1, 1),
             "#:a#1@1:1 #:2-b@1:5 #:c@1:9 #:f@3:1 E:@3:3",
             "'-' unless it starts a comment; isspace() blanks");
  tap_is_str(tokens(&all, "a\vb", false, 1, 1),
             "#:a@1:1 ?:\v@1:2 #:b@1:3 E:@1:4",
             "a byte that is not a blank is a token");
}

static void test_errors(void)
{
  ctl_error err = {0};
  ut_lex lx;

  ctl_error_clear(&err);
  ut_lex_init(&lx, &all, "  \"abc", 6, "f.rules", 3, 1, &err);
  ut_lex_next(&lx);
  tap_ok(lx.failed && lx.kind == UT_LEX_EOF, "an unterminated string ends");
  tap_is_str(err.text, "unterminated string", "with an error");
  tap_ok(err.line == 3 && err.col == 3 && !strcmp(err.source, "f.rules"),
         "at the string");
  tap_ok(!ut_lex_error(&lx, 9, 9, "later") && !strcmp(err.text,
         "unterminated string"), "the first error wins");
  ut_lex_free(&lx);

  ctl_error_clear(&err);
  ut_lex_init(&lx, &all, "a /* b", 6, NULL, 1, 1, &err);
  ut_lex_next(&lx);
  ut_lex_next(&lx);
  tap_ok(lx.kind == UT_LEX_EOF && !strcmp(err.text, "unterminated comment") &&
             err.col == 3 && !strcmp(err.source, "<string>"),
         "an unterminated comment, in <string>");

  ctl_error_clear(&err);
  ut_lex_init(&lx, &all, "abcdefgh", 8, "s", 1, 1, &err);
  ut_lex_next(&lx);
  ut_lex_expected(&lx, "'('");
  tap_is_str(err.text, "expected '(' near 'abcde'",
             "near quotes near_max bytes");
  ctl_error_clear(&err);
  ut_lex_init(&lx, &all, "\n", 1, "s", 1, 1, &err);
  lx.newlines = true;
  ut_lex_next(&lx);
  ut_lex_expected(&lx, "'('");
  tap_is_str(err.text, "expected '(' at the end of the line", "at a newline");
  ctl_error_clear(&err);
  ut_lex_init(&lx, &all, "", 0, "s", 1, 1, &err);
  ut_lex_next(&lx);
  ut_lex_expected(&lx, "'('");
  tap_is_str(err.text, "expected '(' at the end of the test", "at the end");

  ut_lex_init(&lx, &all, "ab\ncd ef", 8, "s", 1, 1, NULL);
  ut_lex_next(&lx);
  ut_lex_advance(&lx, lx.ts + 6);
  ut_lex_next(&lx);
  tap_ok(ut_lex_is_word(&lx, "ef") && lx.tline == 2 && lx.tcol == 4,
         "advance keeps counting lines and columns");
  char *d = ut_lex_dup(&lx);
  tap_is_str(d, "ef", "a copy of the token");
  free(d);
  tap_ok(!ut_lex_error(&lx, 1, 1, "x") && lx.failed,
         "without a ctl_error, an error still fails the lexer");
}

int main(void)
{
  test_tokens();
  test_errors();
  return tap_done();
}
