# SPDX-License-Identifier: Apache-2.0
"""Row-wise LayerNorm forward for libcutile_rt tests (written for this project).

    mean = sum(x) / N;  var = sum((x - mean)^2) / N;  rstd = 1 / sqrt(var + eps)
    y = (x - mean) * rstd * w + b
One tile block per row; the row is walked in TILE_N chunks three times (mean,
variance, normalise).  Statistics are kept in f32 and written to Mean/Rstd.
The tail chunk is zero-padded on load and masked with a column-index compare
for the variance.  eps is a runtime f32 scalar.
"""
import cuda.tile as ct


@ct.kernel
def layer_norm_fwd(X, Y, W, B, Mean, Rstd, eps, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    n = X.shape[1]
    n_chunks = ct.num_tiles(X, axis=1, shape=(1, TILE_N))
    col = ct.arange(TILE_N, dtype=ct.int32)

    s = ct.zeros((1, TILE_N), dtype=ct.float32)
    for j in range(n_chunks):
        x = ct.load(X, index=(row, j), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        s += x.astype(ct.float32)
    mean = ct.sum(s, axis=1) / n

    v = ct.zeros((1, TILE_N), dtype=ct.float32)
    for j in range(n_chunks):
        x = ct.load(X, index=(row, j), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        d = ct.where(j * TILE_N + col < n, x.astype(ct.float32) - mean, 0.0)
        v += d ** 2
    var = ct.sum(v, axis=1) / n
    rstd = ct.rsqrt(var + eps)

    ct.store(Mean, index=(row,), tile=mean)
    ct.store(Rstd, index=(row,), tile=rstd)

    for j in range(n_chunks):
        x = ct.load(X, index=(row, j), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        w = ct.load(W, index=(j,), shape=(TILE_N,), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(j,), shape=(TILE_N,), padding_mode=ct.PaddingMode.ZERO)
        y = (x.astype(ct.float32) - mean) * rstd * w.astype(ct.float32) + b.astype(ct.float32)
        ct.store(Y, index=(row, j), tile=y.astype(Y.dtype))
