#!/usr/bin/env python3
"""refcheck.py: the differential reference for ctlcheck-mc on NuSMV models.

An independent reader of the NuSMV subset (doc/ctlcheck-mc.md: one
`location` variable, next(location) := case ... esac, DEFINE with boolean
expressions) and the reference checker of testsuite/engine/test-ctl-diff.c
ported to sets: every operator straight from its fixpoint definition
(least for U and F, greatest for G and W), no reduction to EX/EU/EG.
Fixpoints are computed with a worklist, so models of 10^4 locations check
in seconds.

Usage: refcheck.py MODEL.smv...   prints one line per SPEC: "LINE true|false"
(with several models: "MODEL:LINE true|false").
"""
import re
import sys

TOKEN = re.compile(r"\s+|--[^\n]*|#[^\n]*|(:=|<->|->|[A-Za-z0-9_.$][A-Za-z0-9_.$#]*"
                   r"(?:-(?!-)[A-Za-z0-9_.$#]*)*|.)", re.S)
SECTIONS = {"MODULE", "VAR", "ASSIGN", "DEFINE", "SPEC", "CTLSPEC"}


def tokens(text):
    """(token, line, offset) for every token of the text."""
    out, line = [], 1
    for m in TOKEN.finditer(text):
        if m.group(1):
            out.append((m.group(1), line, m.start()))
        line += m.group(0).count("\n")
    return out


class Model:
    def __init__(self, text):
        self.text = text
        self.toks = tokens(text)
        self.i = 0
        self.loc = {}          # location name -> index
        self.defines = {}      # name -> token index of its body
        self.values = {}
        self.busy = set()
        self.cases = []        # [(cond token index, targets or None)]
        self.init = 0
        self.specs = []        # (line, formula text)
        self.parse()
        n = len(self.loc)
        self.succ = [set() for _ in range(n)]
        done = set()
        for cond_at, targets in self.cases:
            self.i = cond_at
            for s in sorted(self.expr() - done):
                done.add(s)
                self.succ[s] |= {s} if targets is None else set(targets)
        for s in range(n):
            if not self.succ[s]:
                self.succ[s] = {s}
        self.pred = [set() for _ in range(n)]
        for s in range(n):
            for t in self.succ[s]:
                self.pred[t].add(s)

    def tok(self):
        return self.toks[self.i][0] if self.i < len(self.toks) else ""

    def eat(self, want=None):
        t = self.tok()
        if want is not None and t != want:
            raise SyntaxError("expected %s near %r (line %d)" % (want, t, self.toks[self.i][1]))
        self.i += 1
        return t

    def names(self):
        if self.tok() != "{":
            return [self.loc[self.eat()]]
        self.eat("{")
        out = [self.loc[self.eat()]]
        while self.tok() == ",":
            self.eat()
            out.append(self.loc[self.eat()])
        self.eat("}")
        return out

    def skip_expr(self):
        depth = 0
        while depth or self.tok() not in (";", ":"):
            depth += {"(": 1, ")": -1}.get(self.tok(), 0)
            self.eat()

    def parse(self):
        while self.i < len(self.toks):
            t = self.eat()
            if t == "MODULE":
                self.eat("main")
            elif t == "VAR":
                self.eat("location"), self.eat(":"), self.eat("{")
                while True:
                    self.loc.setdefault(self.eat(), len(self.loc))
                    if self.tok() != ",":
                        break
                    self.eat()
                self.eat("}"), self.eat(";")
            elif t == "ASSIGN":
                while self.tok() in ("init", "next"):
                    kind = self.eat()
                    self.eat("("), self.eat("location"), self.eat(")"), self.eat(":=")
                    if kind == "init":
                        self.init = self.loc[self.eat()]
                        self.eat(";")
                        continue
                    self.eat("case")
                    while self.tok() != "esac":
                        at = self.i
                        self.skip_expr()
                        self.eat(":")
                        if self.tok() == "location":
                            self.eat()
                            self.cases.append((at, None))
                        else:
                            self.cases.append((at, self.names()))
                        self.eat(";")
                    self.eat("esac")
                    if self.tok() == ";":
                        self.eat()
            elif t == "DEFINE":
                while self.tok() and self.tok() not in SECTIONS:
                    name = self.eat()
                    self.eat(":=")
                    self.defines[name] = self.i
                    self.skip_expr()
                    self.eat(";")
            elif t in ("SPEC", "CTLSPEC"):
                line, start = self.toks[self.i][1], self.toks[self.i][2]
                while self.tok() and self.tok() not in SECTIONS:
                    self.eat()
                stop = self.toks[self.i][2] if self.i < len(self.toks) else len(self.text)
                self.specs.append((line, self.text[start:stop].strip().rstrip(";")))
            else:
                raise SyntaxError("unexpected %r" % t)

    # expr -> iff ('->' expr)? ; iff -> or ('<->' or)* ; or -> and ('|' and)*
    def expr(self):
        a = self.iff()
        if self.tok() == "->":
            self.eat()
            b = self.expr()
            return (set(range(len(self.loc))) - a) | b
        return a

    def iff(self):
        a = self.disj()
        while self.tok() == "<->":
            self.eat()
            a = set(range(len(self.loc))) - (a ^ self.disj())
        return a

    def disj(self):
        a = self.conj()
        while self.tok() == "|":
            self.eat()
            a = a | self.conj()
        return a

    def conj(self):
        a = self.neg()
        while self.tok() == "&":
            self.eat()
            a = a & self.neg()
        return a

    def neg(self):
        if self.tok() == "!":
            self.eat()
            return set(range(len(self.loc))) - self.neg()
        t = self.eat()
        if t in ("TRUE", "FALSE"):
            return set(range(len(self.loc))) if t == "TRUE" else set()
        if t == "(":
            a = self.expr()
            self.eat(")")
            return a
        if t == "location":
            if self.eat() == "=":
                return {self.loc[self.eat()]}
            return set(self.names())
        return self.define(t)

    def define(self, name):
        if name not in self.values:
            if name not in self.defines or name in self.busy:
                raise SyntaxError("bad DEFINE %s" % name)
            self.busy.add(name)
            saved, self.i = self.i, self.defines[name]
            self.values[name] = self.expr()
            self.i = saved
            self.busy.discard(name)
        return self.values[name]



