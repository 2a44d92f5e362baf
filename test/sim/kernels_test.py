#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Generated PTX run on the CPU by ptxsim.py, against what the kernels compute.

Layout conversions through shared memory: text kernels that take X (m×n f32), C and Y as bare
pointers and compute C = X and Y = Xᵀ, the permute making the stored tile's layout differ from
the loaded one's (so the store goes through a conversion). Each is compiled to PTX by the CLI
for several targets — one pass, and the conversions larger than a block's shared memory that
move in two or four passes (ptx_convert.c) — and every CTA of the grid is simulated on random
bits; C and Y must be exactly X and its transpose.

Elementwise ops on broadcast operands (repeat_elems.mlir: a 64×64 store masked by row < n, the
comparison computed once per distinct operand registers, ct_ptx_repeat): for several n, rows
below n must hold 1.0 and the others their old bits. Gathers and scatters of 16-byte vectors
(test/data's vec_add_gather, its addresses and bounds computed once per vector, need_pass):
c = a + b for n not a multiple of the tile, nothing written past n.

    python3 test/sim/kernels_test.py CUTILE_BINARY
"""
import os
import random
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402

# text kernel, m, n, rows of X per CTA, targets
CASES = [
    ("test/lit/lower/layouts.mlir", 128, 64, 32, ["sm_90a", "sm_80"]),
    ("test/lit/lower/convert_ring_limit.mlir", 128, 256, 128, ["sm_90a", "sm_120a"]),
    ("test/lit/lower/convert_passes.mlir", 256, 256, 256, ["sm_90a", "sm_80", "sm_120a"]),
]


def compile_ptx(cutile, path, target, tmp, text=True):
    bc = os.path.join(tmp, "k.cutile")
    if text:
        subprocess.run([cutile, "asm", path, "-o", bc], check=True)
    else:
        bc = path
    out = os.path.join(tmp, f"k.{target}.ptx")
    subprocess.run([cutile, "compile", "--gpu-name", target, bc, "--emit", "ptx", "--no-cache",
                    "-o", out], check=True)
    with open(out) as f:
        return f.read()


def check(ptx, m, n, rows):
    rng = random.Random(m * n + rows)
    x = [rng.getrandbits(32) for _ in range(m * n)]
    mem = ptxsim.Memory()
    bx = mem.buffer(struct.pack(f"<{m * n}I", *x))
    bc = mem.buffer(b"\xff" * (4 * m * n))
    by = mem.buffer(b"\xff" * (4 * m * n))
    for b in range(m // rows):
        mem.shared[:] = b"\xee" * len(mem.shared)  # what an earlier CTA left there
        ptxsim.run(ptx, [bx, bc, by], (b, 0, 0), mem)
    c = struct.unpack(f"<{m * n}I", mem.bytes_of(bc))
    y = struct.unpack(f"<{m * n}I", mem.bytes_of(by))
    bad = sum(c[i * n + j] != x[i * n + j] for i in range(m) for j in range(n))
    bad += sum(y[j * m + i] != x[i * n + j] for i in range(m) for j in range(n))
    return bad


def check_row_mask(ptx):
    mem = ptxsim.Memory()
    bad = 0
    for n in (0, 1, 17, 63, 64, 100, -5):
        p = mem.buffer(b"\xab" * (4 * 64 * 64))
        ptxsim.run(ptx, [p, n & 0xFFFFFFFF], (0, 0, 0), mem)
        got = struct.unpack("<4096I", mem.bytes_of(p))
        bad += sum(got[i] != (0x3F800000 if i // 64 < n else 0xABABABAB) for i in range(4096))
    return bad


def check_vec_add_gather(ptx):
    """test/data's vec_add_gather (c[i] = a[i] + b[i], 1024 per CTA, bounds masks), arrays
    passed as (base, extent, stride); n not a multiple of the tile."""
    rng = random.Random(5)
    bad = 0
    for n in (3584, 1040, 16):
        mem = ptxsim.Memory()
        a = [ptxsim.bits_of_f32(rng.uniform(-1e3, 1e3)) for _ in range(n)]
        b = [ptxsim.bits_of_f32(rng.uniform(-1e3, 1e3)) for _ in range(n)]
        pa, pb = (mem.buffer(struct.pack(f"<{n}I", *v)) for v in (a, b))
        pc = mem.buffer(b"\xcd" * (4 * n + 64))
        for blk in range((n + 1023) // 1024):
            ptxsim.run(ptx, [pa, n, 1, pb, n, 1, pc, n, 1], (blk, 0, 0), mem)
        got = struct.unpack(f"<{n + 16}I", mem.bytes_of(pc))
        want = [ptxsim.bits_of_f32(ptxsim.f32_of(x) + ptxsim.f32_of(y)) for x, y in zip(a, b)]
        bad += sum(g != w for g, w in zip(got, want)) + sum(g != 0xCDCDCDCD for g in got[n:])
    return bad


def main():
    cutile = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("CUTILE", "build/bin/cutile")
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for text, m, n, rows, targets in CASES:
            for target in targets:
                ptx = compile_ptx(cutile, os.path.join(ROOT, text), target, tmp)
                passes = ptx.count("bar.sync")
                bad = check(ptx, m, n, rows)
                print(f"{os.path.basename(text)} {target}: {passes} barriers, {bad} of "
                      f"{2 * m * n} elements wrong")
                failed += bad != 0
        for target in ("sm_90a", "sm_80"):
            ptx = compile_ptx(cutile, os.path.join(ROOT, "test/lit/lower/repeat_elems.mlir"),
                              target, tmp)
            bad = check_row_mask(ptx)
            print(f"repeat_elems.mlir {target}: {bad} of {7 * 4096} elements wrong")
            failed += bad != 0
            ptx = compile_ptx(cutile, os.path.join(ROOT, "test/data/vec_add_gather_f32.v13_3.cutile"),
                              target, tmp, text=False)
            bad = check_vec_add_gather(ptx)
            print(f"vec_add_gather_f32 {target}: {bad} of {3584 + 1040 + 16 + 48} elements wrong")
            failed += bad != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
