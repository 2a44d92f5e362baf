#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Handwritten kernels that check ptxsim.py itself (`ptxsim.py --self-test` runs them):

- layout: threads exchange words through shared memory across a bar.sync; a guarded store.
- turns: two warps take turns through named barriers with thread counts (bar.sync on its own,
  bar.arrive on the other's, as codegen/ptx_pipe.c's warpgroups do at their dots); the order
  they log must alternate under every seed; an arrival too many must fail (twice in a phase,
  or left over at the exit).
- arithmetic: f32 rounding cases whose f64 shortcut would double-round, conversions to f16,
  bf16, e4m3, a divergent loop whose lanes leave at different trip counts, and shfl.
- conversions: cvt.rz/rm/rp to bf16 and f16 from f32 and to f32 from f64 (one rz that nearest
  rounds the other way; overflow, ties, values below the subnormals of either sign), s64 to f32
  whose rounding through f64 would tie and go the wrong way, u64 to f32 toward zero, and
  copysign.f32/.f64, bit for bit against the exact values' neighbours.
- atomics: 128 threads in four warps on one address per operation (add, inc, dec, exch, or,
  and, xor, min, max in shared memory too, add of f32, f16, bf16 and u64, a cas.b32 loop and a
  cas.b16 loop): exact totals and old values that some order of the updates gives, under four
  seeds; red.add.f32 flushing a subnormal. A misaligned atom must fail.
- half fma: fma.rn.f16 and fma.rn.bf16 rounded once from the exact value.
- module data: words of a .const table shifted by shf in each mode; a .global counter two CTAs
  add to; a store to .const data must fail.
- exact cases: exact zero sums toward −∞ and not, division and square roots of f32 and f64 in
  directed modes, 0/−3, s32 to bf16 whose f32 rounding would tie, an f64 parameter.
- generic: a store through cvta.shared's generic address read back by ld.shared, a generic
  load and atom of global memory; a trap, where taken, must fail.
