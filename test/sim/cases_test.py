#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Rows of test/gpu/compiled_kernels.c's table of GPU tests run on the CPU by ptxsim.py.

For each case below, `gpu_compiled_kernels --sim-io LABEL DIR` writes the case's inputs (the
same seeded generators as on the GPU) and its launch (module, entry, grid, arguments); this
script compiles the module's PTX for sm_80 with the CLI, runs every CTA of the grid in the
simulator (array arguments as address, shape, strides; raw text-form kernels as bare
pointers), checks that nothing was written past an output, and writes the outputs back; then
`gpu_compiled_kernels --sim-check LABEL DIR` compares them with the case's reference exactly as
the GPU run does. So the table's grids, shapes, argument orders and references are checked
without a GPU. Run without labels, it first checks every row's launch (simulated or not)
against the facts its kernel assumes of its arguments (divisors, bounds, expected values: what
cuTileLaunch checks), which the simulator would not notice.

    python3 test/sim/cases_test.py CUTILE_BINARY GPU_COMPILED_KERNELS_BINARY [LABEL...]
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import kmeta  # noqa: E402
import ptxsim  # noqa: E402

# The rows the simulator can run (about 85 s in all, a fifth of it the four rows that call the CUDA
# math library's expf and powf; atomic_red_view, red.add of f32 and f16 and red.max of s32 from
# every CTA, bool_ops and maxmin_nan_f64 take under a second). Left out for their time
# (together longer than all the rows here): silu_and_mul_bf16 and softmax_row_bf16, the kernels of
# silu_and_mul_f16_f32out and softmax_row_f32 on other types; they pass when named on the
# command line. (The layer norms' d ** 2.0 took a powf call per element until ptx_math.c's
# small_powi made it one multiply: about two seconds each now.) mma.sync (matmul f16) needs
# numpy: without it that case says so and is left out.
CASES = [
    "vec_add_1d f32", "vec_add_1d f16 i64 index", "vec_add_2d f32", "vec_add_2d bf16 static",
    "vec_add_gather f32", "vec_add_indexed f32", "transpose f32 32x64", "transpose f16 64x64",
    "silu_and_mul_f16_f32out", "softmax_row_f32", "softmax_online_f16",
    "pdl_insert (extract/insert)",
    "layout conversion (smem)", "layout conversion (two passes)", "row_cumsum_f32",
    "row_cumsum_i32", "row_scans i32 (rev/max/order)",
    "row_flags i32 (bool reduce/scan)", "tuple_scan (sum, max, argmax)",
    "row_argmax f32 (NaNs, ties)", "persistent_scale f32", "fp8 roundtrip e4m3/e5m2",
    "col_sum f32 (dim 0, loop)", "col_sum f32 i64 index", "col_max i32 (dim 0)",
    "strided view (step 6, -inf)",
    "acquire/release/relaxed copy", "atomic_red_view (f32/i32/f16)", "gather/scatter view rows",
    "gather view -inf padding", "group max/sum (reshaped reduce)", "cat (smem)", "raw_copy f32",
    "bool_ops (slice, cmpi, absi)", "big_extract f32 128x128",
    "row_max f8 e5m2 (-inf padding)", "row_max f8 e4m3 (-inf padding)",
    "row_sum u8 (masked byte vectors)", "max3d f32 axis 1 (64 KiB staging)",
    "powi f32 (exponents past 2^24)", "small_bmm_f32",
    "small_bmm_f32_16", "f32_gemm 64x64x64 (SIMT)", "f32_gemm f64 64x64x32 (SIMT)",
    "small_bmm f32 8x64x64x64 (SIMT)",
    "maxmin_nan_f64 (propagate_nan)", "tiny_mma_f16", "tiny_mma_bf16", "tiny_mma_f16_f16acc",
    "tiny_mma_e4m3_f16acc", "tiny_mma_i8",
    "splat cat, ftoi i1, iota", "tf32 conversions (bits)", "div/rem i64 (32-bit bypass)",
    "pack f16 -> i8, unpack -> f32",
    "pack/unpack i4 and f4E2M1FN", "f8E8M0FNU / f4E2M1FN widen",
    "f8E8M0FNU / f4E2M1FN narrow", "f16/bf16 -> f32 (all bits)",
    "f8 widen", "f8 e4m3/e5m2 bits + widen", "matmul f16 208x336x176",
    "dense constants (every dtype)", "seg_scan i8/i64 (operands of two sizes)",
    "seg_scan_bool i32 (bool flags, both directions)", "carried_alias f32 (reshape, transpose)",
    "loop_bounds i32 (step 2^31 - 1)",
    "strided_cols f32 (TM x 1 tiles, step 2)", "pair_cols f32 (TM x 2 tiles, step 4)",
    "halo_sum f32 (Slice start -1)", "alloca shared", "alloca global",
    "layer_norm_fwd_f32_static", "layer_norm_fwd_bf16",
]
GUARD = 256


META = {}  # module -> its kernels' launch metadata: compiled once for the launch checks and runs


