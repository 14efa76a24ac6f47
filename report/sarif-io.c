/* sarif-io.c: SARIF logs read from files and JSON written atomically. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

json_t *sarif_read_file(const char *path, ctl_error *err)
{
  json_error_t e;
  json_t *log = json_load_file(path, 0, &e);
  if (!log) {
    ctl_error_set(err, path, e.line > 0 ? (uint32_t)e.line : 0,
                  e.column > 0 ? (uint32_t)e.column : 0, "%s", e.text);
    return NULL;
  }
  json_t *runs = json_object_get(log, "runs");
  const char *version = json_string_value(json_object_get(log, "version"));
  if (!json_is_object(log) || !json_is_array(runs) || !version ||
      strcmp(version, "2.1.0") != 0) {
    ctl_error_set(err, path, 0, 0,
                  "not a SARIF 2.1.0 log (expected an object with "
                  "\"version\": \"2.1.0\" and a \"runs\" array)");
    json_decref(log);
    return NULL;
  }
  return log;
}

bool sarif_save_with(const char *path, bool (*emit)(FILE *f, void *arg),
                     void *arg, ctl_error *err)
{
  size_t n = strlen(path) + 32;
  char *tmp = ut_malloc(n);
  snprintf(tmp, n, "%s.tmp.%ld", path, (long)getpid());
  errno = 0;
  FILE *f = fopen(tmp, "w");
  bool ok = f != NULL;
  if (f) {
    ok = emit(f, arg) && !ferror(f);
    ok = fclose(f) == 0 && ok;
  }
  ok = ok && rename(tmp, path) == 0;
  if (!ok) {
    int e = errno ? errno : EIO;
    unlink(tmp);
    ctl_error_set(err, path, 0, 0, "%s", strerror(e));
  }
  free(tmp);
  return ok;
}

/* sarif_save_with's writer for one JSON document. */
static bool emit_json(FILE *f, void *log)
{
  return json_dumpf(log, f, JSON_INDENT(2) | JSON_ENSURE_ASCII) == 0;
}

bool sarif_save_json(json_t *log, const char *path, ctl_error *err)
{
  return sarif_save_with(path, emit_json, log, err);
}

bool sarif_make_dirs(const char *dir, ctl_error *err)
{
  char *p = ut_strdup(dir);
  bool ok = true;
  for (char *q = p + 1; ok; q++) {
    if (*q != '/' && *q != '\0')
      continue;
    char c = *q;
    *q = '\0';
    /* Another compilation may create it at the same moment: EEXIST is
       success when what exists is a directory. */
    struct stat st;
    if (mkdir(p, 0777) != 0) {
      if (errno != EEXIST)
        ok = ctl_error_set(err, dir, 0, 0, "cannot create directory '%s': %s",
                           p, strerror(errno));
      else if (stat(p, &st) != 0 || !S_ISDIR(st.st_mode))
        ok = ctl_error_set(err, dir, 0, 0,
                           "cannot create directory '%s': '%s' exists and is "
                           "not a directory", dir, p);
    }
    *q = c;
    if (!c)
      break;
  }
  free(p);
  return ok;
}
