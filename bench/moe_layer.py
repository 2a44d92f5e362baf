#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The whole MoE layer, layer against layer (issue 24 items 1 and 4, bf16), in one process on
one set of inputs:

  ours    samples/moe's layer from C (libmoe_layer.so: layer.c and variants.c, through ctypes):
          routing, the permute (the tokens' rows copied once into expert order) and combine by
          NVRTC (routing.cu), the w1 GEMM with silu-and-mul in its epilogue and the w2 GEMM as
          cuTile bytecode through libcutile_rt, the GEMM variants from variants.c's cost
          model; its six launches (moe_gpu_enqueue; five at T ≤ 32, where one block does the
          top-k and the alignment, whose stage time then holds both) captured in a CUDA graph.
  triton  a vLLM-style layer written here: softmax top-k (which also counts each expert's rows),
          align by expert with padding to BLOCK_M (the vLLM moe_align_block_size layout:
          offsets and expert ids, padding rows, scatter of the flat ids), moe_bench.py's fused-MoE
          GEMM for w1 over gathered rows, silu-and-mul, the same GEMM for w2 with the routed
          weights, the sum over top-k; captured in a CUDA graph (a memset and seven kernels).
          Each GEMM at its best config for the point: every config of moe_bench.TRITON_CONFIGS
          (BLOCK_M 16-128, BLOCK_N 64-256, BLOCK_K 64-128, GROUP_M, stages, warps: 11) timed
          alone (--sweep-reps, L2 cleared); one alignment serves both GEMMs, as in vLLM, so the
          BLOCK_M chosen is the one whose best w1 plus best w2 is least.
  torch   eager torch with per-expert cuBLAS: softmax top-k, one host sync for the experts' row
          counts, then for each expert with rows gather, matmul, silu·mul, matmul, scale,
          index_add.
  floor   max(bytes / copy bandwidth, FLOPs / GEMM rate), both ceilings measured at the start of
          this run (2 GiB device-to-device copy counting read + write; torch.matmul bf16 8192³).
          Bytes: the weights of the experts with rows (w1 and w2), x read and out written once;
          FLOPs: 2·T·k·3·H·I. The GEMM floor of ours's w1 + w2 stages (per-stage events,
          stream-ordered, L2 cleared before each run) counts each GEMM as moe_bench.py does;
          every stage's median per point in the JSON (ours_stages_ms, and
          ours_outside_gemms_ms: all but w1 and w2).
  pairs   (MOE_LAYER_PAIRS=1 in the environment) ours's w1 + w2 stage times in every pair of
          variants of one TILE_M, per point in the JSON (ours_pairs): the cost model's pick held
          against what each pair measures.

