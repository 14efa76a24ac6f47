/* sarif-html.c: a static HTML report of a log: an index and one page per source file. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ctlcheck/sarif.h"
#include "ctlcheck/util.h"
#include "sarif-private.h"

/* A source file that has findings or path events: one page. */
typedef struct hfile {
  char *path;     /* the local file (its key) */
  char *name;     /* as shown: the URI as written, or the path */
  char *page;     /* "N-BASENAME.html" */
  unsigned findings, suppressed;
} hfile;

/* One path event of a finding. */
typedef struct hevent {
  uint32_t file, line; /* file UT_NONE: no place */
  json_t *loc;         /* the thread-flow location's location */
} hevent;

/* One result. */
typedef struct hfind {
  json_t *run, *res, *rule;
  const char *level, *state; /* state: baselineState or NULL */
  uint32_t file, line;       /* file UT_NONE: no place (or absent) */
  uint32_t rid;              /* its rule id's index in rule_ids */
  bool sup, absent;
  size_t ev, nev;            /* its events: events[ev .. ev + nev) */
} hfind;

/* Something to show at a line of a page: a finding (event 0) or one of
   its events (1-based). */
typedef struct hmark {
  uint32_t line, find, event;
} hmark;

/* Findings counted under a name (a rule id). */
typedef struct hcount {
  unsigned findings, suppressed;
  size_t first; /* the first finding with it */
} hcount;

typedef struct report {
  json_t *log;
  const char *srcroot;
  ut_intern paths;    /* local files, by index into files */
  hfile *files;
  size_t capfiles;
  hfind *finds;
  size_t nfinds, capfinds;
  hevent *events;
  size_t nevents, capevents;
  uint32_t *first;    /* marks of file i: marks[first[i] .. first[i+1]) */
  hmark *marks;
  ut_intern rule_ids; /* rules with results, by index into rules */
  hcount *rules;
  size_t caprules;
  unsigned states[4]; /* new, unchanged, updated, absent */
  bool has_states;
} report;

static const char *const state_names[4] = {"new", "unchanged", "updated",
                                           "absent"};

/* ------------------------------------------------------------ collecting */

/* A file name reduced to letters, digits, '.', '-' and '_'. */
static void page_name(char *buf, size_t len, uint32_t index, const char *path)
{
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  int n = snprintf(buf, len, "%u-", index + 1);
  size_t o = n > 0 ? (size_t)n : 0;
  for (const char *p = base; *p && o + 6 < len && o < 64; p++)
    buf[o++] = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                       (*p >= '0' && *p <= '9') || *p == '.' || *p == '-' ||
                       *p == '_'
                   ? *p
                   : '_';
  snprintf(buf + o, len - o, ".html");
}

/* The page of the file a physicalLocation names, added on first sight;
   UT_NONE without a URI. */
static uint32_t file_of(report *rep, json_t *run, json_t *place)
{
  const char *base_id;
  const char *uri = place ? sarif_location_uri(run, place, &base_id) : NULL;
  if (!uri)
    return UT_NONE;
  char *path = sarif_local_path(run, place, rep->srcroot);
  uint32_t n = rep->paths.n;
  uint32_t i = ut_intern_add(&rep->paths, path, strlen(path));
  if (i == n) {
    char page[96];
    rep->files = ut_grow(rep->files, i, &rep->capfiles, sizeof *rep->files);
    hfile *f = &rep->files[i];
    char *written = sarif_uri_path(uri);
    page_name(page, sizeof page, i, path);
    *f = (hfile){ut_strdup(path), written, ut_strdup(page), 0, 0};
    if (written[0] == '/' || !base_id) { /* absolute, or relative to nothing */
      free(f->name);
      f->name = ut_strdup(path);
    }
  }
  free(path);
  return i;
}

/* Count a finding under its rule id. */
static void count_rule(report *rep, size_t k)
{
  hfind *h = &rep->finds[k];
  const char *id = json_string_value(json_object_get(h->res, "ruleId"));
  if (!id)
    id = json_string_value(json_object_get(h->rule, "id"));
  if (!id)
    id = "(no rule)";
  uint32_t n = rep->rule_ids.n;
  uint32_t i = ut_intern_add(&rep->rule_ids, id, strlen(id));
  h->rid = i;
  if (i == n) {
    rep->rules = ut_grow(rep->rules, i, &rep->caprules, sizeof *rep->rules);
    rep->rules[i] = (hcount){0, 0, k};
  }
  if (!h->absent) {
    rep->rules[i].findings += !h->sup;
    rep->rules[i].suppressed += h->sup;
  }
}