def compile_case(cutile, module, raw, tmp, ptx_too=True):
    """The module's PTX for sm_80 (ptx_too, else None) and its kernels' launch metadata
    (kmeta.py), in the module's order."""
    src = os.path.join(ROOT, module)
    if raw:
        bc = os.path.join(tmp, "k.cutile")
        subprocess.run([cutile, "asm", src, "-o", bc], check=True)
        src = bc
    ptx = None
    if ptx_too:
        out = os.path.join(tmp, "k.ptx")
        subprocess.run([cutile, "compile", "--gpu-name", "sm_80", "--emit", "ptx", "--no-cache",
                        src, "-o", out], check=True)
        with open(out) as f:
            ptx = f.read()
    if module not in META:
        META[module] = kmeta.compile_meta(cutile, src, "sm_80", tmp)
    return ptx, META[module]


def launch_of(cutile, runner, label, tmp, ptx_too=True):
    """The row's launch in simulated memory: the module's PTX (ptx_too) and the kernel's launch
    metadata, the entry, the grid, the parameters, the outputs (index, address, bytes)."""
    subprocess.run([runner, "--sim-io", label, tmp], check=True)
    with open(os.path.join(tmp, "case.txt")) as f:
        lines = [ln.split() for ln in f]
    module, entry, raw = lines[0][1], int(lines[0][2]), lines[0][3] == "1"
    grid = tuple(int(v) for v in lines[1][1:])
    ptx, meta = compile_case(cutile, module, raw, tmp, ptx_too)
    mem = ptxsim.Memory()
    params, outs = [], []
    for i, words in enumerate(lines[2:]):
        if words[0] != "array":
            params.append(float(words[1]) if words[0] == "f64" else int(float(words[1])))
            continue
        rank, shape = int(words[1]), [int(v) for v in words[3:]]
        with open(os.path.join(tmp, f"arg{i}.bin"), "rb") as f:
            data = f.read()
        p = mem.buffer(data + b"\xff" * GUARD)
        if words[2] == "out":
            outs.append((i, p, len(data)))
        strides = [1] * rank
        for d in range(rank - 2, -1, -1):
            strides[d] = strides[d + 1] * shape[d + 1]
        params += [p] if raw else [p, *shape, *strides]
    return ptx, meta[entry], grid, mem, params, outs


def launch_errors(cutile, runner, label, tmp):
    """What the row's launch breaks of its kernel's assumptions (kmeta.assumption_errors: what
    cuTileLaunch refuses on the GPU), without simulating it."""
    _, kernel, _, _, params, _ = launch_of(cutile, runner, label, tmp, ptx_too=False)
    return kmeta.assumption_errors(kernel, params)


def run_case(cutile, runner, label, tmp):
    ptx, kernel, grid, mem, params, outs = launch_of(cutile, runner, label, tmp)
    if "_tmap_" in ptx:
        raise ptxsim.SimError("takes tensor maps: not a case for this script")
    broken = kmeta.assumption_errors(kernel, params)
    if broken:
        print(f"{label}: the launch breaks the kernel's assumptions: " + "; ".join(broken))
        return False
    prog = ptxsim.Prog(ptx, kernel["name"])
    for z in range(grid[2]):
        for y in range(grid[1]):
            for x in range(grid[0]):
                mem.shared[:] = b"\xff" * len(mem.shared)
                ptxsim.run(prog, params, (x, y, z), mem, nctaid=grid, seed=x + 7 * y)
    escaped = 0
    for i, p, n in outs:
        b = mem.bytes_of(p)
        escaped += sum(v != 0xFF for v in b[n:n + GUARD])
        with open(os.path.join(tmp, f"arg{i}.out"), "wb") as f:
            f.write(b[:n])
    if escaped:
        print(f"{label}: {escaped} guard bytes written past the outputs")
    r = subprocess.run([runner, "--sim-check", label, tmp])
    return r.returncode == 0 and escaped == 0


def check_launches(cutile, runner):
    """Every row of the table, simulated here or not: the launch must keep its kernel's
    assumptions (a row that breaks them passes in the simulator and is refused on the GPU).
    The number of rows that break them."""
    rows = subprocess.run([runner, "--list"], check=True, capture_output=True,
                          text=True).stdout.splitlines()
    bad = 0
    for label in rows:
        with tempfile.TemporaryDirectory() as tmp:
            broken = launch_errors(cutile, runner, label, tmp)
        if broken:
            print(f"{label}: the launch breaks the kernel's assumptions: " + "; ".join(broken))
            bad += 1
    print(f"{len(rows)} rows' launches checked against their kernels' assumptions, "
          f"{bad} break them")
    return bad


def main():
    cutile = sys.argv[1] if len(sys.argv) > 1 else "build/bin/cutile"
    runner = sys.argv[2] if len(sys.argv) > 2 else "build/bin/gpu_compiled_kernels"
    labels = sys.argv[3:] or CASES
    failed = 0
    if not sys.argv[3:]:
        failed += check_launches(cutile, runner)
    for label in labels:
        with tempfile.TemporaryDirectory() as tmp:
            try:
                ok = run_case(cutile, runner, label, tmp)
            except (ptxsim.SimError, KeyError) as e:
                print(f"{label}: simulator: {type(e).__name__} {e}")
                ok = False
            except ModuleNotFoundError as e:
                print(f"{label}: skipped: the simulator needs {e.name} for it")
                ok = True
        failed += not ok
    print(f"{len(labels)} cases simulated, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
