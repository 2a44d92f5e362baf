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


def _take_elem(acc, elem):
    return elem


@ct.kernel
def row_scans(X, Rev, Mx, First, TILE_N: ct.Constant[int]):
    """Rev = reverse cumsum, Mx = running max, First = a reverse scan whose combiner returns
    the element (non-commutative; any value is a left identity). Region arguments are
    (accumulator, element), the spec's formula f(acc, elem) and tileiras's binding
    (docs/lowering.md), so every result is the element itself, and an order slip shows."""
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    ct.store(Rev, index=(row, 0), tile=ct.cumsum(x, axis=1, reverse=True))
    ct.store(Mx, index=(row, 0), tile=ct.scan(x, 1, ct.maximum, -2147483648))
    ct.store(First, index=(row, 0), tile=ct.scan(x, 1, _take_elem, 0, reverse=True))


def _sum_max_argmax(s1, m1, i1, s2, m2, i2):
    # (running sum, running max, index of the running max): the last two coupled; the first
    # group is the accumulator (the earlier elements), so ties of the max keep the first index
    return s1 + s2, ct.maximum(m1, m2), ct.where(m2 > m1, i2, i1)


@ct.kernel
def tuple_scan(X, S, M, I, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int]):
    # a three-operand scan along the rows of a TILE_M x TILE_N block (cuTile's tuple scan):
    # cumsum, running max and its index, whose combine reads the max (arguments (prev..., cur...))
    bid = ct.bid(0)
    x = ct.load(X, index=(bid, 0), shape=(TILE_M, TILE_N))
    i = ct.broadcast_to(ct.arange(TILE_N, dtype=ct.int32)[None, :], (TILE_M, TILE_N))
    s, m, j = ct.scan((x, x, i), axis=1, func=_sum_max_argmax, identity=(0.0, float("-inf"), 0))
    ct.store(S, index=(bid, 0), tile=s)
    ct.store(M, index=(bid, 0), tile=m)
    ct.store(I, index=(bid, 0), tile=j)


@ct.kernel
def row_flags(X, Flags, Seen, TILE_N: ct.Constant[int]):
    """A reduce and a scan of a bool tile with custom bodies (or, and; cuTile writes a bool
    identity as a Bool attribute): Flags[row] = any(x > 0) + 2·all(x > 0) over the row, Seen =
    x > 0 or'd along it."""
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO)
    pos = x > 0
    some = ct.reduce(pos, 1, lambda a, b: a | b, False)
    every = ct.reduce(pos, 1, lambda a, b: a & b, True)
    ct.store(Flags, index=(row,), tile=some.astype(ct.int32) + 2 * every.astype(ct.int32))
    ct.store(Seen, index=(row, 0), tile=ct.scan(pos, 1, lambda a, b: a | b, False)
             .astype(ct.int32))


def _seg_sum(f1, v1, f2, v2):
    # a segmented running sum: a set flag starts a new segment (the accumulator pair first)
    return f1 | f2, ct.where(f2 != 0, v2, v1 + v2)


@ct.kernel
def seg_scan(F, V, O, TILE: ct.Constant[int]):
    """O = the running sum of V restarted at every set flag of F, within each block of TILE:
    a tuple scan of operands of two element sizes (i8 flags, i64 values), in tiles of 4 (a
    ragged last one)."""
    b = ct.bid(0)
    f = ct.load(F, index=(b,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    v = ct.load(V, index=(b,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    _, s = ct.scan((f, v), 0, _seg_sum, (0, 0))
    ct.store(O, index=(b,), tile=s)


def _seg_flagged(f1, v1, f2, v2):
    # a segmented running sum on bool flags (the accumulator pair first)
    return f1 | f2, ct.where(f2, v2, v1 + v2)


@ct.kernel
def seg_scan_bool(F, V, O, R, TILE: ct.Constant[int]):
    """O and R = the forward and the reverse running sums of V within each block of TILE,
    restarted at every nonzero F: tuple scans of a bool and an i32 tile whose elements span
    registers, lanes, warps and register chunks of every thread."""
    b = ct.bid(0)
    f = ct.load(F, index=(b,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO) != 0
    v = ct.load(V, index=(b,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    _, s = ct.scan((f, v), 0, _seg_flagged, (False, 0))
    _, r = ct.scan((f, v), 0, _seg_flagged, (False, 0), reverse=True)
    ct.store(O, index=(b,), tile=s)
    ct.store(R, index=(b,), tile=r)
