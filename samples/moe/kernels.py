#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The MoE sample's tile kernels, in cuTile Python, exported as CUDA Tile IR bytecode (the
.cutile files beside this file) for layer.c, which runs a whole MoE layer from C (moe_w1[_t],
moe_w2[_t]), and for bench/moe_bench.py's GEMM benchmark (moe_gemm[_t]). No GPU is needed to
export:

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
moe_w1        the permuted layer's first GEMM (routing.cu's moe_permute has copied the tokens'
              rows into block order, xs[R, H], R = blocks·TILE_M): act[r] = silu(xs[r] @
              W1[e, :I]^T) · (xs[r] @ W1[e, I:]^T), W1 [E, 2I, H] seen as [E, 2, I, H]; plain
              tiled loads (TMA on sm_90a), two accumulators of TILE_N/2 columns, the activation
              stored tiled in the same row order. Grid: (blocks, cdiv(I, TILE_N/2)).
moe_w2        the second: C[sorted_ids[r]] = act[r] @ W2[e]^T · topk_w[sorted_ids[r]], act read
              tiled, the rows scattered by flat id. Grid: (blocks, cdiv(H, TILE_N)).
moe_w1_t, moe_w2_t   the same transposed, for TILE_M = 16 or 32.
silu_and_mul  out[m, n] = silu(x[m, 0, n]) · x[m, 1, n] in f32: x is a GEMM's output [M, 2·I]
              seen as [M, 2, I] (gate half, up half). The layer fuses it into moe_w1; the export
              stays for test/unit/launch_exports.c (a kernel of a rank-3 view). Grid: (M,
              cdiv(I, TILE_N)).

fp8 (layer_fp8.c, DeepSeek's recipe: e4m3 values, f32 scales per token and group of 128 of A
and per 128 x 128 block of W), permute-first as the bf16 layer:
quant_permute_fp8  x [T, K] bf16 -> e4m3 codes and scales [., K/128] (max(amax, 1e-10) / 448)
              per token, stored to each of its top_k rows in block order (routing.cu's row_of;
              padding rows not written: the GEMMs drop what they give).
moe_w1_fp8    moe_w1 on the block-order e4m3 rows and their scales (tiled loads) with TILE_K =
              TILE_N = 128, one scale group: each K step's f32 products take the rows' scales
              and W's block scale before joining the gate and up accumulators; silu(gate) · up
              is quantised in the epilogue, each row's 128 outputs one group (quantise_store),
              into e4m3 [R, I] and scales [R, I/128] in the same row order.
