#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The reference side of bench/matmul.c, in one process: torch.matmul (cuBLAS) and a Triton
matmul written for this benchmark (grouped tile order like samples/matmul, f32 accumulation,
an autotune sweep of BLOCK_M/N/K, stages and warps), bf16 and f16, C in the input type, over
the same shapes. Same method as bench/matmul.c: inputs uniform in (-1, 1) rounded to the type;
each repetition clears the L2 by writing a 256 MiB buffer, then times one call between CUDA
events; the median of --reps after 3 warm-ups. Every result is checked first against an f64
reference on sampled elements (and for NaN everywhere).

Triton's cold compile: with TRITON_CACHE_DIR set to a new, empty directory before the first
compile, the wall time of the first call of one fixed config (128x128x64, the config our
cold-compile line names) until the GPU is done; and the wall time of the first autotuned call
of the first shape (compiling and timing every config).

With --tileiras DIR (what test/diff/prepare.py made: DIR/manifest.json and the gzipped
cubins NVIDIA's tileiras 13.4 compiled from the same bytecode), also samples/matmul's plain
GEMM exports as tileiras compiled them: loaded and launched as test/diff/run.py does (block
(1,1,1), the cuTile parameter list: bench/tileiras_cubins.py), one block per C tile, timed and checked like the others
(impl "tileiras", its tile config), so that every export meets its tileiras twin in one run.

Prints a table and one JSON object per line (bench "matmul", impl "cublas" / "triton" /
"tileiras"). Exit 77 without torch, Triton or a CUDA device.

usage: python3 bench/matmul_ref.py [--reps N] [--dtype bf16|f16] [--shape MxNxK]...
                                   [--tileiras DIR]
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from moe_bench import gpu_stack  # noqa: E402
import tileiras_cubins  # noqa: E402

WARMUP, SAMPLES, FLUSH_BYTES = 3, 256, 256 << 20
# the shapes of bench/matmul.c's DEFAULT_SHAPES
SHAPES = [(1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192),
          (16, 4096, 4096), (64, 4096, 4096), (128, 4096, 4096), (16, 8192, 8192),
          (64, 8192, 8192), (128, 8192, 8192), (4096, 4096, 1024), (8192, 8192, 1024)]
# (BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, num_stages, num_warps): large tiles for large shapes,
# small BLOCK_M with deep K for skinny M
TRITON_CONFIGS = [(128, 256, 64, 8, 3, 8), (256, 128, 64, 8, 3, 8), (128, 128, 64, 8, 4, 8),
                  (128, 128, 64, 8, 4, 4), (64, 128, 64, 8, 4, 4), (64, 64, 128, 8, 4, 4),
                  (32, 64, 128, 8, 4, 4), (16, 64, 256, 8, 3, 4)]
COLD_CONFIG = (128, 128, 64, 8, 3, 8)


def make_triton_matmul(triton, tl):
    @triton.jit
    def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                      stride_cm, stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                      BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
        # grouped order: GROUP_M tile rows sweep the tile columns together
        pid = tl.program_id(0)
        num_m = tl.cdiv(M, BLOCK_M)
        num_n = tl.cdiv(N, BLOCK_N)
        per_group = GROUP_M * num_n
        first_m = (pid // per_group) * GROUP_M
        rows = tl.minimum(num_m - first_m, GROUP_M)
        pm = first_m + (pid % per_group) % rows
        pn = (pid % per_group) // rows
        # rows of A and columns of B past the edge wrap around (their results are not
        # stored), so only K needs a mask
        rm = (pm * BLOCK_M + tl.arange(0, BLOCK_M)) % M
        rn = (pn * BLOCK_N + tl.arange(0, BLOCK_N)) % N
        rk = tl.arange(0, BLOCK_K)
        a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
        b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK_K)):
            left = K - k * BLOCK_K
            a = tl.load(a_ptrs, mask=rk[None, :] < left, other=0.0)
            b = tl.load(b_ptrs, mask=rk[:, None] < left, other=0.0)
            acc = tl.dot(a, b, acc)
            a_ptrs += BLOCK_K * stride_ak
            b_ptrs += BLOCK_K * stride_bk
        cm = pm * BLOCK_M + tl.arange(0, BLOCK_M)
        cn = pn * BLOCK_N + tl.arange(0, BLOCK_N)
        c_ptrs = c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn
        tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty),
                 mask=(cm[:, None] < M) & (cn[None, :] < N))

    configs = [triton.Config({"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": g},
                             num_stages=s, num_warps=w)
               for bm, bn, bk, g, s, w in TRITON_CONFIGS]
    tuned = triton.autotune(configs=configs, key=["M", "N", "K"])(matmul_kernel)

    def launch(kernel, a, b, c, **meta):
        M, K = a.shape
        N = b.shape[1]
        grid = lambda m: (triton.cdiv(M, m["BLOCK_M"]) * triton.cdiv(N, m["BLOCK_N"]),)  # noqa
        kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                     c.stride(0), c.stride(1), **meta)
    return matmul_kernel, tuned, launch


