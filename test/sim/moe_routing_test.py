#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""samples/moe/routing.cu's kernels compiled by NVRTC to PTX and run on the CPU by ptxsim.py.
Exit 77 (said) without NVRTC.

moe_permute: xs[r] = x[sorted_ids[r] / top_k] byte for byte for every row r of an alignment
(padding rows, id T·top_k, all zero), for the rows both layers move: bf16 rows (2·H bytes), the
fp8 layer's e4m3 rows (H bytes) and their f32 scale rows (H / 128 · 4 bytes: 12 for H = 384,
the 4-byte path; 16 for H = 512). Alignments with an expert without rows, one token, every row
on one expert.

moe_align_block_size, in grids of one to several blocks (each block counts every id and
scatters its own slice), against the vLLM alignment written out here: each expert's flat ids
(in any order) at the start of its run, the run padded with the invalid id T·top_k to a
multiple of block_m, runs in expert order, every row past them up to max_blocks·block_m
padding, block_expert the run's expert for each of its blocks and 0 past them, num_post_padded
the runs' total. Ids outside 0…E−1 are dropped. Shapes with ids not a multiple of 4, blocks
whose slice is empty, every id on one expert.

    python3 test/sim/moe_routing_test.py
"""
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402
from moe_ep_kernels_test import NTID, i32s, launch, sample_ptx  # noqa: E402


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


def check_permute(ptx, rng, T, k, row_bytes, sorted_ids):
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


def expected(ids, E, bm, max_blocks):
    """(rows per expert, run starts [E + 1]) of the alignment of `ids`."""
    count = [sum(1 for e in ids if e == x) for x in range(E)]
    start = [0]
    for n in count:
        start.append(start[-1] + -(-n // bm) * bm)
    return count, start


def check_align(ptx, ids, E, bm, grid):
    numel = len(ids)
    max_blocks = -(-(numel + min(E, numel) * (bm - 1)) // bm)
    rows = max_blocks * bm
    mem = ptxsim.Memory()
    d_ids = mem.buffer(struct.pack(f"<{numel}i", *ids) + bytes(16))
    d_sorted = mem.buffer(b"\xff" * 4 * rows)  # poison: -1 where nothing was written
    d_bexp = mem.buffer(b"\xff" * 4 * max_blocks)
    d_npp = mem.buffer(b"\xff" * 4)
    launch(ptx, "moe_align_block_size",
           [d_ids, numel, E, bm, max_blocks, d_sorted, d_bexp, d_npp], mem, grid)
    got, bexp = i32s(mem, d_sorted, rows), i32s(mem, d_bexp, max_blocks)
    count, start = expected(ids, E, bm, max_blocks)
    if i32s(mem, d_npp, 1)[0] != start[E]:
        return f"num_post_padded {i32s(mem, d_npp, 1)[0]}, not {start[E]}"
    for e in range(E):
        run = got[start[e]:start[e + 1]]
        mine = sorted(i for i, x in enumerate(ids) if x == e)
        if sorted(run[:count[e]]) != mine or any(r != numel for r in run[count[e]:]):
            return f"expert {e}'s run {run[:8]}… is not its {count[e]} ids then padding"
        if any(b != e for b in bexp[start[e] // bm:start[e + 1] // bm]):
            return f"block_expert of expert {e}'s blocks: {bexp[start[e] // bm:start[e + 1] // bm]}"
    if any(r != numel for r in got[start[E]:]) or any(b != 0 for b in bexp[start[E] // bm:]):
        return "the rows or blocks past the runs are not padding"
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
                bad = check_permute(ptx, rng, T, k, row_bytes, alignment(rng, T, k, bm, counts))
                print(f"T={T} top-k={k} block_m={bm} rows {counts} H={H} {what} rows of "
                      f"{row_bytes} bytes: {'ok' if not bad else 'FAILED: ' + bad}")
                failed += bad is not None
    # T, top-k, E, block_m, blocks, ids: random experts, some out of range, or all on one
    for T, k, E, bm, grid, kind in [(150, 4, 16, 16, 2, "random"), (97, 3, 40, 32, 3, "ragged"),
                                    (5, 2, 8, 16, 4, "random"), (64, 4, 8, 64, 2, "one"),
                                    (33, 8, 300, 16, 3, "random")]:
        ids = [rng.randrange(E) for _ in range(T * k)]
        if kind == "ragged":
            ids = [e if rng.random() > 0.1 else rng.choice((-1, E)) for e in ids]
        elif kind == "one":
            ids = [E - 1] * (T * k)
        bad = check_align(ptx, ids, E, bm, grid)
        print(f"T={T} top-k={k} E={E} block_m={bm} blocks={grid} ({kind} ids, {T * k} of them, "
              f"{NTID} threads a block): {'ok' if not bad else 'FAILED: ' + bad}")
        failed += bad is not None
    print(f"moe_permute, moe_align_block_size: {'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