- calls: a .func with a parameter and a return value, called by the kernel and, under a
  predicate, twice by another function; it diverges and returns from two places. The functions
  use the kernel's register names, which must keep the kernel's values; the results are exact.
  A function reading a register it never wrote (though the caller's of that name is set), or
  calling itself, must fail.
- tcgen05: a 128×64 f32 tile D = A·Bᵀ over K = 128 in two chunks through one shared-memory stage:
  TMA loads (128B swizzle) on an mbarrier with expect-tx that goes through two phases, four
  tcgen05.mma kind::f16 per chunk (K-major A; B K-major or N-major), a tcgen05.commit whose
  mbarrier guards the reuse of the stage, a last commit the consumers wait for; two tcgen05.ld
  32x32b (32 columns each) and one wait::ld for both, stores; dealloc. Against numpy in f64. Then the same kernel with one
  synchronisation broken at a time must fail with the SimError that names it.
- TMA store: one warp writes a 32×8 b16 tile with stmatrix.x4 (the fragments as PTX's stmatrix
  section distributes them), fences, and thread 0 stores it with cp.async.bulk.tensor to rows
  16… of a 40-row tensor: rows 16–39 written, the box's rows past the tensor not, the rest of
  the buffer untouched. Without the fence, without the wait_group.read, with the staging
  rewritten before that wait, or at a negative coordinate it must fail.
- cluster pair: a cluster of two CTAs of 64 threads (x = 2 and 3 of four). Each thread writes a
  word, and after barrier.cluster reads its partner's through mapa and ld.shared::cluster; rank
  1's thread 0 copies a 32×8 u32 tile by TMA into both CTAs (.multicast::cluster, mask 3), each
  CTA's thread 0 expecting the bytes on its own mbarrier; then every thread arrives on the
  partner's mbarrier (.shared::cluster), which counts the partner's 64 threads, and waits on its
  own. The words, the tile, %ctaid.x and %cluster_nctarank, under four seeds. Broken, it must
  fail: one rank past the cluster barrier without it (rank 0: a deadlock; rank 1: that, or its
  multicast before rank 0's mbarrier.init), a mask or mapa naming rank 2, the partner's word
  read by ld.shared (a window address is no shared::cta one), an arrive twice, a wait with no
  arrive, and no wait for the partner's arrivals (rank 1 arrives on rank 0's mbarrier after
  rank 0 exited).
"""
import functools
import importlib.util
import os
import re
from fractions import Fraction
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402


def check_layout():
    ptx = """.visible .entry k(.param .u64 k_param_0)
.reqntid 64, 1, 1
{
	.shared .align 16 .b8 ct_smem[256];
	mov.u32 %r0, %tid.x;
	xor.b32 %r1, %r0, 1;
	shl.b32 %r2, %r1, 2;
	mov.u32 %r3, ct_smem;
	add.u32 %r4, %r3, %r2;
	st.shared.u32 [%r4+0], %r0;
	bar.sync 0;
	shl.b32 %r5, %r0, 2;
	add.u32 %r5, %r5, %r3;
	ld.shared.u32 %r6, [%r5+0];
	ld.param.u64 %rd0, [k_param_0];
	cvta.to.global.u64 %rd1, %rd0;
	mul.wide.u32 %rd2, %r0, 4;
	add.s64 %rd3, %rd1, %rd2;
	setp.lt.u32 %p0, %r0, 60;
	@%p0 st.global.u32 [%rd3+0], %r6;
	ret;
}"""
    mem = ptxsim.Memory()
    out = mem.buffer(b"\xff" * 256)
    ptxsim.run(ptx, [out], (0, 0, 0), mem)
    got = struct.unpack("<64I", mem.bytes_of(out))
    return got == tuple(i ^ 1 if i < 60 else 0xFFFFFFFF for i in range(64))


TURNS = """.visible .entry k(.param .u64 k_param_0)
.reqntid 64, 1, 1
{
	.shared .align 16 .b8 ct_smem[64];
	mov.u32 %r0, %tid.x;
	shr.u32 %r1, %r0, 5;
	and.b32 %r2, %r0, 31;
	setp.eq.u32 %p0, %r2, 0;
	setp.eq.u32 %p1, %r1, 0;
	setp.eq.u32 %p2, %r1, 1;
	mov.u32 %r3, ct_smem;
	mov.u32 %r9, 0;
	@%p1 st.shared.u32 [%r3+0], %r9;
	bar.sync 0;
	@%p2 bar.arrive 1, 64;
	mov.u32 %r4, 0;
$Lloop:
	@%p1 bar.sync 1, 64;
	@%p2 bar.sync 2, 64;
	ld.shared.u32 %r5, [%r3+0];
	shl.b32 %r6, %r5, 2;
	add.u32 %r6, %r6, %r3;
	@%p0 st.shared.u32 [%r6+4], %r1;
	add.u32 %r7, %r5, 1;
	@%p0 st.shared.u32 [%r3+0], %r7;
	@%p1 bar.arrive 2, 64;
	@%p2 bar.arrive 1, 64;
	add.u32 %r4, %r4, 1;
	setp.lt.u32 %p3, %r4, 3;
	@%p3 bra $Lloop;
	@%p1 bar.sync 1, 64;
	@%p2 bar.sync 2, 64;
	@%p1 bar.arrive 2, 64;
	bar.sync 0;
	shl.b32 %r8, %r0, 2;
	add.u32 %r8, %r8, %r3;
	ld.shared.u32 %r10, [%r8+0];
	ld.param.u64 %rd0, [k_param_0];
	cvta.to.global.u64 %rd1, %rd0;
	mul.wide.u32 %rd2, %r0, 4;
	add.s64 %rd3, %rd1, %rd2;
	setp.lt.u32 %p4, %r0, 7;
	@%p4 st.global.u32 [%rd3+0], %r10;
	ret;
}"""


def run_turns(ptx, seed):
    mem = ptxsim.Memory()
    out = mem.buffer(b"\xff" * 28)
    ptxsim.run(ptx, [out], (0, 0, 0), mem, seed=seed)
    return struct.unpack("<7I", mem.bytes_of(out))


# Broken forms of TURNS that must fail: what is changed, the change, the error's regex.
TURNS_BROKEN = [
    ("a second arrival in one phase",
     ("@%p2 bar.arrive 1, 64;\n\tmov.u32 %r4, 0;",
      "@%p2 bar.arrive 1, 64;\n\t@%p2 bar.arrive 1, 64;\n\tmov.u32 %r4, 0;"),
     "arrives twice|phases incomplete"),
    # warp 0 then waits once more than warp 1 before the CTA-wide barrier (racecheck's races)
    ("no last turn for warp 1",
     ("@%p2 bar.sync 2, 64;\n\t@%p1 bar.arrive 2, 64;\n\tbar.sync 0;", "bar.sync 0;"),
     "waited at \\[5, 6\\] barriers"),
]


def must_fail(label, attempts):
    """Each (what, run, says) of attempts: run() must raise a SimError whose text holds `says`
    (a substring, or a compiled pattern searched for); prints one line per attempt."""
    ok = True
    for what, run, says in attempts:
        try:
            run()
            print(f"{label} with {what}: runs to the end: FAILED")
            ok = False
        except ptxsim.SimError as e:
            text = str(e)
            good = bool(says.search(text) if isinstance(says, re.Pattern) else says in text)
            print(f"{label} with {what}: {'fails as it must' if good else 'WRONG'}: {e}")
            ok = ok and good
    return ok


def check_turns():
    want = (6, 0, 1, 0, 1, 0, 1)  # the count, then who logged, in order
    ok = all(run_turns(TURNS, seed) == want for seed in range(8))
    for what, (old, new), says in TURNS_BROKEN:
        assert old in TURNS, what
    attempts = [(what, lambda o=old, n=new: run_turns(TURNS.replace(o, n), 0), re.compile(says))
                for what, (old, new), says in TURNS_BROKEN]
    return must_fail("turns", attempts) and ok


# The start of a kernel of 32 threads, thread i with its 16 bytes of the first parameter's
# array in %f0 … %f3 and the second parameter, the output, in %rd1.
THREAD_IN = """.visible .entry k(.param .u64 k_param_0, .param .u64 k_param_1)
.reqntid 32, 1, 1
{
	mov.u32 %r0, %tid.x;
	ld.param.u64 %rd0, [k_param_0];
	ld.param.u64 %rd1, [k_param_1];
	mul.wide.u32 %rd2, %r0, 16;
	add.s64 %rd3, %rd0, %rd2;
	ld.global.v4.b32 {%f0, %f1, %f2, %f3}, [%rd3];
"""

# thread i computes from x = in[i]: out[8i…] = fma(x, y, z) for the pairs below, (f16, bf16,
# e4m3x2) conversions, the trip count of `while (x > 1) x = x / 2` (its exit test through
# not.pred), a butterfly sum and cvt.sat (NVRTC's expf clamps with it)
ARITH = THREAD_IN + """	fma.rn.f32 %f4, %f0, %f1, %f2;
	add.rn.f32 %f5, %f0, %f2;
	div.rn.f32 %f6, %f0, %f1;
	cvt.rn.f16.f32 %h0, %f3;
	cvt.rn.bf16.f32 %h1, %f3;
	cvt.rn.satfinite.e4m3x2.f32 %h2, %f3, %f0;
	mov.b32 %r1, 0;
	mov.f32 %f7, %f3;
$Lloop:
	setp.gt.f32 %p0, %f7, 0f3F800000;
	not.pred %p1, %p0;
	@%p1 bra $Ldone;
	mul.rn.f32 %f7, %f7, 0f3F000000;
	add.u32 %r1, %r1, 1;
	bra $Lloop;
$Ldone:
	cvt.rn.f32.u32 %f8, %r1;
	shfl.sync.bfly.b32 %f9, %f8, 1, 31, -1;
	add.rn.f32 %f9, %f9, %f8;
	shfl.sync.bfly.b32 %f10, %f9, 2, 31, -1;
	add.rn.f32 %f10, %f10, %f9;
	mul.wide.u32 %rd4, %r0, 32;
	add.s64 %rd5, %rd1, %rd4;
	st.global.v4.b32 [%rd5], {%f4, %f5, %f6, %f10};
	mov.b32 %r2, {%h0, %h1};
	cvt.u32.u16 %r3, %h2;
	st.global.v2.b32 [%rd5+16], {%r2, %r3};
	st.global.b32 [%rd5+24], %r1;
	cvt.sat.f32.f32 %f11, %f3;
	st.global.b32 [%rd5+28], %f11;
	ret;
}"""


def check_arith():
    import numpy as np
    rng = np.random.default_rng(3)
    ulp = np.float32(2.0 ** -23)
    # row 0: an fma whose exact value lies just below the f32 midpoint 2^23 + 1.5 that its f64
    # rounding hits (rounding f64 to f32 would give 2^23 + 2, the right answer is 2^23 + 1)
    x = rng.uniform(-4, 4, (32, 4)).astype(np.float32)
    x[0] = [0.5 + ulp / 2, 1 - ulp, 2.0 ** 23 + 1, 3.0]
    x[1] = [1.0, 3.0, np.float32(2.0 ** -60), 448.0]
    x[2, 3] = 465.0  # e4m3 rounds to 448 (satfinite), f16 exact
    x[3, 3] = 1.0 / 3
    mem = ptxsim.Memory()
    pin, pout = mem.buffer(x.tobytes()), mem.buffer(bytes(32 * 32))
    ptxsim.run(ARITH, [pin, pout], (0, 0, 0), mem)
    raw = np.frombuffer(mem.bytes_of(pout), np.uint32).reshape(32, 8)
    got = raw[:, :4].view(np.float32)
    xs = x.astype(np.float64)
    fr = [[Fraction(float(v)) for v in row] for row in xs]
    want_fma = [round_fraction(a * b + c) for a, b, c, _ in fr]
    want_add = [round_fraction(a + c) for a, _, c, _ in fr]
    want_div = [round_fraction(a / b) for a, b, _, _ in fr]
    trips = [int(np.ceil(np.log2(v))) if v > 1 else 0 for v in xs[:, 3]]
    sums = [sum(trips[(i & ~3) + j] for j in range(4)) for i in range(32)]
    f16 = x[:, 3].astype(np.float16).view(np.uint16)
    sat = np.where(x[:, 3] > 0, np.minimum(x[:, 3], 1), 0).astype(np.float32).view(np.uint32)
    ok = (list(got[:, 0]) == want_fma and list(got[:, 1]) == want_add and
          list(got[:, 2]) == want_div and list(got[:, 3]) == sums and
          list(raw[:, 6]) == trips and list(raw[:, 4] & 0xFFFF) == list(f16) and
          list(raw[:, 4] >> 16) == [bf16(v) for v in x[:, 3]] and
          raw[2, 5] >> 8 == 0x7E and raw[3, 5] >> 8 == 0x2B and list(raw[:, 7]) == list(sat))
    if not ok:
        print("arith mismatch", got[:3], want_fma[:3], want_add[:3], raw[:4, 4:], file=sys.stderr)
    return ok


# thread i: fma.rn.f16 of the f16 triple (a, b, c) at in[16i…] and fma.rn.bf16 of the bf16
# triple at in[16i + 8…] (f16 and bf16 fma: one rounding of the exact value); and packed,
# mul.rn.f16x2 {a, b}·{a, b} and fma.rn.f16x2 {a, b}·{c, 0} + {a, b}, each half rounded once
# with its subnormals kept (ptx_fp8.c's e4m3 widening scales by 256 so)
HALF_FMA = THREAD_IN + """	mov.b32 {%h0, %h1}, %f0;
	mov.b32 {%h2, %h3}, %f1;
	fma.rn.f16 %h4, %h0, %h1, %h2;
	mov.b32 {%h5, %h6}, %f2;
	mov.b32 {%h7, %h8}, %f3;
	fma.rn.bf16 %h9, %h5, %h6, %h7;
	mov.b32 %r1, %f0;
	mov.b32 %r2, %f1;
	mul.rn.f16x2 %r3, %r1, %r1;
	fma.rn.f16x2 %r4, %r1, %r2, %r1;
	mov.b32 %r5, {%h4, %h9};
	mul.wide.u32 %rd4, %r0, 16;
	add.s64 %rd5, %rd1, %rd4;
	st.global.v4.b32 [%rd5], {%r5, %r3, %r4, %r5};
	ret;
}"""


# cvt.{rn,rz,rna}.tf32.f32 of in[4i] into out[4i…4i+2], against what an H100 gave (probed over
# 16384 inputs in the thirty-second session; every non-NaN one was the rounding on the bits):
# ties either way, a carry to infinity, a subnormal tie, and NaNs — .rn and .rz give 0x7FFFE000,
# .rna keeps a NaN's upper bits (0x7F800001 becomes +inf)
TF32_CVT = THREAD_IN + """	cvt.rn.tf32.f32 %r1, %f0;
	cvt.rz.tf32.f32 %r2, %f0;
	cvt.rna.tf32.f32 %r3, %f0;
	st.global.v4.b32 [%rd3], {%r1, %r2, %r3, %r0};
	ret;
}"""
TF32_PROBED = [  # input: .rn, .rz, .rna
    (0x3F801000, 0x3F800000, 0x3F800000, 0x3F802000),
    (0x3F803000, 0x3F804000, 0x3F802000, 0x3F804000),
    (0x7F7FFFFF, 0x7F800000, 0x7F7FE000, 0x7F800000),
    (0x00001000, 0x00000000, 0x00000000, 0x00002000),
    (0x7FFFFFFF, 0x7FFFE000, 0x7FFFE000, 0x7FFFE000),
    (0x7F800001, 0x7FFFE000, 0x7FFFE000, 0x7F800000),
    (0xFF801FFF, 0x7FFFE000, 0x7FFFE000, 0xFF800000),
    (0x7FBFFFFF, 0x7FFFE000, 0x7FFFE000, 0x7FBFE000),
    (0xFF800000, 0xFF800000, 0xFF800000, 0xFF800000),
]


def check_tf32_cvt():
    words = [w for row in TF32_PROBED for w in (row[0], 0, 0, 0)]
    words += [0] * (4 * 32 - len(words))
    mem = ptxsim.Memory()
    buf = mem.buffer(struct.pack(f"<{len(words)}I", *words))
    ptxsim.run(TF32_CVT, [buf, buf], (0, 0, 0), mem)
    got = struct.unpack(f"<{len(words)}I", mem.bytes_of(buf))
    bad = [f"{r[0]:#010x}" for i, r in enumerate(TF32_PROBED)
           if tuple(got[4 * i:4 * i + 3]) != r[1:]]
    print("cvt.rn/.rz/.rna.tf32.f32 (as the H100 gives them):",
          "ok" if not bad else "WRONG " + ", ".join(bad))
    return not bad

def nearest16(q, fmt):
    """q (a Fraction within fmt's finite range) to the nearest f16 or bf16, ties to the even
    pattern, as bits (a zero q: +0)."""
    import numpy as np
    vals, pats = half_table(fmt)
    hi = int(np.searchsorted(vals, float(q), "left"))
    cands = [i for i in (hi - 1, hi, hi + 1) if 0 <= i < len(vals)]
    best = min(cands, key=lambda i: (abs(Fraction(float(vals[i])) - q), int(pats[i]) & 1))
    return 0 if q == 0 else int(pats[best])


def check_half_fma():
    import numpy as np
    rng = np.random.default_rng(7)
    f16 = (rng.uniform(-4, 4, (32, 3)) * 2.0 ** rng.integers(-6, 6, (32, 3))).astype(np.float16)
    f16[0] = [1 + 2 ** -10, 1 - 2 ** -11, -1]  # 2^-11 − 2^-21 (a rounded product gives 0)
    f16[1] = [3, 5, -15]  # exact 0: +0
    f16[2] = [2.0 ** -8, 3 * 2.0 ** -10, 2]  # squares 2^-16 and 9·2^-20: subnormal, exact
    f16[3] = [2.0 ** -12, 1.5 * 2.0 ** -12, 0.5]  # 2^-24, and 2.25·2^-24 rounded to 2^-23
    bfv = rng.uniform(-4, 4, (32, 3)) * 2.0 ** rng.integers(-20, 20, (32, 3))
    bfv[0] = [1 + 2 ** -7, 1 + 2 ** -7, -1 - 2 ** -6]  # 2^-14 (a rounded product gives 0)
    bfb = np.array([[nearest16(Fraction(float(v)), "bf16") for v in row] for row in bfv],
                   np.uint16)
    data = np.concatenate([f16.view(np.uint16), np.zeros((32, 1), np.uint16), bfb,
                           np.zeros((32, 1), np.uint16)], axis=1)
    mem = ptxsim.Memory()
    pin, pout = mem.buffer(data.tobytes()), mem.buffer(bytes(32 * 16))
    ptxsim.run(HALF_FMA, [pin, pout], (0, 0, 0), mem)
    got = np.frombuffer(mem.bytes_of(pout), np.uint16).reshape(32, 8)
    bf = bfb.astype(np.uint32) << 16
    bval = bf.view(np.float32).astype(np.float64)
    bad = 0
    for i in range(32):
        a, b, c = (Fraction(float(v)) for v in f16[i])
        bad += int(got[i, 0]) != nearest16(a * b + c, "f16")
        want = [nearest16(a * a, "f16"), nearest16(b * b, "f16"), nearest16(a * c + a, "f16"),
                nearest16(b, "f16")]
        bad += [int(g) for g in got[i, 2:6]] != want
        a, b, c = (Fraction(float(v)) for v in bval[i])
        bad += int(got[i, 1]) != nearest16(a * b + c, "bf16")
    print("fma.rn.f16 / fma.rn.bf16, mul.rn / fma.rn.f16x2 (one rounding):",
          "ok" if not bad else f"{bad} WRONG")
    return not bad


# Module data and funnel shifts (f64 sin/cos's table walk): words of a .const table shifted by
# shf in each mode, and a .global counter each run (CTA) adds one to and the table's fifth word,
# past its initialiser's four: zero (as NVRTC's math tables leave their last words).
MODULE_DATA = """.const .align 4 .b32 tab[5] = {0x89ABCDEF, 0x01234567, 7, 40};
.global .align 4 .b32 cnt[1] = {5};
.visible .entry k(.param .u64 k_param_0)
.reqntid 1, 1, 1
{
	.reg .b32 %r<10>;
	.reg .b64 %rd<3>;
	mov.u64 %rd0, tab;
	ld.const.v2.b32 {%r0, %r1}, [%rd0];
	ld.const.b32 %r2, [%rd0+8];
	ld.const.b32 %r3, [%rd0+12];
	shf.l.wrap.b32 %r4, %r0, %r1, %r2;
	shf.r.wrap.b32 %r5, %r0, %r1, %r3;
	shf.l.clamp.b32 %r6, %r0, %r1, %r3;
	shf.r.clamp.b32 %r7, %r0, %r1, %r3;
	mov.u64 %rd1, cnt;
	ld.global.b32 %r8, [%rd1];
	ld.const.b32 %r9, [%rd0+16];
	add.u32 %r8, %r8, %r9;
	add.u32 %r8, %r8, 1;
	st.global.b32 [%rd1], %r8;
	ld.param.u64 %rd2, [k_param_0];
	st.global.v4.b32 [%rd2], {%r4, %r5, %r6, %r7};
	st.global.b32 [%rd2+16], %r8;
	ret;
}"""


# Directed rounding where the f32 shortcut cannot serve: exact zero sums (−0 toward −∞ only,
# IEEE 754 6.3), division and square roots toward zero / ±∞, f64 0/−3 = −0, and s32 to bf16
# rounded once (1077936131 is 3 past a tie of bf16's that its f32 rounding lands on); an f64
# parameter given as a Python float (f64 bits, not f32's).
EXACT_CASES = """.visible .entry k(.param .u64 k_param_0, .param .f64 k_param_1)
.reqntid 1, 1, 1
{
	.reg .b16 %h<1>;
	.reg .b32 %r<8>;
	.reg .f32 %f<8>;
	.reg .f64 %fd<4>;
	.reg .f64 %fp<1>;
	.reg .b64 %rd<1>;
	ld.param.u64 %rd0, [k_param_0];
	add.rm.f32 %f0, 0f3F800000, 0fBF800000;
	add.rm.f32 %f1, 0f00000000, 0f00000000;
	div.rz.f32 %f2, 0f3F800000, 0f40400000;
	div.rp.f32 %f3, 0f3F800000, 0f40400000;
	sqrt.rm.f32 %f4, 0f40000000;
	sqrt.rp.f32 %f5, 0f40000000;
	mov.b32 %r0, 1077936131;
	cvt.rn.bf16.s32 %h0, %r0;
	cvt.u32.u16 %r1, %h0;
	mov.b32 %f6, %r1;
	div.rn.f64 %fd0, 0d0000000000000000, 0dC008000000000000;
	sqrt.rz.f64 %fd1, 0d4000000000000000;
	sqrt.rp.f64 %fd2, 0d4000000000000000;
	st.global.v4.f32 [%rd0], {%f0, %f1, %f2, %f3};
	st.global.v4.f32 [%rd0+16], {%f4, %f5, %f6, %f6};
	st.global.f64 [%rd0+32], %fd0;
	ld.param.f64 %fp0, [k_param_1];
	st.global.f64 [%rd0+40], %fp0;
	st.global.v2.f64 [%rd0+48], {%fd1, %fd2};
	ret;
}"""


def check_exact_cases():
    mem = ptxsim.Memory()
    out = mem.buffer(bytes(64))
    ptxsim.run(EXACT_CASES, [out, 0.1], (0, 0, 0), mem)
    b = mem.bytes_of(out)
    got = struct.unpack("<7I", b[:28]) + struct.unpack("<2Q", b[32:48]) + struct.unpack("<2Q", b[48:])
    want = (0x80000000, 0, 0x3EAAAAAA, 0x3EAAAAAB, 0x3FB504F3, 0x3FB504F4, 0x4E81,
            1 << 63, 0x3FB999999999999A, 0x3FF6A09E667F3BCC, 0x3FF6A09E667F3BCD)
    ok = got == want
    print(f"exact zeros, directed div/sqrt, s32 to bf16: {'ok' if ok else 'WRONG'}")
    if not ok:
        print([hex(v) for v in got], file=sys.stderr)
    return ok


# Generic addressing: a store through cvta.shared's generic address, read back by ld.shared; a
# generic load and atom.add of global memory; then trap where the flag (the input) is set.
GENERIC = """.visible .entry k(.param .u64 k_param_0)
.reqntid 1, 1, 1
{
	.shared .align 4 .b32 sh[1];
	.reg .pred %p<1>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<3>;
	ld.param.u64 %rd0, [k_param_0];
	cvta.to.global.u64 %rd0, %rd0;
	cvta.shared.u64 %rd1, sh;
	st.u32 [%rd1], 7;
	ld.shared.u32 %r0, [sh];
	ld.u32 %r1, [%rd0];
	atom.add.u32 %r2, [%rd0], %r0;
	st.global.v2.u32 [%rd0+8], {%r0, %r2};
	setp.ne.u32 %p0, %r1, 5;
	@%p0 trap;
	ret;
}"""


def check_generic():
    mem = ptxsim.Memory()
    out = mem.buffer(struct.pack("<4I", 5, 0, 0, 0))
    ptxsim.run(GENERIC, [out], (0, 0, 0), mem)
    got = struct.unpack("<4I", mem.bytes_of(out))
    ok = got == (12, 0, 7, 5)
    print(f"generic ld/st/atom, cvta.shared: {'ok' if ok else f'WRONG {got}'}")
    other = ptxsim.Memory()
    flag = other.buffer(bytes(16))  # 0, not 5: the trap is taken
    return must_fail("generic", [("trap (the flag set)", lambda: ptxsim.run(
        GENERIC, [flag], (0, 0, 0), other), "trap executed")]) and ok


# a nested block declares %r1 and %r2 of its own (NVRTC's sin does): the outer %r1 keeps 5
SCOPED = """.visible .entry k(.param .u64 k_param_0)
.reqntid 1, 1, 1
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<1>;
	ld.param.u64 %rd0, [k_param_0];
	cvta.to.global.u64 %rd0, %rd0;
	mov.u32 %r1, 5;
	{
	.reg .b32 %r1, %r2;
	mov.u32 %r1, 9;
	add.u32 %r2, %r1, 1;
	mov.u32 %r0, %r2;
	}
	st.global.v2.u32 [%rd0], {%r0, %r1};
	ret;
}"""


def check_scoped():
    mem = ptxsim.Memory()
    out = mem.buffer(bytes(8))
    ptxsim.run(SCOPED, [out], (0, 0, 0), mem)
    got = struct.unpack("<2I", mem.bytes_of(out))
    print(f"block-scoped registers: {'ok' if got == (10, 5) else f'WRONG {got}'}")
    return got == (10, 5)


# two of the 32 lanes call vprintf (the device runtime's, declared only), each with its own
# argument address; the rest branch past the call
VPRINTF = """.extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_p0,
	.param .b64 vprintf_p1);
