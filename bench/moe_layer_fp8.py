#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The fp8 anchor of issue 24 (item 3's, stretch of the first round): a Triton MoE layer in the
DeepSeek fp8 recipe, written here in the vLLM style, timed alone against its roofline floor —
the layer from C has no fp8 path yet, so there is no "ours" here.

  weights   W1[E, 2I, H], W2[E, H, I] in float8 e4m3 with one f32 scale per 128×128 block
            (amax / 448), quantised once per model from bf16 values drawn like layer.c's
            (uniform in ±1/√H and ±1/√I; torch generator seed SEED);
  layer     moe_layer.TritonLayer's routing, alignment, silu-and-mul and sum over top-k; each
            GEMM quantises its A per token and group of 128 (per_token_group_quant: scale
            amax / 448, a Triton kernel, part of the layer's time) and runs moe_bench.py's
            fused-MoE kernel with SCALE_GROUP = 128 (f32 accumulation, the two scales applied
            per K step); configs: moe_bench.TRITON_CONFIGS with BLOCK_K = 128 (one group per
            step), swept per point as in moe_layer.py; the layer captured in a CUDA graph;
  floor     max(bytes / copy bandwidth, FLOPs / fp8 GEMM rate): bytes as moe_layer.py's with
            one byte per weight (scales ignored), the rate of torch._scaled_mm on 8192³ e4m3
            (per-tensor scales, bf16 out), both measured at the start of this run.

Checked before timing against moe_layer.reference, a float64 layer on the dequantised weights
and the unquantised activations (so the two activation quantisations are part of the error:
e4m3 keeps 3 mantissa bits, about 2.4e-2 relative per element; the layer's chain emulated in
torch on the CPU lands at 4.3e-2): ‖out − ref‖ / ‖ref‖ ≤ REL_L2_BOUND_FP8 on 16 tokens, every
element written. Inputs: logits uniform in ±2 and x in ±1 from a generator seeded SEED + T.

usage: python3 bench/moe_layer_fp8.py [--md F] [--json F] [--models a,b] [--tokens 1,16]
       [--reps N] [--sweep-reps N] [--quick] [--commit C]
  Exit 0 when every point checked, 1 when one failed, 77 without torch, Triton or a GPU.
"""
import argparse
import sys
import time
import types

import moe_layer
from moe_bench import MODELS, TOKENS, TRITON_CONFIGS, Timer, ceilings, make_triton_moe

GROUP, FP8_MAX, SEED, REL_L2_BOUND_FP8 = 128, 448.0, 24, 1e-1
DEVICE = "cuda"
FP8_CONFIGS = sorted({c[:2] + (GROUP,) + c[3:] for c in TRITON_CONFIGS})


def make_quant_kernel(triton, tl):
    @triton.jit
    def per_token_group_quant(x_ptr, q_ptr, s_ptr, K, GROUP: tl.constexpr,
                              FP8_MAX: tl.constexpr):
        # one row's group of GROUP values: scale amax / FP8_MAX, so that x / scale fits e4m3
        row = tl.program_id(0).to(tl.int64)
        g = tl.program_id(1)
        col = g * GROUP + tl.arange(0, GROUP)
        x = tl.load(x_ptr + row * K + col).to(tl.float32)
        s = tl.maximum(tl.max(tl.abs(x), 0), 1e-10) / FP8_MAX
        tl.store(q_ptr + row * K + col, (x / s).to(q_ptr.dtype.element_ty))
        tl.store(s_ptr + row * (K // GROUP) + g, s)
    return per_token_group_quant


def quantise(torch, w):
    """(e4m3 [N, K], f32 scales [N/G, K/G]) of one expert's bf16 weights w[N, K]."""
    n, k = w.shape
    blocks = w.float().view(n // GROUP, GROUP, k // GROUP, GROUP)
    s = blocks.abs().amax(dim=(1, 3)).clamp_min(1e-10) / FP8_MAX
    return (blocks / s[:, None, :, None]).view(n, k).to(torch.float8_e4m3fn), s


def quantised_weights(torch, experts, n, k, scale, gen):
    """(e4m3 [E, N, K], f32 scales [E, N/G, K/G]): each expert drawn uniform in ±scale in bf16
    (as layer.c draws its weights), then quantised; one expert at a time, so that the model's
    bf16 weights never exist at once (DeepSeek-V3: 22.5 GB)."""
    q = torch.empty(experts, n, k, dtype=torch.float8_e4m3fn, device=DEVICE)
    s = torch.empty(experts, n // GROUP, k // GROUP, dtype=torch.float32, device=DEVICE)
    for i in range(experts):
        w = ((torch.rand(n, k, device=DEVICE, generator=gen) * 2 - 1) * scale).to(torch.bfloat16)
        q[i], s[i] = quantise(torch, w)
    return q, s


class Dequantised:
    """W[e] as f32 from e4m3 and its block scales, for the reference."""

    def __init__(self, q, s):
        self.q, self.s, self.shape = q, s, q.shape

    def __getitem__(self, e):
        s = self.s[e].repeat_interleave(GROUP, 0).repeat_interleave(GROUP, 1)
        return self.q[e].float() * s


def make_weights(torch, experts, hidden, inter, gen):
    """The model's fp8 weights and their dequantised views."""
    w1q, w1s = quantised_weights(torch, experts, 2 * inter, hidden, hidden ** -0.5, gen)
    w2q, w2s = quantised_weights(torch, experts, hidden, inter, inter ** -0.5, gen)
    return types.SimpleNamespace(w1q=w1q, w1s=w1s, w2q=w2q, w2s=w2s,
                                 w1=Dequantised(w1q, w1s), w2=Dequantised(w2q, w2s))


class Fp8Layer(moe_layer.TritonLayer):
    """TritonLayer with block-quantised GEMMs, each after its A's quantisation."""

    def __init__(self, triton, kern, quant, gemm, torch, io, top_k):
        super().__init__(triton, kern, gemm, torch, io, top_k)
        self.quant = quant
        f8, f32, dev = torch.float8_e4m3fn, torch.float32, io.x.device
        self.xq = torch.empty(self.T, self.H, dtype=f8, device=dev)
        self.xs = torch.empty(self.T, self.H // GROUP, dtype=f32, device=dev)
        self.aq = torch.empty(self.nv, self.I, dtype=f8, device=dev)
        self.as_ = torch.empty(self.nv, self.I // GROUP, dtype=f32, device=dev)

    def quantised(self, a, q, s, gemm):
        """A callable quantising a into (q, s), then running gemm."""
        def run():
            self.quant[(a.shape[0], a.shape[1] // GROUP)](a, q, s, a.shape[1], GROUP=GROUP,
                                                          FP8_MAX=FP8_MAX)
            gemm()
        return run

    def w1(self, cfg):
        io = self.io
        g = self.gemm(self.xq, io.w1q, self.c1, self.w, self.route(cfg[0]), self.top_k, False,
                      cfg, scales=(self.xs, io.w1s, GROUP))
        return self.quantised(io.x, self.xq, self.xs, g)

    def w2(self, cfg):
        io = self.io
        g = self.gemm(self.aq, io.w2q, self.c2, self.w, self.route(cfg[0]), 1, True, cfg,
                      scales=(self.as_, io.w2s, GROUP))
        return self.quantised(self.act, self.aq, self.as_, g)


def fp8_rate(torch, timer):
    """torch._scaled_mm's e4m3 FLOP/s on 8192³ (per-tensor scales, bf16 out)."""
    n = 8192
    a = torch.randn(n, n, device=DEVICE).to(torch.float8_e4m3fn)
    b = torch.randn(n, n, device=DEVICE).to(torch.float8_e4m3fn)
    one = torch.ones((), device=DEVICE)
    ms = timer.median_ms(lambda: torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one,
                                                  out_dtype=torch.bfloat16), 20)
    return 2 * n ** 3 / (ms * 1e-3)


def bench_point(ctx, model, t, weights):
    torch, timer, args = ctx["torch"], ctx["timer"], ctx["args"]
    experts, top_k, hidden, inter = MODELS[model]
    gen = torch.Generator(device=DEVICE).manual_seed(SEED + t)
    io = types.SimpleNamespace(
        logits=(torch.rand(t, experts, device=DEVICE, generator=gen) * 4 - 2),
        x=(torch.rand(t, hidden, device=DEVICE, generator=gen) * 2 - 1).to(torch.bfloat16),
        **vars(weights))
    tokens = torch.cat([torch.tensor([0, t - 1], device=DEVICE),
                        torch.randperm(t, device=DEVICE, generator=gen)[:14]]).unique()
    ref = moe_layer.reference(torch, io, top_k, tokens)
    ids = torch.topk(io.logits, top_k, dim=-1).indices
    active = int((torch.bincount(ids.flatten(), minlength=experts) > 0).sum().item())
    nv = t * top_k
    floor_ms = max((active * 3 * hidden * inter + 4.0 * t * hidden) / ctx["copy_bps"],
                   2.0 * nv * 3 * hidden * inter / ctx["fp8_flops"]) * 1e3
    line = {"model": model, "T": t, "active_experts": active, "floor_ms": round(floor_ms, 5)}
    layer = Fp8Layer(ctx["triton"], ctx["kern"], ctx["quant"], ctx["gemm"], torch, io, top_k)
    cfg1, cfg2, sweep = layer.sweep(timer, args.sweep_reps, FP8_CONFIGS)
    line.update(triton_w1=moe_layer.cfg_name(cfg1), triton_w2=moe_layer.cfg_name(cfg2),
                triton_sweep=sweep)
    run = layer.layer(cfg1, cfg2)
    fn = moe_layer.timed_fn(torch, "triton_fp8", run, lambda _stream: run(), layer.out, ref,
                            tokens, line, REL_L2_BOUND_FP8)
    if fn:
        line["triton_fp8_ms"] = round(timer.median_ms(fn, args.reps), 5)
        line["floor_over_triton"] = round(floor_ms / line["triton_fp8_ms"], 4)
    moe_layer.log(f"{model:14s} T={t:5d} triton fp8 {line.get('triton_fp8_ms', -1):8.4f} floor "
                  f"{floor_ms:8.4f} ms  {line['triton_w1']} / {line['triton_w2']}")
    return line, fn is not None


def markdown(meta, points):
    out = ["# The fp8 MoE layer's anchor: Triton, block-quantised (DeepSeek recipe)", "",
           f"bench/moe_layer_fp8.py at commit {meta['commit']} on {meta['gpu']} (torch "
           f"{meta['torch']}, Triton {meta['triton']}); ceilings of this run: copy "
           f"{meta['copy_gbs']} GB/s, e4m3 GEMM (torch._scaled_mm 8192³) {meta['fp8_tflops']} "
           f"TFLOP/s. Medians of {meta['reps']} repetitions, L2 cleared before each, the layer "
           f"as a CUDA graph; outputs checked first (relative L2 error ≤ {REL_L2_BOUND_FP8} "
           "against float64 on the dequantised weights). No layer from C to compare yet.", "",
           "| model | T | Triton fp8 ms | floor ms | floor/Triton | w1 config | w2 config |",
           "|---|---:|---:|---:|---:|---|---|"]
    for p in points:
        ms = p.get("triton_fp8_ms")
        out.append(f"| {p['model']} | {p['T']} | {f'{ms:.4f}' if ms else '—'} | "
                   f"{p.get('floor_ms', float('nan')):.4f} | "
                   f"{p.get('floor_over_triton', float('nan')):.3f} | "
                   f"{p.get('triton_w1', '—')} | {p.get('triton_w2', '—')} |")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--tokens", default=",".join(map(str, TOKENS)))
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--sweep-reps", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="qwen3-30b-a3b at T = 16, 1024")
    ap.add_argument("--commit", default=None)
    ap.add_argument("--md")
    ap.add_argument("--json")
    args = ap.parse_args()
    if args.quick:
        args.models, args.tokens, args.reps, args.sweep_reps = "qwen3-30b-a3b", "16,1024", 5, 2
    try:
        import torch
        import triton
        import triton.language as tl
    except ImportError as e:
        print(f"SKIPPED: {e}")
        return 77
    if not torch.cuda.is_available():
        print("SKIPPED: torch sees no CUDA device")
        return 77
    timer = Timer(torch)
    ctx = {"torch": torch, "args": args, "timer": timer, "triton": triton,
           "gemm": make_triton_moe(triton, tl), "kern": moe_layer.make_triton_kernels(triton, tl),
           "quant": make_quant_kernel(triton, tl)}
    ctx["copy_bps"], _ = ceilings(torch, timer)
    ctx["fp8_flops"] = fp8_rate(torch, timer)
    meta = {"commit": args.commit or moe_layer.commit_of_tree(),
            "gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
            "triton": triton.__version__, "reps": args.reps,
            "copy_gbs": round(ctx["copy_bps"] / 1e9, 1),
            "fp8_tflops": round(ctx["fp8_flops"] / 1e12, 1), "seed": SEED,
            "rel_l2_bound": REL_L2_BOUND_FP8,
            "triton_configs": [moe_layer.cfg_name(c) for c in FP8_CONFIGS]}
    points, all_ok = [], True
    for model in args.models.split(","):
        t0 = time.perf_counter()
        experts, _, hidden, inter = MODELS[model]
        weights = make_weights(torch, experts, hidden, inter,
                               torch.Generator(device=DEVICE).manual_seed(SEED))
        for t in (int(x) for x in args.tokens.split(",")):
            try:
                line, ok = bench_point(ctx, model, t, weights)
            except Exception as e:  # reported, the next point goes on
                moe_layer.log(f"{model} T={t}: {e!r}")
                line, ok = {"model": model, "T": t, "error": repr(e)[:300]}, False
            points.append(line)
            all_ok &= ok
            torch.cuda.empty_cache()
            if args.json:  # what was measured survives a run cut short
                moe_layer.dump_json(args.json, meta, points, "moe_layer_fp8")
        del weights
        torch.cuda.empty_cache()
        moe_layer.log(f"{model}: {time.perf_counter() - t0:.0f} s")
    md = markdown(meta, points)
    if args.md:
        with open(args.md, "w") as f:
            f.write(md)
    print(md)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