moe_w2_fp8    moe_w2 the same way on that output, the routed weights, the scatter by flat id;
              bf16 C. TRANSPOSED: as moe_w1_t / moe_w2_t, W's tile the MMA's M (both at 16
              and 32 rows; FP8_TILES says why). W's tile is K-major either way
              (Hopper's e4m3 wgmma takes both operands so).

Files: moe_gemm_bf16[_mulw]_<TILE_M>x<TILE_N>x<TILE_K>.cutile for every tile of GEMM_TILES, and
moe_gemm_t_bf16[_mulw]_… for GEMM_T_TILES (plain, and with MUL_ROUTED_WEIGHT for the second
GEMM), moe_w1[_t]_bf16_… and moe_w2[_t]_bf16_… for the same tiles (no moe_w1_t where TILE_N/2
< 64) and …_o2 for GEMM_PAIRED's, silu_and_mul_bf16_1024.cutile, moe_w1_fp8[_t]_<M>x128 and
moe_w2_fp8[_t]_<M>x128[_o<CTAs>].cutile for every tile of FP8_TILES, quant_permute_fp8_2048.cutile,
each with one entry under cuTile's mangled name (moe_gemm_Kt1_…, moe_w1_Kt1_…, silu_and_mul_Kt1_…;
MANIFEST.txt lists them), as cuTile Python exports by default: the name carries the signature,
which is how the library groups the flat parameters into arrays (ptr, shape[n], strides[n])
and learns what each assumes; under a custom name it has only the parameters the kernel reads
through tensor views, and the gathered/scattered arrays (A's rows, C, topk_w, sorted_ids) would
fall apart into raw pointers and integers. bf16 data, f32 routing weights, int32 ids; every array
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


def after_predecessor(next_early):
    """First in every kernel (inlined), so that the layer may launch it as a programmatic
    dependent launch (cutile_rt.h cuTileLaunchOptions; moe.h MOE_PDL; no-ops below sm_90): this
    kernel waits until the kernel before it on the stream has completed and its writes are
    visible (each reads what the one before wrote, or the layer's inputs, and nothing of it runs
    before the wait; as every kernel of the layer waits so, they complete in order). With
    next_early, the kernel after this one may start launching its blocks at once, which the
    short kernels allow; after a GEMM the next kernel launches when the GEMM's last block exits
    (with the GEMMs too letting it start early, Mixtral's fp8 layer at T = 1 ran 12% slower on
    the H200: bench/results/moe_layer_fp8_pdl_h200.md)."""
    if next_early:
        ct.grid_dependency_control_launch_dependents()
    ct.grid_dependency_control_wait()


def block_order(block_expert, GROUP_M):
    """Every GEMM kernel's tile block (inlined by cuTile): its row block bm, column block bn and
    expert.

    The grid is (blocks, column blocks); its CTAs start in the order of the linear id. Take
    them GROUP_M row blocks at a time, column blocks outermost within a group, so that the CTAs
    running together share GROUP_M blocks of A rows and a run of one expert's W tiles in L2
    instead of each reading a different expert's tile."""
    bm, bn = block_ids(GROUP_M)
    return bm, bn, ct.load(block_expert, index=(bm,), shape=())


def block_ids(GROUP_M):
    """block_order's row and column block (inlined)."""
    nm = ct.num_blocks(0)
    pid = ct.bid(1) * nm + ct.bid(0)
    per_group = GROUP_M * ct.num_blocks(1)
    first = pid // per_group * GROUP_M
    rows_in = min(nm - first, GROUP_M)
    return first + pid % per_group % rows_in, pid % per_group // rows_in


def block_rows(sorted_ids, bm, num_valid, TILE_M):
    """Row block bm's flat ids (padding rows num_valid) and their mask (inlined)."""
    flat = ct.gather(sorted_ids, bm * TILE_M + ct.arange(TILE_M, dtype=ct.int32),
                     padding_value=num_valid)
    return flat, flat < num_valid


def tile_block(sorted_ids, block_expert, num_valid, top_k, TILE_M, GROUP_M):
    """The gathering kernels' block: column block, expert, flat ids, mask, rows of A."""
    bm, bn, expert = block_order(block_expert, GROUP_M)
    flat, valid = block_rows(sorted_ids, bm, num_valid, TILE_M)
    return bn, expert, flat, valid, flat // top_k


def scatter_rows(C, topk_w, flat, valid, bn, acc, MUL_ROUTED_WEIGHT, TILE_N, KSPLIT=1, z=0):
    """The GEMM kernels' epilogue (inlined): the TILE_M x TILE_N result acc, times the routed
    weights with MUL_ROUTED_WEIGHT, scattered to C's rows `flat` (padding rows write nothing),
    or with a K split in KSPLIT runs, run z's part to row flat·KSPLIT + z."""
    if MUL_ROUTED_WEIGHT:
        acc = acc * ct.gather(topk_w, flat, mask=valid)[:, None]
    cols = bn * TILE_N + ct.arange(TILE_N, dtype=ct.int32)
    rows = flat * KSPLIT + z if KSPLIT > 1 else flat
    ct.scatter(C, (rows[:, None], cols[None, :]), acc.astype(C.dtype), mask=valid[:, None])


@ct.kernel
def moe_gemm(A, W, C, topk_w, sorted_ids, block_expert, num_valid, top_k,
             MUL_ROUTED_WEIGHT: ct.Constant[bool], TILE_M: ct.Constant[int],
             TILE_N: ct.Constant[int], TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    after_predecessor(False)
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
    after_predecessor(False)
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


# ---- the permuted layer (layer.c): A in block order, read with plain tiled loads ----
# The K loops below hold nothing but their loads and MMAs (no branch; a loaded tile feeds MMAs
# only, in one role), which is what the compiler's pipeline-loops pass streams through a ring
# of shared-memory stages; a helper with an early return in the loop would keep it
# synchronous.


def silu_mul(gate, up):
    """silu(gate) · up with exp and the division in their fast forms (ex2 of x·log2 e; div.full,
    within 2 ulp of f32), as Triton's tl.exp and `/` are: the result is rounded to bf16 or e4m3,
    and the exact forms cost ~55 instructions a value in an epilogue no main loop covers."""
    e = ct.exp(-gate, rounding_mode=ct.RoundingMode.APPROX)
    return ct.truediv(gate, 1.0 + e, rounding_mode=ct.RoundingMode.FULL) * up


def k_steps(A, num_post_padded, bm, TILE_M, TILE_K):
    """The K loop's trip count: none for the blocks past the alignment's end (the grid has its
    upper bound of blocks; those hold padding rows only), so they neither multiply nor stream
    weights, and store zeros (w1) or nothing (w2)."""
    live = ct.load(num_post_padded, index=(0,), shape=()) > bm * TILE_M
    return ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K)) * live.astype(ct.int32)