.visible .entry k(.param .u64 k_param_0)
.reqntid 32, 1, 1
{
	.reg .pred %p<1>;
	.reg .b32 %r<1>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [k_param_0];
	mov.u32 %r0, %tid.x;
	cvt.u64.u32 %rd1, %r0;
	setp.gt.u32 %p0, %r0, 29;
	{
	.param .b64 p0;
	st.param.b64 [p0], %rd0;
	.param .b64 p1;
	st.param.b64 [p1], %rd1;
	.param .b32 rv;
	@%p0 call (rv), vprintf, (p0, p1);
	}
	ret;
}"""


def check_vprintf():
    mem = ptxsim.Memory()
    ptxsim.run(VPRINTF, [77], (0, 0, 0), mem)
    ok = sorted(mem.printed) == [(77, 30), (77, 31)]
    print(f"vprintf (noted, not run): {'ok' if ok else f'WRONG {mem.printed}'}")
    return ok


def check_module_data():
    mem = ptxsim.Memory()
    out = mem.buffer(bytes(20))
    for cta in range(2):
        ptxsim.run(MODULE_DATA, [out], (cta, 0, 0), mem, nctaid=(2, 1, 1))
    got = struct.unpack("<5I", mem.bytes_of(out))
    v = 0x01234567 << 32 | 0x89ABCDEF  # b:a; shf.l takes the upper word, shf.r the lower
    want = ((v << 7) >> 32 & 0xFFFFFFFF, v >> 8 & 0xFFFFFFFF, 0x89ABCDEF, 0x01234567, 7)
    ok = got == want
    print(f"module data and shf: {'ok' if ok else f'WRONG {got} want {want}'}")
    store = MODULE_DATA.replace("mov.u64 %rd1, cnt;", "mov.u64 %rd1, tab;")
    return must_fail("module data", [("a store to .const", lambda: ptxsim.run(
        store, [mem.buffer(bytes(20))], (0, 0, 0), ptxsim.Memory()), ".const data")]) and ok


# thread i: out[4i…] = fma.rm, fma.rp, fma.rz and add.rm of x = in[4i…] (NVRTC's expf reduces
# its argument with fma.rm)
DIRECTED = THREAD_IN + """	fma.rm.f32 %f4, %f0, %f1, %f2;
	fma.rp.f32 %f5, %f0, %f1, %f2;
	fma.rz.f32 %f6, %f0, %f1, %f2;
	add.rm.f32 %f7, %f0, %f2;
	add.s64 %rd4, %rd1, %rd2;
	st.global.v4.b32 [%rd4], {%f4, %f5, %f6, %f7};
	ret;
}"""


def check_directed():
    """Directed rounding against the exact value (Fractions): the f32 next to it on the
    mode's side; rows of products that cancel to tiny values, of either sign, and exact ones."""
    import numpy as np
    rng = np.random.default_rng(4)
    x = rng.uniform(-4, 4, (32, 4)).astype(np.float32)
    x[0] = [1.0, 1.0, np.float32(2.0 ** -30), 0]  # 1 + 2^-30: rm/rz 1, rp next above 1
    x[1] = [-1.0, 1.0, -np.float32(2.0 ** -30), 0]  # its negative: rz −1, rm next below
    x[2] = [3.0, 0.5, -1.5, 0]  # exactly 0
    x[3] = [np.float32(1 + 2.0 ** -23), np.float32(1 - 2.0 ** -24), -1.0, 0]  # tiny, exact
    x[4] = [2.0 ** -100, 2.0 ** -100, 0, 0]  # 2^-200: rp the smallest subnormal, rm/rz 0
    x[5] = [-(2.0 ** -100), 2.0 ** -100, 0, 0]  # rm the smallest subnormal below 0
    mem = ptxsim.Memory()
    pin, pout = mem.buffer(x.tobytes()), mem.buffer(bytes(32 * 16))
    ptxsim.run(DIRECTED, [pin, pout], (0, 0, 0), mem)
    got = np.frombuffer(mem.bytes_of(pout), np.float32).reshape(32, 4)
    fr = [[Fraction(float(v)) for v in row] for row in x.astype(np.float64)]
    want = [[toward(a * b + c, m) for m in ("rm", "rp", "rz")] + [toward(a + c, "rm")]
            for a, b, c, _ in fr]
    ok = [list(map(float, r)) for r in got] == want
    print(f"directed rounding (fma.rm/rp/rz, add.rm): {'ok' if ok else 'WRONG'}")
    if not ok:
        print(got[:4], want[:4], file=sys.stderr)
    return ok


