#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Rows of test/gpu/compiled_kernels.c's table of GPU tests run on the CPU by ptxsim.py.

For each case below, `gpu_compiled_kernels --sim-io LABEL DIR` writes the case's inputs (the
same seeded generators as on the GPU) and its launch (module, entry, grid, arguments); this
script compiles the module's PTX for sm_80 with the CLI, runs every CTA of the grid in the
simulator (array arguments as address, shape, strides; raw text-form kernels as bare
pointers), checks that nothing was written past an output, and writes the outputs back; then
`gpu_compiled_kernels --sim-check LABEL DIR` compares them with the case's reference exactly as
the GPU run does. So the table's grids, shapes, argument orders and references are checked
without a GPU.

    python3 test/sim/cases_test.py CUTILE_BINARY GPU_COMPILED_KERNELS_BINARY [LABEL...]
"""
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402

# Small cases (the simulator runs a few thousand instructions a millisecond), of every kind:
# exports with typed arguments and scalars, raw text-form kernels, in-out arrays, poison.
CASES = [
    "cat (smem)", "gather view -inf padding", "bool_ops (slice, cmpi, absi)",
    "small_bmm_f32", "tiny_mma_f16", "tiny_mma_i8", "pack f16 -> i8, unpack -> f32",
    "pack/unpack i4 and f4E2M1FN", "f8E8M0FNU / f4E2M1FN widen", "maxmin_nan_f64 (propagate_nan)",
    "gather/scatter view rows", "splat cat, ftoi i1, iota", "dense constants (every dtype)",
    "layout conversion (smem)", "raw_copy f32",
]
GUARD = 256


def ptx_of(cutile, module, raw, tmp):
    src = os.path.join(ROOT, module)
    if raw:
        bc = os.path.join(tmp, "k.cutile")
        subprocess.run([cutile, "asm", src, "-o", bc], check=True)
        src = bc
    out = os.path.join(tmp, "k.ptx")
    subprocess.run([cutile, "compile", "--gpu-name", "sm_80", "--emit", "ptx", "--no-cache",
                    src, "-o", out], check=True)
    with open(out) as f:
        return f.read()


def run_case(cutile, runner, label, tmp):
    subprocess.run([runner, "--sim-io", label, tmp], check=True)
    with open(os.path.join(tmp, "case.txt")) as f:
        lines = [ln.split() for ln in f]
    module, entry, raw = lines[0][1], int(lines[0][2]), lines[0][3] == "1"
    grid = tuple(int(v) for v in lines[1][1:])
    ptx = ptx_of(cutile, module, raw, tmp)
    entries = re.findall(r"\.entry\s+(\w+)", ptx)
    if "_tmap_" in ptx:
        raise ptxsim.SimError("takes tensor maps: not a case for this script")
    mem = ptxsim.Memory()
    params, outs = [], []
    for i, words in enumerate(lines[2:]):
        if words[0] != "array":
            params.append(float(words[1]) if words[0] == "f64" else int(float(words[1])))
            continue
        rank, shape = int(words[1]), [int(v) for v in words[3:]]
        with open(os.path.join(tmp, f"arg{i}.bin"), "rb") as f:
            data = f.read()
        p = mem.buffer(data + b"\xff" * GUARD)
        if words[2] == "out":
            outs.append((i, p, len(data)))
        strides = [1] * rank
        for d in range(rank - 2, -1, -1):
            strides[d] = strides[d + 1] * shape[d + 1]
        params += [p] if raw else [p, *shape, *strides]
    prog = ptxsim.Prog(ptx, entries[entry])
    for z in range(grid[2]):
        for y in range(grid[1]):
            for x in range(grid[0]):
                mem.shared[:] = b"\xff" * len(mem.shared)
                ptxsim.run(prog, params, (x, y, z), mem, nctaid=grid, seed=x + 7 * y)
    escaped = 0
    for i, p, n in outs:
        b = mem.bytes_of(p)
        escaped += sum(v != 0xFF for v in b[n:n + GUARD])
        with open(os.path.join(tmp, f"arg{i}.out"), "wb") as f:
            f.write(b[:n])
    if escaped:
        print(f"{label}: {escaped} guard bytes written past the outputs")
    r = subprocess.run([runner, "--sim-check", label, tmp])
    return r.returncode == 0 and escaped == 0


def main():
    cutile = sys.argv[1] if len(sys.argv) > 1 else "build/bin/cutile"
    runner = sys.argv[2] if len(sys.argv) > 2 else "build/bin/gpu_compiled_kernels"
    labels = sys.argv[3:] or CASES
    failed = 0
    for label in labels:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                ok = run_case(cutile, runner, label, tmp)
            except (ptxsim.SimError, KeyError) as e:
                print(f"{label}: simulator: {type(e).__name__} {e}")
                ok = False
        failed += not ok
    print(f"{len(labels)} cases simulated, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
