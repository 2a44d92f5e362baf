#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""torch's side of bench/norm.c: layer norm forward (weight, bias, eps 1e-5) and row softmax
over ROWS x 8192 bf16 CUDA tensors, and the copy bandwidth (Tensor.copy_) measured in the same
run. Same inputs' ranges, byte counts and timing as bench/norm.c: the median of 30
torch.cuda.Event-timed repetitions after 5 warm-up runs. Prints a table and one JSON line per
kernel. Exit 77 (skipped) without torch or a CUDA device.

usage: python3 bench/norm_torch.py [ROWS]      (default 8192)
"""
import json
import statistics
import sys

N, REPS, WARMUP, EPS = 8192, 30, 5, 1e-5


def time_median(fn, reps=REPS, warmup=WARMUP):
    """The median of `reps` CUDA-event timings of fn() after `warmup` calls (bench/attention_bench.py
    uses it too)."""
    import torch
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(reps):
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        fn()
        e1.record()
        e1.synchronize()
        times.append(e0.elapsed_time(e1))
    return statistics.median(times)


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 8192
    try:
        import torch
        import torch.nn.functional as F
    except ImportError as e:
        print(f"SKIPPED: no torch ({e})")
        return 77
    if not torch.cuda.is_available():
        print("SKIPPED: torch sees no CUDA device")
        return 77
    g = torch.Generator(device="cuda").manual_seed(12345)
    dev, bf16 = "cuda", torch.bfloat16
    # as in bench/norm.c: x in [-4, 4) plus a per-row offset in [-2, 2), w in [0.5, 1.5),
    # b in [-1, 1)
    x = ((torch.rand(rows, N, device=dev, generator=g) * 8 - 4)
         + (torch.rand(rows, 1, device=dev, generator=g) * 4 - 2)).to(bf16)
    w = (torch.rand(N, device=dev, generator=g) + 0.5).to(bf16)
    b = (torch.rand(N, device=dev, generator=g) * 2 - 1).to(bf16)
    y = torch.empty_like(x)
    xbytes = x.numel() * x.element_size()

    copy_ms = time_median(lambda: y.copy_(x))
    copy_gbs = 2 * xbytes / (copy_ms * 1e-3) / 1e9
    kernels = [
        ("layer_norm_fwd", 2 * xbytes + 4 * N, lambda: F.layer_norm(x, (N,), w, b, EPS)),
        ("softmax_row", 2 * xbytes, lambda: torch.softmax(x, dim=-1)),
    ]
    lines = [dict(bench="norm", impl="torch", kernel="copy", rows=rows, n=N, bytes=2 * xbytes,
                  ms=round(copy_ms, 4), gbs=round(copy_gbs, 1))]
    print(f"{'bf16, rows x 8192':28s} {'median ms':>12s} {'GB/s':>12s} {'of copy':>10s}")
    print(f"{'copy (Tensor.copy_)':28s} {copy_ms:12.4f} {copy_gbs:12.1f} {'1.000':>10s}")
    xs = x[::max(1, rows // 8)].double()   # a few rows for a float64 check
    refs = {"layer_norm_fwd": F.layer_norm(xs, (N,), w.double(), b.double(), EPS),
            "softmax_row": torch.softmax(xs, dim=-1)}
    for name, nbytes, fn in kernels:
        ms = time_median(fn)
        gbs = nbytes / (ms * 1e-3) / 1e9
        got = fn()[::max(1, rows // 8)].double()
        ref = refs[name]
        rel = ((got - ref).abs() / ref.abs().clamp_min(1e-30))[ref.abs() > 1e-2 * ref.abs().max()]
        print(f"{name + ' (torch)':28s} {ms:12.4f} {gbs:12.1f} {gbs / copy_gbs:10.3f}")
        lines.append(dict(bench="norm", impl="torch", kernel=name, rows=rows, n=N, dtype="bf16",
                          bytes=nbytes, ms=round(ms, 4), gbs=round(gbs, 1),
                          copy_gbs=round(copy_gbs, 1), frac_copy=round(gbs / copy_gbs, 4),
                          max_rel_err=float(f"{rel.max().item():.3g}")))
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name()}")
    for line in lines:
        print(json.dumps(line, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