@ct.kernel
def moe_w1(A, W, Out, block_expert, num_post_padded, TILE_M: ct.Constant[int],
           TILE_N: ct.Constant[int], TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    # The first GEMM with silu-and-mul in its epilogue. A [R, H]: the tokens' rows in block order
    # (routing.cu moe_permute); W: the [E, 2I, H] weights seen as [E, 2, I, H] (gate half, up
    # half); Out [R, I]: the activations, same row order. The block keeps a gate and an up
    # accumulator for its TILE_N columns, so silu(gate) · up is formed in registers: no [R, 2I]
    # intermediate, no separate kernel. A's tile streams once and feeds both MMAs. I: any
    # multiple of 16 (the halves are padded apart). Grid (blocks, cdiv(I, TILE_N)).
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    gate = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    up = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(k_steps(A, num_post_padded, bm, TILE_M, TILE_K)):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        # W[expert, half] is [I, H]: order (0, 1, 3, 2) maps tile dim 2 to K and dim 3 to N.
        wg = ct.load(W, index=(expert, 0, k, bn), shape=(1, 1, TILE_K, TILE_N),
                     order=(0, 1, 3, 2), padding_mode=ct.PaddingMode.ZERO)
        gate = ct.mma(a, ct.reshape(wg, (TILE_K, TILE_N)), gate)
        wu = ct.load(W, index=(expert, 1, k, bn), shape=(1, 1, TILE_K, TILE_N),
                     order=(0, 1, 3, 2), padding_mode=ct.PaddingMode.ZERO)
        up = ct.mma(a, ct.reshape(wu, (TILE_K, TILE_N)), up)
    ct.store(Out, index=(bm, bn), tile=silu_mul(gate, up).astype(Out.dtype))


@ct.kernel
def moe_w1_t(A, W, Out, block_expert, num_post_padded, TILE_M: ct.Constant[int],
             TILE_N: ct.Constant[int], TILE_K: ct.Constant[int], GROUP_M: ct.Constant[int]):
    # moe_w1 transposed, for few rows per block (TILE_M = 16, 32): gate^T = W gate tile · A^T
    # (and up^T alike), the TILE_N ≥ 64 weight rows the MMA's M, the block's rows its N. Same
    # arguments and grid.
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    gate = ct.zeros((TILE_N, TILE_M), dtype=ct.float32)
    up = ct.zeros((TILE_N, TILE_M), dtype=ct.float32)
    for k in range(k_steps(A, num_post_padded, bm, TILE_M, TILE_K)):
        wg = ct.load(W, index=(expert, 0, bn, k), shape=(1, 1, TILE_N, TILE_K),
                     padding_mode=ct.PaddingMode.ZERO)
        a = ct.permute(ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K),
                               padding_mode=ct.PaddingMode.ZERO), (1, 0))
        gate = ct.mma(ct.reshape(wg, (TILE_N, TILE_K)), a, gate)
        wu = ct.load(W, index=(expert, 1, bn, k), shape=(1, 1, TILE_N, TILE_K),
                     padding_mode=ct.PaddingMode.ZERO)
        up = ct.mma(ct.reshape(wu, (TILE_N, TILE_K)), a, up)
    ct.store(Out, index=(bm, bn), tile=ct.permute(silu_mul(gate, up), (1, 0)).astype(Out.dtype))


@ct.kernel
def moe_w2(A, W, C, topk_w, sorted_ids, block_expert, num_post_padded, num_valid,
           TILE_M: ct.Constant[int], TILE_N: ct.Constant[int], TILE_K: ct.Constant[int],
           GROUP_M: ct.Constant[int]):
    # The second GEMM: A [R, I] is moe_w1's output (block order: a tiled load), W [E, H, I];
    # the result times the routed weights is scattered to C [T·top_k, H] by flat id, where
    # moe_combine sums each token's rows. Grid (blocks, cdiv(H, TILE_N)).
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(k_steps(A, num_post_padded, bm, TILE_M, TILE_K)):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        # W[expert] is [N, K]: order (0, 2, 1) maps tile dim 1 to K and dim 2 to N.
        w = ct.load(W, index=(expert, k, bn), shape=(1, TILE_K, TILE_N), order=(0, 2, 1),
                    padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, ct.reshape(w, (TILE_K, TILE_N)), acc)
    flat, valid = block_rows(sorted_ids, bm, num_valid, TILE_M)
    scatter_rows(C, topk_w, flat, valid, bn, acc, True, TILE_N)


@ct.kernel
def moe_w2_t(A, W, C, topk_w, sorted_ids, block_expert, num_post_padded, num_valid,
             TILE_M: ct.Constant[int], TILE_N: ct.Constant[int], TILE_K: ct.Constant[int],
             GROUP_M: ct.Constant[int]):
    # moe_w2 transposed (acc = W tile · A^T), for TILE_M = 16, 32. Same arguments and grid.
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    acc = ct.zeros((TILE_N, TILE_M), dtype=ct.float32)
    for k in range(k_steps(A, num_post_padded, bm, TILE_M, TILE_K)):
        w = ct.load(W, index=(expert, bn, k), shape=(1, TILE_N, TILE_K),
                    padding_mode=ct.PaddingMode.ZERO)
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ct.reshape(w, (TILE_N, TILE_K)), ct.permute(a, (1, 0)), acc)
    flat, valid = block_rows(sorted_ids, bm, num_valid, TILE_M)
    scatter_rows(C, topk_w, flat, valid, bn, ct.permute(acc, (1, 0)), True, TILE_N)


@ct.kernel
def silu_and_mul(x, out, TILE_N: ct.Constant[int]):
    after_predecessor(True)
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