/* Add result r of run with its events. */
static void add_result(report *rep, json_t *run, json_t *r)
{
  rep->finds = ut_grow(rep->finds, rep->nfinds, &rep->capfinds,
                       sizeof *rep->finds);
  size_t k = rep->nfinds++;
  hfind *h = &rep->finds[k];
  json_t *place = sarif_result_place(r);
  *h = (hfind){run, r, sarif_result_rule(run, r), sarif_result_level(run, r),
               json_string_value(json_object_get(r, "baselineState")),
               UT_NONE, sarif_place_line(place), 0, sarif_result_suppressed(r),
               false, rep->nevents, 0};
  for (int s = 0; s < 4 && h->state; s++)
    if (!strcmp(h->state, state_names[s])) {
      rep->states[s]++;
      rep->has_states = true;
      h->absent = s == 3;
    }
  count_rule(rep, k);
  if (h->absent) /* no longer in the source: listed in the index only */
    return;
  h->file = file_of(rep, run, place);
  if (h->file != UT_NONE) {
    rep->files[h->file].findings += !h->sup;
    rep->files[h->file].suppressed += h->sup;
  }
  json_t *flow = sarif_at(r, "codeFlows.0.threadFlows.0.locations"), *t;
  size_t i;
  json_array_foreach(flow, i, t) {
    json_t *loc = json_object_get(t, "location");
    json_t *p = json_object_get(loc, "physicalLocation");
    rep->events = ut_grow(rep->events, rep->nevents, &rep->capevents,
                          sizeof *rep->events);
    rep->events[rep->nevents++] =
        (hevent){file_of(rep, run, p), sarif_place_line(p), loc};
    rep->finds[k].nev++;
  }
}

/* Order of marks on one page: by line, then finding, its events before
   the finding itself. */
static int by_line(const void *a, const void *b)
{
  const hmark *x = a, *y = b;
  uint32_t ex = x->event ? x->event : UINT32_MAX;
  uint32_t ey = y->event ? y->event : UINT32_MAX;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  if (x->find != y->find)
    return x->find < y->find ? -1 : 1;
  return ex < ey ? -1 : ex > ey;
}

/* The marks of every page, grouped by file (a counting sort), each
   page's sorted by line. */
static void place_marks(report *rep)
{
  size_t nfiles = rep->paths.n, total = 0;
  rep->first = ut_calloc(nfiles + 2, sizeof *rep->first);
  for (int pass = 0; pass < 2; pass++) {
    for (size_t k = 0; k < rep->nfinds; k++) {
      const hfind *h = &rep->finds[k];
      if (h->absent)
        continue;
      for (size_t e = 0; e <= h->nev; e++) {
        const uint32_t file = e ? rep->events[h->ev + e - 1].file : h->file;
        if (file == UT_NONE)
          continue;
        if (pass == 0) {
          rep->first[file + 1]++;
          total++;
        } else {
          uint32_t line = e ? rep->events[h->ev + e - 1].line : h->line;
          rep->marks[rep->first[file]++] =
              (hmark){line, (uint32_t)k, (uint32_t)e};
        }
      }
    }
    if (pass == 0) {
      for (size_t i = 0; i < nfiles; i++)
        rep->first[i + 1] += rep->first[i];
      rep->marks = ut_calloc(total + 1, sizeof *rep->marks);
    }
  }
  for (size_t i = nfiles; i > 0; i--) /* back to the start of each group */
    rep->first[i] = rep->first[i - 1];
  rep->first[0] = 0;
  for (size_t i = 0; i < nfiles; i++)
    qsort(rep->marks + rep->first[i], rep->first[i + 1] - rep->first[i],
          sizeof *rep->marks, by_line);
}

/* ------------------------------------------------------------- HTML text */

/* s with &, <, >, " and ' as character references. */
static void esc(FILE *f, const char *s)
{
  for (; s && *s; s++)
    switch (*s) {
    case '&': fputs("&amp;", f); break;
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '"': fputs("&quot;", f); break;
    case '\'': fputs("&#39;", f); break;
    default: fputc(*s, f);
    }
}

