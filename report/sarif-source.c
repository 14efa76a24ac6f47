/* sarif-source.c: source lines read once per file, and ctlcheck-ignore comments in them. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"

typedef struct src_file {
  char *name;
  char *text;     /* whole file, lines split in place */
  char **lines;   /* lines[0] is line 1 */
  uint32_t nlines;
  struct src_file *next;
} src_file;

static src_file *cache;
static char *root; /* see sarif_source_set_root */

void sarif_source_set_root(const char *dir)
{
  free(root);
  root = dir ? ut_strdup(dir) : NULL;
}

/* Read a file and split it into lines; NULL if it cannot be read. */
static src_file *load(const char *name)
{
  FILE *f = fopen(name, "rb");
  if (!f)
    return NULL;
  size_t cap = 8192, n = 0, got;
  char *text = ut_malloc(cap);
  while (text && (got = fread(text + n, 1, cap - n - 1, f)) > 0) {
    n += got;
    if (n + 1 == cap)
      text = ut_realloc(text, cap *= 2);
  }
  fclose(f);
  if (!text)
    return NULL;
  text[n] = '\0';
  src_file *s = ut_calloc(1, sizeof *s);
  s->name = ut_strdup(name);
  s->text = text;
  uint32_t capl = 256;
  s->lines = ut_malloc(capl * sizeof *s->lines);
  for (char *p = text; p < text + n || (p == text && n == 0);) {
    if (s->nlines == capl)
      s->lines = ut_realloc(s->lines, (capl *= 2) * sizeof *s->lines);
    s->lines[s->nlines++] = p;
    char *nl = memchr(p, '\n', (size_t)(text + n - p));
    if (!nl)
      break;
    *nl = '\0';
    if (nl > p && nl[-1] == '\r')
      nl[-1] = '\0';
    p = nl + 1;
  }
  return s;
}

static src_file *get(const char *name)
{
  for (src_file *s = cache; s; s = s->next)
    if (strcmp(s->name, name) == 0)
      return s;
  src_file *s = load(name);
  if (!s && root && name[0] != '/') {
    size_t n = strlen(root) + strlen(name) + 2;
    char *path = ut_malloc(n);
    if (path) {
      snprintf(path, n, "%s/%s", root, name);
      if ((s = load(path))) {
        free(s->name);
        s->name = ut_strdup(name); /* cached under the name it was asked by */
      }
      free(path);
    }
  }
  if (!s) { /* remember the failure too: callers ask again and again */
    s = ut_calloc(1, sizeof *s);
    if (!s)
      return NULL;
    s->name = ut_strdup(name);
  }
  s->next = cache;
  cache = s;
  return s;
}

const char *sarif_source_line(const char *file, uint32_t line)
{
  src_file *s = file ? get(file) : NULL;
  return s && line >= 1 && line <= s->nlines ? s->lines[line - 1] : NULL;
}

void sarif_source_cache_clear(void)
{
  while (cache) {
    src_file *next = cache->next;
    free(cache->name);
    free(cache->text);
    free(cache->lines);
    free(cache);
    cache = next;
  }
}

/* Does the id list after the marker name `id` (or everything)? */
static bool names_rule(const char *list, const char *id)
{
  const char *p = list;
  size_t idlen = strlen(id);
  bool any = false;
  while (*p) {
    while (*p == ' ' || *p == '\t' || *p == ',' || *p == ':')
      p++;
    const char *start = p;
    while (*p && (isalnum((unsigned char)*p) || *p == '-' || *p == '_'))
      p++;
    size_t len = (size_t)(p - start);
    if (!len)
      break; /* end of the list: a comment closer or prose */
    any = true;
    if ((len == idlen && strncmp(start, id, len) == 0) ||
        (len == 3 && strncmp(start, "all", 3) == 0))
      return true;
  }
  return !any;
}

/* Is the comment holding the marker at m alone on its line: no code
   before it, nor after its end?  (Conservative: a line with two comments
   is not.) */
static bool comment_alone(const char *text, const char *m)
{
  const char *p = text;
  while (*p == ' ' || *p == '\t')
    p++;
  if (strncmp(p, "//", 2) == 0)
    return true;
  if (strncmp(p, "/*", 2) != 0 && *p != '*') /* '*': a comment goes on */
    return false;
  const char *close = strstr(p + 1, "*/");
  if (close && close < m)
    return false;
  if (!close)
    return true;
  for (close += 2; *close == ' ' || *close == '\t'; close++)
    ;
  return *close == '\0';
}

/* The justification after the marker's id list (`ctlcheck-ignore ID, ID:
   TEXT`, then maybe the comment's end): TEXT, "" when there is none. */
static char *justification(const char *after)
{
  const char *p = after;
  for (bool more = true; more;) {
    while (*p == ' ' || *p == '\t')
      p++;
    while (isalnum((unsigned char)*p) || *p == '-' || *p == '_')
      p++;
    const char *q = p;
    while (*q == ' ' || *q == '\t')
      q++;
    more = *q == ',';
    if (more)
      p = q + 1;
  }
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p == ':')
    p++;
  while (*p == ' ' || *p == '\t')
    p++;
  const char *end = strstr(p, "*/");
  if (!end)
    end = p + strlen(p);
  while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
    end--;
  return ut_strndup(p, (size_t)(end - p));
}

char *sarif_suppression(const char *file, uint32_t line, const char *id)
{
  static const char marker[] = "ctlcheck-ignore";
  uint32_t lines[2] = {line, line - 1};
  for (int i = 0; i < 2 && lines[i] >= 1; i++) {
    const char *text = sarif_source_line(file, lines[i]);
    const char *m = text ? strstr(text, marker) : NULL;
    /* A comment after code is about its own line only. */
    if (m && (i == 0 || comment_alone(text, m)) &&
        names_rule(m + sizeof marker - 1, id))
      return justification(m + sizeof marker - 1);
  }
  return NULL;
}
