# SPDX-License-Identifier: Apache-2.0
"""Column reductions for libcutile_rt tests (written for this project).

col_sum   y[j] = sum_i x[i, j]: a loop over TM-row tiles of the column block j, each
          reduced along axis 0 (registers, lanes and warps all hold rows of the tile) and
          added to a loop-carried (TN,) accumulator.
col_max   y[j] = max_i x[i, j] over i32 in one (TM, TN) tile (ragged rows pad with the
          smallest i32 via a where on the row index).
"""
import cuda.tile as ct


@ct.kernel
def col_sum(X, Y, TM: ct.Constant[int], TN: ct.Constant[int]):
    j = ct.bid(0)
    acc = ct.zeros((TN,), dtype=ct.float32)
    for i in range(ct.num_tiles(X, axis=0, shape=(TM, TN))):
        x = ct.load(X, index=(i, j), shape=(TM, TN), padding_mode=ct.PaddingMode.ZERO)
        acc += ct.sum(x, axis=0)
    ct.store(Y, index=(j,), tile=acc)


@ct.kernel
def col_max(X, Y, TM: ct.Constant[int], TN: ct.Constant[int]):
    j = ct.bid(0)
    x = ct.load(X, index=(0, j), shape=(TM, TN), padding_mode=ct.PaddingMode.ZERO)
    rows = ct.arange(TM, dtype=ct.int32)[:, None]
    x = ct.where(rows < X.shape[0], x, -2147483648)
    ct.store(Y, index=(j,), tile=ct.max(x, axis=0))
