#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The expert-parallel MoE layer (samples/moe_ep, issue 27) on a GPU machine: builds
sample_moe_ep, finds NCCL, then checks and/or times it.

  --check  the EP layer against the single-GPU layer and the CPU reference (sample_moe_ep
           --check), in both ways of making the world: one process driving every GPU (one
           thread per device, ncclCommInitAll) and one process per GPU (ncclCommInitRank, the
           unique id through a file). World: --world, else 2 when two GPUs are visible, else 1
           (said). Passes when every run prints "moe_ep: passed" and exits 0.
  --bench  DeepSeek-V3 (E 256, top-8, H 7168, I 2048) and Qwen3-235B (128, 8, 4096, 1536) at T
           tokens per GPU (default 256, 1024, 4096, 16384): the single-GPU layer with all
           experts (sample_moe_ep --baseline) and the EP layer on --world GPUs (default 2), one
           process driving them (or --processes). Reported per point: layer time on 1 GPU and
           on N (the slowest rank's median), the all-to-alls' time (the slowest rank's median;
           inside the N-GPU time), tokens per second of each and their ratio. Written to
           bench/results/moe_ep_h200x2.md when the world is 2 and the GPUs are H200s (else only
           printed, or to --out). With fewer GPUs than the world it says it cannot run and
           exits 77: nothing is written.

NCCL: $MOE_EP_NCCL (the path of libnccl.so.2) when set, else the nvidia-nccl pip package of this
Python (site-packages/nvidia/nccl/lib, as torch installs it), else the loader's search path.
nccl.h likewise (the package's include/ directory, passed to CMake as NCCL_INCLUDE_DIR).
NVLink multicast stays off: NCCL_NVLS_ENABLE=0, TORCH_SYMM_MEM_DISABLE_MULTICAST=1 and
NVSHMEM_DISABLE_NVLS=1 are set for every program started here.

usage: python3 bench/moe_ep.py [--check] [--bench] [--world N] [--processes]
       [--models deepseek-v3,qwen3-235b] [--tokens 256,1024,4096,16384] [--reps N]
       [--build-dir build-device] [--out FILE]
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = ("deepseek-v3", "qwen3-235b")
NO_MULTICAST = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1",
                "NVSHMEM_DISABLE_NVLS": "1"}


def nvidia_dirs():
    """The directories of the `nvidia` pip namespace package, if this Python has it."""
    try:
        import nvidia  # noqa: F401 (namespace package of the CUDA wheels)
    except ImportError:
        return []
    return list(nvidia.__path__)


def find_nccl():
    """(libnccl.so.2 path or None, include dir or None)."""
    lib = os.environ.get("MOE_EP_NCCL") or None
    inc = None
    for d in nvidia_dirs():
        libs = sorted(glob.glob(os.path.join(d, "**", "libnccl.so.2"), recursive=True))
        incs = sorted(glob.glob(os.path.join(d, "**", "include", "nccl.h"), recursive=True))
        lib = lib or (libs[0] if libs else None)
        inc = inc or (os.path.dirname(incs[0]) if incs else None)
    return lib, inc


def gpus():
    """The names of the visible GPUs (nvidia-smi), [] where there is none."""
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    names = [l.strip() for l in out.splitlines() if l.strip()]
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is not None and visible.strip():
        keep = [int(v) for v in visible.split(",") if v.strip().isdigit()]
        names = [names[i] for i in keep if i < len(names)]
    return names


def build(build_dir, nccl_inc):
    args = ["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release"]
    devdeps = os.path.join(ROOT, ".devdeps")
    if os.path.exists(os.path.join(devdeps, "xxhash.h")):
        args += [f"-DXXHASH_INCLUDE_DIR={devdeps}",
                 f"-DXXHASH_LIBRARY={os.path.join(devdeps, 'libxxhash.so')}"]
        os.environ["LD_LIBRARY_PATH"] = devdeps + ":" + os.environ.get("LD_LIBRARY_PATH", "")
    if nccl_inc:
        args.append(f"-DNCCL_INCLUDE_DIR={nccl_inc}")
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", build_dir, "-j", str(os.cpu_count() or 2), "--target",
                    "sample_moe_ep"], check=True)
    exe = os.path.join(build_dir, "bin", "sample_moe_ep")
    if not os.path.exists(exe):
        sys.exit(f"moe_ep.py: {exe} was not built (nccl.h not found? set MOE_EP_NCCL and "
                 "install NCCL's headers)")
    return exe


def run(cmds, timeout=1200):
    """Starts every command at once (the ranks of one world), waits for all; [(rc, output)]."""
    env = dict(os.environ, **NO_MULTICAST)
    procs = [subprocess.Popen(c, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True) for c in cmds]
    results = []
    for p in procs:
        try:
            out, _ = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            out, _ = p.communicate()
            out += f"\n(killed after {timeout} s)"
        results.append((p.returncode, out))
    return results


def world_cmds(exe, world, processes, args):
    """The command lines of one world: one process, or one per rank."""
    if not processes:
        return [[exe, "--world", str(world)] + args]
    id_file = os.path.join(tempfile.mkdtemp(prefix="moe_ep_"), "nccl_id")
    return [[exe, "--world", str(world), "--rank", str(r), "--device", str(r), "--id-file",
             id_file] + args for r in range(world)]


def check(exe, world):
    ok = True
    for processes in (False, True):
        how = "one process per GPU" if processes else "one process for every GPU"
        for rc, out in run(world_cmds(exe, world, processes, ["--check"])):
            print(f"== check, world {world}, {how}: exit {rc}\n{out}")
            ok &= rc == 0 and "moe_ep: passed" in out
    print(f"moe_ep.py --check: {'passed' if ok else 'FAILED'} (world {world})")
    return ok


