# SPDX-License-Identifier: Apache-2.0
"""Row-wise LayerNorm forward and backward for libcutile_rt tests (written for this project).

    mean = sum(x) / N;  var = sum((x - mean)^2) / N;  rstd = 1 / sqrt(var + eps)
    y = (x - mean) * rstd * w + b
One tile block per row; the row is walked in TILE_N chunks three times (mean,
variance, normalise).  Statistics are kept in f32 and written to Mean/Rstd.
The tail chunk is zero-padded on load and masked with a column-index compare
for the variance.  eps is a runtime f32 scalar.

Backward (two stages, with the forward's Mean/Rstd; one tile block per row, the row in one
TILE_N tile, n <= TILE_N):
  layer_norm_bwd_dx  xhat = (x - mean) rstd (0 past n), wdy = w dy,
                     dx = (wdy - (xhat c1 + c2)) rstd with c1 = sum(xhat wdy)/n, c2 = sum(wdy)/n;
                     then the row's dy xhat and dy are added to the partial sums of its group
                     (row % GROUP rows of DW/DB, f32) under that group's spin lock (atomic_cas
                     acquire ... atomic_xchg release); Count[group] says whether the group's
                     partial rows hold anything yet (the first writer stores, the others add).
  layer_norm_bwd_dwdb  dw[c] = sum over the GROUP partial rows (a dim-0 reduce), same for db.
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


@ct.kernel
def layer_norm_bwd_dx(DX, DY, DW, DB, X, W, Mean, Rstd, Locks, Count,
                      GROUP: ct.Constant[int], TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    n = X.shape[1]
    col = ct.arange(TILE_N, dtype=ct.int32)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    dy = ct.load(DY, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    w = ct.load(W, index=(0,), shape=(TILE_N,), padding_mode=ct.PaddingMode.ZERO)
    mean = ct.load(Mean, index=(row,), shape=(1,))
    rstd = ct.load(Rstd, index=(row,), shape=(1,))

    dy = dy.astype(ct.float32)
    xhat = ct.where(col < n, (x.astype(ct.float32) - mean) * rstd, 0.0)
    wdy = w.astype(ct.float32) * dy
    c1 = ct.sum(xhat * wdy, axis=1) / n
    c2 = ct.sum(wdy, axis=1) / n
    dx = (wdy - (xhat * c1 + c2)) * rstd
    ct.store(DX, index=(row, 0), tile=dx.astype(DX.dtype))

    group = row % GROUP
    pdw = dy * xhat
    pdb = dy
    while True:
        if ct.atomic_cas(Locks, group, 0, 1, memory_order=ct.MemoryOrder.ACQUIRE) == 0:
            break
    if ct.gather(Count, group) != 0:
        pdw = pdw + ct.load(DW, index=(group, 0), shape=(1, TILE_N))
        pdb = pdb + ct.load(DB, index=(group, 0), shape=(1, TILE_N))
    else:
        ct.scatter(Count, group, 1)
    ct.store(DW, index=(group, 0), tile=pdw)
    ct.store(DB, index=(group, 0), tile=pdb)
    ct.atomic_xchg(Locks, group, 0, memory_order=ct.MemoryOrder.RELEASE)


@ct.kernel
def layer_norm_bwd_dwdb(DW, DB, FinalDW, FinalDB, GROUP: ct.Constant[int],
                        TILE_C: ct.Constant[int]):
    c = ct.bid(0)
    dw = ct.load(DW, index=(0, c), shape=(GROUP, TILE_C), padding_mode=ct.PaddingMode.ZERO)
    db = ct.load(DB, index=(0, c), shape=(GROUP, TILE_C), padding_mode=ct.PaddingMode.ZERO)
    ct.store(FinalDW, index=(c,), tile=ct.sum(dw, axis=0))
    ct.store(FinalDB, index=(c,), tile=ct.sum(db, axis=0))
