# SPDX-License-Identifier: Apache-2.0
"""GPU side of the differential harness: runs every module of build-diff/manifest.json compiled
by tileiras (its cubin, loaded with cuModuleLoadData, launched with block (1,1,1) and no
dynamic shared memory) and by libcutile_rt (cuTileLaunchRaw) with the same flat parameters on
the same inputs, compares all arrays after each, and times both.

    python3 test/diff/run.py --dir build-diff --lib build-device/lib/libcutile_rt.so --out OUT

Needs only the driver (libcuda.so.1), libcutile_rt and numpy. A kernel that faults or hangs
takes its worker process with it: the parent records it and starts a new worker after it.
Writes OUT/results.jsonl (one line per module), OUT/agreement.md, OUT/tileiras_h200.md.
"""
import argparse
import ctypes
import gzip
import json
import os
import re
import subprocess
import sys
import time
import zlib
from concurrent.futures import ThreadPoolExecutor

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import data  # noqa: E402


class CudaError(RuntimeError):
    """fatal: raised by a launch or what follows it; the context may be lost."""

    def __init__(self, msg, fatal=False):
        super().__init__(msg)
        self.fatal = fatal


class Driver:
    """The few driver calls the runner needs, through ctypes."""

    def __init__(self):
        self.cu = cu = ctypes.CDLL("libcuda.so.1")
        vp, u32 = ctypes.c_void_p, ctypes.c_uint
        self.check(cu.cuInit(0), "cuInit")
        dev = ctypes.c_int()
        self.check(cu.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
        self.ctx = vp()
        self.check(cu.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), dev), "cuDevicePrimaryCtxRetain")
        self.check(cu.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")
        self.dev = dev
        cu.cuMemAlloc_v2.argtypes = [ctypes.POINTER(ctypes.c_uint64), ctypes.c_size_t]
        cu.cuMemFree_v2.argtypes = [ctypes.c_uint64]
        cu.cuMemcpyHtoD_v2.argtypes = [ctypes.c_uint64, vp, ctypes.c_size_t]
        cu.cuMemcpyDtoH_v2.argtypes = [vp, ctypes.c_uint64, ctypes.c_size_t]
        cu.cuModuleLoadData.argtypes = [ctypes.POINTER(vp), ctypes.c_char_p]
        cu.cuModuleGetFunction.argtypes = [ctypes.POINTER(vp), vp, ctypes.c_char_p]
        cu.cuModuleUnload.argtypes = [vp]
        cu.cuLaunchKernel.argtypes = [vp, u32, u32, u32, u32, u32, u32, u32, vp, vp, vp]
        cu.cuFuncGetAttribute.argtypes = [ctypes.POINTER(ctypes.c_int), ctypes.c_int, vp]
        cu.cuFuncSetAttribute.argtypes = [vp, ctypes.c_int, ctypes.c_int]
        cu.cuEventCreate.argtypes = [ctypes.POINTER(vp), u32]
        cu.cuEventRecord.argtypes = [vp, vp]
        cu.cuEventSynchronize.argtypes = [vp]
        cu.cuEventElapsedTime.argtypes = [ctypes.POINTER(ctypes.c_float), vp, vp]
        cu.cuGetErrorName.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        optin = ctypes.c_int()
        # CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN
        self.check(cu.cuDeviceGetAttribute(ctypes.byref(optin), 97, dev), "cuDeviceGetAttribute")
        self.smem_optin = optin.value
        self.ev = [vp(), vp()]
        for e in self.ev:
            self.check(cu.cuEventCreate(ctypes.byref(e), 0), "cuEventCreate")

    def check(self, rc, what):
        if rc:
            name = ctypes.c_char_p()
            self.cu.cuGetErrorName(rc, ctypes.byref(name))
            raise CudaError("%s: %s (%d)" % (what, (name.value or b"?").decode(), rc))

    def alloc(self, n):
        p = ctypes.c_uint64()
        self.check(self.cu.cuMemAlloc_v2(ctypes.byref(p), max(n, 1)), "cuMemAlloc")
        return p.value

    def free(self, p):
        self.cu.cuMemFree_v2(p)

    def upload(self, p, arr):
        self.check(self.cu.cuMemcpyHtoD_v2(p, arr.ctypes.data, arr.nbytes), "cuMemcpyHtoD")

    def download(self, p, n):
        out = np.empty(n, dtype=np.uint8)
        self.check(self.cu.cuMemcpyDtoH_v2(out.ctypes.data, p, n), "cuMemcpyDtoH")
        return out

    def sync(self):
        self.check(self.cu.cuCtxSynchronize(), "cuCtxSynchronize")

    def load_tileiras(self, image, entry):
        """The function of a tileiras cubin, its dynamic shared memory limit raised as
        cuTile's own loader does (the opt-in maximum less the static part)."""
        mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
        self.check(self.cu.cuModuleLoadData(ctypes.byref(mod), image), "cuModuleLoadData")
        self.check(self.cu.cuModuleGetFunction(ctypes.byref(fn), mod, entry.encode()), "cuModuleGetFunction")
        static = ctypes.c_int()
        self.check(self.cu.cuFuncGetAttribute(ctypes.byref(static), 1, fn), "cuFuncGetAttribute")
        self.cu.cuFuncSetAttribute(fn, 8, self.smem_optin - static.value)  # best effort
        return mod, fn

    def launch_tileiras(self, fn, grid, params):
        self.check(self.cu.cuLaunchKernel(fn, grid[0], grid[1], grid[2], 1, 1, 1, 0, None, params, None),
                   "cuLaunchKernel")

    def time_ms(self, go, reps):
        """Median of reps single-launch times (CUDA events)."""
        cu, (a, b) = self.cu, self.ev
        go()
        go()
        ts = []
        for _ in range(reps):
            cu.cuEventRecord(a, None)
            go()
            cu.cuEventRecord(b, None)
            self.check(cu.cuEventSynchronize(b), "cuEventSynchronize")
            t = ctypes.c_float()
            cu.cuEventElapsedTime(ctypes.byref(t), a, b)
            ts.append(t.value)
        return float(np.median(ts))


class Ours:
    """libcutile_rt: load by entry name, launch with raw parameters."""

    def __init__(self, path, cache_dir):
        self.lib = L = ctypes.CDLL(path)
        vp = ctypes.c_void_p
        L.cuTileGetLastErrorMessage.restype = ctypes.c_char_p
        L.cuTileContextCreate.argtypes = [ctypes.POINTER(vp), vp]
        L.cuTileLoadModuleFromFile.argtypes = [vp, ctypes.c_char_p, vp, ctypes.POINTER(vp)]
        L.cuTileModuleGetKernel.argtypes = [vp, ctypes.c_char_p, ctypes.POINTER(vp)]
        L.cuTileLaunchRaw.argtypes = [vp, ctypes.POINTER(ctypes.c_uint32 * 3), vp, vp]
        os.environ.setdefault("CUTILE_CACHE_DIR", cache_dir)
        self.ctx = vp()
        self.check(L.cuTileContextCreate(ctypes.byref(self.ctx), None), "cuTileContextCreate")

    def check(self, st, what):
        if st:
            raise CudaError("%s: status %d: %s" % (what, st, self.lib.cuTileGetLastErrorMessage().decode()))

    def load(self, path):
        mod = ctypes.c_void_p()
        st = self.lib.cuTileLoadModuleFromFile(self.ctx, path.encode(), None, ctypes.byref(mod))
        return mod if st == 0 else "status %d: %s" % (st, self.lib.cuTileGetLastErrorMessage().decode())

    def kernel(self, mod, entry):
        k = ctypes.c_void_p()
        self.check(self.lib.cuTileModuleGetKernel(mod, entry.encode(), ctypes.byref(k)), "GetKernel " + entry)
        return k

    def launch(self, k, grid, params):
        g = (ctypes.c_uint32 * 3)(*grid)
        self.check(self.lib.cuTileLaunchRaw(k, ctypes.byref(g), params, None), "cuTileLaunchRaw")


# The most hidden parameters one of our kernels takes (CT_MAX_HIDDEN_PARAMS, compile.h): its
# tensor maps and a scratch pointer, after the cuTile parameters. cuTileLaunchRaw reads one
# slot per hidden parameter and builds a tensor map where the slot is NULL; without these
# slots it read past the array (garbage taken for a caller-encoded map: host SIGSEGV or
# ILLEGAL_INSTRUCTION on the GEMMs of the first H200 run). The driver reads only as many
# slots as the kernel has, so tileiras's launch takes the same array.
HIDDEN_SLOTS = 17


def packed(flat):
    """ctypes parameter array (void*[]) over 8-byte slots, then HIDDEN_SLOTS NULLs; returns
    (array, slots)."""
    slots = [ctypes.create_string_buffer(data.slot_bytes(t, v), 8) for t, v in flat]
    ptrs = [ctypes.addressof(s) for s in slots] + [None] * HIDDEN_SLOTS
    arr = (ctypes.c_void_p * len(ptrs))(*ptrs)
    return arr, slots


def items(manifest, only=None):
    """Runnable (module, launch) pairs: exports' launches first, then generated programs;
    only: a regular expression the names must match (re.search)."""
    out = []
    for m in manifest["modules"]:
        if not m.get("tileiras") or m.get("ours_error"):
            continue
        if m["kind"] == "export":
            for ln in m["launches"]:
                out.append({"module": m, "launch": ln, "name": m["name"] + ":" + ln["entry"][:60]})
        else:
            params = [dict(a, kind="array", index="i32", fill="rand" if a["role"] == "in" else "rand")
                      for a in m["arrays"]]
            out.append({"module": m, "name": m["name"], "launch": {
                "entry": m["name"], "grid": m["grid"], "params": params,
                "sets": ["plain", "edges"], "order": m.get("order", False),
                "approx_arrays": [a["tainted"] for a in m["arrays"]]}})
    return [it for it in out if not only or re.search(only, it["name"])]


def run_item(drv, ours, it, d, reps):
    m, ln = it["module"], it["launch"]
    res = {"name": it["name"], "kind": m["kind"], "issues": []}
    if ln.get("skip"):
        res["status"] = "skipped: " + ln["skip"]
        return res
    with gzip.open(os.path.join(d, m["tileiras"])) as f:
        image = f.read()
    tmod, tfn = drv.load_tileiras(image, ln["entry"])
    k = ours.kernel(it["ours_mod"], ln["entry"])
    arrays = [p for p in ln["params"] if p["kind"] == "array"]
    seed = m.get("seed", zlib.crc32(it["name"].encode()))
    sets = ln.get("sets", ["edges"])
    ptrs = []
    try:
        sizes = [data.span(p["shape"], p["strides"]) * data.esize(p["dtype"]) + data.GUARD for p in arrays]
        ptrs = [drv.alloc(n) for n in sizes]
        params, _keep = packed(data.flat_params(ln["params"], ptrs))
        for s in sets:
            rng = np.random.default_rng([seed, len(s)])
            init = [data.fill(p, rng, s == "edges") for p in arrays]
            outs = []
            for who, go in (("tileiras", lambda: drv.launch_tileiras(tfn, ln["grid"], params)),
                            ("ours", lambda: ours.launch(k, ln["grid"], params))):
                for p, h in zip(ptrs, init):
                    drv.upload(p, h)
                try:
                    go()
                    drv.sync()
                except CudaError as e:
                    raise CudaError("%s's kernel (%s data): %s" % (who, s, e), fatal=True) from None
                outs.append([drv.download(p, n) for p, n in zip(ptrs, sizes)])
            for i, p in enumerate(arrays):
                approx = ln["approx_arrays"][i] if "approx_arrays" in ln else ln.get("approx", False)
                # association-order values on edge data: any result is right (launches.py
                # order_dependent); their guard bytes are still checked
                values = not (approx and ln.get("order") and s == "edges")
                for issue in data.compare(p, init[i], outs[0][i], outs[1][i], approx, values):
                    res["issues"].append("%s: array %d (%s %s): %s" % (s, i, p["dtype"], p["shape"], issue))
        try:
            res["tileiras_ms"] = drv.time_ms(lambda: drv.launch_tileiras(tfn, ln["grid"], params), reps)
            res["ours_ms"] = drv.time_ms(lambda: ours.launch(k, ln["grid"], params), reps)
        except CudaError as e:
            raise CudaError("timing: %s" % e, fatal=True) from None
    finally:
        for p in ptrs:
            drv.free(p)
        drv.cu.cuModuleUnload(tmod)
    res["status"] = "disagree" if res["issues"] else "agree"
    return res


def worker(a):
    with open(os.path.join(a.dir, "manifest.json")) as f:
        its = items(json.load(f), a.only)[a.start:]
    deadline = a.deadline
    if a.mock:  # CPU check of everything but the driver (test/diff/mock_gpu.py)
        import mock_gpu
        drv, ours = mock_gpu.Driver(), mock_gpu.Ours()
    else:
        drv, ours = Driver(), Ours(a.lib, os.path.join(a.dir, "cache"))
    # our compiles, many at a time (ctypes drops the GIL; loads are thread-safe); --serial
    # (after a worker died before its first module) loads each where it is run instead
    mods = {}
    log = open(a.results, "a")
    if not a.serial:
        paths = sorted({it["module"]["bytecode"] for it in its})
        with ThreadPoolExecutor(os.cpu_count() or 4) as ex:
            for i, (p, m) in enumerate(zip(paths, ex.map(lambda p: ours.load(os.path.join(a.dir, p)), paths))):
                mods[p] = m
                if i % 50 == 0:  # a heartbeat for the parent's hang watch
                    log.write(json.dumps({"loaded": i}) + "\n")
                    log.flush()
    for n, it in enumerate(its):
        if time.time() > deadline:
            break
        log.write(json.dumps({"index": a.start + n, "begin": it["name"]}) + "\n")
        log.flush()
        bc = it["module"]["bytecode"]
        mod = mods[bc] if bc in mods else mods.setdefault(bc, ours.load(os.path.join(a.dir, bc)))
        if not isinstance(mod, ctypes.c_void_p):
            res = {"name": it["name"], "kind": it["module"]["kind"], "status": "ours refused",
                   "issues": ["our load failed: " + mod]}
        else:
            it["ours_mod"] = mod
            try:
                res = run_item(drv, ours, it, a.dir, 20 if it["module"]["kind"] == "export" else 3)
            except CudaError as e:
                res = {"name": it["name"], "kind": it["module"]["kind"], "status": "error", "issues": [str(e)]}
                if e.fatal:  # the context may be lost: the parent starts a new worker
                    log.write(json.dumps(dict(res, index=a.start + n)) + "\n")
                    log.close()
                    sys.exit(3)
            except Exception as e:  # a bug of the harness: reported, the run goes on
                res = {"name": it["name"], "kind": it["module"]["kind"], "status": "harness error",
                       "issues": [repr(e)]}
        log.write(json.dumps(dict(res, index=a.start + n)) + "\n")
        log.flush()


def parent(a):
    os.makedirs(a.out, exist_ok=True)
    results = os.path.join(a.out, "results.jsonl")
    open(results, "w").close()
    with open(os.path.join(a.dir, "manifest.json")) as f:
        manifest = json.load(f)
    its = items(manifest, a.only)
    total = len(its)
    deadline = time.time() + a.budget
    start, serial = 0, False
    while start < total and time.time() < deadline:
        cmd = [sys.executable, __file__, "--worker", "--start", str(start), "--results", results,
               "--dir", a.dir, "--lib", a.lib, "--deadline", str(deadline)] + \
            (["--only", a.only] if a.only else []) + \
            (["--mock"] if a.mock else []) + (["--serial"] if serial else [])
        p = subprocess.Popen(cmd)
        last_size, last_change = -1, time.time()
        while p.poll() is None:
            time.sleep(0.5)
            size = os.path.getsize(results)
            if size != last_size:
                last_size, last_change = size, time.time()
            elif time.time() - last_change > a.hang_s:
                p.kill()
                p.wait()
                break
        done = read_results(results)
        if not done or max(done) < start:
            print("run: the worker started at %d made no progress (exit %s)%s" % (
                start, p.returncode, "" if serial else "; again, loading each module where it runs"))
            if serial:
                break
            serial = True
            continue
        last = max(done)
        if "status" not in done[last]:  # began, never finished: a fault or a hang
            done[last].update(status="crash" if p.returncode != -9 else "hang",
                              kind=its[last]["module"]["kind"], issues=["worker exit %s" % p.returncode])
            with open(results, "a") as f:
                f.write(json.dumps(dict(done[last], index=last)) + "\n")
        if p.returncode == 0 and time.time() > deadline:
            break
        start = last + 1
    report(manifest, read_results(results), a.out, total)


def read_results(path):
    done = {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            if "loaded" in r:
                continue
            if "begin" in r:
                done.setdefault(r["index"], {"name": r["begin"]})
            else:
                done[r["index"]] = r
    return done


def report(manifest, done, out, total):
    rs = list(done.values())
    by = {}
    for r in rs:
        key = (r.get("kind", "?"), r.get("status", "?").split(":")[0])
        by[key] = by.get(key, 0) + 1
    lines = ["| kind | status | count |", "| --- | --- | --- |"]
    lines += ["| %s | %s | %d |" % (k[0], k[1], v) for k, v in sorted(by.items())]
    lines += ["", "%d of %d runnable launches done." % (len(rs), total), ""]
    bad = [r for r in rs if r.get("status") not in ("agree",) and not r.get("status", "").startswith("skipped")]
    if bad:
        lines += ["## Disagreements, faults, refusals", ""]
        for r in bad:
            lines.append("- `%s` (%s): %s" % (r["name"], r.get("status"), "; ".join(r.get("issues", []))[:600]))
    mods = manifest["modules"]
    t_only = [m["name"] for m in mods if m.get("tileiras") and m.get("ours_error")]
    lines += ["", "Compile: %d modules; tileiras compiled %d, we refused %d of those%s" % (
        len(mods), sum(1 for m in mods if m.get("tileiras")), len(t_only),
        (": " + ", ".join(t_only[:20])) if t_only else ".")]
    with open(os.path.join(out, "agreement.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    tl = ["| kernel | tileiras (ms) | ours (ms) | ours/tileiras |", "| --- | --- | --- | --- |"]
    ratios = []
    for r in rs:
        if r.get("kind") == "export" and r.get("tileiras_ms"):
            q = r["ours_ms"] / r["tileiras_ms"]
            ratios.append(q)
            tl.append("| %s | %.4f | %.4f | %.2f |" % (r["name"], r["tileiras_ms"], r["ours_ms"], q))
    gr = [r["ours_ms"] / r["tileiras_ms"] for r in rs if r.get("kind") == "gen" and r.get("tileiras_ms")]
    tl += ["", "Geometric mean ours/tileiras: exports %.3f (%d kernels), generated %.3f (%d programs)." % (
        gmean(ratios), len(ratios), gmean(gr), len(gr))]
    with open(os.path.join(out, "tileiras_h200.md"), "w") as f:
        f.write("\n".join(tl) + "\n")
    print("\n".join(lines))
    print(tl[-1])


def gmean(xs):
    return float(np.exp(np.mean(np.log(xs)))) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default="build-diff")
    ap.add_argument("--lib", default="build-device/lib/libcutile_rt.so")
    ap.add_argument("--out", default="build-diff/out")
    ap.add_argument("--budget", type=float, default=420, help="seconds for the whole run")
    ap.add_argument("--hang-s", type=float, default=120)
    ap.add_argument("--worker", action="store_true")
    ap.add_argument("--mock", action="store_true", help="no GPU: test/diff/mock_gpu.py")
    ap.add_argument("--serial", action="store_true")
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--results")
    ap.add_argument("--deadline", type=float)
    ap.add_argument("--only", help="run only the launches whose names match this regular "
                    "expression (re.search)")
    a = ap.parse_args()
    if a.worker:
        worker(a)
    else:
        parent(a)


if __name__ == "__main__":
    main()
