# SPDX-License-Identifier: Apache-2.0
"""A printing kernel for libcutile_rt tests (written for this project).

print_sum    each tile block sums its TILE-element chunk of X and prints
             "block <pid> of <n>: sum <s>" once (print_tko with rank-0 operands:
             i32, i32, f32 → vprintf from one thread).
"""
import cuda.tile as ct


@ct.kernel
def print_sum(X, n, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(X, index=(pid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    ct.printf("block %d of %d: sum %.1f\n", pid, n, ct.sum(x))


# print_tile   each tile block prints its TILE-element chunk of the int32 array X whole, as
#              cuTile Python's documentation and NVIDIA's test_print.py show tiles: a nested
#              list on one line ("[[0, 1, 2, 3], [4, 5, 6, 7]]"), beside rank-0 values (the
#              block id, a reduction) and with a tile's own conversion ("%.2f"): print_tko of
#              tiles of several shapes and rank-0 values together.
@ct.kernel
def print_tile(X, TILE: ct.Constant[int]):
    bid = ct.bid(0)
    tx = ct.load(X, index=(bid,), shape=(TILE,))
    t2 = tx.reshape((2, TILE // 2))
    ct.printf("tile[%d]:%d\n", bid, tx)
    ct.print("original:", t2)
    ct.print("reduce over all axes:", ct.sum(t2, None))
    ct.print("reduce over axis 1:", ct.sum(t2, 1))
    ct.print(f"block {bid} keepdims: {ct.sum(t2, 1, keepdims=True)} half={tx.astype(ct.float32) * 0.5:.2f}")
