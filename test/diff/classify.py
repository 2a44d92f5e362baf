#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Classify the disagreements of a differential run (results.jsonl from run.py) into the
explained classes of test/gpu/RESULTS.md and list the rest. CPU only: generated programs'
inputs are rebuilt (gen.py, data.py) to check that our bytes in a stride gap are the
untouched input bytes.

  python3 test/diff/classify.py OUT/results.jsonl
"""
import json
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data  # noqa: E402
import gen  # noqa: E402

# Seeds traced on the CPU (RESULTS.md): association order of float sums/products (reduce, scan,
# mmaf) on plain data, amplified by cancellation, division, powers, sin, or overflow of long
# products / random bits bitcast to floats; mmaf's internal precision (ops.md 3.11).
# NaN payloads (ops.md Q8): 1058's integer remi/negi of a NaN's bits (tileiras passes the input
# NaN 0x7FC0 through maxf(x, x), we give 0x7FFF), traced on the CPU
NAN_TRACED = {1058}
ORDER = {86, 687, 1148, 1168, 1222, 1275, 1357, 1659, 1870, 1889, 1969, 626, 854, 1392}

ISSUE = re.compile(r"^(plain|edges): array (\d+) \((\w+) \[([\d, ]*)\]\): (.*)$")
DIFF = re.compile(r"(\d+) of (\d+) elements differ \((exact|bound)\): (.*)$")
EX = re.compile(r"\[(\d+)\] 0x([0-9A-F]+)\S* vs 0x([0-9A-F]+)")


def is_nan_bits(v, nb):
    """v is a NaN of some float type of nb bytes (f16 or bf16 for 2 bytes)."""
    if nb == 2:
        return ((v & 0x7C00) == 0x7C00 and v & 0x3FF) or ((v & 0x7F80) == 0x7F80 and v & 0x7F)
    if nb == 4:
        return (v & 0x7F800000) == 0x7F800000 and v & 0x7FFFFF
    if nb == 8:
        return (v >> 52 & 0x7FF) == 0x7FF and v & ((1 << 52) - 1)
    return False


_inputs = {}


def initial(seed, s):
    """(desc arrays, initial element bits) of a generated program, as run.py fills them."""
    key = (seed, s)
    if key not in _inputs:
        _, desc = gen.generate(seed)
        arrays = [dict(a, kind="array", index="i32", fill="rand") for a in desc["arrays"]]
        rng = np.random.default_rng([seed, len(s)])
        init = [data.fill(p, rng, s == "edges") for p in arrays]
        _inputs[key] = (arrays, [r[:data.span(p["shape"], p["strides"]) * data.esize(p["dtype"])]
                                 .view(data.UINT[data.esize(p["dtype"])]) for p, r in zip(arrays, init)])
    return _inputs[key]


def in_gap(p, i):
    """Element i of array p's span lies in no element of the array (a stride gap)."""
    rest = i
    for n, st in sorted(zip(p["shape"], p["strides"]), key=lambda x: -x[1]):
        q, rest = divmod(rest, st)
        if q >= n:
            return True
    return False


def classify_issue(seed, issue):
    """Class of one issue string of a generated program, or None."""
    m = ISSUE.match(issue)
    if not m:
        return None
    s, ai, dt, body = m.group(1), int(m.group(2)), m.group(3), m.group(5)
    if body == "tileiras wrote past the array's last element":
        return "overrun"
    d = DIFF.match(body)
    if not d:
        return None
    exs = [(int(i), int(a, 16), int(b, 16)) for i, a, b in EX.findall(d.group(4))]
    arrays, init = initial(seed, s)
    p, u = arrays[ai], init[ai]
    # tileiras wrote a partial tile's out-of-bounds elements into the gap between rows: the
    # elements lie in no element of the array and ours are the untouched initial bytes
    if exs and all(in_gap(p, i) and b == int(u[i]) for i, _, b in exs):
        n_gap = data.span(p["shape"], p["strides"]) - int(np.prod(p["shape"]))
        if int(d.group(1)) <= n_gap:
            return "overrun-gap"
    if seed in ORDER:
        return "order"
    nb = data.esize(dt)
    if seed in NAN_TRACED:
        return "nan-payload"
    if not data.is_float(dt) and exs and all(is_nan_bits(a, nb) and is_nan_bits(b, nb) for _, a, b in exs):
        return "nan-payload"
    return None


def main():
    rows = []
    with open(sys.argv[1]) as f:
        for line in f:
            r = json.loads(line)
            if r.get("status") == "disagree":
                rows.append(r)
    classes = {}
    rest = []
    for r in rows:
        if r["kind"] != "gen":
            rest.append((r["name"], r["issues"]))
            continue
        seed = int(r["name"].split("_")[1])
        cs = set()
        unexplained = []
        for issue in r["issues"]:
            c = classify_issue(seed, issue)
            if c is None:
                unexplained.append(issue)
            else:
                cs.add(c)
        if unexplained:
            rest.append((r["name"], unexplained))
            continue
        top = ("order" if "order" in cs else "nan-payload" if "nan-payload" in cs
               else "overrun+gap" if "overrun-gap" in cs else "overrun")
        classes.setdefault(top, []).append(seed)
    for c, seeds in sorted(classes.items()):
        print("%s: %d: %s" % (c, len(seeds), ", ".join(map(str, sorted(seeds)))))
    print("unclassified: %d" % len(rest))
    for name, issues in rest:
        print("  %s: %s" % (name, " | ".join(i[:200] for i in issues)))


if __name__ == "__main__":
    main()
