#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Export the test kernels of test/kernels/*.py as CUDA Tile IR bytecode.

Writes, for every (kernel, variant) of EXPORTS below and every bytecode version
the installed cuda-tile package can write:

    <out>/<kernel>_<variant>.v13_<minor>.cutile

plus <out>/MANIFEST.txt (file, entry name(s), version, size, sha256) and
<out>/OPS.txt (cuda_tile ops emitted per entry, with counts).

Runs on a machine without a GPU and without `tileiras`: the bytecode version is
always given explicitly (export_kernel(..., bytecode_version="13.x")).

Usage:
    python3 test/kernels/export.py              # (re)write test/data
    python3 test/kernels/export.py --out DIR    # write somewhere else
    python3 test/kernels/export.py --check      # compare with test/data; exit 1 on drift
Exit codes: 0 ok / identical, 1 drift (with --check) or export failure,
77 cuda-tile is not installed (so a test harness can report "skipped").
"""
import argparse
import glob
import hashlib
import importlib.util
import io
import linecache
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_OUT = os.path.join(REPO, "test", "data")
SKIP_RC = 77

try:
    import cuda.tile as ct
    import cuda.tile._bytecode as _bc
    from cuda.tile.compilation import (export_kernel, KernelSignature, ArrayConstraint,
                                       ScalarConstraint, CallingConvention)
except ImportError as e:  # pragma: no cover
    print(f"export.py: cuda-tile is not installed ({e}); `pip install cuda-tile`", file=sys.stderr)
    sys.exit(SKIP_RC)

def _canonical_package_paths():
    """cuTile writes the file of every function it inlines into the debug info, cuda.tile's own
    (its _stub.py methods such as Tile.astype) among them: under the package's absolute install
    path, which would make the exports depend on where pip put cuda-tile (a system Python, a
    venv inside the checkout). Recompile those functions' code under "cuda/tile/<file>" (the
    package-relative name, its text kept in linecache for inspect) so every machine writes the
    same bytes."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(ct.__file__))))
    done = set()

    def fix_code(code):
        consts = tuple(fix_code(c) if isinstance(c, type(code)) else c for c in code.co_consts)
        name = code.co_filename
        if name.startswith(root + os.sep):
            rel = os.path.relpath(name, root).replace(os.sep, "/")
            if rel not in linecache.cache:
                with open(name, "r", encoding="utf-8") as f:
                    src = f.read()
                linecache.cache[rel] = (len(src), None, src.splitlines(True), rel)
            name = rel
        return code.replace(co_filename=name, co_consts=consts)

    def fix(obj):
        if id(obj) in done:
            return
        done.add(id(obj))
        func = getattr(obj, "__func__", obj)  # methods, static and class methods
        func = getattr(func, "__wrapped__", func)
        if hasattr(func, "__code__"):
            func.__code__ = fix_code(func.__code__)
        elif isinstance(obj, type):
            for v in list(vars(obj).values()):
                fix(v)

    for name, mod in list(sys.modules.items()):
        if name == "cuda.tile" or name.startswith("cuda.tile."):
            for v in list(vars(mod).values()):
                if getattr(v, "__module__", None) == name:
                    fix(v)


_canonical_package_paths()

# Versions to export, with the gpu_code passed to export_kernel.  Bytecode older
# than 13.3 cannot be architecture independent (cuda-tile raises
# TileUnsupportedFeatureError for gpu_code=None), so 13.1/13.2 are exported for
# sm_100 (only the keys of the entry's optimization_hints depend on it);
# 13.3+ are exported architecture independent.
VERSIONS = [("13.1", "sm_100"), ("13.2", "sm_100"), ("13.3", None), ("13.4", None)]

# Versions the package knows but cannot write through the public API.
# 13.5 exists in cuda.tile._bytecode.BytecodeVersion as "dev only": the public
# parse_bytecode_version() only accepts it when cuda.tile._cext.dev_features_enabled()
# is true, and the released extension hard-codes that to False.
UNWRITABLE = {"13.5": "dev-only in cuda-tile (dev_features_enabled() is False in release builds)"}


# --------------------------------------------------------------------------- kernels
def _load_kernel_module(stem):
    """Import test/kernels/<stem>.py under the repo-relative file name
    'test/kernels/<stem>.py'.  cuTile writes the defining file's directory and
    name into the bytecode's debug-info section, so importing by absolute path
    would make the output depend on where the repository is checked out."""
    return load_repo_module(f"test/kernels/{stem}.py", os.path.join(HERE, f"{stem}.py"),
                            f"cutile_rt_test_kernels.{stem}")


def load_repo_module(rel, path, name):
    """Import the Python file `path` as module `name`, compiled under the file name `rel`
    (its path relative to the repository root); also used by samples/*/kernels.py."""
    with open(path, "r", encoding="utf-8") as f:
        src = f.read()
    # Make inspect.getsource() find the text under the relative name
    # (mtime None: linecache.checkcache never drops it).
    linecache.cache[rel] = (len(src), None, src.splitlines(True), rel)
    spec = importlib.util.spec_from_loader(name, loader=None, origin=rel)
    mod = importlib.util.module_from_spec(spec)
    mod.__file__ = rel
    sys.modules[name] = mod
    exec(compile(src, rel, "exec"), mod.__dict__)
    return mod