def quantised(v, GROUPS, dtype):
    """v: a (ROWS, GROUPS·FP8_GROUP) f32 tile -> per row and group the scale max(amax, 1e-10) /
    FP8_MAX (the floor keeps an all-zero group, a padding row's, finite), a (ROWS, GROUPS) tile,
    and the values over their scale in dtype (e4m3; |v / scale| ≤ FP8_MAX within div.full's 2
    ulp, and the conversion saturates such a value to FP8_MAX, its nearest code), v's shape."""
    rows = v.shape[0]
    g = ct.reshape(v, (rows * GROUPS, FP8_GROUP))
    scale = ct.maximum(ct.max(ct.abs(g), axis=1, keepdims=True), 1e-10) / FP8_MAX
    q = ct.truediv(g, scale, rounding_mode=ct.RoundingMode.FULL)  # as vLLM's `/`; see silu_mul
    return (ct.reshape(q.astype(dtype), (rows, GROUPS * FP8_GROUP)),
            ct.reshape(scale, (rows, GROUPS)))


def quantise_store(v, q, s, m, b, GROUPS):
    """v quantised into q's tile (m, b) and its scales into s's (ROWS, GROUPS) tile (m, b)."""
    codes, scale = quantised(v, GROUPS, q.dtype)
    ct.store(q, index=(m, b), tile=codes)
    ct.store(s, index=(m, b), tile=scale)


@ct.kernel
def quant_permute_fp8(x, row_of, q, s, top_k: int, GROUPS: ct.Constant[int]):
    """x [T, K] (bf16) quantised per token and group of FP8_GROUP, each token's codes and scales
    stored to the rows of its top_k pairs in block order: q[r] (e4m3 [R, K]) and s[r] (f32 [R,
    K / FP8_GROUP]) for every r = row_of[t·top_k + j] ≥ 0 (routing.cu's align writes row_of;
    −1 for a pair in no row). x is read once, the codes written top_k times, one kernel: against
    quantising x then permuting its codes, T·K bytes fewer written and read, one launch fewer
    (a few µs of the layer at small T). Padding rows are not written. Grid: (T, cdiv(K,
    GROUPS·FP8_GROUP)); groups past K are zeros, their stores masked."""
    after_predecessor(True)
    t, b = ct.bid(0), ct.bid(1)
    v = ct.load(x, index=(t, b), shape=(1, GROUPS * FP8_GROUP), padding_mode=ct.PaddingMode.ZERO)
    codes, scale = quantised(v.astype(ct.float32), GROUPS, q.dtype)
    for j in range(top_k):
        r = ct.load(row_of, index=(t * top_k + j,), shape=())
        if r >= 0:
            ct.store(q, index=(r, b), tile=codes)
            ct.store(s, index=(r, b), tile=scale)


# The permuted fp8 layer: A (e4m3) and its scales in block order (quant_permute_fp8 has
# stored the quantised tokens' rows there), read by tiled loads; one K step is one scale group,
# its f32 product taking the rows' scales (a TILE_M x 1 tile) and W's block scale (1 x 1: the
# tile's FP8_GROUP columns are one weight block) before it joins the accumulator. W's tile is
# K-major either way (Hopper's e4m3 wgmma takes both operands so; moe_gemm's (0, 2, 1) order
# comes by TMA, a transposed FP8_GROUP-wide load by cp.async and twice the PTX).


def fp8_a(A, A_scale, bm, k, TILE_M):
    """Row block bm's e4m3 tile of group k and its rows' scales (TILE_M x 1)."""
    a = ct.load(A, index=(bm, k), shape=(TILE_M, FP8_GROUP), padding_mode=ct.PaddingMode.ZERO)
    sa = ct.load(A_scale, index=(bm, k), shape=(TILE_M, 1), padding_mode=ct.PaddingMode.ZERO)
    return a, sa


def fp8_w(W, W_scale, expert, half, k, bn, transposed):
    """The FP8_GROUP x FP8_GROUP tile (column block bn, K group k) of W[expert, half] (both
    GEMMs' weights come as [E, halves, N, K]: W1 [E, 2, I, H], W2 [E, 1, H, I]) as the MMA's B
    (K x N: transposed=False) or A (N x K), and its block scale (W_scale [E, halves, N / 128,
    K / 128]) as a 1 x 1 tile."""
    if transposed:
        w = ct.load(W, index=(expert, half, bn, k), shape=(1, 1, FP8_GROUP, FP8_GROUP),
                    padding_mode=ct.PaddingMode.ZERO)
    else:
        # order (0, 1, 3, 2) maps tile dim 2 to K and dim 3 to N
        w = ct.load(W, index=(expert, half, k, bn), shape=(1, 1, FP8_GROUP, FP8_GROUP),
                    order=(0, 1, 3, 2), padding_mode=ct.PaddingMode.ZERO)
    sw = ct.load(W_scale, index=(expert, half, bn, k), shape=(1, 1, 1, 1))
    return ct.reshape(w, (FP8_GROUP, FP8_GROUP)), ct.reshape(sw, (1, 1))


def fp8_part(a, sa, w, sw, TILE_M, transposed):
    """One K group's scaled f32 product: (a @ w) · sa · sw, TILE_M x FP8_GROUP, or its
    transpose (w @ aᵀ) · sw · saᵀ with the weights as the MMA's 64-row M. (One return: cuTile
    makes an early one a loop with a break, which keeps the K loop from streaming.)"""
    if transposed:
        part = ct.mma(w, ct.permute(a, (1, 0)), ct.zeros((FP8_GROUP, TILE_M), dtype=ct.float32))
        part = part * (sw * ct.permute(sa, (1, 0)))
    else:
        part = ct.mma(a, w, ct.zeros((TILE_M, FP8_GROUP), dtype=ct.float32)) * (sa * sw)
    return part


