#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Decode-shaped attention (a few query rows per head against a long K/V) on the GPU, in one
process: test/data's attention_bf16_d128_m2 (2 query rows, D 128, K/V tiles of 64) and
attention_f16_d64_m8 (8 rows, D 64, tiles of 128) exports of test/kernels/attention.py on 16
query rows a head (the exports assume extents that are multiples of 16: 8 or 2 blocks a head,
each reading the head's whole K and V), through one or two builds of libcutile_rt (--lib, and
--base for the build to compare with), against torch SDPA on the same inputs, and the memory
floor: K and V's bytes once at the copy bandwidth measured in the same run (a device-to-device
copy of 1 GiB). Inputs standard normal, scale 1/sqrt(D); every output is checked against SDPA's
(‖err‖/‖ref‖ ≤ 1e-2) before timing. Times: medians of --reps CUDA-event timings of one call.

usage: python3 bench/attention_decode.py --lib NEW.so [--base OLD.so] [--reps N]
"""
import argparse
import math
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from norm_torch import time_median  # noqa: E402

EXPORTS = [("attention_bf16_d128_m2", "bf16", 128, 2), ("attention_f16_d64_m8", "f16", 64, 8)]
HEADS, QROWS, SEQS = 64, 16, [1024, 4096, 16384]


def copy_gbps(torch, reps):
    x = torch.empty(1 << 30, dtype=torch.uint8, device="cuda")
    y = torch.empty_like(x)
    t = time_median(lambda: y.copy_(x), reps, 3)
    return 2.0 * x.numel() / (t * 1e-3) / 1e9


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", required=True)
    ap.add_argument("--base")
    ap.add_argument("--reps", type=int, default=50)
    a = ap.parse_args()
    import torch
    from cutile_ctypes import CuTile, Arg, ARG_FLOAT64
    libs = [("ours", a.lib)] + ([("base", a.base)] if a.base else [])
    rts = [(n, CuTile(p, cache_dir=tempfile.mkdtemp())) for n, p in libs]
    st = torch.cuda.current_stream().cuda_stream
    data = os.path.join(os.path.dirname(HERE), "test", "data")
    bw = copy_gbps(torch, a.reps)
    print(f"copy bandwidth {bw:.0f} GB/s; heads {HEADS}", file=sys.stderr)
    names = " ".join(f"{n + ' us':>9}" for n, _ in libs)
    print(f"{'export':24} {'S':>6} | {names} {'sdpa us':>9} {'floor us':>9} | "
          f"{'sdpa/ours':>9} {'floor/ours':>10}" + (f" {'base/ours':>9}" if a.base else ""),
          file=sys.stderr)
    failed = 0
    dts = {"bf16": torch.bfloat16, "f16": torch.float16}
    for stem, dname, d, rows in EXPORTS:
        path = os.path.join(data, stem + ".v13_4.cutile")
        kerns = [(n, rt, rt.load_first_kernel(path)[0]) for n, rt in rts]
        for seq in SEQS:
            g = torch.Generator(device="cuda").manual_seed(seq + d)
            q = torch.randn(HEADS, QROWS, d, device="cuda", generator=g, dtype=dts[dname])
            k, v = (torch.randn(HEADS, seq, d, device="cuda", generator=g, dtype=dts[dname])
                    for _ in range(2))
            scale = 1.0 / math.sqrt(d)
            q4, k4, v4 = (x.view(1, HEADS, -1, d) for x in (q, k, v))
            sdpa = lambda: torch.nn.functional.scaled_dot_product_attention(q4, k4, v4)  # noqa
            ref = sdpa().view(HEADS, QROWS, d).float()
            times = []
            for n, rt, kern in kerns:
                o = torch.full_like(q, float("nan"))
                sc = Arg(kind=ARG_FLOAT64)
                sc.u.f64 = scale
                fn = rt.launcher(kern, (QROWS // rows, HEADS, 1),
                                 [rt.array(q), rt.array(k), rt.array(v), rt.array(o), sc], st)
                fn()
                torch.cuda.synchronize()
                err = ((o.float() - ref).norm() / ref.norm()).item()
                if not err <= 1e-2:
                    print(f"{n} {stem} S={seq}: rel err {err}", file=sys.stderr)
                    failed += 1
                times.append(time_median(fn, a.reps, 3) * 1e3)
            ts = time_median(sdpa, a.reps, 3) * 1e3
            floor = 2.0 * k.numel() * k.element_size() / (bw * 1e9) * 1e6
            cols = " ".join(f"{t:9.1f}" for t in times)
            line = (f"{stem:24} {seq:6} | {cols} {ts:9.1f} {floor:9.1f} | {ts / times[0]:9.3f} "
                    f"{floor / times[0]:10.3f}")
            if a.base:
                line += f" {times[1] / times[0]:9.3f}"
            print(line, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
