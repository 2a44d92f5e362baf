#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The matmul sample: C = A @ B and a batched C[b] = A[b] @ B[b], in cuTile Python, exported as
CUDA Tile IR bytecode (the .cutile files beside this file) for main.c, the GPU tests
(test/gpu/mma_kernels.c) and the benchmark (bench/matmul.c). No GPU is needed to export:

    python3 samples/matmul/kernels.py            # (re)write samples/matmul/*.cutile + MANIFEST.txt
    python3 samples/matmul/kernels.py --check    # drift check (ctest samples.matmul_export_drift)

Kernels (the tile sizes are ct.Constant parameters, so one source gives several configurations):

matmul  one tile block computes a TILE_M x TILE_N tile of C, looping over K in TILE_K steps with
        an f32 accumulator. The 1-D grid is ordered in groups of GROUP_M tile rows (the blocks
        running together share rows of A and columns of B in L2). f32 inputs are rounded to
        tf32, the tensor cores' f32 input type; f16, bf16 and fp8 go to ct.mma as they are.
        Loads pad with zeros, stores skip what lies outside C: M, N, K need not be multiples of
        the tiles. Grid: (cdiv(M, TILE_M) * cdiv(N, TILE_N), 1, 1).
bmm     the same per batch: A[Bt, M, K], B[Bt, K, N], C[Bt, M, N]; grid axis 1 is the batch.

Files: <kernel>_<dtype>_<TMxTNxTK>[_any].cutile, entry name = the file's stem. <dtype> is the
input type (C is the same, except bf16 for fp8 inputs and f32 for tf32). Plain files assume
what a typical launch gives (shapes multiples of 16, rows 16-byte aligned); `_any` files assume
only a 16-byte aligned base and unit column stride, for ragged odd shapes. Bytecode 13.3,
architecture independent, cuda-tile 1.7.0 (MANIFEST.txt records the version that wrote them).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
REL = "samples/matmul/kernels.py"

try:
    import cuda.tile as ct
except ImportError as e:  # pragma: no cover
    print(f"{REL}: cuda-tile is not installed ({e}); `pip install cuda-tile`", file=sys.stderr)
    sys.exit(77)  # ctest: skipped


@ct.function
def grouped_tile(pid, num_m, num_n, GROUP_M: ct.Constant[int]):
    """(row tile, column tile) of linear block `pid` when GROUP_M row tiles sweep the columns
    together: consecutive blocks walk down a group's rows first, then move one column."""
    per_group = GROUP_M * num_n
    first_m = (pid // per_group) * GROUP_M
    rows = min(num_m - first_m, GROUP_M)
    return first_m + (pid % per_group) % rows, (pid % per_group) // rows


@ct.kernel
def matmul(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
           TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    bm, bn = grouped_tile(ct.bid(0), ct.num_tiles(C, axis=0, shape=(TILE_M, TILE_N)),
                          ct.num_tiles(C, axis=1, shape=(TILE_M, TILE_N)), GROUP_M)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        if A.dtype == ct.float32:
            a = a.astype(ct.tfloat32)
            b = b.astype(ct.tfloat32)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))


@ct.kernel
def bmm(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
        TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    batch = ct.bid(1)
    bm, bn = grouped_tile(ct.bid(0), ct.num_tiles(C, axis=1, shape=(1, TILE_M, TILE_N)),
                          ct.num_tiles(C, axis=2, shape=(1, TILE_M, TILE_N)), GROUP_M)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=2, shape=(1, TILE_M, TILE_K))):
        a = ct.load(A, index=(batch, bm, k), shape=(1, TILE_M, TILE_K),
                    padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(batch, k, bn), shape=(1, TILE_K, TILE_N),
                    padding_mode=ct.PaddingMode.ZERO)
        a = ct.reshape(a, (TILE_M, TILE_K))
        b = ct.reshape(b, (TILE_K, TILE_N))
        if A.dtype == ct.float32:
            a = a.astype(ct.tfloat32)
            b = b.astype(ct.tfloat32)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(batch, bm, bn), tile=ct.reshape(acc.astype(C.dtype), (1, TILE_M, TILE_N)))


# the same kernel with the entry hint occupancy=1 (OCCUPANCY_1 below)
matmul_occupancy1 = matmul.replace_hints(occupancy=1)