def fp8_rows_out(acc, transposed):
    """The accumulator as TILE_M x FP8_GROUP rows."""
    return ct.permute(acc, (1, 0)) if transposed else acc


def fp8_acc(TILE_M, transposed):
    return ct.zeros((FP8_GROUP, TILE_M) if transposed else (TILE_M, FP8_GROUP), dtype=ct.float32)


@ct.kernel
def moe_w1_fp8(A, A_scale, W, W_scale, Q, Q_scale, block_expert, num_post_padded,
               TRANSPOSED: ct.Constant[bool], TILE_M: ct.Constant[int],
               GROUP_M: ct.Constant[int]):
    """The fp8 layer's first GEMM with silu-and-mul and the activations' quantisation in its
    epilogue. A [R, H] e4m3 with A_scale [R, H / 128] (block order); W [E, 2I, H] e4m3 seen as
    [E, 2, I, H] with W_scale [E, 2I / 128, H / 128] seen as [E, 2, I / 128, H / 128]; the block
    keeps a gate and an up accumulator of FP8_GROUP columns each, so each row's FP8_GROUP
    outputs silu(gate) · up are one scale group: quantised in registers into Q [R, I] e4m3 and
    Q_scale [R, I / 128] (no [R, 2I] intermediate, no other kernel). Blocks past the alignment
    and padding rows multiply nothing (zero rows) and store zero codes with the floor's finite
    scale. TRANSPOSED (TILE_M ≤ 64): the weights as the MMA's M. Grid (blocks, I / 128)."""
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    gate, up = fp8_acc(TILE_M, TRANSPOSED), fp8_acc(TILE_M, TRANSPOSED)
    for k in range(k_steps(A, num_post_padded, bm, TILE_M, FP8_GROUP)):
        a, sa = fp8_a(A, A_scale, bm, k, TILE_M)
        wg, sg = fp8_w(W, W_scale, expert, 0, k, bn, TRANSPOSED)
        gate = gate + fp8_part(a, sa, wg, sg, TILE_M, TRANSPOSED)
        wu, su = fp8_w(W, W_scale, expert, 1, k, bn, TRANSPOSED)
        up = up + fp8_part(a, sa, wu, su, TILE_M, TRANSPOSED)
    quantise_store(fp8_rows_out(silu_mul(gate, up), TRANSPOSED), Q, Q_scale, bm, bn, 1)


@ct.kernel
def moe_w2_fp8(A, A_scale, W, W_scale, C, topk_w, sorted_ids, block_expert, num_post_padded,
               num_valid, TRANSPOSED: ct.Constant[bool], TILE_M: ct.Constant[int],
               GROUP_M: ct.Constant[int]):
    """The second: A [R, I] e4m3 with A_scale [R, I / 128] (moe_w1_fp8's output), W [E, H, I]
    seen as [E, 1, H, I] with W_scale [E, H / 128, I / 128] as [E, 1, H / 128, I / 128]; the
    f32 result times the routed weights scattered to C [T·top_k, H] (bf16) by flat id, as
    moe_w2. Grid (blocks, H / 128)."""
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    w2_fp8_tile(A, A_scale, W, W_scale, C, topk_w, sorted_ids, num_valid, bm, bn, expert, 0,
                k_steps(A, num_post_padded, bm, TILE_M, FP8_GROUP), TRANSPOSED, TILE_M)


