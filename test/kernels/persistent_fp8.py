# SPDX-License-Identifier: Apache-2.0
"""A persistent kernel and fp8 conversions for libcutile_rt tests (written for this project).

persistent_scale  a fixed grid walks all tiles of X: for t in range(bid, n_tiles, num_blocks),
                  y = 2 x + 1 (a `for` with a runtime lower bound and step).
fp8_roundtrip     y4 = f32(e4m3(x)), y5 = f32(e5m2(x)): ftof to and from fp8 (sm_89+).
"""
import cuda.tile as ct


@ct.kernel
def persistent_scale(X, Y, TILE: ct.Constant[int]):
    n_tiles = ct.num_tiles(X, axis=0, shape=(TILE,))
    for t in range(ct.bid(0), n_tiles, ct.num_blocks(0)):
        x = ct.load(X, index=(t,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
        ct.store(Y, index=(t,), tile=x * 2.0 + 1.0)


@ct.kernel
def fp8_roundtrip(X, Y4, Y5, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(X, index=(pid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.store(Y4, index=(pid,), tile=x.astype(ct.float8_e4m3fn).astype(ct.float32))
    ct.store(Y5, index=(pid,), tile=x.astype(ct.float8_e5m2).astype(ct.float32))
