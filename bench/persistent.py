# SPDX-License-Identifier: Apache-2.0
"""Persistent execution (src/codegen/ptx_persist.c) on the GPU, in one process: each kernel
loaded twice, with CUTILE_PERSISTENT=1 (a wave of CTAs runs the grid's blocks, its producer
warp filling the next block's stages during this one's epilogue), with CUTILE_PRODUCER_WARP=1
alone (a CTA a block, fed by its producer warp) and with neither (a CTA a block), the same
inputs, outputs checked first against the f64 product.

  NT e4m3 GEMM  test/data's mm_bytes_nt_e4m3 (2-D grid, 128³ tiles, C f32) against
                torch._scaled_mm (bf16 out), bench/grid_order.py's rows;
  bf16 GEMM     samples/matmul's matmul_bf16_128x128x64 and _128x256x64 (a 1-D grid the
                kernel swizzles itself; C bf16) against torch.matmul, K = 1024 (16 K steps a
                tile: the fill and the epilogue weigh most) and K = M.

Times: CUDA-event timings after warm-up, in ROUNDS round-robin rounds over the candidates of
a row, the median of each round's median (bench/matmul_fp8.py checked_rates): on the H100
two loads of the same code measured 8% apart when timed one after the other.
TFLOP/s = 2·M·N·K / time.

usage: python3 bench/persistent.py LIB [--reps N] [--md FILE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cutile_ctypes import CuTile  # noqa: E402
from grid_order import load_variants, nt_row  # noqa: E402
from matmul_fp8 import MNK, checked_rates, gemm_args, write_md  # noqa: E402

VARIANTS = {"persistent": {"CUTILE_PERSISTENT": "1"},
            "producer warp": {"CUTILE_PRODUCER_WARP": "1"}, "CTA a block": {}}
NT_SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192), (8192, 8192, 1024), (16384, 8192, 8192)]
BF16_SHAPES = [(4096, 4096, 1024), (8192, 8192, 1024), (4096, 4096, 4096), (8192, 8192, 8192),
               (2048, 2048, 1024)]
BF16_TILES = [(128, 128, 64), (128, 256, 64)]
ROUNDS = 6  # --reps is split into this many round-robin rounds (matmul_fp8.checked_rates)


def bf16_row(torch, rt, kernels, stream, tile, m, n, k, reps, rounds):
    tm, tn = tile[0], tile[1]
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
    c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
    grid = (-(-m // tm) * -(-n // tn), 1, 1)
    cands = {o: (rt.launcher(kernels[o], grid, [rt.array(a), rt.array(b), rt.array(c)], stream),
                 lambda: c, 1e-2) for o in kernels}
    cands["cuBLAS"] = (lambda: torch.matmul(a, b), None, 1e-2)
    row = {"what": "bf16 %dx%dx%d" % tile, "m": m, "n": n, "k": k}
    bad = checked_rates(cands, a.double() @ b.double(), 2 * m * n * k, reps,
                        lambda: c.fill_(float("nan")), row, f"bf16 {tile} {m}x{n}x{k}", rounds)
    return row, bad


def main():
    args = gemm_args(__doc__, 30)
    import torch
    for var in ("CUTILE_PERSISTENT", "CUTILE_PRODUCER_WARP"):
        os.environ.pop(var, None)
    rt = CuTile(args.lib)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stream = torch.cuda.current_stream().cuda_stream
    nt = load_variants(rt, os.path.join(here, "test/data/mm_bytes_nt_e4m3.v13_3.cutile"),
                       VARIANTS)
    reps, rounds = max(args.reps // ROUNDS, 1), ROUNDS
    points = [(lambda s=s: nt_row(torch, rt, nt, stream, *s, reps, rounds)) for s in NT_SHAPES]
    for tile in BF16_TILES:
        path = os.path.join(here, "samples/matmul/matmul_bf16_%dx%dx%d.cutile" % tile)
        ks = load_variants(rt, path, VARIANTS)
        points += [(lambda s=s, ks=ks, tile=tile:
                    bf16_row(torch, rt, ks, stream, tile, *s, reps, rounds))
                   for s in BF16_SHAPES]
    rows, bad = [], 0
    for point in points:
        row, b = point()
        rows.append(row)
        bad += b
        print(f"{row['what']:16s} {row['m']:6d} {row['n']:6d} {row['k']:6d}  persistent "
              f"{row['persistent']:7.1f}  producer warp {row['producer warp']:7.1f}  CTA a block "
              f"{row['CTA a block']:7.1f}  cuBLAS "
              f"{row['cuBLAS']:7.1f}  ratio {row['persistent'] / row['CTA a block']:.3f}",
              flush=True)
    if args.md:
        write_md(args.md, [("kernel", lambda r: r["what"])] + MNK +
                 [("persistent TFLOP/s", lambda r: f"{r['persistent']:.1f}"),
                  ("producer warp", lambda r: f"{r['producer warp']:.1f}"),
                  ("CTA a block", lambda r: f"{r['CTA a block']:.1f}"),
                  ("cuBLAS", lambda r: f"{r['cuBLAS']:.1f}"),
                  ("persistent/CTA a block",
                   lambda r: f"{r['persistent'] / r['CTA a block']:.3f}"),
                  ("persistent/cuBLAS", lambda r: f"{r['persistent'] / r['cuBLAS']:.3f}")],
                 rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