Inputs: what layer.c makes on the device for a timing setup (a counter-based hash, seeds 1-4:
logits uniform in ±2, x in ±1, W1 in ±1/√H, W2 in ±1/√I), viewed by torch without a copy
(moe_gpu_io), so every implementation routes and multiplies the same values; the routing is
the top-k of those logits (random, fixed). Checked before timing, each implementation's output
after a run into NaN-poisoned memory (ours also after its graph's replay): every output element
written, and CHECK_TOKENS tokens (the first, the last, the rest drawn with seed CHECK_SEED)
against a float64 torch reference of the layer from the same bf16 inputs (routing included) by
‖out − ref‖ / ‖ref‖ ≤ REL_L2_BOUND (the layer rounds to bf16 four times, C1, act, C2 and out:
about 4e-3 expected, as torch's own bf16 layer shows on the CPU). A point whose check fails is
reported and not timed; a point that raises is reported and the run goes on.

Timing as moe_bench.py (its Timer): a 256 MiB write clears L2 before each repetition, a spin
hides the host's launch, CUDA events around one call; the three layers timed in turn, one
repetition each per round (--reps rounds), medians.

Memory: each model's weights are made once (layer.c keeps them across its setups of one
shape of experts) and freed before the next model's (DeepSeek-V3: 22.5 GB).

usage: python3 bench/moe_layer.py LIBCUTILE_RT [--layer-lib PATH] [--md F] [--json F] [--png F]
       [--models a,b] [--tokens 1,16] [--reps N] [--sweep-reps N] [--quick] [--commit C]
  LIBCUTILE_RT: build/lib/libcutile_rt.so; libmoe_layer.so is looked for beside it.
  --quick: qwen3-30b-a3b at T = 16 and 1024, few repetitions (a smoke test).
  Exit 0 when every point checked, 1 when one failed, 77 without torch, Triton or a GPU.
"""
import argparse
import ctypes
import json
import math
import os
import statistics
import subprocess
import sys
import time
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from moe_bench import (MODELS, SPIN_CYCLES, TOKENS, TRITON_CONFIGS, VARIANTS, Timer,  # noqa: E402
                       ceilings, gpu_stack, has_w1, make_triton_moe, variant_name)

CHECK_TOKENS, CHECK_SEED, REL_L2_BOUND = 16, 24, 1e-2
IMPLS = ("ours", "triton", "torch")


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def max_blocks(t, experts, top_k, block_m):
    """samples/moe/moe.h moe_max_blocks: the most blocks of block_m rows any routing needs."""
    numel = t * top_k
    used = min(experts, numel)
    return (numel + used * (block_m - 1) + block_m - 1) // block_m


# ------------------------------------------------------------------------------ ours (ctypes)
class Shape(ctypes.Structure):
    _fields_ = [(n, ctypes.c_int) for n in ("T", "E", "k", "H", "I")]


class OurLayer:
    """samples/moe's GPU half (moe.h's moe_gpu_*) through libmoe_layer.so. The fp8 layer
    (OurFp8Layer) has the same calls under PREFIX moe_fp8_."""
    # moe_gpu_run's stages (w1 with silu-and-mul)
    PREFIX, POINTERS = "moe_gpu_", 5
    STAGE_NAMES = ("topk", "align", "permute", "w1", "w2", "combine")
    VARIANT_ARG, RULE = ctypes.c_void_p, None  # moe_gpu_setup's variants: NULL, the rule's

    def __init__(self, lib, kernels_dir):
        self.L = ctypes.CDLL(lib)
        vp = ctypes.c_void_p
        self.fn = {n: getattr(self.L, self.PREFIX + n) for n in
                   ("open", "setup", "enqueue", "run", "io", "close")}
        self.fn["open"].argtypes = [ctypes.c_char_p, ctypes.POINTER(vp)]
        self.fn["setup"].argtypes = [vp, ctypes.POINTER(Shape), vp, self.VARIANT_ARG]
        self.fn["enqueue"].argtypes = [vp, vp]
        self.fn["run"].argtypes = [vp, vp]
        self.fn["io"].argtypes = [vp, ctypes.POINTER(ctypes.c_uint64 * self.POINTERS)]
        self.fn["close"].argtypes = [vp]
        for f in ("open", "setup", "enqueue", "run"):
            self.fn[f].restype = ctypes.c_int
        self.g = vp()
        rc = self.fn["open"](kernels_dir.encode(), ctypes.byref(self.g))
        if rc:
            raise RuntimeError(f"{self.PREFIX}open({kernels_dir}): {rc} (the reason is on stderr)")

    def _ok(self, rc, what):
        if rc:
            raise RuntimeError(f"{self.PREFIX}{what} failed (the reason is on stderr)")

    def setup(self, t, experts, top_k, hidden, inter, pair=None):
        """Device-made inputs for T tokens (the weights kept from the last setup of this model);
        outputs poisoned; the GEMMs in the variants `pair` (w1, w2: indices into VARIANTS) when
        given (the bf16 layer only), else the rule's."""
        self.shape = Shape(t, experts, top_k, hidden, inter)
        want = self.RULE if pair is None else self.variant_arg(pair)
        self._ok(self.fn["setup"](self.g, ctypes.byref(self.shape), None, want), "setup")

    @staticmethod
    def variant_arg(pair):
        """setup's `variant` argument for the GEMMs' variants `pair`: a pointer to two ints."""
        return ctypes.cast((ctypes.c_int * 2)(*pair), ctypes.c_void_p)

    def pointers(self):
        p = (ctypes.c_uint64 * self.POINTERS)()
        self.fn["io"](self.g, ctypes.byref(p))
        return p

    def io(self, torch):
        """Torch views (no copy) of logits, x, w1, w2, out."""
        p, s = self.pointers(), self.shape
        f32, bf = torch.float32, torch.bfloat16
        return types.SimpleNamespace(
            logits=device_view(torch, p[0], (s.T, s.E), f32),
            x=device_view(torch, p[1], (s.T, s.H), bf),
            w1=device_view(torch, p[2], (s.E, 2 * s.I, s.H), bf),
            w2=device_view(torch, p[3], (s.E, s.H, s.I), bf),
            out=device_view(torch, p[4], (s.T, s.H), bf))

    def variants(self):
        v = (ctypes.c_int * 2)()
        self.L.moe_gpu_variants.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int * 2)]
        self.L.moe_gpu_variants(self.g, ctypes.byref(v))
        return [variant_name(i) for i in v]

    def run(self, ms=None):
        """One run on the legacy default stream (torch's), waited for; stage times into ms."""
        self._ok(self.fn["run"](self.g, ms), "run")

    def enqueue(self, stream):
        self._ok(self.fn["enqueue"](self.g, ctypes.c_void_p(stream)), "enqueue")

    def close(self):
        self.fn["close"](self.g)


def device_view(torch, ptr, shape, dtype):
    """A torch tensor over device memory torch did not allocate (bf16 through int16, e4m3
    through uint8: the CUDA array interface has no type string for them)."""
    typestr = {torch.float32: "<f4", torch.bfloat16: "<i2", torch.float8_e4m3fn: "|u1"}[dtype]
    cai = types.SimpleNamespace(__cuda_array_interface__={
        "shape": tuple(shape), "typestr": typestr, "data": (ptr, False), "version": 2})
    t = torch.as_tensor(cai, device="cuda")
    return t if dtype == torch.float32 else t.view(dtype)


