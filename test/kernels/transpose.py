# SPDX-License-Identifier: Apache-2.0
"""2-D transpose Y = X^T for libcutile_rt tests (written for this project).

Block (i, j) loads the TILE_M x TILE_N tile (i, j) of X, permutes it in
registers (ct.transpose) and stores it as tile (j, i) of Y.
"""
import cuda.tile as ct


@ct.kernel
def transpose(X, Y, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int]):
    i = ct.bid(0)
    j = ct.bid(1)
    t = ct.load(X, index=(i, j), shape=(TILE_M, TILE_N))
    ct.store(Y, index=(j, i), tile=ct.transpose(t))