/* s percent-encoded for a URL's fragment (then safe in an attribute). */
static void url_part(FILE *f, const char *s)
{
  for (; s && *s; s++) {
    unsigned char c = (unsigned char)*s;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
        (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~')
      fputc(c, f);
    else
      fprintf(f, "%%%02X", c);
  }
}

static const char style[] =
    "body{font:14px/1.4 system-ui,sans-serif;margin:1em 2em;color:#222}"
    "h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.5em}"
    "table{border-collapse:collapse}th,td{padding:2px 8px;text-align:left;"
    "vertical-align:top}thead th{background:#eee;cursor:pointer;"
    "user-select:none}th[aria-sort=ascending]::after{content:' \\25b2'}"
    "th[aria-sort=descending]::after{content:' \\25bc'}"
    ".list tbody tr:nth-child(even){background:#f7f7f7}"
    "#findings td:not(:last-child){white-space:nowrap}"
    "td.n,th.n{text-align:right}.meta{color:#666}"
    ".filters{margin:.5em 0}.filters>*{margin-right:1em}"
    ".src{font:12px/1.5 ui-monospace,monospace;width:100%}"
    ".src td{padding:0 6px}.src .ln{color:#999;text-align:right;"
    "user-select:none}.src .mg{white-space:nowrap;width:1%}"
    ".src .code{white-space:pre;tab-size:8}.src tr.hit .code{background:#fde8e8}"
    ".nosrc{color:#999;font-style:italic}"
    ".b{display:inline-block;min-width:1.4em;border-radius:.7em;color:#fff;"
    "text-align:center;text-decoration:none;font:bold 11px/1.4em sans-serif;"
    "margin-right:2px}"
    ".c0{background:#1f6feb}.c1{background:#8250df}.c2{background:#bf3989}"
    ".c3{background:#1a7f37}.c4{background:#9a6700}.c5{background:#0a7ea4}"
    ".ev,.fd{font:13px/1.4 system-ui,sans-serif;margin:3px 0;padding:3px 8px;"
    "border-radius:4px;white-space:normal}"
    ".ev{background:#eef4ff;border-left:4px solid #1f6feb}"
    ".fd{background:#fff4e5;border-left:4px solid #d9822b}"
    ".fd.error{background:#ffebe9;border-left-color:#cf222e}"
    ".fd.note{background:#f0f0f0;border-left-color:#888}"
    ".sup{opacity:.6}.lvl{font-weight:bold}.rid{color:#666}"
    ".nav a{margin-left:.6em}details pre{white-space:pre-wrap;margin:.3em 0}"
    ":target{outline:2px solid #d9822b}"
    ".pick [data-f]:not(.sel){opacity:.3}";

/* Sets a marker on the page when a script fails (the browser test reads it). */
static const char error_hook[] =
    "window.onerror=function(m){document.documentElement.setAttribute("
    "'data-js-error',String(m))};";

static const char index_js[] =
    "(function(){var d=document,t=d.getElementById('findings'),"
    "b=t.tBodies[0],rows=[].slice.call(b.rows),"
    "q=d.getElementById('q'),ru=d.getElementById('rule'),"
    "st=d.getElementById('state'),sp=d.getElementById('sup'),"
    "sh=d.getElementById('shown');"
    "rows.forEach(function(r){r._t=r.textContent.toLowerCase()});"
    "function apply(){var w=q.value.toLowerCase(),r=ru.value,"
    "s=st?st.value:'',n=0;rows.forEach(function(e){var a=e.dataset,"
    "v=(!r||a.rule===r)&&(s?a.state===s:a.state!=='absent')&&"
    "(sp.checked||a.sup!=='1')&&(!w||e._t.indexOf(w)>=0);e.hidden=!v;"
    "n+=v?1:0});sh.textContent=n}"
    "function read(){var h=location.hash.slice(1);"
    "if(h&&h.indexOf('=')<0)return;var p=new URLSearchParams(h);"
    "q.value=p.get('q')||'';ru.value=p.get('rule')||'';"
    "if(st)st.value=p.get('state')||'';"
    "sp.checked=p.get('suppressed')==='1';apply()}"
    "function write(){var p=new URLSearchParams();"
    "if(q.value)p.set('q',q.value);if(ru.value)p.set('rule',ru.value);"
    "if(st&&st.value)p.set('state',st.value);"
    "if(sp.checked)p.set('suppressed','1');"
    "history.replaceState(null,'','#'+p);apply()}"
    "[q,ru,st,sp].forEach(function(e){if(e)e.addEventListener("
    "e===q?'input':'change',write)});"
    "t.tHead.addEventListener('click',function(ev){"
    "var th=ev.target.closest('th');if(!th)return;var i=th.cellIndex,"
    "num=th.classList.contains('n'),"
    "up=th.getAttribute('aria-sort')!=='ascending';"
    "[].forEach.call(th.parentNode.cells,function(c){"
    "c.removeAttribute('aria-sort')});"
    "th.setAttribute('aria-sort',up?'ascending':'descending');"
    "var k=rows.map(function(r,j){var c=r.cells[i].textContent;"
    "return{r:r,j:j,k:num?Number(c)||0:c.toLowerCase()}});"
    "k.sort(function(x,y){var c=x.k<y.k?-1:x.k>y.k?1:x.j-y.j;"
    "return up?c:-c});rows=k.map(function(x){return x.r});"
    "var f=d.createDocumentFragment();rows.forEach(function(r){"
    "f.appendChild(r)});b.appendChild(f)});"
    "addEventListener('hashchange',read);read();apply();"
    "d.documentElement.setAttribute('data-js','ok')})();";

static const char file_js[] =
    "(function(){var d=document;function pick(){"
    "var m=/^#f(\\d+)/.exec(location.hash),k=m&&m[1];"
    "d.body.classList.toggle('pick',!!k);"
    "[].forEach.call(d.querySelectorAll('[data-f]'),function(e){"
    "e.classList.toggle('sel',e.getAttribute('data-f')===k)})}"
    "addEventListener('hashchange',pick);pick();"
    "d.documentElement.setAttribute('data-js','ok')})();";

/* The page's head, up to the opening body tag. */
static void head(FILE *f, const char *title, const char *body_class)
{
  fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width\">\n<title>", f);
  esc(f, title);
  fprintf(f, "</title>\n<style>%s</style>\n<script>%s</script>\n</head>\n"
          "<body class=\"%s\">\n", style, error_hook, body_class);
}

