#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Attention forward benchmark (non-causal), in one process on one set of inputs:

  cutile_rt  bench/data/attention_<dtype>_d<D>_<TILE_M>x<TILE_N>.cutile (bench/kernels.py, the
             kernel of test/kernels/attention.py) launched through libcutile_rt
             (bench/cutile_ctypes.py) on torch's stream; every tile config is timed and the
             fastest is reported (the config shown);
  triton     a flash-attention forward written here in the usual Triton style (online softmax in
             exp2, P cast to the input type for the second dot), the best of a config sweep
             (BLOCK_M, BLOCK_N, num_warps, num_stages) per point;
  torch      torch.nn.functional.scaled_dot_product_attention with its default backend choice
             (flash or cuDNN on the H200): the vendor library;
  tileiras   with --tileiras DIR (test/diff/prepare.py's output, which compiles bench/data too):
             the same exports as NVIDIA's tileiras 13.4 compiled them (bench/tileiras_cubins.py),
             every tile config timed and the fastest reported, as for ours.

Inputs Q, K, V of shape (B·H, S, D), random normal, scale 1/√D; B·H = 32 heads of S = 1024, 4096
and 16384 tokens; f16 and bf16 at D = 64 and 128. Each output is checked against SDPA's
(‖err‖/‖ref‖ ≤ 1e-2) before timing. Times are medians of --reps CUDA-event timings of one call
(warm L2: the inputs are 6–48 MiB per point and the kernels compute-bound). TFLOP/s counts
4·B·H·S²·D.

Prints a table on stderr and one JSON object per line on stdout (bench "attention"); with
--md, also writes the table as Markdown, headed by --commit.

usage: python3 bench/attention_bench.py --lib build-device/lib/libcutile_rt.so [--reps N]
       [--tileiras DIR] [--md bench/results/attention_h200.md --commit HASH]
"""
import argparse
import json
import math
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from norm_torch import time_median  # noqa: E402
import tileiras_cubins  # noqa: E402


def timed(fn, reps):
    return time_median(fn, reps, 3)


HEADS, SEQS, DIMS = 32, [1024, 4096, 16384], [64, 128]
TRITON_CONFIGS = [(bm, bn, w, s) for bm in (64, 128) for bn in (64, 128) for w in (4, 8)
                  for s in (2, 3) if not (bm == 64 and w == 8)]


def triton_kernel():
    import triton
    import triton.language as tl

    @triton.jit
    def attn_fwd(Q, K, V, O, scale, S, D: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
        i, h = tl.program_id(0), tl.program_id(1)
        base = h.to(tl.int64) * S * D
        rows = i * BM + tl.arange(0, BM)
        dims = tl.arange(0, D)
        q = tl.load(Q + base + rows[:, None] * D + dims[None, :])
        c = scale * 1.4426950408889634  # log2(e)
        m = tl.full([BM], float("-inf"), tl.float32)
        l = tl.zeros([BM], tl.float32)
        acc = tl.zeros([BM, D], tl.float32)
        for j in range(0, S, BN):
            keys = j + tl.arange(0, BN)
            kt = tl.load(K + base + keys[None, :] * D + dims[:, None])
            x = tl.dot(q, kt)
            m_new = tl.maximum(m, tl.max(x, 1) * c)
            p = tl.math.exp2(x * c - m_new[:, None])
            alpha = tl.math.exp2(m - m_new)
            l = l * alpha + tl.sum(p, 1)
            v = tl.load(V + base + keys[:, None] * D + dims[None, :])
            acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
            m = m_new
        tl.store(O + base + rows[:, None] * D + dims[None, :],
                 (acc / l[:, None]).to(O.dtype.element_ty))

    def run(q, k, v, o, scale, cfg):
        bm, bn, w, s = cfg
        bh, seq, d = q.shape
        attn_fwd[(seq // bm, bh)](q, k, v, o, scale, seq, D=d, BM=bm, BN=bn, num_warps=w,
                                  num_stages=s)
    run.kernel = attn_fwd  # for bench/compile_bench.py
    return run


def rel_err(a, b):
    return float((a.float() - b.float()).norm() / b.float().norm())


def checked(go, o, ref):
    """(go, relative error of o against ref once go() has run)."""
    import torch
    go()
    torch.cuda.synchronize()
    return go, rel_err(o, ref)


def attention_launcher(rt, kern, q, k, v, scale, tile_m, stream, ref):
    """A launch of attention export `kern` (test/kernels/attention.py) through CuTile rt on q,
    k, v of shape (heads, rows, D) — grid (rows / tile_m, heads) — and the relative error of
    its first run's output against ref: (launch, error)."""
    import torch
    from cutile_ctypes import Arg, ARG_FLOAT64
    o = torch.full_like(q, float("nan"))
    sc = Arg(kind=ARG_FLOAT64)
    sc.u.f64 = scale
    fn = rt.launcher(kern, (q.shape[1] // tile_m, q.shape[0], 1),
                     [rt.array(q), rt.array(k), rt.array(v), rt.array(o), sc], stream)
    return checked(fn, o, ref)


def tileiras_launcher(tir, mod, q, k, v, scale, tile_m, ref):
    """The same through tileiras's cubin of the export (manifest module mod)."""
    import torch
    o = torch.full_like(q, float("nan"))
    fn = tir.launcher(mod, (q.shape[1] // tile_m, q.shape[0], 1), [q, k, v, o], [scale])
    return checked(fn, o, ref)


def fastest(cands, sweep_reps, what):
    """((time, config, launch) of the fastest of cands — (config, launch, error) — whose output
    passed (relative L2 error <= 1e-2) or None, the number that did not)."""
    best, bad = None, 0
    for cfg, fn, err in cands:
        if not err <= 1e-2:
            print(f"{what} {cfg}: rel err {err}", file=sys.stderr)
            bad += 1
            continue
        t = timed(fn, sweep_reps)
        if best is None or t < best[0]:
            best = (t, cfg, fn)
    return best, bad


def triton_cands(tri, q, k, v, scale, seq, ref):
    """(config, launch, error) of every Triton config the compiler fits at seq rows."""
    import torch
    for cfg in TRITON_CONFIGS:
        if cfg[0] > seq or cfg[1] > seq:
            continue
        o = torch.full_like(q, float("nan"))
        go = lambda cfg=cfg, o=o: tri(q, k, v, o, scale, cfg)  # noqa: E731
        try:
            go, err = checked(go, o, ref)
        except Exception as e:  # a config the compiler cannot fit
            print(f"triton {cfg}: {str(e)[:80]}", file=sys.stderr)
            continue
        yield "BM%d BN%d w%d s%d" % cfg, go, err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--data", default=os.path.join(HERE, "data"))
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--sweep-reps", type=int, default=5)
    ap.add_argument("--md")
    ap.add_argument("--commit", default="?")
    tileiras_cubins.add_option(ap)
    a = ap.parse_args()
    rows = []
    import torch
    from cutile_ctypes import CuTile
    rt = CuTile(a.lib, cache_dir=tempfile.mkdtemp())
    tir = tileiras_cubins.from_option(a.tileiras)
    st = torch.cuda.current_stream().cuda_stream
    tri = triton_kernel()
    failed = 0
    print(f"{'dtype':5} {'D':>4} {'S':>6} | {'ours ms':>8} {'cfg':>7} {'TF/s':>5} | "
          f"{'triton ms':>9} {'cfg':>12} {'TF/s':>5} | {'sdpa ms':>8} {'TF/s':>5} | "
          f"{'tileiras':>8} {'cfg':>7} | {'tri/ours':>8} {'sdpa/ours':>9}", file=sys.stderr)
    for dname, dt in (("f16", torch.float16), ("bf16", torch.bfloat16)):
        for d in DIMS:
            kerns = {}  # bench/kernels.py's ATTENTION_TILES, from the file names
            for name in sorted(os.listdir(a.data)):
                pre = f"attention_{dname}_d{d}_"
                if name.startswith(pre) and name.endswith(".cutile"):
                    tm, tn = map(int, name[len(pre):-len(".cutile")].split("x"))
                    kerns[(tm, tn)] = rt.load_first_kernel(os.path.join(a.data, name))
            if not kerns:
                print(f"no {dname} d{d} exports in {a.data}", file=sys.stderr)
                failed += 1
            tmods = tir.find(r"bench/data/attention_%s_d%d_(\d+)x(\d+)\.cutile" % (dname, d)) \
                if tir else []
            if tir and not tmods:
                print(f"no tileiras cubins of {dname} d{d} in {a.tileiras}", file=sys.stderr)
                failed += 1
            for seq in SEQS:
                g = torch.Generator(device="cuda").manual_seed(seq + d)
                q, k, v = (torch.randn(HEADS, seq, d, device="cuda", generator=g, dtype=dt)
                           for _ in range(3))
                scale = 1.0 / math.sqrt(d)
                # SDPA takes (batch, heads, S, D): 3-D inputs fall back to its math backend
                q4, k4, v4 = (x.view(1, HEADS, seq, d) for x in (q, k, v))
                ref = torch.nn.functional.scaled_dot_product_attention(q4, k4, v4).view(HEADS, seq, d)
                flops = 4.0 * HEADS * seq * seq * d
                row = {"bench": "attention", "dtype": dname, "d": d, "s": seq, "heads": HEADS}
                sweeps = {
                    "ours": ((f"{tm}x{tn}", *attention_launcher(rt, kern, q, k, v, scale, tm, st,
                                                                ref))
                             for (tm, tn), (kern, _) in kerns.items()),
                    "triton": triton_cands(tri, q, k, v, scale, seq, ref),
                    "tileiras": ((f"{m[1]}x{m[2]}", *tileiras_launcher(tir, mod, q, k, v, scale,
                                                                       int(m[1]), ref))
                                 for m, mod in tmods)}
                for key, cands in sweeps.items():
                    best, bad = fastest(cands, a.sweep_reps, f"{key} {dname} d{d} S={seq}")
                    failed += bad
                    if best:
                        row[key + "_ms"] = timed(best[2], a.reps)
                        row[key + "_cfg"] = best[1]
                row["sdpa_ms"] = timed(
                    lambda: torch.nn.functional.scaled_dot_product_attention(q4, k4, v4), a.reps)
                for key in ("ours", "triton", "sdpa", "tileiras"):
                    if key + "_ms" in row:
                        row[key + "_tflops"] = flops / row[key + "_ms"] / 1e9
                print(json.dumps(row), flush=True)
                rows.append(row)
                om, tm_, sm = row.get("ours_ms", math.nan), row.get("triton_ms", math.nan), row["sdpa_ms"]
                print(f"{dname:5} {d:4} {seq:6} | {om:8.3f} {row.get('ours_cfg', '-'):>7} "
                      f"{row.get('ours_tflops', 0):5.0f} | {tm_:9.3f} {row.get('triton_cfg', '-'):>12} "
                      f"{row.get('triton_tflops', 0):5.0f} | {sm:8.3f} {row['sdpa_tflops']:5.0f} | "
                      f"{row.get('tileiras_ms', math.nan):8.3f} "
                      f"{row.get('tileiras_cfg', '-'):>7} | "
                      f"{tm_ / om:8.3f} {sm / om:9.3f}", file=sys.stderr)
    print(f"{failed} checks failed", file=sys.stderr)
    if a.md:
        write_md(a.md, rows, a.commit, torch, failed)
    return 1 if failed else 0


def write_md(path, rows, commit, torch, failed):
    import triton
    geo = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs)) if xs else math.nan  # noqa: E731
    tir = any("tileiras_ms" in r for r in rows)
    with open(path, "w") as f:
        f.write("# Attention forward on NVIDIA H200: libcutile_rt vs Triton vs torch SDPA%s\n\n"
                % (" vs tileiras" if tir else ""))
        f.write(f"Commit measured: {commit}. torch {torch.__version__}, Triton {triton.__version__}. "
                "Made by scripts/bench-attention.sh (bench/attention_bench.py): non-causal, "
                f"{HEADS} heads, Q/K/V (heads, S, D) random normal, scale 1/sqrt(D); median ms of "
                "CUDA-event timings; every output checked against SDPA's first "
                f"(rel. L2 error <= 1e-2; {failed} failed). ours: test/kernels/attention.py "
                "(bench/data), the fastest of its tile configs (TILE_M x TILE_N); Triton: a "
                "flash-attention kernel written here, the best of its config sweep; sdpa: "
                "torch.nn.functional.scaled_dot_product_attention, default backend"
                + ("; tileiras: the same bench/data exports compiled by NVIDIA's tileiras 13.4, "
                   "the fastest of its tile configs" if tir else "") + ".\n\n")
        cols = [("ours", "ours"), ("triton", "Triton"), ("sdpa", "SDPA")] + \
            ([("tileiras", "tileiras")] if tir else [])
        head = " | ".join(f"{n} ms | " + ("" if k == "sdpa" else "cfg | ") + "TFLOP/s"
                          for k, n in cols)
        ratios = [(k, n) for k, n in cols if k != "ours"]
        f.write(f"| dtype | D | S | {head} | " + " | ".join(f"{n}/ours" for _, n in ratios) +
                " |\n")
        f.write("| --- | ---: | ---: |" + "".join(" ---: | --- | ---: |" if k != "sdpa" else
                                                  " ---: | ---: |" for k, _ in cols) +
                " ---: |" * len(ratios) + "\n")
        geos = {k: [] for k, _ in ratios}
        for r in rows:
            o = r.get("ours_ms")
            cells = []
            for k, _ in cols:
                cells.append(f"{r.get(k + '_ms', math.nan):.3f}")
                if k != "sdpa":
                    cells.append(r.get(k + "_cfg", "-"))
                cells.append(f"{r.get(k + '_tflops', 0):.0f}")
            for k, _ in ratios:
                x = r.get(k + "_ms")
                if o and x:
                    geos[k].append(x / o)
                cells.append(f"{(x / o) if o and x else math.nan:.3f}")
            f.write(f"| {r['dtype']} | {r['d']} | {r['s']} | " + " | ".join(cells) + " |\n")
        f.write("\nGeomean " + ", ".join(f"{n}/ours {geo(geos[k]):.3f}" for k, n in ratios) +
                " (above 1: ours is faster).\n")


if __name__ == "__main__":
    sys.exit(main())