@ct.kernel
def matmul_splitk(A, B, W, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                  TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    """Split-K: W[s] = A[:, Ks] @ B[Ks, :] in f32, where Ks is the s-th of num_blocks(1) equal
    runs of K's tiles (s = bid(1)); splitk_sum adds the splits into C. For grids too small to
    fill the GPU (skinny M), the splits multiply the blocks streaming B."""
    bm, bn = grouped_tile(ct.bid(0), ct.num_tiles(W, axis=1, shape=(1, TILE_M, TILE_N)),
                          ct.num_tiles(W, axis=2, shape=(1, TILE_M, TILE_N)), GROUP_M)
    nk = ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))
    per = ct.cdiv(nk, ct.num_blocks(1))
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.bid(1) * per, min(nk, (ct.bid(1) + 1) * per)):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(W, index=(ct.bid(1), bm, bn), tile=ct.reshape(acc, (1, TILE_M, TILE_N)))


@ct.kernel
def splitk_sum(W, C, SPLITS: ct.Constant[int], TILE_M: ct.Constant[int],
               TILE_N: ct.Constant[int]):
    """C = sum over s of W[s] (f32), in C's type; grid (cdiv(M, TILE_M), cdiv(N, TILE_N), 1).
    SPLITS partials at a time in one load (zeros past the last), so up to SPLITS splits cost
    one memory round trip, not one per split."""
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for g in range(ct.cdiv(W.shape[0], SPLITS)):
        w = ct.load(W, index=(g, ct.bid(0), ct.bid(1)), shape=(SPLITS, TILE_M, TILE_N),
                    padding_mode=ct.PaddingMode.ZERO)
        acc = acc + ct.sum(w, axis=0)
    ct.store(C, index=(ct.bid(0), ct.bid(1)), tile=acc.astype(C.dtype))


matmul_splitk_occupancy1 = matmul_splitk.replace_hints(occupancy=1)


@ct.kernel
def matmul_swap(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                TILE_K: ct.Constant[int]):
    """For skinny M: the TILE_M x TILE_N tile of C as the transpose of Bᵀ·Aᵀ, so that the
    tensor cores' 64-row side runs along N and a few rows of A (TILE_M = 16) fill their narrow
    side; the stages then hold no padding rows of A, and more of them fit. Grid:
    (cdiv(N, TILE_N), cdiv(M, TILE_M), 1)."""
    bn, bm = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_N, TILE_M), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ct.transpose(b), ct.transpose(a), acc)
    ct.store(C, index=(bm, bn), tile=ct.transpose(acc).astype(C.dtype))


matmul_swap_occupancy1 = matmul_swap.replace_hints(occupancy=1)


# ------------------------------------------------------------------------------- exports
DTYPES = {  # name: (input type, output type, bytes per input element)
    "f16": (ct.float16, ct.float16, 2), "bf16": (ct.bfloat16, ct.bfloat16, 2),
    "tf32": (ct.float32, ct.float32, 4),
    "e4m3": (ct.float8_e4m3fn, ct.bfloat16, 1), "e5m2": (ct.float8_e5m2, ct.bfloat16, 1),
}
ELEM_BYTES = {ct.float16: 2, ct.bfloat16: 2, ct.float32: 4, ct.float8_e4m3fn: 1,
              ct.float8_e5m2: 1}
# Tile configurations (TILE_M, TILE_N, TILE_K, GROUP_M). The benchmark's set for f16/bf16
# (bench/matmul.c picks among them); the tests use the first per dtype. 64x64x128 is for grids
# of at most one wave (skinny M): it carries the occupancy hint 1, so the whole shared memory
# goes to its stage ring (the library otherwise sizes a ring of such small tiles for two CTAs
# per SM). The K-32 tiles halve a stage, so the same shared memory holds twice the stages and
# keeps more K steps in flight (128x128x32 at two CTAs per SM: 6 stages, 4 in flight, where
# 128x128x64 gets 3 stages and 2 in flight, its wgmma waited for in each iteration).
BENCH_CONFIGS = [(128, 128, 64, 8), (128, 256, 64, 8), (64, 128, 64, 8), (64, 64, 64, 8),
                 (64, 64, 128, 8), (128, 128, 32, 8), (128, 256, 32, 8)]