/* ------------------------------------------------------------ file pages */

/* The rule's help: text, and a link to its CWE entry. */
static void rule_help(FILE *f, json_t *rule)
{
  const char *summary = sarif_str_at(rule, "shortDescription.text");
  const char *help = sarif_str_at(rule, "help.text");
  const char *uri = json_string_value(json_object_get(rule, "helpUri"));
  const char *cwe = sarif_str_at(rule, "properties.cwe");
  unsigned long n = 0;
  if (cwe && !strncmp(cwe, "CWE-", 4))
    n = strtoul(cwe + 4, NULL, 10);
  json_t *tag;
  size_t i;
  json_array_foreach(sarif_at(rule, "properties.tags"), i, tag) {
    const char *s = json_string_value(tag);
    if (!n && s && !strncmp(s, "external/cwe/cwe-", 17))
      n = strtoul(s + 17, NULL, 10);
  }
  if (summary) {
    fputs("<p>", f);
    esc(f, summary);
    fputs("</p>", f);
  }
  if (help && (!summary || strcmp(help, summary))) {
    fputs("<pre>", f);
    esc(f, help);
    fputs("</pre>", f);
  }
  if (n)
    fprintf(f, "<p><a href=\"https://cwe.mitre.org/data/definitions/%lu.html\">"
            "CWE-%lu</a></p>", n, n);
  if (uri) {
    fputs("<p><a href=\"", f);
    esc(f, uri);
    fputs("\">more</a></p>", f);
  }
}

/* "PAGE#fKeN": the link to event e (1-based) of finding k, or to the
   finding itself (e 0); empty (no link) when it has no page. */
static void event_href(FILE *f, const report *rep, size_t k, size_t e)
{
  const hfind *h = &rep->finds[k];
  uint32_t file = e ? rep->events[h->ev + e - 1].file : h->file;
  if (file == UT_NONE) {
    fputs("index.html", f);
    return;
  }
  fputs(rep->files[file].page, f);
  if (e)
    fprintf(f, "#f%zue%zu", k + 1, e);
  else
    fprintf(f, "#f%zu", k + 1);
}

/* The function a result is in, qualified when SARIF says so. */
static const char *result_function(json_t *res)
{
  const char *q = sarif_str_at(res, "locations.0.logicalLocations.0."
                                    "fullyQualifiedName");
  return q ? q : sarif_str_at(res, "locations.0.logicalLocations.0.name");
}

