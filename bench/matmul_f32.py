# SPDX-License-Identifier: Apache-2.0
"""f32 GEMMs on the GPU, in one process. Exact (f32 products, no tf32): test/data's f32_gemm_f32
export (64x64x64 tiles, a K loop of ct.mma on f32 tiles: the FMA engine's SIMT form,
src/lower/mma.h) through libcutile_rt against cuBLAS SGEMM (torch.matmul with TF32 off). TF32:
samples/matmul's matmul_tf32_128x128x32 export (both operands rounded to tf32 to nearest even
by astype, then wgmma or mma.sync) against cuBLAS with TF32 on. C = A·B, inputs uniform in
(−1, 1), fresh per shape; each output is checked against the f64 product first
(‖C − ref‖/‖ref‖ ≤ 1e-5 for the f32 forms, 1e-2 for TF32). Times: median of CUDA-event
timings after warm-up.

usage: python3 bench/matmul_f32.py LIB [--reps N] [--md FILE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cutile_ctypes import CuTile  # noqa: E402
from matmul_fp8 import MNK, checked_rates, gemm_args, write_md  # noqa: E402

SHAPES = [(1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 1024)]
TILE = 64
TF32_TILE = 128  # matmul_tf32_128x128x32: 128 x 128 C tiles, grouped along grid axis 0


def main():
    args = gemm_args(__doc__, 20)
    import torch
    rt = CuTile(args.lib)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    kern, _ = rt.load_first_kernel(os.path.join(here, "test/data/f32_gemm_f32.v13_4.cutile"))
    tf32, _ = rt.load_first_kernel(os.path.join(here, "samples/matmul",
                                                "matmul_tf32_128x128x32.cutile"))
    stream = torch.cuda.current_stream().cuda_stream
    rows, bad = [], 0
    for m, n, k in SHAPES:
        a = torch.rand(m, k, device="cuda") * 2 - 1
        b = torch.rand(k, n, device="cuda") * 2 - 1
        c = torch.empty(m, n, device="cuda")
        ref = (a.double() @ b.double())
        grid = ((m + TILE - 1) // TILE, (n + TILE - 1) // TILE, 1)
        ours = rt.launcher(kern, grid, [rt.array(a), rt.array(b), rt.array(c)], stream)
        tiles = -(-m // TF32_TILE) * -(-n // TF32_TILE)
        ours32 = rt.launcher(tf32, (tiles, 1, 1), [rt.array(a), rt.array(b), rt.array(c)], stream)

        def blas(tf32):
            def run():
                torch.backends.cuda.matmul.allow_tf32 = tf32
                return a @ b
            return run
        cands = {"ours": (ours, lambda: c, 1e-5), "cuBLAS": (blas(False), None, 1e-5),
                 "ours tf32": (ours32, lambda: c, 1e-2), "cuBLAS tf32": (blas(True), None, 1e-2)}
        row = {"m": m, "n": n, "k": k}
        bad += checked_rates(cands, ref, 2 * m * n * k, args.reps, lambda: c.fill_(float("nan")),
                             row, f"{m}x{n}x{k}")
        torch.backends.cuda.matmul.allow_tf32 = False
        rows.append(row)
        print(f"{m:6d} {n:6d} {k:6d}  ours {row['ours']:7.1f}  cuBLAS {row['cuBLAS']:7.1f}  "
              f"ours/cuBLAS {row['ours'] / row['cuBLAS']:.3f}  tf32: ours {row['ours tf32']:7.1f}"
              f"  cuBLAS {row['cuBLAS tf32']:7.1f}", flush=True)
    if args.md:
        write_md(args.md, MNK + [("ours TFLOP/s", lambda r: f"{r['ours']:.1f}"),
                                 ("cuBLAS SGEMM", lambda r: f"{r['cuBLAS']:.1f}"),
                                 ("ours/SGEMM", lambda r: f"{r['ours'] / r['cuBLAS']:.3f}"),
                                 ("ours tf32", lambda r: f"{r['ours tf32']:.1f}"),
                                 ("cuBLAS TF32", lambda r: f"{r['cuBLAS tf32']:.1f}"),
                                 ("ours/cuBLAS TF32",
                                  lambda r: f"{r['ours tf32'] / r['cuBLAS tf32']:.3f}"),
                                 ("ours tf32 err", lambda r: f"{r['ours tf32 err']:.2g}"),
                                 ("ours err", lambda r: f"{r['ours err']:.2g}"),
                                 ("SGEMM err", lambda r: f"{r['cuBLAS err']:.2g}")], rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
