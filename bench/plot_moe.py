#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Report of the fused-MoE GEMM benchmark (bench/moe_bench.py): merges its JSON lines into one
JSON file with the commit measured, writes the Markdown table (per model, T and GEMM: the
roofline floor, ours = the launch variant the fixed rule picked, with its config, ours best =
the fastest variant of our sweep (an oracle, for judging the rule; absent in runs before the
variants), Triton's best config, torch per-expert; ours vs Triton and vs the floor) and the PNG
plot (time vs T per model and GEMM, log-log, with the floor) beside it.

    python3 bench/plot_moe.py --merge moe.jsonl --commit C -o bench/results/moe_h200
    python3 bench/plot_moe.py bench/results/moe_h200.json      # redo the .md and .png
"""
import argparse
import json
import sys

from plot_matmul import geomean, read_lines

IMPLS = ["floor", "cutile_rt", "cutile_rt_best", "triton", "torch"]


def points(data):
    """{(model, T, gemm): {impl: line}} in the order measured."""
    out = {}
    for r in data["results"]:
        if "model" in r and r.get("impl") in IMPLS:
            out.setdefault((r["model"], r["T"], r["gemm"]), {})[r["impl"]] = r
    return out


def ms(p, impl):
    v = p.get(impl, {}).get("ms", -1)
    return v if v and v > 0 else None


def markdown(data, pts):
    env = next((r for r in data["results"] if r.get("impl") == "env"), {})
    ceil = next((r for r in data["results"] if r.get("impl") == "ceilings"), {})
    lines = [f"# Fused-MoE GEMMs on {env.get('gpu', '?')}: libcutile_rt vs Triton vs torch", "",
             f"Commit measured: {data.get('commit', '?')}. torch {env.get('torch', '?')}, Triton "
             f"{env.get('triton', '?')}. Made by scripts/bench-moe.sh (bench/moe_bench.py), bf16, "
             "routing from softmax + top-k of random logits (made in torch). Ceilings measured in "
             f"the same run: copy {ceil.get('copy_gbs', '?')} GB/s (read + write), bf16 GEMM "
             f"{ceil.get('gemm_tflops', '?')} TFLOP/s (torch.matmul 8192³). floor = max(bytes / "
             "copy, FLOPs / GEMM rate) with bytes = active experts' weights + A rows + C. Times are "
             "medians in ms, each repetition after clearing the L2; every output checked first; "
             "the four columns timed in turn, one repetition of each per round. "
             "ours: the launch variant (TILE_MxTILE_NxTILE_K) that the fixed rule of "
             "samples/moe/variants.c picks (cfg shown); ours best: the fastest of all our "
             "variants at that point (an oracle, not a rule). Triton: the best of its config "
             "sweep per point (config shown). torch: per-expert gather · cuBLAS mm · scatter, "
             "launched from Python.", "",
             "| model | T | GEMM | floor | ours | cfg | ours best | cfg | Triton | cfg | torch | "
             "Triton/ours | Triton/best | floor/ours |",
             "| --- | ---: | --- | ---: | ---: | --- | ---: | --- | ---: | --- | ---: | ---: | ---: "
             "| ---: |"]
    speed, oracle, small = [], [], []
    for (model, t, gemm), p in pts.items():
        f, o, ob = ms(p, "floor"), ms(p, "cutile_rt"), ms(p, "cutile_rt_best")
        tr, to = ms(p, "triton"), ms(p, "torch")
        sp = tr / o if tr and o else None
        so = tr / ob if tr and ob else None
        fr = f / o if f and o else None
        if sp:
            speed.append(sp)
        if so:
            oracle.append(so)
        if fr and t <= 256:
            small.append(fr)
        fmt = lambda v: f"{v:.4f}" if v else "—"  # noqa: E731
        ratio = lambda v: f"{v:.3f}" if v else "—"  # noqa: E731
        cfg = lambda impl: p.get(impl, {}).get("config", "-")  # noqa: E731
        lines.append(f"| {model} | {t} | {gemm} | {fmt(f)} | {fmt(o)} | {cfg('cutile_rt')} | "
                     f"{fmt(ob)} | {cfg('cutile_rt_best') if ob else '-'} | {fmt(tr)} | "
                     f"{cfg('triton')} | {fmt(to)} | {ratio(sp)} | {ratio(so)} | {ratio(fr)} |")
    lines += ["", f"Issue 7 targets: geomean Triton/ours = {geomean(speed):.3f} (≥ 1.10 asked), "
              f"lowest point {min(speed) if speed else float('nan'):.3f} (≥ 0.95 asked); "
              f"floor/ours for T ≤ 256: lowest {min(small) if small else float('nan'):.3f}, "
              f"geomean {geomean(small):.3f} (≥ 0.85 asked)."]
    if oracle:
        lines += ["", f"With the oracle (ours best at every point, not a rule): geomean "
                  f"Triton/ours best = {geomean(oracle):.3f}, lowest {min(oracle):.3f}."]
    cold = [r for r in data["results"] if r.get("kind") == "cold_compile"]
    if cold:
        lines.append("\nOur cold loads (empty cache): " + "; ".join(
            f"{r['module']} ({r['gemm']}) {r['ms']:.1f} ms" for r in cold) + ".")
    return "\n".join(lines) + "\n"


def plot(pts, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(f"plot_moe: no matplotlib: {path} not written", file=sys.stderr)
        return False
    models = list(dict.fromkeys(k[0] for k in pts))
    fig, axes = plt.subplots(len(models), 2, figsize=(12, 3.6 * len(models)), squeeze=False)
    style = {"floor": ("k", "--", "roofline floor"), "cutile_rt": ("C0", "-", "ours (picked)"),
             "cutile_rt_best": ("C0", "--", "ours best (oracle)"),
             "triton": ("C3", "-", "Triton (best config)"), "torch": ("C2", ":", "torch per-expert")}
    for i, model in enumerate(models):
        for j, gemm in enumerate(("w1", "w2")):
            ax = axes[i, j]
            sel = sorted((k[1], p) for k, p in pts.items() if k[0] == model and k[2] == gemm)
            for impl in IMPLS:
                xy = [(t, ms(p, impl)) for t, p in sel if ms(p, impl)]
                if xy:
                    color, ls, label = style[impl]
                    ax.plot([x for x, _ in xy], [y for _, y in xy], ls, color=color, marker="o",
                            ms=3, label=label)
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_xlabel("tokens T")
            ax.set_ylabel("ms")
            ax.set_title(f"{model} {gemm}")
            ax.grid(which="both", alpha=0.3)
            ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", nargs="?")
    ap.add_argument("--merge", nargs="+")
    ap.add_argument("--commit", default="?")
    ap.add_argument("-o", "--out")
    args = ap.parse_args()
    if args.merge:
        data = {"bench": "moe", "commit": args.commit, "results": read_lines(args.merge)}
    elif args.json:
        with open(args.json) as f:
            data = json.load(f)
    else:
        ap.error("give a JSON file or --merge")
    stem = args.out or args.json[:-len(".json")]
    if args.merge:
        with open(stem + ".json", "w") as f:
            json.dump(data, f, indent=1)
    pts = points(data)
    with open(stem + ".md", "w") as f:
        f.write(markdown(data, pts))
    plot(pts, stem + ".png")
    print(f"wrote {stem}.json/.md/.png ({len(pts)} points)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
