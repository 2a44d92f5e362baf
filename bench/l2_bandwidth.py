#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""L2-to-SM read bandwidth of the GPU: the figure bench/matmul.c's cost model takes as
L2_BYTES_PER_S (an approximate 10 TB/s until this measures it) and samples/moe/variants.c's L2
(bytes a clock into one SM).

A Triton kernel of one CTA per SM x CTAS_PER_SM reads a buffer small enough to stay in L2
(after one warm-up pass) in 16-byte pieces, PASSES times over, and stores one sum per CTA (so the
loads are not dropped). Bytes read / time, the median of REPS, per buffer size and CTAs per SM:
a lower bound on what the L2 delivers (the kernel's own bytes in flight may bound it too);
also the device-to-device copy of a 2 GiB buffer (read + write counted) for scale. A buffer
past the L2 (the largest size) shows the fall to device memory.

    python3 bench/l2_bandwidth.py        # needs torch and Triton on a CUDA GPU; else exits 77
"""
import statistics
import sys

SIZES_MIB = (8, 16, 24, 32, 256)
CTAS_PER_SM = (1, 2, 4)
PASSES, REPS, BLOCK = 8, 10, 16384  # 64 bf16 a thread of 8 warps: 8 loads of 16 bytes in flight


def main():
    try:
        import torch
        import triton
        import triton.language as tl
    except ImportError as e:
        print(f"l2_bandwidth: SKIPPED: {e}", file=sys.stderr)
        return 77
    if not torch.cuda.is_available():
        print("l2_bandwidth: SKIPPED: no CUDA device", file=sys.stderr)
        return 77

    @triton.jit
    def read_all(x_ptr, out_ptr, n, PASSES: tl.constexpr, BLOCK: tl.constexpr):
        pid, grid = tl.program_id(0), tl.num_programs(0)
        acc = tl.zeros((BLOCK,), dtype=tl.float32)
        for _ in range(PASSES):
            for start in range(pid * BLOCK, n, grid * BLOCK):
                offs = start + tl.arange(0, BLOCK)
                acc += tl.load(x_ptr + offs, mask=offs < n, other=0.0).to(tl.float32)
        tl.store(out_ptr + pid, tl.sum(acc, axis=0))

    sms = torch.cuda.get_device_properties(0).multi_processor_count
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)

    def median_ms(fn):
        fn()
        times = []
        for _ in range(REPS):
            start.record()
            fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end))
        return statistics.median(times)

    l2_mib = torch.cuda.get_device_properties(0).L2_cache_size >> 20
    print(f"{torch.cuda.get_device_name()}: {sms} SMs, L2 {l2_mib} MiB")
    for mib in SIZES_MIB:
        x = torch.ones(mib << 19, dtype=torch.bfloat16, device="cuda")
        for per_sm in CTAS_PER_SM:
            out = torch.empty(sms * per_sm, dtype=torch.float32, device="cuda")
            grid = (sms * per_sm,)
            ms = median_ms(lambda: read_all[grid](x, out, x.numel(), PASSES, BLOCK, num_warps=8))
            if out.double().sum().item() != float(x.numel()) * PASSES:
                print(f"{mib} MiB: wrong sum (every element once per pass expected)")
                return 1
            tbs = x.numel() * 2 * PASSES / (ms * 1e-3) / 1e12
            print(f"read {mib:4d} MiB x {PASSES} passes, {per_sm} CTA(s)/SM: {ms:8.4f} ms "
                  f"{tbs:6.2f} TB/s  {tbs * 1e3 / sms:6.1f} GB/s an SM")
    a = torch.empty(1 << 30, dtype=torch.bfloat16, device="cuda")
    b = torch.empty_like(a)
    ms = median_ms(lambda: b.copy_(a))
    print(f"copy 2 GiB (read + write): {4 * a.numel() / (ms * 1e-3) / 1e12:6.2f} TB/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
