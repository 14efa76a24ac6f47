/* sarif-paths.c: file names as SARIF needs them: joined, normalised, relative to a root. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "sarif-private.h"

char *sarif_path_join(const char *root, const char *rel)
{
  size_t n = strlen(root) + strlen(rel) + 2;
  char *in = ut_malloc(n), *out = ut_malloc(n);
  if (rel[0] == '/')
    snprintf(in, n, "%s", rel);
  else
    snprintf(in, n, "%s/%s", root, rel);
  /* Copy segment by segment: drop "" and ".", let ".." remove one. */
  size_t o = 0;
  for (const char *p = in; *p;) {
    const char *e = strchr(p, '/');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (len == 2 && p[0] == '.' && p[1] == '.') {
      while (o > 0 && out[o - 1] != '/')
        o--;
      if (o > 0)
        o--;
    } else if (len && !(len == 1 && p[0] == '.')) {
      out[o++] = '/';
      memcpy(out + o, p, len);
      o += len;
    }
    p += len + (e != NULL);
  }
  if (!o)
    out[o++] = '/';
  out[o] = '\0';
  free(in);
  return out;
}

size_t sarif_path_common(const char *a, const char *b)
{
  size_t i = 0, dir = 0;
  while (a[i] && a[i] == b[i]) {
    if (a[i] == '/')
      dir = i;
    i++;
  }
  if ((!a[i] || a[i] == '/') && (!b[i] || b[i] == '/'))
    dir = i;
  return dir;
}

const char *sarif_path_under(const char *path, const char *root)
{
  size_t n = strlen(root);
  while (n > 1 && root[n - 1] == '/')
    n--;
  if (n == 1 && root[0] == '/')
    return path + 1;
  if (strncmp(path, root, n) != 0 || path[n] != '/')
    return NULL;
  return path + n + 1;
}