/* The box of finding k at its line. */
static void finding_box(FILE *f, const report *rep, size_t k)
{
  const hfind *h = &rep->finds[k];
  const char *id = ut_intern_str(&rep->rule_ids, h->rid);
  const char *fn = result_function(h->res);
  fprintf(f, "<div class=\"fd %s%s\" id=\"f%zu\" data-f=\"%zu\" "
          "data-line=\"%u\"><span class=\"lvl\">", h->level,
          h->sup ? " sup" : "", k + 1, k + 1, h->line);
  esc(f, h->level);
  fputs(":</span> ", f);
  esc(f, sarif_str_at(h->res, "message.text"));
  fputs(" <span class=\"rid\">[", f);
  esc(f, id);
  fputs("]</span>", f);
  if (fn) {
    fputs(" in <code>", f);
    esc(f, fn);
    fputs("</code>", f);
  }
  if (h->state) {
    fputs(" <b>", f);
    esc(f, h->state);
    fputs("</b>", f);
  }
  fprintf(f, " <span class=\"nav\"><a href=\"index.html#r%zu\">finding "
          "#%zu</a>", k + 1, k + 1);
  if (h->nev) {
    fputs("<a href=\"", f);
    event_href(f, rep, k, 1);
    fprintf(f, "\">path: %zu event%s</a>", h->nev, h->nev == 1 ? "" : "s");
  }
  fputs("</span>", f);
  if (h->sup) {
    fputs("<div>suppressed: ", f);
    esc(f, sarif_str_at(h->res, "suppressions.0.justification"));
    fputs("</div>", f);
  }
  if (h->rule) {
    fputs("<details><summary>rule help</summary>", f);
    rule_help(f, h->rule);
    fputs("</details>", f);
  }
  fputs("</div>", f);
}

/* The message of event e (1-based) of finding k, with links along the path. */
static void event_box(FILE *f, const report *rep, size_t k, size_t e)
{
  const hfind *h = &rep->finds[k];
  const hevent *ev = &rep->events[h->ev + e - 1];
  fprintf(f, "<div class=\"ev\" id=\"f%zue%zu\" data-f=\"%zu\" "
          "data-line=\"%u\"><span class=\"b c%zu\">%zu</span> ", k + 1, e,
          k + 1, ev->line, k % 6, e);
  esc(f, sarif_str_at(ev->loc, "message.text"));
  fputs(" <span class=\"nav\">", f);
  if (e > 1) {
    fputs("<a href=\"", f);
    event_href(f, rep, k, e - 1);
    fprintf(f, "\">&larr; %zu</a>", e - 1);
  }
  fputs("<a href=\"", f);
  event_href(f, rep, k, 0);
  fprintf(f, "\">finding #%zu</a>", k + 1);
  if (e < h->nev) {
    fputs("<a href=\"", f);
    event_href(f, rep, k, e + 1);
    fprintf(f, "\">%zu &rarr;</a>", e + 1);
  }
  fputs("</span></div>", f);
}

/* One line of a page (text NULL: not shown) with the marks at it. */
static void line_row(FILE *f, const report *rep, uint32_t line,
                     const char *text, const hmark *m, size_t n)
{
  bool hit = false;
  for (size_t i = 0; i < n; i++)
    hit |= m[i].event == 0 && !rep->finds[m[i].find].sup;
  fprintf(f, "<tr id=\"L%u\"%s><td class=\"ln\">%u</td><td class=\"mg\">",
          line, hit ? " class=\"hit\"" : "", line);
  for (size_t i = 0; i < n; i++)
    if (m[i].event)
      fprintf(f, "<a class=\"b c%u\" data-f=\"%u\" href=\"#f%ue%u\" "
              "title=\"finding #%u, event %u\">%u</a>", m[i].find % 6,
              m[i].find + 1, m[i].find + 1, m[i].event, m[i].find + 1,
              m[i].event, m[i].event);
  if (text) {
    fputs("</td><td class=\"code\">", f);
    esc(f, text);
  } else {
    fputs("</td><td class=\"code nosrc\">", f);
  }
  fputs("</td></tr>\n", f);
  if (!n)
    return;
  fputs("<tr class=\"ann\"><td></td><td></td><td>", f);
  for (size_t i = 0; i < n; i++)
    if (m[i].event)
      event_box(f, rep, m[i].find, m[i].event);
    else
      finding_box(f, rep, m[i].find);
  fputs("</td></tr>\n", f);
}

/* What file_page writes. */
typedef struct page_job {
  const report *rep;
  uint32_t file;
} page_job;

