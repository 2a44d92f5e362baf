# SPDX-License-Identifier: Apache-2.0
"""NVIDIA's tileiras 13.4 as a column of the Python benchmarks: the cubins test/diff/prepare.py
compiled from the same bytecode as ours (DIR/manifest.json and DIR/mod/*.cubin.gz), loaded and
launched as test/diff/run.py does — block (1,1,1), the cuTile parameter list (per array its
base pointer, shape and strides; per scalar its value) — in the primary context, which torch
uses too, on the legacy default stream. bench/matmul_ref.py and bench/attention_bench.py use it.

    tir = TileirasCubins("build-diff")
    for m, mod in tir.find(r"bench/data/attention_bf16_d64_(\\d+)x(\\d+)\\.cutile"):
        go = tir.launcher(mod, grid, [q, k, v, o], [scale])
        go()
"""
import gzip
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


class TileirasCubins:
    def __init__(self, dir_):
        sys.path.insert(0, os.path.join(HERE, "..", "test", "diff"))
        import data
        import run
        self.dir, self.data, self.run, self.drv = dir_, data, run, run.Driver()
        self.fns = {}
        with open(os.path.join(dir_, "manifest.json")) as f:
            self.mods = json.load(f)["modules"]

    def find(self, source):
        """[(match, manifest module)] of the exports whose repository path fully matches the
        regular expression `source` and that tileiras compiled, in the manifest's order."""
        out = []
        for mod in self.mods:
            m = re.fullmatch(source, mod["source"]) if mod.get("source") else None
            if m and mod.get("tileiras"):
                out.append((m, mod))
        return out

    def launcher(self, mod, grid, tensors, scalars=()):
        """A no-argument launch of mod's first entry over `grid` with the arrays `tensors`
        (torch tensors, in the entry's order) and the scalar values `scalars`, in order."""
        launch = mod["launches"][0]
        if mod["name"] not in self.fns:
            with gzip.open(os.path.join(self.dir, mod["tileiras"])) as f:
                self.fns[mod["name"]] = self.drv.load_tileiras(f.read(), launch["entry"])[1]
        ts, vs, params = iter(tensors), iter(scalars), []
        for p in launch["params"]:
            if p["kind"] == "array":
                t = next(ts)
                params.append(dict(p, shape=list(t.shape), strides=list(t.stride())))
            else:
                params.append(dict(p, value=next(vs)))
        ptrs = [t.data_ptr() for t in tensors]
        arr, slots = self.run.packed(self.data.flat_params(params, ptrs))
        fn = self.fns[mod["name"]]
        return lambda: (self.drv.launch_tileiras(fn, grid, arr), slots)
