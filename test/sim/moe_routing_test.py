#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""samples/moe/routing.cu's kernels compiled by NVRTC to PTX and run on the CPU by ptxsim.py.
Exit 77 (said) without NVRTC.

moe_permute: xs[row_of[f]] = x[f / top_k] byte for byte for every flat id f with a row, every
other row (padding, and the rows of no pair) left as it was, for bf16 rows of 2·H bytes: H =
384 and 512 (a warp's chunk of 128 pieces of 16 bytes part full), 2176 (three chunks, the last
part full). Alignments with an expert without rows, one token, every row on one expert, pairs
without a row (row_of −1), top_k above the 32 row numbers a warp reads at once.

moe_align_block_size, in grids of one to several blocks (each block counts every id and
scatters its own slice), against the vLLM alignment written out here: each expert's flat ids
(in any order) at the start of its run, the run padded with the invalid id T·top_k to a
multiple of block_m, runs in expert order, every row past them up to max_blocks·block_m
padding, block_expert the run's expert for each of its blocks and 0 past them, num_post_padded
the runs' total, row_of each id's row (−1 for an id dropped). Ids outside 0…E−1 are dropped.
Shapes with ids not a multiple of 4, blocks whose slice is empty, every id on one expert.

moe_combine: each token's top_k rows summed in f32 in slot order and rounded to bf16, exactly
without routed weights (the layers apply them in w2), within a bf16 step with them; rows of a
multiple of 8 (16-byte loads) and not, top_k below, at and above the 8 slots loaded at once.

    python3 test/sim/moe_routing_test.py