OCCUPANCY_1 = {(64, 64, 128, 8)}
# Split-K (f16/bf16): matmul_splitk in these tile configs writes f32 partials, splitk_sum
# (SUM_TILE: splits summed per load, tile of C) adds them into C. 64x64x128 for skinny M,
# 128x128x64 for small squares.
SPLITK_CONFIGS = [(64, 64, 128, 8), (128, 128, 64, 8)]
SUM_TILE = (8, 16, 64)  # (SPLITS, TILE_M, TILE_N) of splitk_sum
# matmul_swap (f16/bf16): (TILE_M, TILE_N, TILE_K) for M of at most a few rows, with the
# occupancy hint 1 (grids of one wave: the ring takes the SM's shared memory)
SWAP_CONFIGS = [(16, 64, 128)]
TEST_CONFIG = {"f16": (128, 128, 64, 8), "bf16": (128, 128, 64, 8), "tf32": (128, 128, 32, 8),
               "e4m3": (128, 128, 128, 8), "e5m2": (128, 128, 128, 8)}


def array(dtype, ndim, aligned, any_first=False):
    """A contiguous array (unit column stride, 16-byte aligned base, no aliasing). aligned:
    extents multiples of 16 and row strides multiples of 16 bytes, as a typical JIT launch
    specialises; otherwise nothing more is promised (ragged odd shapes). any_first: the first
    extent is any count (the splits of a split-K partial array)."""
    row = max(1, 16 // ELEM_BYTES[dtype]) if aligned else 1
    extents = 16 if aligned else 1
    if any_first:
        extents = (1,) + (extents,) * (ndim - 1)
    from cuda.tile.compilation import ArrayConstraint
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False,
                           stride_constant=(None,) * (ndim - 1) + (1,),
                           stride_divisible_by=(row,) * (ndim - 1) + (1,),
                           shape_divisible_by=extents, base_addr_divisible_by=16)


def exports():
    """(file stem, kernel name, dtype name, config, aligned) for every file written."""
    out = []
    for kernel in ("matmul", "bmm"):
        for dt, cfg in TEST_CONFIG.items():
            cfgs = BENCH_CONFIGS if kernel == "matmul" and dt in ("f16", "bf16") else [cfg]
            for c in cfgs:
                name = kernel + ("_occupancy1" if c in OCCUPANCY_1 else "")
                out.append((f"{kernel}_{dt}_{c[0]}x{c[1]}x{c[2]}", name, dt, c, True))
            out.append((f"{kernel}_{dt}_{cfg[0]}x{cfg[1]}x{cfg[2]}_any", kernel, dt, cfg, False))
    for dt in ("f16", "bf16"):
        for c in SPLITK_CONFIGS:
            name = "matmul_splitk" + ("_occupancy1" if c in OCCUPANCY_1 else "")
            out.append((f"matmul_splitk_{dt}_{c[0]}x{c[1]}x{c[2]}", name, dt, c, True))
        out.append((f"splitk_sum_{dt}_{SUM_TILE[1]}x{SUM_TILE[2]}", "splitk_sum", dt, SUM_TILE,
                    True))
        for c in SWAP_CONFIGS:
            out.append((f"matmul_swap_{dt}_{c[0]}x{c[1]}x{c[2]}", "matmul_swap_occupancy1", dt, c,
                        True))
    return out


def export_tools():
    """test/kernels/export.py: the loader that compiles this file under its repository-relative
    name (cuTile writes the defining file's path into the bytecode's debug section, and the bytes
    must not depend on where the repository is checked out), the samples' export and their
    drift check."""
    sys.path.insert(0, os.path.join(REPO, "test", "kernels"))
    import export
    return export


def export_all(out_dir):
    ex = export_tools()
    mod = ex.load_repo_module(REL, os.path.join(HERE, "kernels.py"), "cutile_rt_samples_matmul")
    items = []
    for stem, kernel, dt, cfg, aligned in exports():
        tin, tout, _ = DTYPES[dt]
        if kernel.startswith("matmul_splitk"):  # A, B, W (f32 partials [splits, M, N])
            arrays = [array(tin, 2, aligned), array(tin, 2, aligned),
                      array(ct.float32, 3, aligned, any_first=True)]
        elif kernel == "splitk_sum":  # W, C
            arrays = [array(ct.float32, 3, aligned, any_first=True), array(tout, 2, aligned)]
        else:
            rank = 3 if kernel.startswith("bmm") else 2
            arrays = [array(tin, rank, aligned), array(tin, rank, aligned),
                      array(tout, rank, aligned)]
        items.append((stem, kernel, arrays + list(cfg)))
    return ex.write_sample(out_dir, REL, mod, items, mangled=False)


def main():
    return export_tools().sample_main(__doc__, "matmul", REL, HERE, export_all)


if __name__ == "__main__":
    sys.exit(main())
