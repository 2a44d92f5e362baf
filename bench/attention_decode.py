#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Attention exports through one or two builds of libcutile_rt in one process (--lib, and
--base for the build to compare with), against torch SDPA on the same inputs and the memory
floor (K and V's bytes once at the copy bandwidth measured in the same run, a device-to-device
copy of 1 GiB).

decode (default): test/data's attention_bf16_d128_m2 (2 query rows a block, D 128, K/V tiles
  of 64) and attention_f16_d64_m8 (8 rows, D 64, tiles of 64) exports of
  test/kernels/attention.py on 16 query rows a head (the exports assume extents that are
  multiples of 16: 8 or 2 blocks a head, each reading the head's whole K and V), 64 heads.
--prefill: bench/data's attention exports of bf16 D 128 at 128x64 and 64x64 tiles and f16 D 64
  at 128x64 (bench/kernels.py), 32 heads of S queries against S keys (TFLOP/s counts
  4·heads·S²·D). Run it with CUTILE_WGMMA=0 to time the mma.sync path (sm_80's and sm_120's
  code) on a Hopper GPU.

Inputs standard normal, scale 1/sqrt(D); every output is checked against SDPA's
(‖err‖/‖ref‖ ≤ 1e-2) before timing. Times: medians of --reps CUDA-event timings of one call.

usage: python3 bench/attention_decode.py --lib NEW.so [--base OLD.so] [--prefill] [--reps N]
"""
import argparse
import math
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from attention_bench import attention_launcher  # noqa: E402
from norm_torch import time_median  # noqa: E402

# (export path, dtype, D, TILE_M, heads, query rows a head or None: S)
DECODE = [("test/data/attention_bf16_d128_m2.v13_4.cutile", "bf16", 128, 2, 64, 16),
          ("test/data/attention_f16_d64_m8.v13_4.cutile", "f16", 64, 8, 64, 16)]
PREFILL = [(f"bench/data/attention_{dt}_d{d}_{tm}x{tn}.cutile", dt, d, tm, 32, None)
           for dt, d, tm, tn in (("bf16", 128, 128, 64), ("bf16", 128, 64, 64),
                                 ("f16", 64, 128, 64))]
SEQS = {False: [1024, 4096, 16384], True: [1024, 4096]}


def copy_gbps(torch, reps):
    x = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
    y = torch.empty_like(x)
    t = time_median(lambda: y.copy_(x), reps, 3)
    return 2.0 * x.numel() / (t * 1e-3) / 1e9


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", required=True)
    ap.add_argument("--base")
    ap.add_argument("--prefill", action="store_true")
    ap.add_argument("--reps", type=int, default=50)
    a = ap.parse_args()
    import torch
    from cutile_ctypes import CuTile
    libs = [("ours", a.lib)] + ([("base", a.base)] if a.base else [])
    rts = [(n, CuTile(p, cache_dir=tempfile.mkdtemp())) for n, p in libs]
    st = torch.cuda.current_stream().cuda_stream
    bw = copy_gbps(torch, a.reps)
    print(f"copy bandwidth {bw:.0f} GB/s; CUTILE_WGMMA={os.environ.get('CUTILE_WGMMA', '')}",
          file=sys.stderr)
    names = " ".join(f"{n + ' us':>9}" for n, _ in libs)
    print(f"{'export':36} {'S':>6} | {names} {'sdpa us':>9} {'floor us':>9} | "
          f"{'sdpa/ours':>9} {'floor/ours':>10} {'TFLOP/s':>7}" +
          (f" {'base/ours':>9}" if a.base else ""), file=sys.stderr)
    failed = 0
    dts = {"bf16": torch.bfloat16, "f16": torch.float16}
    for path, dname, d, tm, heads, qrows in PREFILL if a.prefill else DECODE:
        kerns = [(n, rt, rt.load_first_kernel(os.path.join(ROOT, path))[0]) for n, rt in rts]
        for seq in SEQS[a.prefill]:
            rows = qrows or seq
            g = torch.Generator(device="cuda").manual_seed(seq + d)
            q = torch.randn(heads, rows, d, device="cuda", generator=g, dtype=dts[dname])
            k, v = (torch.randn(heads, seq, d, device="cuda", generator=g, dtype=dts[dname])
                    for _ in range(2))
            scale = 1.0 / math.sqrt(d)
            q4, k4, v4 = (x.view(1, heads, -1, d) for x in (q, k, v))
            sdpa = lambda: torch.nn.functional.scaled_dot_product_attention(q4, k4, v4)  # noqa
            ref = sdpa().view(heads, rows, d).float()
            times = []
            for n, rt, kern in kerns:
                fn, err = attention_launcher(rt, kern, q, k, v, scale, tm, st, ref)
                if not err <= 1e-2:
                    print(f"{n} {path} S={seq}: rel err {err}", file=sys.stderr)
                    failed += 1
                times.append(time_median(fn, a.reps, 3) * 1e3)
            ts = time_median(sdpa, a.reps, 3) * 1e3
            floor = 2.0 * k.numel() * k.element_size() / (bw * 1e9) * 1e6
            tflops = 4.0 * heads * rows * seq * d / (times[0] * 1e-6) / 1e12
            cols = " ".join(f"{t:9.1f}" for t in times)
            line = (f"{os.path.basename(path)[:36]:36} {seq:6} | {cols} {ts:9.1f} {floor:9.1f} | "
                    f"{ts / times[0]:9.3f} {floor / times[0]:10.3f} {tflops:7.1f}")
            if a.base:
                line += f" {times[1] / times[0]:9.3f}"
            print(line, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
