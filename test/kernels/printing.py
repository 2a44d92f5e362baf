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
