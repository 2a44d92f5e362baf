#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""samples/moe/routing.cu's moe_permute compiled by NVRTC to PTX and run on the CPU by
ptxsim.py: xs[r] = x[sorted_ids[r] / top_k] byte for byte for every row r of an alignment
(padding rows, id T·top_k, all zero), for the rows both layers move: bf16 rows (2·H bytes),
the fp8 layer's e4m3 rows (H bytes) and their f32 scale rows (H / 128 · 4 bytes: 12 for
H = 384, the 4-byte path; 16 for H = 512). Alignments with an expert without rows, one token,
every row on one expert. Exit 77 (said) without NVRTC.

    python3 test/sim/moe_permute_test.py
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402
from moe_ep_kernels_test import NTID, launch, sample_ptx  # noqa: E402


def alignment(rng, T, k, block_m, counts):
    """sorted_ids of T·k flat ids over experts with counts[e] rows each (a random permutation),
    each run padded with T·k to a multiple of block_m, then one block of padding (the grid's
    upper bound)."""
    ids, at, out = list(range(T * k)), 0, []
    rng.shuffle(ids)
    for n in counts:
        out += ids[at:at + n] + [T * k] * (-n % block_m)
        at += n
    return out + [T * k] * block_m


def check(ptx, rng, T, k, row_bytes, sorted_ids):
    mem = ptxsim.Memory()
    x = bytes(rng.getrandbits(8) for _ in range(T * row_bytes))
    rows = len(sorted_ids)
    d_x = mem.buffer(x)
    d_s = mem.buffer(b"".join(i.to_bytes(4, "little") for i in sorted_ids))
    d_xs = mem.buffer(b"\xff" * (rows * row_bytes))  # poison
    threads = rows * (row_bytes // 16 if row_bytes % 16 == 0 else row_bytes // 4)
    launch(ptx, "moe_permute", [d_x, d_s, T * k, k, row_bytes, rows, d_xs], mem,
           -(-threads // NTID))
    got = mem.bytes_of(d_xs)[:rows * row_bytes]
    for r, f in enumerate(sorted_ids):
        want = x[f // k * row_bytes:(f // k + 1) * row_bytes] if f < T * k else bytes(row_bytes)
        if got[r * row_bytes:(r + 1) * row_bytes] != want:
            return f"row {r} (flat id {f}) is not {'token ' + str(f // k) if f < T * k else 'zero'}"
    return None


def main():
    ptx = sample_ptx("samples", "moe", "routing.cu")
    if ptx is None:
        return 77
    rng = random.Random(5)
    failed = 0
    # T, top-k, block_m, rows per expert; H
    for T, k, bm, counts in [(9, 2, 16, [11, 0, 7]), (1, 1, 16, [0, 1]), (6, 2, 32, [0, 12, 0])]:
        for H in (384, 512):
            for what, row_bytes in (("bf16", 2 * H), ("e4m3", H), ("scales", H // 128 * 4)):
                bad = check(ptx, rng, T, k, row_bytes, alignment(rng, T, k, bm, counts))
                print(f"T={T} top-k={k} block_m={bm} rows {counts} H={H} {what} rows of "
                      f"{row_bytes} bytes: {'ok' if not bad else 'FAILED: ' + bad}")
                failed += bad is not None
    print(f"moe_permute: {'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