LINE = re.compile(r"^(bench|baseline) model=(\S+)(?: world=(\d+) rank=(\d+))? T=(\d+) "
                  r"layer_ms=([\d.]+)(?: comm_ms=([\d.]+))?", re.M)


def parse(outputs):
    """{(kind, model, T): [layer_ms, comm_ms]} with the slowest rank's numbers."""
    got = {}
    for _, out in outputs:
        for m in LINE.finditer(out):
            key = (m.group(1), m.group(2), int(m.group(5)))
            layer, comm = float(m.group(6)), float(m.group(7) or 0)
            old = got.get(key, [0.0, 0.0])
            got[key] = [max(old[0], layer), max(old[1], comm)]
    return got


def commit():
    """The commit measured: $COMMIT, else HEAD (marked when the sources differ from it)."""
    if os.environ.get("COMMIT"):
        return os.environ["COMMIT"]
    git = ["git", "-C", ROOT]
    try:
        head = subprocess.run(git + ["rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True).stdout.strip() or "?"
        dirty = subprocess.run(git + ["status", "--porcelain", "--", "src", "include",
                                      "samples", "bench"], capture_output=True, text=True).stdout
    except OSError:
        return "?"
    return head + ("+uncommitted" if dirty.strip() else "")


def bench(exe, world, processes, models, tokens, reps, names, out_path):
    tlist = ",".join(map(str, tokens))
    outputs = []
    for model in models:
        args = ["--tokens", tlist, "--reps", str(reps)]
        for r in run([[exe, "--baseline", model] + args]):
            outputs.append(r)
        for r in run(world_cmds(exe, world, processes, ["--bench", model] + args)):
            outputs.append(r)
    for rc, out in outputs:
        if rc != 0:
            print(out)
    got = parse(outputs)
    how = "one process per GPU" if processes else "one process, one thread per GPU"
    lines = [f"# Expert-parallel MoE layer: {world} × {names[0]} vs 1",
             "",
             f"samples/moe_ep through NCCL ({how}, NVLink multicast off), bf16; T tokens per "
             "GPU, random inputs; CUDA event medians of "
             f"{reps} forwards, slowest rank; commit {commit()}. 1 GPU: samples/moe's layer with all experts on T "
             f"tokens; {world} GPUs: each GPU routes its T tokens, experts split evenly, "
             "all-to-all dispatch and combine. comm: the all-to-alls (counts, rows out, rows "
             "back; inside the N-GPU time). Tokens per second: T / time on 1 GPU, "
             f"{world}·T / time on {world}.",
             "",
             f"| model | T per GPU | 1 GPU ms | {world} GPUs ms | comm ms | 1 GPU tok/s | "
             f"{world} GPUs tok/s | ratio |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for model in models:
        for t in tokens:
            one = got.get(("baseline", model, t))
            many = got.get(("bench", model, t))
            if not one or not many:
                lines.append(f"| {model} | {t} | {'—' if not one else f'{one[0]:.3f}'} | "
                             f"{'—' if not many else f'{many[0]:.3f}'} | — | — | — | (failed) |")
                continue
            r1, rn = t / one[0] * 1e3, world * t / many[0] * 1e3
            lines.append(f"| {model} | {t} | {one[0]:.3f} | {many[0]:.3f} | {many[1]:.3f} | "
                         f"{r1:,.0f} | {rn:,.0f} | {rn / r1:.2f}× |")
    text = "\n".join(lines) + "\n"
    print(text)
    if out_path:
        with open(out_path, "w") as f:
            f.write(text)
        print(f"written: {out_path}")
    return all(rc == 0 for rc, _ in outputs)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--bench", action="store_true")
    ap.add_argument("--world", type=int)
    ap.add_argument("--processes", action="store_true")
    ap.add_argument("--models", default=",".join(MODELS))
    ap.add_argument("--tokens", default="256,1024,4096,16384")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--build-dir", default=os.path.join(ROOT, "build-device"))
    ap.add_argument("--out")
    a = ap.parse_args()
    if not a.check and not a.bench:
        a.check = True
    names = gpus()
    if not names:
        print("moe_ep.py: SKIPPED: no GPU visible (nvidia-smi)")
        return 77
    lib, inc = find_nccl()
    if lib:
        os.environ["MOE_EP_NCCL"] = lib
    print(f"moe_ep.py: {len(names)} GPU(s): {', '.join(names)}; NCCL: "
          f"{lib or 'libnccl.so.2 from the loader path'}; nccl.h: {inc or 'CMake finds it'}")
    exe = build(a.build_dir, inc)
    ok = True
    if a.check:
        world = a.world or (2 if len(names) >= 2 else 1)
        if world > len(names):
            print(f"moe_ep.py: cannot check a world of {world}: {len(names)} GPU(s) visible")
            return 77
        if world == 1:
            print("moe_ep.py: one GPU visible: checking a world of 1 (two GPUs check the "
                  "exchange between devices)")
        ok &= check(exe, world)
    if a.bench:
        world = a.world or 2
        if world > len(names):
            print(f"moe_ep.py: cannot benchmark {world} GPUs: {len(names)} visible; nothing "
                  "written (run on a machine with two GPUs, e.g. nvidia-h200-x2)")
            return 77
        out = a.out
        if not out and world == 2 and all("H200" in n for n in names[:2]):
            out = os.path.join(ROOT, "bench", "results", "moe_ep_h200x2.md")
        ok &= bench(exe, world, a.processes, a.models.split(","),
                    [int(t) for t in a.tokens.split(",")], a.reps, names, out)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
