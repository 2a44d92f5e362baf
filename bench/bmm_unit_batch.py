# SPDX-License-Identifier: Apache-2.0
"""Batched f16 GEMM with 3-D tiles of one batch item on the GPU, in one process: test/data's
bmm_unit_batch_f16 export (test/kernels/matmul.py bmm_unit_batch: 1 x 64 x 32 and 1 x 32 x 64
tiles loaded straight into ct.mma, f32 accumulation, C f16; grid (M/64, N/64, batch)) through
libcutile_rt against cuBLAS (torch.bmm). Inputs standard normal in f16, fresh per shape; each
output is checked against the f64 product first (‖C − ref‖/‖ref‖ ≤ 1e-2: f16 output rounding).
Times: median of CUDA-event timings after warm-up.

usage: python3 bench/bmm_unit_batch.py LIB [--reps N] [--md FILE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cutile_ctypes import CuTile  # noqa: E402
from matmul_fp8 import MNK, checked_rates, gemm_args, write_md  # noqa: E402

SHAPES = [(16, 1024, 1024, 1024), (32, 2048, 2048, 512), (16, 4096, 4096, 2048)]  # batch, M, N, K
TILE = 64


def main():
    args = gemm_args(__doc__, 20)
    import torch
    rt = CuTile(args.lib)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    kern, _ = rt.load_first_kernel(os.path.join(here, "test/data/bmm_unit_batch_f16.v13_4.cutile"))
    stream = torch.cuda.current_stream().cuda_stream
    rows, bad = [], 0
    for batch, m, n, k in SHAPES:
        a = torch.randn(batch, m, k, device="cuda", dtype=torch.float16)
        b = torch.randn(batch, k, n, device="cuda", dtype=torch.float16)
        c = torch.empty(batch, m, n, device="cuda", dtype=torch.float16)
        ref = torch.bmm(a.double(), b.double())
        grid = (-(-m // TILE), -(-n // TILE), batch)
        ours = rt.launcher(kern, grid, [rt.array(a), rt.array(b), rt.array(c)], stream)
        cands = {"ours": (ours, lambda: c, 1e-2), "cuBLAS": (lambda: torch.bmm(a, b), None, 1e-2)}
        row = {"batch": batch, "m": m, "n": n, "k": k}
        bad += checked_rates(cands, ref, 2 * batch * m * n * k, args.reps,
                             lambda: c.fill_(float("nan")), row, f"{batch}x{m}x{n}x{k}")
        rows.append(row)
        print(f"{batch:4d} {m:6d} {n:6d} {k:6d}  ours {row['ours']:7.1f}  cuBLAS "
              f"{row['cuBLAS']:7.1f}  ours/cuBLAS {row['ours'] / row['cuBLAS']:.3f}", flush=True)
    if args.md:
        write_md(args.md, [("batch", lambda r: str(r["batch"]))] + MNK +
                 [("ours TFLOP/s", lambda r: f"{r['ours']:.1f}"),
                  ("cuBLAS", lambda r: f"{r['cuBLAS']:.1f}"),
                  ("ours/cuBLAS", lambda r: f"{r['ours'] / r['cuBLAS']:.3f}"),
                  ("ours err", lambda r: f"{r['ours err']:.2g}")], rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
