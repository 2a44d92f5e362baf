# SPDX-License-Identifier: Apache-2.0
"""Matrix products below the tensor cores' reach, for libcutile_rt tests (written for this
project): they run on the FMA engine (src/lower/mma.h).

small_bmm    C[b] = A[b] @ W for a batch of BS tiny f32 matrices sharing W, W broadcast over the
             batch by ct.matmul (the shape of a factored DFT's stages: BS x M x K times K x N
             with M, N, K of 2 to 16). Block i takes batch items [i·BS, (i+1)·BS).
tiny_mma     C = A @ B + C for one T x T x T tile below one mma.sync (16 x 8 x 32 bytes of K):
             f16 or bf16 into f32, f16 into f16, e4m3 into f16 (T = 16: 16 bytes of K), int8 into
             int32 (ct.mma of int8 is mmai); the operands are converted to f32 (i32) and FMA'd, an
             f16 accumulator rounded back once.
"""
import cuda.tile as ct


@ct.kernel
def small_bmm(A, W, C, BS: ct.Constant[int], M: ct.Constant[int], N: ct.Constant[int],
              K: ct.Constant[int]):
    i = ct.bid(0)
    a = ct.load(A, index=(i, 0, 0), shape=(BS, M, K), padding_mode=ct.PaddingMode.ZERO)
    w = ct.reshape(ct.load(W, index=(0, 0), shape=(K, N)), (1, K, N))
    ct.store(C, index=(i, 0, 0), tile=ct.matmul(a, w))


@ct.kernel
def tiny_mma(A, B, C, T: ct.Constant[int]):
    a = ct.load(A, index=(0, 0), shape=(T, T))
    b = ct.load(B, index=(0, 0), shape=(T, T))
    c = ct.load(C, index=(0, 0), shape=(T, T))
    ct.store(C, index=(0, 0), tile=ct.mma(a, b, c))


# f32_gemm   C = A @ B of f32 (f64) tiles in a K loop (ct.mma of f32: f32 products, not tf32),
#            TM x TN x TK tiles: past the registers' reach of the FMA engine's resident form, it
#            runs in its SIMT form (operands through shared memory in K chunks; src/lower/mma.h).
#            small_bmm of 8 x 64 x 64 x 64 (f32_8x64) is the same form, batched.
@ct.kernel
def f32_gemm(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm, bn = ct.bid(0), ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=C.dtype)
    for k in range(ct.num_tiles(A, axis=1, shape=(TM, TK))):
        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=acc)
