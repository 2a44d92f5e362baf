# SPDX-License-Identifier: Apache-2.0
"""fp8 (e4m3) GEMM on the GPU: samples/matmul's matmul_e4m3_128x128x128 export (B row-major
K x N, which Hopper's fp8 wgmma cannot read: it needs K-major B) and test/data's
mm_bytes_nt_e4m3 (B given as Bt, N x K, K-major as cuBLAS takes it; C in f32), both through
libcutile_rt (f32 accumulation promoted every 128 of K, as cuTile's mma without fast_acc asks),
against cuBLAS through torch._scaled_mm (unit scales, bf16 out) with and without
fast accumulation, in one process. C = A·B, A M×K row-major, B K×N; inputs uniform in (−2, 2)
rounded to e4m3, fresh per shape. Each output is checked against the f32 product of the same
fp8 values first (‖C − ref‖/‖ref‖ ≤ 1e-2: bf16 output rounding is 2^-9). Times: median of
CUDA-event timings after warm-up, one buffer set per shape (compute-bound at these sizes).

usage: python3 bench/matmul_fp8.py LIB [--reps N] [--md FILE]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cutile_ctypes import CuTile  # noqa: E402
from norm_torch import time_median  # noqa: E402

SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192), (8192, 8192, 1024), (128, 8192, 8192),
          (16384, 8192, 8192)]
TILE = 128


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("lib")
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--md")
    args = ap.parse_args()
    import torch
    rt = CuTile(args.lib)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    kern, _ = rt.load_first_kernel(os.path.join(here, "samples/matmul/matmul_e4m3_128x128x128.cutile"))
    knt, _ = rt.load_first_kernel(os.path.join(here, "test/data/mm_bytes_nt_e4m3.v13_3.cutile"))
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
        ours = rt.launcher(kern, grid, [rt.array(a), rt.array(b), rt.array(c)], stream)
        nt = rt.launcher(knt, ((m + TILE - 1) // TILE, (n + TILE - 1) // TILE, 1),
                         [rt.array(a), rt.array(btk), rt.array(c32)], stream)
        cands = {"ours": (ours, lambda: c), "ours NT": (nt, lambda: c32),
                 "cuBLAS": (lambda: torch._scaled_mm(a, bt, one, one, out_dtype=torch.bfloat16,
                                                     use_fast_accum=False), None),
                 "cuBLAS fast_accum": (lambda: torch._scaled_mm(a, bt, one, one,
                                                                out_dtype=torch.bfloat16,
                                                                use_fast_accum=True), None)}
        row = {"m": m, "n": n, "k": k}
        for name, (fn, get) in cands.items():
            c.fill_(float("nan")), c32.fill_(float("nan"))
            out = fn()
            torch.cuda.synchronize()
            out = get() if get else out
            err = ((out.float() - ref).norm() / ref.norm()).item()
            if not err <= 1e-2:
                bad += 1
                print(f"{name} {m}x{n}x{k}: relative error {err:.3g}", file=sys.stderr)
            ms = time_median(fn, args.reps, 5)
            row[name] = 2 * m * n * k / ms / 1e9
            row[name + " err"] = err
        rows.append(row)
        print(f"{m:6d} {n:6d} {k:6d}  ours {row['ours']:7.1f}  NT {row['ours NT']:7.1f}  cuBLAS {row['cuBLAS']:7.1f}  "
              f"fast {row['cuBLAS fast_accum']:7.1f}  ours/cuBLAS {row['ours'] / row['cuBLAS']:.3f}",
              flush=True)
    if args.md:
        with open(args.md, "w") as f:
            f.write("| M | N | K | ours (B K x N) TFLOP/s | ours NT | cuBLAS | cuBLAS fast_accum | "
                    "ours/cuBLAS | NT/cuBLAS | ours err | cuBLAS err |\n|" + " ---: |" * 11 + "\n")
            for r in rows:
                f.write(f"| {r['m']} | {r['n']} | {r['k']} | {r['ours']:.1f} | {r['ours NT']:.1f} | "
                        f"{r['cuBLAS']:.1f} | "
                        f"{r['cuBLAS fast_accum']:.1f} | {r['ours'] / r['cuBLAS']:.3f} | "
                        f"{r['ours NT'] / r['cuBLAS']:.3f} | {r['ours err']:.2g} | "
                        f"{r['cuBLAS err']:.2g} |\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
