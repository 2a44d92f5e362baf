#!/usr/bin/env python3
"""check-layers.py — the folders of the library are layers: each may include only its own
headers and those of lower layers (docs/architecture.md, "Layers", holds the table this script
reads). Builds the folder graph from the #include "…" lines of include/, src/, cache/ and
tools/, prints every include that goes up or sideways and every cycle between folders, and
exits 1 if there is any (2 if the table or a folder is missing from it).

    scripts/check-layers.py [--graph]     (--graph: print the folder graph, one edge a line)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCANNED = ["include", "src", "cache", "tools"]
# Where `#include "x"` is looked for after the including file's own folder: the include
# directories CMakeLists.txt gives the library and its tools, in order.
INCLUDE_DIRS = ["include", "src", "."]
TABLE_START = "<!-- layers: read by scripts/check-layers.py -->"
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def fail(msg):
    print(f"check-layers: {msg}", file=sys.stderr)
    sys.exit(2)


def read_layers():
    """{folder: layer number} from the fenced block after TABLE_START in the doc."""
    path = os.path.join(ROOT, "docs", "architecture.md")
    try:
        text = open(path, encoding="utf-8").read()
    except OSError as e:
        fail(f"cannot read the layer table: {e}")
    at = text.find(TABLE_START)
    m = re.search(r"```[a-z]*\n(.*?)```", text[at:], re.S) if at >= 0 else None
    if not m:
        fail(f"no layer table ({TABLE_START} and a fenced block) in docs/architecture.md")
    layers = {}
    for line in m.group(1).splitlines():
        words = line.split("#")[0].split()
        if not words or not words[0].isdigit():
            continue
        for folder in words[1:]:
            if folder in layers:
                fail(f"{folder} is in the layer table twice")
            layers[folder] = int(words[0])
    return layers


def folder_of(path):
    """The layer folder of a repository path: 'src/ir', 'src' for src/api.c, 'cache', …"""
    parts = path.split("/")
    if parts[0] == "src" and len(parts) > 2:
        return "src/" + parts[1]
    return parts[0]


def resolve(including, name):
    """The repository path `#include "name"` in file `including` opens, or None (a system
    header found elsewhere)."""
    for d in [os.path.dirname(including)] + INCLUDE_DIRS:
        p = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(os.path.join(ROOT, p)):
            return p
    return None


def include_edges():
    """{(from folder, to folder): [example 'file: include'], …} for folders that differ."""
    edges = {}
    for top in SCANNED:
        for dirpath, _, files in os.walk(os.path.join(ROOT, top)):
            for f in sorted(files):
                if not f.endswith((".c", ".h", ".def")):
                    continue
                rel = os.path.relpath(os.path.join(dirpath, f), ROOT)
                text = open(os.path.join(ROOT, rel), encoding="utf-8").read()
                for name in INCLUDE_RE.findall(text):
                    target = resolve(rel, name)
                    if not target:
                        continue
                    a, b = folder_of(rel), folder_of(target)
                    if a != b:
                        edges.setdefault((a, b), []).append(f"{rel}: {name}")
    return edges


def reachable(graph, start):
    seen, todo = set(), [start]
    while todo:
        for nxt in graph.get(todo.pop(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def shortest_cycle(graph, start):
    """The shortest path start -> … -> start (breadth first), as a list of folders."""
    prev, todo = {}, [start]
    while todo:
        node = todo.pop(0)
        for nxt in sorted(graph.get(node, ())):
            if nxt == start:
                path = [node]
                while path[-1] != start:
                    path.append(prev[path[-1]])
                return path[::-1] + [start]
            if nxt not in prev:
                prev[nxt] = node
                todo.append(nxt)
    return None


def cycles(edges):
    """One cycle per group of folders that reach each other (strongly connected)."""
    graph = {}
    for a, b in edges:
        graph.setdefault(a, set()).add(b)
    reach = {n: reachable(graph, n) for n in graph}
    found, done = [], set()
    for n in sorted(graph):
        if n in reach[n] and n not in done:
            group = {m for m in reach[n] if n in reach.get(m, ())}
            done |= group
            found.append(shortest_cycle(graph, n))
    return found


def main():
    layers = read_layers()
    edges = include_edges()
    if "--graph" in sys.argv[1:]:
        for (a, b), where in sorted(edges.items()):
            print(f"{a} -> {b}  ({len(where)}: {where[0]})")
    bad = 0
    for folder in sorted({f for e in edges for f in e}):
        if folder not in layers:
            fail(f"folder {folder} is not in the layer table of docs/architecture.md")
    for (a, b), where in sorted(edges.items()):
        if layers[b] >= layers[a]:
            bad += 1
            side = "a higher" if layers[b] > layers[a] else "the same"
            print(f"check-layers: {a} (layer {layers[a]}) includes {b}, on {side} layer "
                  f"({layers[b]}): " + "; ".join(where), file=sys.stderr)
    for cyc in cycles(edges):
        bad += 1
        print("check-layers: include cycle: " + " -> ".join(cyc), file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
