#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The fused-MoE GEMM benchmark of issue 7 item 4, in one process on one set of inputs:

  cutile_rt  samples/moe's moe_gemm exports (--ours-dir; moe_gemm_bf16[_mulw]_MxNxK.cutile, one
             per launch variant of VARIANTS) launched through libcutile_rt
             (bench/cutile_ctypes.py) on torch's stream. Every variant is timed with
             --sweep-reps; "ours" (impl cutile_rt) is the variant the fixed rule picks
             (pick_layer, the mirror of samples/moe/variants.c's cost model: the tiles the C
             layer would launch its permuted moe_w1/moe_w2 in),
             timed again with --reps; "ours best" (impl cutile_rt_best) is the fastest variant
             of the sweep timed with --reps, an oracle for judging the rule;
  triton     a fused-MoE kernel written here in the vLLM style (sorted_token_ids, expert_ids,
             num_tokens_post_padded; BLOCK_M/N/K and GROUP_M), the best of a config sweep per
             point (the sweep's configs each timed with fewer repetitions, the winner again);
  torch      per-expert cuBLAS: for each expert with tokens, gather its rows, torch.mm with the
             expert's weight, (scale,) scatter — Python-driven launches, as eager code runs.

GEMMs: w1: C1[T·k, 2I] = x[tok] @ W1[e]^T (W1[E, 2I, H]); w2: C2[T·k, H] = act @ W2[e]^T ·
routed weight (W2[E, H, I], act[T·k, I]). Models (E, top-k, hidden H, intermediate I):
Mixtral-8x7B (8, 2, 4096, 14336), DeepSeek-V3 in bf16 (256, 8, 7168, 2048), Qwen3-30B-A3B
(128, 8, 2048, 768), Qwen3-235B (128, 8, 4096, 1536); T = 1, 16, 64, 256, 1024, 4096; bf16.

Routing is made here, not by the library: softmax of random logits, torch.topk, renormalised
weights; then the vLLM-style alignment (tokens sorted by expert, each expert's run padded to
a multiple of BLOCK_M with the index T·k) in torch for each BLOCK_M used.

Roofline floor per point, from two ceilings measured at the start of this run: the copy
bandwidth (a 2 GiB device-to-device copy, read + write bytes) and the GEMM rate (torch.matmul
bf16 8192³ on random data). Bytes: the weights of the experts that have tokens, A's rows once,
C once (routing arrays ignored); FLOPs: 2·T·k·N·K. floor = max(bytes/copy, flops/rate).

Timing as bench/matmul.c: L2 cleared by a 256 MiB write before each repetition, CUDA events
around one call, median. The sweeps time each candidate alone (--sweep-reps); the finalists
(our picked variant, our fastest, Triton's winner, torch) are then timed in turn, one
repetition of each per round (--reps rounds), so that drift over the run (the clocks of a
GPU that idles between short kernels) weighs on all of them alike. Each implementation's
output is NaN-poisoned first and checked: every routed row written, and sampled rows against an f64 reference (‖err‖/‖ref‖ ≤ 1e-2).

Prints a table on stderr and one JSON object per line on stdout (bench "moe").

usage: python3 bench/moe_bench.py --lib build-device/lib/libcutile_rt.so [--models a,b]
       [--tokens 1,16] [--reps N] [--sweep-reps N] [--no-ours] [--ours-dir DIR]
       python3 bench/moe_bench.py --check-picks build/bin/sample_moe   # no GPU: the C rule
                                                                      # and this mirror agree
"""
import argparse
import json
import math
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MODELS = {  # name: (experts, top-k, hidden, intermediate)
    "mixtral-8x7b": (8, 2, 4096, 14336),
    "deepseek-v3": (256, 8, 7168, 2048),
    "qwen3-30b-a3b": (128, 8, 2048, 768),
    "qwen3-235b": (128, 8, 4096, 1536),
}
TOKENS = [1, 16, 64, 256, 1024, 4096]
WARMUP, FLUSH_BYTES, CHECK_ROWS = 3, 256 << 20, 8
# GPU cycles of a spin (torch.cuda._sleep) queued after each L2 clear, before the start event:
# the timed call's host-side launch (Triton's Python launcher takes tens of microseconds, more
# with cold host caches) must be queued before the GPU reaches the event, or the idle gap is
# timed too. ~0.25 ms at the H200's 1.98 GHz.
SPIN_CYCLES = 500_000
# Our launch variants (TILE_M, TILE_N, TILE_K, (CTAs of the w1 export, of the w2 export) that
# fit on one SM, transposed, (ring stages of the w1 export, of the w2 export), the occupancy
# hint of the layer's exports or 0): samples/moe/kernels.py GEMM_TILES (moe_gemm; the layer's
# moe_w1, moe_w2) and GEMM_T_TILES (moe_gemm_t; moe_w1_t, moe_w2_t), then GEMM_PAIRED's
# (moe_w1[_t], moe_w2[_t] only, files …_o2), in the order of samples/moe/variants.c's
# moe_variants.
VARIANTS = [(64, 64, 64, (2, 2), 0, (6, 6), 0), (64, 128, 64, (2, 2), 0, (4, 4), 0),
            (128, 128, 64, (2, 2), 0, (3, 3), 0), (128, 256, 64, (1, 1), 0, (4, 4), 0),
            (64, 128, 128, (1, 1), 0, (4, 4), 0), (16, 128, 64, (2, 2), 1, (5, 5), 0),
            (16, 128, 128, (1, 1), 1, (5, 5), 0), (32, 128, 64, (2, 2), 1, (5, 5), 0),
            (32, 128, 128, (1, 1), 1, (5, 5), 0), (16, 64, 128, (0, 2), 1, (0, 5), 0),
            (16, 128, 128, (2, 2), 1, (2, 2), 2), (32, 128, 128, (2, 2), 1, (2, 2), 2),
            (64, 128, 128, (2, 2), 0, (2, 2), 2)]
# (BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, num_stages, num_warps): small BLOCK_M for few tokens
# per expert, large tiles for many
TRITON_CONFIGS = [(16, 64, 64, 1, 4, 4), (16, 128, 128, 1, 3, 4), (16, 256, 64, 1, 3, 4),
                  (32, 64, 128, 1, 4, 4), (32, 128, 64, 16, 4, 4), (64, 64, 64, 16, 4, 4),
                  (64, 128, 64, 16, 4, 4), (64, 128, 128, 16, 3, 8), (64, 256, 64, 16, 3, 8),
                  (128, 128, 64, 16, 4, 8), (128, 256, 64, 16, 3, 8)]


# ------------------------------------------------------------------------------ the variant rule
# A mirror of samples/moe/variants.c's cost model (moe_variant_cost, moe_pick_layer), which
# documents it; change both together (--check-picks compares them; ctest
# samples.moe_pick_mirror). SM clocks, sm_90 per-SM rates: R FMAs, D DRAM bytes and L2 bytes a
# clock, SMEM shared-memory bytes a clock (TMA writes and wgmma reads), CAP times an SM's share
# of DRAM, F clocks a wave, LAT clocks a DRAM round trip, GROUP row blocks a launch group, L2B
# bytes of L2.
R, D, L2, SMEM, CAP, F, LAT, GROUP, EXPOSED = 2048, 20, 64, 128, 2, 2000, 1100, 8, 4
L2B = 50.0 * 1024 * 1024


def has_w1(i):
    return not VARIANTS[i][4] or VARIANTS[i][1] // 2 >= 64


def row_blocks(t, top_k, experts, tile_m):
    """(expected row blocks of alignment tile_m, experts with rows)."""
    rows = t * top_k
    used = min(experts, rows)
    padded = rows / used + (tile_m - 1) / 2.0
    return used * (padded / tile_m if padded > tile_m else 1.0), used


def variant_ctas(t, top_k, experts, hidden, inter, gemm, i):
    tm, tn = VARIANTS[i][:2]
    cols = -(-hidden // tn) if gemm else -(-inter // (tn // 2))
    return row_blocks(t, top_k, experts, tm)[0] * cols


def dram_bytes(t, top_k, experts, hidden, inter, gemm, i):
    """Weights, A and output with padding rows, experts read again by a second group."""
    tm = VARIANTS[i][0]
    blocks, used = row_blocks(t, top_k, experts, tm)
    n, k, n_out = (hidden, inter, hidden) if gemm else (2.0 * inter, hidden, inter)
    nbytes = used * n * k * 2 + blocks * tm * (k + n_out) * 2
    group_experts = GROUP * used / blocks if GROUP * used / blocks < used else used
    return (nbytes + (blocks - used) / GROUP * n * k * 2 if group_experts * n * k * 2 > L2B
            else nbytes)


def stream_clocks(i, gemm, ctas, nbytes, rounds, sms):
    """The DRAM stream: its rate bounded by the bytes in flight (Little's law), its fills, a
    lone CTA's fill a round."""
    tm, tn, tk, per_sm, _, stages, _ = VARIANTS[i]
    c, active = float(per_sm[gemm]), (ctas if ctas < sms else sms)
    resident = ctas / active if ctas / active < c else c
    inflight = resident * (stages[gemm] - 1) * tk * (tm + tn) * 2.0
    pull = inflight / LAT if inflight / LAT < CAP * D else CAP * D
    rate = active * pull if active * pull < float(D) * sms else float(D) * sms
    alone = 1 if c < 2 else min(1, max(0, 2 - ctas / active))
    lone = F * rounds * alone
    return nbytes / rate + F * (1 if active * pull > float(D) * sms else rounds) + lone


def variant_cost(t, top_k, experts, hidden, inter, gemm, i, sms):
    """SM clocks of GEMM gemm (0: w1, 1: w2) in variant i on sms SMs."""
    tm, tn, _, per_sm, tr, _, _ = VARIANTS[i]
    ctas = variant_ctas(t, top_k, experts, hidden, inter, gemm, i)
    k = inter if gemm else hidden
    mma_n = 64 if tr else tn if gemm else tn // 2
    eff, m = (mma_n / 64 if mma_n < 64 else 1), (tm if tm > 64 else 64)
    mma = k * tn * m / (R * eff)
    l2 = k * (tm + tn) * 2 / L2
    rows, cols, inst_n = (tn, tm, tm) if tr else (m, tn, mma_n)
    smem = (l2 * L2 + k * 2 * rows * cols * (64 + inst_n) / (64 * inst_n)) / SMEM
    per_cta = max(mma, l2, smem)
    rounds = math.ceil(ctas / (float(sms) * per_sm[gemm]))
    fed = math.ceil(ctas / sms) * per_cta + F * rounds
    streamed = stream_clocks(i, gemm, ctas, dram_bytes(t, top_k, experts, hidden, inter, gemm, i),
                             rounds, sms)
    return fed + streamed / EXPOSED if fed > streamed else streamed + fed / EXPOSED


def variant_ksteps(t, top_k, experts, hidden, inter, gemm, i):
    """The k-steps (ring stages consumed, barrier round trips) of all CTAs of GEMM gemm."""
    k = inter if gemm else hidden
    return (variant_ctas(t, top_k, experts, hidden, inter, gemm, i) *
            -(-k // VARIANTS[i][2]))


def pick_layer(t, top_k, experts, hidden, inter, sms):
    """[w1's, w2's] variant of a layer: the cheapest pair with one TILE_M (one alignment serves
    both GEMMs); ties to fewer k-steps, then more CTAs, then the earlier pair."""
    best, pick = None, [-1, -1]
    for a in range(len(VARIANTS)):
        for b in range(len(VARIANTS)):
            if not has_w1(a) or VARIANTS[a][0] != VARIANTS[b][0]:
                continue
            c = (variant_cost(t, top_k, experts, hidden, inter, 0, a, sms) +
                 variant_cost(t, top_k, experts, hidden, inter, 1, b, sms))
            steps = (variant_ksteps(t, top_k, experts, hidden, inter, 0, a) +
                     variant_ksteps(t, top_k, experts, hidden, inter, 1, b))
            ctas = (variant_ctas(t, top_k, experts, hidden, inter, 0, a) +
                    variant_ctas(t, top_k, experts, hidden, inter, 1, b))
            key = (c, steps, -ctas)
            if best is None or key < best:
                best, pick = key, [a, b]
    return pick


def variant_name(i):
    """<M>x<N>x<K>[_o<CTAs>], as variants.c's moe_variant_name."""
    occ = VARIANTS[i][6]
    return "x".join(map(str, VARIANTS[i][:3])) + (f"_o{occ}" if occ else "")


def gathered(i):
    """The variant whose moe_gemm export stands for variant i here: its tile's without a hint
    (GEMM_PAIRED's hinted exports are the layer's GEMMs only)."""
    return next(j for j, v in enumerate(VARIANTS) if v[:3] == VARIANTS[i][:3] and not v[6])


def variant_stem(i, mul):
    kernel = "moe_gemm_t" if VARIANTS[i][4] else "moe_gemm"
    return f"{kernel}_bf16_{'mulw_' if mul else ''}{'x'.join(map(str, VARIANTS[i][:3]))}"


def check_picks(sample):
    """0 when `sample --pick SMS T,E,k,H,I` (samples/moe/main.c) agrees with pick_layer over
    the models, token counts and a few SM counts."""
    import subprocess
    bad = 0
    for model, (experts, top_k, hidden, inter) in MODELS.items():
        for t in TOKENS + [2, 8, 32, 128, 512, 2048, 8192]:
            for sms in (132, 108, 78, 16):
                shape = f"{t},{experts},{top_k},{hidden},{inter}"
                got = subprocess.run([sample, "--pick", str(sms), shape], capture_output=True,
                                     text=True).stdout.split()
                want = [variant_name(i) for i in pick_layer(t, top_k, experts, hidden, inter, sms)]
                if got != want:
                    print(f"{model} T={t} SMs={sms}: C picks {got}, Python {want}")
                    bad += 1
    print(f"moe pick mirror: {bad} disagreement(s)")
    return 1 if bad else 0


def variant_facts(cutile, stem):
    """(CTAs per SM, ring stages) of samples/moe/<stem>.cutile as the compiler emits it for
    sm_90a: its .minnctapersm (1 without), its full barriers (mbarrier.init with count 1, one
    a stage; the empty ones count the warps), the entry's, not its lone twin's (after it)."""
    import re
    import subprocess
    ptx = subprocess.run([cutile, "compile", "--gpu-name", "sm_90a", "--no-cache", "--emit",
                          "ptx", "-o", "-", os.path.join(HERE, "..", "samples", "moe",
                                                         stem + ".cutile")],
                         capture_output=True, text=True, check=True).stdout
    ptx = ptx.split("$lone(")[0]
    occ = re.search(r"\.minnctapersm\s+(\d+)", ptx)
    return (int(occ.group(1)) if occ else 1,
            len(re.findall(r"mbarrier\.init\.shared::cta\.b64 \[[^]]*\], 1;", ptx)))


def check_facts(cutile, sample=None):
    """0 when VARIANTS' CTAs per SM and stages are what `cutile` compiles the layer's exports
    (moe_w1[_t], moe_w2[_t]) to, and with `sample` (sample_moe), those of variants.c's fp8
    table too (sample_moe --fp8-facts)."""
    import subprocess
    rows = []
    for i, (tm, tn, tk, per_sm, tr, stages, _) in enumerate(VARIANTS):
        for gemm in (0, 1) if has_w1(i) else (1,):
            rows.append((f"moe_w{gemm + 1}{'_t' if tr else ''}_bf16_{variant_name(i)}",
                         (per_sm[gemm], stages[gemm])))
    if sample:
        out = subprocess.run([sample, "--fp8-facts"], capture_output=True, text=True,
                             check=True).stdout.split("\n")
        rows += [(stem, (int(c), int(n))) for stem, c, n in (x.split() for x in out if x)]
    bad = 0
    for stem, want in rows:
        got = variant_facts(cutile, stem)
        if got != want:
            print(f"{stem}: compiled to {got[0]} CTAs per SM, {got[1]} stages; the table "
                  f"says {want[0]}, {want[1]}")
            bad += 1
    print(f"moe variant facts: {len(rows)} exports, {bad} disagreement(s)")
    return 1 if bad else 0


def emit(line):
    print(json.dumps(line, separators=(",", ":")), flush=True)


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# ------------------------------------------------------------------------------ Triton
def make_triton_moe(triton, tl):
    @triton.jit
    def fused_moe_kernel(a_ptr, b_ptr, c_ptr, topk_w_ptr, sorted_ids_ptr, expert_ids_ptr,
                         num_post_pad_ptr, N, K, num_valid, stride_am, stride_ak, stride_be,
                         stride_bn, stride_bk, stride_cm, stride_cn, a_scale_ptr, b_scale_ptr,
                         stride_asm, stride_bse, stride_bsn,
                         TOP_K: tl.constexpr, MUL_ROUTED_WEIGHT: tl.constexpr,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                         GROUP_M: tl.constexpr, SCALE_GROUP: tl.constexpr):
        # grouped order over (row block of sorted_ids, column block of N) of the launched grid,
        # which may cover more row blocks than num_post (a CUDA graph's launch is sized for the
        # most blocks any routing can need: bench/moe_layer.py); those return below
        pid = tl.program_id(0)
        num_post = tl.load(num_post_pad_ptr)
        num_n = tl.cdiv(N, BLOCK_N)
        num_m = tl.num_programs(0) // num_n
        per_group = GROUP_M * num_n
        first_m = (pid // per_group) * GROUP_M
        rows = tl.minimum(num_m - first_m, GROUP_M)
        pm = first_m + (pid % per_group) % rows
        pn = (pid % per_group) // rows
        if pm * BLOCK_M >= num_post:
            return
        # this block's rows: flat (token, slot) indices, all of one expert; padding >= num_valid
        flat = tl.load(sorted_ids_ptr + pm * BLOCK_M + tl.arange(0, BLOCK_M))
        valid = flat < num_valid
        expert = tl.load(expert_ids_ptr + pm).to(tl.int64)
        rn = (pn * BLOCK_N + tl.arange(0, BLOCK_N)) % N
        rk = tl.arange(0, BLOCK_K)
        a_ptrs = a_ptr + (flat // TOP_K)[:, None] * stride_am + rk[None, :] * stride_ak
        b_ptrs = b_ptr + expert * stride_be + rk[:, None] * stride_bk + rn[None, :] * stride_bn
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        if SCALE_GROUP:  # block-quantised (fp8): A scaled per row and K group, W per N and K group
            as_ptrs = a_scale_ptr + (flat // TOP_K) * stride_asm
            bs_ptrs = b_scale_ptr + expert * stride_bse + (rn // SCALE_GROUP) * stride_bsn
        for k in range(0, tl.cdiv(K, BLOCK_K)):
            left = K - k * BLOCK_K
            a = tl.load(a_ptrs, mask=valid[:, None] & (rk[None, :] < left), other=0.0)
            b = tl.load(b_ptrs, mask=rk[:, None] < left, other=0.0)
            if SCALE_GROUP:  # BLOCK_K divides SCALE_GROUP: one group per step
                g = k * BLOCK_K // SCALE_GROUP
                a_s = tl.load(as_ptrs + g, mask=valid, other=0.0)
                acc += tl.dot(a, b) * a_s[:, None] * tl.load(bs_ptrs + g)[None, :]
            else:
                acc = tl.dot(a, b, acc)
            a_ptrs += BLOCK_K * stride_ak
            b_ptrs += BLOCK_K * stride_bk
        if MUL_ROUTED_WEIGHT:
            w = tl.load(topk_w_ptr + flat, mask=valid, other=0.0)
            acc = acc * w[:, None].to(tl.float32)
        cn = pn * BLOCK_N + tl.arange(0, BLOCK_N)
        c_ptrs = c_ptr + flat[:, None] * stride_cm + cn[None, :] * stride_cn
        tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=valid[:, None] & (cn[None, :] < N))

    def launcher(a, w, c, topk_w, route, top_k, mul, cfg, scales=None):
        """A callable running the kernel: a[rows, K], w[E, N, K], c[T·k, N]; route from align().
        scales: (a_scale[rows, K/G], w_scale[E, N/G, K/G], G) for block-quantised a and w."""
        bm, bn, bk, g, stages, warps = cfg
        a_s, w_s, group = scales or (None, None, 0)
        s_strides = (a_s.stride(0), w_s.stride(0), w_s.stride(1)) if scales else (0, 0, 0)
        n, k = w.shape[1], w.shape[2]
        grid = (triton.cdiv(route["num_post"], bm) * triton.cdiv(n, bn),)
        sorted_ids, expert_ids, post = route["sorted_ids"], route["expert_ids"], route["post_t"]
        nv = route["num_valid"]

        def run():
            fused_moe_kernel[grid](a, w, c, topk_w, sorted_ids, expert_ids, post, n, k, nv,
                                   a.stride(0), a.stride(1), w.stride(0), w.stride(1),
                                   w.stride(2), c.stride(0), c.stride(1), a_s, w_s, *s_strides,
                                   TOP_K=top_k, MUL_ROUTED_WEIGHT=mul, BLOCK_M=bm, BLOCK_N=bn,
                                   BLOCK_K=bk, GROUP_M=g, SCALE_GROUP=group, num_stages=stages,
                                   num_warps=warps)
        return run
    launcher.kernel = fused_moe_kernel  # for bench/compile_bench.py
    return launcher


# ------------------------------------------------------------------------------ routing
def route_tokens(torch, t, experts, top_k, gen):
    """(topk_ids [T, k] int32, topk_weights [T, k] f32): softmax over random logits, top-k,
    renormalised."""
    logits = torch.randn(t, experts, device="cuda", generator=gen)
    w, ids = torch.topk(torch.softmax(logits, dim=-1), top_k, dim=-1)
    return ids.to(torch.int32), (w / w.sum(-1, keepdim=True))


def align(torch, topk_ids, experts, block_m):
    """vLLM-style alignment: the flat (token·k + slot) indices sorted by expert, each expert's
    run padded to a multiple of block_m with T·k; expert_ids per block of block_m rows; the
    padded length. Experts without tokens get no blocks."""
    flat_e = topk_ids.flatten().long()
    nv = flat_e.numel()
    order = torch.argsort(flat_e, stable=True)
    counts = torch.bincount(flat_e, minlength=experts)
    padded = (counts + block_m - 1) // block_m * block_m
    start_pad = torch.cumsum(padded, 0) - padded
    start = torch.cumsum(counts, 0) - counts
    e_sorted = flat_e[order]
    pos = start_pad[e_sorted] + torch.arange(nv, device="cuda") - start[e_sorted]
    num_post = int(padded.sum().item())
    sorted_ids = torch.full((num_post,), nv, dtype=torch.int32, device="cuda")
    sorted_ids[pos] = order.to(torch.int32)
    expert_ids = torch.repeat_interleave(torch.arange(experts, device="cuda", dtype=torch.int32),
                                         padded // block_m)
    return {"sorted_ids": sorted_ids, "expert_ids": expert_ids, "num_post": num_post,
            "post_t": torch.tensor([num_post], dtype=torch.int32, device="cuda"),
            "num_valid": nv, "counts": counts}


# ------------------------------------------------------------------------------ timing, checks
class Timer:
    """bench/matmul.c's method: L2 cleared by a 256 MiB write before each repetition, events
    around one call, median; a spin between the clear and the start event (SPIN_CYCLES)."""

    def __init__(self, torch):
        self.torch = torch
        self.flush = torch.empty(FLUSH_BYTES // 4, dtype=torch.int32, device="cuda")

    def once(self, fn, r):
        """One repetition of fn (the r-th): its time in ms."""
        torch = self.torch
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        self.flush.fill_(r)
        torch.cuda._sleep(SPIN_CYCLES)
        e0.record()
        fn()
        e1.record()
        e1.synchronize()
        return e0.elapsed_time(e1)

    def median_ms(self, fn, reps):
        return self.paired_ms([fn], reps)[0]

    def paired_ms(self, fns, reps):
        """Medians of fns timed in turn, one repetition of each per round (each after its own L2
        clear), so that the GPU's state (clocks, temperature) drifting over a run weighs on all
        of them alike instead of on whichever was timed last."""
        times = [[] for _ in fns]
        for r in range(-WARMUP, reps):
            for i, fn in enumerate(fns):
                ms = self.once(fn, r)
                if r >= 0:
                    times[i].append(ms)
        return [statistics.median(t) for t in times]


def reference_rows(torch, a, w, topk_ids, topk_w, top_k, mul, rows):
    """f64 reference of the given flat rows: a[row // top_k] @ w[e]^T (· weight)."""
    out = []
    ids, wts = topk_ids.flatten(), topk_w.flatten()
    for f in rows.tolist():
        e = int(ids[f])
        r = w[e].double() @ a[f // top_k].double()
        out.append(r * float(wts[f]) if mul else r)
    return torch.stack(out)


def check(torch, c, nv, ref, rows):
    """(unwritten or NaN rows, ‖err‖/‖ref‖ over the sampled rows)."""
    nan_rows = int(torch.isnan(c[:nv]).any(dim=1).sum().item())
    got = c[rows].double()
    rel = float(((got - ref).norm() / ref.norm()).item())
    return nan_rows, rel


# ------------------------------------------------------------------------------ one point
def torch_per_expert(torch, a, w, c, topk_w, route, top_k, mul):
    """Per-expert cuBLAS: index lists made once (a host sync), then gather · mm · scatter."""
    flat_sorted = route["sorted_ids"][route["sorted_ids"] < route["num_valid"]].long()
    counts = route["counts"].tolist()
    parts, at = [], 0
    for e, n in enumerate(counts):
        if n:
            f = flat_sorted[at:at + n]
            parts.append((e, f, f // top_k, topk_w.flatten()[f].to(c.dtype)[:, None] if mul else None))
            at += n

    def run():
        for e, f, rows, scale in parts:
            y = torch.mm(a.index_select(0, rows), w[e].t())
            if scale is not None:
                y.mul_(scale)
            c.index_copy_(0, f, y)
    return run


def ours(ctx, gemm, a, nv, route_for, topk_w, a_topk, n, measure, base, picked):
    """Our lines for one point: every variant with --sweep-reps (cutile_rt_variant, each output
    checked); and the finalists (impl, callable, extra) for the paired timing with --reps: the
    picked variant (cutile_rt) and the sweep's fastest (cutile_rt_best) where it differs."""
    torch, rt, bufs, args = ctx["torch"], ctx["rt"], ctx["bufs"], ctx["args"]
    # the exports assume inner extents that are multiples of 16 and row counts anything (the
    # rows and experts are padded to 16 here all the same, as for the earlier exports: padding
    # rows and experts are never touched, the kernel reads only routed rows and the experts
    # named); topk_w is f32, the routing arrays int32
    pad16 = lambda v: (v + 15) // 16 * 16  # noqa: E731
    a_p = bufs["x" if gemm == "w1" else "act"][:pad16(a.shape[0])]
    w_p = bufs[gemm][:pad16(base["E"])]
    c_p = bufs["c1" if gemm == "w1" else "c2"][:pad16(nv)]
    tw = topk_w.flatten().contiguous()
    stream = torch.cuda.current_stream().cuda_stream

    def launcher(i):
        tm, tn = VARIANTS[i][:2]
        r = route_for(tm)
        args_ = [rt.array(a_p), rt.array(w_p), rt.array(c_p), rt.array(tw),
                 rt.array(r["sorted_ids"]), rt.array(r["expert_ids"]), rt.i64(nv),
                 rt.i64(a_topk)]
        return rt.launcher(ctx["ours"][gemm][i], (r["num_post"] // tm, (n + tn - 1) // tn, 1),
                           args_, stream)

    def timed(impl, i, reps, extra=None):
        return measure(impl, launcher(i), reps, dict(extra or {}, config=variant_name(i)))

    sweep = {i: timed("cutile_rt_variant", i, args.sweep_reps) for i in range(len(VARIANTS))
             if gathered(i) == i}
    times = {variant_name(i): line["ms"] for i, line in sweep.items() if line["ok"]}
    ok = [i for i in sweep if sweep[i]["ok"]]
    fastest = min(ok, key=lambda i: sweep[i]["ms"]) if ok else picked
    finals = [("cutile_rt", picked, {"sweep": times})]
    if fastest != picked:
        finals.append(("cutile_rt_best", fastest, {}))
    return list(sweep.values()), [(impl, launcher(i), dict(extra, config=variant_name(i)))
                                  for impl, i, extra in finals]


def bench_point(ctx, model, t, gemm):
    torch, timer, args = ctx["torch"], ctx["timer"], ctx["args"]
    experts, top_k, hidden, inter = MODELS[model]
    bufs = ctx["bufs"]
    topk_ids, topk_w = route_tokens(torch, t, experts, top_k, ctx["gen"])
    nv = t * top_k
    if gemm == "w1":
        a, w, n, kdim, a_topk, mul = bufs["x"][:t], bufs["w1"][:experts], 2 * inter, hidden, top_k, False
    else:
        a, w, n, kdim, a_topk, mul = bufs["act"][:nv], bufs["w2"][:experts], hidden, inter, 1, True
    c = bufs["c1" if gemm == "w1" else "c2"][:nv]
    rows = torch.randperm(nv, device="cuda", generator=ctx["gen"])[:CHECK_ROWS]
    ref = reference_rows(torch, a, w, topk_ids, topk_w, a_topk, mul, rows)
    flops = 2.0 * nv * n * kdim
    active = int((torch.bincount(topk_ids.flatten().long(), minlength=experts) > 0).sum().item())
    nbytes = 2.0 * (active * n * kdim + a.shape[0] * kdim + nv * n)
    floor_ms = max(nbytes / ctx["copy_bps"], flops / ctx["gemm_flops"]) * 1e3
    base = {"bench": "moe", "model": model, "T": t, "gemm": gemm, "E": experts, "top_k": top_k,
            "N": n, "K": kdim, "flops": flops, "bytes": nbytes, "floor_ms": round(floor_ms, 5)}
    emit(dict(base, impl="floor", ms=round(floor_ms, 5)))
    routes = {}

    def route_for(bm):
        if bm not in routes:
            routes[bm] = align(torch, topk_ids, experts, bm)
        return routes[bm]

    def timed_line(line, ms):
        return dict(line, ms=round(ms, 5),
                    tflops=round(flops / (ms * 1e-3) / 1e12, 2) if ms > 0 else 0.0,
                    frac_floor=round(floor_ms / ms, 4) if ms > 0 else 0.0)

    def measure(impl, fn, reps, extra=None):
        """fn's output checked; timed alone with reps > 0 (the sweeps), else left at -1."""
        if fn is None:
            return dict(base, impl=impl, ms=-1.0, ok=False, **(extra or {}))
        c.fill_(float("nan"))
        try:
            fn()
        except Exception as e:  # a refused launch: report, keep going
            return dict(base, impl=impl, ms=-1.0, ok=False, error=str(e)[:300], **(extra or {}))
        torch.cuda.synchronize()
        nan_rows, rel = check(torch, c, nv, ref, rows)
        ok = nan_rows == 0 and rel <= 1e-2
        ms = timer.median_ms(fn, reps) if ok and reps > 0 else -1.0
        return timed_line(dict(base, impl=impl, rel_err=float(f"{rel:.3g}"),
                               unwritten_rows=nan_rows, ok=ok, **(extra or {})), ms)

    results, finals = [], []
    if ctx["rt"] is not None:
        results, finals = ours(ctx, gemm, a, nv, route_for, topk_w, a_topk, n, measure, base,
                               gathered(pick_layer(t, top_k, experts, hidden, inter,
                                                   ctx["sms"])[0 if gemm == "w1" else 1]))
    # Triton: the sweep; its winner is a finalist
    sweep = []
    for cfg in TRITON_CONFIGS:
        fn = ctx["triton"](a, w, c, topk_w.flatten(), route_for(cfg[0]), a_topk, mul, cfg)
        line = measure("triton", fn, args.sweep_reps)
        if line["ok"]:
            sweep.append((line["ms"], cfg, fn))
    if sweep:
        ms, cfg, fn = min(sweep, key=lambda s: s[0])
        finals.append(("triton", fn, {
            "config": "x".join(map(str, cfg[:3])) + f" G{cfg[3]} s{cfg[4]} w{cfg[5]}",
            "sweep": {"x".join(map(str, s[1])): s[0] for s in sweep}}))
    else:
        finals.append(("triton", None, {}))
    finals.append(("torch", torch_per_expert(torch, a, w, c, topk_w, route_for(VARIANTS[0][0]),
                                             a_topk, mul), {}))
    # the finalists: each output checked, then all timed in turn (Timer.paired_ms)
    lines = [measure(impl, fn, 0, extra) for impl, fn, extra in finals]
    good = [i for i, line in enumerate(lines) if line["ok"]]
    for i, ms in zip(good, timer.paired_ms([finals[i][1] for i in good], args.reps)):
        lines[i] = timed_line(lines[i], ms)
    byimpl = {line["impl"]: line for line in lines}
    if "cutile_rt" in byimpl:  # the oracle: the faster of the pick and the sweep's fastest
        cands = [byimpl[k] for k in ("cutile_rt", "cutile_rt_best") if k in byimpl and byimpl[k]["ok"]]
        best = dict(min(cands, key=lambda line: line["ms"]) if cands else
                    dict(base, ms=-1.0, ok=False), impl="cutile_rt_best")
        best.pop("sweep", None)
        lines = [line for line in lines if line["impl"] != "cutile_rt_best"] + [best]
    results += lines
    for line in results:
        emit(line)
        log(f"{model:14s} T={t:5d} {gemm} {line['impl']:9s} {line.get('ms', -1):9.4f} ms "
            f"floor {floor_ms:8.4f} ms  frac {line.get('frac_floor', 0):.3f}  "
            f"{line.get('config', '')}{'' if line.get('ok') else '  FAILED'}")
    return all(r.get("ok") for r in results)


def gpu_stack():
    """(torch, triton, triton.language), or None when one is missing or torch sees no GPU (said
    on stdout as SKIPPED: the benchmarks then exit 77)."""
    try:
        import torch
        import triton
        import triton.language as tl
    except ImportError as e:
        print(f"SKIPPED: {e}")
        return None
    if not torch.cuda.is_available():
        print("SKIPPED: torch sees no CUDA device")
        return None
    return torch, triton, tl


def ceilings(torch, timer):
    """(copy bytes/s counting read + write, bf16 GEMM FLOP/s) measured now."""
    src = torch.empty(1 << 30, dtype=torch.int16, device="cuda").random_()
    dst = torch.empty_like(src)
    copy_ms = timer.median_ms(lambda: dst.copy_(src), 20)
    copy_bps = 2 * src.numel() * 2 / (copy_ms * 1e-3)
    del src, dst
    a = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    c = torch.empty_like(a)
    mm_ms = timer.median_ms(lambda: torch.matmul(a, b, out=c), 20)
    return copy_bps, 2 * 8192 ** 3 / (mm_ms * 1e-3)


def model_buffers(torch, model, tmax, gen):
    """Inputs for every T of a model: weights with the expert count rounded up to 16 (what the
    earlier exports assumed; kept, the extra experts are never routed to), activations for
    T = tmax."""
    experts, top_k, hidden, inter = MODELS[model]
    e16, n16 = (experts + 15) // 16 * 16, (tmax * top_k + 15) // 16 * 16
    bf = torch.bfloat16

    def randn(*shape, scale=1.0):
        return (torch.randn(*shape, device="cuda", generator=gen, dtype=torch.float32) * scale).to(bf)
    return {"x": randn((tmax + 15) // 16 * 16, hidden),
            "w1": randn(e16, 2 * inter, hidden, scale=hidden ** -0.5),
            "w2": randn(e16, hidden, inter, scale=inter ** -0.5),
            "act": randn(n16, inter),
            "c1": torch.empty(n16, 2 * inter, device="cuda", dtype=bf),
            "c2": torch.empty(n16, hidden, device="cuda", dtype=bf)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lib", default="build-device/lib/libcutile_rt.so")
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--tokens", default=",".join(map(str, TOKENS)))
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--sweep-reps", type=int, default=5)
    ap.add_argument("--no-ours", action="store_true", help="only Triton and torch")
    ap.add_argument("--ours-dir", default="samples/moe",
                    help="where moe_gemm_bf16[_mulw]_MxNxK.cutile of every variant are")
    ap.add_argument("--check-picks", metavar="SAMPLE_MOE",
                    help="no GPU: compare the C variant rule (sample_moe --pick) with this one")
    ap.add_argument("--check-facts", metavar="CUTILE",
                    help="no GPU: compare VARIANTS' CTAs per SM and stages with the compiler's")
    ap.add_argument("--sample", metavar="SAMPLE_MOE",
                    help="with --check-facts: variants.c's fp8 table too (sample_moe --fp8-facts)")
    args = ap.parse_args()
    if args.check_picks:
        return check_picks(args.check_picks)
    if args.check_facts:
        return check_facts(args.check_facts, args.sample)
    stack = gpu_stack()
    if stack is None:
        return 77
    torch, triton, tl = stack
    torch.cuda.init()
    torch.empty(1, device="cuda")  # the primary context is current: libcutile_rt binds to it
    ctx = {"torch": torch, "args": args, "timer": Timer(torch),
           "gen": torch.Generator(device="cuda").manual_seed(7),
           "triton": make_triton_moe(triton, tl), "rt": None}
    emit({"bench": "moe", "impl": "env", "torch": torch.__version__, "triton": triton.__version__,
          "gpu": torch.cuda.get_device_name(), "cuda": torch.version.cuda})
    if not args.no_ours:
        from cutile_ctypes import CuTile
        import tempfile
        ctx["rt"] = rt = CuTile(args.lib, cache_dir=tempfile.mkdtemp(prefix="bench_moe_cache_"))
        ctx["ours"] = {"w1": [], "w2": []}
        for i in range(len(VARIANTS)):
            for gemm in ("w1", "w2"):
                if gathered(i) != i:
                    ctx["ours"][gemm].append(None)
                    continue
                path = os.path.join(args.ours_dir, variant_stem(i, gemm == "w2") + ".cutile")
                k, ms = rt.load_first_kernel(path)
                ctx["ours"][gemm].append(k)
                emit({"bench": "moe", "impl": "cutile_rt", "kind": "cold_compile", "gemm": gemm,
                      "config": variant_name(i), "module": path, "ms": round(ms, 2)})
    ctx["sms"] = torch.cuda.get_device_properties(0).multi_processor_count
    ctx["copy_bps"], ctx["gemm_flops"] = ceilings(torch, ctx["timer"])
    emit({"bench": "moe", "impl": "ceilings", "copy_gbs": round(ctx["copy_bps"] / 1e9, 1),
          "gemm_tflops": round(ctx["gemm_flops"] / 1e12, 1)})
    log(f"ceilings: copy {ctx['copy_bps'] / 1e9:.0f} GB/s, bf16 GEMM "
        f"{ctx['gemm_flops'] / 1e12:.0f} TFLOP/s")
    tokens = [int(x) for x in args.tokens.split(",")]
    ok = True
    for model in args.models.split(","):
        t0 = time.perf_counter()
        ctx["bufs"] = model_buffers(torch, model, max(tokens), ctx["gen"])
        for t in tokens:
            for gemm in ("w1", "w2"):
                ok &= bench_point(ctx, model, t, gemm)
        del ctx["bufs"]
        torch.cuda.empty_cache()
        log(f"{model}: {time.perf_counter() - t0:.0f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