/* The page of one source file (sarif_save_with's writer). */
static bool file_page(FILE *f, void *arg)
{
  const page_job *job = arg;
  const report *rep = job->rep;
  const hfile *file = &rep->files[job->file];
  const hmark *m = rep->marks + rep->first[job->file];
  size_t n = rep->first[job->file + 1] - rep->first[job->file], i = 0;
  head(f, file->name, "file");
  fputs("<p><a href=\"index.html\">&larr; all findings</a></p>\n<h1>", f);
  esc(f, file->name);
  fprintf(f, "</h1>\n<p class=\"meta\">%u finding%s, %u suppressed; ",
          file->findings, file->findings == 1 ? "" : "s", file->suppressed);
  esc(f, file->path);
  fputs("</p>\n", f);
  const char *first = sarif_source_line(file->path, 1);
  if (!first) {
    fputs("<p class=\"nosrc\">The source was not found at ", f);
    esc(f, file->path);
    fputs(": the findings are listed without it.</p>\n", f);
  }
  fputs("<ul>\n", f);
  for (size_t j = 0; j < n; j++)
    if (!m[j].event) {
      const hfind *h = &rep->finds[m[j].find];
      fprintf(f, "<li><a href=\"#f%u\">line %u</a>: ", m[j].find + 1, h->line);
      esc(f, sarif_str_at(h->res, "message.text"));
      fputs(h->sup ? " (suppressed)</li>\n" : "</li>\n", f);
    }
  fputs("</ul>\n<table class=\"src\"><tbody>\n", f);
  while (i < n && m[i].line == 0) /* no line: before the source */
    i++;
  if (i)
    line_row(f, rep, 0, NULL, m, i);
  const char *text = first;
  for (uint32_t line = 1; text; text = sarif_source_line(file->path, ++line)) {
    size_t j = i;
    while (j < n && m[j].line == line)
      j++;
    line_row(f, rep, line, text, m + i, j - i);
    i = j;
  }
  while (i < n) { /* past the end of the source, or no source */
    size_t j = i;
    while (j < n && m[j].line == m[i].line)
      j++;
    line_row(f, rep, m[i].line, NULL, m + i, j - i);
    i = j;
  }
  fprintf(f, "</tbody></table>\n<script>%s</script>\n</body></html>\n",
          file_js);
  sarif_source_cache_clear();
  return true;
}

/* ------------------------------------------------------------ the index */

static const report *sort_rep;

static int by_file_name(const void *a, const void *b)
{
  const hfile *x = &sort_rep->files[*(const uint32_t *)a];
  const hfile *y = &sort_rep->files[*(const uint32_t *)b];
  return strcmp(x->name, y->name);
}

static int by_rule_id(const void *a, const void *b)
{
  return strcmp(ut_intern_str(&sort_rep->rule_ids, *(const uint32_t *)a),
                ut_intern_str(&sort_rep->rule_ids, *(const uint32_t *)b));
}

/* 0 .. n-1 sorted by cmp (over sort_rep). */
static uint32_t *sorted(const report *rep, size_t n,
                        int (*cmp)(const void *, const void *))
{
  uint32_t *order = ut_calloc(n + 1, sizeof *order);
  for (size_t i = 0; i < n; i++)
    order[i] = (uint32_t)i;
  sort_rep = rep;
  qsort(order, n, sizeof *order, cmp);
  return order;
}

/* Totals: findings, suppressed, baseline states, files, units, coverage. */
static void totals(FILE *f, const report *rep)
{
  unsigned findings = 0, suppressed = 0;
  size_t artifacts = 0, units = 0, ri;
  json_t *run;
  for (size_t k = 0; k < rep->nfinds; k++)
    if (!rep->finds[k].absent) {
      findings += !rep->finds[k].sup;
      suppressed += rep->finds[k].sup;
    }
  json_array_foreach(json_object_get(rep->log, "runs"), ri, run) {
    artifacts += json_array_size(json_object_get(run, "artifacts"));
    units += json_array_size(json_object_get(run, "invocations"));
  }
  fprintf(f, "<table class=\"totals\"><tbody>\n"
          "<tr><th>findings</th><td class=\"n\" id=\"total\">%u</td></tr>\n"
          "<tr><th>suppressed</th><td class=\"n\">%u</td></tr>\n",
          findings, suppressed);
  if (rep->has_states)
    for (int s = 0; s < 4; s++)
      fprintf(f, "<tr><th>%s</th><td class=\"n\" id=\"state-%s\">%u</td>"
              "</tr>\n", state_names[s], state_names[s], rep->states[s]);
  fprintf(f, "<tr><th>files with findings</th><td class=\"n\">%u</td></tr>\n"
          "<tr><th>files analysed</th><td class=\"n\">%zu</td></tr>\n"
          "<tr><th>compilations</th><td class=\"n\">%zu</td></tr>\n"
          "</tbody></table>\n<pre class=\"meta\">", rep->paths.n, artifacts,
          units);
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  if (mem) {
    sarif_coverage_print(rep->log, mem);
    fclose(mem);
    esc(f, text);
  }
  free(text);
  fputs("</pre>\n", f);
}