"""
import math
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402
from moe_ep_kernels_test import (NTID, bf16_bits, bf16_value, f32, i32s, launch,  # noqa: E402
                                 sample_ptx)


def alignment(rng, T, k, block_m, counts):
    """sorted_ids of T·k flat ids over experts with counts[e] rows each (a random permutation;
    the ids past sum(counts) in no row), each run padded with T·k to a multiple of block_m, then
    one block of padding (the grid's upper bound)."""
    ids, at, out = list(range(T * k)), 0, []
    rng.shuffle(ids)
    for n in counts:
        out += ids[at:at + n] + [T * k] * (-n % block_m)
        at += n
    return out + [T * k] * block_m


def check_permute(ptx, rng, T, k, row_bytes, sorted_ids):
    """One launch moving rows of row_bytes bytes to the rows of the alignment sorted_ids, given
    as its inverse row_of."""
    mem = ptxsim.Memory()
    rows = len(sorted_ids)
    row_of = [-1] * (T * k)
    for r, f in enumerate(sorted_ids):
        if f < T * k:
            row_of[f] = r
    d_rows = mem.buffer(struct.pack(f"<{T * k}i", *row_of))
    x = bytes(rng.getrandbits(8) for _ in range(T * row_bytes))
    d_x, d_xs = mem.buffer(x), mem.buffer(b"\xff" * (rows * row_bytes))
    chunks = -(-row_bytes // 16 // 128)  # a warp a chunk of 128 pieces of a token's row
    launch(ptx, "moe_permute", [d_rows, T, k, d_x, row_bytes, d_xs], mem,
           -(-T * chunks * 32 // NTID))
    got = mem.bytes_of(d_xs)[:rows * row_bytes]
    for r, f in enumerate(sorted_ids):
        want, what = ((x[f // k * row_bytes:(f // k + 1) * row_bytes], f"token {f // k}")
                      if f < T * k else (b"\xff" * row_bytes, "untouched"))
        if got[r * row_bytes:(r + 1) * row_bytes] != want:
            return f"row {r} (flat id {f}) is not {what}"
    return None


def check_combine(ptx, rng, T, k, H, weighted):
    """out[t, h] = Σ_slot y[t·k + slot, h] (· weights[t·k + slot]) summed in f32 in slot order,
    rounded to bf16: exactly without weights (what both layers pass: w2 applied them), within
    one bf16 step with them (the products may be fused into the adds)."""
    mem = ptxsim.Memory()
    y = [rng.getrandbits(16) & 0xBFFF for _ in range(T * k * H)]  # exponents ≤ 127: |v| < 2
    w = [f32(rng.uniform(0.0, 1.0)) for _ in range(T * k)]
    d_y = mem.buffer(struct.pack(f"<{len(y)}H", *y))
    d_w = mem.buffer(struct.pack(f"<{len(w)}f", *w)) if weighted else 0
    d_out = mem.buffer(b"\xff" * (2 * T * H))  # poison
    threads = T * -(-H // 8)
    launch(ptx, "moe_combine", [d_y, d_w, d_out, T, k, H], mem, -(-threads // NTID))
    got = struct.unpack(f"<{T * H}H", mem.bytes_of(d_out)[:2 * T * H])
    for t in range(T):
        for h in range(H):
            acc = 0.0
            for j in range(k):
                v = bf16_value(y[(t * k + j) * H + h])
                acc = f32(acc + (f32(v * w[t * k + j]) if weighted else v))
            want, have = bf16_bits(acc), got[t * H + h]
            if have != want and not (weighted and abs(bf16_value(have) - bf16_value(want)) <=
                                     abs(bf16_value(want)) * 2 ** -7 + 2 ** -126):
                return f"out[{t}, {h}] = {bf16_value(have)}, not {bf16_value(want)}"
    return None


def expected(ids, E, bm, max_blocks):
    """(rows per expert, run starts [E + 1]) of the alignment of `ids`."""
    count = [sum(1 for e in ids if e == x) for x in range(E)]
    start = [0]
    for n in count:
        start.append(start[-1] + -(-n // bm) * bm)
    return count, start


def align_buffers(mem, numel, E, bm):
    """max_blocks and the alignment's outputs, poisoned: sorted_ids and block_expert −1,
    num_post_padded −1, row_of 0 (a row) where nothing was written."""
    max_blocks = -(-(numel + min(E, numel) * (bm - 1)) // bm)
    return max_blocks, [mem.buffer(b"\xff" * 4 * max_blocks * bm),
                        mem.buffer(b"\xff" * 4 * max_blocks), mem.buffer(b"\xff" * 4),
                        mem.buffer(b"\0" * 4 * numel)]


def check_align(ptx, ids, E, bm, grid):
    numel = len(ids)
    mem = ptxsim.Memory()
    d_ids = mem.buffer(struct.pack(f"<{numel}i", *ids) + bytes(16))
    max_blocks, outs = align_buffers(mem, numel, E, bm)
    launch(ptx, "moe_align_block_size", [d_ids, numel, E, bm, max_blocks] + outs, mem, grid)
    return aligned(mem, ids, E, bm, max_blocks, outs)


def aligned(mem, ids, E, bm, max_blocks, outs):
    """Why the alignment outs of `ids` is wrong, or None."""
    numel, rows = len(ids), max_blocks * bm
    d_sorted, d_bexp, d_npp, d_rows = outs
    got, bexp = i32s(mem, d_sorted, rows), i32s(mem, d_bexp, max_blocks)
    row_of = i32s(mem, d_rows, numel)
    for i, e in enumerate(ids):
        want = got.index(i) if 0 <= e < E and i in got else -1
        if row_of[i] != want:
            return f"row_of[{i}] = {row_of[i]}, not {want} (expert {e})"
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


def check_route(ptx, rng, T, k, E, bm):
    """moe_route (top-k softmax, renormalised, then the alignment, in one block): each token's
    experts ranked by logit, the lower index first on a tie (the logits are drawn from a few
    values, so ties come), its weights exp(l − max) / Σ exp over the top k (in float64:
    within 1e-5 relative), and the alignment of the ids as check_align's."""
    mem = ptxsim.Memory()
    logits = [f32(rng.choice((-1.5, 0.25, 0.5, 2.0)) + rng.randrange(4) / 8) for _ in
              range(T * E)]
    d_logits = mem.buffer(struct.pack(f"<{T * E}f", *logits))
    d_ids, d_w = mem.buffer(b"\xff" * 4 * T * k + bytes(16)), mem.buffer(b"\xff" * 4 * T * k)
    max_blocks, outs = align_buffers(mem, T * k, E, bm)
    launch(ptx, "moe_route", [d_logits, T, E, k, 1, d_ids, d_w, bm, max_blocks] + outs, mem, 1)
    ids = i32s(mem, d_ids, T * k)
    w = struct.unpack(f"<{T * k}f", mem.bytes_of(d_w)[:4 * T * k])
    for t in range(T):
        row = logits[t * E:(t + 1) * E]
        want = sorted(range(E), key=lambda e: (-row[e], e))[:k]
        p = [math.exp(row[e] - max(row)) for e in want]
        if ids[t * k:(t + 1) * k] != want:
            return f"token {t}'s experts {ids[t * k:(t + 1) * k]}, not {want}"
        if any(abs(w[t * k + j] - p[j] / sum(p)) > 1e-5 * p[j] / sum(p) for j in range(k)):
            return f"token {t}'s weights {w[t * k:(t + 1) * k]}, not {[x / sum(p) for x in p]}"
    return aligned(mem, ids, E, bm, max_blocks, outs)


def main():
    ptx = sample_ptx("samples", "moe", "routing.cu")
    if ptx is None:
        return 77
    rng = random.Random(5)
    failed = 0
    # T, top-k, block_m, rows per expert; H
    for T, k, bm, counts in [(9, 2, 16, [11, 0, 7]), (1, 1, 16, [0, 1]), (6, 2, 32, [0, 12, 0]),
                             (2, 40, 16, [30, 0, 45])]:
        for H in (384, 512, 2176):
            bad = check_permute(ptx, rng, T, k, 2 * H, alignment(rng, T, k, bm, counts))
            print(f"T={T} top-k={k} block_m={bm} rows {counts} H={H}: "
                  f"{'ok' if not bad else 'FAILED: ' + bad}")
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
    # T, top-k, E, block_m: more tokens than the 4 warps the test's block has (several rounds),
    # E below, at and above 32 (one to sixteen logits a lane), top-k = E
    for T, k, E, bm in [(1, 8, 40, 16), (9, 2, 8, 16), (5, 4, 130, 32), (3, 6, 6, 16),
                        (2, 8, 300, 16)]:
        bad = check_route(ptx, rng, T, k, E, bm)
        print(f"moe_route T={T} top-k={k} E={E} block_m={bm}: "
              f"{'ok' if not bad else 'FAILED: ' + bad}")
        failed += bad is not None
    # T, top-k, H (a multiple of 8: 16-byte loads; else single ones), routed weights or none
    for T, k, H, weighted in [(3, 8, 64, False), (2, 9, 24, False), (5, 1, 13, False),
                              (4, 2, 40, True), (2, 3, 21, True)]:
        bad = check_combine(ptx, rng, T, k, H, weighted)
        print(f"moe_combine T={T} top-k={k} H={H} {'weighted' if weighted else 'unweighted'}: "
              f"{'ok' if not bad else 'FAILED: ' + bad}")
        failed += bad is not None
    print(f"moe_permute, moe_align_block_size, moe_route, moe_combine: {'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
