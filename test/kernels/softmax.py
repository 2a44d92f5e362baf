# SPDX-License-Identifier: Apache-2.0
"""Row-wise softmax for libcutile_rt tests (written for this project).

softmax_row      one tile block per row, the whole row in one TILE_N tile
                 (TILE_N >= N); padding lanes load -inf so they contribute 0.
softmax_online   row longer than one tile: one pass with an online running max /
                 rescaled running sum, a second pass writes exp(x - max) / sum.
Both compute in f32 and store in the output dtype.
"""
import cuda.tile as ct


@ct.kernel
def softmax_row(X, Y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N),
                padding_mode=ct.PaddingMode.NEG_INF).astype(ct.float32)
    m = ct.max(x, axis=1, keepdims=True)
    e = ct.exp(x - m)
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(Y, index=(row, 0), tile=(e / s).astype(Y.dtype))


@ct.kernel
def softmax_online(X, Y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    n_chunks = ct.num_tiles(X, axis=1, shape=(1, TILE_N))
    m = ct.full((1, 1), -float("inf"), dtype=ct.float32)
    s = ct.zeros((1, 1), dtype=ct.float32)
    for j in range(n_chunks):
        x = ct.load(X, index=(row, j), shape=(1, TILE_N),
                    padding_mode=ct.PaddingMode.NEG_INF).astype(ct.float32)
        m_new = ct.maximum(m, ct.max(x, axis=1, keepdims=True))
        s = s * ct.exp(m - m_new) + ct.sum(ct.exp(x - m_new), axis=1, keepdims=True)
        m = m_new
    for j in range(n_chunks):
        x = ct.load(X, index=(row, j), shape=(1, TILE_N),
                    padding_mode=ct.PaddingMode.NEG_INF).astype(ct.float32)
        ct.store(Y, index=(row, j), tile=(ct.exp(x - m) / s).astype(Y.dtype))
