/* test-report-fingerprint.c: partial fingerprints keep their exact values
   (users' SARIF baselines hold them), and ignore blanks in the line. */
#include "config.h"

#include <stdio.h>

#include "ctlcheck/sarif.h"
#include "../tap.h"

int main(void)
{
  /* Values as released: they must never change. */
  static const struct {
    const char *rule, *file, *function, *text;
    uint32_t occurrence;
    const char *want, *name;
  } cases[] = {
    {"double-free", "bug.c", "twice", "  free (p);", 0,
     "e18761d93e338c537aa2239f4d5dd804", "a finding"},
    {"double-free", "bug.c", "twice", "free(p);", 0,
     "e18761d93e338c537aa2239f4d5dd804", "re-indented and re-spaced: the same"},
    {"double-free", "bug.c", "twice", "\tfree (p);\r", 3,
     "e18361d93e2fa37ca06cb9117a280349", "the fourth identical line"},
    {"null-deref", "/abs/dir/x.c", "", "", 0,
     "55f06f7771ec47b71f98a02bda7e7400", "no function, no line text"},
    {"unit", "/tmp/a.c", "-O2 -c", "", 0,
     "f226e786355215c108fd2924ed9f9a3a", "a unit's log name"},
    {"", "", "", "", 4294967295u,
     "b460e0f6082309f9630d824e2d151310", "empty fields, the largest occurrence"},
    {"use-after-free", "caf\xc3\xa9.c", "f\xff", "x = *p; /* \xe2\x80\x94 */", 12,
     "f15275cf1da0df68ba33fa95791f571d", "bytes above 0x7f"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char buf[33];
    sarif_fingerprint(cases[i].rule, cases[i].file, cases[i].function,
                      cases[i].text, cases[i].occurrence, buf);
    tap_is_str(buf, cases[i].want, cases[i].name);
  }
  return tap_done();
}
