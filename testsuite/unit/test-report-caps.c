/* test-sarif-caps.c: GitHub's limits (25,000 results per run, 10,000
   thread-flow locations per result) are applied on write and announced in
   a notification, and the capped log still reads back. */
#include "config.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "../tap.h"

/* Does the run have a notification with descriptor id `id`? */
static bool has_note(json_t *run, const char *id)
{
  json_t *inv = json_array_get(json_object_get(run, "invocations"), 0);
  json_t *notes = json_object_get(inv, "toolExecutionNotifications");
  size_t i;
  json_t *n;
  json_array_foreach(notes, i, n) {
    const char *d = json_string_value(
        json_object_get(json_object_get(n, "descriptor"), "id"));
    if (d && strcmp(d, id) == 0)
      return true;
  }
  return false;
}

int main(void)
{
  const size_t nres = SARIF_MAX_RESULTS + 7, nev = SARIF_MAX_FLOW_LOCATIONS + 3;
  sarif_rule rule = {"double-free", "memory freed twice", NULL, "help", "warning",
                     415, NULL, 0};
  sarif_loc *ev = calloc(nev, sizeof *ev);
  for (size_t i = 0; i < nev; i++)
    ev[i] = (sarif_loc){"caps.c", (uint32_t)(i % 100) + 1, 1, "step"};
  sarif_result *res = calloc(nres, sizeof *res);
  for (size_t i = 0; i < nres; i++)
    res[i] = (sarif_result){0, "'p' is freed twice", {"caps.c", (uint32_t)i + 1, 3, NULL},
                            ev, i == 0 ? nev : 2, "f", NULL};
  const char *argv[] = {"gcc", "-c", "caps.c"};
  const char *arts[] = {"caps.c"};
  sarif_run run = {"test", "https://example.invalid/ctlcheck", "/tmp", &rule, 1,
                   res, nres, NULL, 0, arts, 1, argv, 3, true, NULL};
  char path[] = "/tmp/ctlcheck-capsXXXXXX";
  int fd = mkstemp(path);
  close(fd);
  ctl_error err = {0};
  tap_ok(sarif_write_file(&run, path, &err), "a log with %zu results is written", nres);
  json_error_t jerr;
  json_t *log = json_load_file(path, 0, &jerr);
  tap_ok(log != NULL, "and reads back as JSON");
  json_t *r = json_array_get(json_object_get(log, "runs"), 0);
  json_t *results = json_object_get(r, "results");
  tap_is_int((long long)json_array_size(results), SARIF_MAX_RESULTS,
             "results are capped at 25,000");
  tap_ok(has_note(r, "results-capped"), "with a results-capped notification");
  json_t *flow = json_object_get(json_array_get(json_object_get(
      json_array_get(json_object_get(json_array_get(results, 0), "codeFlows"), 0),
      "threadFlows"), 0), "locations");
  tap_is_int((long long)json_array_size(flow), SARIF_MAX_FLOW_LOCATIONS,
             "a path is capped at 10,000 thread-flow locations");
  tap_ok(has_note(r, "code-flow-capped"), "with its own notification");
  json_decref(log);
  unlink(path);
  free(res);
  free(ev);
  return tap_done();
}
