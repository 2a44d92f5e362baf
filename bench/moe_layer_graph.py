#!/usr/bin/env python3
"""Per-kernel timeline of both fp8 MoE layers' CUDA graphs (ours from samples/moe through
libmoe_layer.so, the Triton fp8 layer of moe_layer_fp8.py at one fixed GEMM config; with
GG_BF16=1 the two bf16 layers of moe_layer.py), from CUPTI through torch.profiler: each
kernel's duration inside the graph and the gap before it, medians over 7 replays with L2
cleared before each (as the bench times), then both graphs' event times.
It showed (sixteenth session, test/gpu/RESULTS.md) that the layers' graphs have no gaps between
kernels and that the small-T difference is in the GEMMs with cold L2, which warm-cache ncu hid.

usage (GPU, repository root, after building cutile_rt and moe_layer):
    python3 bench/moe_layer_graph.py build-device/lib/libcutile_rt.so [model] [T] \
        [BLOCK_M,N,K,GROUP_M,stages,warps]
environment: GG_DIR=DIR takes our exports from DIR (default samples/moe: an A/B of other
exports); GG_EAGER=1 only runs each layer three times unmeasured, for an ncu run of its kernels.
"""
import os
import statistics
import sys
import types

import moe_layer
import moe_layer_fp8 as F

SKIP = ("FillFunctor", "spin_kernel")


def timeline(torch, g, flush, reps):
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for r in range(reps):
            flush.fill_(r)
            torch.cuda._sleep(moe_layer.SPIN_CYCLES)
            g.replay()
        torch.cuda.synchronize()
    ks = sorted((e.time_range.start, e.time_range.end, e.name) for e in prof.events()
                if e.device_type == torch.autograd.DeviceType.CUDA)
    runs, cur = [], []
    for s, e, n in ks:
        if any(x in n for x in SKIP):
            if cur:
                runs.append(cur)
            cur = []
            continue
        cur.append((s, e, n))
    if cur:
        runs.append(cur)
    return runs


def report(name, runs):
    n = min(len(r) for r in runs)
    print(f"== {name}: {len(runs)} replays, {n} kernels")
    spans = [r[-1][1] - r[0][0] for r in runs]
    for i in range(n):
        d = statistics.median(r[i][1] - r[i][0] for r in runs)
        gap = statistics.median((r[i][0] - r[i - 1][1]) if i else 0.0 for r in runs)
        print(f"  {runs[0][i][2][:48]:48s} gap {gap:7.2f} us  dur {d:8.2f} us")
    print(f"  span (first start to last end) median {statistics.median(spans):.2f} us")


def main():
    lib = sys.argv[1]
    model = sys.argv[2] if len(sys.argv) > 2 else "qwen3-30b-a3b"
    t = int(sys.argv[3]) if len(sys.argv) > 3 else 16
    cfg = tuple(int(x) for x in (sys.argv[4] if len(sys.argv) > 4 else "16,128,128,1,3,4").split(","))
    args = types.SimpleNamespace(lib=lib, layer_lib=os.path.join(os.path.dirname(lib), "libmoe_layer.so"),
                                 kernels_dir=os.environ.get("GG_DIR", "samples/moe"), commit="graphgap", reps=5, sweep_reps=1)
    bf16 = os.environ.get("GG_BF16") == "1"
    ctx = moe_layer.open_ctx(args, moe_layer.OurLayer if bf16 else F.OurFp8Layer)
    torch, triton = ctx["torch"], ctx["triton"]
    experts, top_k, hidden, inter = moe_layer.MODELS[model]
    ours = ctx["ours"]
    ours.setup(t, experts, top_k, hidden, inter)
    io = ours.io(torch)
    ours.run()
    og = torch.cuda.CUDAGraph()
    with torch.cuda.graph(og):
        ours.enqueue(torch.cuda.current_stream().cuda_stream)
    if bf16:
        layer = moe_layer.TritonLayer(triton, ctx["kern"], ctx["gemm"], torch, io, top_k)
    else:
        layer = F.Fp8Layer(triton, ctx["kern"], F.make_quant_kernel(triton, triton.language),
                           ctx["gemm"], torch, io, top_k)
    run = layer.layer(cfg, cfg)
    run()
    torch.cuda.synchronize()
    if os.environ.get("GG_EAGER"):
        for _ in range(3):
            ours.run()
            run()
        torch.cuda.synchronize()
        ours.close()
        return
    tg = torch.cuda.CUDAGraph()
    with torch.cuda.graph(tg):
        run()
    for g in (og, tg):
        for _ in range(5):
            g.replay()
    torch.cuda.synchronize()
    print(f"{model} T={t}, ours {'/'.join(ours.variants())}, Triton {cfg}")
    for name, g in (("ours", og), ("triton", tg)):
        report(name, timeline(torch, g, ctx["timer"].flush, 7))
    timer = ctx["timer"]
    o, tr = timer.paired_ms([og.replay, tg.replay], 10)
    print(f"events: ours {o * 1e3:.1f} us, triton {tr * 1e3:.1f} us")
    ours.close()


if __name__ == "__main__":
    main()