def toward(q, mode):
    """q (a Fraction) to the f32 next to it toward −∞ (rm), +∞ (rp) or zero (rz)."""
    import numpy as np
    f = np.float32(round_fraction(q))
    if mode == "rz":
        mode = "rm" if q > 0 else "rp"
    if mode == "rm" and Fraction(float(f)) > q:
        f = np.nextafter(f, np.float32(-np.inf))
    if mode == "rp" and Fraction(float(f)) < q:
        f = np.nextafter(f, np.float32(np.inf))
    return float(f)


def round_fraction(q):
    """q (a Fraction) to the nearest f32, ties to even: one of the f32 next to float(q)."""
    import numpy as np
    f = np.float32(float(q))
    cands = [np.nextafter(f, np.float32(-np.inf)), f, np.nextafter(f, np.float32(np.inf))]
    return min(cands, key=lambda c: (abs(Fraction(float(c)) - q), int(c.view(np.uint32)) & 1))


def bf16(v):
    b = struct.unpack("<I", struct.pack("<f", v))[0]
    return (b + 0x7FFF + (b >> 16 & 1)) >> 16


# thread i, x = in[i] (%f0 … %f3): out[12i…] = x₀ to bf16 rz/rm/rp and to f16 rz/rm/rp (as
# halves of three words), the f64 product x₀·x₁ to f32 rz/rm/rp, the 64-bit integer with the
# bits of x₂ (low) and x₃ to f32 as s64 rn and as u64 rz, x₀'s sign on x₁ (copysign.f32) and
# x₁'s on the f64 product (copysign.f64)
CONVERT = THREAD_IN + """	cvt.rz.bf16.f32 %h0, %f0;
	cvt.rm.bf16.f32 %h1, %f0;
	cvt.rp.bf16.f32 %h2, %f0;
	cvt.rz.f16.f32 %h3, %f0;
	cvt.rm.f16.f32 %h4, %f0;
	cvt.rp.f16.f32 %h5, %f0;
	cvt.f64.f32 %fd0, %f0;
	cvt.f64.f32 %fd1, %f1;
	mul.rn.f64 %fd2, %fd0, %fd1;
	cvt.rz.f32.f64 %f4, %fd2;
	cvt.rm.f32.f64 %f5, %fd2;
	cvt.rp.f32.f64 %f6, %fd2;
	mov.b64 %rd4, {%f2, %f3};
	cvt.rn.f32.s64 %f7, %rd4;
	cvt.rz.f32.u64 %f8, %rd4;
	copysign.f32 %f9, %f0, %f1;
	copysign.f64 %fd3, %fd1, %fd2;
	mul.wide.u32 %rd5, %r0, 48;
	add.s64 %rd5, %rd1, %rd5;
	mov.b32 %r1, {%h0, %h1};
	mov.b32 %r2, {%h2, %h3};
	mov.b32 %r3, {%h4, %h5};
	st.global.v4.b32 [%rd5], {%r1, %r2, %r3, %f4};
	st.global.v4.b32 [%rd5+16], {%f5, %f6, %f7, %f8};
	st.global.b32 [%rd5+32], %f9;
	st.global.b64 [%rd5+40], %fd3;
	ret;
}"""


def check_convert():
    """Directed roundings of cvt against the values next to the exact one, integers to f32
    rounded once (2^62 + 2^38 + 1 rounds up; through f64 it would tie and round down), and
    copysign, bit for bit."""
    import numpy as np
    rng = np.random.default_rng(5)
    x = rng.uniform(-4, 4, (32, 4)).astype(np.float32)
    x[:, 2:] = rng.integers(0, 1 << 32, (32, 2), dtype=np.uint64).astype(np.uint32).view(
        np.float32)
    x[0, 0] = 1 + 3 * 2.0 ** -9  # bf16: rz 1, nearest 1 + 2^-7
    x[1, :2] = [-(1 + 3 * 2.0 ** -9), -0.0]  # its negative; x₁ = −0: a zero product
    x[2, :2] = [70000.0, 2.0 ** -100]  # beyond f16: rz/rm its largest finite, rp ∞
    x[3, 0] = 2.0 ** -30  # below f16's subnormals: rz/rm +0, rp the smallest
    x[4, 0] = -(2.0 ** -30)  # rz −0, rm the smallest below 0
    x[5, :2] = [np.uint32(0x7F7FFFFF).view(np.float32), 0.5]  # bf16: rz 0x7F7F, rp ∞
    x[6, 0] = 1 + 2.0 ** -11  # an f16 tie: rz/rm 1, rp 1 + 2^-10
    x[7, 2:] = np.array([1, 0x40000040], np.uint32).view(np.float32)  # 2^62 + 2^38 + 1
    mem = ptxsim.Memory()
    pin, pout = mem.buffer(x.tobytes()), mem.buffer(bytes(32 * 48))
    ptxsim.run(CONVERT, [pin, pout], (0, 0, 0), mem)
    got = np.frombuffer(mem.bytes_of(pout), np.uint32).reshape(32, 12)
    want = np.array([convert_want(row) for row in x], np.uint32)
    ok = np.array_equal(got, want) and got[0, 0] & 0xFFFF == 0x3F80 and got[7, 6] == 0x5E800001
    print(f"cvt rz/rm/rp to bf16, f16 and f32, s64/u64 to f32, copysign: "
          f"{'ok' if ok else 'WRONG'}")
    if not ok:
        bad = np.argwhere(got != want)
        print(bad[:4], [(hex(got[i, j]), hex(want[i, j])) for i, j in bad[:4]], file=sys.stderr)
    return ok


def convert_want(row):
    """What CONVERT writes for one thread's four inputs, from exact values (Fractions)."""
    import numpy as np
    x0, x1 = float(row[0]), float(row[1])
    halves = [toward16(x0, fmt, m) for fmt in ("bf16", "f16") for m in ("rz", "rm", "rp")]
    prod = Fraction(x0) * Fraction(x1)
    n = int(row[2:].view(np.uint64)[0])
    f32s = [toward(prod, m) for m in ("rz", "rm", "rp")]
    f32s += [float(round_fraction(Fraction(n - (n >> 63 << 64)))), toward(Fraction(n), "rz")]
    words = [h[0] | h[1] << 16 for h in zip(halves[::2], halves[1::2])]
    words += [int(np.float32(v).view(np.uint32)) for v in f32s]
    sign = int(row[0].view(np.uint32)) & 0x80000000
    words.append(sign | int(row[1].view(np.uint32)) & 0x7FFFFFFF)
    fd = struct.unpack("<Q", struct.pack("<d", abs(x0 * x1)))[0]  # exact: 48 bits
    fd |= (int(row[1].view(np.uint32)) >> 31) << 63
    return words + [0, fd & 0xFFFFFFFF, fd >> 32]


