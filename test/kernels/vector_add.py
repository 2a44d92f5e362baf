# SPDX-License-Identifier: Apache-2.0
"""Vector-add family of test kernels for libcutile_rt (written for this project).

Kernels
  vec_add_1d       c[i] = a[i] + b[i]                 tiled 1-D, ct.load/ct.store
  vec_add_2d       c[i,j] = a[i,j] + b[i,j]           tiled 2-D, 2-D grid
  vec_add_gather   c[i] = a[i] + b[i]                 element gathers with bounds masks
                                                      (arbitrary n, no tile-divisibility)
  vec_add_indexed  c[idx[i]] = alpha * a[idx[i]] + b[i]
                                                      index-array gather/scatter, runtime
                                                      scalar alpha, user mask (idx >= 0)
"""
import cuda.tile as ct


@ct.kernel
def vec_add_1d(a, b, c, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(a, index=(pid,), shape=(TILE,))
    y = ct.load(b, index=(pid,), shape=(TILE,))
    ct.store(c, index=(pid,), tile=x + y)


@ct.kernel
def vec_add_2d(a, b, c, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    x = ct.load(a, index=(bm, bn), shape=(TILE_M, TILE_N))
    y = ct.load(b, index=(bm, bn), shape=(TILE_M, TILE_N))
    ct.store(c, index=(bm, bn), tile=x + y)


@ct.kernel
def vec_add_gather(a, b, c, TILE: ct.Constant[int]):
    # Element offsets of this block; out-of-range lanes are masked by
    # gather/scatter's own bounds check (loads return 0, stores are dropped).
    offs = ct.bid(0) * TILE + ct.arange(TILE, dtype=ct.int32)
    x = ct.gather(a, offs)
    y = ct.gather(b, offs)
    ct.scatter(c, offs, x + y)


@ct.kernel
def vec_add_indexed(a, b, c, idx, alpha, TILE: ct.Constant[int]):
    offs = ct.bid(0) * TILE + ct.arange(TILE, dtype=ct.int32)
    # idx is padded with -1 past the valid range; -1 lanes are skipped.
    j = ct.gather(idx, offs, padding_value=-1)
    valid = j >= 0
    x = ct.gather(a, j, mask=valid)
    y = ct.gather(b, offs, mask=valid)
    r = x * alpha + y
    ct.scatter(c, j, r, mask=valid)
