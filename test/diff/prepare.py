# SPDX-License-Identifier: Apache-2.0
"""CPU side of the differential harness: compiles every export and N generated programs with
tileiras (sm_90) and with this library (sm_90a), and writes what the GPU run needs into one
folder (default build-diff/):

    build-diff/manifest.json      every module: its bytecode, tileiras cubin, launch description
    build-diff/mod/<name>.cutile  the bytecode (ours compiles it on the GPU machine)
    build-diff/mod/<name>.cubin.gz  tileiras's cubin, gzipped (the folder stays small)
    build-diff/compile.md         which compiler refused what (a module tileiras compiles and
                                  we refuse is a bug of ours), with reproducers
    build-diff/refused/           those modules' text and the two compilers' messages

    python3 test/diff/prepare.py [--count 2000] [--first-seed 1] [--out build-diff] [-j 2]
"""
import argparse
import gzip
import json
import os
import subprocess
import sys
import tempfile
import zlib
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402
import launches  # noqa: E402

CUTILE = launches.CUTILE
TILEIRAS = os.path.join(ROOT, "scripts", "tileiras")


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=300)
    return p.returncode, (p.stdout + p.stderr).decode(errors="replace").strip()


def compile_tileiras(path, cubin):
    """None when tileiras compiled path to cubin, else its message."""
    rc, msg = run([TILEIRAS, "--gpu-name", "sm_90", "-O3", "-o", cubin, path])  # as cuTile does
    return None if rc == 0 and os.path.exists(cubin) else msg or "rc %d" % rc


def compile_ours(path):
    rc, msg = run([CUTILE, "compile", "--gpu-name", "sm_90a", "--no-cache", "--emit", "cubin",
                   "-o", os.devnull, path])
    return None if rc == 0 else msg or "rc %d" % rc


def gzip_cubin(cubin, dest):
    with open(cubin, "rb") as f, gzip.open(dest, "wb", compresslevel=9) as g:
        g.write(f.read())
    os.unlink(cubin)


def do_module(out, name, src_bytes, desc, text=None):
    mod = os.path.join(out, "mod")
    path = os.path.join(mod, name + ".cutile")
    gz = os.path.join(mod, name + ".cubin.gz")
    # a cubin of these very bytes from an earlier run is kept (tileiras is the slow one)
    same = os.path.exists(gz) and os.path.exists(path) and open(path, "rb").read() == src_bytes
    if not same:
        with open(path, "wb") as f:
            f.write(src_bytes)
        cubin = os.path.join(mod, name + ".cubin")
        t_err = compile_tileiras(path, cubin)
        if not t_err:
            gzip_cubin(cubin, gz)
        elif os.path.exists(gz):
            os.unlink(gz)
    else:
        t_err = None
    o_err = compile_ours(path)
    entry = dict(desc, name=name, bytecode="mod/%s.cutile" % name,
                 tileiras=None if t_err else "mod/%s.cubin.gz" % name,
                 tileiras_error=t_err, ours_error=o_err)
    if t_err is None and o_err is not None:
        ref = os.path.join(out, "refused")
        os.makedirs(ref, exist_ok=True)
        if text is None:
            text = run([CUTILE, "dis", path])[1]
        with open(os.path.join(ref, name + ".mlir"), "w") as f:
            f.write(text)
        with open(os.path.join(ref, name + ".ours.txt"), "w") as f:
            f.write(o_err + "\n")
    return entry


def gen_module(out, seed):
    try:
        text, desc = gen.generate(seed)
    except Exception as e:  # a bug of the generator: counted, never fatal
        return {"kind": "gen", "name": "gen_%d" % seed, "seed": seed, "bytecode": None,
                "tileiras": None, "tileiras_error": "not tried", "ours_error": "generator: %r" % e}
    desc = dict(desc, kind="gen", order=launches.order_dependent(text))
    with tempfile.TemporaryDirectory() as tmp:
        src, bc = os.path.join(tmp, "p.mlir"), os.path.join(tmp, "p.cutile")
        with open(src, "w") as f:
            f.write(text)
        # asm runs our parser and verifier: a refusal there is ours too
        rc, msg = run([CUTILE, "asm", src, "-o", bc])
        if rc != 0:
            ref = os.path.join(out, "refused")
            os.makedirs(ref, exist_ok=True)
            with open(os.path.join(ref, desc["name"] + ".mlir"), "w") as f:
                f.write(text)
            return dict(desc, bytecode=None, tileiras=None, tileiras_error="not tried",
                        ours_error="asm: " + msg)
        with open(bc, "rb") as f:
            return do_module(out, desc["name"], f.read(), desc, text)