def toward16(x, fmt, mode):
    """x (a float) to the f16 or bf16 next to it on the mode's side of it, as bits (−0 where
    a negative x rounds to zero)."""
    import numpy as np
    vals, pats = half_table(fmt)
    lo, hi = np.searchsorted(vals, x, "right") - 1, np.searchsorted(vals, x, "left")
    pick = lo if mode == "rm" or mode == "rz" and x > 0 else hi
    if vals[pick] == 0:
        return 0x8000 if x < 0 else 0
    return int(pats[pick])


@functools.lru_cache(maxsize=None)
def half_table(fmt):
    """The values of every 16-bit pattern of fmt but NaNs and −0, sorted, and the patterns."""
    import numpy as np
    pats = np.arange(1 << 16, dtype=np.uint32)
    with np.errstate(invalid="ignore"):  # the signalling NaNs, left out below
        if fmt == "f16":
            vals = pats.astype(np.uint16).view(np.float16).astype(np.float64)
        else:
            vals = (pats << 16).view(np.float32).astype(np.float64)
    keep = ~np.isnan(vals) & (pats != 0x8000)
    order = np.argsort(vals[keep], kind="stable")
    return vals[keep][order], pats[keep][order]

# Atomics: 128 threads (four warps, interleaved by the scheduler) update words of out, all on
# the same addresses: thread i adds i + 1 (atom.add.u32, its old value to olds[i]), i / 4
# (red.add.f32), counts with inc and dec below 10, exchanges i (its old value to
# olds[128 + i]), ors, ands away and xors bits, takes min.s32 of i − 64 and, in shared memory,
# max.s32 of it, adds f16 1.0 (red) and bf16 1.0 (atom), adds i + 1 by a cas.b32 loop and
# bf16 1.0 by a cas.b16 loop (as the code generator below sm_90), and 2^32 + i by add.u64;
# thread 0 adds the smallest subnormal f32, which red.add.f32 flushes.
ATOMICS = """.visible .entry k(.param .u64 k_param_0, .param .u64 k_param_1)
.reqntid 128, 1, 1
{
	.shared .align 4 .b8 ct_smem[4];
	mov.u32 %r0, %tid.x;
	ld.param.u64 %rd0, [k_param_0];
	ld.param.u64 %rd1, [k_param_1];
	mul.wide.u32 %rd2, %r0, 4;
	add.s64 %rd3, %rd1, %rd2;
	add.u32 %r1, %r0, 1;
	atom.acq_rel.gpu.global.add.u32 %r2, [%rd0], %r1;
	st.global.b32 [%rd3], %r2;
	cvt.rn.f32.u32 %f0, %r0;
	mul.rn.f32 %f0, %f0, 0f3E800000;
	red.relaxed.gpu.global.add.f32 [%rd0+4], %f0;
	atom.global.inc.u32 %r3, [%rd0+8], 9;
	atom.global.dec.u32 %r3, [%rd0+12], 9;
	atom.relaxed.gpu.global.exch.b32 %r4, [%rd0+16], %r0;
	st.global.b32 [%rd3+512], %r4;
	and.b32 %r5, %r0, 31;
	mov.b32 %r6, 1;
	shl.b32 %r6, %r6, %r5;
	red.global.or.b32 [%rd0+20], %r6;
	not.b32 %r7, %r6;
	red.global.and.b32 [%rd0+24], %r7;
	mul.lo.u32 %r8, %r0, %r0;
	red.relaxed.cta.global.xor.b32 [%rd0+28], %r8;
	sub.s32 %r9, %r0, 64;
	red.global.min.s32 [%rd0+32], %r9;
	mov.u32 %r10, ct_smem;
	setp.eq.u32 %p0, %r0, 0;
	mov.b32 %r11, 0x80000000;
	@%p0 st.shared.b32 [%r10], %r11;
	bar.sync 0;
	atom.shared.max.s32 %r12, [%r10], %r9;
	bar.sync 0;
	ld.shared.b32 %r13, [%r10];
	@%p0 st.global.b32 [%rd0+36], %r13;
	mov.b16 %h0, 0x3C00;
	red.relaxed.gpu.global.add.noftz.f16 [%rd0+40], %h0;
	mov.b16 %h1, 0x3F80;
	atom.relaxed.gpu.global.add.noftz.bf16 %h2, [%rd0+42], %h1;
	ld.global.b32 %r14, [%rd0+44];
$Lcas:
	add.u32 %r15, %r14, %r1;
	atom.acq_rel.gpu.global.cas.b32 %r16, [%rd0+44], %r14, %r15;
	setp.ne.u32 %p1, %r16, %r14;
	mov.b32 %r14, %r16;
	@%p1 bra $Lcas;
	ld.global.b16 %h3, [%rd0+50];
$Lcas16:
	cvt.f32.bf16 %f1, %h3;
	add.rn.f32 %f1, %f1, 0f3F800000;
	cvt.rn.bf16.f32 %h4, %f1;
	atom.relaxed.gpu.global.cas.b16 %h5, [%rd0+50], %h3, %h4;
	setp.ne.b16 %p2, %h5, %h3;
	mov.b16 %h3, %h5;
	@%p2 bra $Lcas16;
	@%p0 red.global.add.f32 [%rd0+52], 0f00000001;
	cvt.u64.u32 %rd4, %r0;
	add.u64 %rd4, %rd4, 4294967296;
	red.global.add.u64 [%rd0+56], %rd4;
	ret;
}"""


def atomics_run(ptx, seed):
    """out (16 words: and's starts all ones, exch's 1000, the rest 0) and olds after a run."""
    mem = ptxsim.Memory()
    init = [0] * 16
    init[4], init[6] = 1000, 0xFFFFFFFF
    out, olds = mem.buffer(struct.pack("<16I", *init)), mem.buffer(bytes(256 * 4))
    ptxsim.run(ptx, [out, olds], (0, 0, 0), mem, seed=seed)
    return struct.unpack("<16I", mem.bytes_of(out)), struct.unpack("<256I", mem.bytes_of(olds))


def atomics_ok(out, olds):
    """The exact totals, and old values that some order of the updates gives: add's, sorted,
    each the one before plus its thread's i + 1; exch's with the last value, the first value
    and every i once."""
    adds = sorted((old, i + 1) for i, old in enumerate(olds[:128]))
    chain = all(a + v == b for (a, v), (b, _) in zip(adds, adds[1:])) and adds[0][0] == 0
    xor = 0
    for i in range(128):
        xor ^= i * i
    want = [8256, struct.unpack("<I", struct.pack("<f", 2032.0))[0], 128 % 10, -128 % 10,
            out[4], 0xFFFFFFFF, 0, xor, (-64) & 0xFFFFFFFF, 63, 0x4300 << 16 | 0x5800, 8256,
            0x4300 << 16, 0, 8128, 128]
    exch = sorted(olds[128:] + (out[4],)) == sorted(list(range(128)) + [1000])
    return list(out) == want and chain and exch


def check_atomics():
    ok = all(atomics_ok(*atomics_run(ATOMICS, seed)) for seed in range(4))
    print(f"atomics (add, inc, dec, exch, or, and, xor, min, max, f32/f16/bf16/u64 add, cas "
          f"loops; 128 threads on one address each, four seeds): {'ok' if ok else 'WRONG'}")
    moved = ATOMICS.replace("add.u64 [%rd0+56]", "add.u64 [%rd0+52]")
    return must_fail("atomics", [
        ("an add.u64 4 bytes off its alignment", lambda: atomics_run(moved, 0), "not aligned")]) \
        and ok

# ------------------------------------------------------------------ tcgen05

A_BYTES, B_BYTES = 128 * 128, 64 * 128  # one K chunk of 64 f16: A 128 rows, B 64 rows


