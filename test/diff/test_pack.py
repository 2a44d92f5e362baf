# SPDX-License-Identifier: Apache-2.0
"""Checks, without a GPU, the flat parameter lists run.py launches with against the calling
convention as the bytecode states it: for every module of a prepared folder (or the exports
and some generated programs when none is given), the parameters of each launch must be, in
order and in number, the entry's parameter types from `cutile dis` (a pointer per array, then
its shapes and strides in the index type; scalars of their type), and every 8-byte slot must
hold its value little-endian in its low bytes. The same for the launches of the benchmarks'
tileiras columns (bench/tileiras_cubins.py).

    python3 test/diff/test_pack.py [build-diff]
"""
import json
import os
import struct
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
try:
    import numpy  # noqa: F401  (data.py and run.py need it)
except ImportError:
    print("test_pack: numpy is not installed: skipped")
    sys.exit(77)
import data  # noqa: E402
import gen  # noqa: E402
import launches  # noqa: E402
import run  # noqa: E402  (items(): the launches the runner makes)


def check_launch(name, entry_types, params):
    ptrs = [0x7F0000001000 + 0x100000 * i for i in range(64)]
    return check_flat(name, entry_types, params, data.flat_params(params, ptrs))


def check_flat(name, entry_types, params, flat):
    """flat (the parameters of a launch described by params) against the entry's types."""
    errs = []
    if len(flat) != len(entry_types):
        return ["%s: %d parameters, the entry has %d" % (name, len(flat), len(entry_types))]
    k = 0
    for i, ((ty, v), want) in enumerate(zip(flat, entry_types)):
        if ty == "ptr":
            elem = [p for p in params if p["kind"] == "array"][k]["dtype"]
            k += 1
            if not want.startswith("ptr<%s" % elem):
                errs.append("%s: parameter %d is an array of %s, the entry takes %s" % (name, i, elem, want))
        elif ty != want:
            errs.append("%s: parameter %d packed as %s, the entry takes %s" % (name, i, ty, want))
        b = data.slot_bytes(ty, v)
        fmtc = {"ptr": "<Q", "i64": "<q", "i32": "<i", "f32": "<f", "f64": "<d"}.get(ty)
        if len(b) != 8 or (fmtc and struct.unpack_from(fmtc, b)[0] != v):
            errs.append("%s: parameter %d slot %s does not hold %r" % (name, i, b.hex(), v))
    return errs


class FakeTensor:
    """What bench/tileiras_cubins.py reads of a torch tensor: a contiguous one of `shape`."""

    def __init__(self, shape, ptr):
        self.shape, self.ptr = shape, ptr

    def stride(self):
        return tuple(int(numpy.prod(self.shape[i + 1:])) for i in range(len(self.shape)))

    def data_ptr(self):
        return self.ptr


def check_bench(manifest, d, cache):
    """The benchmarks' tileiras columns (bench/tileiras_cubins.py flat()): samples/matmul's GEMMs
    (three arrays: bf16 in matmul_ref.py, e4m3 in matmul_fp8.py) and bench/data's attention
    (four arrays and the scale), as the benchmarks call them, against the entries' parameters.
    Returns (errors, launches checked)."""
    sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
    from tileiras_cubins import TileirasCubins
    tir = TileirasCubins(d, manifest, driver=False)
    cases = [(r"samples/matmul/matmul_bf16_(\d+)x(\d+)x(\d+)\.cutile", [(256, 64)] * 3, ()),
             (r"samples/matmul/matmul_e4m3_128x128x128\.cutile", [(256, 64)] * 3, ()),
             (r"bench/data/attention_bf16_d64_(\d+)x(\d+)\.cutile", [(4, 256, 64)] * 4, (0.125,))]
    errs, n = [], 0
    for source, shapes, scalars in cases:
        found = tir.find(source)
        if not found:
            errs.append("bench: no module matches %s" % source)
        for _, mod in found:
            ts = [FakeTensor(s, 0x7F0000001000 + 0x100000 * i) for i, s in enumerate(shapes)]
            flat = tir.flat(mod, ts, scalars)
            bc = os.path.join(d, mod["bytecode"])
            if bc not in cache:
                cache[bc] = module_entries(bc)
            types = cache[bc][mod["launches"][0]["entry"]]
            errs += check_flat(mod["name"], types, mod["launches"][0]["params"], flat)
            n += 1
    return errs, n


def module_entries(path):
    return dict(launches.entries(path)[0])


def main():
    errs, n = [], 0
    if len(sys.argv) > 1:
        d = sys.argv[1]
        with open(os.path.join(d, "manifest.json")) as f:
            manifest = json.load(f)
    else:
        tmp = tempfile.mkdtemp()
        mods = []
        for seed in range(1, 41):
            text, desc = gen.generate(seed)
            src, bc = os.path.join(tmp, "%d.mlir" % seed), os.path.join(tmp, "%d.cutile" % seed)
            open(src, "w").write(text)
            if os.system("%s asm %s -o %s" % (launches.CUTILE, src, bc)):
                errs.append("gen %d: does not assemble" % seed)
                continue
            mods.append(dict(desc, kind="gen", bytecode=bc, tileiras="x", ours_error=None))
        import prepare
        for name, path in prepare.export_modules():
            mods.append({"kind": "export", "name": name, "bytecode": path, "tileiras": "x",
                         "ours_error": None, "launches": launches.describe(name, path),
                         "source": os.path.relpath(path, prepare.ROOT)})
        manifest, d = {"modules": mods}, ""
    cache = {}
    for it in run.items(manifest):
        bc = os.path.join(d, it["module"]["bytecode"])
        if bc not in cache:
            cache[bc] = module_entries(bc)
        ln = it["launch"]
        if ln.get("skip"):
            continue
        errs += check_launch(it["name"], cache[bc][ln["entry"]], ln["params"])
        n += 1
    e, nb = check_bench(manifest, d, cache)
    errs += e
    n += nb
    for e in errs:
        print("FAIL", e)
    print("test_pack: %d launches checked, %d errors" % (n, len(errs)))
    return 1 if errs or n == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
