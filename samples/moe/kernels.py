#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The MoE sample's tile kernels, in cuTile Python, exported as CUDA Tile IR bytecode (the
.cutile files beside this file) for main.c, which runs a whole MoE layer from C. No GPU is
needed to export:

    python3 samples/moe/kernels.py            # (re)write samples/moe/*.cutile + MANIFEST.txt
    python3 samples/moe/kernels.py --check    # drift check (ctest samples.moe_export_drift)

Routing data (made by routing.cu, the vLLM moe_align_block_size layout): the T·top_k (token,
slot) pairs are numbered flat = token·top_k + slot; sorted_ids lists them grouped by expert,
each expert's run padded with the invalid id num_valid = T·top_k to a multiple of TILE_M, so
tile block bm of the GEMM owns rows [bm·TILE_M, (bm+1)·TILE_M) of one expert, block_expert[bm].

moe_gemm      C[flat, :] = A[flat // top_k, :] @ W[e]^T (· topk_w[flat] with MUL_ROUTED_WEIGHT)
              for every flat id of block bm, e = block_expert[bm]. The rows of A are gathered
              by token; the expert's W tile comes through a tiled view of W[E, N, K] indexed by
              e (loaded as a transposed TILE_K x TILE_N box); MMA over K in f32; the rows are
              scattered to C by flat id (padding rows write nothing). Grid: (blocks, cdiv(N,
              TILE_N)). The first GEMM of a layer passes the tokens' activations with top_k;
              the second passes the [T·top_k, I] activations with top_k = 1 (row = flat id).
moe_gemm_t    the same GEMM transposed (acc = W tile · gathered rows^T, then permuted back), for
              TILE_M = 16 or 32 rows per block: the weights fill the MMA's 64-row M.
silu_and_mul  out[m, n] = silu(x[m, 0, n]) · x[m, 1, n] in f32: x is the first GEMM's output
              [M, 2·I] seen as [M, 2, I] (gate half, up half), so I need not be a multiple of
              the tile. Grid: (M, cdiv(I, TILE_N)).

fp8 (layer_fp8.c, DeepSeek's recipe: e4m3 values, f32 scales per token and group of 128 of A
and per 128 x 128 block of W):
quant_fp8     x [M, K] bf16 -> e4m3 [M, K] and scales [M, K/128] (max(amax, 1e-10) / 448).
silu_and_mul_quant_fp8
              silu_and_mul's f32 result quantised the same way (never stored in bf16).
moe_gemm_fp8, moe_gemm_fp8_t
              moe_gemm / moe_gemm_t on e4m3 A and W with TILE_K = 128, one scale group: each K
              step's f32 product times its rows' scales and W's block scale joins the f32
              accumulator; bf16 C. W's tile is K-major either way (Hopper's e4m3 wgmma takes
              both operands so).

