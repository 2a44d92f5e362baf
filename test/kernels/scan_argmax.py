# SPDX-License-Identifier: Apache-2.0
"""Scans and index reductions for libcutile_rt tests (written for this project).

row_cumsum   y = cumsum(x) along each row (one tile block per row, the row in one
             TILE_N tile; the tail lanes load zero): `scan` with an addf / addi body.
row_argmax   idx[row] = argmax(x[row, :]) over a row that may hold NaNs: a two-operand
             `reduce` (value, index) whose body decides what NaN does.
"""
import cuda.tile as ct


@ct.kernel
def row_cumsum(X, Y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    ct.store(Y, index=(row, 0), tile=ct.cumsum(x, axis=1))


@ct.kernel
def row_argmax(X, Idx, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF)
    i = ct.argmax(x, axis=1)
    ct.store(Idx, index=(row,), tile=i.astype(ct.int32))