def write_sample(out_dir, rel, mod, items, mangled, version="13.3"):
    """The samples' exports (samples/*/kernels.py, file `rel`): each (stem, kernel, params) or
    (stem, kernel, params, hints) of module `mod` into out_dir/<stem>.cutile at `version` (13.3,
    or 13.4 for kernels with programmatic dependent launch), architecture independent, the
    kernel's compiler hints replaced by `hints` (a dict of ct.kernel's keywords: occupancy,
    num_worker_warps, …) where given, with its entry under cuTile's mangled name when `mangled`
    (the name then tells the library which parameters form arrays) or else named <stem>; and a
    MANIFEST.txt. Returns the file names."""
    manifest = [f"# generated by {rel} with cuda-tile {ct.__version__}",
                "# file entry bytecode-version bytes sha256"]
    for stem, kernel, params, *hints in items:
        sig = KernelSignature(params, V1) if mangled else KernelSignature(params, V1, stem)
        buf = io.BytesIO()
        fn = getattr(mod, kernel)
        export_kernel(fn.replace_hints(**hints[0]) if hints else fn, [sig], buf, gpu_code=None,
                      output_format="tileir_bytecode", bytecode_version=version)
        data = buf.getvalue()
        with open(os.path.join(out_dir, stem + ".cutile"), "wb") as f:
            f.write(data)
        entry = sig.with_mangled_symbol(kernel).symbol if mangled else stem
        manifest.append(f"{stem}.cutile {entry} {version} {len(data)} "
                        f"{hashlib.sha256(data).hexdigest()}")
    with open(os.path.join(out_dir, "MANIFEST.txt"), "w") as f:
        f.write("\n".join(manifest) + "\n")
    return [stem + ".cutile" for stem, *_ in items] + ["MANIFEST.txt"]


def _check_sample(label, rel, here, export_all):
    """Exports into a temporary directory and compares with the committed files."""
    with tempfile.TemporaryDirectory(prefix=f"cutile_{label}_") as tmp:
        names = export_all(tmp)
        committed = {f for f in os.listdir(here) if f.endswith(".cutile")} | {"MANIFEST.txt"}
        bad = [f"missing  {f}" for f in names if f not in committed]
        bad += [f"extra    {f}" for f in sorted(committed - set(names))]
        for f in names:
            if f in committed:
                with open(os.path.join(tmp, f), "rb") as a, open(os.path.join(here, f), "rb") as b:
                    if a.read() != b.read():
                        bad.append(f"drifted  {f}")
    for line in bad:
        print(line)
    print(f"{label} export check: {len(bad)} problem(s) in {len(names)} files"
          + (f"; regenerate with `python3 {rel}`" if bad else ""))
    return 1 if bad else 0