class Timer:
    """bench/matmul.c's method: L2 cleared by a 256 MiB write before each repetition, events
    around one call, median."""

    def __init__(self, torch, reps):
        self.torch, self.reps = torch, reps
        self.flush = torch.empty(FLUSH_BYTES // 4, dtype=torch.int32, device="cuda")

    def median_ms(self, fn):
        torch = self.torch
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        times = []
        for r in range(-WARMUP, self.reps):
            self.flush.fill_(r)
            e0.record()
            fn()
            e1.record()
            e1.synchronize()
            if r >= 0:
                times.append(e0.elapsed_time(e1))
        return statistics.median(times)


def check(torch, a, b, c, gen):
    """(wrong, max |err|/Σ|ab|): NaN anywhere, or sampled elements off the f64 reference by more
    than u_out·|ref| + 1.01·K·2^-23·Σ|ab| (bench/matmul.c's bound)."""
    m, k = a.shape
    n = b.shape[1]
    u_out = 2.0 ** -8 if c.dtype == torch.bfloat16 else 2.0 ** -11
    wrong = int(torch.isnan(c).sum().item())
    i = torch.randint(0, m, (SAMPLES,), device="cuda", generator=gen)
    j = torch.randint(0, n, (SAMPLES,), device="cuda", generator=gen)
    i[0], j[0] = m - 1, n - 1
    prod = a[i].double() * b[:, j].double().t()          # SAMPLES x K
    ref, mag = prod.sum(1), prod.abs().sum(1)
    err = (c[i, j].double() - ref).abs()
    tol = u_out * ref.abs() + 1.01 * k * 2.0 ** -23 * mag
    wrong += int((~(err <= tol)).sum().item())
    return wrong, float((err / mag.clamp_min(1e-300)).max().item())


def emit(line):
    print(json.dumps(line, separators=(",", ":")), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--dtype", choices=["bf16", "f16"], action="append")
    ap.add_argument("--shape", action="append", help="MxNxK")
    tileiras_cubins.add_option(ap)
    args = ap.parse_args()
    shapes = [tuple(int(x) for x in s.split("x")) for s in args.shape] if args.shape else SHAPES
    # before triton compiles anything: an empty cache, so the first compile is cold
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="bench_matmul_triton_")
    stack = gpu_stack()
    if stack is None:
        return 77
    torch, triton, tl = stack
    kernel, tuned, launch = make_triton_matmul(triton, tl)
    tir = tileiras_cubins.from_option(args.tileiras)
    timer = Timer(torch, args.reps)
    gen = torch.Generator(device="cuda").manual_seed(2024)
    types = {"bf16": torch.bfloat16, "f16": torch.float16}
    emit({"bench": "matmul", "impl": "env", "torch": torch.__version__,
          "triton": triton.__version__, "gpu": torch.cuda.get_device_name(),
          "cuda": torch.version.cuda})

    # Triton's cold compile: one config, first call on a small problem
    a = torch.rand(1024, 1024, device="cuda", generator=gen).to(torch.bfloat16)
    c = torch.empty_like(a)
    bm, bn, bk, g, s, w = COLD_CONFIG
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    launch(kernel, a, a, c, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=g, num_stages=s,
           num_warps=w)
    torch.cuda.synchronize()
    emit({"bench": "matmul", "impl": "triton", "kind": "cold_compile", "dtype": "bf16",
          "config": f"{bm}x{bn}x{bk}", "ms": round((time.perf_counter() - t0) * 1e3, 2)})

    failures = 0
    print(f"{'impl':7s} {'dtype':5s} {'M':>6s} {'N':>6s} {'K':>6s} {'ms':>10s} {'TFLOP/s':>9s}"
          f"  config", file=sys.stderr)
    for dname in args.dtype or ["bf16", "f16"]:
        dt = types[dname]
        for si, (m, n, k) in enumerate(shapes):
            a = (torch.rand(m, k, device="cuda", generator=gen) * 2 - 1).to(dt)
            b = (torch.rand(k, n, device="cuda", generator=gen) * 2 - 1).to(dt)
            c = torch.empty(m, n, device="cuda", dtype=dt)
            flops = 2.0 * m * n * k
            t0 = time.perf_counter()
            launch(tuned, a, b, c)           # autotunes (compiling configs not yet compiled)
            torch.cuda.synchronize()
            tune_ms = (time.perf_counter() - t0) * 1e3
            cfg = tuned.best_config.kwargs if hasattr(tuned, "best_config") else {}
            impls = [("cublas", None, lambda: torch.matmul(a, b, out=c)),
                     ("triton", None, lambda: launch(tuned, a, b, c))]
            # samples/matmul's plain GEMMs of this dtype, one block per C tile
            gemm = r"samples/matmul/matmul_%s_(\d+)x(\d+)x(\d+)\.cutile" % dname
            for g, mod in tir.find(gemm) if tir else []:
                grid = (-(-m // int(g[1])) * -(-n // int(g[2])), 1, 1)
                impls.append(("tileiras", "x".join(g.groups()),
                              tir.launcher(mod, grid, [a, b, c])))
            for impl, cfg_t, fn in impls:
                c.fill_(float("nan"))
                fn()
                torch.cuda.synchronize()
                wrong, worst = check(torch, a, b, c, gen)
                ms = timer.median_ms(fn) if wrong == 0 else -1.0
                failures += wrong != 0
                line = {"bench": "matmul", "impl": impl, "dtype": dname, "m": m, "n": n, "k": k,
                        "ms": round(ms, 5), "tflops": round(flops / (ms * 1e-3) / 1e12, 2)
                        if ms > 0 else 0.0, "max_err": float(f"{worst:.3g}"), "wrong": wrong}
                if impl == "triton":
                    line["config"] = "x".join(str(cfg.get(x)) for x in ("BLOCK_M", "BLOCK_N",
                                                                        "BLOCK_K"))
                    line["autotune_ms"] = round(tune_ms, 1)
                    line["first_autotune"] = si == 0 and dname == (args.dtype or ["bf16"])[0]
                if cfg_t:
                    line["config"] = cfg_t
                emit(line)
                print(f"{impl:7s} {dname:5s} {m:6d} {n:6d} {k:6d} {ms:10.4f} "
                      f"{line['tflops']:9.1f}  {line.get('config', '')}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
