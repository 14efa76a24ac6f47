#!/usr/bin/env python3
"""goanna-gen.py: a Goanna-style NuSMV model for ctlcheck-mc (bench/engine).

One enumerated variable `location` (a function's CFG: straight runs,
diamonds, loops back, early exits), one case branch per location, one
DEFINE per proposition (three per program variable: def_v, use_v and
free_v, each true at a few locations, most as `location in {...}`, every
tenth as an expression over the location and other DEFINEs), and three
specifications per variable, as Goanna writes its checks:
  AG (def_v -> AF use_v)      every definition is used
  AG (free_v -> EF def_v)     a freed variable can be defined again
  A[!use_v W def_v]           no use before a definition

Usage: goanna-gen.py LOCATIONS VARIABLES > model.smv   (deterministic)
"""
import random
import sys


def cfg(n, rnd):
    """Successors of each location; the last one is the exit."""
    succ = [[] for _ in range(n)]
    i = 0
    while i < n - 1:
        r = rnd.random()
        if r < 0.15 and i + 3 < n - 1:      # if-then-else diamond
            succ[i] = [i + 1, i + 2]
            succ[i + 1] = [i + 3]
            succ[i + 2] = [i + 3]
            i += 3
        elif r < 0.22 and i > 10:           # loop back
            succ[i] = [i + 1, rnd.randint(max(0, i - 20), i - 1)]
            i += 1
        elif r < 0.25:                      # early return
            succ[i] = [i + 1, n - 1]
            i += 1
        else:
            succ[i] = [i + 1]
            i += 1
    return succ


def main():
    n, nv = int(sys.argv[1]), int(sys.argv[2])
    rnd = random.Random(n * 1000 + nv)
    succ = cfg(n, rnd)
    w = sys.stdout.write
    w("MODULE main\nVAR\n  location : {%s};\n" % ", ".join("l%d" % k for k in range(n)))
    w("ASSIGN\n  init(location) := l0;\n  next(location) := case\n")
    for k in range(n - 1):
        s = succ[k]
        tgt = ("l%d" % s[0]) if len(s) == 1 else "{%s}" % ", ".join("l%d" % t for t in s)
        w("    location = l%d : %s;\n" % (k, tgt))
    w("    TRUE : location;\n  esac;\nDEFINE\n")
    per = max(1, n // (nv * 3))
    for v in range(nv):
        for p in ("def", "use", "free"):
            locs = sorted(rnd.sample(range(n), min(n, per)))
            body = "location in {%s}" % ", ".join("l%d" % k for k in locs)
            if v % 10 == 9 and p == "use":  # an expression, as NuSMV allows
                body = "(%s | location = l%d) & !free_v%d" % (body, n - 1, v)
            w("  %s_v%d := %s;\n" % (p, v, body))
    for v in range(nv):
        w("SPEC AG (def_v%d -> AF use_v%d)\n" % (v, v))
        w("SPEC AG (free_v%d -> EF def_v%d)\n" % (v, v))
        w("SPEC A[!use_v%d W def_v%d]\n" % (v, v))


if __name__ == "__main__":
    main()
