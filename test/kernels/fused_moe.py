# SPDX-License-Identifier: Apache-2.0
"""Fused mixture-of-experts kernels for libcutile_rt tests (written for this project).

moe_gemm
    Grouped GEMM over experts, vLLM-style "sorted token" layout:
      sorted_ids[p]      flat (token * top_k + slot) index, or >= num_valid for padding
      block_expert[bm]   expert that owns row-block bm of sorted_ids (blocks never
                         mix experts)
      A  [T, K]          token activations (row = flat // top_k)
      W  [E, N, K]       per-expert weights, stored N-major like torch Linear; the
                         kernel loads a transposed (TILE_K x TILE_N) box of W[e]
      C  [T * top_k, N]  output rows, scattered to row `flat`
      topk_w [T * top_k] routing weight per flat index
    For each block: C[flat, n] = (A[flat // top_k, :] @ W[e, n, :]^T) * topk_w[flat]
    The routing-weight multiply is compiled in only when MUL_ROUTED_WEIGHT is true.
    Grid: (cdiv(len(sorted_ids), TILE_M), cdiv(N, TILE_N)).

silu_and_mul
    out[m, n] = silu(x[m, n]) * x[m, N + n]    with x of shape [M, 2N]
    computed in f32, stored in out's dtype.  Grid: (M, N // TILE_N); N must be a
    multiple of TILE_N (the "up" half starts at column tile N // TILE_N).
"""
import cuda.tile as ct


@ct.kernel
def moe_gemm(A, W, C, topk_w, sorted_ids, block_expert,
             num_valid, top_k,
             MUL_ROUTED_WEIGHT: ct.Constant[bool],
             TILE_M: ct.Constant[int], TILE_N: ct.Constant[int], TILE_K: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)

    expert = ct.load(block_expert, index=(bm,), shape=())

    rows = bm * TILE_M + ct.arange(TILE_M, dtype=ct.int32)
    flat = ct.gather(sorted_ids, rows, padding_value=num_valid)
    valid = flat < num_valid
    tok = flat // top_k

    k_offs = ct.arange(TILE_K, dtype=ct.int32)
    num_k = ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(num_k):
        cols = k * TILE_K + k_offs
        a = ct.gather(A, (tok[:, None], cols[None, :]), mask=valid[:, None])
        # W[expert] is [N, K]; order=(0, 2, 1) maps tile dim 1 -> K and 2 -> N
        w = ct.load(W, index=(expert, k, bn), shape=(1, TILE_K, TILE_N),
                    order=(0, 2, 1), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, ct.reshape(w, (TILE_K, TILE_N)), acc)

    if MUL_ROUTED_WEIGHT:
        rw = ct.gather(topk_w, flat, mask=valid)
        acc = acc * rw[:, None].astype(ct.float32)

    n_offs = bn * TILE_N + ct.arange(TILE_N, dtype=ct.int32)
    ct.scatter(C, (flat[:, None], n_offs[None, :]), acc.astype(C.dtype), mask=valid[:, None])


@ct.kernel
def silu_and_mul(x, out, TILE_N: ct.Constant[int]):
    m = ct.bid(0)
    bn = ct.bid(1)
    n_tiles = ct.num_tiles(out, axis=1, shape=(1, TILE_N))
    g = ct.load(x, index=(m, bn), shape=(1, TILE_N)).astype(ct.float32)
    u = ct.load(x, index=(m, bn + n_tiles), shape=(1, TILE_N)).astype(ct.float32)
    silu = g / (1.0 + ct.exp(-g))
    ct.store(out, index=(m, bn), tile=(silu * u).astype(out.dtype))
