# SPDX-License-Identifier: Apache-2.0
"""Corner cases of cuTile Python's lowering, for libcutile_rt tests (written for this project).

raw_copy      y[i] = x[i] through the arrays' raw memory (get_raw_memory().load_offset /
              store_offset, i64 offsets): cuTile writes the gather's padding value with no mask.
bool_ops      on bool arrays a, b (one byte each in memory), from element `start` on (a runtime
              slice: pointer offsets on i1 pointees): gt = a > b, le = a <= b, ab = abs(a) as
              int8 (ordered unsigned cmpi of i1; absi of i1).
big_extract   y = cat(x_top + 5, x_bottom - 3) of a 128 x 128 f32 tile (64 KiB, above the 48 KiB
              of static shared memory: extract and cat stage through the dynamic region).
"""
import cuda.tile as ct


@ct.kernel
def raw_copy(x, y, TILE: ct.Constant[int]):
    i = ct.arange(TILE, dtype=ct.int64) + ct.bid(0) * TILE
    y.get_raw_memory().store_offset(i, x.get_raw_memory().load_offset(i))


@ct.kernel
def bool_ops(a, b, gt, le, ab, start: int, TILE: ct.Constant[int]):
    n = a.shape[0]
    ta = ct.load(a.slice(0, start, n), index=(0,), shape=(TILE,))
    tb = ct.load(b.slice(0, start, n), index=(0,), shape=(TILE,))
    ct.store(gt.slice(0, start, n), index=(0,), tile=ta > tb)
    ct.store(le.slice(0, start, n), index=(0,), tile=ta <= tb)
    ct.store(ab, index=(0,), tile=abs(ta).astype(ct.int8))


@ct.kernel
def big_extract(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(0, 0), shape=(T, T))
    top = ct.extract(t, index=(0, 0), shape=(T // 2, T)) + 5.0
    bottom = ct.extract(t, index=(1, 0), shape=(T // 2, T)) - 3.0
    ct.store(y, index=(0, 0), tile=ct.cat((top, bottom), axis=0))


# Found by a bug hunt of norms and losses (twenty-eighth session):
# row_max_f8   o[b] = the row of x (f8, N < T columns) loaded padded with -inf, as f32, then its
#              maximum broadcast: e5m2's padding is -inf (0xFC), e4m3fn's (no infinity) its NaN
#              (0xFF); both were ±0 before.
# row_sum_u8   s[2b + i] = sum of row i of a (2, T) tile of u8, N < T columns padded with zero:
#              a masked vector load of bytes (its unpacking read unwritten registers).
# max3d        the keepdims maximum over axis 1 of a (16, 16, 256) f32 tile: 64 KiB of
#              cross-warp staging, above the 48 KiB of static shared memory (refused before).
@ct.kernel
def row_max_f8(x, o, T: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b, 0), shape=(1, T), padding_mode=ct.PaddingMode.NEG_INF)
    t = t.astype(ct.float32)
    ct.store(o, index=(b, 0), tile=t)
    ct.store(o, index=(b, 1), tile=ct.max(t, axis=1, keepdims=True) + ct.zeros((1, T), ct.float32))


@ct.kernel
def row_sum_u8(x, s, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0), 0), shape=(2, T), padding_mode=ct.PaddingMode.ZERO)
    ct.store(s, index=(ct.bid(0),), tile=ct.sum(t.astype(ct.int32), axis=1))


@ct.kernel
def max3d(x, s, TB: ct.Constant[int], TS: ct.Constant[int], TH: ct.Constant[int]):
    t = ct.load(x, index=(0, 0, 0), shape=(TB, TS, TH))
    ct.store(s, index=(0, 0, 0), tile=ct.max(t, axis=1, keepdims=True))


# powi         y = x ** n of an f32 tile and an i32 tile (fpowi): odd exponents past 2^24 keep
#              the sign of a negative base, and |x| near 1 its magnitude (the exponent was
#              rounded to an f32: pow(-1, 2^24 + 1) gave +1; found by a math hunt).
@ct.kernel
def powi(x, n, y, T: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(T,))
    ct.store(y, index=(b,), tile=t ** ct.load(n, index=(b,), shape=(T,)))


# strided_cols A tile of a strided view narrower than its step along the contiguous dim: Yt =
#              X[:, ::2]ᵀ by TM x 1 tiles every 2 columns. Each row's one element was loaded as
#              a vector running into the next row's (the tile's extent was not a limit on it;
#              found by an integer hunt). pair_cols: TM x 2 tiles every 4 columns, flattened.
@ct.kernel
def strided_cols(X, Yt, TM: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    t = X.tiled_view((TM, 1), traversal_steps=(TM, 2)).load((i, j), check_bounds=False)
    ct.store(Yt, index=(j, i), tile=ct.permute(t, (1, 0)))


@ct.kernel
def pair_cols(X, Y, TM: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    t = X.tiled_view((TM, 2), traversal_steps=(TM, 4)).load((i, j), check_bounds=False)
    ct.store(Y, index=(j * ct.num_blocks(0) + i,), tile=t.reshape((TM * 2,)))


# halo_sum     y[r, c] = x[r, c − 1] + x[r, c] + x[r, c + 1], zero outside the row: the shifted
#              loads by load_advanced_indexing's Slice(start ± 1, T). The first block's left
#              slice starts at −1, its elements from 0 on in bounds (the start was read as
#              unsigned: the whole slice masked, a convolution's padding lost; found by a
#              convolution hunt).
@ct.kernel
def halo_sum(X, Y, R: ct.Constant[int], T: ct.Constant[int]):
    b = ct.bid(0)
    rows = ct.arange(R, dtype=ct.int32)
    zero = ct.PaddingMode.ZERO
    left = ct.load_advanced_indexing(X, (rows, ct.Slice(b * T - 1, T)), padding_mode=zero)
    mid = ct.load_advanced_indexing(X, (rows, ct.Slice(b * T, T)), padding_mode=zero)
    right = ct.load_advanced_indexing(X, (rows, ct.Slice(b * T + 1, T)), padding_mode=zero)
    ct.store(Y, index=(0, b), tile=left + mid + right)
