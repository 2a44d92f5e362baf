#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The fp8 MoE layer, layer against layer (issue 24 items 3 and 4), in one process on one set of
inputs, in the DeepSeek recipe:

  weights   W1[E, 2I, H], W2[E, H, I] in float8 e4m3 with one f32 scale per 128×128 block:
            layer.c's device-made ones for a timing setup (layer_fp8.c: e4m3 codes uniform over
            the finite ones, block scales uniform in [1/4, 1/2)/(448·√K): |W| < 1/(2√K), as the
            bf16 layer's), viewed by torch without a copy (moe_fp8_io);
  ours      samples/moe's fp8 layer from C (libmoe_layer.so: layer_fp8.c on layer.c's routing),
            permute-first: quant_permute_fp8 (x per token and group of 128, each token's
            codes and scales stored to its rows in block order), moe_w1_fp8 (tiled loads,
            f32 accumulation, both scales per K group, silu-and-mul and the quantisation of
            its result in the epilogue), moe_w2_fp8 with the routed weights, combine; its
            launches captured in a CUDA graph; every stage's time (events, L2 cleared) per
            point in the JSON (ours_stages_ms, and ours_outside_gemms_ms: all but w1 and w2);
  triton    moe_layer.TritonLayer's routing, alignment, silu-and-mul and sum over top-k; each
            GEMM quantises its A per token and group of 128 (per_token_group_quant: scale
            amax / 448, a Triton kernel, part of the layer's time) and runs moe_bench.py's
            fused-MoE kernel with SCALE_GROUP = 128 (f32 accumulation, the two scales applied
            per K step); configs: moe_bench.TRITON_CONFIGS with BLOCK_K = 128 (one group per
            step), swept per point as in moe_layer.py; the layer captured in a CUDA graph;
  variants  (MOE_LAYER_PAIRS=1 in the environment) ours's w1 + w2 stage times in every fp8
            variant, per point in the JSON (ours_variants_ms): the cost model's pick held
            against what each variant measures;
  floor     max(bytes / copy bandwidth, FLOPs / fp8 GEMM rate): bytes as moe_layer.py's with
            one byte per weight (scales ignored), the rate of torch._scaled_mm on 8192³ e4m3
            (per-tensor scales, bf16 out), both measured at the start of this run. GEMMs/rate:
            ours's w1 + w2 stage times (events, L2 cleared) as a fraction of that rate.

Checked before timing against moe_layer.reference, a float64 layer on the dequantised weights
and the unquantised activations (so the two activation quantisations are part of the error:
e4m3 keeps 3 mantissa bits, about 2.4e-2 relative per element; the layer's chain emulated in
torch on the CPU lands at 4.3e-2): ‖out − ref‖ / ‖ref‖ ≤ REL_L2_BOUND_FP8 on 16 tokens, every
element written. Inputs logits and x: layer.c's device-made ones (seeds 1, 2).

usage: python3 bench/moe_layer_fp8.py LIBCUTILE_RT [moe_layer.py's options]
  Exit 0 when every point checked, 1 when one failed, 77 without torch, Triton or a GPU.
"""
import ctypes
import os
import sys
import time
import types

import moe_layer
from moe_bench import MODELS, TRITON_CONFIGS

GROUP, FP8_MAX, REL_L2_BOUND_FP8 = 128, 448.0, 1e-1
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


class Dequantised:
    """W[e] as f32 from e4m3 and its block scales, for the reference."""

    def __init__(self, q, s):
        self.q, self.s, self.shape = q, s, q.shape

    def __getitem__(self, e):
        s = self.s[e].repeat_interleave(GROUP, 0).repeat_interleave(GROUP, 1)
        return self.q[e].float() * s


class OurFp8Layer(moe_layer.OurLayer):
    """samples/moe's fp8 layer (moe.h's moe_fp8_*) through libmoe_layer.so."""
    # moe_fp8_run's stages (quant_permute: x quantised into its rows in block order; w1 with
    # silu-and-mul and the quantisation of its result)
    PREFIX, POINTERS = "moe_fp8_", 7
    STAGE_NAMES = ("topk", "align", "quant_permute", "w1", "w2", "combine")
    VARIANT_ARG, RULE = ctypes.c_int, -1  # moe_fp8_setup's variant: -1, the rule's

    def io(self, torch):
        """Torch views (no copy) of logits, x, the fp8 weights and scales, out; and the
        weights dequantised for the reference."""
        p, s = self.pointers(), self.shape
        f32, bf, f8 = torch.float32, torch.bfloat16, torch.float8_e4m3fn
        v = moe_layer.device_view
        io = types.SimpleNamespace(
            logits=v(torch, p[0], (s.T, s.E), f32), x=v(torch, p[1], (s.T, s.H), bf),
            w1q=v(torch, p[2], (s.E, 2 * s.I, s.H), f8),
            w1s=v(torch, p[3], (s.E, 2 * s.I // GROUP, s.H // GROUP), f32),
            w2q=v(torch, p[4], (s.E, s.H, s.I), f8),
            w2s=v(torch, p[5], (s.E, s.H // GROUP, s.I // GROUP), f32),
            out=v(torch, p[6], (s.T, s.H), bf))
        io.w1, io.w2 = Dequantised(io.w1q, io.w1s), Dequantised(io.w2q, io.w2s)
        return io

    @staticmethod
    def variant_arg(v):
        """setup's `variant` argument: an index into moe_fp8_variants, both GEMMs'."""
        return v

    def stems(self, v):
        """The stems of w1's and w2's exports in variant v ([] when v is none)."""
        self.L.moe_fp8_stem.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p,
                                        ctypes.c_size_t]
        out = []
        for gemm in (0, 1):
            buf = ctypes.create_string_buffer(64)
            if self.L.moe_fp8_stem(v, gemm, buf, 64) != 0:
                return []
            out.append(buf.value.decode())
        return out

    def variants(self):
        self.L.moe_fp8_variant.argtypes = [ctypes.c_void_p]
        return self.stems(self.L.moe_fp8_variant(self.g))


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


def variant_sweep(ctx, model, t):
    """With MOE_LAYER_PAIRS=1 in the environment: ours's w1 + w2 stage medians (events) in every
    fp8 variant, {"w1/w2": [w1 ms, w2 ms]}, to hold the cost model's pick against. Re-sets ours
    up: run after everything else of the point."""
    experts, top_k, hidden, inter = MODELS[model]
    ours, out, v = ctx["ours"], {}, 0
    while ours.stems(v):
        ours.setup(t, experts, top_k, hidden, inter, v)
        st = moe_layer.our_stages(ctx, ctx["args"].sweep_reps)
        out["/".join(ours.stems(v))] = [round(st["w1"], 5), round(st["w2"], 5)]
        v += 1
    best = min(out, key=lambda k: sum(out[k]))
    moe_layer.log(f"{model:14s} T={t:5d} variants: best {best} {sum(out[best]):.4f} ms")
    return out


def bench_point(ctx, model, t):
    torch, timer, args, ours = ctx["torch"], ctx["timer"], ctx["args"], ctx["ours"]
    experts, top_k, hidden, inter = MODELS[model]
    ours.setup(t, experts, top_k, hidden, inter)
    io = ours.io(torch)
    dev = io.x.device
    gen = torch.Generator(device=dev).manual_seed(moe_layer.CHECK_SEED)
    extra = torch.randperm(t, device=dev, generator=gen)[:moe_layer.CHECK_TOKENS - 2]
    tokens = torch.cat([torch.tensor([0, t - 1], device=dev), extra]).unique()
    ref = moe_layer.reference(torch, io, top_k, tokens)
    ids = torch.topk(io.logits, top_k, dim=-1).indices
    active = int((torch.bincount(ids.flatten(), minlength=experts) > 0).sum().item())
    nv = t * top_k
    flops = 2.0 * nv * 3 * hidden * inter
    floor_ms = max((active * 3 * hidden * inter + 4.0 * t * hidden) / ctx["copy_bps"],
                   flops / ctx["fp8_flops"]) * 1e3
    line = {"model": model, "T": t, "E": experts, "top_k": top_k, "H": hidden, "I": inter,
            "active_experts": active, "floor_ms": round(floor_ms, 5),
            "ours_variants": ours.variants()}
    fns = {"ours": moe_layer.timed_fn(torch, "ours", ours.run, ours.enqueue, io.out, ref, tokens,
                                      line, REL_L2_BOUND_FP8)}
    if fns["ours"]:
        st = moe_layer.our_stages(ctx, args.reps)
        line.update(moe_layer.stage_fields(st), ours_gemm_frac_rate=round(
            flops / ((st["w1"] + st["w2"]) * 1e-3) / ctx["fp8_flops"], 4))
    layer = Fp8Layer(ctx["triton"], ctx["kern"], ctx["quant"], ctx["gemm"], torch, io, top_k)
    cfg1, cfg2, sweep = layer.sweep(timer, args.sweep_reps, FP8_CONFIGS)
    line.update(triton_w1=moe_layer.cfg_name(cfg1), triton_w2=moe_layer.cfg_name(cfg2),
                triton_sweep=sweep)
    run = layer.layer(cfg1, cfg2)
    fns["triton"] = moe_layer.timed_fn(torch, "triton", run, lambda _stream: run(), layer.out,
                                       ref, tokens, line, REL_L2_BOUND_FP8)
    fns = {n: f for n, f in fns.items() if f}
    for name, ms in zip(fns, timer.paired_ms(list(fns.values()), args.reps)):
        line[f"{name}_ms"] = round(ms, 5)
    if "ours_ms" in line:
        line["floor_over_ours"] = round(floor_ms / line["ours_ms"], 4)
        if "triton_ms" in line:
            line["speedup"] = round(line["triton_ms"] / line["ours_ms"], 4)
    if os.environ.get("MOE_LAYER_PAIRS") == "1":
        line["ours_variants_ms"] = variant_sweep(ctx, model, t)
    moe_layer.log(f"{model:14s} T={t:5d} ours fp8 {line.get('ours_ms', -1):8.4f} triton fp8 "
                  f"{line.get('triton_ms', -1):8.4f} floor {floor_ms:8.4f} ms  "
                  f"x{line.get('speedup', 0):.3f}  ours {'/'.join(line['ours_variants'])}  triton "
                  f"{line['triton_w1']} / {line['triton_w2']}")
    return line, "ours_ms" in line and "triton_ms" in line


def summary(points):
    """The summary lines over the points with both layers timed."""
    both = [p for p in points if "speedup" in p]
    lines = [f"- geomean speed-up ours/Triton fp8 over {len(both)} points: "
             f"**{moe_layer.geomean([p['speedup'] for p in both]):.3f}**"]
    if both:
        low = min(both, key=lambda p: p["speedup"])
        lines.append(f"- lowest speed-up: **{low['speedup']:.3f}** ({low['model']} T={low['T']})")
    big = [p["ours_gemm_frac_rate"] for p in points if p["T"] == 4096 and "ours_gemm_frac_rate" in p]
    if big:
        lines.append(f"- ours's GEMMs (w1 + w2 stages) at T = 4096 against the fp8 GEMM rate: "
                     f"geomean **{moe_layer.geomean(big):.3f}**, lowest {min(big):.3f}")
    return lines


def markdown(meta, points):
    def num(p, k, f):
        return format(p[k], f) if k in p else "—"
    out = ["# The MoE layer in fp8, layer against layer (DeepSeek recipe)", "",
           f"bench/moe_layer_fp8.py at commit {meta['commit']} on {meta['gpu']} (torch "
           f"{meta['torch']}, Triton {meta['triton']}); ceilings of this run: copy "
           f"{meta['copy_gbs']} GB/s, e4m3 GEMM (torch._scaled_mm 8192³) {meta['fp8_tflops']} "
           f"TFLOP/s. Medians of {meta['reps']} repetitions timed in turn, L2 cleared before "
           f"each, both layers as CUDA graphs (ours's kernels {moe_layer.pdl_words(meta)}); "
           "outputs checked first (relative L2 error ≤ "
           f"{REL_L2_BOUND_FP8} against float64 on the dequantised weights). GEMMs/rate: ours's "
           "w1 + w2 stage times against the fp8 GEMM rate.", "", *summary(points), "",
           "| model | T | ours ms | Triton fp8 ms | floor ms | ours/Triton | floor/ours | "
           "GEMMs/rate | ours variant | Triton w1 / w2 |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---|---|"]
    for p in points:
        out.append(f"| {p['model']} | {p['T']} | {num(p, 'ours_ms', '.4f')} | "
                   f"{num(p, 'triton_ms', '.4f')} | {num(p, 'floor_ms', '.4f')} | "
                   f"{num(p, 'speedup', '.3f')} | {num(p, 'floor_over_ours', '.3f')} | "
                   f"{num(p, 'ours_gemm_frac_rate', '.3f')} | "
                   f"{' / '.join(p.get('ours_variants', ['—']))} | {p.get('triton_w1', '—')} / "
                   f"{p.get('triton_w2', '—')} |")
    swept = [p for p in points if p.get("ours_variants_ms")]
    if swept:  # MOE_LAYER_PAIRS=1: w1 + w2 stage ms of every variant, the rule's pick marked *
        out += ["", "Variants (w1 + w2 stage ms; * the rule's pick):", ""]
        for p in swept:
            pick = "/".join(p.get("ours_variants", []))
            out.append(f"- {p['model']} T={p['T']}: " + ", ".join(
                f"{k}{'*' if k == pick else ''} {sum(v):.4f}"
                for k, v in p["ours_variants_ms"].items()))
    failed = [p for p in points if "speedup" not in p]
    if failed:
        out += ["", "Not timed (a check failed; the JSON has the errors): " +
                ", ".join(f"{p['model']} T={p['T']}" for p in failed)]
    return "\n".join(out) + "\n"


def main():
    args = moe_layer.parse_args(__doc__)
    ctx = moe_layer.open_ctx(args, OurFp8Layer)
    if ctx is None:
        return 77
    torch, triton = ctx["torch"], ctx["triton"]
    ctx["quant"] = make_quant_kernel(triton, triton.language)
    ctx["fp8_flops"] = fp8_rate(torch, ctx["timer"])
    meta = ctx["meta"]
    meta.update(rel_l2_bound=REL_L2_BOUND_FP8, fp8_tflops=round(ctx["fp8_flops"] / 1e12, 1),
                triton_configs=[moe_layer.cfg_name(c) for c in FP8_CONFIGS])
    moe_layer.log(f"e4m3 GEMM rate {meta['fp8_tflops']} TFLOP/s")
    points, all_ok = [], True
    for model in args.models.split(","):
        t0 = time.perf_counter()
        for t in (int(x) for x in args.tokens.split(",")):
            try:
                line, ok = bench_point(ctx, model, t)
            except Exception as e:  # reported, the next point goes on
                moe_layer.log(f"{model} T={t}: {e!r}")
                line, ok = {"model": model, "T": t, "error": repr(e)[:300]}, False
            points.append(line)
            all_ok &= ok
            torch.cuda.empty_cache()
            if args.json:  # what was measured survives a run cut short
                moe_layer.dump_json(args.json, meta, points, "moe_layer_fp8")
        moe_layer.log(f"{model}: {time.perf_counter() - t0:.0f} s")
    ctx["ours"].close()
    if args.json:
        moe_layer.dump_json(args.json, meta, points, "moe_layer_fp8")
    md = markdown(meta, points)
    if args.md:
        with open(args.md, "w") as f:
            f.write(md)
    if args.png:
        moe_layer.plot(points, args.png)
    print(md)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
