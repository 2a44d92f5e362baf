# SPDX-License-Identifier: Apache-2.0
"""Scans and index reductions for libcutile_rt tests (written for this project).

row_cumsum   y = cumsum(x) along each row (one tile block per row, the row in one
             TILE_N tile; the tail lanes load zero): `scan` with an addf / addi body.
row_scans    reverse cumsum, running max and a non-commutative scan of i32 rows.
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


def _keep_acc(elem, acc):
    return acc


@ct.kernel
def row_scans(X, Rev, Mx, First, TILE_N: ct.Constant[int]):
    """Rev = reverse cumsum, Mx = running max, First = a reverse scan whose combiner keeps the
    accumulator (non-commutative). Region arguments are (element, accumulator) as ops.md's
    description has them (its Q5), so every result is the line's last element, and an
    operand-order slip in the lowering shows."""
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    ct.store(Rev, index=(row, 0), tile=ct.cumsum(x, axis=1, reverse=True))
    ct.store(Mx, index=(row, 0), tile=ct.scan(x, 1, ct.maximum, -2147483648))
    ct.store(First, index=(row, 0), tile=ct.scan(x, 1, _keep_acc, 0, reverse=True))
