# SPDX-License-Identifier: Apache-2.0
"""fp8 (e4m3) GEMM on the GPU: samples/matmul's matmul_e4m3_128x128x128 export (B row-major
K x N, which Hopper's fp8 wgmma cannot read: it needs K-major B) and test/data's
mm_bytes_nt_e4m3 (B given as Bt, N x K, K-major as cuBLAS takes it; C in f32), both through
libcutile_rt (f32 accumulation promoted every 128 of K, as cuTile's mma without fast_acc asks),
and mm_bytes_nt_fast_e4m3 (the same with fast_acc: no promotion), each also on a 128x256 tile
(the _n256 exports), against cuBLAS through torch._scaled_mm (unit scales, bf16 out) with and
without fast accumulation, in one process. C = A·B, A M×K row-major, B K×N; inputs uniform in
(−2, 2) rounded to e4m3, fresh per shape. Each output is checked against the f32 product of the
same fp8 values first (‖C − ref‖/‖ref‖ ≤ 1e-2: bf16 output rounding is 2^-9). Times: median of
CUDA-event timings after warm-up in 6 rounds taken round-robin over the candidates (checked_rates),
one buffer set per shape (compute-bound at these sizes).

With --tileiras DIR (what test/diff/prepare.py made: NVIDIA's tileiras 13.4 compiled the same
bytecode), also samples/matmul's e4m3 export as tileiras compiled it (bench/tileiras_cubins.py:
block (1,1,1), the cuTile parameter list), checked and timed like the others: the column
"tileiras (B K x N)" and the ratio ours/tileiras (above 1: ours is faster).

usage: python3 bench/matmul_fp8.py LIB [--reps N] [--md FILE] [--tileiras DIR]
"""
import argparse
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cutile_ctypes import CuTile  # noqa: E402
from norm_torch import time_median  # noqa: E402
import tileiras_cubins  # noqa: E402

SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192), (8192, 8192, 1024), (128, 8192, 8192),
          (16384, 8192, 8192)]
TILE = 128
# test/data's NT GEMMs (B given N x K): column title, export, tile N (tile M is TILE)
NT = [("ours NT", "mm_bytes_nt_e4m3", 128), ("ours NT fast_acc", "mm_bytes_nt_fast_e4m3", 128),
      ("ours NT 128x256", "mm_bytes_nt_e4m3_n256", 256),
      ("ours NT 128x256 fast_acc", "mm_bytes_nt_fast_e4m3_n256", 256)]


