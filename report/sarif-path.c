/* sarif-path.c: what the reports read from a result: its place, rule, level, fingerprint, local file. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

const char *sarif_result_fingerprint(json_t *result)
{
  json_t *pf = json_object_get(result, "partialFingerprints"), *v;
  const char *fp = json_string_value(json_object_get(pf, "ctlcheckFingerprint/v1"));
  const char *k;
  if (fp)
    return fp;
  json_object_foreach(pf, k, v)
    if (json_is_string(v))
      return json_string_value(v);
  return NULL;
}

json_t *sarif_result_place(json_t *result)
{
  return sarif_at(result, "locations.0.physicalLocation");
}

uint32_t sarif_place_line(json_t *physical)
{
  json_int_t line = json_integer_value(sarif_at(physical, "region.startLine"));
  return line > 0 && line <= UINT32_MAX ? (uint32_t)line : 0;
}

json_t *sarif_result_rule(json_t *run, json_t *result)
{
  json_t *rules = sarif_at(run, "tool.driver.rules"), *rule;
  const char *id = json_string_value(json_object_get(result, "ruleId"));
  json_t *ri = json_object_get(result, "ruleIndex");
  if (json_is_integer(ri) && json_integer_value(ri) >= 0) {
    rule = json_array_get(rules, (size_t)json_integer_value(ri));
    const char *rid = json_string_value(json_object_get(rule, "id"));
    if (rule && (!id || (rid && !strcmp(id, rid))))
      return rule;
  }
  size_t i;
  if (id)
    json_array_foreach(rules, i, rule) {
      const char *rid = json_string_value(json_object_get(rule, "id"));
      if (rid && !strcmp(id, rid))
        return rule;
    }
  return NULL;
}

const char *sarif_result_level(json_t *run, json_t *result)
{
  const char *level = json_string_value(json_object_get(result, "level"));
  if (!level)
    level = sarif_str_at(sarif_result_rule(run, result),
                         "defaultConfiguration.level");
  return level ? level : "warning";
}

bool sarif_result_suppressed(json_t *result)
{
  return json_array_size(json_object_get(result, "suppressions")) > 0;
}

const char *sarif_location_uri(json_t *run, json_t *physical,
                               const char **base_id)
{
  json_t *al = json_object_get(physical, "artifactLocation");
  const char *uri = json_string_value(json_object_get(al, "uri"));
  json_t *index = json_object_get(al, "index");
  *base_id = json_string_value(json_object_get(al, "uriBaseId"));
  if (!uri && json_is_integer(index) && json_integer_value(index) >= 0) {
    json_t *a = json_object_get(json_array_get(json_object_get(run, "artifacts"),
                                               (size_t)json_integer_value(index)),
                                "location");
    uri = json_string_value(json_object_get(a, "uri"));
    *base_id = json_string_value(json_object_get(a, "uriBaseId"));
  }
  return uri;
}

/* The value of one hexadecimal digit, or -1. */
static int hex(char c)
{
  return c >= '0' && c <= '9'   ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                : -1;
}

char *sarif_uri_path(const char *uri)
{
  if (!strncmp(uri, "file://", 7)) {
    uri += 7; /* file:///abs or file://host/abs: the path from the '/' on */
    const char *slash = strchr(uri, '/');
    uri = slash ? slash : uri + strlen(uri);
  }
  char *out = ut_malloc(strlen(uri) + 1), *o = out;
  for (const char *p = uri; *p; p++) {
    if (*p == '%' && hex(p[1]) >= 0 && hex(p[2]) >= 0) {
      *o++ = (char)(hex(p[1]) * 16 + hex(p[2]));
      p += 2;
    } else {
      *o++ = *p;
    }
  }
  *o = '\0';
  return out;
}

/* The directory a uriBaseId stands for (malloc'ed, ending in '/'), or
   NULL; base ids may be based on others (a few levels deep). */
static char *base_dir(json_t *run, const char *id, const char *srcroot,
                      int depth)
{
  if (!id || depth > 4)
    return NULL;
  char *dir = NULL;
  if (srcroot && !strcmp(id, "%SRCROOT%")) {
    dir = ut_strdup(srcroot);
  } else {
    json_t *b = json_object_get(json_object_get(run, "originalUriBaseIds"), id);
    const char *uri = json_string_value(json_object_get(b, "uri"));
    if (!uri)
      return NULL;
    dir = sarif_uri_path(uri);
    const char *up = json_string_value(json_object_get(b, "uriBaseId"));
    if (dir[0] != '/' && up) {
      char *parent = base_dir(run, up, srcroot, depth + 1);
      if (parent) {
        size_t n = strlen(parent) + strlen(dir) + 1;
        char *joined = ut_malloc(n);
        snprintf(joined, n, "%s%s", parent, dir);
        free(parent);
        free(dir);
        dir = joined;
      }
    }
  }
  size_t n = strlen(dir);
  if (n && dir[n - 1] != '/') {
    dir = ut_realloc(dir, n + 2);
    strcpy(dir + n, "/");
  }
  return dir;
}

char *sarif_local_path(json_t *run, json_t *physical, const char *srcroot)
{
  const char *base_id;
  const char *uri = sarif_location_uri(run, physical, &base_id);
  if (!uri)
    return NULL;
  char *path = sarif_uri_path(uri);
  char *dir = path[0] == '/' ? NULL : base_dir(run, base_id, srcroot, 0);
  if (dir) {
    size_t n = strlen(dir) + strlen(path) + 1;
    char *joined = ut_malloc(n);
    snprintf(joined, n, "%s%s", dir, path);
    free(path);
    free(dir);
    path = joined;
  }
  sarif_path_normalize(path);
  return path;
}
