/* gp-sarif.cc: a unit's findings, notifications and rules as one SARIF log. */
#include "gcc-compat.h"

#include <unistd.h>

#include "ctlcheck/sarif.h"
#include "gp-sarif.h"

namespace {

struct owned_result {
  size_t rule;
  std::string message, function, suppressed;
  std::string file;
  uint32_t line, col;
  bool is_suppressed;
  std::vector<std::string> ev_file, ev_text;
  std::vector<uint32_t> ev_line, ev_col;
};

struct owned_note {
  std::string level, id, message, file;
  uint32_t line, col;
};

/* The driver's command line: COLLECT_GCC and COLLECT_GCC_OPTIONS, whose
   words are single-quoted ('\'' inside). */
std::vector<std::string>
driver_command_line ()
{
  std::vector<std::string> argv;
  const char *gcc = getenv ("COLLECT_GCC");
  argv.push_back (gcc ? gcc : progname);
  const char *opts = getenv ("COLLECT_GCC_OPTIONS");
  std::string word;
  bool in = false, have = false;
  for (const char *p = opts ? opts : ""; *p; p++)
    {
      if (*p == '\'')
        {
          if (in && p[1] == '\\' && p[2] == '\'' && p[3] == '\'')
            {
              word += '\'';
              p += 3;
              continue;
            }
          in = !in;
          have = true;
        }
      else if (*p == ' ' && !in)
        {
          if (have)
            argv.push_back (word);
          word.clear ();
          have = false;
        }
      else
        word += *p;
    }
  if (have)
    argv.push_back (word);
  return argv;
}

const char *
level_of (rl_severity s)
{
  return s == RL_ERROR ? "error" : s == RL_NOTE ? "note" : "warning";
}

} // namespace

struct gp_sarif {
  const gp_config *cfg;
  std::vector<const rl_rule *> rules;
  std::vector<owned_result> results;
  std::vector<owned_note> notes;
  std::vector<std::string> artifacts;
};

gp_sarif *
gp_sarif_new (const gp_config *cfg, const rl_set *rules)
{
  if (!cfg->sarif && !cfg->sarif_dir)
    return nullptr;
  gp_sarif *s = new gp_sarif;
  s->cfg = cfg;
  for (size_t i = 0; i < rl_set_count (rules); i++)
    if (rl_set_rule (rules, i)->enabled)
      s->rules.push_back (rl_set_rule (rules, i));
  return s;
}

static size_t
rule_index (gp_sarif *s, const rl_rule *r)
{
  for (size_t i = 0; i < s->rules.size (); i++)
    if (s->rules[i] == r)
      return i;
  s->rules.push_back (r);
  return s->rules.size () - 1;
}

void
gp_sarif_add (gp_sarif *s, const rl_finding *f, const char *suppressed)
{
  if (!s)
    return;
  owned_result r;
  r.rule = rule_index (s, f->rule);
  r.message = f->message;
  r.function = f->fn->name;
  r.is_suppressed = suppressed != nullptr;
  r.suppressed = suppressed ? suppressed : "";
  r.file = f->loc.file ? f->loc.file : main_input_filename;
  r.line = f->loc.line;
  r.col = f->loc.col;
  for (uint32_t i = 0; i < f->nevents; i++)
    {
      const rl_path_event &e = f->events[i];
      r.ev_file.push_back (e.loc.file ? e.loc.file : r.file);
      r.ev_text.push_back (e.text);
      r.ev_line.push_back (e.loc.line);
      r.ev_col.push_back (e.loc.col);
    }
  s->results.push_back (r);
}

void
gp_sarif_note (gp_sarif *s, const char *level, const char *id,
               const std::string &message, const ir_loc *loc)
{
  if (!s)
    return;
  owned_note n = {level, id, message, "", 0, 0};
  if (loc && loc->file)
    {
      n.file = loc->file;
      n.line = loc->line;
      n.col = loc->col;
    }
  s->notes.push_back (n);
}

void
gp_sarif_artifact (gp_sarif *s, const char *file)
{
  if (s && file
      && std::find (s->artifacts.begin (), s->artifacts.end (), file)
           == s->artifacts.end ())
    s->artifacts.push_back (file);
}

void
gp_sarif_finish (gp_sarif *s, bool success)
{
  if (!s)
    return;
  std::vector<sarif_rule> rules (s->rules.size ());
  for (size_t i = 0; i < rules.size (); i++)
    {
      const rl_rule *r = s->rules[i];
      rules[i] = {r->id, r->summary, r->summary, r->help,
                  level_of (r->severity), r->cwe, nullptr, 0};
    }
  std::vector<sarif_result> results (s->results.size ());
  std::vector<std::vector<sarif_loc>> events (s->results.size ());
  for (size_t i = 0; i < results.size (); i++)
    {
      owned_result &o = s->results[i];
      for (size_t e = 0; e < o.ev_text.size (); e++)
        events[i].push_back ({o.ev_file[e].c_str (), o.ev_line[e], o.ev_col[e],
                              o.ev_text[e].c_str ()});
      results[i] = {o.rule, o.message.c_str (),
                    {o.file.c_str (), o.line, o.col, nullptr},
                    events[i].data (), events[i].size (), o.function.c_str (),
                    o.is_suppressed ? o.suppressed.c_str () : nullptr};
    }
  std::vector<sarif_note> notes;
  for (owned_note &n : s->notes)
    notes.push_back ({n.level.c_str (), n.id.c_str (), n.message.c_str (),
                      {n.file.empty () ? nullptr : n.file.c_str (), n.line,
                       n.col, nullptr}});
  std::vector<const char *> artifacts;
  for (std::string &a : s->artifacts)
    artifacts.push_back (a.c_str ());
  std::vector<std::string> argv = driver_command_line ();
  std::vector<const char *> args;
  for (std::string &a : argv)
    args.push_back (a.c_str ());
  /* The directory the compilation started in: on a distcc helper the
     preprocessed input says so (-fworking-directory), not getcwd. */
  sarif_run run = {CTLCHECK_VERSION, CTLCHECK_URL, get_src_pwd (),
                   rules.data (), rules.size (), results.data (),
                   results.size (), notes.data (), notes.size (),
                   artifacts.data (), artifacts.size (), args.data (),
                   args.size (), success};
  char err[512];
  bool ok;
  if (s->cfg->sarif)
    ok = sarif_write_file (&run, s->cfg->sarif, err, sizeof err);
  else
    {
      char *abs = realpath (main_input_filename, nullptr);
      const char *opts = getenv ("COLLECT_GCC_OPTIONS");
      ok = sarif_write_dir (&run, s->cfg->sarif_dir,
                            abs ? abs : main_input_filename, opts, nullptr, 0,
                            err, sizeof err);
      free (abs);
    }
  if (!ok)
    error ("ctlcheck: %s", err);
  delete s;
}
