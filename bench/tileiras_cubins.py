# SPDX-License-Identifier: Apache-2.0
"""NVIDIA's tileiras 13.4 as a column of the Python benchmarks: the cubins test/diff/prepare.py
compiled from the same bytecode as ours (DIR/manifest.json and DIR/mod/*.cubin.gz), loaded and
launched as test/diff/run.py does — block (1,1,1), the cuTile parameter list (per array its
base pointer, shape and strides; per scalar its value) — in the primary context, which torch
uses too, on the legacy default stream. bench/matmul_ref.py, bench/matmul_fp8.py and
bench/attention_bench.py use it (add_option and from_option for their --tileiras DIR).

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


def add_option(ap):
    """The benchmarks' --tileiras DIR option on argparse parser ap."""
    ap.add_argument("--tileiras", metavar="DIR", help="test/diff prepare.py's output")


def from_option(dir_):
    """The TileirasCubins of add_option's DIR, or None where the option was not given."""
    return TileirasCubins(dir_) if dir_ else None


class TileirasCubins:
    def __init__(self, dir_, manifest=None, driver=True):
        """dir_'s manifest (or `manifest`, a loaded one); driver False: no CUDA driver, only
        flat() (test/diff/test_pack.py checks it)."""
        sys.path.insert(0, os.path.join(HERE, "..", "test", "diff"))
        import data
        import run
        self.dir, self.data, self.run = dir_, data, run
        self.drv = run.Driver() if driver else None
        self.fns = {}
        if manifest is None:
            with open(os.path.join(dir_, "manifest.json")) as f:
                manifest = json.load(f)
        self.mods = manifest["modules"]

    def find(self, source):
        """[(match, manifest module)] of the exports whose repository path fully matches the
        regular expression `source` and that tileiras compiled, in the manifest's order."""
        out = []
        for mod in self.mods:
            m = re.fullmatch(source, mod["source"]) if mod.get("source") else None
            if m and mod.get("tileiras"):
                out.append((m, mod))
        return out

    def flat(self, mod, tensors, scalars=()):
        """The flat parameters (test/diff/data.py flat_params) of mod's first entry with the
        arrays `tensors` (torch tensors, in the entry's order) and the scalar values
        `scalars`, in order."""
        ts, vs, params = iter(tensors), iter(scalars), []
        for p in mod["launches"][0]["params"]:
            if p["kind"] == "array":
                t = next(ts)
                params.append(dict(p, shape=list(t.shape), strides=list(t.stride())))
            else:
                params.append(dict(p, value=next(vs)))
        return self.data.flat_params(params, [t.data_ptr() for t in tensors])

    def launcher(self, mod, grid, tensors, scalars=()):
        """A no-argument launch of mod's first entry over `grid` with those parameters."""
        entry = mod["launches"][0]["entry"]
        if mod["name"] not in self.fns:
            with gzip.open(os.path.join(self.dir, mod["tileiras"])) as f:
                self.fns[mod["name"]] = self.drv.load_tileiras(f.read(), entry)[1]
        arr, slots = self.run.packed(self.flat(mod, tensors, scalars))
        fn = self.fns[mod["name"]]
        return lambda: (self.drv.launch_tileiras(fn, grid, arr), slots)
