# SPDX-License-Identifier: Apache-2.0
"""Tiled GEMM C[M,N] = A[M,K] @ B[K,N] for libcutile_rt tests (written for this project).

One tile block computes a TILE_M x TILE_N tile of C.  The 1-D grid is swizzled in
groups of GROUP_M row-tiles (L2-friendly order).  The K loop keeps an f32
accumulator and calls ct.mma; f32 inputs are first rounded to tf32 (the tensor
core input type), f16/bf16 are fed as is.  The result is cast to C's dtype.
K need not be a multiple of TILE_K: loads pad with zeros.
"""
import cuda.tile as ct


@ct.kernel(num_ctas=ct.ByTarget(sm_100=2))
def matmul(A, B, C,
           TILE_M: ct.Constant[int], TILE_N: ct.Constant[int], TILE_K: ct.Constant[int],
           GROUP_M: ct.Constant[int]):
    pid = ct.bid(0)
    num_m = ct.num_tiles(C, axis=0, shape=(TILE_M, TILE_N))
    num_n = ct.num_tiles(C, axis=1, shape=(TILE_M, TILE_N))
    # grouped ("swizzled") launch order
    per_group = GROUP_M * num_n
    group = pid // per_group
    first_m = group * GROUP_M
    group_rows = min(num_m - first_m, GROUP_M)
    bm = first_m + (pid % per_group) % group_rows
    bn = (pid % per_group) // group_rows

    num_k = ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(num_k):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        if A.dtype == ct.float32:
            a = a.astype(ct.tfloat32)
            b = b.astype(ct.tfloat32)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=acc.astype(C.dtype))



# matmul_cast_a: C = A.astype(B.dtype) @ B with A in f32 and B 16-bit, a 2-D grid of tiles: the
# dot's A is computed in the K loop (a wgmma takes it from registers while B streams).
@ct.kernel
def matmul_cast_a(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                  TILE_K: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE_M, TILE_K))):
        a = ct.load(A, index=(bm, k), shape=(TILE_M, TILE_K), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TILE_K, TILE_N), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a.astype(B.dtype), b, acc)
    ct.store(C, index=(bm, bn), tile=acc)


# bmm_unit_batch: C[b] = A[b] @ B[b] with 3-D tiles of one batch item fed to ct.mma as they are
# (no reshape to 2-D), a 3-D accumulator; grid (row tiles, column tiles, batch). The warpgroup
# engines take such a dot as the matrix of its last two dimensions; its operands' layouts once
# covered only the first two (lower/lower_dots.c ct_mma_wg_operand_layout), so on sm_90a the
# stores of A to shared memory wrote two of its rows.
@ct.kernel
def bmm_unit_batch(A, B, C, TILE_M: ct.Constant[int], TILE_N: ct.Constant[int],
                   TILE_K: ct.Constant[int]):
    bm, bn, bb = ct.bid(0), ct.bid(1), ct.bid(2)
    acc = ct.zeros((1, TILE_M, TILE_N), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=2, shape=(1, TILE_M, TILE_K))):
        a = ct.load(A, index=(bb, bm, k), shape=(1, TILE_M, TILE_K),
                    padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(bb, k, bn), shape=(1, TILE_K, TILE_N),
                    padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bb, bm, bn), tile=acc.astype(C.dtype))


@ct.kernel
def dk_reuse(X, Y, C, TM: ct.Constant[int], TN: ct.Constant[int], D: ct.Constant[int]):
    """Attention backward's dK = dS^T Q shape: X (Q) is operand A of S = X Y^T (TM rows, the
    warpgroup engine on sm_90a) and operand B of S^T X (TN < 64 rows, mma.sync), so the loaded
    tile has one layout and the first dot's operand goes through a conversion."""
    x = ct.load(X, index=(0, 0), shape=(TM, D))
    y = ct.load(Y, index=(0, 0), shape=(TN, D))
    s = ct.mma(x, ct.transpose(y), ct.zeros((TM, TN), dtype=ct.float32))
    c = ct.mma(ct.transpose(s.astype(X.dtype)), x, ct.zeros((TN, D), dtype=ct.float32))
    ct.store(C, index=(0, 0), tile=c)