Files: moe_gemm_bf16[_mulw]_<TILE_M>x<TILE_N>x<TILE_K>.cutile for every tile of GEMM_TILES, and
moe_gemm_t_bf16[_mulw]_… for GEMM_T_TILES (plain, and with MUL_ROUTED_WEIGHT for the second
GEMM), silu_and_mul_bf16_1024.cutile, moe_gemm_fp8[_t][_mulw]_<TILE_M>x<TILE_N>.cutile for every
tile of FP8_TILES, quant_fp8_512.cutile and silu_and_mul_quant_fp8_512.cutile, each with one entry under cuTile's mangled name
(moe_gemm_Kt1_…, moe_gemm_t_Kt1_…, silu_and_mul_Kt1_…; MANIFEST.txt
lists them), as cuTile Python exports by default: the name carries the signature, which is how
the library groups the flat parameters into arrays (ptr, shape[n], strides[n]) and learns what
each assumes; under a custom name it has only the parameters the kernel reads through tensor
views, and the gathered/scattered arrays (A's rows, C, topk_w, sorted_ids) would fall apart
into raw pointers and integers. bf16 data, f32 routing weights, int32 ids; every array
contiguous with a 16-byte aligned base; inner extents (K, N, I) multiples of 16, row counts
anything. Bytecode 13.3, architecture independent, cuda-tile 1.7.0 (MANIFEST.txt records the
version that wrote them).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
REL = "samples/moe/kernels.py"

try:
    import cuda.tile as ct
except ImportError as e:  # pragma: no cover
    print(f"{REL}: cuda-tile is not installed ({e}); `pip install cuda-tile`", file=sys.stderr)
    sys.exit(77)  # ctest: skipped


def tile_block(sorted_ids, block_expert, num_valid, top_k, TILE_M, GROUP_M):
    """Both GEMM kernels' tile block (inlined by cuTile): its column block, its expert, and its
    rows: flat ids (padding rows num_valid), their mask, their rows of A.

    The grid is (blocks, cdiv(N, TILE_N)); its CTAs start in the order of the linear id. Take
    them GROUP_M row blocks at a time, column blocks outermost within a group, so that the CTAs
    running together share GROUP_M blocks of A rows and a run of one expert's W tiles in L2
    instead of each reading a different expert's tile."""
    nm = ct.num_blocks(0)
    pid = ct.bid(1) * nm + ct.bid(0)
    per_group = GROUP_M * ct.num_blocks(1)
    first = pid // per_group * GROUP_M
    rows_in = min(nm - first, GROUP_M)
    bm = first + pid % per_group % rows_in
    bn = pid % per_group // rows_in
    expert = ct.load(block_expert, index=(bm,), shape=())
    flat = ct.gather(sorted_ids, bm * TILE_M + ct.arange(TILE_M, dtype=ct.int32),
                     padding_value=num_valid)
    valid = flat < num_valid
    return bn, expert, flat, valid, flat // top_k


def scatter_rows(C, topk_w, flat, valid, bn, acc, MUL_ROUTED_WEIGHT, TILE_N):
    """Both GEMM kernels' epilogue (inlined): the TILE_M x TILE_N result acc, times the routed
    weights with MUL_ROUTED_WEIGHT, scattered to C's rows `flat` (padding rows write nothing)."""
    if MUL_ROUTED_WEIGHT:
        acc = acc * ct.gather(topk_w, flat, mask=valid)[:, None]
    cols = bn * TILE_N + ct.arange(TILE_N, dtype=ct.int32)
    ct.scatter(C, (flat[:, None], cols[None, :]), acc.astype(C.dtype), mask=valid[:, None])


@ct.kernel
def moe_gemm(A, W, C, topk_w, sorted_ids, block_expert, num_valid, top_k,
             MUL_ROUTED_WEIGHT: ct.Constant[bool], TILE_M: ct.Constant[int],
             TILE_N: ct.Constant[int], TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    bn, expert, flat, valid, row = tile_block(sorted_ids, block_expert, num_valid, top_k, TILE_M,
                                              GROUP_M)
    k_offs = ct.arange(TILE_K, dtype=ct.int32)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.gather(A, (row[:, None], (k * TILE_K + k_offs)[None, :]), mask=valid[:, None])
        # W[expert] is [N, K]: order (0, 2, 1) maps tile dim 1 to K and dim 2 to N.
        w = ct.load(W, index=(expert, k, bn), shape=(1, TILE_K, TILE_N), order=(0, 2, 1),
                    padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, ct.reshape(w, (TILE_K, TILE_N)), acc)
    scatter_rows(C, topk_w, flat, valid, bn, acc, MUL_ROUTED_WEIGHT, TILE_N)


@ct.kernel
def moe_gemm_t(A, W, C, topk_w, sorted_ids, block_expert, num_valid, top_k,
               MUL_ROUTED_WEIGHT: ct.Constant[bool], TILE_M: ct.Constant[int],
               TILE_N: ct.Constant[int], TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    # moe_gemm transposed, for few rows per expert: acc = W_tile · A_rows^T, TILE_N x TILE_M, so
    # that the expert's weights are the MMA's M (64 rows per warpgroup) and the TILE_M = 16 or 32
    # gathered rows its N, instead of padding the rows to 64. Same launch order, grid and
    # arguments as moe_gemm.
    bn, expert, flat, valid, row = tile_block(sorted_ids, block_expert, num_valid, top_k, TILE_M,
                                              GROUP_M)
    k_offs = ct.arange(TILE_K, dtype=ct.int32)
    acc = ct.zeros((TILE_N, TILE_M), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        w = ct.load(W, index=(expert, bn, k), shape=(1, TILE_N, TILE_K),
                    padding_mode=ct.PaddingMode.ZERO)
        a = ct.gather(A, (row[:, None], (k * TILE_K + k_offs)[None, :]), mask=valid[:, None])
        acc = ct.mma(ct.reshape(w, (TILE_N, TILE_K)), ct.permute(a, (1, 0)), acc)
    scatter_rows(C, topk_w, flat, valid, bn, ct.permute(acc, (1, 0)), MUL_ROUTED_WEIGHT, TILE_N)


@ct.kernel
def silu_and_mul(x, out, TILE_N: ct.Constant[int]):
    m = ct.bid(0)
    bn = ct.bid(1)
    g = ct.load(x, index=(m, 0, bn), shape=(1, 1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    u = ct.load(x, index=(m, 1, bn), shape=(1, 1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    g = ct.reshape(g, (1, TILE_N)).astype(ct.float32)
    u = ct.reshape(u, (1, TILE_N)).astype(ct.float32)
    ct.store(out, index=(m, bn), tile=(g / (1.0 + ct.exp(-g)) * u).astype(out.dtype))


# ------------------------------------------------------------------------------- fp8
# The DeepSeek recipe: e4m3 values, f32 scales of FP8_GROUP consecutive K values per row of A
# (per token) and of FP8_GROUP x FP8_GROUP blocks of W; one K step is one group, so that each
# step's f32 product takes its two scales before it joins the accumulator.
FP8_GROUP, FP8_MAX = 128, 448.0


def quantise_store(v, q, s, m, b, GROUPS):
    """v: a (1, GROUPS·FP8_GROUP) f32 tile of row m, block b: per group the scale
    max(amax, 1e-10) / FP8_MAX (the floor keeps an all-zero group finite) into s[m, b·GROUPS…],
    the values over their scale in e4m3 into q (the division keeps |v / scale| ≤ FP8_MAX, so
    the conversion's saturation never changes a value)."""
    g = ct.reshape(v, (GROUPS, FP8_GROUP))
    scale = ct.maximum(ct.max(ct.abs(g), axis=1, keepdims=True), 1e-10) / FP8_MAX
    ct.store(q, index=(m, b), tile=ct.reshape((g / scale).astype(q.dtype), (1, GROUPS * FP8_GROUP)))
    ct.store(s, index=(m, b), tile=ct.reshape(scale, (1, GROUPS)))


@ct.kernel
def quant_fp8(x, q, s, GROUPS: ct.Constant[int]):
    """x [M, K] (bf16) -> q [M, K] (e4m3), s [M, K / FP8_GROUP] (f32). Grid: (M, cdiv(K,
    GROUPS·FP8_GROUP)); groups past K are zeros, their stores masked."""
    m, b = ct.bid(0), ct.bid(1)
    v = ct.load(x, index=(m, b), shape=(1, GROUPS * FP8_GROUP), padding_mode=ct.PaddingMode.ZERO)
    quantise_store(v.astype(ct.float32), q, s, m, b, GROUPS)


@ct.kernel
def silu_and_mul_quant_fp8(x, q, s, GROUPS: ct.Constant[int]):
    """silu_and_mul's f32 result quantised as quant_fp8 does, never stored in bf16: x [M, 2, I]
    -> q [M, I], s [M, I / FP8_GROUP]. Grid: (M, cdiv(I, GROUPS·FP8_GROUP))."""
    m, b = ct.bid(0), ct.bid(1)
    n = GROUPS * FP8_GROUP
    g = ct.load(x, index=(m, 0, b), shape=(1, 1, n), padding_mode=ct.PaddingMode.ZERO)
    u = ct.load(x, index=(m, 1, b), shape=(1, 1, n), padding_mode=ct.PaddingMode.ZERO)
    g = ct.reshape(g, (1, n)).astype(ct.float32)
    u = ct.reshape(u, (1, n)).astype(ct.float32)
    quantise_store(g / (1.0 + ct.exp(-g)) * u, q, s, m, b, GROUPS)


def fp8_rows(A, A_scale, W_scale, row, valid, expert, bn, k, TILE_N):
    """One K step (one group) of the fp8 GEMMs, but W's tile: the gathered rows' e4m3 tile
    (TILE_M x FP8_GROUP, padding rows zero), their scales of group k, and W's block scale
    (TILE_N divides FP8_GROUP, so one block covers the tile) as a 1 x 1 tile."""
    a = ct.gather(A, (row[:, None], (k * FP8_GROUP + ct.arange(FP8_GROUP, dtype=ct.int32))[None, :]),
                  mask=valid[:, None])
    sa = ct.gather(A_scale, (row, k), mask=valid)
    sw = ct.load(W_scale, index=(expert, bn * TILE_N // FP8_GROUP, k), shape=(1, 1, 1))
    return a, sa, ct.reshape(sw, (1, 1))


@ct.kernel
def moe_gemm_fp8(A, A_scale, W, W_scale, C, topk_w, sorted_ids, block_expert, num_valid, top_k,
                 MUL_ROUTED_WEIGHT: ct.Constant[bool], TILE_M: ct.Constant[int],
                 TILE_N: ct.Constant[int], GROUP_M: ct.Constant[int]):
    """moe_gemm on e4m3 operands with block scales: for each K group k, acc += (A_q[rows, k] @
    W_q[e, cols, k]^T) · A_scale[rows, k] · W_scale[e, cols / 128, k], in f32; bf16 C. A [rows,
    K], A_scale [rows, K / 128], W [E, N, K], W_scale [E, N / 128, K / 128]; K and N multiples
    of 128. Same grid, routing and epilogue as moe_gemm."""
    bn, expert, flat, valid, row = tile_block(sorted_ids, block_expert, num_valid, top_k, TILE_M,
                                              GROUP_M)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, FP8_GROUP))):
        a, sa, sw = fp8_rows(A, A_scale, W_scale, row, valid, expert, bn, k, TILE_N)
        # W[expert]'s FP8_GROUP x TILE_N box as moe_gemm loads it: K contiguous, the K-major B
        # Hopper's e4m3 wgmma takes (by TMA; a transposed TILE_N x FP8_GROUP load came by
        # cp.async and twice the PTX)
        w = ct.load(W, index=(expert, k, bn), shape=(1, FP8_GROUP, TILE_N), order=(0, 2, 1),
                    padding_mode=ct.PaddingMode.ZERO)
        part = ct.mma(a, ct.reshape(w, (FP8_GROUP, TILE_N)),
                      ct.zeros((TILE_M, TILE_N), dtype=ct.float32))
        acc = acc + part * (sa[:, None] * sw)
    scatter_rows(C, topk_w, flat, valid, bn, acc, MUL_ROUTED_WEIGHT, TILE_N)


@ct.kernel
def moe_gemm_fp8_t(A, A_scale, W, W_scale, C, topk_w, sorted_ids, block_expert, num_valid,
                   top_k, MUL_ROUTED_WEIGHT: ct.Constant[bool], TILE_M: ct.Constant[int],
                   TILE_N: ct.Constant[int], GROUP_M: ct.Constant[int]):
    """moe_gemm_fp8 transposed as moe_gemm_t is (W's TILE_N x FP8_GROUP tile the MMA's M, the
    16 or 32 rows its N), for a few rows per expert. Same arguments and grid."""
    bn, expert, flat, valid, row = tile_block(sorted_ids, block_expert, num_valid, top_k, TILE_M,
                                              GROUP_M)
    acc = ct.zeros((TILE_N, TILE_M), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, FP8_GROUP))):
        a, sa, sw = fp8_rows(A, A_scale, W_scale, row, valid, expert, bn, k, TILE_N)
        w = ct.load(W, index=(expert, bn, k), shape=(1, TILE_N, FP8_GROUP),
                    padding_mode=ct.PaddingMode.ZERO)
        part = ct.mma(ct.reshape(w, (TILE_N, FP8_GROUP)), ct.permute(a, (1, 0)),
                      ct.zeros((TILE_N, TILE_M), dtype=ct.float32))
        acc = acc + part * (sw * sa[None, :])
    scatter_rows(C, topk_w, flat, valid, bn, ct.permute(acc, (1, 0)), MUL_ROUTED_WEIGHT, TILE_N)


# ------------------------------------------------------------------------------- exports
# The GEMM's launch variants (TILE_M, TILE_N, TILE_K), each exported plain and with
# MUL_ROUTED_WEIGHT: moe_gemm with 64xN tiles for tens of rows per expert (one warpgroup, two
# CTAs fit on an SM), 128xN for many, and 64x128 with TILE_K = 128 for long K (one CTA per SM,
# twice the weight bytes per stage); moe_gemm_t with 16 or 32 rows for a few rows per expert.
# variants.c's moe_variants table lists the same tiles and moe_pick_variant chooses among them;
# a layer's routing alignment (sorted_ids padding) is the chosen TILE_M.
GEMM_TILES = [(64, 64, 64), (64, 128, 64), (128, 128, 64), (128, 256, 64), (64, 128, 128)]
GEMM_T_TILES = [(16, 128, 64), (16, 128, 128), (32, 128, 64), (32, 128, 128), (16, 64, 128)]
# Row blocks per group of the launch order (moe_gemm's GROUP_M). On the H200 the row-block-major
# order read Qwen3-235B's w2 weights 1.5 times from DRAM at T = 1024 (2.37 GB against 1.65 GB
# grouped, by ncu; 0.53 -> 0.46 ms); 1 re-reads an expert's W once per row block (Mixtral w1 at
# T = 4096 3.6 -> 4.7 ms); 4, 8 and 16 were within a few per cent of one another.
GROUP_M = 8
SILU_TILE = 1024
# The fp8 GEMMs' variants (kernel, TILE_M, TILE_N; TILE_K is FP8_GROUP), files
# <kernel>[_mulw]_<M>x<N>.cutile; layer_fp8.c's fp8_variants lists the same. TILE_N ≤ FP8_GROUP
# (one weight block per tile).
FP8_TILES = [("moe_gemm_fp8_t", 16, 128), ("moe_gemm_fp8_t", 32, 128), ("moe_gemm_fp8", 64, 128),
             ("moe_gemm_fp8", 128, 128)]
# Groups per program of the quantisation kernels: 512 values (768 = I of Qwen3-30B is 1.5 of
# them; the rest masked).
QUANT_GROUPS = 4


def array(dtype, ndim, inner16=True):
    """Contiguous, 16-byte aligned base, no aliasing, int32 indexing; with inner16 the innermost
    extent is a multiple of 16 and every row stride a multiple of 16 bytes."""
    from cuda.tile.compilation import ArrayConstraint
    row = 16 // {ct.bfloat16: 2, ct.float32: 4, ct.int32: 4, ct.float8_e4m3fn: 1}[dtype]
    row = row if inner16 else 1
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False,
                           stride_constant=(None,) * (ndim - 1) + (1,),
                           stride_divisible_by=(row,) * (ndim - 1) + (1,),
                           shape_divisible_by=(1,) * (ndim - 1) + (16 if inner16 else 1,),
                           base_addr_divisible_by=16)


def exports():
    """(stem, kernel name, signature parameters) of every file."""
    from cuda.tile.compilation import ScalarConstraint
    bf, i32 = ct.bfloat16, ct.int32
    gemm = [array(bf, 2), array(bf, 3), array(bf, 2), array(ct.float32, 1, False),
            array(i32, 1, False), array(i32, 1, False), ScalarConstraint(i32),
            ScalarConstraint(i32)]
    out = []
    for kernel, tiles in (("moe_gemm", GEMM_TILES), ("moe_gemm_t", GEMM_T_TILES)):
        for tm, tn, tk in tiles:
            for mul, kind in ((False, ""), (True, "mulw_")):
                out.append((f"{kernel}_bf16_{kind}{tm}x{tn}x{tk}", kernel,
                            gemm + [mul, tm, tn, tk, GROUP_M]))
    out.append((f"silu_and_mul_bf16_{SILU_TILE}", "silu_and_mul",
                [array(bf, 3), array(bf, 2), SILU_TILE]))
    return out + fp8_exports()


def fp8_exports():
    """The fp8 layer's files: the GEMM variants (plain and with the routed weights) and the two
    quantisation kernels. Scales are [rows, K / 128] or [E, N / 128, K / 128] f32, their inner
    extents anything (K / 128 = 6 for K = 768)."""
    from cuda.tile.compilation import ScalarConstraint
    bf, f8, f32, i32 = ct.bfloat16, ct.float8_e4m3fn, ct.float32, ct.int32
    gemm = [array(f8, 2), array(f32, 2, False), array(f8, 3), array(f32, 3, False), array(bf, 2),
            array(f32, 1, False), array(i32, 1, False), array(i32, 1, False),
            ScalarConstraint(i32), ScalarConstraint(i32)]
    out = []
    for kernel, tm, tn in FP8_TILES:
        for mul, kind in ((False, ""), (True, "mulw_")):
            out.append((f"{kernel}_{kind}{tm}x{tn}", kernel, gemm + [mul, tm, tn, GROUP_M]))
    n = QUANT_GROUPS * FP8_GROUP
    return out + [(f"quant_fp8_{n}", "quant_fp8",
                   [array(bf, 2), array(f8, 2), array(f32, 2, False), QUANT_GROUPS]),
                  (f"silu_and_mul_quant_fp8_{n}", "silu_and_mul_quant_fp8",
                   [array(bf, 3), array(f8, 2), array(f32, 2, False), QUANT_GROUPS])]


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
    mod = ex.load_repo_module(REL, os.path.join(HERE, "kernels.py"), "cutile_rt_samples_moe")
    return ex.write_sample(out_dir, REL, mod, exports(), mangled=True)


def main():
    return export_tools().sample_main(__doc__, "moe", REL, HERE, export_all)


if __name__ == "__main__":
    sys.exit(main())
