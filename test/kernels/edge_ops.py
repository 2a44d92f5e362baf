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