def gemm_args(doc, reps, tileiras=False):
    """The GEMM benches' command line: LIB [--reps N] [--md FILE] (and [--tileiras DIR] where
    the bench has a tileiras column)."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("lib")
    ap.add_argument("--reps", type=int, default=reps)
    ap.add_argument("--md")
    if tileiras:
        tileiras_cubins.add_option(ap)
    return ap.parse_args()


def checked_rates(cands, ref, flop, reps, clear, row, shape, rounds=1):
    """For each candidate name: (fn, get, tol): fn run once after clear(), its output (get(),
    or fn's result) checked against ref (relative Frobenius error, in f64, at most tol), then
    timed: the median of reps after 5 warm-up runs, or with rounds > 1 the median of such
    medians taken round-robin over the candidates (one warm-up run a round after the first),
    so that a drift of the clocks during a row weighs on every candidate alike. row[name] gets
    TFLOP/s, row[name + " err"] the error. Returns how many checks failed."""
    import torch
    bad = 0
    for name, (fn, get, tol) in cands.items():
        clear()
        out = fn()
        torch.cuda.synchronize()
        out = get() if get else out
        err = ((out.double() - ref.double()).norm() / ref.double().norm()).item()
        if not err <= tol:
            bad += 1
            print(f"{name} {shape}: relative error {err:.3g}", file=sys.stderr)
        row[name + " err"] = err
    times = {name: [] for name in cands}
    for r in range(rounds):
        for name, (fn, _, _) in cands.items():
            times[name].append(time_median(fn, reps, 5 if r == 0 else 1))
    for name in cands:
        row[name] = flop / statistics.median(times[name]) / 1e9
    return bad


# The shape columns of write_md's tables.
MNK = [("M", lambda r: str(r["m"])), ("N", lambda r: str(r["n"])), ("K", lambda r: str(r["k"]))]


def write_md(path, cols, rows):
    """A markdown table of rows, cols: [(title, cell(row) -> str)]."""
    with open(path, "w") as f:
        f.write("| " + " | ".join(t for t, _ in cols) + " |\n|" + " ---: |" * len(cols) + "\n")
        for r in rows:
            f.write("| " + " | ".join(cell(r) for _, cell in cols) + " |\n")


# samples/matmul's e4m3 GEMM (B K x N), ours and tileiras's
KXN = "samples/matmul/matmul_e4m3_128x128x128.cutile"


def tileiras_module(dir_):
    """(TileirasCubins of dir_, the manifest module of KXN), or (None, None) without dir_."""
    tir = tileiras_cubins.from_option(dir_)
    if tir is None:
        return None, None
    found = tir.find(re.escape(KXN))
    if not found:
        sys.exit(f"matmul_fp8.py: {dir_} has no tileiras cubin of {KXN}")
    return tir, found[0][1]


def main():
    args = gemm_args(__doc__, 30, tileiras=True)
    import torch
    rt = CuTile(args.lib)
    tir, tmod = tileiras_module(args.tileiras)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    kern, _ = rt.load_first_kernel(os.path.join(here, KXN))
    nts = [(t, rt.load_first_kernel(os.path.join(here, f"test/data/{f}.v13_3.cutile"))[0], tn)
           for t, f, tn in NT]
    stream = torch.cuda.current_stream().cuda_stream
    one = torch.ones((), device="cuda", dtype=torch.float32)
    rows, bad = [], 0
    for m, n, k in SHAPES:
        a = ((torch.rand(m, k, device="cuda") * 4 - 2)).to(torch.float8_e4m3fn)
        b = ((torch.rand(k, n, device="cuda") * 4 - 2)).to(torch.float8_e4m3fn)
        bt = b.t().contiguous().t()  # column-major B, as _scaled_mm wants; same values
        c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
        c32 = torch.empty(m, n, device="cuda", dtype=torch.float32)
        btk = b.t().contiguous()  # N x K, K contiguous
        ref = a.float() @ b.float()
        grid = ((m + TILE - 1) // TILE * ((n + TILE - 1) // TILE), 1, 1)
        cands = {"ours": (rt.launcher(kern, grid, [rt.array(a), rt.array(b), rt.array(c)], stream),
                          lambda: c, 1e-2)}
        if tmod:  # the same grid, arrays and output, on the legacy default stream as torch's
            cands["tileiras"] = (tir.launcher(tmod, grid, [a, b, c]), lambda: c, 1e-2)
        for t, knl, tn in nts:
            cands[t] = (rt.launcher(knl, ((m + TILE - 1) // TILE, (n + tn - 1) // tn, 1),
                                    [rt.array(a), rt.array(btk), rt.array(c32)], stream),
                        lambda: c32, 1e-2)
        for t, fast in (("cuBLAS", False), ("cuBLAS fast_accum", True)):
            cands[t] = (lambda fast=fast: torch._scaled_mm(
                a, bt, one, one, out_dtype=torch.bfloat16, use_fast_accum=fast), None, 1e-2)
        row = {"m": m, "n": n, "k": k}
        bad += checked_rates(cands, ref, 2 * m * n * k, max(args.reps // 6, 1),
                             lambda: (c.fill_(float("nan")), c32.fill_(float("nan"))), row,
                             f"{m}x{n}x{k}", 6)
        rows.append(row)
        print(f"{m:6d} {n:6d} {k:6d}  " + "  ".join(f"{t} {row[t]:.1f}" for t in cands), flush=True)
    if args.md:
        rate = [("ours (B K x N) TFLOP/s", "ours")] + \
            [("tileiras (B K x N)", "tileiras")] * bool(tmod) + [(t, t) for t, _, _ in NT] + \
            [("cuBLAS", "cuBLAS"), ("cuBLAS fast_accum", "cuBLAS fast_accum")]
        # each of ours against cuBLAS with the same accumulation (and tileiras on its bytecode)
        ratio = [(t, "cuBLAS fast_accum" if "fast" in t else "cuBLAS") for t in ["ours"] + [
            t for t, _, _ in NT]] + [("ours", "tileiras")] * bool(tmod)
        write_md(args.md, MNK + [(title, lambda r, t=t: f"{r[t]:.1f}") for title, t in rate] +
                 [(f"{t}/{base}", lambda r, t=t, base=base: f"{r[t] / r[base]:.3f}")
                  for t, base in ratio] +
                 [("ours err", lambda r: f"{r['ours err']:.2g}"),
                  ("cuBLAS err", lambda r: f"{r['cuBLAS err']:.2g}")], rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