def tc_kernel(b_mn):
    """PTX of the tcgen05 kernel; b_mn: B stored K×N (N contiguous: the N-major operand)."""
    hi = 64 | 1 << 14 | 2 << 29  # SBO 1024 B (>> 4), the fixed 0b001, 128-byte swizzle
    idesc = 1 << 4 | (64 >> 3) << 17 | (128 >> 4) << 24 | b_mn << 16
    lines = [f"""
.version 8.7
.target sm_100a
.address_size 64
.extern .shared .align 1024 .b8 ct_ring[];

.visible .entry tc(.param .u64 tc_param_0, .param .align 64 .b8 tc_tmap_0[128],
	.param .align 64 .b8 tc_tmap_1[128])
.reqntid 128, 1, 1
{{
	.shared .align 8 .b64 bars[3];
	.shared .align 4 .b32 tmem_addr;
	mov.u32 %r0, %tid.x;
	shr.u32 %r1, %r0, 5;
	setp.eq.u32 %p0, %r0, 0;
	setp.eq.u32 %p1, %r1, 0;
	mov.u32 %r2, bars;
	add.u32 %r3, %r2, 8;
	add.u32 %r18, %r2, 16;
	@%p0 mbarrier.init.shared::cta.b64 [%r2], 1;
	@%p0 mbarrier.init.shared::cta.b64 [%r3], 1;
	@%p0 mbarrier.init.shared::cta.b64 [%r18], 1;
	@!%p1 bra $Lallocated;
	mov.u32 %r4, tmem_addr;
	tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%r4], 64;
	tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
$Lallocated:
	tcgen05.fence::before_thread_sync;
	fence.mbarrier_init.release.cluster;
	bar.sync 0;
	tcgen05.fence::after_thread_sync;
	ld.shared.b32 %r5, [tmem_addr];
	@!%p0 bra $Lconsume;
	mov.b64 %rd1, tc_tmap_0;
	mov.b64 %rd2, tc_tmap_1;
	mov.u32 %r6, ct_ring;
	add.u32 %r7, %r6, {A_BYTES};
	shr.u32 %r8, %r6, 4;
	shr.u32 %r9, %r7, 4;
	mov.u32 %r10, 0;
	mov.u32 %r11, {hi};
	mov.u32 %r12, {idesc};"""]
    for j in range(2):  # the two K chunks through the one stage
        b_coords = "{%r10, %r13}" if b_mn else "{%r13, %r10}"
        lines.append(f"""
	mov.u32 %r13, {64 * j};
	mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r2], {A_BYTES + B_BYTES};
	cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r6], [%rd1, {{%r13, %r10}}], [%r2];
	cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r7], [%rd2, {b_coords}], [%r2];
$Ltma{j}:
	mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], {j};
	@!%p2 bra $Ltma{j};
	tcgen05.fence::after_thread_sync;""")
        for k in range(4):  # K = 16 per mma: 32 bytes along a K-major row, 16 rows N-major
            b_step = 16 * 128 // 16 * k if b_mn else 2 * k
            lines.append(f"""
	add.u32 %r14, %r8, {65536 + 2 * k};
	mov.b64 %rd3, {{%r14, %r11}};
	add.u32 %r15, %r9, {65536 + b_step};
	mov.b64 %rd4, {{%r15, %r11}};
	setp.ne.u32 %p3, {j + k}, 0;
	tcgen05.mma.cta_group::1.kind::f16 [%r5], %rd3, %rd4, %r12, %p3;""")
        lines.append("""
	tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r3];
$Lreuse:
	mbarrier.try_wait.parity.shared::cta.b64 %p4, [%r3], 0;
	@!%p4 bra $Lreuse;""" if j == 0 else """
	tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%r18];""")
    lines.append("""
$Lconsume:
	mbarrier.try_wait.parity.shared::cta.b64 %p5, [%r18], 0;
	@!%p5 bra $Lconsume;
	tcgen05.fence::after_thread_sync;
	and.b32 %r16, %r0, 96;
	shl.b32 %r16, %r16, 16;
	add.u32 %r17, %r5, %r16;
	tcgen05.ld.sync.aligned.32x32b.x32.b32 {""" + ", ".join(f"%f{i}" for i in range(32)) +
                 """}, [%r17];
	add.u32 %r19, %r17, 32;
	tcgen05.ld.sync.aligned.32x32b.x32.b32 {""" + ", ".join(f"%f{i}" for i in range(32, 64)) +
                 """}, [%r19];
	tcgen05.wait::ld.sync.aligned;
	ld.param.u64 %rd5, [tc_param_0];
	mul.wide.u32 %rd6, %r0, 256;
	add.s64 %rd7, %rd5, %rd6;""")
    for i in range(16):
        lines.append(f"\tst.global.v4.b32 [%rd7+{16 * i}], "
                     f"{{%f{4 * i}, %f{4 * i + 1}, %f{4 * i + 2}, %f{4 * i + 3}}};")
    lines.append("""
	tcgen05.fence::before_thread_sync;
	bar.sync 0;
	@!%p1 bra $Lend;
	tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r5, 64;
$Lend:
	ret;
}""")
    return "\n".join(lines)


def tc_run(ptx, b_mn, seed=0):
    """Runs the kernel on random A (128×128) and B (64×128, or its transpose for b_mn); returns
    (result, f64 reference)."""
    import numpy as np
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((128, 128)).astype(np.float16)
    b = rng.standard_normal((64, 128)).astype(np.float16)
    mem = ptxsim.Memory()
    pa = mem.buffer(a.tobytes())
    bt = np.ascontiguousarray(b.T) if b_mn else b
    pb = mem.buffer(bt.tobytes())
    pd = mem.buffer(bytes(128 * 64 * 4))
    tma = ptxsim.TensorMap(pa, 2, [(128, 1, 64), (128, 128, 128)], swizzle=3)
    rows, cols = bt.shape
    tmb = ptxsim.TensorMap(pb, 2, [(cols, 1, 64), (rows, cols, 64)], swizzle=3)
    ptxsim.run(ptx, [pd, tma, tmb], (0, 0, 0), mem, seed=seed)
    d = np.frombuffer(mem.bytes_of(pd), np.float32).reshape(128, 64)
    return d, a.astype(np.float64) @ b.astype(np.float64).T


def check_tcgen05():
    import numpy as np
    ok = True
    for b_mn in (0, 1):
        d, ref = tc_run(tc_kernel(b_mn), b_mn)
        err = np.abs(d - ref).max() / np.abs(ref).max()
        print(f"tcgen05 GEMM, B {'N' if b_mn else 'K'}-major: max error {err:.1e}")
        ok &= err < 1e-6
    return ok


def _cut(ptx, pattern, repl=""):
    out, n = re.subn(pattern, repl, ptx, flags=re.M)
    assert n, pattern
    return out


# one broken synchronisation each, and the SimError it must cause
BROKEN = [
    ("no tcgen05.wait::ld", lambda p: _cut(p, r"^\s*tcgen05\.wait::ld.*$"),
     "has not delivered yet"),
    ("no wait for the last commit", lambda p: _cut(
        p, r"^\$Lconsume:\n.*\n.*\$Lconsume;$", "$Lconsume:"), "unfinished tcgen05.mma"),
    ("the second TMA wait on the old phase's parity", lambda p: _cut(
        p, r"(%p2, \[%r2\]), 1;", r"\1, 0;"), "unfinished async copy"),
    ("the stage reloaded without waiting for the mma", lambda p: _cut(
        p, r"^\$Lreuse:\n.*\n.*\$Lreuse;$", ""), "unfinished MMA reads"),
    ("no dealloc", lambda p: _cut(p, r"^\s*tcgen05\.dealloc.*$"), "tensor memory allocated"),
    ("48 columns", lambda p: _cut(p, r"\], 64;$", "], 48;"), "a power of two"),
    ("a mbarrier used before its init", lambda p: _cut(
        p, r"^\s*@%p0 mbarrier\.init\S* \[%r3\].*$"), "before mbarrier.init"),
]


# one warp: lane l holds, in register i, row l/4 and columns 2(l%4), +1 of 8×8 matrix i, the
# value 8·row + column of the 32×8 tile (matrix i its rows 8i…8i+7; each register pair's first
# element in its low half); lane l gives the address of the tile's row l
TMA_STORE = """.visible .entry ts(.param .align 64 .b8 ts_tmap_0[128])
.reqntid 32, 1, 1
{
	.shared .align 1024 .b8 stage[512];
	mov.u32 %r0, %tid.x;
	shr.u32 %r1, %r0, 2;
	and.b32 %r2, %r0, 3;
	shl.b32 %r3, %r1, 3;
	shl.b32 %r4, %r2, 1;
	add.u32 %r5, %r3, %r4;
	add.u32 %r6, %r5, 1;
	shl.b32 %r6, %r6, 16;
	or.b32 %r10, %r5, %r6;
	add.u32 %r11, %r10, 4194368;
	add.u32 %r12, %r11, 4194368;
	add.u32 %r13, %r12, 4194368;
	mov.u32 %r7, stage;
	shl.b32 %r8, %r0, 4;
	add.u32 %r9, %r7, %r8;
	stmatrix.sync.aligned.m8n8.x4.shared.b16 [%r9], {%r10, %r11, %r12, %r13};
	fence.proxy.async.shared::cta;
	bar.sync 0;
	setp.eq.u32 %p0, %r0, 0;
	mov.b64 %rd1, ts_tmap_0;
	cvta.param.u64 %rd1, %rd1;
	mov.u32 %r20, 0;
	mov.u32 %r21, 16;
	@%p0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%rd1, {%r20, %r21}], [%r7];
	@%p0 cp.async.bulk.commit_group;
	@%p0 cp.async.bulk.wait_group.read 0;
	ret;
}"""


def ts_run(ptx):
    """The TMA-store kernel on a 48-row buffer of 0xFFFF whose first 40 rows the map covers."""
    import numpy as np
    mem = ptxsim.Memory()
    out = mem.buffer(b"\xff" * (48 * 8 * 2))
    tm = ptxsim.TensorMap(out, 2, [(8, 1, 8), (40, 8, 32)])
    ptxsim.run(ptx, [tm], (0, 0, 0), mem)
    return np.frombuffer(mem.bytes_of(out), np.uint16).reshape(48, 8)


TS_BROKEN = [
    ("no fence.proxy.async", lambda p: _cut(p, r"^\s*fence\.proxy\.async.*$"),
     "no fence.proxy.async"),
    ("no wait_group.read", lambda p: _cut(p, r"^\s*@%p0 cp\.async\.bulk\.wait_group.*$"),
     "not waited for"),
    ("the staging rewritten before the wait", lambda p: _cut(
        p, r"^(\s*@%p0 cp\.async\.bulk\.commit_group;)$", r"\1\n\tst.shared.u32 [%r7], 0;"),
     "unfinished TMA store"),
    ("a negative row", lambda p: _cut(p, r"%r21, 16;", "%r21, -8;"), "negative coordinates"),
]


def check_tma_store():
    import numpy as np
    want = np.full((48, 8), 0xFFFF, np.uint16)
    want[16:40] = np.arange(24 * 8).reshape(24, 8)  # box rows 0–23 inside the tensor
    ok = bool((ts_run(TMA_STORE) == want).all())
    print(f"stmatrix + TMA store, clipped at the tensor's end: {'ok' if ok else 'FAILED'}")
    return must_fail("TMA store kernel", [(what, lambda c=cut: ts_run(c(TMA_STORE)), says)
                                          for what, cut, says in TS_BROKEN]) and ok


def check_broken():
    return must_fail("tcgen05 kernel", [(what, lambda c=cut: tc_run(c(tc_kernel(0)), 0), says)
                                        for what, cut, says in BROKEN])


# its opcode alone near 100 columns
MULTICAST_LOAD = ("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
                  ".multicast::cluster")