# ------------------------------------------------------------------------------ Triton layer
def make_triton_kernels(triton, tl):
    """The layer's kernels other than the GEMM (moe_bench.make_triton_moe's)."""

    @triton.jit
    def topk_softmax(logits_ptr, ids_ptr, w_ptr, rank_ptr, counts_ptr, T, E, TOP_K: tl.constexpr,
                     E_P2: tl.constexpr, BLOCK_T: tl.constexpr):
        # per token: softmax, the top_k experts by repeated argmax (the lower index on a tie),
        # weights renormalised over them; each pick also takes its row within its expert's run
        # (an atomic count: counts must be zero before), which the alignment scatters by
        t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
        e = tl.arange(0, E_P2)
        tm = t < T
        x = tl.load(logits_ptr + t[:, None] * E + e[None, :], mask=tm[:, None] & (e[None, :] < E),
                    other=-float("inf"))
        p = tl.exp(x - tl.max(x, axis=1)[:, None])
        p = p / tl.sum(p, axis=1)[:, None]
        q = p
        picked = tl.zeros([BLOCK_T], dtype=tl.float32)
        for _ in tl.static_range(TOP_K):  # the renormalisation's sum first
            picked += tl.max(q, axis=1)
            q = tl.where(e[None, :] == tl.argmax(q, axis=1)[:, None], -1.0, q)
        for j in tl.static_range(TOP_K):
            best = tl.argmax(p, axis=1)
            flat = t * TOP_K + j
            tl.store(ids_ptr + flat, best, mask=tm)
            tl.store(w_ptr + flat, tl.max(p, axis=1) / picked, mask=tm)
            tl.store(rank_ptr + flat, tl.atomic_add(counts_ptr + best, 1, mask=tm), mask=tm)
            p = tl.where(e[None, :] == best[:, None], -1.0, p)

    @triton.jit
    def align_blocks(counts_ptr, offsets_ptr, sorted_ptr, expert_ids_ptr, post_ptr, E, numel,
                     num_blocks, BM: tl.constexpr, E_P2: tl.constexpr, BLOCK_B: tl.constexpr):
        # each expert's run padded to BM rows; per block of BM rows: its expert, and the padding
        # rows of its run set to numel (the token rows are the scatter's); program 0 also
        # stores the runs' offsets and the padded total
        e = tl.arange(0, E_P2)
        count = tl.load(counts_ptr + e, mask=e < E, other=0)
        padded = (count + BM - 1) // BM * BM
        end = tl.cumsum(padded, 0)
        start = end - padded
        if tl.program_id(0) == 0:
            tl.store(offsets_ptr + e, start, mask=e < E)
            tl.store(post_ptr, tl.sum(padded, 0))
        b = tl.program_id(0) * BLOCK_B + tl.arange(0, BLOCK_B)
        row0 = b * BM
        ex = tl.sum((end[None, :] <= row0[:, None]).to(tl.int32), axis=1)  # runs ending before
        live = (b < num_blocks) & (ex < E)
        tl.store(expert_ids_ptr + b, tl.where(ex < E, ex, 0), mask=b < num_blocks)
        mine = e[None, :] == ex[:, None]
        first_pad = tl.sum(tl.where(mine, (start + count)[None, :], 0), axis=1)  # after tokens
        r = row0[:, None] + tl.arange(0, BM)[None, :]
        tl.store(sorted_ptr + r, numel, mask=live[:, None] & (r >= first_pad[:, None]))

    @triton.jit
    def align_scatter(ids_ptr, rank_ptr, offsets_ptr, sorted_ptr, numel, BLOCK: tl.constexpr):
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = i < numel
        e = tl.load(ids_ptr + i, mask=m, other=0)
        row = tl.load(offsets_ptr + e, mask=m, other=0) + tl.load(rank_ptr + i, mask=m, other=0)
        tl.store(sorted_ptr + row, i, mask=m)

    @triton.jit
    def silu_and_mul(c1_ptr, act_ptr, I, BLOCK: tl.constexpr):
        row = tl.program_id(0).to(tl.int64)
        col = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
        m = col < I
        g = tl.load(c1_ptr + row * 2 * I + col, mask=m, other=0.0).to(tl.float32)
        u = tl.load(c1_ptr + row * 2 * I + I + col, mask=m, other=0.0).to(tl.float32)
        tl.store(act_ptr + row * I + col, (g / (1.0 + tl.exp(-g)) * u).to(act_ptr.dtype.element_ty),
                 mask=m)

    @triton.jit
    def sum_topk(c2_ptr, out_ptr, H, TOP_K: tl.constexpr, BLOCK: tl.constexpr):
        t = tl.program_id(0).to(tl.int64)
        h = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
        m = h < H
        acc = tl.zeros([BLOCK], dtype=tl.float32)
        for j in tl.static_range(TOP_K):
            acc += tl.load(c2_ptr + (t * TOP_K + j) * H + h, mask=m, other=0.0).to(tl.float32)
        tl.store(out_ptr + t * H + h, acc.to(out_ptr.dtype.element_ty), mask=m)

    return types.SimpleNamespace(topk_softmax=topk_softmax, align_blocks=align_blocks,
                                 align_scatter=align_scatter, silu_and_mul=silu_and_mul,
                                 sum_topk=sum_topk)


