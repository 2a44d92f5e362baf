# SPDX-License-Identifier: Apache-2.0
"""The launch metadata a compile stores with its cubin (cache/FORMAT.md §2, §3, §3.1), read from
a bundle `cutile bundle` writes: per kernel the block size, the dynamic shared memory and the
hidden parameters, whose TMA recipes (ct_tma_recipe) become ptxsim.TensorMap objects the way
src/launch/tma.c encodes them from the launch's arguments."""
import glob
import os
import struct
import subprocess

import ptxsim

STATIC = 0xFFFF


def _string(b, off):
    n = struct.unpack_from("<H", b, off)[0]
    return b[off + 2:off + 2 + n].decode(), off + 3 + n


def read_entry(path):
    """The kernels of one cache entry: dicts of name, block, dyn_smem, lone_dyn_smem (the lone
    twin's, entry NAME$lone; 0: none), pairs (block pairs: clusters of two where x is even),
    nparams, params (per parameter the record's fields: kind,
    size, dtype, role, dim, rank, flags, 0, divisor, lower and upper bound, expected value) and
    hidden (kind, source, recipe)."""
    with open(path, "rb") as f:
        b = f.read()
    if b[:8] != b"CTCACHE\0":
        raise ValueError(f"{path}: not a cache entry")
    msize = struct.unpack_from("<Q", b, 32)[0]
    meta = b[56:56 + msize]
    nk = struct.unpack_from("<H", meta, 6)[0]
    _, off = _string(meta, 24)
    names = []
    for _ in range(nk):
        name, off = _string(meta, off)
        names.append(name)
    if meta[off:off + 4] != b"CTKM" or struct.unpack_from("<H", meta, off + 4)[0] != 4:
        raise ValueError(f"{path}: tail is not tile-module launch metadata of version 4")
    off += 8
    kernels = []
    for name in names:
        bx, by, bz, dyn, lone, _, _, _, flags, np_, nh = struct.unpack_from("<9I2H", meta, off)
        params = [struct.unpack_from("<8BQ3q", meta, off + 40 + 40 * k) for k in range(np_)]
        off += 40 + 40 * np_
        hidden = []
        for _ in range(nh):
            kind, rank, dtype, eb, swz, oob = meta[off:off + 6]
            size, align, source = struct.unpack_from("<3I", meta, off + 8)
            dims = [struct.unpack_from("<2HIqq", meta, off + 20 + 24 * k) for k in range(rank)]
            hidden.append({"kind": kind, "source": source, "elem_bytes": eb, "swizzle": swz,
                           "oob_nan": oob, "dims": dims})
            off += 140
        kernels.append({"name": name, "block": (bx, by, bz), "dyn_smem": dyn,
                        "lone_dyn_smem": lone, "pairs": bool(flags & 1), "nparams": np_,
                        "hidden": hidden,
                        "params": params})
    return kernels


def compile_meta(cutile, bytecode, target, tmp, env=None):
    """Launch metadata of the bytecode's kernels for target, through `cutile bundle`."""
    out = os.path.join(tmp, "bundle-" + os.path.basename(bytecode))
    subprocess.run([cutile, "bundle", "-o", out, "--gpu-name", target, bytecode], check=True,
                   env=env, stdout=subprocess.DEVNULL)
    entries = glob.glob(os.path.join(out, "*.entry"))
    if len(entries) != 1:
        raise ValueError(f"{out}: {len(entries)} entries")
    return read_entry(entries[0])


def assumption_errors(kernel, params):
    """What the launch `params` (the kernel's own parameters: addresses, shapes, strides,
    scalars) break of the facts the compiled code assumes of them (cache/FORMAT.md §3.1: a
    divisor, bounds, an expected value): the checks cuTileLaunch makes, which a simulated
    launch would otherwise skip. An empty list when none."""
    errors = []
    for i, (rec, v) in enumerate(zip(kernel["params"], params)):
        kind, flags, div, lo, hi, want = rec[0], rec[6], rec[8], rec[9], rec[10], rec[11]
        if kind not in (1, 2):
            continue
        v = int(v)
        if abs(v) % div:
            errors.append(f"parameter {i} = {v} is not a multiple of {div}")
        if flags & 2 and v < lo or flags & 4 and v > hi:
            errors.append(f"parameter {i} = {v} is outside [{lo}, {hi}]")
        if flags & 8 and v != want:
            errors.append(f"parameter {i} = {v}, the kernel expects {want}")
    return errors


def hidden_values(kernel, params):
    """The values of the hidden parameters (after the kernel's own `params`): a TensorMap per
    TMA recipe, its extents and strides taken from the parameters the recipe names."""
    out = []
    for h in kernel["hidden"]:
        if h["kind"] != 1:
            raise ValueError("only TMA hidden parameters are simulated")
        dims = [(params[sp] if sp != STATIC else shape, params[tp] if tp != STATIC else stride,
                 box) for sp, tp, box, shape, stride in h["dims"]]
        out.append(ptxsim.TensorMap(params[h["source"]], h["elem_bytes"], dims, h["swizzle"],
                                    h["oob_nan"]))
    return out
