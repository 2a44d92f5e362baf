# SPDX-License-Identifier: Apache-2.0
"""Attention forward for libcutile_rt tests (written for this project), the loop of a flash
attention: its two dots do not both stream, which is what src/lower/pipeline_loops.c's resident and
staged operands are for. Q is loop-invariant (resident), P = exp2(S - m) is computed in the
body (staged), K and V stream through the ring.

attention   O[b] = softmax(scale · Q[b] K[b]^T) V[b] for Q, K, V, O of shape (B, S, D): one tile
            block per TILE_M query rows (bid 0) of batch item bid 1; the keys in TILE_N tiles with
            an online row max and rescaled row sum in f32 (exp2 with flush_to_zero, the scale
            folded into log2 e). K is read transposed (order) as the B operand of the first dot.
            S is a multiple of TILE_M and TILE_N.
scaled_dot  C = (A · s).astype(A.dtype) @ B for one TILE_M x K times K x N tile: a dot whose A is
            computed, outside any loop (an unpipelined wgmma taking A from registers).
divide      Q[k] = X / Y in f32 with rounding RN, RZ, RM, RP and RN with flush_to_zero (k = 0 … 4),
            Q[5] = tanh(X), Q[6] = log(X), Q[7 … 11] = sqrt(X) in the same five modes, N elements
            per block, beside a 64x64x64 dot (C = A @ B, every block): in a function with a
            wgmma, division, sqrt (and the f64 quotients inside tanh and log) are inline
            arithmetic rather than div.r* / sqrt.r*, whose hard cases call a subroutine and would
            serialise the wgmma (src/codegen/ptx_math.c ct_ptx_div32, ct_ptx_sqrt32, f64_quot).
"""
import math

import cuda.tile as ct


@ct.kernel
def attention(Q, K, V, O, scale: float, D: ct.Constant[int], TILE_M: ct.Constant[int],
              TILE_N: ct.Constant[int]):
    i, b = ct.bid(0), ct.bid(1)
    q = ct.load(Q, index=(b, i, 0), shape=(1, TILE_M, D)).reshape((TILE_M, D))
    c = scale * 1.4426950408889634  # log2(e)
    m = ct.full((TILE_M, 1), -math.inf, dtype=ct.float32)
    s = ct.zeros((TILE_M, 1), dtype=ct.float32)
    acc = ct.zeros((TILE_M, D), dtype=ct.float32)
    for j in range(ct.num_tiles(K, axis=1, shape=(1, TILE_N, D))):
        kt = ct.load(K, index=(b, 0, j), shape=(1, D, TILE_N), order=(0, 2, 1)).reshape((D, TILE_N))
        x = ct.mma(q, kt, ct.zeros((TILE_M, TILE_N), dtype=ct.float32))
        m_new = ct.maximum(m, ct.max(x, axis=1, keepdims=True) * c)
        p = ct.exp2(x * c - m_new, flush_to_zero=True)
        alpha = ct.exp2(m - m_new, flush_to_zero=True)
        s = s * alpha + ct.sum(p, axis=1, keepdims=True)
        v = ct.load(V, index=(b, j, 0), shape=(1, TILE_N, D)).reshape((TILE_N, D))
        acc = ct.mma(p.astype(Q.dtype), v, acc * alpha)
        m = m_new
    ct.store(O, index=(b, i, 0), tile=(acc / s).astype(O.dtype).reshape((1, TILE_M, D)))


@ct.kernel
def scaled_dot(A, B, C, s: float, TILE_M: ct.Constant[int], K: ct.Constant[int],
               N: ct.Constant[int]):
    i = ct.bid(0)
    a = ct.load(A, index=(i, 0), shape=(TILE_M, K)).astype(ct.float32) * s
    b = ct.load(B, index=(0, 0), shape=(K, N))
    c = ct.mma(a.astype(A.dtype), b, ct.zeros((TILE_M, N), dtype=ct.float32))
    ct.store(C, index=(i, 0), tile=c)


@ct.kernel
def divide(X, Y, Q, A, B, C, N: ct.Constant[int]):
    a = ct.load(A, index=(0, 0), shape=(64, 64))
    b = ct.load(B, index=(0, 0), shape=(64, 64))
    ct.store(C, index=(0, 0), tile=ct.mma(a, b, ct.zeros((64, 64), dtype=ct.float32)))
    i = ct.bid(0)
    x = ct.load(X, index=(i,), shape=(N,))
    y = ct.load(Y, index=(i,), shape=(N,))
    RM = ct.RoundingMode
    ct.store(Q, index=(0, i), tile=ct.truediv(x, y, rounding_mode=RM.RN).reshape((1, N)))
    ct.store(Q, index=(1, i), tile=ct.truediv(x, y, rounding_mode=RM.RZ).reshape((1, N)))
    ct.store(Q, index=(2, i), tile=ct.truediv(x, y, rounding_mode=RM.RM).reshape((1, N)))
    ct.store(Q, index=(3, i), tile=ct.truediv(x, y, rounding_mode=RM.RP).reshape((1, N)))
    ct.store(Q, index=(4, i), tile=ct.truediv(x, y, rounding_mode=RM.RN,
                                              flush_to_zero=True).reshape((1, N)))
    ct.store(Q, index=(5, i), tile=ct.tanh(x).reshape((1, N)))
    ct.store(Q, index=(6, i), tile=ct.log(x).reshape((1, N)))
    ct.store(Q, index=(7, i), tile=ct.sqrt(x, rounding_mode=RM.RN).reshape((1, N)))
    ct.store(Q, index=(8, i), tile=ct.sqrt(x, rounding_mode=RM.RZ).reshape((1, N)))
    ct.store(Q, index=(9, i), tile=ct.sqrt(x, rounding_mode=RM.RM).reshape((1, N)))
    ct.store(Q, index=(10, i), tile=ct.sqrt(x, rounding_mode=RM.RP).reshape((1, N)))
    ct.store(Q, index=(11, i), tile=ct.sqrt(x, rounding_mode=RM.RN,
                                             flush_to_zero=True).reshape((1, N)))
