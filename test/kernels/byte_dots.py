# SPDX-License-Identifier: Apache-2.0
"""Tensor-core GEMMs on 1-byte elements (e4m3, e5m2, int8) for libcutile_rt tests (written for
this project): one kernel for each way a pipelined K loop can feed a dot operand, so that each
path of the stage copier meets elements of one byte.

mm_bytes     C = A @ B, A[M,K] and B[K,N] row-major, both read by tiled loads (tensor maps by
             TMA where the target has it; cp.async below sm_90)
mm_bytes_nt  C = A @ Bt^T with Bt[N,K]: B's tile is transposed in the loop (a permute after
             the load, which a TMA box cannot follow: B is copied by cp.async, A by TMA)
mm_bytes_gather
             C = A[rows] @ B: A's rows gathered through an index array (as fused MoE does), by
             cp.async; B by tiled loads
mm_bytes_cast_a
             C = e4m3(A) @ B with A in f32: the dot's A is computed in the loop body
mm_bytes_scaled
             C = sum over K tiles k of (A_k @ B_k) * SA[m, k] * SB[k, n-tile]: a scale per row
             and K tile of A (per token and group) and per K x N tile of B (per weight block),
             loaded in the K loop beside the streamed operands (the block-scaled fp8 recipe)
Every kernel pads loads with zeros, so M, N and K need not be multiples of the tiles.
Grid: (cdiv(M, TILE_M), cdiv(N, TILE_N)).
"""
import cuda.tile as ct


def _acc_type(A):
    return ct.int32 if A.dtype == ct.int8 else ct.float32


@ct.kernel
def mm_bytes(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
             TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_M, TILE_N), dtype=_acc_type(A))
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))


@ct.kernel
def mm_bytes_nt(A, Bt, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_M, TILE_N), dtype=_acc_type(A))
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        bt = ct.load(Bt, index=(bn, k), shape=(TILE_N, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, ct.transpose(bt), acc)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))


@ct.kernel
def mm_bytes_gather(A, B, C, rows, num_rows, TILE_M: ct.Constant[int],
                    TILE_N: ct.Constant[int], TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    m = bm * TILE_M + ct.arange(TILE_M, dtype=ct.int32)
    r = ct.gather(rows, m, padding_value=0)
    valid = m < num_rows
    k_offs = ct.arange(TILE_K, dtype=ct.int32)
    acc = ct.zeros((TILE_M, TILE_N), dtype=_acc_type(A))
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        cols = k * TILE_K + k_offs
        a = ct.gather(A, (r[:, None], cols[None, :]), mask=valid[:, None])
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))


@ct.kernel
def mm_bytes_cast_a(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                    TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a.astype(B.dtype), b, acc)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))


@ct.kernel
def mm_bytes_scaled(A, B, C, SA, SB, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                    TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        sa = ct.load(SA, index=(bm, k), shape=(TILE_M, 1), padding_mode=ct.PaddingMode.ZERO)
        sb = ct.load(SB, index=(k, bn), shape=(1, 1), padding_mode=ct.PaddingMode.ZERO)
        part = ct.mma(a, b, ct.zeros((TILE_M, TILE_N), dtype=ct.float32))
        acc = acc + part * sa * sb
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))


# bmm_bytes_tn: C[b] = At[b]^T @ B[b] with At[batch,K,M], B[batch,K,N] (grid (..., batch)): 3-D
# tiles of one batch item, A's transposed in the loop. On targets without wgmma its bytes are
# loaded one at a time into the dot's fragments; CUDA 13.0's ptxas crashed on that PTX for
# sm_100a and sm_120a at 128x128x64 while the padding was set before the guarded loads.
@ct.kernel
def bmm_bytes_tn(At, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                 TILE_K: ct.Constant[int]):
    bm, bn, bb = ct.bid(0), ct.bid(1), ct.bid(2)
    acc = ct.zeros((1, TILE_M, TILE_N), dtype=_acc_type(At))
    for k in range(ct.num_tiles(At, axis=1, shape=(1, TILE_K, TILE_M))):
        at = ct.load(At, index=(bb, k, bm), shape=(1, TILE_K, TILE_M),
                     padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(bb, k, bn), shape=(1, TILE_K, TILE_N),
                    padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ct.transpose(at, 1, 2), b, acc)
    ct.store(C, index=(bb, bm, bn), tile=acc.astype(C.dtype))


# mm_bytes_nt_fast: mm_bytes_nt with fast accumulation (ops.md: mmaf's fast_acc, bytecode 13.3
# on), which the tensor cores keep in their own accumulator without the promotion's f32 adds
# every 128 of K (lower/mma.h): bench/matmul_fp8.py's "NT fast_acc" against
# torch._scaled_mm(use_fast_accum=True).
@ct.kernel
def mm_bytes_nt_fast(A, Bt, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                     TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        bt = ct.load(Bt, index=(bn, k), shape=(TILE_N, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, ct.transpose(bt), acc, use_fast_acc=True)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))