def export_modules():
    """(name, path) of every export: test/data at its newest bytecode version, samples/, and
    bench/data (whose attention exports bench/attention_bench.py --tileiras times)."""
    data = os.path.join(ROOT, "test", "data")
    newest = {}
    for f in sorted(os.listdir(data)):
        if f.endswith(".cutile"):
            base, ver = f[:-len(".cutile")].rsplit(".v", 1)
            newest[base] = f  # sorted: the last is the newest version
    mods = [(b, os.path.join(data, f)) for b, f in sorted(newest.items())]
    sdir = os.path.join(ROOT, "samples")
    dirs = [(sub, os.path.join(sdir, sub)) for sub in sorted(os.listdir(sdir))]
    for prefix, d in dirs + [("bench", os.path.join(ROOT, "bench", "data"))]:
        if os.path.isdir(d):
            mods += [("%s_%s" % (prefix, f[:-7]), os.path.join(d, f))
                     for f in sorted(os.listdir(d)) if f.endswith(".cutile")]
    return mods


def export_module(out, name, path):
    with open(path, "rb") as f:
        src = f.read()
    desc = {"kind": "export", "source": os.path.relpath(path, ROOT),
            "launches": launches.describe(name, path)}
    return do_module(out, name, src, desc)


def write_report(out, entries):
    lines = ["# Compile agreement: tileiras 13.4 (sm_90) vs libcutile_rt (sm_90a)", ""]
    both = [e for e in entries if not e["tileiras_error"] and not e["ours_error"]]
    t_only = [e for e in entries if not e["tileiras_error"] and e["ours_error"]]
    o_only = [e for e in entries if e["tileiras_error"] and not e["ours_error"]]
    none = [e for e in entries if e["tileiras_error"] and e["ours_error"]]
    lines += ["| | modules |", "| --- | --- |", "| both compile | %d |" % len(both),
              "| only tileiras (a bug of ours) | %d |" % len(t_only),
              "| only ours | %d |" % len(o_only), "| neither | %d |" % len(none), ""]
    for title, group, key in (("Refused by us, compiled by tileiras", t_only, "ours_error"),
                              ("Refused by tileiras, compiled by us", o_only, "tileiras_error"),
                              ("Refused by both", none, "ours_error")):
        if group:
            lines += ["## " + title, ""]
            for e in group:
                msg = (e[key] or "").splitlines()
                first = [x for x in msg if "error" in x.lower()] or msg or [""]
                lines.append("- `%s`: %s" % (e["name"], first[0][:300]))
            lines.append("")
    with open(os.path.join(out, "compile.md"), "w") as f:
        f.write("\n".join(lines))
    return len(both), len(t_only), len(o_only), len(none)


def relaunch(out):
    """Launch descriptions from the current launches.py, without compiling again."""
    path = os.path.join(out, "manifest.json")
    with open(path) as f:
        manifest = json.load(f)
    for m in manifest["modules"]:
        if m["kind"] == "export":
            m["launches"] = launches.describe(m["name"], os.path.join(out, m["bytecode"]))
        elif m.get("seed") is not None:
            m["order"] = launches.order_dependent(gen.generate(m["seed"])[0])
    with open(path, "w") as f:
        json.dump(manifest, f, indent=0)
    write_report(out, manifest["modules"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--out", default=os.path.join(ROOT, "build-diff"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--no-exports", action="store_true")
    ap.add_argument("--relaunch", action="store_true",
                    help="only rewrite the exports' launch descriptions of --out's manifest")
    ap.add_argument("--gemm-side", type=int, default=launches.GEMM_SIDE,
                    help="samples/matmul's GEMMs run at this square size (default 2048)")
    a = ap.parse_args()
    launches.GEMM_SIDE = a.gemm_side
    if a.relaunch:
        return relaunch(a.out)
    if not os.path.exists(CUTILE):
        sys.exit("prepare: build the library first (%s missing)" % CUTILE)
    subprocess.run(["bash", os.path.join(ROOT, "scripts", "tileiras-setup.sh")], check=True)
    os.makedirs(os.path.join(a.out, "mod"), exist_ok=True)
    jobs = []
    with ThreadPoolExecutor(a.j) as ex:
        if not a.no_exports:
            jobs += [ex.submit(export_module, a.out, n, p) for n, p in export_modules()]
        jobs += [ex.submit(gen_module, a.out, s) for s in range(a.first_seed, a.first_seed + a.count)]
        entries = []
        for i, j in enumerate(jobs):
            entries.append(j.result())
            if (i + 1) % 100 == 0:
                print("prepare: %d/%d" % (i + 1, len(jobs)), flush=True)
    for e in entries:  # every cubin carried must be whole (an interrupted run may have left one)
        if e.get("tileiras"):
            try:
                with gzip.open(os.path.join(a.out, e["tileiras"])) as f:
                    whole = f.read()[:4] == b"\x7fELF"
            except (OSError, EOFError, zlib.error):
                whole = False
            if not whole:
                e.update(tileiras=None, tileiras_error="damaged cubin: run prepare again")
    with open(os.path.join(a.out, "manifest.json"), "w") as f:
        json.dump({"modules": entries}, f, indent=0)
    both, t_only, o_only, none = write_report(a.out, entries)
    print("prepare: %d modules: both compile %d, only tileiras %d, only ours %d, neither %d"
          % (len(entries), both, t_only, o_only, none))


if __name__ == "__main__":
    main()