/* The findings per rule and per file. */
static void tables(FILE *f, const report *rep)
{
  uint32_t *order = sorted(rep, rep->rule_ids.n, by_rule_id);
  fputs("<h2>By rule</h2>\n<table class=\"list\"><thead><tr><th>rule</th>"
        "<th>description</th><th class=\"n\">findings</th>"
        "<th class=\"n\">suppressed</th></tr></thead><tbody>\n", f);
  for (uint32_t i = 0; i < rep->rule_ids.n; i++) {
    const char *id = ut_intern_str(&rep->rule_ids, order[i]);
    const hcount *c = &rep->rules[order[i]];
    fputs("<tr><td><a href=\"#rule=", f);
    url_part(f, id);
    fputs("\">", f);
    esc(f, id);
    fputs("</a></td><td>", f);
    esc(f, sarif_str_at(rep->finds[c->first].rule, "shortDescription.text"));
    fprintf(f, "</td><td class=\"n\">%u</td><td class=\"n\">%u</td></tr>\n",
            c->findings, c->suppressed);
  }
  free(order);
  order = sorted(rep, rep->paths.n, by_file_name);
  fputs("</tbody></table>\n<h2>By file</h2>\n<table class=\"list\"><thead>"
        "<tr><th>file</th><th class=\"n\">findings</th><th class=\"n\">"
        "suppressed</th></tr></thead><tbody>\n", f);
  for (uint32_t i = 0; i < rep->paths.n; i++) {
    const hfile *h = &rep->files[order[i]];
    fprintf(f, "<tr><td><a href=\"%s\">", h->page);
    esc(f, h->name);
    fprintf(f, "</a></td><td class=\"n\">%u</td><td class=\"n\">%u</td>"
            "</tr>\n", h->findings, h->suppressed);
  }
  free(order);
  fputs("</tbody></table>\n", f);
}

/* The filters and the table of every finding. */
static void finding_list(FILE *f, const report *rep)
{
  uint32_t *order = sorted(rep, rep->rule_ids.n, by_rule_id);
  fputs("<h2>Findings</h2>\n<div class=\"filters\"><input id=\"q\" "
        "type=\"search\" placeholder=\"filter\" aria-label=\"filter\">"
        "<select id=\"rule\" aria-label=\"rule\"><option value=\"\">every "
        "rule</option>", f);
  for (uint32_t i = 0; i < rep->rule_ids.n; i++) {
    fputs("<option>", f);
    esc(f, ut_intern_str(&rep->rule_ids, order[i]));
    fputs("</option>", f);
  }
  free(order);
  fputs("</select>", f);
  if (rep->has_states) {
    fputs("<select id=\"state\" aria-label=\"baseline state\"><option "
          "value=\"\">new, unchanged, updated</option>", f);
    for (int s = 0; s < 4; s++)
      fprintf(f, "<option>%s</option>", state_names[s]);
    fputs("</select>", f);
  }
  fprintf(f, "<label><input type=\"checkbox\" id=\"sup\"> suppressed</label>"
          "<span><span id=\"shown\">%zu</span> of %zu shown</span></div>\n"
          "<table class=\"list\" id=\"findings\"><thead><tr><th class=\"n\">#"
          "</th>%s<th>level</th><th>rule</th><th>file</th><th class=\"n\">"
          "line</th><th>function</th><th>message</th></tr></thead><tbody>\n",
          rep->nfinds, rep->nfinds, rep->has_states ? "<th>state</th>" : "");
  for (size_t k = 0; k < rep->nfinds; k++) {
    const hfind *h = &rep->finds[k];
    const char *id = ut_intern_str(&rep->rule_ids, h->rid);
    const char *fn = result_function(h->res);
    fputs("<tr data-rule=\"", f);
    esc(f, id);
    fprintf(f, "\" data-state=\"%s\" data-sup=\"%d\" id=\"r%zu\"><td "
            "class=\"n\">%zu</td>", h->state ? h->state : "", h->sup, k + 1,
            k + 1);
    if (rep->has_states) {
      fputs("<td>", f);
      esc(f, h->state);
      fputs("</td>", f);
    }
    fputs("<td>", f);
    esc(f, h->level);
    fputs("</td><td>", f);
    esc(f, id);
    fputs("</td><td>", f);
    if (h->file != UT_NONE) {
      fprintf(f, "<a href=\"%s#f%zu\">", rep->files[h->file].page, k + 1);
      esc(f, rep->files[h->file].name);
      fputs("</a>", f);
    } else {
      const char *base_id;
      const char *uri = sarif_location_uri(h->run, sarif_result_place(h->res),
                                           &base_id);
      char *name = uri ? sarif_uri_path(uri) : NULL;
      esc(f, name);
      free(name);
    }
    fprintf(f, "</td><td class=\"n\">%u</td><td>", h->line);
    esc(f, fn);
    fputs("</td><td>", f);
    esc(f, sarif_str_at(h->res, "message.text"));
    fputs(h->sup ? " (suppressed)</td></tr>\n" : "</td></tr>\n", f);
  }
  fputs("</tbody></table>\n", f);
}

