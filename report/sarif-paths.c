/* sarif-paths.c: file names as SARIF needs them: joined, normalised, relative to a root. */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/util.h"
#include "sarif-private.h"

/* Remove "." and "dir/.." parts and doubled slashes from path, in place
   (never longer than it was). */
void sarif_path_normalize(char *path)
{
  bool abs = path[0] == '/';
  char *src = ut_strdup(path), *save = NULL, *out = path;
  size_t droppable = 0; /* parts written since the last leading ".." */
  if (abs)
    *out++ = '/';
  for (char *part = strtok_r(src, "/", &save); part;
       part = strtok_r(NULL, "/", &save)) {
    if (!strcmp(part, "."))
      continue;
    if (!strcmp(part, "..") && (droppable || abs)) {
      if (droppable) { /* drop the last part and its slash */
        while (out > path + abs && out[-1] != '/')
          out--;
        if (out > path + abs)
          out--;
        droppable--;
      }
      continue; /* "/.." is "/" */
    }
    if (out > path + abs)
      *out++ = '/';
    size_t len = strlen(part);
    memmove(out, part, len);
    out += len;
    droppable += strcmp(part, "..") != 0;
  }
  if (out == path)
    *out++ = '.';
  *out = '\0';
  free(src);
}

char *sarif_path_join(const char *root, const char *rel)
{
  size_t n = strlen(root) + strlen(rel) + 3;
  char *out = ut_malloc(n);
  if (rel[0] == '/')
    snprintf(out, n, "%s", rel);
  else
    snprintf(out, n, "/%s/%s", root, rel); /* root is absolute: "//" folds */
  sarif_path_normalize(out);
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