@ct.kernel
def moe_w2_fp8_split(A, A_scale, W, W_scale, C, topk_w, sorted_ids, block_expert,
                     num_post_padded, num_valid, TILE_M: ct.Constant[int],
                     GROUP_M: ct.Constant[int], SPLIT: ct.Constant[int]):
    """moe_w2_fp8 (plain) in row blocks of TILE_M rows under an alignment of SPLIT·TILE_M (w1's
    tile): block bm is in alignment block bm // SPLIT, whose expert it takes, and one that
    holds padding rows only (its first id num_valid: an expert's padding ends its run) neither
    streams weights nor stores: an expert whose rows fill half of w1's tile costs w2 one block
    of TILE_M rows, not two, and two CTAs fit on an SM where w1's tile fits one. Grid
    (SPLIT·blocks, H / 128)."""
    after_predecessor(False)
    bm, bn = block_ids(GROUP_M)
    expert = ct.load(block_expert, index=(bm // SPLIT,), shape=())
    live = ct.load(sorted_ids, index=(bm * TILE_M,), shape=()) < num_valid
    steps = k_steps(A, num_post_padded, bm, TILE_M, FP8_GROUP) * live.astype(ct.int32)
    w2_fp8_tile(A, A_scale, W, W_scale, C, topk_w, sorted_ids, num_valid, bm, bn, expert, 0,
                steps, False, TILE_M)


def w2_fp8_tile(A, A_scale, W, W_scale, C, topk_w, sorted_ids, num_valid, bm, bn, expert, k0, k1,
                TRANSPOSED, TILE_M, KSPLIT=1, z=0):
    """The fp8 w2 kernels' tile (inlined): K groups k0 … k1 - 1 of row block bm, column block
    bn, expert's weights, scaled, times the routed weights, scattered by flat id (as
    scatter_rows with KSPLIT runs)."""
    acc = fp8_acc(TILE_M, TRANSPOSED)
    for k in range(k0, k1):
        a, sa = fp8_a(A, A_scale, bm, k, TILE_M)
        w, sw = fp8_w(W, W_scale, expert, 0, k, bn, TRANSPOSED)
        acc = acc + fp8_part(a, sa, w, sw, TILE_M, TRANSPOSED)
    flat, valid = block_rows(sorted_ids, bm, num_valid, TILE_M)
    scatter_rows(C, topk_w, flat, valid, bn, fp8_rows_out(acc, TRANSPOSED), True, FP8_GROUP,
                 KSPLIT, z)


@ct.kernel
def moe_w2_fp8_ksplit(A, A_scale, W, W_scale, C, topk_w, sorted_ids, block_expert,
                      num_post_padded, num_valid, TILE_M: ct.Constant[int],
                      GROUP_M: ct.Constant[int], KSPLIT: ct.Constant[int]):
    """moe_w2_fp8 (transposed) with each tile's K groups cut in KSPLIT runs, run z = bid(2),
    for grids of fewer tiles than SMs (a few experts of a large H·I: Mixtral at T = 1 has 64
    tiles of 112 K groups each). Run z's partial product, times the routed weight, goes to
    C's row flat·KSPLIT + z (C [T·top_k·KSPLIT, H]): the combine sums a token's
    top_k·KSPLIT rows. Grid (blocks, H / 128, KSPLIT)."""
    after_predecessor(False)
    bm, bn, expert = block_order(block_expert, GROUP_M)
    z = ct.bid(2)
    steps = k_steps(A, num_post_padded, bm, TILE_M, FP8_GROUP)
    per = (steps + KSPLIT - 1) // KSPLIT
    w2_fp8_tile(A, A_scale, W, W_scale, C, topk_w, sorted_ids, num_valid, bm, bn, expert,
                z * per, min(steps, z * per + per), True, TILE_M, KSPLIT, z)


# ------------------------------------------------------------------------------- exports
# The GEMMs' launch variants (TILE_M, TILE_N, TILE_K): 64xN tiles for tens of rows per expert
# (one warpgroup, two CTAs fit on an SM), 128xN for many, and 64x128 with TILE_K = 128 for long
# K (one CTA per SM, twice the weight bytes per stage); the transposed kernels with 16 or 32
# rows for a few rows per expert. variants.c's moe_variants table lists the same tiles and its
# cost model chooses a pair (w1, w2) of one TILE_M, the layer's alignment.
GEMM_TILES = [(64, 64, 64), (64, 128, 64), (128, 128, 64), (128, 256, 64), (64, 128, 128)]
GEMM_T_TILES = [(16, 128, 64), (16, 128, 128), (32, 128, 64), (32, 128, 128), (16, 64, 128)]
# The TILE_K = 128 tiles of one warpgroup, whose registers leave room for a second CTA but whose
# ring of 48 or 36 KiB a stage does not at the compiler's 3 stages, exported once more for the
# layer (moe_w1, moe_w2 and the transposed ones, files <stem>_o2) with an occupancy hint of
# two CTAs an SM (the compiler then gives each a ring of 2 stages, no wgmma group in flight
# across K steps): one CTA's prologue and epilogue then run beside the other one's copies.
# On the H200 (eighteenth session, µs, without -> with the hint) the 16-row w2 at Qwen3-30B
# T = 16 (6 K steps a CTA) 74.4 -> 64.4, T = 256 130.0 -> 108.9; the 64-row w1 at Qwen3-30B
# T = 1024 270.7 -> 248.1, DeepSeek-V3 3733.7 -> 3574.9; but a grid under one wave (Mixtral
# T = 1, 64 w2 CTAs) 58.9 -> 78.3: each CTA alone, with less in flight. variants.c's cost
# model chooses between the two exports.
GEMM_PAIRED = [(16, 128, 128), (32, 128, 128), (64, 128, 128)]
PAIRED = {"occupancy": 2}
# Row blocks per group of the launch order (moe_gemm's GROUP_M). On the H200 the row-block-major
# order read Qwen3-235B's w2 weights 1.5 times from DRAM at T = 1024 (2.37 GB against 1.65 GB
# grouped, by ncu; 0.53 -> 0.46 ms); 1 re-reads an expert's W once per row block (Mixtral w1 at
# T = 4096 3.6 -> 4.7 ms); 4, 8 and 16 were within a few per cent of one another.
GROUP_M = 8
SILU_TILE = 1024
# The fp8 GEMMs' variants (TILE_M, whether w1 is transposed, whether w2 is, w2's CTAs an SM or
# None (below); TILE_N = TILE_K = FP8_GROUP: a w1 tile's two halves of FP8_GROUP columns make
# each row's output one scale group), files moe_w1_fp8[_t]_<M>x128.cutile and
# moe_w2_fp8[_t]_<M>x128[_o<CTAs>].cutile (a w1 shared by two variants once); variants.c's
# moe_fp8_variants lists the same. Transposed, the scales of the rows vary along the MMA's N:
# each thread multiplies its 32 columns by their own scales, loaded per K step (sm_90a: ~730
# instructions a warp per K step of the 128-row w1, more than the tensor cores' time for it),
# where the plain tile's thread holds 2 rows and 2 scales (~400). The plain w1 holds the gate
# and up accumulators beside a K group's products (256 f32 registers with the next product in
# flight): ptxas spills ~36 registers in its K loop, and at 128 rows (two warpgroups) it is
# still 1.2-1.3x faster on the H200 (Mixtral, Qwen3-235B at T = 4096), the spills included.
# At 64 rows (one warpgroup) the plain w1 runs two CTAs an SM (FP8_W1_PAIRED).
FP8_TILES = [(16, True, True, 3), (16, True, True, None), (32, True, True, 3),
             (64, False, False, None), (128, False, False, None)]
# The transposed fp8 GEMMs of 16 and 32 rows stream the routed experts' weights at small T (each
# K step is 128 x TILE_M x 128 products, little tensor work a byte): their w1 has one warpgroup
# take the 128 weight rows (num_worker_warps 4, where the compiler gives each 64 rows a
# warpgroup), and so has a w2 of FP8_TILES with a CTA count (occupancy: three CTAs an SM, a ring
# of 3 stages where two CTAs have 5), whose CTAs are short (K = I: 6 K groups at Qwen3-30B, 16
# at DeepSeek-V3): the other CTAs' copies cover the time a CTA spends before its first TMA (the
# expert id's load) and in its scatter. On the H200 (Qwen3-30B T = 16, in the layer's graph) w1
# 79.1 -> 77.9 µs, w2 41.8 -> 35.5 µs (Triton's 35.5); w2 at T = 64 58.6 -> 51.5. w1 at three
# CTAs has a ring of 2 stages and ran 1-3% slower; w2 at four (2 stages) lost 24% on Mixtral
# T = 1, whose 64 CTAs (fewer than the SMs) each stream alone; the 16-row w2 is exported plain
# too, for such grids (variants.c).
FP8_W1_NARROW = {"num_worker_warps": 4}
# The plain 64-row w1 (one warpgroup) at two CTAs an SM, a ring of 2 stages each (the compiler
# gives it one CTA of 5 by itself): each CTA's in-loop scaling, fill and epilogue leave the
# tensor cores and the stream idle unless another CTA of the SM runs meanwhile. On the H200
# (seventeenth session, w1 µs at T = 1024 / 4096) it beat the transposed 64-row w1 (one CTA,
# two warpgroups of weight rows) and the 128-row w1 everywhere: Qwen3-30B 217 / 585 (t_64) and
# 194 / 401 (128 rows) -> 167 / 350, Qwen3-235B 693 / 2022 and 578 / 1292 -> 511 / 1206,
# Mixtral 1169 / 4864 and 751 / 2815 -> 710 / 2487, DeepSeek-V3 2173 / 5542 and 2316 / 3531 ->
# 1970 / 3161; the same w1 at one CTA of 5 stages measured in between (198 / 501 at Qwen3-30B).
FP8_W1_PAIRED = {"occupancy": 2}


def fp8_w1_hints(tile_m, transposed):
    """The compiler hints of the w1 of FP8_TILES' row of tile_m rows."""
    if transposed:
        return FP8_W1_NARROW if tile_m <= 32 else {}
    return FP8_W1_PAIRED if tile_m == 64 else {}


def fp8_w2_narrow(ctas):
    return {"num_worker_warps": 4, "occupancy": ctas}


# w2 in row blocks smaller than the alignment (moe_w2_fp8_split): (alignment TILE_M, SPLIT), file
# moe_w2_fp8_<TILE_M / SPLIT>x128_s<SPLIT>.cutile, with w1's plain TILE_M tile (variants.c's
# moe_fp8_variants). On the H200 the 64-row plain w2 (two CTAs an SM) beat the 128-row one
# where an expert's rows half fill 128 (Qwen3-235B at T = 1024: 0.267 against 0.353 ms) while
# w1 was fastest at 128 rows.
FP8_SPLIT_TILES = [(128, 2)]
# The transposed w2 with each tile's K groups in KSPLIT runs, one CTA each (moe_w2_fp8_ksplit):
# (TILE_M, KSPLIT), file moe_w2_fp8_t_<TILE_M>x128_k<KSPLIT>.cutile, with the transposed w1 of
# TILE_M rows (variants.c's moe_fp8_variants). For grids of fewer w2 tiles than SMs: Mixtral
# at T = 1 routes to 2 experts, 64 tiles of 112 K groups (H200: 55 µs, twice the weights'
# DRAM time, with each CTA alone on its SM).
FP8_KSPLIT_TILES = [(16, 2)]
# Groups per program of the quantisation of x: 2048 values (H = 2048 in one program, 4096 in
# two, DeepSeek-V3's 7168 in four, half of the last masked), in four warps (QUANT_HINTS): 16
# e4m3 codes a thread, one 16-byte store each. Without the hint the compiler gives a 2048-value
# tile 8 warps (8 elements a thread) while the codes' layout holds 16 a thread, so half the
# warps repeat the other half's stores. 512-value programs (two warps, one repeating) moved
# 2.3 TB/s on the H200 against 4.25 for a copy (DeepSeek-V3 T = 4096: 130 µs, 59 MB read and
# 237 MB written), and 2048 took 113 µs; but at T ≤ 64 these take about 2 µs longer (four
# programs a token against fourteen: test/gpu/RESULTS.md, twenty-second session).
QUANT_GROUPS = 16
QUANT_HINTS = {"num_worker_warps": 4}


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


def has_w1(transposed, tile_n):
    """Whether a tile has a moe_w1 export: the transposed kernel's weight halves (TILE_N / 2
    rows each) must fill the MMA's 64-row M (variants.c moe_variant_has_w1)."""
    return not transposed or tile_n // 2 >= 64


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
    # The permuted layer's GEMMs in the same tiles; moe_w1's TILE_N columns are split between
    # the gate and the up half (TILE_N / 2 each: the MMA, its registers and stage bytes are
    # the tile's).
    w1 = [array(bf, 2), array(bf, 4), array(bf, 2), array(i32, 1, False), array(i32, 1, False)]
    w2 = [array(bf, 2), array(bf, 3), array(bf, 2), array(ct.float32, 1, False),
          array(i32, 1, False), array(i32, 1, False), array(i32, 1, False),
          ScalarConstraint(i32)]
    for suffix, tiles in (("", GEMM_TILES), ("_t", GEMM_T_TILES)):
        for (tm, tn, tk), hints in [(t, {}) for t in tiles] + [(t, PAIRED) for t in tiles
                                                              if t in GEMM_PAIRED]:
            name = f"{tm}x{tn}x{tk}" + (f"_o{hints['occupancy']}" if hints else "")
            extra = (hints,) if hints else ()
            if has_w1(suffix == "_t", tn):
                out.append((f"moe_w1{suffix}_bf16_{name}", "moe_w1" + suffix,
                            w1 + [tm, tn // 2, tk, GROUP_M]) + extra)
            out.append((f"moe_w2{suffix}_bf16_{name}", "moe_w2" + suffix,
                        w2 + [tm, tn, tk, GROUP_M]) + extra)
    out.append((f"silu_and_mul_bf16_{SILU_TILE}", "silu_and_mul",
                [array(bf, 3), array(bf, 2), SILU_TILE]))
    return out + fp8_exports()


def fp8_stem(gemm, tile_m, transposed):
    return f"moe_w{gemm}_fp8{'_t' if transposed else ''}_{tile_m}x{FP8_GROUP}"


def fp8_exports():
    """The fp8 layer's files: both GEMMs in every variant and the quantisation of x. Scales are
    [rows, K / 128] or [E, N / 128, K / 128] f32 (seen as [E, 2, I / 128, H / 128] and
    [E, 1, H / 128, I / 128], as the weights),
    their inner extents anything (K / 128 = 6 for K = 768)."""
    from cuda.tile.compilation import ScalarConstraint
    bf, f8, f32, i32 = ct.bfloat16, ct.float8_e4m3fn, ct.float32, ct.int32
    w1 = [array(f8, 2), array(f32, 2, False), array(f8, 4), array(f32, 4, False), array(f8, 2),
          array(f32, 2, False), array(i32, 1, False), array(i32, 1, False)]
    w2 = [array(f8, 2), array(f32, 2, False), array(f8, 4), array(f32, 4, False), array(bf, 2),
          array(f32, 1, False), array(i32, 1, False), array(i32, 1, False),
          array(i32, 1, False), ScalarConstraint(i32)]
    out = []
    for tm, t1, t2, ctas in FP8_TILES:
        stem1 = fp8_stem(1, tm, t1)
        if stem1 not in (x[0] for x in out):
            out.append((stem1, "moe_w1_fp8", w1 + [t1, tm, GROUP_M], fp8_w1_hints(tm, t1)))
        out.append((fp8_stem(2, tm, t2) + (f"_o{ctas}" if ctas else ""), "moe_w2_fp8",
                    w2 + [t2, tm, GROUP_M], fp8_w2_narrow(ctas) if ctas else {}))
    for tm, split in FP8_SPLIT_TILES:
        out.append((f"{fp8_stem(2, tm // split, False)}_s{split}", "moe_w2_fp8_split",
                    w2 + [tm // split, GROUP_M, split]))
    for tm, ksplit in FP8_KSPLIT_TILES:
        out.append((f"{fp8_stem(2, tm, True)}_k{ksplit}", "moe_w2_fp8_ksplit",
                    w2 + [tm, GROUP_M, ksplit]))
    n = QUANT_GROUPS * FP8_GROUP
    return out + [(f"quant_permute_fp8_{n}", "quant_permute_fp8",
                   [array(bf, 2), array(i32, 1, False), array(f8, 2), array(f32, 2, False),
                    ScalarConstraint(i32), QUANT_GROUPS], QUANT_HINTS)]


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
    return ex.write_sample(out_dir, REL, mod, exports(), mangled=True, version="13.4")


def main():
    return export_tools().sample_main(__doc__, "moe", REL, HERE, export_all)


if __name__ == "__main__":
    sys.exit(main())
