#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""test/data's GEMM (f16, tf32, i8, e4m3; e4m3 NT over several K iterations), batched GEMM,
attention (f16 d64, bf16 d128; also bench/data's bf16 d128 128x128) and MoE GEMM exports, and
test/lit/lower/mma_batched.mlir (a 3-D tensor-core dot), compiled by the CLI and run by
ptxsim.py on small shapes, against numpy references computed in f64. (The batched export
small_bmm is small enough that the compiler uses no tensor cores for it; mma_batched does, on
every target.)

    python3 test/sim/mma_kernels_test.py CUTILE_BINARY [--target sm_80] [--tcgen05]

--target sm_80 (the default) runs the mma.sync + cp.async + ldmatrix kernels, --target sm_90a the
TMA + mbarrier + wgmma ones, --target sm_89 the 8-bit ones on native f8 mma.sync. --tcgen05 compiles
for sm_100a with CUTILE_TCGEN05=1 and needs tcgen05.mma in the PTX: without it the test says why and
exits 77 (ctest: skipped). Kernels that take tensor maps get them from the launch metadata of a
`cutile bundle` (kmeta.py), which needs nvJitLink: without it, 77 too. Each target also runs its
negative tests: the GEMM's PTX with a wait deleted (cp.async.wait_group; wgmma.wait_group;
tcgen05.wait::ld, the wait on the mbarrier of tcgen05.commit; the waits for TMA loads), and the
attention's without its fence.proxy.async, and on sm_90a the NT e4m3 GEMM's without the waits for
its promotion group carried across K iterations, must fail in the simulator.

Tolerances: the kernels accumulate in f32 and the simulated matrix products round once where
the hardware rounds per step, so results are compared with the f64 reference within a relative
1e-2 of the output scale for f16/bf16 outputs (a couple of ulps of the stored type).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
try:
    import numpy as np
except ImportError:
    print("numpy not installed: skipped")
    sys.exit(77)
import kmeta  # noqa: E402
import ptxsim  # noqa: E402

SKIP = 77


def compile_kernel(cutile, name, target, tmp, env=None):
    """The PTX of the export (a path without .cutile when NAME has a slash, or
    test/lit/lower/NAME.mlir, assembled) and its launch metadata (kmeta.py: the facts its
    parameters must keep; the tensor maps' recipes)."""
    src = os.path.join(ROOT, f"{name}.cutile" if "/" in name else f"test/data/{name}.v13_4.cutile")
    text = os.path.join(ROOT, "test/lit/lower", f"{name}.mlir")
    if os.path.exists(text):
        src = os.path.join(tmp, f"{name}.cutile")
        subprocess.run([cutile, "asm", text, "-o", src], check=True)
    out = os.path.join(tmp, f"{os.path.basename(name)}.{target}.ptx")
    subprocess.run([cutile, "compile", "--gpu-name", target, "--emit", "ptx", "--no-cache",
                    src, "-o", out], check=True, env=env)
    with open(out) as f:
        ptx = f.read()
    return ptx, kmeta.compile_meta(cutile, src, target, tmp, env)[0]