/* The help of every rule with findings. */
static void rule_section(FILE *f, const report *rep)
{
  uint32_t *order = sorted(rep, rep->rule_ids.n, by_rule_id);
  fputs("<h2>Rules</h2>\n", f);
  for (uint32_t i = 0; i < rep->rule_ids.n; i++) {
    json_t *rule = rep->finds[rep->rules[order[i]].first].rule;
    fputs("<div class=\"rule\" id=\"help-", f);
    url_part(f, ut_intern_str(&rep->rule_ids, order[i]));
    fputs("\"><h3>", f);
    esc(f, ut_intern_str(&rep->rule_ids, order[i]));
    fputs("</h3>", f);
    if (rule)
      rule_help(f, rule);
    fputs("</div>\n", f);
  }
  free(order);
}

/* index.html (sarif_save_with's writer). */
static bool index_page(FILE *f, void *arg)
{
  const report *rep = arg;
  json_t *driver = sarif_at(rep->log, "runs.0.tool.driver");
  const char *name = json_string_value(json_object_get(driver, "name"));
  const char *version = json_string_value(json_object_get(driver, "version"));
  head(f, "ctlcheck report", "index");
  fputs("<h1>ctlcheck report</h1>\n<p class=\"meta\">", f);
  esc(f, name ? name : "ctlcheck");
  fputs(" ", f);
  esc(f, version);
  fputs("</p>\n", f);
  totals(f, rep);
  tables(f, rep);
  finding_list(f, rep);
  rule_section(f, rep);
  fprintf(f, "<script>%s</script>\n</body></html>\n", index_js);
  return true;
}

/* mkdir -p dir. */
static bool make_dir(const char *dir, ctl_error *err)
{
  char *path = ut_strdup(dir);
  bool ok = true;
  for (char *p = path + 1; ok; p++) {
    char c = *p;
    if (c != '/' && c != '\0')
      continue;
    *p = '\0';
    struct stat st;
    if (mkdir(path, 0777) != 0 && errno != EEXIST)
      ok = ctl_error_set(err, dir, 0, 0, "cannot create directory '%s': %s",
                         path, strerror(errno));
    else if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
      ok = ctl_error_set(err, dir, 0, 0, "'%s' is not a directory", path);
    *p = c;
    if (!c)
      break;
  }
  free(path);
  return ok;
}

/* Write one page of the report: DIR/NAME. */
static bool write_page(const char *dir, const char *name,
                       bool (*emit)(FILE *f, void *arg), void *arg,
                       ctl_error *err)
{
  size_t n = strlen(dir) + strlen(name) + 2;
  char *path = ut_malloc(n);
  snprintf(path, n, "%s/%s", dir, name);
  ctl_error why = {0};
  bool ok = sarif_save_with(path, emit, arg, &why);
  if (!ok)
    ctl_error_set(err, path, 0, 0, "cannot write '%s': %s", path, why.text);
  free(path);
  return ok;
}

bool sarif_html(json_t *log, const char *dir, const char *srcroot,
                ctl_error *err)
{
  report rep = {0};
  rep.log = log;
  rep.srcroot = srcroot;
  ut_intern_init(&rep.paths, NULL, NULL);
  ut_intern_init(&rep.rule_ids, NULL, NULL);
  json_t *run, *r;
  size_t ri, i;
  json_array_foreach(json_object_get(log, "runs"), ri, run)
    json_array_foreach(json_object_get(run, "results"), i, r)
      add_result(&rep, run, r);
  place_marks(&rep);
  bool ok = make_dir(dir, err);
  for (uint32_t k = 0; ok && k < rep.paths.n; k++) {
    page_job job = {&rep, k};
    ok = write_page(dir, rep.files[k].page, file_page, &job, err);
  }
  ok = ok && write_page(dir, "index.html", index_page, &rep, err);
  for (uint32_t k = 0; k < rep.paths.n; k++) {
    free(rep.files[k].path);
    free(rep.files[k].name);
    free(rep.files[k].page);
  }
  sarif_source_cache_clear();
  ut_intern_free(&rep.paths);
  ut_intern_free(&rep.rule_ids);
  free(rep.files);
  free(rep.finds);
  free(rep.events);
  free(rep.first);
  free(rep.marks);
  free(rep.rules);
  return ok;
}