# ---------------------------------------------------------------- CTL

CTL_TOKEN = re.compile(r"\s+|(->|[A-Za-z_][A-Za-z0-9_.$#-]*|.)")


def parse_ctl(text):
    """The formula as a tuple tree, in ctl_parse's grammar (ctl.h)."""
    toks = [m.group(1) for m in CTL_TOKEN.finditer(text) if m.group(1)]
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else ""

    def eat(w=None):
        t = peek()
        if w is not None and t != w:
            raise SyntaxError("CTL: expected %s near %r in %s" % (w, t, text))
        pos[0] += 1
        return t

    def f():
        a = f1()
        if peek() == "->":
            eat()
            return ("imp", a, f())
        return a

    def f1():
        a = f2()
        while peek() == "|":
            eat()
            a = ("or", a, f2())
        return a

    def f2():
        a = f3()
        while peek() == "&":
            eat()
            a = ("and", a, f3())
        return a

    def f3():
        t = eat()
        if t == "!":
            return ("not", f3())
        if t in ("AX", "EX", "AF", "EF", "AG", "EG"):
            return (t, f3())
        if t in ("A", "E") and peek() == "[":
            eat("[")
            a = f()
            op = eat()
            b = f()
            eat("]")
            return (t + op, a, b)
        if t == "(":
            a = f()
            eat(")")
            return a
        if t in ("true", "TRUE"):
            return ("true",)
        if t in ("false", "FALSE"):
            return ("false",)
        return ("ap", t)

    out = f()
    if pos[0] != len(toks):
        raise SyntaxError("CTL: trailing %r in %s" % (peek(), text))
    return out


class Checker:
    def __init__(self, m):
        self.m = m
        self.all = set(range(len(m.loc)))

    def pre(self, z, exists):
        """States with some (exists) or every successor in z."""
        if exists:
            return {s for t in z for s in self.m.pred[t]}
        return {s for s in self.all if self.m.succ[s] <= z}

    def lfp(self, base, keep, exists):
        """Least Z = base | (keep & pre(Z)), by a backward worklist."""
        z = set(base)
        count = {s: len(self.m.succ[s]) for s in self.all}
        work = list(z)
        while work:
            t = work.pop()
            for s in self.m.pred[t]:
                if s in z or s not in keep:
                    continue
                count[s] -= 1
                if exists or count[s] == 0:
                    z.add(s)
                    work.append(s)
        return z

    def gfp(self, base, keep, exists):
        """Greatest Z = base | (keep & pre(Z)): the complement of the least
        W = (!base & !keep) | (!base & dual-pre(W))."""
        nb = self.all - base
        return self.all - self.lfp(nb - keep, nb, not exists)

    def sat(self, f):
        op = f[0]
        if op == "true":
            return set(self.all)
        if op == "false":
            return set()
        if op == "ap":
            if f[1] not in self.m.defines:
                raise SyntaxError("undefined proposition %s" % f[1])
            return self.m.define(f[1])
        if op == "not":
            return self.all - self.sat(f[1])
        if op in ("and", "or", "imp"):
            a, b = self.sat(f[1]), self.sat(f[2])
            return a & b if op == "and" else a | b if op == "or" else (self.all - a) | b
        if op in ("EX", "AX"):
            return self.pre(self.sat(f[1]), op == "EX")
        if op in ("EF", "AF"):
            return self.lfp(self.sat(f[1]), self.all, op == "EF")
        if op in ("EG", "AG"):
            return self.gfp(set(), self.sat(f[1]), op == "EG")
        a, b = self.sat(f[1]), self.sat(f[2])
        exists = op[0] == "E"
        if op[1] == "U":
            return self.lfp(b, a, exists)
        return self.gfp(b, a, exists)


def main():
    for path in sys.argv[1:]:
        with open(path) as fh:
            m = Model(fh.read())
        c = Checker(m)
        where = path + ":" if len(sys.argv) > 2 else ""
        for line, text in m.specs:
            print("%s%d %s" % (where, line, "true" if m.init in c.sat(parse_ctl(text)) else "false"))


if __name__ == "__main__":
    sys.exit(main())