def arr(mem, a):
    """An array parameter: the buffer's address, the shape, the strides in elements."""
    return [mem.buffer(np.ascontiguousarray(a).tobytes()), *a.shape,
            *(s // a.itemsize for s in a.strides)]


def run_grid(prog, params, grid, mem, cluster=1):
    """Runs the clusters of `cluster` CTAs along x one after the other, each CTA in shared
    memory full of NaN bits (what a read of something never written there would see)."""
    for z in range(grid[2]):
        for y in range(grid[1]):
            for x in range(0, grid[0], cluster):
                mem.shared[:] = b"\xff" * len(mem.shared)
                ptxsim.run(prog, params, (x, y, z), mem, nctaid=grid, seed=x + 7 * y,
                           cluster=cluster)


def out_array(mem, params_of, like):
    return np.frombuffer(mem.bytes_of(params_of[0]), like.dtype).reshape(like.shape)


def close(got, ref, rel=1e-2):
    """(error relative to the reference's largest finite magnitude, whether it is within rel);
    where the reference is NaN or infinite, got must be that exactly (else the error is inf)."""
    got, fin = got.astype(np.float64), np.isfinite(ref)
    if not fin.all():
        same = np.array_equal(np.isnan(got), np.isnan(ref)) and \
            np.array_equal(got[np.isinf(ref)], ref[np.isinf(ref)])
        if not same:
            return float("inf"), False
        got, ref = got[fin], ref[fin]
    scale = max(np.abs(ref).max(initial=0.0), 1e-30)
    err = np.abs(got - ref).max(initial=0.0) / scale
    return err, bool(err <= rel)


def to16(n):
    """n rounded up to a multiple of 16: what the exports assume of every extent (export.py's
    arrays, cuTile's default), so a case allocates that many batch items, heads or experts
    and launches the grid over the first n only."""
    return -(-n // 16) * 16


# Each case: the export, and a function of (rng, mem) giving the parameters, the grid and a
# function that checks the memory afterwards, returning (error, ok).

def e4m3_values(bits):
    """The values of e4m3 bytes (1 sign, 4 exponent bits of bias 7, 3 mantissa bits; no
    infinities, S.1111.111 is NaN)."""
    b = bits.astype(np.int64)
    e, m = b >> 3 & 15, (b & 7).astype(np.float64)
    v = np.where(e == 0, m / 8 * 2.0 ** -6, (1 + m / 8) * 2.0 ** (e - 7))
    return np.where(b & 0x7F == 0x7F, np.nan, np.where(b & 0x80, -v, v))


def e5m2_values(bits):
    """The values of e5m2 bytes: the high byte of an f16 (infinities and NaNs included)."""
    return (bits.astype(np.uint16) << 8).view(np.float16).astype(np.float64)


def with_specials(codes):
    """A generator of 8-bit operands drawn from the finite codes with specials in fixed places
    (codes: the special bytes; the i-th at row 3 + i, column 2 + i of every operand): a NaN
    or infinite element makes its row of A or column of B NaN or infinite in C."""
    def gen(rng, shape):
        x = rng.choice(np.setdiff1d(np.arange(256), SPECIALS), shape).astype(np.uint8)
        for i, code in enumerate(codes):
            x[..., 3 + i, 2 + i] = code
        return x
    return gen


# the codes no draw gives: e5m2's infinities and NaNs, among them e4m3's NaNs
SPECIALS = [0x7C, 0x7D, 0x7E, 0x7F, 0xFC, 0xFD, 0xFE, 0xFF]


def tf32_values(x):
    """f32 rounded to tf32 (the kernel's astype(tfloat32)): 10 mantissa bits, to nearest
    even."""
    b = x.view(np.uint32).astype(np.uint64)
    b = (b + 0xFFF + (b >> 13 & 1)) & 0xFFFFE000
    return b.astype(np.uint32).view(np.float32).astype(np.float64)


# GEMM inputs per element type: a generator of an (r, c) operand and its f64 values, the output
# dtype, the tolerance
GEMM_TYPES = {
    "f16": (lambda rng, shape: rng.standard_normal(shape).astype(np.float16),
            lambda x: x.astype(np.float64), np.float16, 1e-2),
    "f32": (lambda rng, shape: rng.standard_normal(shape).astype(np.float32), tf32_values,
            np.float32, 1e-5),
    "i8": (lambda rng, shape: rng.integers(-128, 128, shape, dtype=np.int8),
           lambda x: x.astype(np.float64), np.int32, 0.0),
    "e4m3": (lambda rng, shape: rng.choice(np.setdiff1d(np.arange(256), [0x7F, 0xFF]),
                                           shape).astype(np.uint8), e4m3_values, np.float32, 1e-5),
    # the special codes, which Ampere's widening on the bits must carry into the f16 pairs
    "e4m3 NaN": (with_specials([0x7F, 0xFF]), e4m3_values, np.float32, 1e-5),
    "e5m2 inf NaN": (with_specials([0x7C, 0xFC, 0x7E, 0xFD]), e5m2_values, np.float32, 1e-5),
}


def gemm_case(ty, k, m=128, n=128, batch=()):
    """C = A @ B for M x N x K = m x n x k (a batch of them when batch is (count,): grid axis 1
    over the first count of to16(count)) in 128 x 128 tiles of C (for f16 more K steps than
    the stages of the ring, so a stage and its mbarriers are reused in their next phase)."""
    gen, value, out, tol = GEMM_TYPES[ty]
    whole = tuple(to16(b) for b in batch)

    def make(rng, mem):
        a, b = gen(rng, (*whole, m, k)), gen(rng, (*whole, k, n))
        c = np.zeros((*whole, m, n), out)
        pc = arr(mem, c)
        ref = value(a) @ value(b)
        if batch:
            ref[batch[0]:] = 0  # the items past the grid stay as they were
        grid = (-(-m // 128) * -(-n // 128), *batch, 1)[:3]
        return arr(mem, a) + arr(mem, b) + pc, grid + (1,) * (3 - len(grid)), \
            lambda: close(out_array(mem, pc, c), ref, tol)
    return make


def gemm_nt_case(ty, k, m=128, n=128):
    """C = A @ Btᵀ (Bt N×K, K-major like A) for m / 128 tiles of C along M (grid x), one tile
    of N (the export's: n), and K = k, which need not be a multiple of the 128-wide K tile (the
    last one is padded with zeros)."""
    gen, value, out, tol = GEMM_TYPES[ty]

    def make(rng, mem):
        a, bt = gen(rng, (m, k)), gen(rng, (n, k))
        c = np.zeros((m, n), out)
        pc = arr(mem, c)
        ref = value(a) @ value(bt).T
        return arr(mem, a) + arr(mem, bt) + pc, (m // 128, 1, 1), \
            lambda: close(out_array(mem, pc, c), ref, tol)
    return make


def splitk_case(m, n, k, splits):
    """samples/matmul's matmul_splitk (f16, 64x64x128 tiles): W[s] = A[:, Ks] @ B[Ks, :] in f32
    for grid axis 1 = splits, each split a run of ceil(ktiles / splits) K tiles (the last runs
    may be short or empty: an empty split must write zeros)."""
    def make(rng, mem):
        a, b = (rng.standard_normal(sh).astype(np.float16) for sh in ((m, k), (k, n)))
        w = np.full((splits, m, n), np.nan, np.float32)
        pw = arr(mem, w)
        ktiles = -(-k // 128)
        per = -(-ktiles // splits)
        ref = np.stack([a[:, 128 * per * s:128 * per * (s + 1)].astype(np.float64) @
                        b[128 * per * s:128 * per * (s + 1)].astype(np.float64)
                        for s in range(splits)])
        grid = (-(-m // 64) * -(-n // 64), splits, 1)
        return arr(mem, a) + arr(mem, b) + pw, grid, lambda: close(out_array(mem, pw, w), ref,
                                                                    1e-5)
    return make


def swap_case(m, n, k):
    """samples/matmul's matmul_swap (f16, 16x64x128 tiles): C = (Bᵀ·Aᵀ)ᵀ per tile, the
    tensor cores' 64-row side along N; grid (N / 64, M / 16)."""
    def make(rng, mem):
        a, b = (rng.standard_normal(sh).astype(np.float16) for sh in ((m, k), (k, n)))
        c = np.zeros((m, n), np.float16)
        pc = arr(mem, c)
        ref = a.astype(np.float64) @ b.astype(np.float64)
        return arr(mem, a) + arr(mem, b) + pc, (-(-n // 64), -(-m // 16), 1), \
            lambda: close(out_array(mem, pc, c), ref)
    return make


def case_splitk_sum(rng, mem):
    """samples/matmul's splitk_sum (f16 out, 16x64 tiles of C, 8 splits a load): C = W[0] + ... +
    W[9] (two loads, the second half past W's end) for a 48 x 80 C (3 x 2 CTAs; the second
    column tile reaches past C, where nothing may be written)."""
    w = rng.standard_normal((10, 48, 80)).astype(np.float32)
    c = np.zeros((48, 80), np.float16)
    pc = arr(mem, c)
    ref = w.astype(np.float64).sum(axis=0)
    return arr(mem, w) + pc, (3, 2, 1), lambda: close(out_array(mem, pc, c), ref, 1e-3)


def case_unit_batch(rng, mem):
    """bmm_unit_batch_f16: C[b] = A[b] @ B[b] with 3-D tiles of one batch item straight into
    the dot (64 x 64 x 32 tiles); the first two items of a batch of to16(2), M = 80 and N = 96
    ragged, three K steps."""
    a, b = (rng.standard_normal(shape).astype(np.float16)
            for shape in ((to16(2), 80, 96), (to16(2), 96, 96)))
    c = np.zeros((to16(2), 80, 96), np.float16)
    pc = arr(mem, c)
    ref = np.einsum("bmk,bkn->bmn", a.astype(np.float64), b.astype(np.float64))
    ref[2:] = 0
    return arr(mem, a) + arr(mem, b) + pc, (2, 2, 2), \
        lambda: close(out_array(mem, pc, c), ref, 2e-3)


def case_k_loops(rng, mem):
    """k_loops_f16: five K loops of 64 x 64 x 32 one after the other over K = 192 (six K tiles),
    the j-th from K tile j % 3, the accumulator halved after each."""
    a = rng.standard_normal((64, 192)).astype(np.float16)
    b = rng.standard_normal((192, 64)).astype(np.float16)
    c = np.zeros((64, 64), np.float32)
    pc = arr(mem, c)
    ref = np.zeros((64, 64))
    for k0 in (0, 1, 2, 0, 1):
        ks = slice(32 * k0, 192)
        ref = (ref + a[:, ks].astype(np.float64) @ b[ks].astype(np.float64)) * 0.5
    return arr(mem, a) + arr(mem, b) + pc, (1, 1, 1), \
        lambda: close(out_array(mem, pc, c), ref, 1e-5)


def case_k_window(rng, mem):
    """k_window_f16: a 64 x 64 x 32 K loop over range(2^31 − 4, 2^31 − 1), three K tiles of
    K = 256: the look-ahead iterations of the ring pass the i32 range and must not be fetched
    (the kernel ends with copies in flight, or deadlocks in a second run, otherwise)."""
    a = rng.standard_normal((64, 256)).astype(np.float16)
    b = rng.standard_normal((256, 64)).astype(np.float16)
    c = np.zeros((64, 64), np.float32)
    pc = arr(mem, c)
    ref = a[:, :96].astype(np.float64) @ b[:96].astype(np.float64)
    return arr(mem, a) + arr(mem, b) + pc + [2**31 - 4, 2**31 - 1], (1, 1, 1), \
        lambda: close(out_array(mem, pc, c), ref, 1e-5)


def case_dk_reuse(rng, mem):
    """dk_reuse_bf16: C = (X Yᵀ rounded to bf16)ᵀ X for X 64 x 64 and Y 32 x 64: X feeds the
    first dot as A (the warpgroup engine on sm_90a, through a layout conversion) and the second
    as B (32 rows: mma.sync)."""
    x, y = (to_bf16(rng.standard_normal(sh).astype(np.float32)) for sh in ((64, 64), (32, 64)))
    c = np.zeros((32, 64), np.float32)
    pc = arr(mem, c)
    s = from_bf16(to_bf16((from_bf16(x) @ from_bf16(y).T).astype(np.float32)))
    ref = s.T @ from_bf16(x)
    return arr(mem, x) + arr(mem, y) + pc, (1, 1, 1), \
        lambda: close(out_array(mem, pc, c), ref, 1e-5)


def mma_and_store_case(transposed):
    """mma_and_store_f16 (O1 = X P) or mma_t_and_store_f16 (O1 = P Xᵀ), and O2 = X as f32,
    for one 64 x 64 tile X."""
    def make(rng, mem):
        x, p = (rng.standard_normal((64, 64)).astype(np.float16) for _ in range(2))
        o1, o2 = np.zeros((64, 64), np.float32), np.zeros((64, 64), np.float32)
        p1, p2 = arr(mem, o1), arr(mem, o2)
        xf, pf = x.astype(np.float64), p.astype(np.float64)
        ref = pf @ xf.T if transposed else xf @ pf

        def check():
            err, ok = close(out_array(mem, p1, o1), ref, 1e-5)
            return err, ok and np.array_equal(out_array(mem, p2, o2), x.astype(np.float32))
        return arr(mem, x) + arr(mem, p) + p1 + p2, (1, 1, 1), check
    return make


def case_bmm(rng, mem):
    """small_bmm_f32_16: C[i] = A[i] @ W for a batch of 4 (two CTAs of BS=2), M16 N8 K16; f32
    inputs go through the tensor cores as tf32, so the reference rounds them the same way."""
    a = rng.standard_normal((4, 16, 16)).astype(np.float32)
    w = rng.standard_normal((16, 8)).astype(np.float32)
    c = np.zeros((4, 16, 8), np.float32)
    pc = arr(mem, c)
    params = arr(mem, a) + arr(mem, w) + pc
    ref = np.einsum("bmk,kn->bmn", a.astype(np.float64), w.astype(np.float64))
    return params, (2, 1, 1), lambda: close(out_array(mem, pc, c), ref, 3e-3)


def attention_case(ty, d, tile_m, s=128):
    """attention_{ty}_d{d}: O = softmax(scale·Q Kᵀ) V for the first batch item (of to16(1)) of
    s queries and keys (s / tile_m CTAs; s / 64 key tiles each, so the online rescale runs),
    head size d."""
    def make(rng, mem):
        scale = 0.125
        q, k, v = (rng.standard_normal((to16(1), s, d)).astype(np.float32) for _ in range(3))
        q, k, v = (to_bf16(x) if ty == "bf16" else x.astype(np.float16) for x in (q, k, v))
        o = np.zeros_like(q)
        po = arr(mem, o)
        params = arr(mem, q) + arr(mem, k) + arr(mem, v) + po + [scale]
        qf, kf, vf = (from_bf16(x) if ty == "bf16" else x.astype(np.float64) for x in (q, k, v))
        x = scale * qf[0] @ kf[0].T
        p = np.exp(x - x.max(axis=1, keepdims=True))
        ref = (p / p.sum(axis=1, keepdims=True)) @ vf[0]

        def check():
            got = out_array(mem, po, o)[0]
            return close(from_bf16(got) if ty == "bf16" else got, ref)
        return params, (s // tile_m, 1, 1), check
    return make


def case_batched(rng, mem):
    """test/lit/lower/mma_batched.mlir: D[b] = A[b] @ B[b] + C[b] for a batch of 2, A 128×32 and
    B 32×32 bf16, C f32 — a 3-D tensor-core dot; two CTAs of 64 rows. Bare pointers."""
    a, b = (to_bf16(rng.standard_normal(shape).astype(np.float32))
            for shape in ((2, 128, 32), (2, 32, 32)))
    c = rng.standard_normal((2, 128, 32)).astype(np.float32)
    d = np.zeros_like(c)
    pd = mem.buffer(d.tobytes())
    params = [mem.buffer(x.tobytes()) for x in (a, b, c)] + [pd]
    ref = np.einsum("bmk,bkn->bmn", from_bf16(a), from_bf16(b)) + c
    return params, (2, 1, 1), lambda: close(out_array(mem, [pd], d), ref, 1e-5)


def case_moe(rng, mem):
    """moe_gemm_bf16_mulw: C[flat] = (A[flat / top_k] @ W[e]ᵀ) · topk_w[flat] for 2 experts (of
    to16(2) in W), T=48 tokens, top_k=2, N=128, K=128 (TILE_M 64: two row blocks, one per
    expert, the second with padding rows that must not be written)."""
    t, top_k, n, k, e = 48, 2, 128, 128, 2
    a = (rng.standard_normal((t, k)) * 0.5).astype(np.float32)
    w = (rng.standard_normal((to16(e), n, k)) * 0.5).astype(np.float32)
    a16, w16 = (to_bf16(x) for x in (a, w))
    topk = rng.uniform(0.1, 1.0, t * top_k).astype(np.float32)
    ids0 = rng.permutation(t * top_k)
    sorted_ids = np.concatenate([ids0[:64], ids0[64:], np.full(32, t * top_k)]).astype(np.int32)
    block_expert = np.array([0, 1] + [0] * (to16(2) - 2), np.int32)  # the grid's two blocks
    c = np.full((t * top_k, n), np.nan, np.float32)
    c16 = to_bf16(c)
    pc = arr(mem, c16)
    params = (arr(mem, a16) + arr(mem, w16) + pc + arr(mem, to_bf16(topk)) +
              arr(mem, sorted_ids) + arr(mem, block_expert) + [t * top_k, top_k])
    ref = np.empty((t * top_k, n))
    af, wf, tf = (from_bf16(x) for x in (a16, w16, to_bf16(topk)))
    for blk in range(2):
        for flat in sorted_ids[64 * blk:64 * blk + 64]:
            if flat < t * top_k:
                ref[flat] = (af[flat // top_k] @ wf[block_expert[blk]].T) * tf[flat]

    def check():
        got = from_bf16(out_array(mem, pc, c16))
        return close(got, ref)
    return params, (2, 1, 1), check


def moe_rows(rng, t, top_k, tile_m, counts):
    """A routing in samples/moe's block order: expert e gets counts[e] of the t·top_k flat ids
    (a random permutation), its run padded with the invalid id t·top_k to a multiple of
    tile_m, then one block past the end (expert 0, padding rows only: the grid's upper bound);
    (sorted_ids, block_expert, num_post_padded as a 1-element array)."""
    ids, at, sorted_ids, block_expert = rng.permutation(t * top_k), 0, [], []
    for e, n in enumerate(counts):
        blocks = -(-n // tile_m)
        sorted_ids += list(ids[at:at + n]) + [t * top_k] * (blocks * tile_m - n)
        block_expert += [e] * blocks
        at += n
    npp = len(sorted_ids)
    return (np.array(sorted_ids + [t * top_k] * tile_m, np.int32),
            np.array(block_expert + [0], np.int32), np.array([npp], np.int32))


def moe_w1_case(tile_m, tile_n):
    """samples/moe moe_w1[_t]: act[r] = silu(xs[r] @ W1[e, :I]ᵀ) · (xs[r] @ W1[e, I:]ᵀ) for
    the rows r of blocks of 3 experts (the middle one without rows), W1 [E, 2I, H] passed as
    [E, 2, I, H]; H = 192 (three K steps of 64 or two of 128, the second ragged), I = 96: the
    last column block of each half padded, which must not pick up the other half's rows. The
    block past num_post_padded multiplies nothing and stores zeros (its rows of xs are not)."""
    def make(rng, mem):
        e, h, i = 3, 192, 96
        _, block_expert, npp = moe_rows(rng, tile_m + 8, 1, tile_m, [tile_m + 5, 0, 3])
        rows = len(block_expert) * tile_m
        xs = to_bf16(rng.standard_normal((rows, h)).astype(np.float32) * 0.5)
        w = to_bf16(rng.standard_normal((e, 2, i, h)).astype(np.float32) * 0.2)
        act = to_bf16(np.full((rows, i), np.nan, np.float32))
        pa = arr(mem, act)
        params = arr(mem, xs) + arr(mem, w) + pa + arr(mem, block_expert) + arr(mem, npp)
        we = from_bf16(w)[np.repeat(block_expert, tile_m)]  # [rows, 2, I, H]
        g, u = (np.einsum("rh,rih->ri", from_bf16(xs), we[:, j]) for j in (0, 1))
        ref = g / (1 + np.exp(-g)) * u
        ref[npp[0]:] = 0
        return params, (len(block_expert), -(-i // (tile_n // 2)), 1), \
            lambda: close(from_bf16(out_array(mem, pa, act)), ref)
    return make


def moe_w2_case(tile_m, tile_n):
    """samples/moe moe_w2[_t]: C[sorted_ids[r]] = (act[r] @ W2[e]ᵀ) · topk_w[sorted_ids[r]] for
    T=20 tokens, top_k=2 over 3 experts (one without rows), K = I = 192, N = H = 80 (ragged);
    padding rows write nothing (C starts as NaN where no row lands: none here, every flat id
    has its row; the block past num_post_padded writes nothing either)."""
    def make(rng, mem):
        t, top_k, e, h, i = 20, 2, 3, 80, 192
        sorted_ids, block_expert, npp = moe_rows(rng, t, top_k, tile_m, [27, 0, 13])
        rows, numel = len(sorted_ids), t * top_k
        act = to_bf16(rng.standard_normal((rows, i)).astype(np.float32) * 0.5)
        w = to_bf16(rng.standard_normal((e, h, i)).astype(np.float32) * 0.2)
        topk = rng.uniform(0.1, 1.0, numel).astype(np.float32)
        c = to_bf16(np.full((numel, h), np.nan, np.float32))
        pc = arr(mem, c)
        params = (arr(mem, act) + arr(mem, w) + pc + arr(mem, topk) + arr(mem, sorted_ids) +
                  arr(mem, block_expert) + arr(mem, npp) + [numel])
        ref = np.full((numel, h), np.nan)
        for r, f in enumerate(sorted_ids):
            if f < numel:
                ref[f] = from_bf16(act[r]) @ from_bf16(w[block_expert[r // tile_m]]).T * topk[f]
        return params, (len(block_expert), -(-h // tile_n), 1), \
            lambda: close(from_bf16(out_array(mem, pc, c)), ref)
    return make


E4M3_CODES = np.setdiff1d(np.arange(256), [0x7F, 0xFF])  # the finite ones


def fp8_rows(rng, rows, k, npp, sorted_ids, numel):
    """Block-order e4m3 rows [rows, k] and their f32 scales [rows, k / 128] as the layer holds
    them on its first run: random for the routed rows (routing.cu's moe_permute), zero codes and
    scales for padding rows and the blocks past num_post_padded (zeroed at setup)."""
    q = rng.choice(E4M3_CODES, (rows, k)).astype(np.uint8)
    s = (rng.uniform(0.5, 2.0, (rows, k // 128)) * 2.0 ** -8).astype(np.float32)
    pad = np.asarray(sorted_ids) >= numel
    q[pad], s[pad] = 0, 0
    return q, s


def fp8_weights(rng, shape):
    """e4m3 weights of shape [E, halves, N, K] and their 128 x 128 block scales."""
    e, h, n, k = shape
    w = rng.choice(E4M3_CODES, shape).astype(np.uint8)
    s = (rng.uniform(0.5, 2.0, (e, h, n // 128, k // 128)) * 2.0 ** -8).astype(np.float32)
    return w, s


def fp8_gemm_ref(q, s, w, ws, experts):
    """f64 Σ_kb (q[r, kb] @ w[e_r, :, kb]ᵀ) · s[r, kb] · ws[e_r, n / 128, kb] for every row r
    of q, e_r = experts[r]; w [E, N, K]."""
    av, wv = e4m3_values(q), e4m3_values(w)
    out = np.zeros((q.shape[0], w.shape[1]))
    for kb in range(q.shape[1] // 128):
        g = slice(kb * 128, kb * 128 + 128)
        prod = np.einsum("rk,rnk->rn", av[:, g], wv[experts][:, :, g])
        out += prod * s[:, kb:kb + 1] * np.repeat(ws[experts][:, :, kb], 128, axis=1)
    return out


def moe_w1_fp8_case(tile_m, t, counts):
    """samples/moe moe_w1_fp8[_t]: act = silu(gate) · up of the block-order e4m3 rows with
    both scales per K group, quantised per row and group of 128 in the epilogue, for t tokens
    (top_k 1) over experts with counts[e] rows (some without, or all on one); H = 256 (two
    groups), I = 256 (two column blocks: a w1 tile is one group of each half). Right when every
    scale is within 1e-5 of numpy's f64 max(amax, 1e-10) / 448 and every value within 0.51 of
    an e4m3 step of act / scale (to nearest; the kernel's f32 sums differ from f64 in the last
    bits); padding rows and the block past num_post_padded: zero codes, the floor's scale."""
    def make(rng, mem):
        e, h, i = len(counts), 256, 256
        sorted_ids, block_expert, npp = moe_rows(rng, t, 1, tile_m, counts)
        rows = len(sorted_ids)
        xq, xs = fp8_rows(rng, rows, h, npp, sorted_ids, t)
        w, ws = fp8_weights(rng, (e, 2, i, h))
        q = np.full((rows, i), 0xFF, np.uint8)
        qs = np.full((rows, i // 128), np.nan, np.float32)
        pq, ps = arr(mem, q), arr(mem, qs)
        params = (arr(mem, xq) + arr(mem, xs) + arr(mem, w) + arr(mem, ws) + pq + ps +
                  arr(mem, block_expert) + arr(mem, npp))
        ex = np.repeat(block_expert, tile_m)
        g, u = (fp8_gemm_ref(xq, xs, w[:, j], ws[:, j], ex) for j in (0, 1))
        act = g / (1 + np.exp(-g)) * u
        amax = np.abs(act.reshape(rows, i // 128, 128)).max(axis=2)
        ref_s = np.maximum(amax, 1e-10) / 448
        scaled = act / np.repeat(ref_s, 128, axis=1)

        def check():
            got_s = out_array(mem, ps, qs).astype(np.float64)
            got_q = e4m3_values(out_array(mem, pq, q))
            s_err = np.abs(got_s - ref_s) / ref_s
            step = np.maximum(2.0 ** (np.floor(np.log2(np.maximum(np.abs(scaled), 2.0 ** -6))) - 3),
                              2.0 ** -9)
            v_err = np.nan_to_num(np.abs(got_q - scaled) / step, nan=np.inf)
            err = float(max(np.nan_to_num(s_err, nan=np.inf).max() * 1e5, v_err.max()))
            return err, bool(s_err.max() <= 1e-5 and v_err.max() <= 0.51)
        return params, (len(block_expert), i // 128, 1), check
    return make


def moe_w2_fp8_case(tile_m, t, top_k, counts, split=1, ksplit=1):
    """samples/moe moe_w2_fp8[_t]: C[sorted_ids[r]] = Σ_kb (a[r, kb] @ W2[e, :, kb]ᵀ) · a_s[r,
    kb] · W2_s[e, n / 128, kb] · topk_w[sorted_ids[r]] for the block-order e4m3 rows of t tokens
    over experts with counts[e] rows; K = I = 256 (two groups), N = H = 256 (two column blocks);
    padding rows and the block past num_post_padded write nothing (C stays NaN where no row
    lands: none here). split > 1: moe_w2_fp8_split, blocks of tile_m rows under an alignment
    of split · tile_m (a grid of split times the blocks; those of padding rows only skip).
    ksplit > 1: moe_w2_fp8_ksplit, a grid of ksplit runs of K a tile, run z's part in C's row
    f·ksplit + z (C [T·top_k·ksplit, H]): the parts of each row summed against the reference
    (a part lost or written twice, or one row's part in another's, shows)."""
    def make(rng, mem):
        e, h, i, numel = len(counts), 256, 256, t * top_k
        sorted_ids, block_expert, npp = moe_rows(rng, t, top_k, tile_m * split, counts)
        rows = len(sorted_ids)
        aq, a_s = fp8_rows(rng, rows, i, npp, sorted_ids, numel)
        w, ws = fp8_weights(rng, (e, 1, h, i))
        topk = rng.uniform(0.1, 1.0, numel).astype(np.float32)
        c = to_bf16(np.full((numel * ksplit, h), np.nan, np.float32))
        pc = arr(mem, c)
        params = (arr(mem, aq) + arr(mem, a_s) + arr(mem, w) + arr(mem, ws) + pc +
                  arr(mem, topk) + arr(mem, sorted_ids) + arr(mem, block_expert) +
                  arr(mem, npp) + [numel])
        per_row = fp8_gemm_ref(aq, a_s, w[:, 0], ws[:, 0],
                               np.repeat(block_expert, tile_m * split))
        ref = np.full((numel, h), np.nan)
        for r, f in enumerate(sorted_ids):
            if f < numel:
                ref[f] = per_row[r] * topk[f]
        return params, (len(block_expert) * split, h // 128, ksplit), \
            lambda: close(from_bf16(out_array(mem, pc, c)).reshape(numel, ksplit, h).sum(1), ref)
    return make


def moe_quant_case(k):
    """samples/moe's quant_permute_fp8_2048: per token and group of 128 the scale
    max(amax, 1e-10) / 448 and the values over it in e4m3, stored to the rows row_of gives the
    token's top_k = 3 pairs, for 3 tokens and K values (a 2048-wide block partly past K is
    masked) with one all-zero group; one pair in no row (−1), and rows no pair names (left
    as they were: 0xFF codes, NaN scales). Right when every scale is within f32 rounding of
    numpy's and every value rounded to nearest: within half an e4m3 step of value / scale (and
    a hair, for a division rounded otherwise than numpy's)."""
    tokens, top_k, rows = 3, 3, 12

    def make(rng, mem):
        x = to_bf16(rng.standard_normal((tokens, k)).astype(np.float32))
        x[1, 128:256] = 0
        row_of = rng.permutation(rows)[:tokens * top_k].astype(np.int32)
        row_of[4] = -1
        q, sc = np.full((rows, k), 0xFF, np.uint8), np.full((rows, k // 128), np.nan, np.float32)
        pq, ps = arr(mem, q), arr(mem, sc)
        params = arr(mem, x) + arr(mem, row_of) + pq + ps + [top_k]
        v = from_bf16(x).astype(np.float32)
        amax = np.abs(v.reshape(tokens, k // 128, 128)).max(axis=2)
        tok_s = (np.maximum(amax, np.float32(1e-10)) / np.float32(448)).astype(np.float32)
        tok_scaled = v / np.repeat(tok_s, 128, axis=1)
        # per row of q: its token's reference, NaN where no pair lands (expected untouched)
        ref_s, scaled = np.full((rows, k // 128), np.nan), np.full((rows, k), np.nan)
        for f, r in enumerate(row_of):
            if r >= 0:
                ref_s[r], scaled[r] = tok_s[f // top_k], tok_scaled[f // top_k]
        live = ~np.isnan(ref_s[:, 0])

        def check():
            got_q, raw_q = e4m3_values(out_array(mem, pq, q)), out_array(mem, pq, q)
            got_s = out_array(mem, ps, sc).astype(np.float64)
            s_err = np.abs(got_s[live] - ref_s[live]) / ref_s[live]
            step = np.maximum(2.0 ** (np.floor(np.log2(np.maximum(np.abs(scaled[live]),
                                                                  2.0 ** -6))) - 3), 2.0 ** -9)
            v_err = np.nan_to_num(np.abs(got_q[live] - scaled[live]) / step, nan=np.inf)
            untouched = bool((raw_q[~live] == 0xFF).all() and np.isnan(got_s[~live]).all())
            return float(max(s_err.max() * 1e6, v_err.max())), bool(
                s_err.max() <= 1e-6 and v_err.max() <= 0.501 and untouched)
        return params, (tokens, -(-k // 2048), 1), check
    return make


def to_bf16(x):
    """f32 → bf16 bits (to nearest even), as uint16."""
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + (b >> 16 & 1)) >> 16).astype(np.uint16)


def from_bf16(h):
    return (h.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


CASES = [("matmul_f16", gemm_case("f16", 256)), ("small_bmm_f32_16", case_bmm),
         ("mma_batched", case_batched), ("bmm_unit_batch_f16", case_unit_batch),
         # a loaded tile that feeds a warpgroup dot and another use: the dot's operand is a
         # layout conversion of it (sm_90a refused both before)
         ("dk_reuse_bf16", case_dk_reuse), ("mma_and_store_f16", mma_and_store_case(False)),
         ("mma_t_and_store_f16", mma_and_store_case(True)),
         # five pipelined K loops: on sm_90a the rings' mbarriers of the first ones fill the
         # kernel's 64, the later loops copy by cp.async (sm_90a refused it before)
         ("k_loops_f16", case_k_loops),
         # a K loop just below 2^31: its look-ahead iterations wrap (sm_90a fetched them)
         ("k_window_f16", case_k_window),
         # i64 indexing: 64-bit tile indices into the pipelined loop's TMA coordinates (sm_90a
         # refused it before: a mul.lo.s32 of a 64-bit register)
         ("matmul_f16_i64idx", gemm_case("f16", 256)),
         # stages of 128 copies for 256 threads: only the copies' owners issue them (a second
         # cp.async of the same bytes races with the first); four K steps, one C tile
         ("matmul_f16_64x64x16", gemm_case("f16", 64, 64, 64)),
         ("attention_f16_d64", attention_case("f16", 64, 128)), ("moe_gemm_bf16_mulw", case_moe),
         # 8 and 2 query rows (a decode step of a query group): dots of 16 rows, each row
         # repeated, half or an eighth of the result kept (lower_dots.c dot_of_few_rows)
         ("attention_f16_d64_m8", attention_case("f16", 64, 8, 128)),
         ("attention_bf16_d128_m2", attention_case("bf16", 128, 2, 64)),
         # three key tiles through its two stages (two CTAs an SM): the first one refilled
         ("attention_bf16_d128", attention_case("bf16", 128, 64, 192)),
         # six key tiles through the five stages: the first refilled after its release
         ("attention_f16_d64", attention_case("f16", 64, 128, 384)),
         # the bench's 128-key tiles at D = 128: three tiles through its two 64 KiB stages
         ("bench/data/attention_bf16_d128_128x128", attention_case("bf16", 128, 128, 384)),
         ("matmul_f32", gemm_case("f32", 64)), ("mm_bytes_i8", gemm_case("i8", 128)),
         ("mm_bytes_e4m3", gemm_case("e4m3", 128)),
         ("mm_bytes_e4m3", gemm_case("e4m3 NaN", 128)),
         ("mm_bytes_e5m2", gemm_case("e5m2 inf NaN", 128)),
         # ragged M and N, five K steps (more than the ring's stages); a batch of two
         ("samples/matmul/matmul_tf32_128x128x32", gemm_case("f32", 160, 208, 144)),
         ("samples/matmul/bmm_tf32_128x128x32", gemm_case("f32", 96, 144, 160, (2,))),
         # rows of any stride (131 and 75 f32: not 16-byte aligned, no tensor map): the ring
         # filled by 4-byte cp.async copies, each zero-filled past M, N and K by its own guard
         ("samples/matmul/matmul_tf32_128x128x32_any", gemm_case("f32", 131, 97, 75)),
         # the same with even strides and extents promised: 8-byte copies (pipe_pieces.mlir)
         ("pipe_pieces", gemm_case("f32", 130, 98, 74)),
         # K steps of 32 (64-byte rows: the 64-byte swizzle), more of them (8) than the ring's
         # stages (6 for two CTAs per SM)
         ("samples/matmul/matmul_f16_128x128x32", gemm_case("f16", 256)),
         # ragged M and N under the TMA-store epilogue on sm_90a (stmatrix, two 64-column
         # boxes a tile): the last row tile's box and the last column tile's second box cross
         # the tensor's end, which the store clips
         ("samples/matmul/matmul_f16_128x128x32", gemm_case("f16", 96, 208, 144)),
         # one warpgroup holds the 128x128 accumulator (lower/assign_layouts.c ONE_WG_REGS):
         # three stages at two CTAs an SM, no group carried; ragged M and N, a ragged K step;
         # a batch of two
         ("samples/matmul/matmul_f16_128x128x64", gemm_case("f16", 208, 144, 272)),
         ("samples/matmul/bmm_f16_128x128x64", gemm_case("f16", 320, 128, 128, (2,))),
         # split-K: ragged M, two column tiles, 4 K tiles (the last ragged) over 3 splits of
         # 2, 2 and 0; then the sum of the splits into a ragged C
         ("samples/matmul/matmul_splitk_f16_64x64x128", splitk_case(48, 128, 448, 3)),
         ("samples/matmul/splitk_sum_f16_16x64", case_splitk_sum),
         # M of two 16-row tiles, N of two 64-column tiles, 10 K steps (the last ragged) through
         # a ring of 8 stages
         ("samples/matmul/matmul_swap_f16_16x64x128", swap_case(32, 128, 1216)),
         # fp8 promoted every 128 of K, the last promotion group of a K iteration still in
         # flight in the next (ptx_wgmma.c wg_promoted): four iterations, the last one ragged;
         # then K less than one K step
         ("mm_bytes_nt_e4m3", gemm_nt_case("e4m3", 448)),
         ("mm_bytes_nt_e4m3", gemm_nt_case("e4m3", 48)),
         # two warpgroups of 64 x 256 each, promoted in two runs of n128 instructions a K
         # iteration into one set of temporaries (lower/mma.h ct_mma_promote_sets)
         ("mm_bytes_nt_e4m3_n256", gemm_nt_case("e4m3", 448, n=256)),
         # samples/moe's permuted layer: w1 with silu-and-mul (two accumulators, one A tile
         # streamed for both: twin dots, one wide wgmma a K step, codegen/ptx_pipe.c
         # plan_twins — in one warpgroup; in two, with the group waited for in each iteration
         # and, in the lone twin, kept in flight; at N 256), w2 scattering with the routed
         # weights; plain and transposed
         ("samples/moe/moe_w1_bf16_64x128x64", moe_w1_case(64, 128)),
         ("samples/moe/moe_w1_bf16_128x128x64", moe_w1_case(128, 128)),
         ("samples/moe/moe_w1_bf16_128x256x64", moe_w1_case(128, 256)),
         ("samples/moe/moe_w1_t_bf16_16x128x128", moe_w1_case(16, 128)),
         ("samples/moe/moe_w2_bf16_64x128x64", moe_w2_case(64, 128)),
         ("samples/moe/moe_w2_bf16_128x128x64", moe_w2_case(128, 128)),
         ("samples/moe/moe_w2_t_bf16_16x64x128", moe_w2_case(16, 64)),
         # samples/moe's fp8 layer: w1 with silu-and-mul and the e4m3 quantisation in its
         # epilogue, w2 scattering with the routed weights, plain and transposed; an expert
         # without rows, one token, every token on one expert
         ("samples/moe/moe_w1_fp8_64x128", moe_w1_fp8_case(64, 72, [69, 0, 3])),
         ("samples/moe/moe_w1_fp8_t_16x128", moe_w1_fp8_case(16, 1, [0, 1, 0])),
         ("samples/moe/moe_w1_fp8_t_32x128", moe_w1_fp8_case(32, 40, [0, 0, 40])),
         ("samples/moe/moe_w1_fp8_128x128", moe_w1_fp8_case(128, 5, [0, 5, 0])),
         ("samples/moe/moe_w2_fp8_128x128", moe_w2_fp8_case(128, 20, 2, [27, 0, 13])),
         ("samples/moe/moe_w2_fp8_t_16x128", moe_w2_fp8_case(16, 1, 1, [0, 1, 0])),
         # the narrow w2s (one warpgroup, three CTAs an SM: kernels.py fp8_w2_narrow)
         ("samples/moe/moe_w2_fp8_t_16x128_o3", moe_w2_fp8_case(16, 9, 2, [5, 0, 13])),
         ("samples/moe/moe_w2_fp8_t_32x128_o3", moe_w2_fp8_case(32, 20, 2, [0, 40, 0])),
         # 64-row blocks under 128-row alignment: expert 0's second half has 6 rows, expert
         # 2's is padding only (skipped)
         ("samples/moe/moe_w2_fp8_64x128_s2", moe_w2_fp8_case(64, 40, 2, [70, 0, 10], 2)),
         # K in two runs, one CTA each, every row's two parts summed by the combine
         ("samples/moe/moe_w2_fp8_t_16x128_k2", moe_w2_fp8_case(16, 9, 2, [5, 0, 13], 1, 2)),
         # and its quantisation of x into block order (error: in e4m3 steps, or 1e-6 of a scale)
         ("samples/moe/quant_permute_fp8_2048", moe_quant_case(384)),
         # two blocks, the second 128 values wide
         ("samples/moe/quant_permute_fp8_2048", moe_quant_case(2176))]


# Cases simulated on sm_90a only: on sm_80 (sm_100a untried) the compiler calls CUDA's expf
# (NVRTC's definition, spliced in at link time), a call the simulator does not run; sm_90a's
# exp is inline. And the split fp8 w2 (below).
ONLY_ON = {name: ("sm_90a",) for name in (
    "samples/moe/moe_w1_bf16_64x128x64", "samples/moe/moe_w1_t_bf16_16x128x128",
    "samples/moe/moe_w1_fp8_64x128", "samples/moe/moe_w1_fp8_t_32x128",
    # target-independent beyond moe_w2_fp8_64x128 (its block index and skip): sm_90a's run is
    # enough, sm_80's would add 14 s to CI
    "samples/moe/moe_w2_fp8_64x128_s2", "samples/moe/moe_w2_fp8_t_16x128_k2",
    # one warpgroup on sm_90a only; sm_80's mma.sync forms of these are the other tiles'
    "samples/matmul/matmul_f16_128x128x64", "samples/matmul/bmm_f16_128x128x64",
    "samples/moe/moe_w2_bf16_128x128x64", "dk_reuse_bf16", "mma_and_store_f16",
    "mma_t_and_store_f16")}
# and on sm_80 with the library's own expf (OWN_MATH, below)
ONLY_ON.update({name: ("sm_90a", "sm_80") for name in (
    "samples/moe/moe_w1_fp8_t_16x128", "samples/moe/moe_w1_fp8_128x128")})


# Cases whose sm_80 compile takes the library's own expf (CUTILE_CUDA_MATH=0: inline, which the
# simulator runs): two fp8 MoE w1s, whose gate and up dots share one A that sm_80 widens to f16
# once for both (lower/lower_dots.c).
OWN_MATH = {"sm_80": ("samples/moe/moe_w1_fp8_t_16x128", "samples/moe/moe_w1_fp8_128x128")}


def case_env(name, target, env):
    """The environment export name compiles in for target."""
    if name not in OWN_MATH.get(target, ()):
        return env
    return dict(env or os.environ, CUTILE_CUDA_MATH="0")


# The producer warp (CUTILE_PRODUCER_WARP=1, codegen/ptx_pipe.c producer), sm_90a: a warp after
# the consumers issues every TMA copy, each into the stage the consumers released last, and
# exits; the consumers only wait and release. Ragged M, N and K, more K steps than stages,
# a batch of two; two consumer warpgroups (128x256); split-K; the swapped skinny kernel; fp8
# promoted every 128 of K with its last group carried.
PW_CASES = [("matmul_f16", gemm_case("f16", 256)),
            ("samples/matmul/matmul_f16_128x128x64", gemm_case("f16", 208, 144, 272)),
            ("samples/matmul/matmul_f16_128x128x32", gemm_case("f16", 96, 208, 144)),
            ("samples/matmul/bmm_f16_128x128x64", gemm_case("f16", 320, 128, 128, (2,))),
            ("samples/matmul/matmul_f16_128x256x64", gemm_case("f16", 320, 144, 272)),
            ("samples/matmul/matmul_splitk_f16_64x64x128", splitk_case(48, 128, 448, 3)),
            ("samples/matmul/matmul_swap_f16_16x64x128", swap_case(32, 128, 1216)),
            ("mm_bytes_nt_e4m3", gemm_nt_case("e4m3", 448))]
# The same kernels for block pairs in clusters of two (CUTILE_CLUSTER_PAIRS=1, ptx_pipe.c
# pair_begin), which the launcher forms on a grid of even x only: where a case above has one
# tile along x, two here — matmul_f16's along N (A shared), the batched GEMM's per item, the NT
# e4m3 GEMM's along M (B shared); the others share A or B as their tiles fall.
PAIR_SHAPES = {"matmul_f16": gemm_case("f16", 256, 128, 256),
               "samples/matmul/bmm_f16_128x128x64": gemm_case("f16", 320, 128, 256, (2,)),
               "mm_bytes_nt_e4m3": gemm_nt_case("e4m3", 448, 256)}
PAIR_CASES = [(name, PAIR_SHAPES.get(name, make)) for name, make in PW_CASES]


# sm_89 (native e4m3/e5m2 mma.sync, as on sm_100a and sm_120a): the cases with 8-bit operands
# only, whose fragments are staged through shared memory (ldmatrix where K runs along the
# stored rows, byte loads where it runs across them); the others' PTX is sm_80's.
BYTE_TARGETS = ("sm_89",)


def cases_for(target):
    def byte_case(name):
        return any(s in name for s in ("i8", "e4m3", "e5m2", "fp8"))
    return [(n, make) for n, make in CASES if target in ONLY_ON.get(n, (target,))
            and (target not in BYTE_TARGETS or byte_case(n))]


def first_case(name):
    """The make function of the first case of export name."""
    return next(make for n, make in CASES if n == name)


def drop(pattern):
    """A function deleting the lines that match pattern from the PTX."""
    return lambda ptx: re.subn(pattern, "", ptx, flags=re.M)


def drop_nth(pattern, n):
    """A function deleting the n-th line (from 0) that matches pattern from the PTX."""
    def cut(ptx):
        found = list(re.finditer(pattern, ptx, flags=re.M))
        if len(found) <= n:
            return ptx, 0
        return ptx[:found[n].start()] + ptx[found[n].end():], 1
    return cut


def drop_commit_wait(ptx):
    """Deletes the mbarrier.try_wait loops on the mbarriers tcgen05.commit arrives on."""
    n = 0
    for bar in set(re.findall(r"tcgen05\.commit\.\S+ \[(%\w+)\]", ptx)):
        ptx, k = re.subn(r"^\s*mbarrier\.try_wait\S* \w+, \[" + bar + r"\][^\n]*\n\s*@!?\w+ bra"
                         r"[^\n]*$", "", ptx, flags=re.M)
        n += k
    return ptx, n


def drop_empty_waits(ptx):
    """Deletes the producer's waits for a free stage: the mbarrier.try_wait loops an
    mbarrier.arrive.expect_tx follows."""
    return re.subn(r"^\s*mbarrier\.try_wait[^\n]*\n\s*@!?\w+ bra[^\n]*\n"
                   r"(?=\s*\}\s*\n\s*mbarrier\.arrive\.expect_tx)", "", ptx, flags=re.M)


def drop_data_waits(ptx):
    """Deletes the mbarrier.try_wait loops that wait for data (TMA loads, MMA results): all but
    the producer's waits for a free stage, which an mbarrier.arrive.expect_tx follows."""
    return re.subn(r"^\s*mbarrier\.try_wait[^\n]*\n\s*@!?\w+ bra[^\n]*\n"
                   r"(?!\s*\}\s*\n\s*mbarrier\.arrive\.expect_tx)", "", ptx, flags=re.M)


# The negative tests, per target: the kernel, the wait (or fence) deleted, how, and (a regex
# of) what the simulator must say. A deleted wait may show as its data read too early or as the
# stage it guards overwritten while an MMA still reads it: either fails the kernel.
GEMM, ATTENTION, PROMOTED = "matmul_f16", "attention_f16_d64", "mm_bytes_nt_e4m3"
WAIT0 = r"^\s*wgmma\.wait_group\.sync\.aligned 0;$"
NO_TMA_WAITS = (GEMM, "the waits for the TMA loads", drop_data_waits,
                "unfinished (async copy|MMA)")
NO_PROXY_FENCE = (ATTENTION, "fence.proxy.async", drop(r"^\s*fence\.proxy\.async.*$"),
                  "no fence.proxy.async")
# its two warpgroups take turns at the dots (codegen/ptx_pipe.c): a turn never passed on
NO_TURN_PASSED = (ATTENTION, "the turns passed on", drop(r"^\s*@%p\d+ bar\.arrive \d+, 256;$"),
                  "deadlock")
# the TMA-store epilogue (codegen/ptx_tma.c): the fence between the fragments' stmatrix and the
# bulk store, and the wait for the store's reads before the kernel exits
NO_STORE_FENCE = (GEMM, "the epilogue's fence.proxy.async",
                  lambda ptx: re.subn(r"(stmatrix[^\n]*\n)\s*fence\.proxy\.async[^\n]*\n",
                                      r"\1", ptx), "no fence.proxy.async")
NO_STORE_WAIT = (GEMM, "cp.async.bulk.wait_group.read",
                 drop(r"^\s*@%p\d+ cp\.async\.bulk\.wait_group\.read.*$"), "not waited for")
# with a wgmma group in flight, the tf32 GEMM's staged tiles (A and B rounded, B transposed) have
# two copies the iterations alternate between (lower/pipeline_loops.c staged_half): kept on one,
# an iteration writes the tiles the last one's wgmma still reads
TF32 = "samples/matmul/matmul_tf32_128x128x32"
NO_STAGED_TOGGLE = (TF32, "the staged copies' alternation",
                    drop(r"^\s*xor\.b32 (%r\d+), \1, \d{4,};$"), "unfinished MMA")
WAITS = {
    "sm_80": [(GEMM, "cp.async.wait_group", drop(r"^\s*cp\.async\.wait_group.*$"),
               "unfinished async copy")],
    "sm_90a": [(GEMM, "wgmma.wait_group", drop(r"^\s*wgmma\.wait_group.*$"), "unfinished MMA"),
               NO_TMA_WAITS, NO_PROXY_FENCE, NO_TURN_PASSED, NO_STORE_FENCE, NO_STORE_WAIT,
               NO_STAGED_TOGGLE,
               # the wait in the K loop that completes the previous iteration's last promotion
               # group before its adds, and the one after the loop before the last adds
               (PROMOTED, "the carried group's wait", drop_nth(WAIT0, 0), "not delivered yet"),
               (PROMOTED, "the wait after the loop", drop_nth(WAIT0, 1), "not delivered yet")],
    "tcgen05": [(GEMM, "tcgen05.wait::ld", drop(r"^\s*tcgen05\.wait::ld.*$"),
                 "has not delivered yet"),
                (GEMM, "the wait on tcgen05.commit's mbarrier", drop_commit_wait,
                 r"unfinished (tcgen05\.mma|MMA)"),
                NO_TMA_WAITS, NO_PROXY_FENCE],
}


# The same cases under the knobs that change how the ring is fed (PAIR_CASES for block pairs in
# clusters of two), each with what its PTX must show and the broken kernels that must fail:
# - the producer warp (a warp that exits, the consumers' named barrier), the GEMM without the
#   producer's waits for a free stage;
# - block pairs alone in their cluster: the exchange with no partner, every warp's release
#   counted twice, the ring one step less ahead — which leaves a CTA's own release an iteration
#   before each refill, so that only a partner's release needs the producer's wait there;
# - block pairs, a pair: the swapped GEMM (ten K steps through eight stages) without a warp's
#   release on the partner's empty barrier must deadlock, and without the cluster barrier after
#   the loop a CTA exits while its partner still arrives on its barriers. Without the
#   producer's waits it passes in the simulator (16 seeds tried): the TMA queues, which
#   complete only when no warp of either CTA can run and each CTA's oldest first, keep the two
#   CTAs too close together for a partner's refill to reach a stage still being read.
SWAP = "samples/matmul/matmul_swap_f16_16x64x128"
CLUSTER_BARRIER = r"^\s*barrier\.cluster\.arrive\.release;\n\s*barrier\.cluster\.wait\.acquire;$"
KNOB_RUNS = [("producer warp", {"CUTILE_PRODUCER_WARP": "1"},
              lambda ptx: "\texit;" in ptx and "bar.sync 15, " in ptx, PW_CASES, False,
              [(GEMM, "the waits for a free stage", drop_empty_waits,
                "unfinished MMA|arrive beyond the expected count")]),
             ("block pairs, alone", {"CUTILE_CLUSTER_PAIRS": "1"},
              lambda ptx: "%cluster_nctarank" in ptx, PW_CASES, False, []),
             ("block pairs, a pair", {"CUTILE_CLUSTER_PAIRS": "1"},
              lambda ptx: "multicast::cluster" in ptx, PAIR_CASES, True,
              [(SWAP, "the releases on the partner's barriers",
                drop(r"^\s*@%p\d+ mbarrier\.arrive\.shared::cluster.*$"), "deadlock"),
               (SWAP, "the cluster barrier after the loop", drop_nth(CLUSTER_BARRIER, 1),
                r"rank \d, which has exited")])]


def run_case(ptx, meta, make, seed, lone=False, pairs=False):
    """The kernel (lone: its lone twin, the entry the launcher takes for a grid of at most one
    CTA an SM) on the case's inputs; the case's check of the output. pairs: in clusters of two
    along x, as src/launch/launch.c launches a kernel compiled for block pairs on a grid of
    even x (which the case's must be)."""
    rng = np.random.default_rng(seed)
    mem = ptxsim.Memory()
    params, grid, check = make(rng, mem)
    broken = kmeta.assumption_errors(meta, params)
    if broken:  # cuTileLaunch would refuse it: no result of the simulator would mean anything
        raise ptxsim.SimError("the launch breaks the kernel's assumptions: " + "; ".join(broken))
    prog = ptxsim.Prog(ptx, lone_entry(ptx) if lone else None)
    if "_tmap_" in ptx:
        params = params + kmeta.hidden_values(meta, params)
        # exactly the dynamic shared memory the launch asks for, after the static variables
        dyn = meta["lone_dyn_smem" if lone else "dyn_smem"]
        mem.shared = bytearray(prog.symbols.get("ct_ring", prog.static_shared) + dyn)
    if pairs and not (meta["pairs"] and grid[0] % 2 == 0):
        raise ptxsim.SimError(f"no block pairs: kernel flag {meta['pairs']}, grid {grid}")
    run_grid(prog, params, grid, mem, 2 if pairs else 1)
    return check()


def lone_entry(ptx):
    """The name of the PTX's lone twin (lower/pipeline_loops.c plan_lone), or None."""
    m = re.search(r"\.entry\s+([\w$]+\$lone)\s*\(", ptx)
    return m.group(1) if m else None


def negative(name, ptx, meta, make, what, cut, says, pairs=False):
    """The PTX without the wait must fail in the simulator with a SimError that matches the
    regex `says` (pairs: run_case's)."""
    ptx, n = cut(ptx)
    if n == 0:
        print(f"  {name}: no {what} to delete: FAILED")
        return False
    try:
        run_case(ptx, meta, make, 1, pairs=pairs)
    except ptxsim.SimError as e:
        good = re.search(says, str(e)) is not None
        print(f"  {name} without {what} ({n}): {'fails as it must' if good else 'WRONG ERROR'}:"
              f" {e}")
        return good
    print(f"  {name} without {what} ({n}): runs to the end: FAILED")
    return False


def mma_kinds(ptx):
    """Which matrix instructions the PTX uses, for the log."""
    kinds = [k for k in ("tcgen05.mma", "wgmma.mma_async", "mma.sync") if k in ptx]
    return ", ".join(kinds) or "no MMA"


def main():
    args = sys.argv[1:]
    cutile = args[0] if args and not args[0].startswith("-") else "build/bin/cutile"
    tc = "--tcgen05" in args
    target = "sm_100a" if tc else (args[args.index("--target") + 1] if "--target" in args
                                   else "sm_80")
    env = dict(os.environ, CUTILE_TCGEN05="1") if tc else None
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        try:
            built = {name: compile_kernel(cutile, name, target, tmp,
                                          case_env(name, target, env))
                     for name in dict(cases_for(target))}
        except subprocess.CalledProcessError as e:
            if "bundle" not in e.cmd:
                raise
            print(f"SKIPPED: `cutile bundle` failed ({e}): without nvJitLink there is no launch "
                  "metadata, so no TMA recipes to simulate the tensor maps from")
            return SKIP
        if tc and not any("tcgen05.mma" in p for p, _ in built.values()):
            print("SKIPPED: the compiler emits no tcgen05.mma for sm_100a with CUTILE_TCGEN05=1 "
                  "yet (the code generation of issue 26 (a) has not landed); the kernels, "
                  "references and negative tests here run as soon as it does")
            return SKIP
        for name, make in cases_for(target):
            failed += run_entries(f"{name} %s{target} [{mma_kinds(built[name][0])}]",
                                  *built[name], make)
        for name, what, cut, says in WAITS.get("tcgen05" if tc else target, []):
            failed += not negative(name, *built[name], first_case(name), what, cut, says)
        if target == "sm_90a" and not tc:
            failed += knob_runs(cutile, tmp)
    return 1 if failed else 0


def run_entries(label, ptx, meta, make, pairs=False):
    """The case on the kernel and on its lone twin if it has one (pairs: run_case's); each
    result printed under label (its %s: what runs); the failures."""
    failed = 0
    for lone in (False, True) if lone_entry(ptx) else (False,):
        t0 = time.time()
        try:
            err, ok = run_case(ptx, meta, make, 1, lone, pairs)
            msg = f"max error {err:.2e} of the output scale"
        except ptxsim.SimError as e:
            ok, msg = False, f"SimError: {e}"
        print(f"{label % ('(lone twin) ' if lone else '')}: {'ok' if ok else 'FAILED'}, {msg} "
              f"({time.time() - t0:.1f} s)")
        failed += not ok
    return failed


def knob_runs(cutile, tmp):
    """The cases of each of KNOB_RUNS compiled under its knobs, each kernel and its lone twin
    against the references (in clusters of two for block pairs); the PTX must have taken the
    knob. Then its broken kernels must fail. The failures."""
    failed = 0
    for label, knob_env, took, cases, pairs, broken in KNOB_RUNS:
        kdir = os.path.join(tmp, re.sub(r"\W+", "_", label))
        os.makedirs(kdir, exist_ok=True)
        env = dict(os.environ, **knob_env)
        built = {}
        for name, make in cases:
            ptx, meta = built[name] = compile_kernel(cutile, name, "sm_90a", kdir, env)
            if not took(ptx):
                print(f"{name} ({label}): the PTX has none: FAILED")
                failed += 1
                continue
            failed += run_entries(f"{name} ({label}) %ssm_90a", ptx, meta, make, pairs)
        for name, what, cut, says in broken:
            failed += not negative(f"{name} ({label})", *built[name], dict(cases)[name], what,
                                   cut, says, pairs)
    return failed

if __name__ == "__main__":
    sys.exit(main())