PAIR = """.visible .entry pair(.param .u64 pair_param_0, .param .align 64 .b8 pair_tmap_0[128])
.reqntid 64, 1, 1
{
	.shared .align 128 .b8 tile[1024];
	.shared .align 8 .b64 bars[2];
	.shared .align 4 .b32 words[64];
	mov.u32 %r0, %tid.x;
	setp.eq.u32 %p0, %r0, 0;
	mov.u32 %r1, %cluster_ctarank;
	xor.b32 %r2, %r1, 1;
	mov.u32 %r3, bars;
	add.u32 %r4, %r3, 8;
	@%p0 mbarrier.init.shared::cta.b64 [%r3], 1;
	@%p0 mbarrier.init.shared::cta.b64 [%r4], 64;
	@%p0 fence.mbarrier_init.release.cluster;
	bar.sync 0;
	mov.u32 %r5, words;
	shl.b32 %r6, %r0, 2;
	add.u32 %r7, %r5, %r6;
	mad.lo.u32 %r8, %r1, 100, %r0;
	st.shared.u32 [%r7], %r8;
	barrier.cluster.arrive.release;
	barrier.cluster.wait.acquire;
	mapa.shared::cluster.u32 %r9, %r7, %r2;
	ld.shared::cluster.u32 %r10, [%r9];
	@%p0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r3], 1024;
	setp.eq.and.u32 %p1, %r1, 1, %p0;
	mov.u16 %h0, 3;
	mov.u32 %r11, tile;
	mov.u32 %r12, 0;
	mov.b64 %rd0, pair_tmap_0;
	@%p1 """ + MULTICAST_LOAD + """ [%r11], [%rd0, {%r12, %r12}], [%r3], %h0;
$Ltile:
	mbarrier.try_wait.parity.shared::cta.b64 %p2, [%r3], 0;
	@!%p2 bra $Ltile;
	add.u32 %r13, %r11, %r6;
	ld.shared.u32 %r14, [%r13];
	mapa.shared::cluster.u32 %r15, %r4, %r2;
	mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r15];
$Lpeer:
	mbarrier.try_wait.parity.shared::cta.b64 %p3, [%r4], 0;
	@!%p3 bra $Lpeer;
	mov.u32 %r16, %ctaid.x;
	mov.u32 %r17, %cluster_nctarank;
	ld.param.u64 %rd1, [pair_param_0];
	mad.lo.u32 %r18, %r1, 64, %r0;
	mul.wide.u32 %rd2, %r18, 16;
	add.s64 %rd3, %rd1, %rd2;
	st.global.v4.u32 [%rd3], {%r10, %r14, %r16, %r17};
	ret;
}"""


def pair_run(ptx, seed=0):
    """The pair kernel as the cluster at x = 2, 3 of four, on a tile of the words 1000 + i;
    per rank and thread: the partner's word, the tile's word, %ctaid.x, %cluster_nctarank."""
    import numpy as np
    mem = ptxsim.Memory()
    src = mem.buffer(np.arange(1000, 1256, dtype=np.uint32).tobytes())
    out = mem.buffer(bytes(2 * 64 * 16))
    tm = ptxsim.TensorMap(src, 4, [(32, 1, 32), (8, 32, 8)])
    ptxsim.run(ptx, [out, tm], (2, 0, 0), mem, nctaid=(4, 1, 1), seed=seed, cluster=2)
    return np.frombuffer(mem.bytes_of(out), np.uint32).reshape(2, 64, 4)


CLUSTER_BAR = "barrier.cluster.arrive.release;\n\tbarrier.cluster.wait.acquire;"


def cluster_bar_of(rank):
    """A cut of the pair kernel that lets only rank `rank` take the cluster barrier."""
    guarded = f"setp.eq.u32 %p4, %r1, {rank};\n\t@%p4 " + CLUSTER_BAR.replace("\t", "\t@%p4 ")
    return lambda p: _cut(p, re.escape(CLUSTER_BAR), guarded)


# one broken synchronisation or rank each, and the SimError it must cause
PAIR_BROKEN = [
    # rank 0 waits for the tile that rank 1 copies only after the barrier
    ("rank 0 past the cluster barrier", cluster_bar_of(1), "deadlock"),
    # rank 1's multicast may then come before rank 0's mbarrier.init
    ("rank 1 past the cluster barrier", cluster_bar_of(0),
     re.compile("before mbarrier.init|deadlock")),
    ("a multicast to rank 2", lambda p: _cut(p, r"%h0, 3;", "%h0, 5;"),
     "multicast (mask 0x5) to rank 2 of a cluster of 2"),
    ("mapa to rank 2", lambda p: _cut(p, r"xor\.b32 %r2, %r1, 1;", "mov.u32 %r2, 2;"),
     "mapa to rank 2 of a cluster of 2"),
    ("the partner's word read by ld.shared", lambda p: _cut(
        p, r"ld\.shared::cluster", "ld.shared"), "outside 262144 bytes"),
    ("an arrive twice", lambda p: _cut(p, r"^(\s*barrier\.cluster\.arrive.*)$", r"\1\1"),
     "arrive twice without a wait"),
    ("a wait with no arrive", lambda p: _cut(p, r"^\s*barrier\.cluster\.arrive.*$"),
     "wait without an arrive"),
    ("no wait for the partner's arrivals", lambda p: _cut(
        p, r"^\$Lpeer:\n.*\n.*\$Lpeer;$"), "rank 0, which has exited"),
]


def check_pair():
    import numpy as np
    want = np.empty((2, 64, 4), np.uint32)
    for rank in (0, 1):
        want[rank] = [[(1 - rank) * 100 + i, 1000 + i, 2 + rank, 2] for i in range(64)]
    ok = all((pair_run(PAIR, seed) == want).all() for seed in range(4))
    print(f"cluster pair (DSMEM, multicast TMA, remote arrive): {'ok' if ok else 'WRONG'}")
    return must_fail("cluster pair", [(what, lambda c=cut: pair_run(c(PAIR)), says)
                                      for what, cut, says in PAIR_BROKEN]) and ok


# One warpgroup's wgmma with A in registers (m64n8k16, B = ones in shared memory, K-major
# without swizzle: two 8x8 core matrices 128 bytes apart along K); A is rewritten after the
# wait (scale-d false: D = A·B): every element 16 · 1.0, and the output D[0] + D[3] = 32.
WG_A_REGS = """.visible .entry k(.param .u64 k_param_0)
.reqntid 128, 1, 1
{
	.reg .b32 %r<16>;
	.reg .f32 %f<8>;
	.reg .b64 %rd<4>;
	.reg .pred %p<2>;
	.shared .align 1024 .b8 smem[256];
	mov.u32 %r0, %tid.x;
	mov.u32 %r1, smem;
	setp.lt.u32 %p0, %r0, 64;
	shl.b32 %r2, %r0, 2;
	add.u32 %r2, %r2, %r1;
	mov.b32 %r3, 0x3C003C00;
	@%p0 st.shared.u32 [%r2], %r3;
	fence.proxy.async.shared::cta;
	bar.sync 0;
	mov.b32 %r4, 0x3C003C00;
	mov.b32 %r5, 0x3C003C00;
	mov.b32 %r6, 0x3C003C00;
	mov.b32 %r7, 0x3C003C00;
	shr.u32 %r8, %r1, 4;
	and.b32 %r8, %r8, 16383;
	or.b32 %r8, %r8, 524288;
	mov.b32 %r9, 16;
	mov.b64 %rd0, {%r8, %r9};
	setp.ne.u32 %p1, %r0, %r0;
	wgmma.fence.sync.aligned;
	wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%f0, %f1, %f2, %f3}, {%r4, %r5, %r6, %r7}, %rd0, %p1, 1, 1, 0;
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 0;
	mov.b32 %r4, 0x40004000;
	add.rn.f32 %f4, %f0, %f3;
	ld.param.u64 %rd1, [k_param_0];
	cvta.to.global.u64 %rd1, %rd1;
	mul.wide.u32 %rd2, %r0, 4;
	add.s64 %rd1, %rd1, %rd2;
	st.global.f32 [%rd1], %f4;
	ret;
}"""


def check_wgmma_a_regs():
    """wgmma reads A's registers until its wait_group completes it: the kernel as it stands
    runs; with the rewrite of A moved before the wait it must fail."""
    def run(ptx):
        mem = ptxsim.Memory()
        out = mem.buffer(b"\xff" * 512)
        ptxsim.run(ptx, [out], (0, 0, 0), mem)
        return struct.unpack("<128f", mem.bytes_of(out))
    got = run(WG_A_REGS)
    ok = all(v == 32.0 for v in got)
    print(f"wgmma with A in registers: {'ok' if ok else 'WRONG'} ({got[0]})")
    early = ("\twgmma.wait_group.sync.aligned 0;\n\tmov.b32 %r4, 0x40004000;",
             "\tmov.b32 %r4, 0x40004000;\n\twgmma.wait_group.sync.aligned 0;")
    assert early[0] in WG_A_REGS
    return must_fail("wgmma", [("A rewritten before its wait",
                                lambda: run(WG_A_REGS.replace(*early)),
                                "written while a wgmma still reads it")]) and ok


# One thread stores 16 bytes as one vector, aligned: it runs; moved 4 bytes on (the access no
# longer a multiple of its size), it must fail, as on the GPU (a misaligned address).
ALIGN = """.visible .entry k(.param .u64 k_param_0)
.reqntid 32, 1, 1
{
	.reg .b32 %r<2>;
	.reg .b64 %rd<2>;
	ld.param.u64 %rd0, [k_param_0];
	cvta.to.global.u64 %rd0, %rd0;
	mov.b32 %r0, 7;
	st.global.v4.b32 [%rd0+16], {%r0, %r0, %r0, %r0};
	ret;
}"""


def align_run(ptx):
    mem = ptxsim.Memory()
    out = mem.buffer(bytes(64))
    ptxsim.run(ptx, [out], (0, 0, 0), mem)
    return mem.bytes_of(out)