def sample_main(doc, label, rel, here, export_all):
    """A sample's command line: (re)write its exports beside it, or --check them for drift."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare a fresh export with the files")
    if ap.parse_args().check:
        return _check_sample(label, rel, here, export_all)
    names = export_all(here)
    print(f"wrote {len(names)} files into {os.path.relpath(here)}")
    return 0


KERNEL_FILES = ["vector_add", "matmul", "fused_moe", "layer_norm", "transpose", "softmax",
                "control_flow", "v13_4_features", "scan_argmax", "printing",
                "persistent_fp8", "col_reduce", "int_edges", "conversions", "small_dots",
                "edge_ops", "attention", "byte_dots", "mla"]


# --------------------------------------------------------------------------- signatures
f32, f16, bf16, i32, i64 = ct.float32, ct.float16, ct.bfloat16, ct.int32, ct.int64
i8, i16, u8, u16, u32, u64 = ct.int8, ct.int16, ct.uint8, ct.uint16, ct.uint32, ct.uint64
INTS = (i8, i16, i32, i64, u8, u16, u32, u64)
V1 = CallingConvention.cutile_python_v1()
V2 = CallingConvention.cutile_python_v2()


def arr(dtype, ndim, *, index=i32, contiguous=True, shape=None, strides=None, shape_div=16,
        row_align=True):
    """An array parameter as a typical JIT launch would specialise it: 16-byte
    aligned base, non-negative strides, no aliasing, shapes divisible by 16,
    innermost stride the constant 1 (contiguous=True), other strides 16-byte
    multiples.  `shape` (v2 calling convention only) makes extents static;
    `strides` overrides stride_constant; shape_div is the extents' divisor (1: any); without
    row_align the row strides are any multiple of one element."""
    elem_bytes = {f32: 4, ct.float64: 8, f16: 2, bf16: 2, i32: 4, i64: 8, i8: 1, i16: 2, u8: 1,
                  u16: 2, u32: 4, u64: 8, ct.bool_: 1, ct.float8_e4m3fn: 1,
                  ct.float8_e5m2: 1}[dtype]
    div = max(1, 16 // elem_bytes) if row_align else 1
    if strides is None:
        strides = (None,) * (ndim - 1) + ((1,) if contiguous and ndim else (None,))
    stride_div = tuple(1 if s is not None else (div if k < ndim - 1 else 1)
                       for k, s in enumerate(strides))
    return ArrayConstraint(dtype, ndim, index_dtype=index,
                           stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False,
                           stride_constant=strides,
                           shape_constant=shape,
                           stride_divisible_by=stride_div,
                           shape_divisible_by=shape_div if shape is None else 1,
                           base_addr_divisible_by=16)


def sig(params, cconv=V1, symbol=None):
    return KernelSignature(params, cconv, symbol)


S_I32 = ScalarConstraint(i32)
S_F32 = ScalarConstraint(f32)


def _exports():
    """(kernel file, kernel function, variant, [signatures], min version).  One output
    file per entry of this list and per version >= min version; a list of several
    signatures gives a module with several entry functions."""
    E = []

    def add(mod, fn, variant, *sigs, min_version="13.1"):
        E.append((mod, fn, variant, list(sigs), min_version))

    # vector add -------------------------------------------------------------
    add("vector_add", "vec_add_1d", "f32", sig([arr(f32, 1)] * 3 + [1024]))
    add("vector_add", "vec_add_1d", "f16_i64idx", sig([arr(f16, 1, index=i64)] * 3 + [512]))
    add("vector_add", "vec_add_2d", "f32", sig([arr(f32, 2)] * 3 + [32, 32]))
    add("vector_add", "vec_add_2d", "bf16_static",   # v2: static shapes in the view types
        sig([arr(bf16, 2, shape=(256, 512))] * 3 + [64, 128], cconv=V2))
    add("vector_add", "vec_add_gather", "f32", sig([arr(f32, 1)] * 3 + [1024]))
    add("vector_add", "vec_add_indexed", "f32",
        sig([arr(f32, 1), arr(f32, 1), arr(f32, 1), arr(i32, 1), S_F32, 256]))

    # matmul -----------------------------------------------------------------
    for name, dt in (("bf16", bf16), ("f16", f16), ("f32", f32)):
        tk = 32 if dt == f32 else 64
        add("matmul", "matmul", name, sig([arr(dt, 2)] * 3 + [128, 128, tk, 8]))
    add("matmul", "matmul_cast_a", "bf16", sig([arr(f32, 2), arr(bf16, 2), arr(f32, 2), 128, 128, 64]))
    # 64x64x16: a stage of 128 16-byte copies for 256 threads (the layout gives each copy twice)
    add("matmul", "matmul", "f16_64x64x16", sig([arr(f16, 2)] * 3 + [64, 64, 16, 8]))
    # i64 indexing: the pipelined TMA loads' coordinates from 64-bit tile indices
    add("matmul", "matmul", "f16_i64idx", sig([arr(f16, 2, index=i64)] * 3 + [128, 128, 64, 8]))
    add("matmul", "bmm_unit_batch", "f16", sig([arr(f16, 3)] * 3 + [64, 64, 32]))
    # a loaded tile feeding a warpgroup dot and something else (sm_90a refused both before)
    add("matmul", "dk_reuse", "bf16", sig([arr(bf16, 2), arr(bf16, 2), arr(f32, 2), 64, 32, 64]))
    add("matmul", "mma_and_store", "f16", sig([arr(f16, 2)] * 2 + [arr(f32, 2)] * 2))
    add("matmul", "mma_t_and_store", "f16", sig([arr(f16, 2)] * 2 + [arr(f32, 2)] * 2))
    add("matmul", "k_loops", "f16", sig([arr(f16, 2)] * 2 + [arr(f32, 2), 64, 32]))
    add("matmul", "k_window", "f16", sig([arr(f16, 2)] * 2 + [arr(f32, 2), S_I32, S_I32, 64, 32]))
    add("matmul", "nt_counted", "f16", sig([arr(f16, 2)] * 2 + [arr(f32, 2), arr(i32, 1), 64]))

    # fused MoE --------------------------------------------------------------
    for mul in (False, True):
        add("fused_moe", "moe_gemm", "bf16_mulw" if mul else "bf16",
            sig([arr(bf16, 2), arr(bf16, 3), arr(bf16, 2), arr(bf16, 1),
                 arr(i32, 1), arr(i32, 1), S_I32, S_I32, mul, 64, 128, 64]))
    # silu_and_mul reads the two halves of x[M, 2N]: x's row stride is 2N
    add("fused_moe", "silu_and_mul", "bf16", sig([arr(bf16, 2), arr(bf16, 2), 1024]))
    add("fused_moe", "silu_and_mul", "f16_f32out", sig([arr(f16, 2), arr(f32, 2), 512]))

    # layer norm -------------------------------------------------------------
    add("layer_norm", "layer_norm_fwd", "bf16",
        sig([arr(bf16, 2), arr(bf16, 2), arr(bf16, 1), arr(bf16, 1), arr(f32, 1), arr(f32, 1),
             S_F32, 1024]))
    add("layer_norm", "layer_norm_fwd", "f32_static",
        sig([arr(f32, 2, shape=(None, 4096)), arr(f32, 2, shape=(None, 4096)),
             arr(f32, 1, shape=(4096,)), arr(f32, 1, shape=(4096,)), arr(f32, 1), arr(f32, 1),
             S_F32, 512], cconv=V2))

    # transpose: one module, two entries --------------------------------------
    add("transpose", "transpose", "multi",
        sig([arr(f32, 2)] * 2 + [32, 64]),
        sig([arr(f16, 2)] * 2 + [64, 64]))

    # softmax ----------------------------------------------------------------
    add("softmax", "softmax_row", "f32", sig([arr(f32, 2)] * 2 + [1024]))
    add("softmax", "softmax_row", "bf16", sig([arr(bf16, 2)] * 2 + [2048]))
    add("softmax", "softmax_online", "f16", sig([arr(f16, 2)] * 2 + [256]))

    # control flow + atomics -------------------------------------------------
    add("control_flow", "control_flow", "f32",
        sig([arr(f32, 1), arr(f32, 2), arr(i32, 1), arr(i32, 1), arr(f32, 1),
             S_I32, S_F32, 8, 256]))
    add("control_flow", "carried_alias", "f32",
        sig([arr(f32, 2), arr(f32, 2), arr(f32, 1), arr(f32, 2), S_I32, 16]))
    add("control_flow", "loop_bounds", "i32", sig([arr(i32, 1), S_I32, S_I32, S_I32]))

    # scans and index reductions ------------------------------------------------
    add("scan_argmax", "row_cumsum", "f32", sig([arr(f32, 2)] * 2 + [512]))
    add("scan_argmax", "row_cumsum", "i32", sig([arr(i32, 2)] * 2 + [256]))
    add("scan_argmax", "row_argmax", "f32", sig([arr(f32, 2), arr(i32, 1), 1024]))
    add("scan_argmax", "row_scans", "i32", sig([arr(i32, 2)] * 4 + [512]))
    add("scan_argmax", "row_flags", "i32", sig([arr(i32, 2), arr(i32, 1), arr(i32, 2), 64]))
    add("scan_argmax", "tuple_scan", "f32",
        sig([arr(f32, 2), arr(f32, 2), arr(f32, 2), arr(i32, 2), 16, 128]))
    # i8 flags, i64 values in a 4-element tile (a shared-memory copy of the i64 once started 4
    # bytes in)
    add("scan_argmax", "seg_scan", "i8_i64",
        sig([arr(i8, 1, shape_div=1), arr(i64, 1, shape_div=1), arr(i64, 1, shape_div=1), 4]))
    add("scan_argmax", "seg_scan_bool", "i32",
        sig([arr(i8, 1, shape_div=1)] + [arr(i32, 1, shape_div=1)] * 3 + [2048]))
    add("printing", "print_sum", "f32", sig([arr(f32, 1), S_I32, 128]))
    add("printing", "print_tile", "i32", sig([arr(i32, 1), 8]))
    add("persistent_fp8", "persistent_scale", "f32", sig([arr(f32, 1)] * 2 + [256]))
    add("persistent_fp8", "fp8_roundtrip", "f32", sig([arr(f32, 1)] * 3 + [256]))
    add("col_reduce", "col_sum", "f32", sig([arr(f32, 2), arr(f32, 1), 64, 32]))
    # num_tiles of an array with i64 extents: cuTile asks i32 tile counts
    add("col_reduce", "col_sum", "f32_i64idx",
        sig([arr(f32, 2, index=i64), arr(f32, 1, index=i64), 64, 32]))
    add("col_reduce", "col_max", "i32", sig([arr(i32, 2), arr(i32, 1), 128, 16]))

    # layer norm backward: dx + locked partial dW/dB, then the column sums ---------------
    add("layer_norm", "layer_norm_bwd_dx", "f16",
        sig([arr(f16, 2), arr(f16, 2), arr(f32, 2), arr(f32, 2), arr(f16, 2), arr(f16, 1),
             arr(f32, 1), arr(f32, 1), arr(i32, 1), arr(i32, 1), 32, 1024]))
    add("layer_norm", "layer_norm_bwd_dwdb", "f32",
        sig([arr(f32, 2), arr(f32, 2), arr(f32, 1), arr(f32, 1), 32, 64]))

    # integer edge cases: one module, an entry per integer dtype ------------------------
    add("int_edges", "int_ops", "multi",
        *[sig([arr(d, 1)] * 3 + [arr(d, 2), d in (i8, i16, i32, i64), 256]) for d in INTS])

    # conversions: ftoi/itof per dtype (one module), fp8 and f16/bf16 bits ----------------
    add("conversions", "convert", "ftoi", *[sig([arr(f32, 1), arr(d, 1), 256]) for d in INTS])
    add("conversions", "convert", "itof",
        *[sig([arr(d, 1), arr(f32, 1), 256]) for d in INTS],
        *[sig([arr(d, 1), arr(f16, 1), 256]) for d in (i32, u32, i64, u64)])
    add("conversions", "widen16", "bits", sig([arr(i16, 1), arr(i16, 1), arr(f32, 1),
                                                arr(f32, 1), 256]))
    add("conversions", "f8_widen", "bits", sig([arr(i8, 1), arr(f32, 1), arr(f32, 1), 256]))
    add("conversions", "f8_bits", "rn", sig([arr(f32, 1), arr(i8, 1), arr(i8, 1), arr(i8, 1),
                                              arr(f32, 1), arr(f32, 1), 256]))
    add("conversions", "ftof_rounding", "all",
        sig([arr(f32, 1), arr(f16, 1), arr(bf16, 1), arr(i16, 2), 256]), min_version="13.4")

    # products below the tensor cores: the FMA engine (batched f32; f16/bf16 converted) ------
    add("small_dots", "small_bmm", "f32",
        sig([arr(f32, 3, shape_div=1, row_align=False), arr(f32, 2, shape_div=1),
             arr(f32, 3, shape_div=1, row_align=False), 4, 2, 4, 2]))
    add("small_dots", "small_bmm", "f32_16",
        sig([arr(f32, 3, shape_div=1), arr(f32, 2, shape_div=1), arr(f32, 3, shape_div=1),
             2, 16, 8, 16]))
    for name, dt, acc, t in (("f16", f16, f32, 8), ("bf16", bf16, f32, 8),
                             ("f16_f16acc", f16, f16, 8), ("e4m3_f16acc", ct.float8_e4m3fn, f16, 16),
                             ("i8", i8, i32, 8)):
        ra = dt != i8  # 8 one-byte columns: 8-byte rows
        add("small_dots", "tiny_mma", name,
            sig([arr(dt, 2, shape_div=1, row_align=ra), arr(dt, 2, shape_div=1, row_align=ra),
                 arr(acc, 2, shape_div=1), t]))
    # past the FMA engine's registers: its SIMT form (K chunks through shared memory)
    add("small_dots", "f32_gemm", "f32", sig([arr(f32, 2, shape_div=1)] * 3 + [64, 64, 64]))
    add("small_dots", "f32_gemm", "f64", sig([arr(ct.float64, 2, shape_div=1)] * 3 + [64, 64, 32]))
    add("small_dots", "small_bmm", "f32_8x64",
        sig([arr(f32, 3, shape_div=1), arr(f32, 2, shape_div=1), arr(f32, 3, shape_div=1),
             8, 64, 64, 64]))

    # lowering corner cases: unmasked padding, bool slices/compares/abs, 64 KiB staging --------
    add("edge_ops", "raw_copy", "f32", sig([arr(f32, 1, shape_div=1)] * 2 + [256]))
    b8 = ct.bool_
    add("edge_ops", "bool_ops", "b8",
        sig([arr(b8, 1, shape_div=1)] * 4 + [arr(ct.int8, 1, shape_div=1), S_I32, 64]))
    add("edge_ops", "big_extract", "f32", sig([arr(f32, 2)] * 2 + [128]))
    for name, dt in (("e5m2", ct.float8_e5m2), ("e4m3", ct.float8_e4m3fn)):
        add("edge_ops", "row_max_f8", name,
            sig([arr(dt, 2, shape_div=1, row_align=False), arr(f32, 2, shape_div=1), 16]))
    add("edge_ops", "row_sum_u8", "u8", sig([arr(u8, 2), arr(i32, 1), 64]))
    add("edge_ops", "max3d", "f32", sig([arr(f32, 3)] * 2 + [16, 16, 256]))
    add("edge_ops", "powi", "f32", sig([arr(f32, 1), arr(i32, 1), arr(f32, 1), 256]),
        min_version="13.4")  # before 13.4 cuTile rounds the exponent to f32 itself (itof, pow)
    # check_bounds=False (13.4): the vector width is then the layout's and the step's alone
    add("edge_ops", "strided_cols", "f32", sig([arr(f32, 2, shape_div=1)] * 2 + [4]),
        min_version="13.4")
    add("edge_ops", "pair_cols", "f32",
        sig([arr(f32, 2, shape_div=1), arr(f32, 1, shape_div=1), 4]), min_version="13.4")
    add("edge_ops", "halo_sum", "f32", sig([arr(f32, 2, shape_div=1)] * 2 + [4, 16]),
        min_version="13.3")  # load_advanced_indexing

    # attention: pipelined loops with resident and staged dot operands ----------
    add("attention", "attention", "f16_d64", sig([arr(f16, 3)] * 4 + [S_F32, 64, 128, 64]))
    add("attention", "attention", "bf16_d128", sig([arr(bf16, 3)] * 4 + [S_F32, 128, 64, 64]))
    add("attention", "attention", "f16_d64_m256", sig([arr(f16, 3)] * 4 + [S_F32, 64, 256, 64]))
    # a decode step of a query group: 8 and 2 query rows, dots of fewer rows than a tensor-core
    # instruction's 16 (lower/lower_dots.c dot_of_few_rows)
    add("attention", "attention", "f16_d64_m8", sig([arr(f16, 3)] * 4 + [S_F32, 64, 8, 64]))
    add("attention", "attention", "bf16_d128_m2", sig([arr(bf16, 3)] * 4 + [S_F32, 128, 2, 64]))
    add("attention", "divide", "f32",
        sig([arr(f32, 1), arr(f32, 1), arr(f32, 2), arr(f16, 2), arr(f16, 2), arr(f32, 2), 1024]))
    add("attention", "scaled_dot", "bf16",
        sig([arr(bf16, 2), arr(bf16, 2), arr(f32, 2), S_F32, 128, 64, 128]))

    # GEMMs on 1-byte elements, one per way a pipelined loop feeds a dot operand ----------
    f8 = ct.float8_e4m3fn
    for name, dt, acc in (("e4m3", f8, f32), ("e5m2", ct.float8_e5m2, f32), ("i8", i8, i32)):
        add("byte_dots", "mm_bytes", name, sig([arr(dt, 2), arr(dt, 2), arr(acc, 2), 128, 128, 128]))
        add("byte_dots", "mm_bytes_nt", name,
            sig([arr(dt, 2), arr(dt, 2), arr(acc, 2), 128, 128, 128]))
        add("byte_dots", "mm_bytes_gather", name,
            sig([arr(dt, 2), arr(dt, 2), arr(acc, 2), arr(i32, 1, shape_div=1), S_I32, 64, 128, 128]))
    add("byte_dots", "mm_bytes_cast_a", "e4m3", sig([arr(f32, 2), arr(f8, 2), arr(f32, 2), 64, 128, 64]))
    add("byte_dots", "mm_bytes_scaled", "e4m3",
        sig([arr(f8, 2), arr(f8, 2), arr(bf16, 2), arr(f32, 2, shape_div=1, row_align=False),
             arr(f32, 2, shape_div=1, row_align=False), 128, 128, 128]))
    add("byte_dots", "bmm_bytes_tn", "e4m3", sig([arr(f8, 3), arr(f8, 3), arr(f32, 3), 128, 128, 64]))
    # 64-bit extents: the grid order's L2 test reads them without a widening (ptx_index.c)
    add("byte_dots", "mm_bytes_nt", "e4m3_i64idx",
        sig([arr(f8, 2, index=i64), arr(f8, 2, index=i64), arr(f32, 2, index=i64), 128, 128, 128]))
    add("byte_dots", "mm_bytes_nt_fast", "e4m3",
        sig([arr(f8, 2), arr(f8, 2), arr(f32, 2), 128, 128, 128]), min_version="13.3")
    # a 128x256 tile: two warpgroups of 64x256 accumulators beside the promotion's temporaries
    add("byte_dots", "mm_bytes_nt", "e4m3_n256",
        sig([arr(f8, 2), arr(f8, 2), arr(f32, 2), 128, 256, 128]))
    add("byte_dots", "mm_bytes_nt_fast", "e4m3_n256",
        sig([arr(f8, 2), arr(f8, 2), arr(f32, 2), 128, 256, 128]), min_version="13.3")

    # sparse MLA decode: gathered cache rows, a 512-wide value tile --------------------------
    for name, dt, th, tn in (("f16", f16, 16, 128), ("bf16", bf16, 32, 64)):
        add("mla", "sparse_mla", name,
            sig([arr(dt, 3), arr(dt, 2), arr(i32, 2), arr(dt, 3), S_F32, th, tn, 512, 64]))
    add("mla", "gathered_pair", "f16", sig([arr(f16, 2)] * 3 + [arr(i32, 2), arr(f16, 2), 64, 64, 16]))

    # 13.4-only features (gdc_*, insert, fpowi, inbounds=true) ----------------
    add("v13_4_features", "pdl_insert_inbounds", "f32",
        sig([arr(f32, 1), arr(f32, 1), S_F32, 1024]), min_version="13.4")
    return E


# --------------------------------------------------------------------------- op census
# A debug hook: wrap every cuda.tile._bytecode.encode_<Name>Op so that we can
# record which cuda_tile ops each entry emits (ops inside regions counted once).
# It does not change the emitted bytes.
_IRREGULAR = {
    "AtomicCASTko": "atomic_cas_tko", "AtomicRMWTko": "atomic_rmw_tko", "FToF": "ftof",
    "FToI": "ftoi", "IToF": "itof", "XOrI": "xori", "ShLI": "shli", "ShRI": "shri",
    "CosH": "cosh", "SinH": "sinh", "TanH": "tanh", "FPowF": "fpowf", "FPowI": "fpowi",
    "MmaF": "mmaf", "MmaI": "mmai", "MmaFScaled": "mmaf_scaled", "MulhiI": "mulhii",
}


def _mnemonic(cls):
    import re
    base = cls[:-2] if cls.endswith("Op") else cls
    if base in _IRREGULAR:
        return _IRREGULAR[base]
    if re.fullmatch(r"[A-Z][a-z0-9]+[FI]?", base):
        return base.lower()
    return re.sub(r"(?<!^)(?=[A-Z])", "_", base).lower()


class _OpCensus:
    def __init__(self):
        self.counts = None
        for attr in dir(_bc):
            if attr.startswith("encode_") and attr.endswith("Op"):
                fn = getattr(_bc, attr)
                setattr(_bc, attr, self._wrap(fn, _mnemonic(attr[len("encode_"):])))

    def _wrap(self, fn, name):
        def wrapper(*args, **kwargs):
            if self.counts is not None:
                self.counts[name] += 1
            return fn(*args, **kwargs)
        wrapper.__wrapped__ = fn
        return wrapper


# --------------------------------------------------------------------------- export
def _vkey(v):
    return tuple(int(x) for x in v.split("."))


def export_all(out_dir, log=print):
    os.makedirs(out_dir, exist_ok=True)
    mods = {m: _load_kernel_module(m) for m in KERNEL_FILES}
    census = _OpCensus()
    manifest, ops_lines, failures = [], [], []
    written = []
    for ver, gpu in VERSIONS:
        for mod, fn, variant, sigs, min_version in _exports():
            if _vkey(ver) < _vkey(min_version):
                continue
            kernel = getattr(mods[mod], fn)
            fname = f"{fn}_{variant}.v13_{ver.split('.')[1]}.cutile"
            buf = io.BytesIO()
            census.counts = Counter()
            try:
                export_kernel(kernel, sigs, buf, gpu_code=gpu,
                              output_format="tileir_bytecode", bytecode_version=ver)
            except Exception as e:  # keep going; report at the end
                failures.append(f"{fname}: {type(e).__name__}: {e}")
                continue
            finally:
                counts, census.counts = census.counts, None
            data = buf.getvalue()
            with open(os.path.join(out_dir, fname), "wb") as f:
                f.write(data)
            written.append(fname)
            entries = [s.with_mangled_symbol(fn).symbol if s.symbol is None else s.symbol
                       for s in sigs]
            manifest.append(f"{fname} {','.join(entries)} {ver} {len(data)} "
                            f"{hashlib.sha256(data).hexdigest()}")
            ops = " ".join(f"{k}x{v}" for k, v in sorted(counts.items()))
            ops_lines.append(f"{fname} ops={sum(counts.values())} distinct={len(counts)}: {ops}")

    header = [f"# generated by test/kernels/export.py with cuda-tile {ct.__version__}",
              "# bytecode versions written: " + ", ".join(v for v, _ in VERSIONS),
              "# not writable: " + "; ".join(f"{v} ({why})" for v, why in UNWRITABLE.items()),
              "# only at newer versions: " + "; ".join(
                  f"{fn}_{var} >= {mv}" for _, fn, var, _, mv in _exports() if mv != "13.1")]
    with open(os.path.join(out_dir, "MANIFEST.txt"), "w") as f:
        f.write("\n".join(header + ["# file entry[,entry...] version bytes sha256"]
                          + manifest) + "\n")
    with open(os.path.join(out_dir, "OPS.txt"), "w") as f:
        f.write("\n".join(header[:1] + [
            "# cuda_tile ops emitted per file (all entries together; ops inside regions"
            " counted once; module/entry structure not counted)"] + ops_lines) + "\n")
    for stale in sorted(set(_list_outputs(out_dir)) - set(written) - {"MANIFEST.txt", "OPS.txt"}):
        os.remove(os.path.join(out_dir, stale))
        log(f"removed stale {stale}")
    for v, why in UNWRITABLE.items():
        log(f"note: bytecode {v} not exported: {why}")
    log(f"exported {len(written)} files into {out_dir}")
    return written + ["MANIFEST.txt", "OPS.txt"], failures


# --------------------------------------------------------------------------- NVIDIA tools
def _find_tool(name, tools_dir):
    """tileiras / tileirdisasm: --tools DIR, else $PATH, else the nvidia-cuda-tileiras
    pip package (nvidia/cu13/bin).  Returns (path, env) or (None, None)."""
    cands = []
    if tools_dir:
        cands.append(os.path.join(tools_dir, name))
    if shutil.which(name):
        cands.append(shutil.which(name))
    try:
        import nvidia.cu13 as cu13  # from nvidia-cuda-tileiras
        cands.append(os.path.join(cu13.__path__[0], "bin", name))
    except ImportError:
        pass
    for c in cands:
        if os.path.isfile(c) and os.access(c, os.X_OK):
            env = dict(os.environ)
            lib = os.path.normpath(os.path.join(os.path.dirname(c), "..", "lib"))
            env["LD_LIBRARY_PATH"] = lib + os.pathsep + env.get("LD_LIBRARY_PATH", "")
            env.pop("CUDA_HOME", None)  # like cuda-tile: do not mix toolkits
            env.pop("CUDA_PATH", None)
            return c, env
    return None, None


def verify(out_dir, files, tools_dir, archs):
    """Compile every file with NVIDIA's tileiras (needs nvidia-nvvm and ptxas of the
    same release next to it).  Returns the number of failures."""
    tool, env = _find_tool("tileiras", tools_dir)
    if tool is None:
        print("verify: tileiras not found (pip install nvidia-cuda-tileiras nvidia-nvvm"
              " nvidia-cuda-nvcc, same major.minor); skipped")
        return 0
    bad = 0
    with tempfile.TemporaryDirectory(prefix="cutile_verify_") as tmp:
        for f in files:
            for arch in archs:
                r = subprocess.run([tool, f"--gpu-name={arch}", os.path.join(out_dir, f),
                                    "-o", os.path.join(tmp, "k.cubin")],
                                   env=env, capture_output=True, text=True)
                if r.returncode != 0:
                    bad += 1
                    print(f"verify: FAILED {f} {arch}: {(r.stderr or r.stdout).strip()[:500]}")
    print(f"verify: {len(files) * len(archs) - bad}/{len(files) * len(archs)} compiled with"
          f" {tool} ({', '.join(archs)})")
    return bad


def disasm(out_dir, files, tools_dir):
    """Write <out>/disasm/<file>.mlir with NVIDIA's tileirdisasm (reference text)."""
    tool, env = _find_tool("tileirdisasm", tools_dir)
    if tool is None:
        print("disasm: tileirdisasm not found (pip install nvidia-cuda-tileiras); skipped")
        return 0
    ddir = os.path.join(out_dir, "disasm")
    os.makedirs(ddir, exist_ok=True)
    for old in glob.glob(os.path.join(ddir, "*.mlir")):
        os.remove(old)
    bad = 0
    for f in files:
        r = subprocess.run([tool, os.path.join(out_dir, f)], env=env, capture_output=True,
                           text=True)
        if r.returncode != 0:
            bad += 1
            print(f"disasm: FAILED {f}: {r.stderr.strip()[:500]}")
            continue
        with open(os.path.join(ddir, f[:-len(".cutile")] + ".mlir"), "w") as o:
            o.write(r.stdout)
    print(f"disasm: {len(files) - bad} files disassembled into {ddir} with {tool}")
    return bad


