# SPDX-License-Identifier: Apache-2.0
"""Grid order (src/lower/grid_order.c) on the GPU, in one process: each kernel loaded twice,
with CUTILE_GRID_ORDER unset (its blocks in bands of 16 columns of x) and =0 (the hardware's
x-fastest order), the same inputs, outputs checked first against the f64 product.

  NT e4m3 GEMM  test/data's mm_bytes_nt_e4m3 (bm = bid(0), bn = bid(1); 128 x 128 x 128 tiles,
                C f32; inputs uniform in (-2, 2) rounded to e4m3) against torch._scaled_mm
                (bf16 out, no fast accumulation) at shapes from 4096 to 16384 a side: the
                operands of a wave of blocks in the hardware's order outgrow L2 from 8192 up;
  unit-batch bmm  test/data's bmm_unit_batch_f16 (grid (M/64, N/64, batch)) against torch.bmm,
                bench/bmm_unit_batch.py's shapes: operands that fit L2 in either order.

Times: median of CUDA-event timings after warm-up (bench/matmul_fp8.py checked_rates), one
kernel after the other; TFLOP/s = 2·M·N·K(·batch) / time.

usage: python3 bench/grid_order.py LIB [--reps N] [--md FILE]
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cutile_ctypes import CuTile  # noqa: E402
from matmul_fp8 import MNK, checked_rates, gemm_args, write_md  # noqa: E402

NT_SHAPES = [(4096, 4096, 4096), (8192, 8192, 8192), (8192, 8192, 1024), (8192, 8192, 2048),
             (16384, 8192, 8192), (4096, 16384, 8192), (16384, 4096, 8192),
             (8192, 16384, 8192), (16384, 16384, 4096)]
BMM_SHAPES = [(16, 1024, 1024, 1024), (32, 2048, 2048, 512), (16, 4096, 4096, 2048)]
VARIANTS = {"bands": {}, "hardware": {"CUTILE_GRID_ORDER": "0"}}


def load_variants(rt, path, variants):
    """path's kernel loaded once under each variant's environment: {variant: kernel}."""
    kernels = {}
    for name, env in variants.items():
        os.environ.update(env)
        kernels[name], _ = rt.load_first_kernel(path)
        for var in env:
            os.environ.pop(var, None)
    return kernels


def nt_row(torch, rt, kernels, stream, m, n, k, reps, rounds=1):
    a = (torch.rand(m, k, device="cuda") * 4 - 2).to(torch.float8_e4m3fn)
    bt = (torch.rand(n, k, device="cuda") * 4 - 2).to(torch.float8_e4m3fn)
    c = torch.empty(m, n, device="cuda")
    one = torch.ones((), device="cuda")
    cands = {o: (rt.launcher(kernels[o], (m // 128, n // 128, 1),
                             [rt.array(a), rt.array(bt), rt.array(c)], stream), lambda: c, 1e-2)
             for o in kernels}
    cands["cuBLAS"] = (lambda: torch._scaled_mm(a, bt.t(), one, one, out_dtype=torch.bfloat16),
                       None, 1e-2)
    row = {"what": "NT e4m3", "m": m, "n": n, "k": k}
    bad = checked_rates(cands, a.double() @ bt.double().t(), 2 * m * n * k, reps,
                        lambda: c.fill_(float("nan")), row, f"NT {m}x{n}x{k}", rounds)
    return row, bad


def bmm_row(torch, rt, kernels, stream, batch, m, n, k, reps):
    a = torch.randn(batch, m, k, device="cuda", dtype=torch.float16)
    b = torch.randn(batch, k, n, device="cuda", dtype=torch.float16)
    c = torch.empty(batch, m, n, device="cuda", dtype=torch.float16)
    cands = {o: (rt.launcher(kernels[o], (m // 64, n // 64, batch),
                             [rt.array(a), rt.array(b), rt.array(c)], stream), lambda: c, 1e-2)
             for o in kernels}
    cands["cuBLAS"] = (lambda: torch.bmm(a, b), None, 1e-2)
    row = {"what": f"bmm f16 x{batch}", "m": m, "n": n, "k": k}
    bad = checked_rates(cands, torch.bmm(a.double(), b.double()), 2 * batch * m * n * k, reps,
                        lambda: c.fill_(float("nan")), row, f"bmm {batch}x{m}x{n}x{k}")
    return row, bad


def main():
    args = gemm_args(__doc__, 30)
    import torch
    rt = CuTile(args.lib)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    nt = load_variants(rt, os.path.join(here, "test/data/mm_bytes_nt_e4m3.v13_3.cutile"),
                       VARIANTS)
    bmm = load_variants(rt, os.path.join(here, "test/data/bmm_unit_batch_f16.v13_4.cutile"),
                        VARIANTS)
    stream = torch.cuda.current_stream().cuda_stream
    rows, bad = [], 0
    points = [(nt_row, nt, s) for s in NT_SHAPES] + [(bmm_row, bmm, s) for s in BMM_SHAPES]
    for fn, kernels, shape in points:
        row, b = fn(torch, rt, kernels, stream, *shape, args.reps)
        rows.append(row)
        bad += b
        print(f"{row['what']:12s} {row['m']:6d} {row['n']:6d} {row['k']:6d}  bands "
              f"{row['bands']:7.1f}  hardware {row['hardware']:7.1f}  cuBLAS {row['cuBLAS']:7.1f}"
              f"  bands/hardware {row['bands'] / row['hardware']:.3f}", flush=True)
    if args.md:
        write_md(args.md, [("kernel", lambda r: r["what"])] + MNK +
                 [("bands TFLOP/s", lambda r: f"{r['bands']:.1f}"),
                  ("hardware order", lambda r: f"{r['hardware']:.1f}"),
                  ("cuBLAS", lambda r: f"{r['cuBLAS']:.1f}"),
                  ("bands/hardware", lambda r: f"{r['bands'] / r['hardware']:.3f}"),
                  ("bands/cuBLAS", lambda r: f"{r['bands'] / r['cuBLAS']:.3f}")], rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
