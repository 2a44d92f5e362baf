#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""samples/matmul's bf16 128x128 GEMM (TILE_K 32 and 64) under cuTile's kernel hints, timed:
what schedule the library gives each is the compiler's choice, so this measures the schedules a
kernel author can ask for — one CTA an SM (occupancy=1: the whole shared memory to one ring),
eight worker warps (two consumer warpgroups), both — against the shipped export (two CTAs of
one warpgroup), with and without the library's producer warp (CUTILE_PRODUCER_WARP, read when
the kernel compiles: one process per value). Two steps, as the machines split:

    python3 bench/matmul_hints.py --export DIR          # CPU, cuda-tile installed: the exports
    CUTILE_PRODUCER_WARP=1 python3 bench/matmul_hints.py --time DIR --lib LIB [--tag pw1]

--time prints, per shape, torch.matmul's time, then each export's: its output checked first
against an f32 product (relative L2 error under 1e-2), the median of 20 CUDA-event timings
after 3 warm-ups (warm L2: no flush between repetitions). Exit 77 without torch or a GPU.
"""
import argparse
import glob
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
HINTS = (("plain", {}), ("o1", {"occupancy": 1}), ("w8", {"num_worker_warps": 8}),
         ("o1w8", {"occupancy": 1, "num_worker_warps": 8}))
SHAPES = ((8192, 8192, 8192), (4096, 4096, 4096), (1024, 8192, 8192))


def export(out_dir):
    sys.path.insert(0, os.path.join(REPO, "samples", "matmul"))
    import kernels as K
    import cuda.tile as ct
    ex = K.export_tools()
    mod = ex.load_repo_module(K.REL, os.path.join(K.HERE, "kernels.py"),
                              "cutile_rt_samples_matmul")
    arrays = [K.array(ct.bfloat16, 2, True) for _ in range(3)]
    items = [(f"mm_bf16_128x128x{tk}_{tag}", "matmul", arrays + [128, 128, tk, 8], hints)
             for tk in (32, 64) for tag, hints in HINTS]
    os.makedirs(out_dir, exist_ok=True)
    print(ex.write_sample(out_dir, K.REL, mod, items, mangled=False))


def time_all(d, lib, tag):
    try:
        import torch
        if not torch.cuda.is_available():
            return 77
    except ImportError:
        return 77
    from cutile_ctypes import CuTile
    from norm_torch import time_median
    rt = CuTile(lib, cache_dir=f"/tmp/matmul_hints_cache_{tag}")
    st = torch.cuda.current_stream().cuda_stream
    data, failed = {}, 0
    for m, n, k in SHAPES:
        g = torch.Generator(device="cuda").manual_seed(0)
        a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16, generator=g)
        b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16, generator=g)
        t = time_median(lambda: torch.matmul(a, b), 20, 3)
        print(f"{tag} cublas {m}x{n}x{k} {t:.4f} ms {2 * m * n * k / t / 1e9:.0f} TF/s", flush=True)
        data[(m, n, k)] = (a, b, a.float() @ b.float())
    for f in sorted(glob.glob(os.path.join(d, "*.cutile"))):
        kern, _ = rt.load_first_kernel(f)
        for (m, n, k), (a, b, ref) in data.items():
            c = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
            go = rt.launcher(kern, (-(-m // 128) * -(-n // 128), 1, 1),
                             [rt.array(a), rt.array(b), rt.array(c)], st)
            go()
            torch.cuda.synchronize()
            err = ((c.float() - ref).norm() / ref.norm()).item()
            failed += not err < 1e-2
            t = time_median(go, 20, 3) if err < 1e-2 else float("nan")
            print(f"{tag} {os.path.basename(f)[:-7]:24s} {m}x{n}x{k} err {err:.1e} {t:.4f} ms "
                  f"{2 * m * n * k / t / 1e9:.0f} TF/s", flush=True)
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--export", metavar="DIR")
    ap.add_argument("--time", metavar="DIR")
    ap.add_argument("--lib", default="build-device/lib/libcutile_rt.so")
    ap.add_argument("--tag", default="pw" + os.environ.get("CUTILE_PRODUCER_WARP", "-"))
    a = ap.parse_args()
    if a.export:
        export(a.export)
    if a.time:
        sys.path.insert(0, HERE)
        return time_all(a.time, a.lib, a.tag)
    return 0


if __name__ == "__main__":
    sys.exit(main())