def _list_outputs(d):
    return sorted(f for f in os.listdir(d)
                  if f.endswith(".cutile") or f in ("MANIFEST.txt", "OPS.txt"))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=DEFAULT_OUT, help="output directory (default test/data)")
    ap.add_argument("--check", action="store_true",
                    help="export into a temporary directory and compare byte-for-byte with"
                         " --out; exit 1 if anything drifted, is missing or is extra")
    ap.add_argument("--verify", action="store_true",
                    help="also compile every file with NVIDIA's tileiras (if found)")
    ap.add_argument("--arch", action="append",
                    help="GPU(s) for --verify (default sm_100; repeatable)")
    ap.add_argument("--disasm", action="store_true",
                    help="also write OUT/disasm/*.mlir with NVIDIA's tileirdisasm (if found)")
    ap.add_argument("--tools", metavar="DIR",
                    help="directory holding tileiras/tileirdisasm (default: $PATH, then the"
                         " nvidia-cuda-tileiras pip package)")
    args = ap.parse_args(argv)

    if not args.check:
        written, failures = export_all(args.out)
        for f in failures:
            print(f"FAILED {f}", file=sys.stderr)
        cutiles = [f for f in written if f.endswith(".cutile")]
        bad = len(failures)
        if args.disasm:
            bad += disasm(args.out, cutiles, args.tools)
        if args.verify:
            bad += verify(args.out, cutiles, args.tools, args.arch or ["sm_100"])
        return 1 if bad else 0

    with tempfile.TemporaryDirectory(prefix="cutile_export_") as tmp:
        _, failures = export_all(tmp, log=lambda *a: None)
        fresh = set(_list_outputs(tmp))
        committed = set(_list_outputs(args.out)) if os.path.isdir(args.out) else set()
        bad = []
        for f in sorted(fresh - committed):
            bad.append(f"missing  {f} (exported now, not in {args.out})")
        for f in sorted(committed - fresh):
            bad.append(f"extra    {f} (in {args.out}, not exported now)")
        for f in sorted(fresh & committed):
            with open(os.path.join(tmp, f), "rb") as a, open(os.path.join(args.out, f), "rb") as b:
                if a.read() != b.read():
                    bad.append(f"drifted  {f}")
        for f in failures:
            bad.append(f"failed   {f}")
        for line in bad:
            print(line)
        for v, why in UNWRITABLE.items():
            print(f"note: bytecode {v} not exported: {why}")
        if bad:
            print(f"export check: {len(bad)} problem(s); regenerate with"
                  f" `python3 test/kernels/export.py` (cuda-tile {ct.__version__})")
            return 1
        print(f"export check: {len(fresh)} files identical (cuda-tile {ct.__version__})")
        return 0


if __name__ == "__main__":
    sys.exit(main())