def check_alignment():
    ran = align_run(ALIGN)[16:32] == struct.pack("<4I", 7, 7, 7, 7)
    print(f"aligned 16-byte store: {'ok' if ran else 'WRONG'}")
    return ran and must_fail("the 16-byte store", [(
        "4 bytes on", lambda: align_run(ALIGN.replace("+16]", "+20]")), "not aligned")])


# Calls: thread i (of 32) computes b = f(i) and, when i < 8, c = g(b) = f(f(b)) + 1 (a call
# under a predicate, whose callee calls f twice), c = 7 otherwise, and stores i, b, c; f(x) =
# 2x below 16, x + 100 from 16 (its lanes diverge and return from two places). f and g use
# the caller's register names: a function's registers are its own, so the caller's %r1 (i)
# must come back unchanged, and f must not read the caller's values through them.
CALLS = """.func (.param .b32 f_r) f(.param .b32 f_a);

.visible .entry k(.param .u64 k_param_0)
.reqntid 32, 1, 1
{
	.reg .pred %p<2>;
	.reg .b32 %r<4>;
	.reg .b64 %rd<4>;
	mov.u32 %r1, %tid.x;
	{
	.param .b32 cm_r;
	.param .b32 cm_a;
	st.param.b32 [cm_a], %r1;
	call (cm_r), f, (cm_a);
	ld.param.b32 %r2, [cm_r];
	}
	mov.u32 %r3, 7;
	setp.lt.u32 %p1, %r1, 8;
	{
	.param .b32 cm_r;
	.param .b32 cm_a;
	st.param.b32 [cm_a], %r2;
	@%p1 call (cm_r), g, (cm_a);
	@%p1 ld.param.b32 %r3, [cm_r];
	}
	ld.param.u64 %rd0, [k_param_0];
	mul.wide.u32 %rd1, %r1, 12;
	add.s64 %rd2, %rd0, %rd1;
	st.global.b32 [%rd2], %r1;
	st.global.b32 [%rd2+4], %r2;
	st.global.b32 [%rd2+8], %r3;
	ret;
}

.func (.param .b32 f_r) f(
	.param .b32 f_a
)
{
	.reg .pred %p<2>;
	.reg .b32 %r<3>;
	ld.param.b32 %r1, [f_a];
	setp.lt.u32 %p1, %r1, 16;
	@%p1 bra $L_small;
	add.u32 %r2, %r1, 100;
	st.param.b32 [f_r+0], %r2;
	ret;
$L_small:
	shl.b32 %r2, %r1, 1;
	st.param.b32 [f_r+0], %r2;
	ret;
}

.func (.param .b32 g_r) g(.param .b32 g_a)
{
	.reg .b32 %r<3>;
	ld.param.b32 %r1, [g_a];
	{
	.param .b32 cm_r;
	.param .b32 cm_a;
	st.param.b32 [cm_a], %r1;
	call (cm_r), f, (cm_a);
	ld.param.b32 %r2, [cm_r];
	st.param.b32 [cm_a], %r2;
	call (cm_r), f, (cm_a);
	ld.param.b32 %r2, [cm_r];
	}
	add.u32 %r2, %r2, 1;
	st.param.b32 [g_r], %r2;
	ret;
}"""


def calls_run(ptx):
    mem = ptxsim.Memory()
    out = mem.buffer(bytes(32 * 12))
    ptxsim.run(ptx, [out], (0, 0, 0), mem)
    return struct.unpack("<96I", mem.bytes_of(out))


def check_calls():
    def f(x):
        return 2 * x if x < 16 else x + 100
    want = sum(((i, f(i), f(f(f(i))) + 1 if i < 8 else 7) for i in range(32)), ())
    ok = calls_run(CALLS) == want
    print(f"calls (a .func with a param and a return, twice, under a predicate, nested): "
          f"{'ok' if ok else 'WRONG'}")
    unset = CALLS.replace("ld.param.b32 %r1, [f_a];", "")
    return must_fail("calls", [
        ("f reading %r1 it never wrote (the caller's)", lambda: calls_run(unset),
         "'%r1' read before it is written"),
        ("f calling itself", lambda: calls_run(CALLS.replace("ret;\n$L_small:",
                                                             "call (f_r), f, (f_a);\n$L_small:")),
         "recursive call")]) and ok


# one thread: IEEE special cases of f64 and f32 arithmetic, testp, a carry chain, local memory
# and a call.uni written over several lines, as NVRTC writes them (out: 12 u64 words)
IEEE = """.func (.param .b32 inc_r) inc(.param .b32 inc_a)
{
	.reg .b32 %r<2>;
	ld.param.b32 %r0, [inc_a];
	add.u32 %r1, %r0, 1;
	st.param.b32 [inc_r], %r1;
	ret;
}
.visible .entry k(.param .u64 k_param_0)
.reqntid 1, 1, 1
{
	.local .align 4 .b8 __local_depot0[8];
	ld.param.u64 %rd0, [k_param_0];
	fma.rn.f64 %fd0, 0d3FF0000000000001, 0d3FF0000000000001, 0dBFF0000000000002;
	div.rn.f64 %fd1, 0d0000000000000000, 0d8000000000000000;
	min.f64 %fd2, 0d7FF8000000000000, 0d3FF0000000000000;
	max.f64 %fd3, 0d8000000000000000, 0d0000000000000000;
	max.NaN.f32 %f0, 0f7FC00000, 0f3F800000;
	rsqrt.approx.f32 %f1, 0f80000000;
	testp.finite.f64 %p0, 0d7FF0000000000000;
	testp.subnormal.f32 %p1, 0f00000001;
	selp.u32 %r0, 1, 0, %p0;
	selp.u32 %r1, 2, 0, %p1;
	or.b32 %r2, %r0, %r1;
	add.cc.u32 %r3, -1, 1;
	addc.u32 %r4, 0, 0;
	mad.lo.cc.u32 %r5, 65537, 65536, -1;
	madc.hi.u32 %r6, 65537, 65536, 5;
	mov.u64 %rd1, __local_depot0;
	st.local.u32 [%rd1+4], 42;
	ld.local.u32 %r7, [%rd1+4];
	{
	.param .b32 p0;
	st.param.b32 [p0], %r7;
	.param .b32 r0;
	call.uni (r0), 
	inc, 
	(
	p0
	);
	ld.param.b32 %r8, [r0];
	}
	st.global.v2.f64 [%rd0], {%fd0, %fd1};
	st.global.v2.f64 [%rd0+16], {%fd2, %fd3};
	st.global.v2.f32 [%rd0+32], {%f0, %f1};
	st.global.v4.u32 [%rd0+48], {%r2, %r3, %r4, %r5};
	st.global.v2.u32 [%rd0+64], {%r6, %r8};
	mov.b16 %h9, 500;
	cvt.rn.f32.s8 %f8, %h9;
	cvt.rn.f32.u8 %f9, %h9;
	st.global.v2.f32 [%rd0+72], {%f8, %f9};
	mov.b32 %r9, 3001;
	cvt.rn.bf16.s32 %h10, %r9;
	mov.b32 %r9, 70000;
	cvt.rn.f16.s32 %h11, %r9;
	st.global.v2.b16 [%rd0+80], {%h10, %h11};
	ret;
}"""


def check_ieee():
    """fma.rn.f64 rounded once (2^-104, where the rounded product gives 0), 0/−0 NaN,
    min.f64(NaN, 1) 1, max.f64(−0, +0) +0, max.NaN.f32 NaN, rsqrt(−0) −∞, testp, a carry chain,
    a local store and load, a multi-line call.uni; cvt from s8/u8 of a 16-bit register holding
    500 chops it to its low byte (−12, 244), as PTX's wider source registers are; s32 3001 to
    bf16 rounds (3008: a float, not an integer conversion), 70000 to f16 overflows to +inf."""
    mem = ptxsim.Memory()
    out = mem.buffer(bytes(96))
    ptxsim.run(IEEE, [out], (0, 0, 0), mem)
    b = mem.bytes_of(out)
    fma, div, mn, mx = struct.unpack("<4d", b[:32])
    f0, f1 = struct.unpack("<2I", b[32:40])
    ints = struct.unpack("<6I", b[48:72])
    chop = struct.unpack("<2f", b[72:80]) + struct.unpack("<2H", b[80:84])
    ok = (fma == 2.0 ** -104 and div != div and mn == 1.0 and struct.pack("<d", mx) == bytes(8)
          and f0 == 0x7FFFFFFF and f1 == 0xFF800000 and ints == (2, 0, 1, 0xFFFF, 7, 43)
          and chop == (-12.0, 244.0, 0x453C, 0x7C00))
    print(f"IEEE cases (fma/div/min/max f64, max.NaN, rsqrt −0, testp, carries, local, "
          f"call.uni): {'ok' if ok else 'WRONG'}")
    if not ok:
        print(fma, div, mn, mx, hex(f0), hex(f1), ints, chop, file=sys.stderr)
    return ok


def main():
    checks = [("layout", check_layout), ("turns", check_turns), ("arith", check_arith),
              ("alignment", check_alignment), ("calls", check_calls), ("atomics", check_atomics),
              ("ieee", check_ieee), ("module data", check_module_data),
              ("generic", check_generic), ("exact cases", check_exact_cases),
              ("scoped registers", check_scoped), ("vprintf", check_vprintf),
              ("tf32 cvt", check_tf32_cvt)]
    if importlib.util.find_spec("numpy"):
        checks += [("tcgen05", check_tcgen05), ("broken", check_broken),
                   ("tma store", check_tma_store), ("wgmma A registers", check_wgmma_a_regs),
                   ("cluster pair", check_pair),
                   ("directed rounding", check_directed), ("convert", check_convert),
                   ("half fma", check_half_fma)]
    else:
        print("numpy not installed: the arithmetic and tcgen05 checks are skipped")
        checks = [c for c in checks if c[0] != "arith"]
    failed = [name for name, fn in checks if not fn()]
    print("ptxsim self-test", "FAILED: " + ", ".join(failed) if failed else "passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
