# SPDX-License-Identifier: Apache-2.0
"""Sparse multi-head latent attention, decode step (written for this project; the shape of
DeepSeek-style MLA decode kernels): one tile block per batch entry attends all TILE_H heads of
its query to the TOPK cache rows that Idx selects.

    Q   [B, TILE_H, DV + DR]   query: latent part (DV) and rotary part (DR)
    KV  [T, DV + DR]           the latent cache; a row's first DV columns are also its value
    Idx [B, TOPK]              the selected cache rows
    O   [B, TILE_H, DV]        softmax(scale (Qn Kn^T + Qr Kr^T)) Kn

The cache rows are gathered through the index tile, the query's two parts are loaded
separately and reshaped to 2-D. With DV = 512 the value tile (TILE_N x 512) exceeds what an
sm_120 block can stage in shared memory for ldmatrix. Grid: (B,).
"""
import cuda.tile as ct


@ct.kernel
def sparse_mla(Q, KV, Idx, O, scale, TILE_H: ct.Constant[int], TILE_N: ct.Constant[int],
               DV: ct.Constant[int], DR: ct.Constant[int]):
    b = ct.bid(0)
    qn = ct.reshape(ct.load(Q, index=(b, 0, 0), shape=(1, TILE_H, DV)), (TILE_H, DV))
    qr = ct.reshape(ct.load(Q, index=(b, 0, DV // DR), shape=(1, TILE_H, DR)), (TILE_H, DR))
    m_i = ct.full((TILE_H, 1), -1e30, dtype=ct.float32)
    l_i = ct.zeros((TILE_H, 1), dtype=ct.float32)
    acc = ct.zeros((TILE_H, DV), dtype=ct.float32)
    cn = ct.arange(DV, dtype=ct.int32)
    cr = DV + ct.arange(DR, dtype=ct.int32)
    for j in range(ct.num_tiles(Idx, axis=1, shape=(1, TILE_N))):
        idx = ct.reshape(ct.load(Idx, index=(b, j), shape=(1, TILE_N)), (TILE_N,))
        kn = ct.gather(KV, (idx[:, None], cn[None, :]))
        kr = ct.gather(KV, (idx[:, None], cr[None, :]))
        s = ct.mma(qn, ct.transpose(kn), ct.zeros((TILE_H, TILE_N), dtype=ct.float32))
        s = ct.mma(qr, ct.transpose(kr), s) * scale
        m_new = ct.maximum(m_i, ct.max(s, axis=1, keepdims=True))
        p = ct.exp(s - m_new)
        alpha = ct.exp(m_i - m_new)
        l_i = l_i * alpha + ct.sum(p, axis=1, keepdims=True)
        acc = acc * alpha + ct.mma(p.astype(KV.dtype), kn, ct.zeros((TILE_H, DV), dtype=ct.float32))
        m_i = m_new
    ct.store(O, index=(b, 0, 0), tile=ct.reshape((acc / l_i).astype(O.dtype), (1, TILE_H, DV)))


@ct.kernel
def gathered_pair(A, B, C, Idx, Out, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                  TILE_K: ct.Constant[int]):
    """Out = sum over index tiles j of A (B[rows_j] + C[rows_j]): two dots whose B operands are
    rows gathered through one index tile loaded in the loop, as sparse MLA gathers K, its rotary
    part and V through one (a 64-row A takes wgmma on sm_90a). The index tile's loads cannot be
    recomputed ahead of their iteration, so neither gather may stream through a pipelined
    ring; the first refusal once left its address ops marked as recomputable, the second gather
    streamed on them, and the ring's prologue reshaped an index tile not loaded yet (`emit-ptx:
    reshape uses a value with no registers`). Grid: (cdiv(M, TILE_M),)."""
    m = ct.bid(0)
    a = ct.load(A, index=(m, 0), shape=(TILE_M, TILE_K))
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    cols = ct.arange(TILE_N, dtype=ct.int32)[None, :]
    for j in range(ct.num_tiles(Idx, axis=1, shape=(1, TILE_K))):
        rows = ct.load(Idx, index=(0, j), shape=(1, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        rows = ct.reshape(rows, (TILE_K, 1))
        acc = ct.mma(a, ct.gather(B, (rows, cols)), acc)
        acc = ct.mma(a, ct.gather(C, (rows, cols)), acc)
    ct.store(Out, index=(m, 0), tile=acc.astype(Out.dtype))