@ct.kernel
def mma_and_store(X, P, O1, O2):
    """A loaded tile both multiplied (operand A of a 64x64x64 dot) and stored as f32."""
    x = ct.load(X, index=(0, 0), shape=(64, 64))
    ct.store(O1, index=(0, 0), tile=ct.mma(x, ct.load(P, index=(0, 0), shape=(64, 64)),
                                            ct.zeros((64, 64), dtype=ct.float32)))
    ct.store(O2, index=(0, 0), tile=x.astype(ct.float32))


@ct.kernel
def mma_t_and_store(X, P, O1, O2):
    """A loaded tile multiplied transposed (operand B of P X^T) and stored as f32: the layout
    conversion sits between the load and the transpose."""
    x = ct.load(X, index=(0, 0), shape=(64, 64))
    ct.store(O1, index=(0, 0), tile=ct.mma(ct.load(P, index=(0, 0), shape=(64, 64)),
                                            ct.transpose(x), ct.zeros((64, 64), dtype=ct.float32)))
    ct.store(O2, index=(0, 0), tile=x.astype(ct.float32))


def _k_run(A, B, acc, k0, TM, TK):
    # one K loop from K tile k0 on, then the accumulator halved
    for k in range(k0, ct.num_tiles(A, axis=1, shape=(TM, TK))):
        acc = ct.mma(ct.load(A, index=(0, k), shape=(TM, TK)),
                     ct.load(B, index=(k, 0), shape=(TK, TM)), acc)
    return acc * 0.5


@ct.kernel
def k_loops(A, B, C, TM: ct.Constant[int], TK: ct.Constant[int]):
    """Five K loops one after the other (the j-th from K tile j % 3, the accumulator halved
    after each): on sm_90a every pipelined loop keeps its ring's mbarriers for the whole kernel,
    so the later loops, past the kernel's 64, copy by cp.async."""
    acc = ct.zeros((TM, TM), dtype=ct.float32)
    acc = _k_run(A, B, acc, 0, TM, TK)
    acc = _k_run(A, B, acc, 1, TM, TK)
    acc = _k_run(A, B, acc, 2, TM, TK)
    acc = _k_run(A, B, acc, 0, TM, TK)
    acc = _k_run(A, B, acc, 1, TM, TK)
    ct.store(C, index=(0, 0), tile=acc)


@ct.kernel
def k_window(A, B, C, lo, hi, TM: ct.Constant[int], TK: ct.Constant[int]):
    """C = the K tiles 0 … hi − lo − 1 of A @ B, by a K loop over range(lo, hi): run with bounds
    just below 2^31, where the pipeline's look-ahead iterations lo + k pass the i32 range."""
    acc = ct.zeros((TM, TM), dtype=ct.float32)
    for k in range(lo, hi):
        acc = ct.mma(ct.load(A, index=(0, k - lo), shape=(TM, TK)),
                     ct.load(B, index=(k - lo, 0), shape=(TK, TM)), acc)
    ct.store(C, index=(0, 0), tile=acc)


@ct.kernel
def nt_counted(A, Bt, C, Count, TILE: ct.Constant[int]):
    """C = A @ Btᵀ by 2-D grid (A's tiles by bid(0), Bt's by bid(1)), and each block adds one
    to Count[0] atomically: an atomic read-modify-write is how blocks could wait on each other,
    so the grid order (src/lower/grid_order.c) leaves this GEMM in the hardware's order."""
    acc = ct.zeros((TILE, TILE), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TILE, TILE))):
        acc = ct.mma(ct.load(A, index=(ct.bid(0), k), shape=(TILE, TILE)),
                     ct.transpose(ct.load(Bt, index=(ct.bid(1), k), shape=(TILE, TILE))), acc)
    ct.store(C, index=(ct.bid(0), ct.bid(1)), tile=acc)
    ct.atomic_add(Count, 0, 1)