class TritonLayer:
    """The vLLM-style layer on io's inputs; its GEMM configs are chosen by sweep()."""

    # TOPK_TILE: logits per top-k program (tokens × experts rounded up to a power of 2): a few
    # values per thread, and at small T one token per program, so that decode does not wait on
    # a few programs each reducing many tokens' logits 2·top_k times
    ELEMENTWISE_BLOCK, TOPK_TILE, BLOCKS_PER_PROGRAM = 1024, 1024, 16

    def __init__(self, triton, kern, gemm, torch, io, top_k):
        self.triton, self.k, self.gemm, self.torch, self.io = triton, kern, gemm, torch, io
        self.T, self.E = io.logits.shape
        self.H, self.I, self.top_k = io.x.shape[1], io.w2.shape[2], top_k
        nv, dev, i32 = self.T * top_k, io.x.device, torch.int32
        self.nv = nv
        self.ids, self.rank = (torch.empty(nv, dtype=i32, device=dev) for _ in range(2))
        self.w = torch.empty(nv, dtype=torch.float32, device=dev)
        self.counts, self.offsets = (torch.zeros(self.E, dtype=i32, device=dev) for _ in range(2))
        bf = torch.bfloat16
        self.c1 = torch.empty(nv, 2 * self.I, dtype=bf, device=dev)
        self.act = torch.empty(nv, self.I, dtype=bf, device=dev)
        self.c2 = torch.empty(nv, self.H, dtype=bf, device=dev)
        self.out = torch.empty(self.T, self.H, dtype=bf, device=dev)
        self.routes = {}

    def route(self, block_m):
        """sorted_ids / expert_ids buffers for block_m, sized for any routing (the GEMM's grid
        covers them all; blocks past num_post return at once)."""
        if block_m not in self.routes:
            nb = max_blocks(self.T, self.E, self.top_k, block_m)
            i32, dev = self.torch.int32, self.io.x.device
            self.routes[block_m] = {
                "sorted_ids": self.torch.empty(nb * block_m, dtype=i32, device=dev),
                "expert_ids": self.torch.empty(nb, dtype=i32, device=dev),
                "num_post": nb * block_m, "num_valid": self.nv,
                "post_t": self.torch.zeros(1, dtype=i32, device=dev),
                "blocks": nb, "block_m": block_m}
        return self.routes[block_m]

    def topk(self):
        self.counts.zero_()
        e_p2 = self.triton.next_power_of_2(self.E)
        bt = max(1, min(self.TOPK_TILE // e_p2, self.triton.next_power_of_2(self.T) // 8))
        self.k.topk_softmax[(self.triton.cdiv(self.T, bt),)](
            self.io.logits, self.ids, self.w, self.rank, self.counts, self.T, self.E,
            TOP_K=self.top_k, E_P2=e_p2, BLOCK_T=bt, num_warps=max(1, min(4, bt * e_p2 // 256)))

    def align(self, r):
        cdiv, bb = self.triton.cdiv, self.BLOCKS_PER_PROGRAM
        e_p2 = self.triton.next_power_of_2(self.E)
        self.k.align_blocks[(cdiv(r["blocks"], bb),)](
            self.counts, self.offsets, r["sorted_ids"], r["expert_ids"], r["post_t"], self.E,
            self.nv, r["blocks"], BM=r["block_m"], E_P2=e_p2, BLOCK_B=bb)
        self.k.align_scatter[(cdiv(self.nv, self.ELEMENTWISE_BLOCK),)](
            self.ids, self.rank, self.offsets, r["sorted_ids"], self.nv,
            BLOCK=self.ELEMENTWISE_BLOCK)

    def w1(self, cfg):
        return self.gemm(self.io.x, self.io.w1, self.c1, self.w, self.route(cfg[0]), self.top_k,
                         False, cfg)

    def w2(self, cfg):
        return self.gemm(self.act, self.io.w2, self.c2, self.w, self.route(cfg[0]), 1, True, cfg)

    def silu(self):
        b = self.ELEMENTWISE_BLOCK
        self.k.silu_and_mul[(self.nv, self.triton.cdiv(self.I, b))](self.c1, self.act, self.I,
                                                                    BLOCK=b)

    def combine(self):
        b = self.ELEMENTWISE_BLOCK
        self.k.sum_topk[(self.T, self.triton.cdiv(self.H, b))](self.c2, self.out, self.H,
                                                               TOP_K=self.top_k, BLOCK=b)

    def sweep(self, timer, reps, configs=TRITON_CONFIGS):
        """The GEMM configs for this point: (w1 cfg, w2 cfg, {gemm: {config: ms}}); a config
        whose launch fails is left out."""
        self.topk()
        for bm in {c[0] for c in configs}:
            self.align(self.route(bm))
        times = {"w1": {}, "w2": {}}
        for gemm in ("w1", "w2"):
            for cfg in configs:
                try:
                    times[gemm][cfg] = timer.median_ms(getattr(self, gemm)(cfg), reps)
                except Exception as e:  # e.g. a config Triton cannot compile: reported
                    log(f"  triton {gemm} {cfg_name(cfg)}: {str(e)[:200]}")
            if gemm == "w1" and times["w1"]:  # w2's input: any correct act will do for timing
                self.w1(min(times["w1"], key=times["w1"].get))()
                self.silu()
        pairs = []
        for bm in {c[0] for c in configs}:
            pair = [min((c for c in times[g] if c[0] == bm), key=times[g].get, default=None)
                    for g in ("w1", "w2")]
            if None not in pair:
                pairs.append((times["w1"][pair[0]] + times["w2"][pair[1]], pair))
        cfg1, cfg2 = min(pairs)[1]
        return cfg1, cfg2, {g: {cfg_name(c): round(ms, 5) for c, ms in times[g].items()}
                            for g in times}

    def layer(self, cfg1, cfg2):
        """A callable running the whole layer with these GEMM configs (one BLOCK_M)."""
        r = self.route(cfg1[0])
        g1, g2 = self.w1(cfg1), self.w2(cfg2)

        def run():
            self.topk()
            self.align(r)
            g1()
            self.silu()
            g2()
            self.combine()
        return run


def cfg_name(c):
    return "x".join(map(str, c[:3])) + f" G{c[3]} s{c[4]} w{c[5]}"


# ------------------------------------------------------------------------------ torch, reference
def torch_layer(torch, io, top_k):
    """Eager torch, per-expert cuBLAS (one host sync: the experts' row counts)."""
    F = torch.nn.functional
    T, E = io.logits.shape
    inter = io.w2.shape[2]

    def run():
        w, ids = torch.topk(torch.softmax(io.logits, dim=-1), top_k, dim=-1)
        w = (w / w.sum(-1, keepdim=True)).flatten()
        flat = ids.flatten()
        order = torch.argsort(flat, stable=True)
        out = torch.zeros(T, io.x.shape[1], dtype=torch.float32, device=io.x.device)
        at = 0
        for e, n in enumerate(torch.bincount(flat, minlength=E).tolist()):
            if n:
                f = order[at:at + n]
                at += n
                tok = f // top_k
                h = io.x[tok] @ io.w1[e].t()
                y = (F.silu(h[:, :inter]) * h[:, inter:]) @ io.w2[e].t()
                out.index_add_(0, tok, y.float() * w[f, None])
        return out.to(torch.bfloat16)
    return run


def reference(torch, io, top_k, tokens):
    """float64 layer on the given tokens from the bf16 inputs, routing included."""
    inter = io.w2.shape[2]
    p = torch.softmax(io.logits[tokens].double(), dim=-1)
    w, ids = torch.topk(p, top_k, dim=-1)
    w = w / w.sum(-1, keepdim=True)
    x = io.x[tokens].double()
    out = torch.zeros(len(tokens), io.x.shape[1], dtype=torch.float64, device=io.x.device)
    for e in ids.unique().tolist():
        rows, slots = (ids == e).nonzero(as_tuple=True)
        h = x[rows] @ io.w1[e].double().t()
        y = (torch.nn.functional.silu(h[:, :inter]) * h[:, inter:]) @ io.w2[e].double().t()
        out.index_add_(0, rows, y * w[rows, slots][:, None])
    return out


def check(torch, out, ref, tokens):
    """(output rows with a NaN, ‖out − ref‖ / ‖ref‖ over the checked tokens)."""
    nan_rows = int(torch.isnan(out.float()).any(dim=1).sum().item())
    rel = float(((out[tokens].double() - ref).norm() / ref.norm()).item())
    return nan_rows, rel


# ------------------------------------------------------------------------------ one point
def floors(ctx, t, experts, top_k, hidden, inter, active):
    """(layer floor ms, GEMM floor ms of w1 + w2), from this run's ceilings."""
    bw, rate, nv = ctx["copy_bps"], ctx["gemm_flops"], t * top_k

    def floor(nbytes, flops):
        return max(nbytes / bw, flops / rate) * 1e3
    layer = floor(2.0 * (active * 3 * hidden * inter + 2 * t * hidden) + 4.0 * t * experts,
                  2.0 * nv * 3 * hidden * inter)
    w1 = floor(2.0 * (active * 2 * inter * hidden + t * hidden + nv * 2 * inter),
               2.0 * nv * 2 * inter * hidden)
    w2 = floor(2.0 * (active * hidden * inter + nv * inter + nv * hidden),
               2.0 * nv * hidden * inter)
    return layer, w1 + w2


def checked(torch, name, run, out, ref, tokens, line, bound=REL_L2_BOUND):
    """Runs `run` into NaN-poisoned `out` and checks it (relative L2 error ≤ bound); records the
    result in line[name]."""
    out.fill_(float("nan"))
    try:
        run()
        torch.cuda.synchronize()
        nan_rows, rel = check(torch, out, ref, tokens)
        ok = nan_rows == 0 and rel <= bound
        line[name] = {"rel_err": float(f"{rel:.3g}"), "nan_rows": nan_rows, "ok": ok}
    except Exception as e:  # a refused launch or capture: reported, the point goes on
        line[name] = {"ok": False, "error": str(e)[:300]}
    if not line[name]["ok"]:
        log(f"  {name}: CHECK FAILED {line[name]}")
    return line[name]["ok"]


def graphed(torch, name, enqueue, out, ref, tokens, line, bound=REL_L2_BOUND):
    """enqueue(stream) captured in a CUDA graph, whose replay is checked: the replay, or None
    when the capture or the check failed."""
    made = []

    def capture_and_replay():
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            enqueue(torch.cuda.current_stream().cuda_stream)
        made.append(graph.replay)
        graph.replay()
    ok = checked(torch, name, capture_and_replay, out, ref, tokens, line, bound)
    return made[0] if ok else None


def timed_fn(torch, name, run, enqueue, out, ref, tokens, line, bound=REL_L2_BOUND):
    """What times an implementation: its graph's replay, else (the capture failed) its launches
    on torch's stream, as line[name + "_mode"] says; None when even a plain run fails its check."""
    if not checked(torch, f"{name}_check", run, out, ref, tokens, line, bound):
        return None
    replay = graphed(torch, f"{name}_graph_check", enqueue, out, ref, tokens, line, bound)
    line[f"{name}_mode"] = "graph" if replay else "stream"
    return replay or (lambda: enqueue(torch.cuda.current_stream().cuda_stream))


def our_stages(ctx, reps):
    """Medians of each of ours's stage times, {name: ms} (per-stage events, L2 cleared before
    each run)."""
    torch, timer, names = ctx["torch"], ctx["timer"], ctx["ours"].STAGE_NAMES
    runs = []
    for r in range(reps):
        ms = (ctypes.c_float * len(names))()
        timer.flush.fill_(r)
        torch.cuda._sleep(SPIN_CYCLES)
        ctx["ours"].run(ms)
        runs.append(list(ms))
    return {n: statistics.median(run[i] for run in runs) for i, n in enumerate(names)}


def stage_fields(stages):
    """A point's fields from our_stages: every stage's median, the two GEMMs' and the time
    outside them (the sum of the other stages' medians)."""
    outside = sum(ms for n, ms in stages.items() if n not in ("w1", "w2"))
    return {"ours_stages_ms": {n: round(ms, 5) for n, ms in stages.items()},
            "ours_w1_ms": round(stages["w1"], 5), "ours_w2_ms": round(stages["w2"], 5),
            "ours_outside_gemms_ms": round(outside, 5)}


def pair_sweep(ctx, model, t):
    """With MOE_LAYER_PAIRS=1 in the environment: ours's w1 + w2 stage medians (events) in every
    pair of variants of one TILE_M, {"w1/w2": [w1 ms, w2 ms]}, to hold the cost model's pick
    against (correctness of every variant: sample_moe's small shapes). Re-sets ours up: run
    after everything else of the point."""
    experts, top_k, hidden, inter = MODELS[model]
    out = {}
    for a in range(len(VARIANTS)):
        for b in range(len(VARIANTS)):
            if has_w1(a) and VARIANTS[a][0] == VARIANTS[b][0]:
                ctx["ours"].setup(t, experts, top_k, hidden, inter, (a, b))
                st = our_stages(ctx, ctx["args"].sweep_reps)
                out[f"{variant_name(a)}/{variant_name(b)}"] = [round(st["w1"], 5),
                                                               round(st["w2"], 5)]
    best = min(out, key=lambda k: sum(out[k]))
    log(f"{model:14s} T={t:5d} pairs: best {best} {sum(out[best]):.4f} ms")
    return out


def bench_point(ctx, model, t):
    torch, timer, args, ours = ctx["torch"], ctx["timer"], ctx["args"], ctx["ours"]
    experts, top_k, hidden, inter = MODELS[model]
    ours.setup(t, experts, top_k, hidden, inter)
    io = ours.io(torch)
    dev = io.x.device
    gen = torch.Generator(device=dev).manual_seed(CHECK_SEED)
    extra = torch.randperm(t, device=dev, generator=gen)[:CHECK_TOKENS - 2]
    tokens = torch.cat([torch.tensor([0, t - 1], device=dev), extra]).unique()
    ref = reference(torch, io, top_k, tokens)
    ids = torch.topk(io.logits, top_k, dim=-1).indices
    active = int((torch.bincount(ids.flatten(), minlength=experts) > 0).sum().item())
    floor_ms, gemm_floor_ms = floors(ctx, t, experts, top_k, hidden, inter, active)
    v = ours.variants()
    line = {"model": model, "T": t, "E": experts, "top_k": top_k, "H": hidden, "I": inter,
            "active_experts": active, "floor_ms": round(floor_ms, 5),
            "gemm_floor_ms": round(gemm_floor_ms, 5),
            "ours_variants": v}
    fns = {}
    # ours: a plain run (outputs poisoned by the setup), then its graph
    fns["ours"] = timed_fn(torch, "ours", ours.run, ours.enqueue, io.out, ref, tokens, line)
    if fns["ours"]:
        st = our_stages(ctx, args.reps)
        line.update(stage_fields(st),
                    ours_gemm_frac_floor=round(gemm_floor_ms / (st["w1"] + st["w2"]), 4))
    # Triton: the sweep, then the layer with the configs it chose
    tl_layer = TritonLayer(ctx["triton"], ctx["kern"], ctx["gemm"], torch, io, top_k)
    cfg1, cfg2, sweep = tl_layer.sweep(timer, args.sweep_reps)
    line.update(triton_w1=cfg_name(cfg1), triton_w2=cfg_name(cfg2), triton_sweep=sweep,
                triton_gemm_frac_floor=round(gemm_floor_ms / (sweep["w1"][cfg_name(cfg1)] +
                                                              sweep["w2"][cfg_name(cfg2)]), 4))
    run = tl_layer.layer(cfg1, cfg2)
    fns["triton"] = timed_fn(torch, "triton", run, lambda _stream: run(), tl_layer.out, ref,
                             tokens, line)
    # torch eager (no graph: its per-expert loop sizes itself on the host)
    tfn, tout = torch_layer(torch, io, top_k), torch.empty_like(io.out)
    if checked(torch, "torch_check", lambda: tout.copy_(tfn()), tout, ref, tokens, line):
        fns["torch"] = tfn
        line["torch_mode"] = "eager"
    fns = {n: f for n, f in fns.items() if f}
    names = [n for n in IMPLS if n in fns]
    for name, ms in zip(names, timer.paired_ms([fns[n] for n in names], args.reps)):
        line[f"{name}_ms"] = round(ms, 5)
    if "ours_ms" in line:
        line["floor_over_ours"] = round(floor_ms / line["ours_ms"], 4)
        if "triton_ms" in line:
            line["speedup"] = round(line["triton_ms"] / line["ours_ms"], 4)
    if os.environ.get("MOE_LAYER_PAIRS") == "1":
        line["ours_pairs"] = pair_sweep(ctx, model, t)
    log(f"{model:14s} T={t:5d} ours {line.get('ours_ms', -1):8.4f} triton "
        f"{line.get('triton_ms', -1):8.4f} torch {line.get('torch_ms', -1):8.4f} floor "
        f"{floor_ms:8.4f} ms  x{line.get('speedup', 0):.3f}  ours {'/'.join(line['ours_variants'])}"
        f"  triton {line['triton_w1']} / {line['triton_w2']}")
    return line, all(f"{n}_ms" in line for n in IMPLS)


# ------------------------------------------------------------------------------ report
def geomean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else float("nan")


def summary(points):
    """The summary lines over the points with both layers timed."""
    both = [p for p in points if "speedup" in p]
    big = [p for p in both if p["T"] >= 1024]
    def fracs(key):
        return [p[key] for p in points if p["T"] >= 1024 and key in p]
    lines = [f"- geomean speed-up ours/Triton over {len(both)} points: "
             f"**{geomean([p['speedup'] for p in both]):.3f}**",
             f"- geomean speed-up over the {len(big)} points with T ≥ 1024: "
             f"**{geomean([p['speedup'] for p in big]):.3f}**"]
    if both:
        low = min(both, key=lambda p: p["speedup"])
        lines.append(f"- lowest speed-up: **{low['speedup']:.3f}** ({low['model']} T={low['T']})")
    for key, whose in (("ours_gemm_frac_floor", "ours's GEMMs (w1 + w2 stages, events)"),
                       ("triton_gemm_frac_floor", "Triton's GEMMs (its sweep's times)")):
        if fracs(key):
            lines.append(f"- {whose} against their floor at T ≥ 1024: geomean "
                         f"**{geomean(fracs(key)):.3f}**, lowest {min(fracs(key)):.3f}")
    return lines


def pdl_words(meta):
    """How ours's kernels were launched, for the tables' headers."""
    return ("programmatic dependent launches" if meta.get("ours_pdl", False)
            else "launched plainly")


def markdown(meta, points):
    def ms(p, k):
        return f"{p[k]:.4f}" if k in p else "—"

    def ratio(p, k):
        return f"{p[k]:.3f}" if k in p else "—"
    out = ["# The MoE layer, layer against layer (bf16)", "",
           f"bench/moe_layer.py at commit {meta['commit']} on {meta['gpu']} (torch "
           f"{meta['torch']}, Triton {meta['triton']}, CUDA {meta['cuda']}); ceilings of this run: "
           f"copy {meta['copy_gbs']} GB/s, bf16 GEMM {meta['gemm_tflops']} TFLOP/s. Medians of "
           f"{meta['reps']} repetitions timed in turn, L2 cleared before each; ours and Triton as "
           f"CUDA graphs (ours's kernels {pdl_words(meta)}), torch eager. Every output checked "
           f"first (every element written; {CHECK_TOKENS} tokens against a float64 reference, "
           f"relative L2 error ≤ {REL_L2_BOUND}).",
           "Inputs (all three layers read the same): layer.c's device-made values, a seeded hash "
           "(seeds 1-4), so the routing is random and fixed. Triton's GEMM configs, swept per "
           "point and GEMM with one BLOCK_M for both (BLOCK_M×N×K, GROUP_M, stages, warps): "
           + ", ".join(meta.get("triton_configs", [])) + ". GEMMs/floor: ours's w1 + w2 stage "
           "times (events) against the two GEMMs' floor.",
           "", *summary(points), "",
           "| model | T | ours ms | Triton ms | torch ms | floor ms | ours/Triton | floor/ours "
           "| GEMMs/floor | ours w1 / w2 | Triton w1 / w2 |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|"]
    for p in points:
        out.append(f"| {p['model']} | {p['T']} | {ms(p, 'ours_ms')} | {ms(p, 'triton_ms')} | "
                   f"{ms(p, 'torch_ms')} | {ms(p, 'floor_ms')} | {ratio(p, 'speedup')} | "
                   f"{ratio(p, 'floor_over_ours')} | {ratio(p, 'ours_gemm_frac_floor')} | "
                   f"{' / '.join(p.get('ours_variants', ['—']))} | {p.get('triton_w1', '—')} / "
                   f"{p.get('triton_w2', '—')} |")
    streamed = [p for p in points if "stream" in (p.get("ours_mode"), p.get("triton_mode"))]
    if streamed:
        out += ["", "Timed as stream-ordered launches, their graph capture having failed (the "
                "JSON says whose): " + ", ".join(f"{p['model']} T={p['T']}" for p in streamed)]
    failed = [p for p in points if not all(f"{n}_ms" in p for n in IMPLS)]
    if failed:
        out += ["", "Not timed (a check failed; the JSON has the errors): " +
                ", ".join(f"{p['model']} T={p['T']}" for p in failed)]
    return "\n".join(out) + "\n"


def plot(points, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log(f"no matplotlib: {path} not written")
        return
    models = list(dict.fromkeys(p["model"] for p in points))
    fig, axes = plt.subplots(1, len(models), figsize=(4.5 * len(models), 4), squeeze=False)
    for ax, model in zip(axes[0], models):
        pts = [p for p in points if p["model"] == model]
        for key, label in (("ours_ms", "ours (C, cuTile)"), ("triton_ms", "Triton layer"),
                           ("torch_ms", "torch per-expert"), ("floor_ms", "floor")):
            xs = [p["T"] for p in pts if key in p]
            ax.loglog(xs, [p[key] for p in pts if key in p], marker="o", label=label,
                      linestyle="--" if key == "floor_ms" else "-")
        ax.set_title(model)
        ax.set_xlabel("tokens T")
        ax.set_ylabel("ms")
        ax.grid(True, which="both", alpha=0.3)
    axes[0][0].legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def commit_of_tree():
    """HEAD, marked when the measured sources differ from it (as scripts/bench-moe.sh)."""
    git = ["git", "-C", os.path.dirname(HERE)]
    try:
        head = subprocess.run(git + ["rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip() or "?"
        dirty = subprocess.run(git + ["status", "--porcelain", "--", "src", "include", "bench",
                                      "samples/moe"], capture_output=True, text=True).stdout.strip()
        return head + ("+uncommitted" if dirty else "")
    except OSError:
        return "?"


# ------------------------------------------------------------------------------ main
def parse_args(doc=__doc__):
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("lib", help="libcutile_rt.so (libmoe_layer.so is looked for beside it)")
    ap.add_argument("--layer-lib", help="libmoe_layer.so (default: beside LIB)")
    ap.add_argument("--kernels-dir", default=os.path.join(os.path.dirname(HERE), "samples", "moe"))
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--tokens", default=",".join(map(str, TOKENS)))
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--sweep-reps", type=int, default=5)
    ap.add_argument("--quick", action="store_true",
                    help="qwen3-30b-a3b at T = 16, 1024, 5 repetitions, sweeps of 2")
    ap.add_argument("--commit", default=None, help="the commit measured (default: the tree's)")
    ap.add_argument("--md")
    ap.add_argument("--json")
    ap.add_argument("--png")
    args = ap.parse_args()
    if args.quick:
        args.models, args.tokens, args.reps, args.sweep_reps = "qwen3-30b-a3b", "16,1024", 5, 2
    args.layer_lib = args.layer_lib or os.path.join(os.path.dirname(args.lib), "libmoe_layer.so")
    return args


def open_ctx(args, layer_cls=OurLayer):
    """Everything the points share, or None (said) when there is nothing to run on; ours is a
    layer_cls."""
    stack = gpu_stack()
    if stack is None:
        return None
    torch, triton, tl = stack
    torch.empty(1, device="cuda")  # the primary context is current: the layer binds to it
    ctypes.CDLL(args.lib, mode=ctypes.RTLD_GLOBAL)  # the libcutile_rt libmoe_layer.so links
    ctx = {"torch": torch, "args": args, "timer": Timer(torch), "gemm": make_triton_moe(triton, tl),
           "triton": triton, "kern": make_triton_kernels(triton, tl),
           "ours": layer_cls(args.layer_lib, args.kernels_dir)}
    ctx["copy_bps"], ctx["gemm_flops"] = ceilings(torch, ctx["timer"])
    ctx["meta"] = {"commit": args.commit or commit_of_tree(), "gpu": torch.cuda.get_device_name(),
                   "torch": torch.__version__, "triton": triton.__version__,
                   "cuda": torch.version.cuda, "reps": args.reps, "sweep_reps": args.sweep_reps,
                   "copy_gbs": round(ctx["copy_bps"] / 1e9, 1),
                   "gemm_tflops": round(ctx["gemm_flops"] / 1e12, 1),
                   "rel_l2_bound": REL_L2_BOUND, "check_tokens": CHECK_TOKENS,
                   "check_seed": CHECK_SEED,
                   # ours's kernels as programmatic dependent launches (moe.h: MOE_PDL)
                   "ours_pdl": os.environ.get("MOE_PDL") == "1",
                   "triton_configs": [cfg_name(c) for c in TRITON_CONFIGS]}
    meta = ctx["meta"]
    log(f"ceilings: copy {meta['copy_gbs']} GB/s, bf16 GEMM {meta['gemm_tflops']} TFLOP/s")
    return ctx


def dump_json(path, meta, points, bench="moe_layer"):
    with open(path, "w") as f:
        json.dump({"bench": bench, **meta, "points": points}, f, indent=1)


def write(args, meta, points):
    if args.json:
        dump_json(args.json, meta, points)
    md = markdown(meta, points)
    if args.md:
        with open(args.md, "w") as f:
            f.write(md)
    if args.png:
        plot(points, args.png)
    print(md)


def main():
    args = parse_args()
    ctx = open_ctx(args)
    if ctx is None:
        return 77
    torch, points, all_ok = ctx["torch"], [], True
    for model in args.models.split(","):
        t0 = time.perf_counter()
        for t in (int(x) for x in args.tokens.split(",")):
            try:
                line, ok = bench_point(ctx, model, t)
            except Exception as e:  # e.g. out of memory: reported, the next point goes on
                log(f"{model} T={t}: {e!r}")
                line, ok = {"model": model, "T": t, "error": repr(e)[:300]}, False
            points.append(line)
            all_ok &= ok
            torch.cuda.empty_cache()
            if args.json:  # what was measured survives a run cut short
                dump_json(args.json, ctx["meta"], points)
        log(f"{model}: {time.perf_counter() - t0:.0f} s")
    ctx["ours"].close()
    write(args, ctx["meta"], points)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
