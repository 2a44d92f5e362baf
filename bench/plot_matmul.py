#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Report of the matmul benchmark: merges the JSON lines of bench_matmul (ours) and
bench/matmul_ref.py (cuBLAS, Triton, and tileiras where it ran) into one JSON file, and writes
the Markdown table and the PNG plot (TFLOP/s per shape: ours with the cost model's pick, ours
with the best variant, cuBLAS, Triton) beside it; with tileiras rows, the table of each tile
config against its tileiras twin too. The plot needs matplotlib; without it the JSON and table
are still written.

    python3 bench/plot_matmul.py --merge ours.jsonl ref.jsonl --commit C -o bench/results/matmul_h200
    python3 bench/plot_matmul.py bench/results/matmul_h200.json     # redo the .md and .png
"""
import argparse
import json
import math
import sys


def read_lines(paths):
    rows = []
    for p in paths:
        with open(p) as f:
            for line in f:
                line = line.strip()
                if line.startswith("{"):
                    rows.append(json.loads(line))
    return rows


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def table(data):
    """Per dtype and shape: ours (pick, best), cuBLAS, Triton, in TFLOP/s, and the ratios."""
    rows = data["results"]
    key = lambda r: (r["dtype"], r["m"], r["n"], r["k"])  # noqa: E731
    choice = {key(r): r for r in rows if r.get("impl") == "cutile_rt" and r.get("kind") == "choice"}
    ref = {(r["impl"],) + key(r): r for r in rows if r.get("impl") in ("cublas", "triton")
           and "kind" not in r}
    shapes = list(dict.fromkeys(key(r) for r in rows if "m" in r))  # in the order measured
    out = []
    for s in shapes:
        ch, cb, tr = choice.get(s, {}), ref.get(("cublas",) + s, {}), ref.get(("triton",) + s, {})
        out.append({"dtype": s[0], "m": s[1], "n": s[2], "k": s[3],
                    "pick": ch.get("pick_tflops", 0.0), "pick_cfg": ch.get("pick", "-"),
                    "best": ch.get("best_tflops", 0.0), "best_cfg": ch.get("best", "-"),
                    "cublas": cb.get("tflops", 0.0), "triton": tr.get("tflops", 0.0),
                    "triton_cfg": tr.get("config", "-")})
    return out


def ratio(a, b):
    return a / b if a and b else float("nan")


def versus_tileiras(data):
    """Per dtype, shape and tile config that tileiras also ran (matmul_ref.py --tileiras): ours
    and its TFLOP/s from the same bytecode."""
    rows = data["results"]
    key = lambda r: (r["dtype"], r["m"], r["n"], r["k"], r.get("config"))  # noqa: E731
    ours = {key(r): r.get("tflops", 0.0) for r in rows
            if r.get("impl") == "cutile_rt" and "kind" not in r and "m" in r}
    return [{"dtype": r["dtype"], "m": r["m"], "n": r["n"], "k": r["k"], "config": r["config"],
             "ours": ours.get(key(r), 0.0), "tileiras": r.get("tflops", 0.0)}
            for r in rows if r.get("impl") == "tileiras" and "m" in r]


def tileiras_lines(vs):
    """The same-bytecode table against tileiras 13.4, and its geomeans per dtype and config."""
    if not vs:
        return []
    lines = ["", "Against tileiras 13.4 on the same bytecode (samples/matmul's plain exports, "
             "tileiras's cubins from test/diff/prepare.py, launched one block per C tile in the "
             "same process; TFLOP/s; ours/tileiras above 1: ours is faster):", "",
             "| dtype | M | N | K | config | ours | tileiras | ours/tileiras |",
             "| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |"]
    for r in vs:
        lines.append(f"| {r['dtype']} | {r['m']} | {r['n']} | {r['k']} | {r['config']} | "
                     f"{r['ours']:.1f} | {r['tileiras']:.1f} | "
                     f"{ratio(r['ours'], r['tileiras']):.3f} |")
    lines += ["", "| dtype | config | geomean ours/tileiras | lowest |",
              "| --- | --- | ---: | ---: |"]
    for dt, cfg in dict.fromkeys((r["dtype"], r["config"]) for r in vs):
        rs = [ratio(r["ours"], r["tileiras"]) for r in vs if (r["dtype"], r["config"]) == (dt, cfg)]
        lines.append(f"| {dt} | {cfg} | {geomean(rs):.3f} | {min(rs):.3f} |")
    return lines


def markdown(data, rows):
    env = next((r for r in data["results"] if r.get("impl") == "env"), {})
    lines = [f"# matmul on {env.get('gpu', '?')}: libcutile_rt vs cuBLAS (torch.matmul) vs Triton",
             "",
             f"Commit measured: {data.get('commit', '?')}. torch {env.get('torch', '?')}, "
             f"Triton {env.get('triton', '?')}, CUDA {env.get('cuda', '?')}. Made by "
             "scripts/bench-matmul.sh (bench/matmul.c, bench/matmul_ref.py): C = A·B, A M×K and "
             "B K×N row-major, f32 accumulation, C in the input type; median of the repetitions, "
             "each after clearing the L2; every result checked against an f64 reference first.",
             "",
             "*ours (pick)* is the cost model's choice among the exported variants (bench/matmul.c "
             "model_s: tensor-core time, the stage ring's K steps in flight against the memory "
             "latency, device-memory and L2 bytes, the gap between K loops (every round with one "
             "CTA an SM, once with more); tile configs, and "
             "split-K (`/splitS`: f32 partials, then their sum, both launches timed)); "
             "*ours (best)* is the fastest variant measured for that shape (an oracle sweep, "
             "shown for reference). "
             "Triton is autotuned per shape over its config sweep (its config shown). TFLOP/s = "
             "2·M·N·K / time.",
             "",
             "| dtype | M | N | K | ours (pick) | cfg | ours (best) | cfg | cuBLAS | Triton | cfg |"
             " pick/cuBLAS | pick/Triton |",
             "| --- | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: | ---: | --- | ---: | ---: |"]
    for r in rows:
        lines.append(f"| {r['dtype']} | {r['m']} | {r['n']} | {r['k']} | {r['pick']:.1f} | "
                     f"{r['pick_cfg']} | {r['best']:.1f} | {r['best_cfg']} | {r['cublas']:.1f} | "
                     f"{r['triton']:.1f} | {r['triton_cfg']} | "
                     f"{ratio(r['pick'], r['cublas']):.3f} | {ratio(r['pick'], r['triton']):.3f} |")
    lines += ["", "| dtype | geomean pick/cuBLAS | geomean best/cuBLAS | geomean pick/Triton |",
              "| --- | ---: | ---: | ---: |"]
    for dt in sorted({r["dtype"] for r in rows}):
        sel = [r for r in rows if r["dtype"] == dt]
        lines.append(f"| {dt} | {geomean([ratio(r['pick'], r['cublas']) for r in sel]):.3f} | "
                     f"{geomean([ratio(r['best'], r['cublas']) for r in sel]):.3f} | "
                     f"{geomean([ratio(r['pick'], r['triton']) for r in sel]):.3f} |")
    big = next((r for r in rows if r["dtype"] == "bf16" and r["m"] == r["n"] == r["k"] == 8192),
               None)
    if big:
        lines += ["", f"Issue 6 targets: bf16 8192³ pick/cuBLAS = "
                  f"{ratio(big['pick'], big['cublas']):.3f} (≥ 0.95 asked); geomean over the "
                  f"sweep above (≥ 0.9 asked)."]
    lines += tileiras_lines(versus_tileiras(data))
    cold = [r for r in data["results"] if r.get("kind") == "cold_compile"]
    if cold:
        lines += ["", "Cold compile (first load with an empty cache: ours = cuTileLoadModule of "
                  "one export, verify + compile + nvJitLink + module load; Triton = first call of "
                  "one config with an empty TRITON_CACHE_DIR, compile + load + run):", "",
                  "| impl | dtype | config | ms |", "| --- | --- | --- | ---: |"]
        for r in cold:
            lines.append(f"| {r['impl']} | {r['dtype']} | {r['config']} | {r['ms']:.1f} |")
        tune = next((r for r in data["results"] if r.get("first_autotune")), None)
        if tune:
            lines.append(f"\nTriton's first autotuned call ({tune['dtype']} {tune['m']}×{tune['n']}"
                         f"×{tune['k']}: compiles and times the whole sweep): "
                         f"{tune['autotune_ms']:.0f} ms.")
    return "\n".join(lines) + "\n"


def plot(rows, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print(f"plot_matmul: no matplotlib: {path} not written", file=sys.stderr)
        return False
    dtypes = sorted({r["dtype"] for r in rows})
    fig, axes = plt.subplots(len(dtypes), 1, figsize=(13, 4.5 * len(dtypes)), squeeze=False)
    series = [("pick", "ours (cost model)"), ("best", "ours (best config)"), ("cublas", "cuBLAS"),
              ("triton", "Triton (autotuned)")]
    for ax, dt in zip(axes[:, 0], dtypes):
        sel = [r for r in rows if r["dtype"] == dt]
        xs = range(len(sel))
        width = 0.8 / len(series)
        for i, (k, label) in enumerate(series):
            ax.bar([x + (i - 1.5) * width for x in xs], [r[k] for r in sel], width, label=label)
        ax.set_xticks(list(xs))
        ax.set_xticklabels([f"{r['m']}×{r['n']}×{r['k']}" for r in sel], rotation=30,
                           ha="right", fontsize=8)
        ax.set_yscale("log")
        ax.set_ylabel("TFLOP/s")
        ax.set_title(f"matmul {dt} (M×N×K)")
        ax.grid(axis="y", which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", nargs="?", help="a merged JSON file to redo the .md and .png from")
    ap.add_argument("--merge", nargs="+", help="JSON-lines files to merge")
    ap.add_argument("--commit", default="?")
    ap.add_argument("-o", "--out", help="output stem (default: the JSON file's)")
    args = ap.parse_args()
    if args.merge:
        data = {"bench": "matmul", "commit": args.commit, "results": read_lines(args.merge)}
    elif args.json:
        with open(args.json) as f:
            data = json.load(f)
    else:
        ap.error("give a JSON file or --merge")
    stem = args.out or args.json[:-len(".json")]
    if args.merge:
        with open(stem + ".json", "w") as f:
            json.dump(data, f, indent=1)
    rows = table(data)
    with open(stem + ".md", "w") as f:
        f.write(markdown(data, rows))
    plot(rows, stem + ".png")
    print(f"wrote {stem}.json/.md/.png ({len(rows)} shapes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
