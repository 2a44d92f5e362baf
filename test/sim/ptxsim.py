#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""An interpreter of the PTX the code generator writes, for checking on a machine without a GPU
what a kernel computes — one CTA, or one cluster of two, at a time, written from the PTX ISA
manual.

Threads and warps. A thread is the dict of its registers (bit patterns: ints, predicates as
bools). A warp runs its lanes in lockstep: each step executes the instruction at the smallest
program counter among its live lanes for the lanes that are there (so a divergent branch runs
both sides and the lanes meet again where the paths join). Warps are coroutines switched by a
seeded scheduler: a warp runs a random number of instructions, or until it waits (bar.sync,
barrier.cluster.wait, an mbarrier.try_wait that failed), then another runnable warp is picked.

Calls. A call to a .func of the module (the CUDA math library's, as the code generator links
them) runs the function's body inlined at the call, a copy per call site with its own labels:
the lanes that call run it as any code, diverging in it and meeting again, and come out of it
before the lanes past the call go on; a guarded call's other lanes branch past it. Arguments
and return values are the thread's .param variables, copied by value; the registers and .param
variables a function declares are its own in each call (the caller's values of those names are
set aside until it returns, so a read before a write is a SimError). A call may span lines
(call.uni, as NVRTC writes it). Recursive and indirect calls are not simulated. vprintf, the
device runtime's (prints, and asserts before their trap, call it), is not run: each call's two
addresses are noted in the Memory's `printed` and it returns 0. Local memory
(ld/st.local of the .local variables the entry and the functions declare, __local_depotN) is
each thread's own, one frame per function.

Ordering. Asynchronous operations never complete early: cp.async completes at the issuing
thread's cp.async.wait_group; TMA copies (cp.async.bulk.tensor), cp.async.mbarrier.arrive,
tcgen05.mma and tcgen05.commit go into the issuing CTA's queue, which completes — oldest first —
only when no warp of the run (of either CTA of a cluster) can run, i.e. when every warp waits for
something (the seeded scheduler picks whose queue goes on where both CTAs' have operations);
wgmma completes at its wgmma.wait_group.
Until then the shared memory an async copy writes is marked pending and any access to it raises
SimError, as does a write to shared memory an unfinished tcgen05.mma or wgmma reads, a
tcgen05.ld of tensor memory an unfinished tcgen05.mma writes, and a read of a register that a
tcgen05.ld or wgmma fills before tcgen05.wait::ld / wgmma.wait_group delivers it, or a change
to wgmma's A registers before its wait_group (checked there: a write of the value they hold
goes unseen). So a kernel
with a missing wait fails instead of reading stale data by luck. Likewise an MMA reading shared
memory that st.shared or cp.async wrote with no fence.proxy.async since (proxies). mbarriers keep
their phase parity, pending arrivals and transaction count (try_wait.parity asks for a phase's
completion); a deadlock (every warp of the run waiting, nothing in flight in any queue) is a
SimError too, and so is a CTA-wide barrier reached by warps that waited at different numbers of
barriers before it, barrier.cluster's phase by one CTA's warps that had when they arrived (named
barriers some warps wait on more often: compute-sanitizer's racecheck, which orders accesses
by those counts, then reports races that PTX's ordering rules out). An ld or st whose address
is not a multiple of its size (a vector's whole size) is a SimError, as it faults on the GPU.

Arithmetic. Integers exactly; f32 add, sub, mul, fma and div.rn are correctly rounded (computed in
f64 with the rounding error kept, then rounded once); their directed forms, f64 add, sub, mul,
fma and div, sqrt of either type in any mode, fma.rn of f16 and bf16, and add, sub, mul and
fma.rn of f16x2 and bf16x2 (each half on its own, subnormals kept) round once as their
modifier says (exactly, in Fractions or integers), with IEEE 754's special values and signed
zeros; min/max keep the non-NaN operand (.NaN: NaN) and put −0 below
+0; add.cc, addc, sub.cc, subc, mad.cc and madc carry through CC.CF; testp classifies
f32/f64; cvt rounds once as its modifier says (to nearest even, toward zero, −∞ or +∞ for f64,
f32, f16 and bf16 from floats and integers of any width; .rn, .rz and .rna for tf32;
.satfinite for e4m3 and e5m2), and a cvt modifier not simulated is a SimError.
Approximate functions (ex2.approx, rcp.approx, …) are computed in f64 and rounded to f32: closer
than the hardware's 2 ulp, so a reference test needs a tolerance of a few ulp per such operation
anyway. Matrix products (mma.sync, wgmma, tcgen05.mma) accumulate in f64 and
round once, where the hardware rounds in steps: tests compare with a relative tolerance. An
instruction outside what is simulated raises SimError, so a test cannot pass by skipping code.

Generic addresses. cvta.shared puts shared memory's addresses in a window of their own, so a
generic ld, st or atom reaches shared memory there and global memory elsewhere; trap, where
taken, is a SimError.

Module data. The module's initialised .global and .const arrays (dense constants, globals, the
math tables) lie at made-up addresses, placed in a run's Memory by its first CTA: globals keep
what earlier CTAs stored, and a store to .const data is a SimError.

Atomics. atom and red on .global, .shared or .shared::cluster (add, min, max, exch, cas, and, or,
xor, inc, dec on 32- and 64-bit integers, cas.b16, add of f32, f64, f16 and bf16) are each one
indivisible read-modify-write: a warp's lanes step one after another and warps switch only
between instructions. Their memory semantics and scopes are accepted and hold trivially (one
CTA or one cluster runs at a time, its threads interleaved instruction by instruction, each
access seen at once by every thread of the cluster); add.f32 flushes subnormals as
the PTX ISA says. Vector and packed (f16x2) forms and generic addresses are SimErrors.

    mem = Memory(); x = mem.buffer(data_bytes); ...
    run(ptx, params=[x, n, ...], ctaid=(0, 0, 0), memory=mem, nctaid=(1, 1, 1))

Clusters. A run is a cluster of one CTA, or (run's cluster=2) of two co-scheduled along x: rank
0 at the even %ctaid.x the run names, rank 1 at the next (%cluster_ctarank, %cluster_nctarank,
%cluster_ctaid, %cluster_nctaid, %clusterid and %nclusterid as such a launch sets them). Each CTA
has its own shared memory (rank 0 the Memory's, rank 1 a copy of it as the run starts),
mbarriers, named barriers, tensor memory and queue, and one scheduler picks among the warps of
both. A shared::cluster address below CLUSTER_SPAN (a shared::cta address) names the executing
CTA's own shared memory, one in the window from CLUSTER_SPAN·(r + 1) rank r's (mapa gives it):
ld, st, atom and red .shared::cluster, mbarrier.arrive (its state the sink _) and expect_tx
.shared::cluster, tcgen05.commit and a TMA load's destination and mbarrier reach the CTA it
names; plain .shared stays in the CTA's own. A multicast TMA load lands at its destination's
offset in every CTA of the mask, pending there until it completes, and performs complete-tx on
the mbarrier at its mbarrier's offset in each. barrier.cluster.wait, by whole warps, waits for
the phase its threads arrived in (barrier.cluster.arrive) to complete, which it does once every
thread of the cluster that has not exited arrived; its release and acquire hold trivially.
SimErrors: a rank outside the cluster (mapa, a window, a multicast mask — or an empty one), an
access to the shared memory of a CTA that has exited (a TMA load landing there too), a TMA load
without multicast whose mbarrier is in another CTA than its destination, barrier.cluster.arrive
twice without a wait and a wait without an arrive; every check of one CTA holds in each, those
of a kernel's exit (tensor memory, barriers, queue, TMA stores) as its last warp exits.

TMA tensor maps are TensorMap objects passed for the kernel's .b8 tmap parameters (kmeta.py
builds them from a compile's launch metadata); mbarriers, TMA, tensor memory, tcgen05 and wgmma
are in the second half of this file. `python3 ptxsim.py --self-test` runs test/sim/sim_test.py's
handwritten kernels.
"""
import collections
import ctypes
import fractions
import functools
import math
import operator
import random
import re
import struct
import sys

MASK = {n: (1 << n) - 1 for n in (1, 8, 16, 32, 64, 128)}


class SimError(Exception):
    pass


# ---------------------------------------------------------------- numbers


def f32_of(bits):
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def bits_of_f32(x):
    """x rounded to f32 (to nearest, ties to even; inf beyond the range), as bits."""
    return struct.unpack("<I", bytes(ctypes.c_float(x)))[0]


def f64_of(bits):
    return struct.unpack("<d", struct.pack("<Q", bits & MASK[64]))[0]


def bits_of_f64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _two_sum(a, b):
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def round_f32(hi, lo=0.0):
    """hi + lo (exactly, |lo| below half an ulp of hi in f64) rounded once to f32: rounding hi
    alone is wrong only when hi lies exactly halfway between two f32 and lo breaks the tie."""
    b = bits_of_f32(hi)
    if lo == 0.0 or not _f32_midpoint(hi):
        return b
    v = f32_of(b)
    other = _f32_neighbour(b, hi)
    return bits_of_f32(max(v, other) if lo > 0 else min(v, other))


def _f32_neighbour(b, hi):
    """The f32 on the other side of hi from f32 b (its rounding)."""
    v = f32_of(b)
    return f32_of(b + 1 if (v < hi) == (v >= 0) else b - 1)


def _f32_midpoint(hi):
    if math.isinf(hi) or math.isnan(hi):
        return False
    b = bits_of_f32(hi)
    v = f32_of(b)
    return v != hi and not math.isinf(v) and (v + _f32_neighbour(b, hi)) / 2 == hi


def f16_of(bits):
    return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]


def bits_of_f16(x):
    """x rounded to f16, to nearest even (x must be an f32 value or exact)."""
    try:
        return struct.unpack("<H", struct.pack("<e", float(x)))[0]
    except (OverflowError, struct.error):  # an int past f16's range too
        return 0x7C00 if x > 0 else 0xFC00


def bf16_of(bits):
    return f32_of((bits & 0xFFFF) << 16)


def bits_of_bf16(x):
    b = bits_of_f32(x)
    if math.isnan(x):
        return 0x7FC0
    return ((b + 0x7FFF + (b >> 16 & 1)) >> 16) & 0xFFFF


# The binary float types: exponent bits, fraction bits; their nearest-even encoders
FLOATS = {"f64": (11, 52), "f32": (8, 23), "f16": (5, 10), "bf16": (8, 7)}
NEAREST = {"f32": bits_of_f32, "f64": bits_of_f64, "f16": bits_of_f16, "bf16": bits_of_bf16}


def round_bits(x, ty, mode):
    """x (a float or an int, exact) rounded once to float type ty, as bits: to nearest even
    (rn), toward zero (rz), −∞ (rm) or +∞ (rp). Beyond the largest finite value, rz, and rm
    above zero or rp below it, give that value, the others infinity (IEEE 754); infinities and
    NaN are as the nearest-even encoders give them."""
    if not math.isfinite(x):
        return NEAREST[ty](x)
    m, k = _scaled(abs(x))
    return _round_mk(math.copysign(1, x) < 0, m, k, ty, mode)


def _round_mk(neg, m, k, ty, mode):
    """m·2^k (m a non-negative int), negated if neg, rounded once to ty as round_bits says."""
    ebits, fbits = FLOATS[ty]
    if m == 0:
        return int(neg) << (ebits + fbits)
    bias = (1 << (ebits - 1)) - 1
    # the value's binade 2^e, or the subnormals' below the smallest normal: ulp 2^(e − fbits)
    e = max(m.bit_length() - 1 + k, 1 - bias)
    drop = e - fbits - k  # the low bits of m below the ulp
    if drop <= 0:
        n = m << -drop
    else:
        n, rest, half = m >> drop, m & ((1 << drop) - 1), 1 << (drop - 1)
        n += {"rn": rest > half or rest == half and n & 1, "rz": False,
              "rm": neg and rest > 0, "rp": not neg and rest > 0}[mode]
    bits = ((e + bias - 1) << fbits) + n  # a fraction carried out moves into the exponent
    inf = ((1 << ebits) - 1) << fbits
    if bits >= inf:
        bits = inf if mode in ("rn", "rm" if neg else "rp") else inf - 1
    return int(neg) << (ebits + fbits) | bits


def round_fraction(q, ty, mode):
    """q (a nonzero Fraction) rounded once to ty: 64 bits of it and a sticky bit standing for
    the rest, more than any rounding to ty looks at."""
    a = abs(q)
    k = a.numerator.bit_length() - a.denominator.bit_length() - 64
    n, r = divmod(a.numerator << max(-k, 0), a.denominator << max(k, 0))
    return _round_mk(q < 0, 2 * n + (r != 0), k - 1, ty, mode)


def _scaled(a):
    """A non-negative int or finite float as (m, k): a = m·2^k, m an int."""
    if isinstance(a, int):
        return a, 0
    f, e = math.frexp(a)
    return int(f * (1 << 53)), e - 53


def tf32_cvt(bits, rnd):
    """cvt.{rn,rz,rna}.tf32.f32: 10 mantissa bits, to nearest even, toward zero or to nearest
    with ties away from zero (a carry into the exponent rounds up, to infinity at the top); the
    13 dropped bits zero. As an H100 gives them: a NaN is 0x7FFFE000 under .rn and .rz, and
    .rna drops a NaN's low 13 bits (0x7F800001 becomes +inf)."""
    if (bits >> 23 & 0xFF) == 0xFF:
        return 0x7FFFE000 if bits & 0x7FFFFF and rnd != "rna" else bits & 0xFFFFE000
    add = {"rn": 0xFFF + (bits >> 13 & 1), "rz": 0, "rna": 0x1000}[rnd]
    return (bits + add) & 0xFFFFE000


# The 8-bit float formats: (exponent bits, mantissa bits, bias, has infinities); e4m3 has no
# infinity and one NaN mantissa pattern (S.1111.111).
F8 = {"e4m3": (4, 3, 7, False), "e5m2": (5, 2, 15, True)}


def f8_of(bits, fmt):
    e, m, bias, has_inf = F8[fmt]
    sign = -1.0 if bits & 0x80 else 1.0
    ex, man = bits >> m & ((1 << e) - 1), bits & ((1 << m) - 1)
    if ex == (1 << e) - 1 and (has_inf or man == (1 << m) - 1):
        return sign * math.inf if has_inf and man == 0 else math.nan
    if ex == 0:
        return sign * man * 2.0 ** (1 - bias - m)
    return sign * (1 + man / (1 << m)) * 2.0 ** (ex - bias)


def _f8_table(fmt):
    return [f8_of(b, fmt) for b in range(256)]


F8_VALUES = {fmt: _f8_table(fmt) for fmt in F8}


def bits_of_f8(x, fmt, satfinite=True):
    """x to the nearest (ties to even) 8-bit float; .satfinite clamps to the largest finite."""
    vals = F8_VALUES[fmt]
    if math.isnan(x):
        return 0x7F
    finite = [(abs(v), b) for b, v in enumerate(vals[:128]) if not math.isnan(v) and
              not math.isinf(v)]
    top = max(finite)
    a = abs(x)
    sign = 0x80 if math.copysign(1, x) < 0 else 0
    if a >= top[0]:
        if satfinite or not F8[fmt][3]:
            return sign | top[1]
        # beyond the largest finite: rounds to it unless past the halfway point to the next step
        return sign | (0x7C if a >= top[0] * (1 + 2.0 ** -(F8[fmt][1] + 1)) else top[1])
    lo = max((v, b) for v, b in finite if v <= a)
    hi = min((v, b) for v, b in finite if v >= a)
    if lo[0] == hi[0]:
        return sign | lo[1]
    d_lo, d_hi = a - lo[0], hi[0] - a
    pick = lo if d_lo < d_hi or (d_lo == d_hi and lo[1] % 2 == 0) else hi
    return sign | pick[1]


def _ftz32(bits):
    """Flushes an f32 subnormal to a zero of its sign (.ftz)."""
    return bits & 0x80000000 if bits & 0x7F800000 == 0 else bits


def _signed(v, w):
    return v - (1 << w) if v >> (w - 1) & 1 else v


# ---------------------------------------------------------------- memory


class Memory:
    """Global buffers (address → bytearray) and the CTA's shared memory (rank 0's in a cluster of
    two: rank 1 starts with a copy)."""

    def __init__(self, shared_bytes=256 << 10):
        self.buffers = []
        self.next = 1 << 32
        self.shared = bytearray(shared_bytes)
        self.printed = []  # (format address, arguments address) of each vprintf call

    def buffer(self, data):
        base = self.next
        self.buffers.append((base, bytearray(data)))
        self.next += (len(data) + (1 << 20)) & ~0xFFFF
        return base

    def place(self, addr, data, writable=True):
        """A buffer at a fixed address (a module's data), unless one is there already."""
        if all(b != addr for b, _ in self.buffers):
            self.buffers.append((addr, bytearray(data) if writable else bytes(data)))

    def view(self, addr, n):
        for base, buf in self.buffers:
            if base <= addr and addr + n <= base + len(buf):
                return buf, addr - base
        raise SimError(f"global access of {n} bytes at {addr:#x} outside every buffer")

    def bytes_of(self, base):
        for b, buf in self.buffers:
            if b == base:
                return bytes(buf)
        raise SimError("no such buffer")


class TensorMap:
    """What cuTensorMapEncodeTiled encodes (as src/launch/tma.c fills it from a kernel's
    ct_tma_recipe): the global base, the element size, per dimension (innermost first) the
    extent, the stride in elements and the box; the swizzle (0 none, 1 32B, 2 64B, 3 128B) and
    whether out-of-bound elements read as NaN (1) or zero (0)."""

    def __init__(self, base, elem_bytes, dims, swizzle=0, oob_nan=0):
        self.base, self.elem_bytes, self.dims = base, elem_bytes, dims
        self.swizzle, self.oob_nan = swizzle, oob_nan
        # what cuTensorMapEncodeTiled refuses (CUDA driver API: its requirements)
        if base % 16 or dims[0][1] != 1:
            raise SimError("a tensor map needs a 16-byte aligned base, innermost stride 1")
        if any(st * elem_bytes % 16 for _, st, _ in dims[1:]):
            raise SimError("a tensor map's strides must be multiples of 16 bytes")
        inner = dims[0][2] * elem_bytes
        if any(not 1 <= box <= 256 for _, _, box in dims) or inner % 16 or \
                swizzle and inner > 16 << swizzle:
            raise SimError(f"tensor map box {[d[2] for d in dims]}: out of range for its "
                           f"element size and swizzle")


# The smem address permutation of the swizzle modes (TMA's and the tcgen05 descriptors' are
# the same): the 16-byte chunk index (bits 4…) is xored with the 128-byte row index (bits 7…),
# over 1, 2 or 3 bits for 32B, 64B and 128B.
def swizzle_addr(addr, bits):
    return addr ^ ((addr >> 7) & ((1 << bits) - 1)) << 4 if bits else addr


# ---------------------------------------------------------------- parsing

# a register a tcgen05.ld or wgmma fills, before the wait that delivers it
POISON = type("Poison", (), {"__repr__": lambda s: "POISON"})()


class Ins:
    __slots__ = ("text", "kind", "fn", "target")

    def __init__(self, text, kind, fn=None, target=None):
        self.text, self.kind, self.fn, self.target = text, kind, fn, target


class Prog:
    """One .entry parsed and compiled: parameter names and sizes, threads per CTA, the shared
    memory symbols' offsets, the instructions (Ins) and the labels' indices."""

    def __init__(self, ptx, entry=None):
        ents = list(re.finditer(r"\.entry\s+([\w$]+)\s*\(([^)]*)\)(.*?)\{", ptx, re.S))
        if not ents:
            raise SimError("no .entry")
        m = next((e for e in ents if entry in (None, e.group(1))), None)
        if m is None:
            raise SimError(f"no .entry {entry}")
        self.name = m.group(1)
        self.params = re.findall(r"\.param\s+(?:\.align\s+\d+\s+)?\.(\w+)\s+([\w$]+)"
                                 r"(?:\[(\d+)\])?", m.group(2))
        nt = re.search(r"\.reqntid\s+(\d+)(?:\s*,\s*(\d+))?(?:\s*,\s*(\d+))?", m.group(3))
        self.ntid = 1
        for g in (nt.groups() if nt else ("128",)):
            self.ntid *= int(g or 1)
        body = _scoped(_body_text(ptx, m.end()))
        self.symbols = {}
        top = 0
        for align, ty, name, size in re.findall(r"^\s*\.shared\s+\.align\s+(\d+)\s+\.(\w+)\s+"
                                                r"(\w+)(?:\[(\d+)\])?", ptx[:m.start()] + body,
                                                re.M):
            top = -(-top // int(align)) * int(align)
            self.symbols[name] = top
            top += int(size or 1) * _elem_bytes(ty)
        self.static_shared = top  # where the dynamic shared memory starts without .extern
        for align, name in re.findall(r"\.extern\s+\.shared\s+\.align\s+(\d+)\s+\.\w+\s+(\w+)",
                                      ptx):
            top = -(-top // int(align)) * int(align)
            self.symbols[name] = top
        for i, (_, name, _) in enumerate(self.params):
            self.symbols[name] = PARAM_BASE + 256 * i
        self.data = self._module_data(ptx)
        self.funcs = _functions(ptx)
        self.local_bytes = self._locals([body] + [f.body for f in self.funcs.values()])
        self.code = []
        self._compile(body, ())
        self.code.append(Ins("exit (end of the body)", "exit", lambda t: True))

    def _module_data(self, ptx):
        """The module's initialised .global and .const arrays (dense constants, globals, the
        math tables) at made-up addresses from DATA_BASE: (address, bytes, writable) each, put
        into a run's Memory at its first CTA (globals then keep what earlier CTAs stored)."""
        data, top = [], DATA_BASE
        for space, align, ty, name, size, init in re.findall(
                r"^\s*\.(global|const)\s+\.align\s+(\d+)\s+\.(\w+)\s+([\w$]+)\[(\d+)\]\s*"
                r"=\s*\{([^}]*)\}", ptx, re.M):
            n = _elem_bytes(ty)
            vals = [_const(v.strip(), self, 8 * n) for v in init.split(",") if v.strip()]
            if len(vals) > int(size) or None in vals:
                raise SimError(f"initialiser of {name} not understood")
            vals += [0] * (int(size) - len(vals))  # the elements past the initialiser's: zero
            top = -(-top // int(align)) * int(align)
            self.symbols[name] = top
            data.append((top, b"".join(v.to_bytes(n, "little") for v in vals), space == "global"))
            top += max(len(data[-1][1]), 1)
        return data

    def _locals(self, bodies):
        """Places the .local variables of the entry and of the functions (the math library's
        __local_depotN) at their own offsets of each thread's local memory (one frame per
        function: calls are not recursive); its size."""
        top = 0
        for body in bodies:
            for align, ty, name, size in re.findall(r"^\s*\.local\s+\.align\s+(\d+)\s+\.(\w+)"
                                                    r"\s+([\w$]+)(?:\[(\d+)\])?", body, re.M):
                if name in self.symbols:
                    raise SimError(f".local {name} declared twice: not simulated")
                top = -(-top // int(align)) * int(align)
                self.symbols[name] = top
                top += int(size or 1) * _elem_bytes(ty)
        return top

    def _compile(self, body, callers):
        """Appends the instructions of body (the entry's, or a function's inlined at a call:
        callers names the functions it is inlined in) to self.code. A function's labels are
        its own: each inlined copy resolves its branches to its labels, and a ret in it
        branches to the call's leave (which follows its body: label None)."""
        labels, branches = {}, []
        for ln in _statements(body):
            if not ln or ln in ("{", "}") or ln.startswith("."):
                continue
            for part in filter(None, (p.strip() for p in ln.split(";"))):
                if part.endswith(":"):
                    labels[part[:-1]] = len(self.code)
                elif CALL.fullmatch(part):
                    self._inline(part, callers)
                else:
                    ins = compile_ins(part, self)
                    if callers and RET.fullmatch(part):
                        # ret's fn tells whether a lane returns, as a bra's whether it is taken
                        ins.kind, ins.target = "bra", None
                    if ins.kind == "bra":
                        branches.append(ins)
                    self.code.append(ins)
        labels[None] = len(self.code)
        for ins in branches:
            if ins.target not in labels:
                raise SimError(f"{ins.text}: no such label")
            ins.target = labels[ins.target]

    def _inline(self, text, callers):
        """call (rets), f, (args): f's body inlined between an enter and a leave instruction
        (_enter, _leave), so that its lanes run it as lanes run any code, diverging and meeting
        again, and come out of it before the lanes past the call go on; the lanes whose guard
        fails branch past it."""
        guard, rets, name, args = CALL.fullmatch(text).groups()
        f = self.funcs.get(name)
        if f is None and name != "vprintf":
            raise SimError(f"{text}: no .func {name} with a body in the module")
        if name in callers:
            raise SimError(f"{text}: a recursive call, not simulated")
        rets, args = _names(rets), _names(args)
        if f is None:
            f = Func(("rv",), ("fmt", "buf"), (), None)
        if len(rets) != len(f.rets) or len(args) != len(f.params):
            raise SimError(f"{text}: {len(rets)} results and {len(args)} arguments for "
                           f"{len(f.rets)} and {len(f.params)}")
        skip = None
        if guard:
            neg, reg = guard.startswith("!"), guard.lstrip("!")
            skip = Ins(text, "bra", lambda t: t.r[reg] == neg)
            self.code.append(skip)
        if f.body is None:  # the device runtime's vprintf: the call noted, 0 returned
            self.code.append(Ins(text, "t", functools.partial(_vprintf, rets, args)))
        else:
            self.code.append(Ins(text, "t", functools.partial(_enter, f, args)))
            self._compile(f.body, callers + (name,))
            self.code.append(Ins(text, "t", functools.partial(_leave, f, rets)))
        if skip:
            skip.target = len(self.code)


PARAM_BASE = 0x7F0000000000  # the made-up addresses of the kernel's parameters
SHARED_WINDOW = 0x7D0000000000  # shared memory's generic addresses (cvta.shared)
DATA_BASE = 0x7E0000000000  # and of the module's initialised .global and .const arrays
# shared::cluster addresses: below CLUSTER_SPAN the executing CTA's own shared memory (so that a
# shared::cta address is one), rank r's in the window from CLUSTER_SPAN·(r + 1) (mapa)
CLUSTER_SPAN = 1 << 24

# a direct call: guard, return .param variables, function, argument .param variables
CALL = re.compile(r"(?:@(!?[%\w$]+)\s+)?call(?:\.uni)?\s+(?:\(([^)]*)\)\s*,\s*)?([\w$]+)"
                  r"\s*(?:,\s*\(([^)]*)\))?")
RET = re.compile(r"(?:@!?[%\w$]+\s+)?ret(?:\.uni)?")
DECL_PARAM = r"\.param\s+(?:\.align\s+\d+\s+)?\.\w+\s+([\w$]+)"

# A .func with a body: the names of its return values and parameters, the names it declares
# (those, its registers and its calls' .param variables: private to each call) and its body.
Func = collections.namedtuple("Func", "rets params locals body")


def _functions(ptx):
    """The module's .func definitions by name (the declarations without a body left out)."""
    funcs = {}
    for m in re.finditer(r"\.func\s+(?:\(([^)]*)\)\s*)?([\w$]+)\s*(?:\(([^)]*)\))?[^;{]*\{",
                         ptx):
        body = _scoped(_body_text(ptx, m.end()))
        rets, params = (re.findall(DECL_PARAM, g or "") for g in (m.group(1), m.group(3)))
        regs = []
        for decl in re.findall(r"^\s*\.reg\s+(?:\.v\d\s+)?\.\w+\s+([^;]+);", body, re.M):
            for name in _names(decl):
                r = re.fullmatch(r"([\w$%]+)<(\d+)>", name)
                regs += [f"{r.group(1)}{i}" for i in range(int(r.group(2)))] if r else [name]
        own = rets + params + regs + re.findall(DECL_PARAM, body)
        funcs[m.group(2)] = Func(rets, params, tuple(own), body)
    return funcs


def _names(text):
    return [n.strip() for n in (text or "").split(",") if n.strip()]


def _vprintf(rets, args, t):
    """vprintf(format, arguments) of thread t: the two addresses go to its memory's `printed`
    (read them from it to check a print), the call returns 0."""
    t.cta.mem.printed.append((t[args[0]], t[args[1]]))
    t.update((r, 0) for r in rets)


def _enter(f, args, t):
    """A call's start in thread t: the arguments' values (of its .param variables) go to f's
    parameters; the caller's values of the names f declares are kept aside, so that f's
    registers start unset, as its own."""
    vals = [t[a] for a in args]
    t.frames.append({k: t.pop(k) for k in f.locals if k in t})
    t.update(zip(f.params, vals))


def _leave(f, rets, t):
    """A call's return in thread t: f's return values go to the call's .param variables (one
    that f did not write is left unset); f's names are dropped and the caller's come back."""
    out = {r: t[fr] for r, fr in zip(rets, f.rets) if fr in t}
    for k in f.locals:
        t.pop(k, None)
    t.update(t.frames.pop())
    for r in rets:
        t.pop(r, None)
    t.update(out)


def _statements(body):
    """body's lines without comments, an instruction written over several lines (NVRTC's
    call.uni, its arguments one a line) joined into one."""
    cur = ""
    for ln in body.splitlines():
        ln = ln.split("//")[0].strip()
        if cur or ln and not ln.endswith((";", ":", "{", "}")) and not ln.startswith("."):
            cur += " " + ln
            if ";" in ln:
                yield cur.strip()
                cur = ""
        else:
            yield ln
    if cur:
        raise SimError(f"{cur.strip()!r}: no ';' ends it")


def _scoped(body):
    """body with the registers that a nested { } block declares renamed apart (name$bN) inside
    that block: NVRTC's code declares %r0 … in a block of its own (sin's Payne-Hanek loop)
    while the function uses registers of the same names around it."""
    out, scopes, blocks = [], [], 0
    for ln in body.splitlines():
        code = ln.split("//")[0].strip()
        if code == "{":
            blocks += 1
            scopes.append({})
        elif code == "}" and scopes:
            scopes.pop()
        elif scopes and code.startswith(".reg"):
            decl = re.match(r"\.reg\s+(?:\.v\d\s+)?\.\w+\s+([^;]+);", code)
            for name in _names(decl.group(1) if decl else ""):
                r = re.fullmatch(r"([\w$%]+)<(\d+)>", name)
                for n in ([f"{r.group(1)}{i}" for i in range(int(r.group(2)))] if r else [name]):
                    scopes[-1][n] = f"{n}$b{blocks}"
        live = {k: v for sc in scopes for k, v in sc.items()}
        if live:
            ln = re.sub(r"%[\w$]+", lambda m: live.get(m.group(0), m.group(0)), ln)
            if code.startswith(".reg"):  # the declaration itself: every name it makes
                ln = re.sub(r"(%[\w$]+)<(\d+)>", lambda m: ", ".join(
                    live.get(f"{m.group(1)}{i}", f"{m.group(1)}{i}")
                    for i in range(int(m.group(2)))), ln)
        out.append(ln)
    return "\n".join(out)


def _body_text(ptx, start):
    depth, i = 1, start
    while depth:
        c = ptx[i]
        depth += (c == "{") - (c == "}")
        i += 1
    return ptx[start:i - 1]


def _split_ops(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _vec(tok):
    tok = tok.strip()
    return [t.strip() for t in tok[1:-1].split(",")] if tok.startswith("{") else [tok]


def _width(ty):
    m = re.search(r"(\d+)$", ty)
    return int(m.group(1)) if m else 32


def _const(tok, prog, w=64):
    """The value of an immediate or symbol operand, or None for a register."""
    if tok in prog.symbols:
        return prog.symbols[tok]
    if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", tok):
        return int(tok[2:], 16)
    if re.fullmatch(r"0[dD][0-9a-fA-F]{16}", tok):
        return int(tok[2:], 16)
    if re.fullmatch(r"-?(0[xX][0-9a-fA-F]+|\d+)[uU]?", tok):
        return int(tok.rstrip("uU"), 0) & MASK[w if w in MASK else 64]
    return None


def getter(tok, prog, w=64):
    """A function of a thread giving the operand's value."""
    tok = tok.strip()
    if tok.startswith("!"):
        g = getter(tok[1:], prog, w)
        return lambda t: not g(t)
    c = _const(tok, prog, w)
    if c is not None:
        return lambda t: c
    if not re.fullmatch(r"%?[A-Za-z_$][\w$.]*", tok):
        raise SimError(f"operand {tok!r} not understood")
    return operator.itemgetter(tok)


def address(tok, prog):
    """[reg+off] / [symbol+off] / [reg] as a function of a thread giving the address."""
    m = re.fullmatch(r"\[\s*([^\]+\s]+)\s*(?:\+\s*(-?\d+))?\s*\]", tok.strip())
    if not m:
        raise SimError(f"address {tok!r} not understood")
    base, off = getter(m.group(1), prog), int(m.group(2) or 0)
    return lambda t: base(t) + off


def compile_ins(text, prog):
    m = re.fullmatch(r"(@!?[%\w]+\s+)?([a-z][\w.:]*)\s*(.*)", text)
    if not m:
        raise SimError(f"line not understood: {text!r}")
    guard, op, rest = m.group(1), m.group(2), m.group(3)
    parts = op.split(".")
    ops = _split_ops(rest)
    handler = OPS.get(parts[0])
    if handler is None:
        raise SimError(f"instruction {op} not simulated")
    ins = handler(parts, ops, prog)
    ins.text = text
    if guard:
        g = guard.strip()[1:]
        neg = g.startswith("!")
        reg = g.lstrip("!")
        ins.fn = _guarded(ins, reg, neg)
    return ins


def _guarded(ins, reg, neg):
    """Wraps the instruction so that only lanes whose guard holds execute it. Thread ops get one
    thread; warp ops a list of lanes, of which the guarded ones are passed on."""
    fn = ins.fn
    if ins.kind == "t":
        def f(t):
            if t.r[reg] != neg:
                fn(t)
    elif ins.kind in ("bra", "exit"):
        return lambda t: t.r[reg] != neg
    elif ins.kind == "bar":  # whole warps only: step() checks the lanes it gets
        bid, cnt, arrive = fn
        return (bid, cnt, arrive, lambda t: t.r[reg] != neg)
    elif ins.kind == "w":
        def f(cta, w, lanes):
            return fn(cta, w, [t for t in lanes if t.r[reg] != neg])
    else:
        raise SimError(f"{ins.text}: a guard on {ins.kind} not simulated")
    return f


def T(fn):
    return Ins("", "t", fn)


def W(fn):
    return Ins("", "w", fn)


# ---------------------------------------------------------------- scalar instructions

def _setter(tok):
    tok = tok.strip()
    if tok == "_":
        return lambda t, v: None
    return functools.partial(_put, tok)


def _put(tok, t, v):
    t[tok] = v


INT_BIN = {
    "add": lambda a, b, w: a + b, "sub": lambda a, b, w: a - b,
    "and": lambda a, b, w: a & b, "or": lambda a, b, w: a | b, "xor": lambda a, b, w: a ^ b,
    "shl": lambda a, b, w: a << b if b < w else 0,
}


def _shf(parts, ops, prog):
    """shf.{l,r}.{clamp,wrap}.b32 d, a, b, c: the 64-bit b:a shifted by c (wrap: c mod 32,
    clamp: at most 32), d its upper (l) or lower (r) word."""
    d = _setter(ops[0])
    a, b, c = (getter(o, prog, 32) for o in ops[1:4])
    clamp, left = "clamp" in parts, parts[1] == "l"

    def shf(t):
        n = min(c(t), 32) if clamp else c(t) & 31
        v = b(t) << 32 | a(t)
        d(t, (v << n >> 32 if left else v >> n) & MASK[32])
    return T(shf)


def _int_op(parts, ops, prog):
    name, ty = parts[0], parts[-1]
    w = _width(ty)
    signed = ty[0] == "s"
    d = _setter(ops[0])
    srcs = [getter(o, prog, w) for o in ops[1:]]
    if ty == "pred":
        if name == "not":
            a = srcs[0]
            return T(lambda t: d(t, not a(t)))
        bfn = {"and": lambda a, b: a and b, "or": lambda a, b: a or b,
               "xor": lambda a, b: a != b}[name]
        a, b = srcs
        return T(lambda t: d(t, bfn(a(t), b(t))))
    if name in INT_BIN:
        f, a, b = INT_BIN[name], srcs[0], srcs[1]
        return T(lambda t: d(t, f(a(t), b(t), w) & MASK[w]))
    sv = (lambda v: _signed(v, w)) if signed else (lambda v: v)
    if name == "shr":
        a, b = srcs

        def shr(t):
            n = min(b(t), w)
            d(t, (sv(a(t)) >> n) & MASK[w])
        return T(shr)
    if name in ("mul", "mad"):
        mode = parts[1]
        a, b = srcs[0], srcs[1]
        c = srcs[2] if name == "mad" else (lambda t: 0)
        if mode == "wide":
            return T(lambda t: d(t, (sv(a(t)) * sv(b(t)) + c(t)) & MASK[2 * w]))
        if mode == "hi":
            return T(lambda t: d(t, ((sv(a(t)) * sv(b(t)) >> w) + c(t)) & MASK[w]))
        return T(lambda t: d(t, (a(t) * b(t) + c(t)) & MASK[w]))
    if name in ("div", "rem"):
        a, b = srcs

        def divrem(t):
            x, y = sv(a(t)), sv(b(t))
            if y == 0:
                d(t, MASK[w])  # the hardware's value is unspecified; all ones is what it gives
                return
            q = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
            d(t, (q if name == "div" else x - q * y) & MASK[w])
        return T(divrem)
    if name in ("min", "max"):
        a, b = srcs
        pick = min if name == "min" else max
        return T(lambda t: d(t, pick(sv(a(t)), sv(b(t))) & MASK[w]))
    if name in ("not", "neg", "abs", "popc", "clz", "brev"):
        a = srcs[0]
        un = {"not": lambda v: ~v, "neg": lambda v: -sv(v), "abs": lambda v: abs(sv(v)),
              "popc": lambda v: bin(v).count("1"), "clz": lambda v: w - v.bit_length(),
              "brev": lambda v: int(format(v, f"0{w}b")[::-1], 2)}[name]
        return T(lambda t: d(t, un(a(t)) & MASK[w]))
    if name == "bfe":
        a, pos, ln = srcs

        def bfe(t):
            p, n = pos(t) & 0xFF, ln(t) & 0xFF
            v = a(t) >> p if p < w else 0
            v &= (1 << n) - 1
            if signed and n and v >> (n - 1) & 1:
                v -= 1 << n
            d(t, v & MASK[w])
        return T(bfe)
    if name == "bfi":
        a, b, pos, ln = srcs

        def bfi(t):
            p, n = pos(t) & 0xFF, ln(t) & 0xFF
            fm = ((1 << n) - 1) << p
            d(t, (b(t) & ~fm | (a(t) << p) & fm) & MASK[w])
        return T(bfi)
    raise SimError(f"{'.'.join(parts)} not simulated")


# f32 operations: each takes Python floats (exact f32 values) and returns (hi, lo) for round_f32
def _f32_add(a, b):
    return _two_sum(a, b)


def _f32_mul(a, b):
    return a * b, 0.0  # exact in f64: 24 + 24 bits


def _f32_fma(a, b, c):
    return _two_sum(a * b, c)


def _f32_div(a, b):
    special = _div_special(a, b)
    if special is not None:
        return special, 0.0
    q = a / b
    if not _f32_midpoint(q):
        return q, 0.0
    # q lies halfway between two f32: the exact quotient's side of it breaks the tie
    r = fractions.Fraction(a) / fractions.Fraction(b) - fractions.Fraction(q)
    return q, math.copysign(2.0 ** -1074, r) if r else 0.0


def _div_special(a, b):
    """a/b (IEEE 754) where an operand is NaN or infinite or b is zero; None otherwise."""
    sign = math.copysign(1, a) * math.copysign(1, b)
    if math.isnan(a) or math.isnan(b) or a == b == 0.0 or math.isinf(a) and math.isinf(b):
        return math.nan  # a NaN operand, 0/0, ∞/∞
    if b == 0.0 or math.isinf(a):
        return sign * math.inf
    if math.isinf(b):
        return sign * 0.0
    return None


def _minmax(name, nan, x, y):
    """min or max (PTX ISA): −0 below +0; a NaN operand gives the other operand, two NaNs
    NaN; with .NaN (nan) any NaN operand gives NaN."""
    if math.isnan(x) or math.isnan(y):
        return math.nan if nan or math.isnan(x) and math.isnan(y) else y if math.isnan(x) else x
    if x == y == 0.0:
        neg = math.copysign(1, x) < 0 or math.copysign(1, y) < 0
        pos = math.copysign(1, x) > 0 or math.copysign(1, y) > 0
        return -0.0 if (neg if name == "min" else not pos) else 0.0
    return min(x, y) if name == "min" else max(x, y)


def _exp2(x):
    try:
        return 2.0 ** x
    except OverflowError:
        return math.inf


FLOAT_FN = {
    "ex2": _exp2, "lg2": lambda x: math.log2(x) if x > 0 else (-math.inf if x == 0 else math.nan),
    "rcp": lambda x: 1.0 / x if x else math.copysign(math.inf, x),
    "sqrt": lambda x: math.sqrt(x) if x >= 0 else math.nan,
    "rsqrt": lambda x: 1.0 / math.sqrt(x) if x > 0 else (math.copysign(math.inf, x) if x == 0
                                                         else math.nan),
    "sin": math.sin, "cos": math.cos, "tanh": math.tanh,
}


def _float_op(parts, ops, prog):
    name, ty = parts[0], parts[-1]
    mods = set(parts[1:-1])
    if name == "copysign" and not mods:
        return _copysign(ty, ops, prog)
    if ty == "f64":
        return _f64_op(name, mods, ops, prog)
    if ty in ("f16", "bf16") and name == "fma" and mods == {"rn"}:
        d, to = _setter(ops[0]), _float_in(ty)
        fs = [(lambda g: lambda t: to(g(t)))(getter(o, prog, 16)) for o in ops[1:]]
        return T(lambda t: d(t, _float_exact(ty, "fma", "rn", *[f(t) for f in fs])))
    if ty in ("f16x2", "bf16x2") and name in ("add", "sub", "mul", "fma") and mods == {"rn"}:
        return _pair_op(name, ty[:-2], ops, prog)
    if ty != "f32":
        raise SimError(f"{'.'.join(parts)} not simulated")
    toward = next(iter(mods & {"rz", "rm", "rp"}), None)
    if toward and name not in ("add", "sub", "mul", "fma", "mad", "div", "sqrt"):
        raise SimError(f"{'.'.join(parts)}: directed rounding not simulated")
    ftz = "ftz" in mods
    d = _setter(ops[0])
    srcs = [getter(o, prog, 32) for o in ops[1:]]
    rd = (lambda g: lambda t: f32_of(_ftz32(g(t)))) if ftz else (lambda g: lambda t: f32_of(g(t)))
    fs = [rd(g) for g in srcs]
    out = (lambda v: _ftz32(v)) if ftz else (lambda v: v)
    if toward:  # exactly, in Fractions (the signs of exact zeros as IEEE 754 gives them)
        op = "fma" if name == "mad" else name
        exact = (lambda *v: _sqrt_bits("f32", toward, *v)) if op == "sqrt" else \
            functools.partial(_float_exact, "f32", op, toward)
        return T(lambda t: d(t, out(exact(*[f(t) for f in fs]))))
    if name in ("add", "sub", "mul", "fma", "mad", "div"):
        if name == "div" and not mods & {"rn", "full", "approx"}:
            raise SimError(f"{'.'.join(parts)} not simulated")
        fn = {"add": _f32_add, "sub": lambda a, b: _f32_add(a, -b), "mul": _f32_mul,
              "fma": _f32_fma, "mad": _f32_fma, "div": _f32_div}[name]
        return T(lambda t: d(t, out(round_f32(*fn(*[f(t) for f in fs])))))
    if name in ("min", "max"):
        if not mods <= {"ftz", "NaN"}:
            raise SimError(f"{'.'.join(parts)} not simulated")
        a, b, nan = *fs, "NaN" in mods

        def mm(t):
            v = _minmax(name, nan, a(t), b(t))
            d(t, 0x7FFFFFFF if math.isnan(v) else out(bits_of_f32(v)))
        return T(mm)
    if name in ("neg", "abs"):
        g = srcs[0]
        f = (lambda v: v ^ 0x80000000) if name == "neg" else (lambda v: v & 0x7FFFFFFF)
        return T(lambda t: d(t, out(f(g(t)))))
    if name in FLOAT_FN:
        fn, a = FLOAT_FN[name], fs[0]

        def apply(t):
            x = a(t)
            try:
                v = fn(x) if not math.isnan(x) else math.nan
            except (ValueError, OverflowError):
                v = math.nan
            d(t, out(bits_of_f32(v) if not math.isnan(v) else 0x7FFFFFFF))
        return T(apply)
    raise SimError(f"{'.'.join(parts)} not simulated")


def _pair_op(name, ty, ops, prog):
    """add, sub, mul or fma.rn of packed pairs of 16-bit floats of type ty: each half on its
    own, rounded once (no flushing: the packed forms keep subnormals unless .ftz)."""
    d, to = _setter(ops[0]), _float_in(ty)
    gs = [getter(o, prog, 32) for o in ops[1:]]

    def pair(t):
        vs = [g(t) for g in gs]
        half = [_float_exact(ty, name, "rn", *[to(v >> sh & 0xFFFF) for v in vs]) for sh in (0, 16)]
        d(t, half[0] | half[1] << 16)
    return T(pair)


def _copysign(ty, ops, prog):
    """copysign.{f32,f64} d, a, b: b with the sign bit of a (PTX ISA: a's sign copied into b),
    bit for bit, NaNs too."""
    w = _width(ty)
    sign = 1 << (w - 1)
    d, a, b = _setter(ops[0]), getter(ops[1], prog, w), getter(ops[2], prog, w)
    return T(lambda t: d(t, a(t) & sign | b(t) & (sign - 1)))


def _f64_op(name, mods, ops, prog):
    """f64 arithmetic: add, sub, mul, fma and div rounded once as their modifier says, IEEE
    special values as the PTX ISA gives them; .ftz of rcp/rsqrt.approx flushes subnormals.
    A NaN result is Python's quiet NaN (any NaN's bits: the GPU's canonical one unmodelled)."""
    mode = next(iter(mods & {"rn", "rz", "rm", "rp"}), "rn")
    directed = name in F64_EXACT or (name == "sqrt" and "approx" not in mods)
    allowed = {"rn", "rz", "rm", "rp"} if directed else \
        {"NaN"} if name in ("min", "max") else {"approx", "ftz", "rn"}
    if not mods <= allowed or mode != "rn" and not directed:
        raise SimError(f"{name}.{'.'.join(sorted(mods))}.f64 not simulated")
    d = _setter(ops[0])
    fs = [(lambda g: lambda t: f64_of(g(t)))(getter(o, prog, 64)) for o in ops[1:]]
    if name == "sqrt" and directed:
        return T(lambda t: d(t, _sqrt_bits("f64", mode, fs[0](t))))
    if name in F64_EXACT:
        fn = functools.partial(_f64_exact, name, mode)
    elif name in ("min", "max"):
        fn = functools.partial(_minmax, name, "NaN" in mods)
    else:
        fn = F64_FN.get(name)
        if fn is None:
            raise SimError(f"{name}.f64 not simulated")
        if "ftz" in mods:
            fn = (lambda f: lambda a: _ftz64(f(_ftz64(a))))(fn)
    return T(lambda t: d(t, bits_of_f64(fn(*[f(t) for f in fs]))))


F64_EXACT = ("add", "sub", "mul", "fma", "div")
F64_FN = {"neg": lambda a: -a, "abs": abs,
          "rcp": lambda a: 1.0 / a if a else math.copysign(math.inf, a),
          "sqrt": lambda a: math.sqrt(a) if a >= 0 else math.nan,
          "rsqrt": FLOAT_FN["rsqrt"]}


def _ftz64(x):
    return math.copysign(0.0, x) if abs(x) < 2.0 ** -1022 else x


def _sqrt_bits(ty, mode, a):
    """sqrt(a) rounded once to ty by mode, as bits: the integer square root of a's significand
    shifted 128 bits up, and a sticky bit where it is not exact; −0 is −0, below zero NaN."""
    if math.isnan(a) or a < 0:
        return NEAREST[ty](math.nan)
    if a == 0 or math.isinf(a):
        return NEAREST[ty](a)
    m, k = _scaled(a)
    if k % 2:
        m, k = m << 1, k - 1
    r = math.isqrt(m << 128)
    return _round_mk(False, 2 * r + (r * r != m << 128), (k - 128) // 2 - 1, ty, mode)


def _f64_exact(name, mode, a, b, c=None):
    return f64_of(_float_exact("f64", name, mode, a, b, c))


def _float_exact(ty, name, mode, a, b, c=None):
    """add, sub, mul, fma (c) or div of values of float type ty, rounded once to ty by mode, as
    bits: the exact value as a Fraction, its zeros signed as IEEE 754 says; an infinite or NaN
    operand, or a division's special case, as Python's floats give it."""
    F = fractions.Fraction
    if name == "div":
        special = _div_special(a, b)
        if special is None and a == 0:  # 0 / finite: the sign of the quotient
            special = math.copysign(0.0, a) * math.copysign(1.0, b)
        return NEAREST[ty](special) if special is not None else \
            round_fraction(F(a) / F(b), ty, mode)
    if name in ("add", "sub"):  # as a·1 + c
        a, b, c = a, 1.0, b if name == "add" else -b
    if not all(map(math.isfinite, (a, b, c or 0.0))):
        return NEAREST[ty](a * b if c is None else c if math.isfinite(a * 0 + b * 0) else
                           a * b + c)
    q = F(a) * F(b) + F(c or 0)
    if q:
        return round_fraction(q, ty, mode)
    p_neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if c is None:
        return NEAREST[ty](-0.0 if p_neg else 0.0)
    if a * b == 0.0 and c == 0.0 and p_neg == (math.copysign(1, c) < 0):
        return NEAREST[ty](c)  # two zeros of one sign
    return NEAREST[ty](-0.0 if mode == "rm" else 0.0)


ARITH_FLOAT = {"f32", "f64", "f16", "bf16", "f16x2", "bf16x2"}


def _arith(parts, ops, prog):
    ty = parts[-1]
    if "cc" in parts or parts[0] in ("addc", "subc", "madc"):
        return _carry(parts, ops, prog)
    if ty in ARITH_FLOAT or parts[0] in FLOAT_FN or parts[0] in ("fma",):
        return _float_op(parts, ops, prog)
    return _int_op(parts, ops, prog)


def _carry(parts, ops, prog):
    """add/sub/mad.lo/mad.hi with .cc (the carry out into the thread's CC.CF, "%cc") and addc,
    subc, madc (the carry in from it). sub's carry is a borrow: d = a − (b + CF) (PTX ISA)."""
    name, w = parts[0], _width(parts[-1])
    cin = name.endswith("c")
    base, cout = name.rstrip("c") if cin else name, "cc" in parts
    half = next((p for p in parts if p in ("lo", "hi")), None)
    if base not in ("add", "sub", "mad") or (base == "mad") != (half is not None):
        raise SimError(f"{'.'.join(parts)} not simulated")
    d = _setter(ops[0])
    a, b = getter(ops[1], prog, w), getter(ops[2], prog, w)
    c = getter(ops[3], prog, w) if base == "mad" else None
    sv = (lambda v: _signed(v, w)) if parts[-1][0] == "s" else (lambda v: v)

    def carry(t):
        ci = t["%cc"] if cin else 0
        if base == "sub":
            v = a(t) - b(t) - ci
        elif base == "add":
            v = a(t) + b(t) + ci
        else:  # the product's low or high half (signed as the type says) plus c plus CF
            p = sv(a(t)) * sv(b(t)) & MASK[2 * w]
            v = (p >> w if half == "hi" else p & MASK[w]) + c(t) + ci
        if cout:
            t["%cc"] = int(v < 0 or v > MASK[w])
        d(t, v & MASK[w])
    return T(carry)


def _testp(parts, ops, prog):
    """testp.{finite,infinite,number,notanumber,normal,subnormal}.{f32,f64}."""
    ty = parts[-1]
    dec, tiny = (f32_of, 2.0 ** -126) if ty == "f32" else (f64_of, 2.0 ** -1022)
    test = {"finite": math.isfinite, "infinite": math.isinf,
            "number": lambda x: not math.isnan(x), "notanumber": math.isnan,
            "normal": lambda x: math.isfinite(x) and abs(x) >= tiny,
            "subnormal": lambda x: 0 < abs(x) < tiny}.get(parts[1])
    if test is None or ty not in ("f32", "f64") or len(parts) != 3:
        raise SimError(f"{'.'.join(parts)} not simulated")
    d, a = _setter(ops[0]), getter(ops[1], prog, _width(ty))
    return T(lambda t: d(t, test(dec(a(t)))))


CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
       "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b,
       "lo": lambda a, b: a < b, "ls": lambda a, b: a <= b, "hi": lambda a, b: a > b,
       "hs": lambda a, b: a >= b}


def _setp(parts, ops, prog):
    cmp, ty = parts[1], parts[-1]
    w = _width(ty)
    boolop = parts[2] if len(parts) > 3 else None
    d = _setter(ops[0])
    a, b = getter(ops[1], prog, w), getter(ops[2], prog, w)
    c = getter(ops[3], prog) if boolop else None
    if ty[0] == "f":
        conv = f32_of if w == 32 else f64_of
        unordered = cmp.endswith("u") and cmp not in ("nu",) or cmp == "nan"
        base = cmp[:-1] if cmp.endswith("u") and len(cmp) == 3 else cmp

        def fcmp(x, y):
            if math.isnan(x) or math.isnan(y):
                return unordered
            if cmp == "num":
                return True
            if cmp == "nan":
                return False
            return CMP[base](x, y)
        val = lambda t: fcmp(conv(a(t)), conv(b(t)))  # noqa: E731
    else:
        sv = (lambda v: _signed(v, w)) if ty[0] == "s" else (lambda v: v)
        f = CMP[cmp]
        val = lambda t: f(sv(a(t)), sv(b(t)))  # noqa: E731
    if boolop:
        comb = {"and": lambda x, y: x and y, "or": lambda x, y: x or y,
                "xor": lambda x, y: x != y}[boolop]
        return T(lambda t: d(t, comb(val(t), c(t))))
    return T(lambda t: d(t, val(t)))


def _selp(parts, ops, prog):
    w = _width(parts[-1])
    d = _setter(ops[0])
    a, b, c = getter(ops[1], prog, w), getter(ops[2], prog, w), getter(ops[3], prog)
    return T(lambda t: d(t, a(t) if c(t) else b(t)))


def _mov(parts, ops, prog):
    w = _width(parts[-1]) if parts[-1] != "pred" else 1
    if ops[1].startswith("{"):  # pack: the first register is the low part
        names = _vec(ops[1])
        k, m = w // len(names), MASK[w // len(names)]
        if all(n.startswith("%") for n in names):  # the common case, without getters
            dst = ops[0]

            def pack(t):
                r = t.r
                r[dst] = sum((r[n] & m) << (k * i) for i, n in enumerate(names))
            return T(pack)
        srcs = [getter(n, prog) for n in names]
        d = _setter(ops[0])
        return T(lambda t: d(t, sum((g(t) & m) << (k * i) for i, g in enumerate(srcs))))
    if ops[0].startswith("{"):
        names = _vec(ops[0])
        k, m = w // len(names), MASK[w // len(names)]
        g = getter(ops[1], prog)
        shifts = [(n, k * i) for i, n in enumerate(names)]

        def unpack(t):
            v, r = g(t), t.r
            for n, sh in shifts:
                r[n] = v >> sh & m
        return T(unpack)
    d, g = _setter(ops[0]), getter(ops[1], prog, w)
    if parts[-1] == "pred":
        return T(lambda t: d(t, g(t)))
    return T(lambda t: d(t, g(t) & MASK[w]))


def _float_in(ty):
    """Bits of type ty → Python float."""
    return {"f32": f32_of, "f64": f64_of, "f16": f16_of, "bf16": bf16_of}[ty]


# cvt's modifiers simulated: the roundings (of floats: rn, rz, rm, rp; tf32's rna; to integral
# values: rni, rzi, rmi, rpi), ftz, sat and satfinite (of the 8-bit float pairs)
CVT_MODS = {"rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi", "ftz", "sat", "satfinite"}


def _is_int(ty):
    """Whether cvt's type ty is an integer (s8…u64, b8…b64, pred), not a float (bf16 too
    starts with b)."""
    return ty[0] in "su" or ty == "pred" or (ty[0] == "b" and ty[1:].isdigit())


def _cvt(parts, ops, prog):
    dty, sty = parts[-2], parts[-1]
    mods = set(parts[1:-2])
    f8 = ("e4m3x2", "e5m2x2")
    if not (mods <= CVT_MODS and ("satfinite" not in mods or dty in f8) and
            ("rna" in mods) <= (dty == "tf32") and
            (dty != "tf32" or mods in ({"rna"}, {"rn"}, {"rz"}))):
        raise SimError(f"{'.'.join(parts)}: modifiers not simulated")
    d, a = _setter(ops[0]), getter(ops[1], prog, _width(sty))
    if _is_int(sty) and _is_int(dty):  # integer to integer
        return _cvt_int(dty, sty, "sat" in mods, d, a)
    if dty == "tf32":
        rnd = next(iter(mods))
        return T(lambda t: d(t, tf32_cvt(a(t), rnd)))
    if dty in f8:
        fmt = dty[:4]
        b = getter(ops[2], prog, 32)
        sat = "satfinite" in mods
        return T(lambda t: d(t, bits_of_f8(f32_of(a(t)), fmt, sat) << 8 |
                             bits_of_f8(f32_of(b(t)), fmt, sat)))
    if sty in f8:  # to f16x2
        fmt = sty[:4]
        return T(lambda t: d(t, bits_of_f16(f8_of(a(t) >> 8 & 0xFF, fmt)) << 16 |
                             bits_of_f16(f8_of(a(t) & 0xFF, fmt))))
    if dty in ("f16x2", "bf16x2"):
        b = getter(ops[2], prog, 32)
        one = _float_out(dty[:-2], mods)
        return T(lambda t: d(t, one(f32_of(a(t))) << 16 | one(f32_of(b(t)))))
    if sty[0] in "su":  # integer to float: a wider register is chopped to the source type
        sw, enc = _width(sty), _cvt_out(dty, mods, sty)
        sv = (lambda v: _signed(v & MASK[sw], sw)) if sty[0] == "s" else (lambda v: v & MASK[sw])
        return T(lambda t: d(t, enc(sv(a(t)))))
    dec = _float_in(sty)
    if "ftz" in mods and sty == "f32":
        dec = lambda v: f32_of(_ftz32(v))  # noqa: E731
    if dty[0] in "su":  # float to integer: rounding per modifier, saturating, NaN → 0
        return _cvt_f2i(dty, mods, d, lambda t: dec(a(t)))
    enc = _cvt_out(dty, mods, sty)
    to_int = next((m for m in mods if m in ("rzi", "rni", "rmi", "rpi")), None)
    if to_int:  # float to an integral value of a float type (cvt.rni.f32.f32: exp's n)
        rnd = {"rzi": math.trunc, "rni": round, "rmi": math.floor, "rpi": math.ceil}[to_int]
        return T(lambda t: d(t, enc(_round_integral(dec(a(t)), rnd))))
    return T(lambda t: d(t, enc(dec(a(t)))))


def _cvt_out(dty, mods, sty):
    """_float_out for cvt: .ftz flushes an f32 result's subnormals too."""
    enc = _float_out(dty, mods, sty)
    if "ftz" in mods and dty == "f32":
        return lambda x: _ftz32(enc(x))
    return enc


def _cvt_int(dty, sty, sat, d, a):
    """Integer to integer: sign-extended or not as the source type says, cut to the
    destination's width, or with .sat clamped to its range."""
    dw, sw = _width(dty), _width(sty)
    sv = (lambda v: _signed(v & MASK[sw], sw)) if sty[0] == "s" else (lambda v: v & MASK[sw])
    if sat:
        lo, hi = (-(1 << (dw - 1)), (1 << (dw - 1)) - 1) if dty[0] == "s" else (0, MASK[dw])
        return T(lambda t: d(t, min(max(sv(a(t)), lo), hi) & MASK[dw]))
    return T(lambda t: d(t, sv(a(t)) & MASK[dw]))


def _cvt_f2i(dty, mods, d, x):
    """Float (x: a function of the thread) to integer: rounding per modifier, saturating,
    NaN → 0."""
    dw = _width(dty)
    rnd = {"rzi": math.trunc, "rni": lambda v: round(v), "rmi": math.floor,
           "rpi": math.ceil}[next(m for m in mods if m.endswith("i"))]
    lo, hi = (-(1 << (dw - 1)), (1 << (dw - 1)) - 1) if dty[0] == "s" else (0, MASK[dw])

    def f2i(t):
        v = x(t)
        v = 0 if math.isnan(v) else lo if v == -math.inf else hi if v == math.inf else \
            min(max(rnd(v), lo), hi)
        d(t, v & MASK[dw])
    return T(f2i)


def _round_integral(x, rnd):
    """x rounded to an integral value by rnd (Python's round: to nearest even); infinities,
    NaN and the zeros' signs kept."""
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(rnd(x)), x)


def _float_out(ty, mods=(), src="f32"):
    """A value of type src (a Python float or int, exact) → bits of ty, rounded as cvt's
    modifier says: toward zero, −∞ or +∞ (rz, rm, rp), else to nearest even; with .sat first
    clamped to [+0.0, 1.0], NaN to +0.0 (PTX ISA cvt)."""
    mode = next((m for m in ("rz", "rm", "rp") if m in mods), "rn")
    # The nearest-even encoders round once but for a 64-bit integer (to f64 first) and f64 or a
    # 32-bit integer to bf16 (to f32 first); round_bits is exact but slower.
    if mode == "rn" and src not in ("s64", "u64") and not (ty == "bf16" and src in ("f64", "s32",
                                                                                "u32")):
        enc = NEAREST[ty]
    else:
        enc = functools.partial(round_bits, ty=ty, mode=mode)
    if "sat" in mods:
        return lambda x: enc(min(x, 1.0) if x > 0 else 0.0)
    return enc


def _prmt(parts, ops, prog):
    """prmt.b32 d, a, b, c (the default mode): result byte i is byte c[4i+2:4i] of the eight
    bytes b:a (a the low four), or that byte's sign replicated when c[4i+3] is set."""
    if len(parts) != 2:
        raise SimError(f"{'.'.join(parts)}: only the default mode is simulated")
    d = _setter(ops[0])
    a, b, c = (getter(o, prog, 32) for o in ops[1:])

    def prmt(t):
        src, sel = a(t) | b(t) << 32, c(t)
        out = 0
        for i in range(4):
            s = sel >> (4 * i) & 0xF
            byte = src >> (8 * (s & 7)) & 0xFF
            if s & 8:
                byte = 0xFF if byte & 0x80 else 0
            out |= byte << (8 * i)
        d(t, out)
    return T(prmt)


def _cvta(parts, ops, prog):
    """cvta[.to].space: shared memory's generic addresses lie in a window from SHARED_WINDOW
    (generic ld/st/atom resolve them there); the other spaces' are their own addresses."""
    d, a = _setter(ops[0]), getter(ops[1], prog)
    if "shared::cluster" in parts:
        raise SimError(f"{'.'.join(parts)} not simulated")
    if "shared" not in parts:
        return T(lambda t: d(t, a(t)))
    if "to" not in parts:
        return T(lambda t: d(t, a(t) + SHARED_WINDOW))

    def to_shared(t):
        v = a(t) - SHARED_WINDOW
        if not 0 <= v < 1 << 32:
            raise SimError(f"cvta.to.shared of {a(t):#x}, not a shared memory address")
        d(t, v)
    return T(to_shared)


def _trap(parts, ops, prog):
    def trap(t):
        raise SimError("trap executed")
    return T(trap)


# ---------------------------------------------------------------- memory instructions

def _elem_bytes(ty):
    return max(_width(ty) // 8, 1)


SPACES = ("global", "shared", "param", "local", "const")


def _space(parts):
    """The state space an instruction's qualifiers name: shared::cluster (any CTA of the
    cluster), else a qualifier's first part (shared::cta is shared); generic without one."""
    for p in parts[1:]:
        if p == "shared::cluster":
            return p
        if p.split("::")[0] in SPACES:
            return p.split("::")[0]
    return "generic"


def _ld_st(parts, ops, prog):
    store = parts[0] == "st"
    space = _space(parts)
    if store and space == "const":
        raise SimError(f"{'.'.join(parts)}: state space not simulated")
    ty = parts[-1]
    n = _elem_bytes(ty)
    regs = _vec(ops[1] if store else ops[0])
    where = ops[0] if store else ops[1]
    if space == "param":
        m = re.fullmatch(r"\[\s*([\w$]+)\s*(?:\+\s*(\d+))?\]", where)
        name, off = m.group(1), int(m.group(2) or 0)
        kernel = [p[1] for p in prog.params]
        if name not in kernel:
            return _param_var(store, name, off, n, regs, prog)
        if store:
            raise SimError(f"{'.'.join(parts)}: a store to the kernel's parameter {name}")
        idx, d = kernel.index(name), _setter(regs[0])
        return T(lambda t: d(t, t.cta.param_value(idx, off, n)))
    at, size = address(where, prog), n * len(regs)
    if space == "local":
        return _local(store, at, n, regs, prog)

    def addr(t):  # PTX: an access's address is a multiple of its whole size (a vector's too)
        a = at(t)
        if a % size:
            raise SimError(f"address {a:#x} not aligned to {size} bytes")
        return _space_of(space, a)
    if store:
        vals = [getter(r, prog, 8 * n) for r in regs]

        def st(t):
            sp, a = addr(t)
            t.cta.write(sp, a, b"".join((g(t) & MASK[8 * n]).to_bytes(n, "little")
                                        for g in vals), t)
        return T(st)
    dsts = [_setter(r) for r in regs]

    def ld(t):
        data = t.cta.read(*addr(t), size)
        for i, put in enumerate(dsts):
            put(t, int.from_bytes(data[i * n:(i + 1) * n], "little"))
    return T(ld)


def _space_of(space, a):
    """(state space, address) of an access: a generic address names shared memory inside
    SHARED_WINDOW's window (cvta.shared), global memory elsewhere."""
    if space != "generic":
        return space, a
    if SHARED_WINDOW <= a < SHARED_WINDOW + (1 << 32):
        return "shared", a - SHARED_WINDOW
    return "global", a


def _local(store, at, n, regs, prog):
    """ld/st.local: the thread's own local memory (t.local, made at its first access), its
    bytes 0xFF until written; an access outside the module's .local variables is a SimError."""
    size = n * len(regs)

    def mem(t):
        a = at(t)
        if a % size or a < 0 or a + size > prog.local_bytes:
            raise SimError(f"local access of {size} bytes at {a:#x}: misaligned or outside "
                           f"the {prog.local_bytes} bytes of .local variables")
        if t.local is None:
            t.local = bytearray(b"\xff" * prog.local_bytes)
        return a
    if store:
        vals = [getter(r, prog, 8 * n) for r in regs]

        def st(t):
            a = mem(t)
            t.local[a:a + size] = b"".join((g(t) & MASK[8 * n]).to_bytes(n, "little")
                                           for g in vals)
        return T(st)
    dsts = [_setter(r) for r in regs]

    def ld(t):
        a = mem(t)
        for i, put in enumerate(dsts):
            put(t, int.from_bytes(t.local[a + i * n:a + (i + 1) * n], "little"))
    return T(ld)


def _param_var(store, name, off, n, regs, prog):
    """ld/st.param of a call's .param variable (an argument or a return value, or a function's
    parameter): the thread's own, its bytes one little-endian integer in the thread's dict."""
    shifts = [8 * (off + n * i) for i in range(len(regs))]
    if store:
        vals = [getter(r, prog, 8 * n) for r in regs]
        keep = ~sum(MASK[8 * n] << sh for sh in shifts)

        def st(t):
            v = t.get(name, 0) & keep
            for g, sh in zip(vals, shifts):
                v |= (g(t) & MASK[8 * n]) << sh
            t[name] = v
        return T(st)
    dsts = [_setter(r) for r in regs]

    def ld(t):
        v = t[name]
        for put, sh in zip(dsts, shifts):
            put(t, v >> sh & MASK[8 * n])
    return T(ld)


# atom/red's operations on integers (signed ones as such): the new value from the old one a
# and the operand b. inc and dec count within [0, b], wrapping (PTX ISA).
ATOM_INT = {
    "add": operator.add, "and": operator.and_, "or": operator.or_, "xor": operator.xor,
    "min": min, "max": max, "exch": lambda a, b: b,
    "inc": lambda a, b: 0 if a >= b else a + 1,
    "dec": lambda a, b: b if a == 0 or a > b else a - 1,
}
ATOM_QUALIFIERS = {"relaxed", "acquire", "release", "acq_rel", "cta", "cluster", "gpu", "sys",
                   "global", "shared", "shared::cta", "shared::cluster", "noftz"}


def _atom(parts, ops, prog):
    """atom{.sem}{.scope}{.global,.shared{::cta,::cluster}}.op{.noftz}.type d, [a], b{, c}: d =
    the old value, [a] = old op b (cas: c where old = b, else old). The lanes of a warp step one
    after another and warps switch only between instructions, so each read-modify-write is
    whole (the memory orderings it asks for hold with it)."""
    ty, mods = parts[-1], parts[1:-1]
    op = next((m for m in mods if m in ATOM_INT or m == "cas"), None)
    space = _space(parts)
    if op is None or set(mods) - ATOM_QUALIFIERS - {op}:
        raise SimError(f"{'.'.join(parts)}: not simulated (scalar atom/red only)")
    n = _elem_bytes(ty)
    m = MASK[8 * n]
    at, d, b = address(ops[1], prog), _setter(ops[0]), getter(ops[2], prog, 8 * n)
    if op == "cas":
        c = getter(ops[3], prog, 8 * n)
        new = lambda old, t: c(t) if old == b(t) & m else old  # noqa: E731
    else:
        fn = _atom_fn(op, ty, parts)
        new = lambda old, t: fn(old, b(t) & m)  # noqa: E731

    def atom(t):
        a = at(t)
        if a % n:
            raise SimError(f"address {a:#x} not aligned to {n} bytes")
        sp, a = _space_of(space, a)
        old = int.from_bytes(t.cta.read(sp, a, n), "little")
        t.cta.write(sp, a, (new(old, t) & m).to_bytes(n, "little"), t)
        d(t, old)
    return T(atom)


def _atom_fn(op, ty, parts):
    """The new value's bits from the old value's and the operand's, for op on type ty (cas
    aside): integers as ATOM_INT; add of floats rounded to nearest even once, .f32 flushing
    subnormal operands and results to zero (PTX ISA atom; .f16 and .bf16 take .noftz)."""
    if ty in ("f16", "bf16", "f32", "f64") and op == "add":
        dec, enc = _float_in(ty), NEAREST[ty]
        if ty == "f32":
            return lambda a, b: _ftz32(round_f32(*_f32_add(f32_of(_ftz32(a)),
                                                            f32_of(_ftz32(b)))))
        # f64's sum is correctly rounded; f16's exact in f64; bf16's too unless one term is
        # below 2^-45 of the other, whose value then is the nearest bf16 either way
        return lambda a, b: enc(dec(a) + dec(b))
    if ty[0] not in "bus" or op not in ATOM_INT or _width(ty) not in (32, 64):
        raise SimError(f"{'.'.join(parts)}: not simulated")
    w = _width(ty)
    f = ATOM_INT[op]
    if ty[0] == "s":
        return lambda a, b: f(_signed(a, w), _signed(b, w))
    return f


def _red(parts, ops, prog):
    """red{.sem}{.scope}{.global,.shared}.op.type [a], b: atom without the old value (what an
    atomic whose result is unused compiles to)."""
    return _atom(parts, ["_"] + list(ops), prog)


def _cp_async(parts, ops, prog):
    """cp.async.{ca,cg}.shared.global [dst], [src], cp-size{, src-size}: the copy joins the
    thread's current group; it reads zeros past src-size."""
    if parts[2] in ("commit_group",):
        return T(lambda t: t.cta.cp_commit(t))
    if parts[2] == "wait_group":
        n = getter(ops[0], prog)
        return T(lambda t: t.cta.cp_wait(t, n(t)))
    if parts[2] == "wait_all":
        return T(lambda t: (t.cta.cp_commit(t), t.cta.cp_wait(t, 0)))
    if parts[2] == "bulk":
        return _tma(parts, ops, prog)
    if parts[2] == "mbarrier":
        bar = address(ops[0], prog)
        noinc = "noinc" in parts
        return T(lambda t: t.cta.cp_mbar_arrive(t, bar(t), noinc))
    dst, src = address(ops[0], prog), address(ops[1], prog)
    size = int(ops[2])
    srcsize = getter(ops[3], prog, 32) if len(ops) > 3 else (lambda t: size)
    return T(lambda t: t.cta.cp_async(t, dst(t), src(t), size, srcsize(t)))


# ---------------------------------------------------------------- warp instructions

def _aligned(lanes, w, what):
    """A .sync.aligned instruction must be executed by every live lane of the warp together."""
    if len(lanes) != len(w.live):
        raise SimError(f"{what}: not every lane of the warp executes it (.aligned)")


def _ldmatrix(parts, ops, prog):
    """ldmatrix.sync.aligned.m8n8.xN[.trans].shared.b16: matrix i's 8 rows of 16 bytes come from
    the addresses of lanes 8i…8i+7; lane l receives row l/4, columns 2(l%4), +1 of each
    (with .trans, column l/4 of rows 2(l%4), +1)."""
    num = int(next(p for p in parts if re.fullmatch(r"x\d", p))[1])
    trans = "trans" in parts
    dsts = _vec(ops[0])
    addr = address(ops[1], prog)

    def ldm(cta, w, lanes):
        _aligned(lanes, w, "ldmatrix")
        rows = [cta.read("shared", addr(w.lane[i]), 16) for i in range(8 * num)]
        for t in lanes:
            g, q = t.laneid >> 2, t.laneid & 3
            for i, reg in enumerate(dsts):
                if trans:
                    lo = rows[8 * i + 2 * q][2 * g:2 * g + 2]
                    hi = rows[8 * i + 2 * q + 1][2 * g:2 * g + 2]
                    t.r[reg] = int.from_bytes(lo + hi, "little")
                else:
                    t.r[reg] = int.from_bytes(rows[8 * i + g][4 * q:4 * q + 4], "little")
    return W(ldm)


def _stmatrix(parts, ops, prog):
    """stmatrix.sync.aligned.m8n8.xN[.trans].shared.b16: ldmatrix backwards — matrix i's 8 rows
    of 16 bytes go to the addresses of lanes 8i…8i+7; lane l's register i holds row l/4,
    columns 2(l%4), +1 (with .trans, column l/4 of rows 2(l%4), +1)."""
    num = int(next(p for p in parts if re.fullmatch(r"x\d", p))[1])
    trans = "trans" in parts
    addr = address(ops[0], prog)
    srcs = [getter(r, prog, 32) for r in _vec(ops[1])]

    def stm(cta, w, lanes):
        _aligned(lanes, w, "stmatrix")
        rows = [bytearray(16) for _ in range(8 * num)]
        for t in lanes:
            g, q = t.laneid >> 2, t.laneid & 3
            for i, src in enumerate(srcs):
                v = src(t).to_bytes(4, "little")
                if trans:
                    rows[8 * i + 2 * q][2 * g:2 * g + 2] = v[:2]
                    rows[8 * i + 2 * q + 1][2 * g:2 * g + 2] = v[2:]
                else:
                    rows[8 * i + g][4 * q:4 * q + 4] = v
        for i in range(8 * num):
            cta.write("shared", addr(w.lane[i]), bytes(rows[i]), w.lane[i])
    return W(stm)


# the bits of a matrix-instruction input type, and the values of the 8-bit ones
MMA_BITS = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8}
BYTE_VALUES = {"e4m3": lambda b: F8_VALUES["e4m3"][b], "e5m2": lambda b: F8_VALUES["e5m2"][b],
               "s8": lambda b: _signed(b, 8), "u8": lambda b: b}
_TABLES = {}


def decode(ty, bits):
    """A numpy array of the raw elements of type ty → their values as float64 (tf32: the
    tensor cores ignore the 13 low mantissa bits of the f32 word)."""
    import numpy as np
    bits = np.asarray(bits, dtype=np.uint32)
    if ty == "tf32":
        return (bits & 0xFFFFE000).view(np.float32).astype(np.float64)
    if ty not in _TABLES:
        n = 1 << MMA_BITS[ty]
        if ty == "f16":
            _TABLES[ty] = np.arange(n, dtype=np.uint16).view(np.float16).astype(np.float64)
        elif ty == "bf16":
            with np.errstate(invalid="ignore"):  # the NaN patterns stay NaN
                _TABLES[ty] = (np.arange(n, dtype=np.uint32) << 16).view(np.float32).astype(
                    np.float64)
        else:
            _TABLES[ty] = np.array([BYTE_VALUES[ty](b) for b in range(n)], dtype=np.float64)
    return _TABLES[ty][bits]


def _mma_sync(parts, ops, prog):
    """mma.sync.aligned.m16n8kK.row.col.dtype.atype.btype.ctype (PTX ISA 'Matrix Fragments for
    mma.m16n8k*'), g = lane/4, q = lane%4, e elements per register: A's register r holds row
    g + 8·(r%2), columns q·e… + K/2·(r/2); B's register r holds rows q·e… + K/2·r of column g;
    C's element i row g + 8·(i/2), column 2q + i%2. The product is exact in f64 and rounds
    once."""
    import numpy as np
    m = re.fullmatch(r"m16n8k(\d+)", parts[3])
    if not m or parts[4:6] != ["row", "col"]:
        raise SimError(f"{'.'.join(parts)} not simulated")
    k = int(m.group(1))
    dty, aty, bty = parts[6], parts[7], parts[8]
    bits = MMA_BITS[aty]
    if k != 256 // bits or dty not in ("f32", "s32", "f16"):
        raise SimError(f"{'.'.join(parts)} not simulated")
    dregs, aregs, bregs, cregs = (_vec(o) for o in ops[:4])
    per = 32 // bits
    lanes_g, lanes_q = np.arange(32)[:, None] >> 2, np.arange(32)[:, None] & 3
    ea, eb = np.arange(len(aregs) * per)[None, :], np.arange(len(bregs) * per)[None, :]
    # flat indices into A (16×K, row-major) and Bᵀ (8×K) of each lane's elements, in register
    # order, low bits first
    a_idx = (lanes_g + 8 * (ea // per & 1)) * k + lanes_q * per + ea % per + k // 2 * (ea // per
                                                                                        >> 1)
    b_idx = lanes_g * k + lanes_q * per + eb % per + k // 2 * (eb // per)
    ec = np.arange(4)[None, :]
    c_idx = (lanes_g + 8 * (ec >> 1)) * 8 + 2 * lanes_q + (ec & 1)
    shifts = np.arange(per, dtype=np.uint32) * bits
    getc = [getter(c, prog, 32) for c in cregs]

    def elements(w, regs):
        v = np.array([[t.r[r] for r in regs] for t in w.lane], dtype=np.uint32)
        return ((v[:, :, None] >> shifts) & MASK[bits]).reshape(32, -1)

    def mma(cta, w, lanes):
        _aligned(lanes, w, "mma.sync")
        if len(w.lane) != 32:
            raise SimError("mma.sync in a warp of fewer than 32 threads")
        A, B = np.zeros(16 * k), np.zeros(8 * k)
        A[a_idx] = decode(aty, elements(w, aregs))
        B[b_idx] = decode(bty, elements(w, bregs))
        c = np.array([[g(t) for g in getc] for t in w.lane], dtype=np.uint32)
        C = np.zeros(128)
        C[c_idx] = _c_values(dty, c)
        D = (C.reshape(16, 8) + A.reshape(16, k) @ B.reshape(8, k).T).reshape(-1)[c_idx]
        for t, vals in zip(w.lane, _c_bits(dty, D)):
            for r, v in zip(dregs, vals):
                t.r[r] = int(v)
    return W(mma)


def _wg_a_from_regs(w, regs, aty, k):
    """wgmma's A from registers: each warp's 16 rows as mma.sync's m16n8k16 A fragment."""
    import numpy as np
    bits = MMA_BITS[aty]
    per = 32 // bits
    A = np.zeros((16, k))
    for t in w.lane:
        g, q = t.laneid >> 2, t.laneid & 3
        for j, r in enumerate(regs):
            for e in range(per):
                v = t.r[r] >> (bits * e) & MASK[bits]
                A[g + 8 * (j & 1), q * per + e + k // 2 * (j >> 1)] = decode(aty, [v])[0]
    return A


def _c_values(dty, c):
    """The accumulator registers (32 lanes × registers) → 32 × 4 values."""
    import numpy as np
    if dty == "f32":
        return c.view(np.float32).astype(np.float64)
    if dty == "s32":
        return c.view(np.int32).astype(np.float64)
    halves = np.stack([c & 0xFFFF, c >> 16], axis=2).reshape(32, 4).astype(np.uint16)
    return halves.view(np.float16).astype(np.float64)


def _c_bits(dty, d):
    """32 × 4 results → each lane's destination registers."""
    import numpy as np
    if dty == "f32":
        return d.astype(np.float32).view(np.uint32)
    if dty == "s32":
        return (d.astype(np.int64) & MASK[32]).astype(np.uint32)
    h = d.astype(np.float16).view(np.uint16).astype(np.uint32)
    return h[:, 0::2] | h[:, 1::2] << 16


def _shfl(parts, ops, prog):
    """shfl.sync.mode.b32 d[|p], a, b, c, membermask (PTX ISA pseudo code of shfl.sync)."""
    mode = parts[2]
    dtok = ops[0].split("|")
    d = _setter(dtok[0])
    p = _setter(dtok[1]) if len(dtok) > 1 else None
    a, b, c = getter(ops[1], prog, 32), getter(ops[2], prog, 32), getter(ops[3], prog, 32)

    def shfl(cta, w, lanes):
        vals = {t.laneid: a(t) for t in w.live}
        res = []
        for t in lanes:
            lane, bv, cv = t.laneid, b(t) & 31, c(t)
            segmask = cv >> 8 & 31
            maxl = (lane & segmask) | (cv & 31 & ~segmask)
            minl = lane & segmask
            j = {"up": lane - bv, "down": lane + bv, "bfly": lane ^ bv,
                 "idx": minl | (bv & ~segmask)}[mode]
            ok = j >= maxl if mode == "up" else j <= maxl
            src = j if ok and j in vals else lane
            res.append((t, vals[src], ok))
        for t, v, ok in res:
            d(t, v)
            if p:
                p(t, ok)
    return W(shfl)


def _vote(parts, ops, prog):
    mode = parts[2]
    d = _setter(ops[0])
    a = getter(ops[1], prog)

    def vote(cta, w, lanes):
        bits = {t.laneid: bool(a(t)) for t in lanes}
        ballot = sum(1 << l for l, v in bits.items() if v)
        for t in lanes:
            d(t, {"all": all(bits.values()), "any": any(bits.values()),
                  "ballot": ballot, "uni": len(set(bits.values())) == 1}[mode])
    return W(vote)


def _cluster_wait(cta, w, lanes):
    """barrier.cluster.wait, by whole warps (Cluster.wait)."""
    if lanes and len(lanes) != len(w.live):
        raise SimError(f"barrier.cluster.wait executed by part of {w.name} only")
    if lanes:
        cta.cluster.wait(w)


def _bar(parts, ops, prog):
    """bar.sync / barrier.sync, and bar.arrive (counts toward the barrier, does not wait);
    barrier.cluster.arrive and .wait (Cluster.arrive, Cluster.wait)."""
    if parts[:2] == ["barrier", "cluster"] and parts[2] in ("arrive", "wait") and not ops:
        if parts[2] == "arrive":
            return T(lambda t: t.cta.cluster.arrive(t))
        return W(_cluster_wait)
    arrive = parts[0] == "bar" and parts[1] == "arrive"
    if parts[0] == "bar" and parts[1] not in ("sync", "arrive") or parts[0] == "barrier" and \
            "sync" not in parts:
        raise SimError(f"{'.'.join(parts)} not simulated")
    if arrive and len(ops) < 2:
        raise SimError("bar.arrive without a thread count")
    bid = getter(ops[0], prog) if ops else (lambda t: 0)
    cnt = getter(ops[1], prog) if len(ops) > 1 else None
    return Ins("", "bar", (bid, cnt, arrive))


def _bra(parts, ops, prog):
    return Ins("", "bra", lambda t: True, ops[0].strip())


def _ret(parts, ops, prog):
    return Ins("", "exit", lambda t: True)


def _nop(parts, ops, prog):
    return T(lambda t: None)


# ---------------------------------------------------------------- mbarrier, TMA, tcgen05


class MBarrier:
    """An mbarrier object (PTX ISA 'Size and alignment of mbarrier object', 'Phase
    Completion') of a CTA: the current phase's parity, its pending arrivals and transaction
    count, and the expected arrivals each phase starts with. A phase completes when its pending
    arrivals reach zero and its tx-count is zero; then the parity flips, the counts start anew
    and the CTA's warps that spin on an mbarrier try again."""

    def __init__(self, count, cta):
        self.expected = self.pending = count
        self.tx = 0
        self.phase = 0
        self.cta = cta

    def arrive(self, n=1):
        if self.pending < n:
            raise SimError("mbarrier arrive beyond the expected count of the phase")
        self.pending -= n
        self._maybe_flip()

    def expect_tx(self, n):
        self.tx += n

    def complete_tx(self, n):
        self.tx -= n
        self._maybe_flip()

    def _maybe_flip(self):
        if self.pending == 0 and self.tx == 0:
            self.phase ^= 1
            self.pending = self.expected
            self.cta.wake_spinners()


def _mbarrier(parts, ops, prog):
    """mbarrier.init, arrive{.expect_tx}, expect_tx, try_wait/test_wait.parity and inval;
    arrive and expect_tx also on a .shared::cluster address (the partner's mbarrier: an arrive
    there returns no state, PTX allows only the sink _)."""
    what, space = parts[1], _space(parts)
    if space == "shared::cluster" and (what not in ("arrive", "expect_tx") or
                                       what == "arrive" and ops[0] != "_"):
        raise SimError(f"{'.'.join(parts)} {ops[0]}: not simulated")
    if what == "init":
        a, n = address(ops[0], prog), getter(ops[1], prog, 32)
        return T(lambda t: t.cta.mbar_init(a(t), n(t)))
    if what == "arrive":
        a = address(ops[1], prog)
        cnt = getter(ops[2], prog, 32) if len(ops) > 2 and "expect_tx" not in parts else None
        tx = getter(ops[2], prog, 32) if "expect_tx" in parts else None
        d = _setter(ops[0])

        def arrive(t):
            bar = t.cta.mbar(a(t), space)
            d(t, bar.phase)  # the state operand: opaque, but it records the phase
            if tx:
                bar.expect_tx(tx(t))
            bar.arrive(cnt(t) if cnt else 1)
        return T(arrive)
    if what == "expect_tx":
        a, tx = address(ops[0], prog), getter(ops[1], prog, 32)
        return T(lambda t: t.cta.mbar(a(t), space).expect_tx(tx(t)))
    if what in ("try_wait", "test_wait"):
        d = _setter(ops[0])
        a = address(ops[1], prog)
        if "parity" not in parts:
            raise SimError("mbarrier.try_wait without .parity not simulated")
        par = getter(ops[2], prog, 32)

        def wait(t):
            ok = t.cta.mbar(a(t)).phase != (par(t) & 1)
            d(t, ok)
            if not ok:
                t.cta.spun = True
        return T(wait)
    if what == "inval":
        a = address(ops[0], prog)
        return T(lambda t: t.cta.mbars.pop(a(t), None))
    raise SimError(f"{'.'.join(parts)} not simulated")


def _tma(parts, ops, prog):
    """cp.async.bulk.tensor.Nd.shared::cluster.global.mbarrier::complete_tx::bytes [dst],
    [tmap, {c0, …}], [mbar]: the box at the coordinates (innermost first) goes to dst, rows
    packed innermost first and swizzled; out-of-bound elements are zero (or NaN); when the copy
    completes it performs complete-tx of the bytes on the mbarrier."""
    if parts[3] == "commit_group":
        return T(lambda t: t.cta.bulk_commit(t))
    if parts[3] == "wait_group":
        n, read = getter(ops[0], prog), "read" in parts
        return T(lambda t: t.cta.bulk_wait(t, n(t), read))
    if parts[3] == "tensor" and parts[5] == "global" and parts[-1] == "bulk_group":
        return _tma_store(parts, ops, prog)
    if "global" not in parts or "shared::cluster" not in parts and "shared::cta" not in parts:
        raise SimError(f"{'.'.join(parts)}: only global → shared tensor copies are simulated")
    if any(p.startswith(("im2col", "gather")) for p in parts):
        raise SimError(f"{'.'.join(parts)} not simulated")
    dst = address(ops[0], prog)
    m = re.fullmatch(r"\[\s*([^,]+),\s*\{([^}]*)\}\s*\]", ops[1])
    tmap = getter(m.group(1), prog)
    coords = [getter(c, prog, 32) for c in m.group(2).split(",")]
    bar = address(ops[2], prog)
    # .multicast::cluster: the ranks of the CTAs the box lands in, a bit each
    mask = getter(ops[3], prog, 16) if "multicast::cluster" in parts else (lambda t: None)

    def issue(t):
        t.cta.tma_load(dst(t), tmap(t), [_signed(c(t), 32) for c in coords], bar(t), mask(t))
    return T(issue)


def _mapa(parts, ops, prog):
    """mapa.shared::cluster d, a, rank: the address of a's offset in the window of the cluster's
    CTA of that rank (CLUSTER_SPAN)."""
    if "shared::cluster" not in parts:
        raise SimError(f"{'.'.join(parts)} not simulated")
    d, a, rank = _setter(ops[0]), getter(ops[1], prog, 32), getter(ops[2], prog, 32)

    def mapa(t):
        cta = t.cta.cluster.member(rank(t), "mapa to")
        d(t, CLUSTER_SPAN * (cta.rank + 1) + a(t) % CLUSTER_SPAN)
    return T(mapa)


def _tma_store(parts, ops, prog):
    """cp.async.bulk.tensor.Nd.global.shared::cta.bulk_group [tmap, {c0, …}], [src]: the box at
    src (swizzled as the map says) goes to the tensor at the coordinates, the elements outside
    it unwritten; the copy joins the thread's open bulk group (cp.async.bulk.commit_group)."""
    if parts[6] != "shared::cta" or len(parts) != 8:
        raise SimError(f"{'.'.join(parts)} not simulated")
    m = re.fullmatch(r"\[\s*([^,]+),\s*\{([^}]*)\}\s*\]", ops[0])
    tmap = getter(m.group(1), prog)
    coords = [getter(c, prog, 32) for c in m.group(2).split(",")]
    src = address(ops[1], prog)
    return T(lambda t: t.cta.tma_store(t, tmap(t), [_signed(c(t), 32) for c in coords], src(t)))


class TMem:
    """Tensor memory (PTX ISA 'Tensor Memory'): 128 lanes × 512 columns of 32 bits; an address
    is lane << 16 | column. Columns are allocated in powers of two from 32."""

    def __init__(self):
        import numpy as np
        self.cells = np.zeros((128, 512), dtype=np.uint32)
        self.allocs = {}  # column → number of columns
        self.pending = []  # (lane mask, column range) an unfinished tcgen05.mma writes
        self.relinquished = False

    def alloc(self, ncols):
        if ncols < 32 or ncols > 512 or ncols & (ncols - 1):
            raise SimError(f"tcgen05.alloc of {ncols} columns (a power of two, 32…512)")
        if self.relinquished:
            raise SimError("tcgen05.alloc after tcgen05.relinquish_alloc_permit")
        for col in range(0, 512, ncols):
            if all(c + n <= col or col + ncols <= c for c, n in self.allocs.items()):
                self.allocs[col] = ncols
                return col
        raise SimError(f"tcgen05.alloc of {ncols} columns: tensor memory is full")

    def dealloc(self, taddr, ncols):
        col = taddr & 0xFFFF
        if self.allocs.get(col) != ncols or taddr >> 16:
            raise SimError(f"tcgen05.dealloc of {ncols} columns at {taddr:#x}: not an allocation")
        del self.allocs[col]

    def check(self, lanes, cols, what, ordered=False):
        """lanes: a mask of the tensor-memory lanes accessed; cols: a range of columns. Only
        another tcgen05.mma (ordered) may reach what an unfinished tcgen05.mma writes: the
        tensor core runs them in order."""
        if not any(c0 <= cols.start < c0 + n and cols.stop <= c0 + n
                   for c0, n in self.allocs.items()):
            raise SimError(f"{what}: columns {cols.start}…{cols.stop - 1} not allocated")
        for pl, pc in [] if ordered else self.pending:
            if pl & lanes and pc.start < cols.stop and cols.start < pc.stop:
                raise SimError(f"{what} of tensor memory that an unfinished tcgen05.mma writes "
                               "(no wait on the mbarrier its tcgen05.commit arrives on)")


# The data path layout of D (PTX ISA 'Data path layout organization'), cta_group::1: row i of
# an M=128 D is lane i; an M=64 D takes the first 16 lanes of each warp's 32.
TC_ROWS = {128: lambda i: i, 64: lambda i: 32 * (i // 16) + i % 16}

# the smem descriptor's swizzle field (bits 61–63) → bits of the address xor (swizzle_addr)
DESC_SWIZZLE = {0: 0, 2: 3, 4: 2, 6: 1}
# instruction-descriptor type codes per kind: code → (bits, decode)
IDESC_TYPES = {
    "f16": {0: "f16", 1: "bf16"}, "tf32": {2: "tf32"},
    "f8f6f4": {0: "e4m3", 1: "e5m2"}, "i8": {0: "u8", 1: "s8"},
}


def smem_desc(desc):
    """The fields of a tcgen05 shared-memory descriptor (PTX ISA 'Shared Memory Descriptor')."""
    if desc >> 46 & 7 != 1:
        raise SimError(f"smem descriptor {desc:#x}: bits 46–48 must be 0b001")
    if desc >> 49 & 7 or desc >> 52 & 1:
        raise SimError(f"smem descriptor {desc:#x}: base offset / absolute mode not simulated")
    sw = desc >> 61 & 7
    if sw not in DESC_SWIZZLE:
        raise SimError(f"smem descriptor {desc:#x}: swizzle mode {sw} not simulated")
    return {"start": (desc & 0x3FFF) << 4, "lbo": (desc >> 16 & 0x3FFF) << 4,
            "sbo": (desc >> 32 & 0x3FFF) << 4, "swizzle": DESC_SWIZZLE[sw]}


def operand_addrs(d, rows, kbytes, esize, mn_major):
    """The shared-memory byte addresses (rows × K array) of the elements (row r of M or N, k)
    of a canonical layout (PTX ISA 'Shared memory matrix layout': the swizzle atoms and the
    strides table), swizzled. K-major: rows are 16-byte core-matrix rows (no swizzle: 8 rows of
    a core matrix 16 bytes apart, LBO to the next core matrix along K, SBO to the next 8 rows)
    or swizzle-width rows (SBO to the next 8 rows, K contiguous inside the row). MN-major: the
    same with the roles of the dimensions exchanged (no swizzle: SBO along MN between core
    matrices, LBO along K between 8-row groups; swizzled: LBO along MN between atoms, SBO along
    K between 8-row groups)."""
    import numpy as np
    r, k = np.arange(rows)[:, None], np.arange(kbytes // esize)[None, :]
    swz, lbo, sbo = d["swizzle"], d["lbo"], d["sbo"]
    width = 16 << swz if swz else 16  # bytes of one atom row
    kb, rb = k * esize, r * esize
    if not mn_major and swz:
        off = r % 8 * width + r // 8 * sbo + kb
    elif not mn_major:
        off = r % 8 * 16 + r // 8 * sbo + kb // 16 * lbo + kb % 16
    elif swz:
        off = k % 8 * width + k // 8 * sbo + rb // width * lbo + rb % width
    else:
        off = k % 8 * 16 + k // 8 * lbo + rb // 16 * sbo + rb % 16
    return swizzle_addr(d["start"] + off, swz)


def _tcgen05(parts, ops, prog):
    what, _, sub = parts[1].partition("::")
    if what == "alloc":
        dst, n = address(ops[0], prog), getter(ops[1], prog, 32)

        def alloc(cta, w, lanes):
            _aligned(lanes, w, "tcgen05.alloc")
            col = cta.tmem.alloc(n(lanes[0]))
            cta.write("shared", dst(lanes[0]), col.to_bytes(4, "little"))
        return W(alloc)
    if what == "dealloc":
        a, n = getter(ops[0], prog, 32), getter(ops[1], prog, 32)

        def dealloc(cta, w, lanes):
            _aligned(lanes, w, "tcgen05.dealloc")
            cta.tmem.dealloc(a(lanes[0]), n(lanes[0]))
        return W(dealloc)
    if what == "relinquish_alloc_permit":
        def relinquish(cta, w, lanes):
            cta.tmem.relinquished = True
        return W(relinquish)
    if what in ("fence", "wait") and sub in ("before_thread_sync", "after_thread_sync", "ld",
                                             "st"):
        if what == "wait" and sub == "ld":
            return W(lambda cta, w, lanes: [t.finish_ld() for t in lanes])
        return W(lambda cta, w, lanes: None)
    if what == "mma":
        return _tc_mma(parts, ops, prog)
    if what == "commit":
        if "mbarrier::arrive::one" not in parts or "multicast::cluster" in parts:
            raise SimError(f"{'.'.join(parts)} not simulated")
        bar = address(ops[0], prog)  # a shared::cluster address
        return T(lambda t: t.cta.tc_commit(bar(t)))
    if what in ("ld", "st"):
        return _tc_ld_st(parts, ops, prog)
    raise SimError(f"{'.'.join(parts)} not simulated")


def _tc_mma(parts, ops, prog):
    """tcgen05.mma.cta_group::1.kind::K [d_tmem], a_desc, b_desc, idesc, enable_input_d: D (M×N
    in tensor memory) = A·Bᵀ (+ D), A M×K and B N×K from shared memory by their descriptors, the
    shape, types, transposes and negations from the instruction descriptor (PTX ISA
    'Instruction descriptor'). Issued by one thread; asynchronous."""
    kind = next((p.split("::")[1] for p in parts if p.startswith("kind::")), None)
    if "cta_group::1" not in parts or kind not in IDESC_TYPES or len(ops) != 5 or \
            ops[1].startswith("["):
        raise SimError(f"{'.'.join(parts)} {ops}: not simulated")
    d = address(ops[0], prog)
    a, b = getter(ops[1], prog, 64), getter(ops[2], prog, 64)
    idesc, en = getter(ops[3], prog, 32), getter(ops[4], prog)
    return T(lambda t: t.cta.tc_mma(kind, d(t), a(t), b(t), idesc(t), bool(en(t))))


# tcgen05.ld / st shapes (PTX ISA 'Matrix fragments for shape …'): per repetition, the
# (lane offset, column offset) of each register of thread l. 32x32b: lane l, one column.
# 16x256b: 16 lanes × 8 columns as the m16n8 accumulator fragment — rows l/4 and l/4 + 8,
# columns 2·(l%4) and + 1. The other shapes are not simulated.
TC_SHAPES = {
    "32x32b": (1, lambda l: [(l, 0)]),
    "16x256b": (8, lambda l: [(l >> 2, 2 * (l & 3)), (l >> 2, 2 * (l & 3) + 1),
                              ((l >> 2) + 8, 2 * (l & 3)), ((l >> 2) + 8, 2 * (l & 3) + 1)]),
}


def _tc_ld_st(parts, ops, prog):
    """tcgen05.{ld,st}.sync.aligned.SHAPE.xN.b32: warp w reaches the lanes 32·(w%4)…+31 only;
    the registers are the shape's fragment repeated N times, each repetition the next
    columns."""
    ld = parts[1] == "ld"
    shape = next((p for p in parts if p in TC_SHAPES), None)
    num = int(next(p for p in parts if re.fullmatch(r"x\d+", p))[1:])
    if shape is None or "pack::16b" in parts or "unpack::16b" in parts:
        raise SimError(f"{'.'.join(parts)}: shape not simulated")
    ncols, frag = TC_SHAPES[shape]
    regs = _vec(ops[0] if ld else ops[1])
    ta = address(ops[1] if ld else ops[0], prog)
    getr = [getter(r, prog, 32) for r in regs]
    pos = [[(dl, dc + ncols * rep) for rep in range(num) for dl, dc in frag(l)]
           for l in range(32)]
    if len(pos[0]) != len(regs):
        raise SimError(f"{'.'.join(parts)}: {len(regs)} registers for {len(pos[0])} elements")

    def ldst(cta, w, lanes):
        _aligned(lanes, w, f"tcgen05.{parts[1]}")
        taddr = ta(lanes[0])
        lane0, col = taddr >> 16, taddr & 0xFFFF
        if lane0 // 32 != w.wid % 4:
            raise SimError(f"tcgen05.{parts[1]}: warp {w.wid} cannot reach lane {lane0}")
        mask = sum(1 << (lane0 + dl) for p in pos for dl, _ in p)
        cta.tmem.check(mask, range(col, col + ncols * num), f"tcgen05.{parts[1]}")
        cells = cta.tmem.cells
        for t in lanes:
            where = [(lane0 + dl, col + dc) for dl, dc in pos[t.laneid]]
            if ld:
                # wait::ld waits for all of the thread's earlier loads: they pile up
                t.pending_ld.update({r: int(cells[x]) for r, x in zip(regs, where)})
                for r in regs:
                    t.r[r] = POISON
            else:
                for g, x in zip(getr, where):
                    cells[x] = g(t)
    return W(ldst)


# the wgmma descriptor's swizzle field (bits 62–63) → bits of the address xor
WGMMA_SWIZZLE = {0: 0, 1: 3, 2: 2, 3: 1}


def wgmma_desc(desc):
    """The fields of a wgmma matrix descriptor (PTX ISA 'Matrix Descriptor Format', sm_90)."""
    if desc >> 49 & 7:
        raise SimError(f"wgmma descriptor {desc:#x}: base offset not simulated")
    return {"start": (desc & 0x3FFF) << 4, "lbo": (desc >> 16 & 0x3FFF) << 4,
            "sbo": (desc >> 32 & 0x3FFF) << 4, "swizzle": WGMMA_SWIZZLE[desc >> 62 & 3]}


def _wgmma(parts, ops, prog):
    """wgmma.{fence,commit_group,wait_group,mma_async}. mma_async.m64nNkK.dtype.atype.btype d,
    a-desc | {a regs}, b-desc, scale-d[, imm-scale-a, imm-scale-b[, imm-trans-a, imm-trans-b]]:
    D (64×N over the warpgroup; warp w%4 holds rows 16·(w%4)…, register i of lane l at row
    l/4 + 8·(i%4/2), column 8·(i/4) + 2·(l%4) + i%2) = A·B (+ D). The operands are read at issue
    and must stay unwritten, the registers of D unread, until a wait_group completes it."""
    sub = parts[1]
    if sub == "fence":
        return W(lambda cta, w, lanes: None)
    if sub == "commit_group":
        return W(lambda cta, w, lanes: cta.wg_commit(w))
    if sub == "wait_group":
        n = int(ops[0])
        return W(lambda cta, w, lanes: cta.wg_wait(w, n))
    m = re.fullmatch(r"m64n(\d+)k(\d+)", parts[4]) if sub == "mma_async" else None
    if m is None or parts[2:4] != ["sync", "aligned"] or len(parts) != 8:
        raise SimError(f"{'.'.join(parts)} not simulated")
    n, k = int(m.group(1)), int(m.group(2))
    dty, aty, bty = parts[5:8]
    if dty not in ("f32", "s32") or k * MMA_BITS[aty] != 256:
        raise SimError(f"{'.'.join(parts)} not simulated")
    dregs = _vec(ops[0])
    a_regs = _vec(ops[1]) if ops[1].startswith("{") else None
    a_desc = None if a_regs else getter(ops[1], prog)
    b_desc, scale_d = getter(ops[2], prog), getter(ops[3], prog)
    imm = [int(o) for o in ops[4:]]
    if a_regs and len(imm) == 3:  # A in registers has no transpose
        imm.insert(2, 0)
    imm += [1, 1, 0, 0][len(imm):]
    spec = {"n": n, "k": k, "dty": dty, "aty": aty, "bty": bty, "neg_a": imm[0] < 0,
            "neg_b": imm[1] < 0, "trans_a": imm[2], "trans_b": imm[3]}
    if len(dregs) != n // 2:
        raise SimError(f"{'.'.join(parts)}: {len(dregs)} accumulator registers for N={n}")

    def issue(cta, w, lanes):
        _aligned(lanes, w, "wgmma.mma_async")
        t0 = w.lane[0]
        cta.wg_issue(w, spec, dregs, a_regs, a_desc(t0) if a_desc else None, b_desc(t0),
                     bool(scale_d(t0)))
    return W(issue)


def _fence(parts, ops, prog):
    """fence.proxy.async orders the generic-proxy writes of shared memory (st.shared, cp.async)
    that precede it before later async-proxy reads (tcgen05.mma, wgmma); the other fences order
    nothing the simulator reorders."""
    if parts[1:3] == ["proxy", "async"]:
        return T(lambda t: t.cta.proxy_fence())
    return T(lambda t: None)


OPS = {
    **{k: _arith for k in ("add", "sub", "mul", "mad", "fma", "div", "rem", "min", "max", "and",
                           "or", "xor", "not", "shl", "shr", "neg", "abs", "bfe", "bfi", "popc",
                           "clz", "brev", "addc", "subc", "madc", "ex2", "lg2", "rcp", "sqrt",
                           "rsqrt", "sin", "cos", "tanh", "copysign")},
    "setp": _setp, "testp": _testp, "selp": _selp, "mov": _mov, "cvt": _cvt, "cvta": _cvta,
    "prmt": _prmt, "shf": _shf,
    "ld": _ld_st, "st": _ld_st, "atom": _atom, "red": _red, "cp": _cp_async,
    "ldmatrix": _ldmatrix, "stmatrix": _stmatrix, "mma": _mma_sync,
    "shfl": _shfl, "vote": _vote, "bar": _bar, "barrier": _bar, "bra": _bra, "ret": _ret,
    "exit": _ret, "trap": _trap, "mbarrier": _mbarrier, "mapa": _mapa, "tcgen05": _tcgen05,
    "fence": _fence,
    "prefetch": _nop, "prefetchu": _nop, "wgmma": _wgmma,
    # programmatic dependent launch: one grid runs here, with no kernel before it to wait for
    # and none after it to let start
    "griddepcontrol": _nop,
}


# ---------------------------------------------------------------- threads, warps, the CTA


class Thread(dict):
    """A thread: its registers are the dict's items (so an operand getter is an itemgetter);
    .r is the thread itself, for the code that reads like register access."""
    __slots__ = ("r", "cta", "laneid", "pc", "groups", "open_group", "pending_ld", "wg_vals",
                 "wg_count", "bulk_groups", "bulk_open", "frames", "local", "arrived")

    def __init__(self, cta, tid, laneid):
        super().__init__()
        self.r = self
        self.cta, self.laneid, self.pc = cta, laneid, 0
        self.groups = collections.deque()  # committed cp.async groups, oldest first
        self.open_group = []
        self.bulk_groups, self.bulk_open = collections.deque(), []  # TMA stores, the same way
        self.pending_ld = {}
        self.wg_vals, self.wg_count = {}, {}  # unfinished wgmma results, writers per register
        self.local = None  # its local memory (ld/st.local), made at the first access
        self.frames = []  # per call it is in, innermost last: the caller's values _enter kept
        self.arrived = None  # barrier.cluster.arrive not waited for yet: (phase, the warp's waits)
        self.update({"%tid.x": tid, "%tid.y": 0, "%tid.z": 0, "%laneid": laneid,
                     "%warpid": tid // 32})

    # a thread is itself, not the registers it holds: lists of lanes compare by identity
    __hash__ = object.__hash__

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return self is not other

    def finish_ld(self):
        self.r.update(self.pending_ld)
        self.pending_ld = {}


class Warp:
    def __init__(self, cta, wid, lanes):
        self.cta, self.wid, self.lane, self.live = cta, wid, lanes, list(lanes)
        # in messages: the CTA's rank too where the cluster has two
        self.name = f"warp {wid}" if cta.cluster.size == 1 else f"rank {cta.rank} warp {wid}"
        self.pc, self.diverged = 0, False
        self.state = "run"  # run, bar, spin, done
        # barriers waited at (bar.sync, barrier.cluster.wait), for the check of the CTA-wide
        # ones and of barrier.cluster's phases
        self.waits = 0
        self.wg_open, self.wg_groups = [], collections.deque()  # wgmma ops, groups


class CTA:
    def __init__(self, prog, params, ctaid, nctaid, memory, cluster, rank):
        self.prog, self.params, self.mem = prog, params, memory
        self.cluster, self.rank = cluster, rank
        self.warps = []
        for wid in range(-(-prog.ntid // 32)):
            lanes = [Thread(self, 32 * wid + i, i) for i in range(min(32, prog.ntid - 32 * wid))]
            self.warps.append(Warp(self, wid, lanes))
        special = {"%ntid.x": prog.ntid, "%ntid.y": 1, "%ntid.z": 1, "%cluster_ctarank": rank,
                   "%cluster_nctarank": cluster.size}
        for k, (ax, n) in enumerate(zip("xyz", (cluster.size, 1, 1))):  # the cluster spans x
            special[f"%ctaid.{ax}"], special[f"%nctaid.{ax}"] = ctaid[k], nctaid[k]
            special[f"%cluster_ctaid.{ax}"], special[f"%cluster_nctaid.{ax}"] = ctaid[k] % n, n
            special[f"%clusterid.{ax}"], special[f"%nclusterid.{ax}"] = \
                ctaid[k] // n, nctaid[k] // n
        for w in self.warps:
            for t in w.lane:
                t.update(special)
        self.shared = memory.shared if rank == 0 else bytearray(memory.shared)
        self.pend = bytearray(len(self.shared))  # bytes an unfinished async copy will write
        self.npend = 0
        self.reads = None  # per byte, how many unfinished MMAs read it (numpy, lazily)
        self.unfenced = bytearray(len(self.shared))  # written by the generic proxy, no fence
        self.nunfenced = 0
        self.nreads = 0
        self.bulk_src = bytearray(len(self.shared))  # read by a TMA store not yet waited for
        self.nbulk_src = 0
        self.bulk_writes = []  # (thread, the store's global writes) read, not yet complete
        self.mbars = {}
        self.queue = collections.deque()  # (what, completion) of TMA and tcgen05 operations
        self.bar_wait, self.bar_need = {}, {}
        self.spun = False  # set by an mbarrier.try_wait that failed
        self._tmem = None

    # memory
    def param_value(self, idx, off, n):
        v = self.params[idx]
        if isinstance(v, TensorMap):
            raise SimError("ld.param of a tensor map")
        if off:
            raise SimError("ld.param at an offset not simulated")
        if isinstance(v, int):
            return v & MASK[8 * n]
        return {8: bits_of_f64, 4: bits_of_f32, 2: bits_of_f16}[n](v)  # a float: the load's width

    def _shared_range(self, a, n, what, write=False):
        if a < 0 or a + n > len(self.shared):
            raise SimError(f"{what} of {n} bytes at shared {a:#x} outside "
                           f"{len(self.shared)} bytes")
        if self.npend and any(self.pend[a:a + n]):
            raise SimError(f"{what} of shared memory at {a:#x} that an unfinished async copy "
                           "writes (missing cp.async.wait_group / mbarrier wait)")
        if write and self.nbulk_src and any(self.bulk_src[a:a + n]):
            raise SimError(f"{what} of shared memory at {a:#x} that an unfinished TMA store "
                           "reads (missing cp.async.bulk.wait_group.read)")
        if write and self.nreads and any(self.reads[a:a + n]):
            raise SimError(f"{what} of shared memory at {a:#x} that an unfinished MMA reads "
                           "(missing wait on tcgen05.commit's mbarrier / wgmma.wait_group)")

    def _operand_bytes(self, addrs, n):
        """The byte addresses of the elements at addrs (n bytes each), checked: inside shared
        memory, and no unfinished async copy writes them."""
        import numpy as np
        span = (addrs[..., None] + np.arange(n)).reshape(-1)
        if span.min() < 0 or span.max() >= len(self.shared):
            raise SimError("MMA operand outside shared memory")
        if self.nunfenced and np.frombuffer(self.unfenced, np.uint8)[span].any():
            bad = int(span[np.frombuffer(self.unfenced, np.uint8)[span] != 0][0])
            raise SimError(f"MMA operand read of shared memory at {bad:#x} that st.shared or "
                           "cp.async wrote with no fence.proxy.async since")
        if self.npend and np.frombuffer(self.pend, np.uint8)[span].any():
            bad = int(span[np.frombuffer(self.pend, np.uint8)[span] != 0][0])
            raise SimError(f"MMA operand read of shared memory at {bad:#x} that an "
                           "unfinished async copy writes (missing cp.async.wait_group / "
                           "mbarrier wait)")
        return span

    def _mark_reads(self, span, delta):
        import numpy as np
        if self.reads is None:
            self.reads = np.zeros(len(self.shared), np.uint16)
        np.add.at(self.reads, span, delta)
        self.nreads += delta * len(span)

    def _gather(self, span, n):
        """The little-endian n-byte elements at the byte addresses span (n per element)."""
        import numpy as np
        b = np.frombuffer(self.shared, np.uint8)[span].reshape(-1, n).astype(np.uint32)
        return (b << (8 * np.arange(n, dtype=np.uint32))).sum(axis=1, dtype=np.uint32)

    def peer(self, a):
        """(CTA, offset) of a shared::cluster address (CLUSTER_SPAN): the shared memory of a CTA
        that has exited is no more."""
        if a < CLUSTER_SPAN:
            return self, a
        cta = self.cluster.member(a // CLUSTER_SPAN - 1, f"shared::cluster address {a:#x} of")
        if cta.exited:
            raise SimError(f"access to the shared memory of rank {cta.rank}, which has exited")
        return cta, a % CLUSTER_SPAN

    @property
    def exited(self):
        return all(w.state == "done" for w in self.warps)

    def read(self, space, a, n):
        if space == "shared::cluster":
            cta, a = self.peer(a)
            return cta.read("shared", a, n)
        if space == "shared":
            self._shared_range(a, n, "read")
            return self.shared[a:a + n]
        buf, off = self.mem.view(a, n)
        return buf[off:off + n]

    def write(self, space, a, data, t=None):
        """A store; by thread t (not the hardware's own writes) one of the generic proxy."""
        n = len(data)
        if space == "shared::cluster":
            cta, a = self.peer(a)
            return cta.write("shared", a, data, t)
        if space == "shared":
            self._shared_range(a, n, "write", write=True)
            if any(a <= m < a + n for m in self.mbars):
                raise SimError(f"store over the mbarrier at shared {a:#x}")
            self.shared[a:a + n] = data
            if t is not None:
                self._generic_write(a, n)
            return
        buf, off = self.mem.view(a, n)
        if isinstance(buf, bytes):
            raise SimError(f"store to the module's .const data at {a:#x}")
        buf[off:off + n] = data

    def _mark(self, a, n, on):
        self.pend[a:a + n] = (b"\1" if on else b"\0") * n
        self.npend += n if on else -n

    # cp.async: a thread's copies complete at its cp.async.wait_group, or when the CTA's queue
    # reaches a cp.async.mbarrier.arrive of the thread
    def cp_async(self, t, dst, src, size, srcsize):
        self._shared_range(dst, size, "cp.async", write=True)
        data = bytes(self.read("global", src, srcsize)) if srcsize else b""
        self._mark(dst, size, True)
        t.open_group.append([dst, data + bytes(size - len(data)), False])

    def _cp_finish(self, copy):
        dst, data, done = copy
        if not done:
            self._mark(dst, len(data), False)
            self.shared[dst:dst + len(data)] = data
            self._generic_write(dst, len(data))
            copy[2] = True

    # proxies: shared memory the generic proxy wrote is unfenced for the async proxy until a
    # fence.proxy.async. Any thread's fence counts (the writes may reach the fencing thread
    # through a barrier), so the check catches a missing fence, not one in the wrong thread.
    def _generic_write(self, a, n):
        self.unfenced[a:a + n] = b"\1" * n
        self.nunfenced += 1

    def proxy_fence(self):
        if self.nunfenced:
            self.unfenced[:] = bytes(len(self.unfenced))
            self.nunfenced = 0

    def cp_commit(self, t):
        t.groups.append(t.open_group)
        t.open_group = []

    def cp_wait(self, t, n):
        while len(t.groups) > n:
            for copy in t.groups.popleft():
                self._cp_finish(copy)

    def cp_mbar_arrive(self, t, bar, noinc):
        """cp.async.mbarrier.arrive: an arrive-on the mbarrier once every earlier cp.async of
        the thread completed; without .noinc the pending count first grows by one, so the
        arrive does not count towards the phase's expected arrivals."""
        mb = self.mbar(bar)
        copies = [c for g in t.groups for c in g] + t.open_group
        if not noinc:
            mb.pending += 1

        def complete():
            for c in copies:
                self._cp_finish(c)
            mb.arrive()
        self.queue.append(("cp.async.mbarrier.arrive", complete))

    # mbarriers
    def mbar_init(self, a, n):
        if a % 8:
            raise SimError(f"mbarrier at {a:#x} not 8-byte aligned")
        self._shared_range(a, 8, "mbarrier.init")
        self.mbars[a] = MBarrier(n, self)

    def mbar(self, a, space="shared"):
        """The mbarrier at a (in the CTA a shared::cluster address names)."""
        cta, a = self.peer(a) if space == "shared::cluster" else (self, a)
        if a not in cta.mbars:
            raise SimError(f"mbarrier at shared {a:#x} used before mbarrier.init")
        return cta.mbars[a]

    def wake_spinners(self):
        for w in self.warps:
            if w.state == "spin":
                w.state = "run"

    # TMA
    def tma_load(self, dst, taddr, coords, bar, mask=None):
        """A TMA load this CTA issues (its queue completes it): dst and bar are shared::cluster
        addresses in one CTA; with a multicast mask, the box lands at dst's offset in each CTA
        of the mask and completes on the mbarrier at bar's offset there."""
        tm = self._tmap(taddr, coords)
        (cta, dst), (home, bar) = self.peer(dst), self.peer(bar)
        if mask is None and home is not cta:
            raise SimError(f"TMA load into rank {cta.rank} on an mbarrier of rank {home.rank}")
        ctas = [cta] if mask is None else self.cluster.multicast(mask)
        data = self._tma_box(tm, coords)
        for c in ctas:
            self.queue.append(("TMA load", c.tma_landing(dst, tm.swizzle, data, bar)))

    def tma_landing(self, dst, swizzle, data, bar):
        """A TMA load's box arriving at dst here, checked and marked pending; the function
        that completes it (the data written, complete-tx on the mbarrier at bar)."""
        align = {0: 128, 1: 256, 2: 512, 3: 1024}[swizzle]
        if dst % align:
            raise SimError(f"TMA destination {dst:#x} not {align}-byte aligned for its swizzle")
        self.mbar(bar)
        self._shared_range(dst, len(data), "TMA write", write=True)
        self._mark(dst, len(data), True)

        def complete():
            if self.exited:
                raise SimError(f"TMA load into the shared memory of rank {self.rank}, which has "
                               "exited")
            self._mark(dst, len(data), False)
            self.unfenced[dst:dst + len(data)] = bytes(len(data))  # the async proxy wrote them
            for i in range(0, len(data), 16):
                a = swizzle_addr(dst + i, swizzle)
                self.shared[a:a + 16] = data[i:i + 16]
            self.mbar(bar).complete_tx(len(data))
        return complete

    def tma_store(self, t, taddr, coords, src):
        """The box at src is read (through the swizzle) when the thread's bulk group completes,
        its in-bound elements written to global memory when the writes complete
        (cp.async.bulk.wait_group without .read, or the kernel's end). Bytes the generic proxy
        wrote with no fence.proxy.async since must not be the source."""
        tm = self._tmap(taddr, coords)
        if any(c < 0 for c in coords):
            raise SimError(f"TMA store at negative coordinates {coords} (an illegal instruction "
                           "on the GPU)")
        align = {0: 128, 1: 256, 2: 512, 3: 1024}[tm.swizzle]
        if src % align:
            raise SimError(f"TMA store source {src:#x} not {align}-byte aligned for its swizzle")
        n = tm.elem_bytes * math.prod(d[2] for d in tm.dims)
        self._shared_range(src, n, "TMA store read")
        if self.nunfenced and any(self.unfenced[src:src + n]):  # the swizzle stays inside
            raise SimError(f"TMA store read of shared memory at {src:#x} that st.shared or "
                           "stmatrix wrote with no fence.proxy.async since")
        self.bulk_src[src:src + n] = b"\1" * n
        self.nbulk_src += n
        t.bulk_open.append((tm, coords, src, n))

    def bulk_commit(self, t):
        t.bulk_groups.append(t.bulk_open)
        t.bulk_open = []

    def bulk_wait(self, t, n, read):
        while len(t.bulk_groups) > n:
            for tm, coords, src, size in t.bulk_groups.popleft():
                self.bulk_src[src:src + size] = bytes(size)
                self.nbulk_src -= size
                data = bytearray(size)
                for i in range(0, size, 16):
                    a = swizzle_addr(src + i, tm.swizzle)
                    data[i:i + 16] = self.shared[a:a + 16]
                self.bulk_writes.append((t, tm, coords, bytes(data)))
        if not read:
            self.bulk_finish(t)

    def bulk_finish(self, t=None):
        """The global writes of the stores (of thread t, or all) whose source was read."""
        keep = []
        for w in self.bulk_writes:
            if t is None or w[0] is t:
                self._tma_unbox(*w[1:])
            else:
                keep.append(w)
        self.bulk_writes = keep

    def _tmap(self, taddr, coords):
        tm = self.params[(taddr - PARAM_BASE) // 256] if taddr >= PARAM_BASE else None
        if not isinstance(tm, TensorMap):
            raise SimError(f"cp.async.bulk.tensor with {taddr:#x}: not a tensor-map parameter")
        if len(coords) != len(tm.dims):
            raise SimError("cp.async.bulk.tensor: coordinates do not match the map's rank")
        return tm

    def _tma_unbox(self, tm, coords, data):
        """Writes the box's bytes (innermost dimension fastest) to the tensor, in-bound elements
        only."""
        eb, pos = tm.elem_bytes, 0
        boxes = [dim[2] for dim in tm.dims]
        idx = [0] * len(boxes)
        for k in range(math.prod(boxes)):
            rem = k
            for j, b in enumerate(boxes):
                idx[j] = rem % b
                rem //= b
            cs = [c + i for c, i in zip(coords, idx)]
            if all(0 <= c < d[0] for c, d in zip(cs, tm.dims)):
                off = sum(c * d[1] for c, d in zip(cs, tm.dims))
                buf, o = self.mem.view(tm.base + off * eb, eb)
                buf[o:o + eb] = data[pos:pos + eb]
            pos += eb

    def _tma_box(self, tm, coords):
        """The box's bytes, innermost dimension fastest, out-of-bound elements zero or NaN."""
        eb = tm.elem_bytes
        fill = (b"\xff" * eb) if tm.oob_nan else bytes(eb)
        out = bytearray()
        boxes = [dim[2] for dim in tm.dims]

        def rec(k, base_ok, off):
            if k < 0:
                return
            shape, stride, box = tm.dims[k]
            for i in range(box):
                c = coords[k] + i
                ok = base_ok and 0 <= c < shape
                if k == 0:
                    if ok:
                        buf, o = self.mem.view(tm.base + (off + c * stride) * eb, eb)
                        out.extend(buf[o:o + eb])
                    else:
                        out.extend(fill)
                else:
                    rec(k - 1, ok, off + c * stride)
        rec(len(boxes) - 1, True, 0)
        if len(out) % 16:
            raise SimError("TMA box not a multiple of 16 bytes")
        return bytes(out)

    # tcgen05
    @property
    def tmem(self):
        if self._tmem is None:
            self._tmem = TMem()
        return self._tmem

    def tc_mma(self, kind, dtaddr, adesc, bdesc, idesc, accumulate):
        import numpy as np
        if idesc & 0b111 or idesc >> 3 & 1 or idesc >> 30:
            raise SimError(f"instruction descriptor {idesc:#x}: sparsity/saturate/shift "
                           "not simulated")
        dtype = {0: "f16", 1: "f32", 2: "s32"}[idesc >> 4 & 3]
        aty, bty = IDESC_TYPES[kind].get(idesc >> 7 & 7), IDESC_TYPES[kind].get(idesc >> 10 & 7)
        if aty is None or bty is None or dtype == "f16":
            raise SimError(f"instruction descriptor {idesc:#x}: types not simulated")
        neg_a, neg_b = idesc >> 13 & 1, idesc >> 14 & 1
        a_mn, b_mn = idesc >> 15 & 1, idesc >> 16 & 1
        n, m = (idesc >> 17 & 0x3F) << 3, (idesc >> 24 & 0x1F) << 4
        # PTX ISA, tcgen05 matrix shapes: cta_group::1, dense, M = 64 or 128, N = 8 … 256 in
        # steps of 8
        if m not in TC_ROWS or not 8 <= n <= 256 or n % 8:
            raise SimError(f"tcgen05.mma M={m} N={n}: not a cta_group::1 shape")
        esize = MMA_BITS[aty] // 8
        kbytes = 32
        lane0, col = dtaddr >> 16, dtaddr & 0xFFFF
        if lane0:
            raise SimError("tcgen05.mma D must start at lane 0")
        rows = np.array([TC_ROWS[m](i) for i in range(m)])
        lanes, cols = sum(1 << int(x) for x in rows), range(col, col + n)
        self.tmem.check(lanes, cols, "tcgen05.mma", ordered=True)
        da, db = smem_desc(adesc), smem_desc(bdesc)
        # the operands must have arrived when the mma is issued, and stay until it completes
        a_span = self._operand_bytes(operand_addrs(da, m, kbytes, esize, a_mn), esize)
        b_span = self._operand_bytes(operand_addrs(db, n, kbytes, esize, b_mn), esize)
        entry = (lanes, cols)
        self.tmem.pending.append(entry)
        self._mark_reads(a_span, 1)
        self._mark_reads(b_span, 1)

        def complete():
            kk = kbytes // esize
            A = decode(aty, self._gather(self._operand_bytes(a_span, 1), esize)).reshape(m, kk)
            B = decode(bty, self._gather(self._operand_bytes(b_span, 1), esize)).reshape(n, kk)
            A, B = (-A if neg_a else A), (-B if neg_b else B)
            cells = self.tmem.cells[rows, col:col + n]
            if dtype == "f32":
                old = cells.view(np.float32).astype(np.float64) if accumulate else 0.0
                new = (old + A @ B.T).astype(np.float32).view(np.uint32)
            else:
                old = cells.view(np.int32).astype(np.int64) if accumulate else 0
                new = ((old + A.astype(np.int64) @ B.astype(np.int64).T)
                       .astype(np.int32).view(np.uint32))
            self.tmem.cells[rows, col:col + n] = new
            self.tmem.pending.remove(entry)
            self._mark_reads(a_span, -1)
            self._mark_reads(b_span, -1)
        self.queue.append(("tcgen05.mma", complete))

    # wgmma (sm_90)
    def wg_issue(self, w, spec, dregs, a_regs, a_desc, b_desc, accumulate):
        """Computes warp w's 16 rows of D now (reading the operands, which must have arrived);
        the registers show the results at the wait_group that completes the operation."""
        import numpy as np
        n, k, aty = spec["n"], spec["k"], spec["aty"]
        esize = MMA_BITS[aty] // 8
        row0 = 16 * (w.wid % 4)
        spans = []
        if a_regs is None:
            addrs = operand_addrs(wgmma_desc(a_desc), 64, 32, esize, spec["trans_a"])
            spans.append(self._operand_bytes(addrs[row0:row0 + 16], esize))
            A = decode(aty, self._gather(spans[-1], esize)).reshape(16, k)
        else:
            A = _wg_a_from_regs(w, a_regs, aty, k)
        spans.append(self._operand_bytes(operand_addrs(wgmma_desc(b_desc), n, 32, esize,
                                                       spec["trans_b"]), esize))
        B = decode(spec["bty"], self._gather(spans[-1], esize)).reshape(n, k)
        A, B = (-A if spec["neg_a"] else A), (-B if spec["neg_b"] else B)
        g, q = np.arange(32)[:, None] >> 2, np.arange(32)[:, None] & 3
        i = np.arange(n // 2)[None, :]
        rows, cols = g + 8 * (i % 4 >> 1), 8 * (i // 4) + 2 * q + i % 2
        prod = (A @ B.T)[rows, cols]
        results = {}
        for t in w.lane:
            old = [t.wg_vals.get(r, t.r[r]) if accumulate else 0 for r in dregs]
            if spec["dty"] == "f32":
                c = np.array([0 if v is POISON else v for v in old], np.uint32)
                acc = c.view(np.float32).astype(np.float64) + prod[t.laneid]
                vals = acc.astype(np.float32).view(np.uint32)
            else:
                c = np.array(old, np.int64)
                vals = (np.where(c >= 1 << 31, c - (1 << 32), c) + prod[t.laneid]).astype(
                    np.int64) & MASK[32]
            results[t] = [int(v) for v in vals]
            t.wg_vals.update(zip(dregs, results[t]))
            for r in dregs:
                t.r[r] = POISON
                t.wg_count[r] = t.wg_count.get(r, 0) + 1
        for sp in spans:
            self._mark_reads(sp, 1)
        held = {t: [t.r[r] for r in a_regs] for t in w.lane} if a_regs else {}
        w.wg_open.append((dregs, results, spans, a_regs, held))

    def wg_commit(self, w):
        w.wg_groups.append(w.wg_open)
        w.wg_open = []

    def wg_wait(self, w, n):
        while len(w.wg_groups) > n:
            for dregs, results, spans, a_regs, held in w.wg_groups.popleft():
                for sp in spans:
                    self._mark_reads(sp, -1)
                # A in registers is read until completion (a write in between, by a value
                # other than the one read, is caught here: attention's P packed too early)
                for t, vals in held.items():
                    for r, v in zip(a_regs, vals):
                        if t.r[r] != v:
                            raise SimError(f"register {r} written while a wgmma still reads it "
                                           "(missing wgmma.wait_group)")
                for t, vals in results.items():
                    for r, v in zip(dregs, vals):
                        if t.r[r] is not POISON:
                            raise SimError(f"register {r} written while a wgmma writes it")
                        t.wg_count[r] -= 1
                        if not t.wg_count[r]:
                            t.r[r] = v
                            del t.wg_count[r], t.wg_vals[r]

    def tc_commit(self, bar):
        self.mbar(bar, "shared::cluster")
        # the queue completes in order: the arrive follows every earlier tcgen05.mma
        self.queue.append(("tcgen05.commit",
                           lambda: self.mbar(bar, "shared::cluster").arrive()))

    # scheduling (Cluster.run)
    def finish(self):
        """The checks at the CTA's exit, the global writes of its TMA stores."""
        if self._tmem is not None and self._tmem.allocs:
            raise SimError("the kernel exited with tensor memory allocated")
        left = {bid: len(ws) for bid, ws in self.bar_wait.items() if ws}
        if left:
            raise SimError(f"the kernel exited with barrier phases incomplete (barrier: warps "
                           f"arrived) {left}: arrivals no one waits for")
        if self.queue:
            raise SimError(f"the kernel exited with {len(self.queue)} async operations "
                           f"unfinished (first: {self.queue[0][0]})")
        if any(w.wg_open or w.wg_groups for w in self.warps):
            raise SimError("the kernel exited with wgmma operations not waited for")
        if any(t.bulk_open or t.bulk_groups for w in self.warps for t in w.lane):
            raise SimError("the kernel exited with TMA stores whose shared-memory source was not "
                           "waited for (missing cp.async.bulk.wait_group.read)")
        self.bulk_finish()

    def run_warp(self, w, budget):
        code = self.prog.code
        while budget > 0 and w.state == "run":
            budget -= 1
            if w.diverged:
                pc = min(t.pc for t in w.live)
                lanes = [t for t in w.live if t.pc == pc]
            else:
                pc, lanes = w.pc, w.live
            ins = code[pc]
            try:
                nxt = self.step(w, ins, pc, lanes)
            except KeyError as e:
                raise SimError(f"{ins.text}: register {e} read before it is written") from None
            except SimError as e:
                if not str(e).startswith(w.name):
                    e.args = (f"{w.name}, {ins.text.split()[0]}: {e}",)
                raise
            except (TypeError, AttributeError):
                if any(POISON in t.r.values() for t in lanes):
                    raise SimError(f"{ins.text}: reads a register that an asynchronous "
                                   "operation has not delivered yet (missing tcgen05.wait::ld / "
                                   "wgmma.wait_group)") from None
                raise
            self.advance(w, lanes, nxt)

    def step(self, w, ins, pc, lanes):
        """Executes ins for lanes; returns the next pc (one per lane for a branch)."""
        kind = ins.kind
        if kind == "t":
            fn = ins.fn
            for t in lanes:
                fn(t)
            if self.spun:
                self.spun = False
                w.state = "spin"
            return pc + 1
        if kind == "w":
            ins.fn(self, w, lanes)
            return pc + 1
        if kind == "bra":
            return [ins.target if ins.fn(t) else pc + 1 for t in lanes]
        if kind == "exit":
            stay = [t for t in lanes if not ins.fn(t)]
            for t in list(lanes):
                if t not in stay:
                    w.live.remove(t)
                    self.cluster.leave(t)
            if not w.live:
                w.state = "done"
                self._release_bars()
            return [pc + 1] * len(stay) if stay else None
        bid, cnt, arrive, *guard = ins.fn
        if guard:
            lanes = [t for t in lanes if guard[0](t)]
            if not lanes:
                return pc + 1
        if w.diverged or len(lanes) != len(w.live):
            raise SimError(f"{ins.text}: executed by part of {w.name} only")
        self.barrier(w, bid(lanes[0]), cnt(lanes[0]) if cnt else None, arrive)
        return pc + 1

    def advance(self, w, lanes, nxt):
        if nxt is None:
            if w.live and not w.diverged:
                raise SimError("part of a warp exited while the rest is not there")
            if w.live:
                self._reconverge(w)
            return
        if isinstance(nxt, list):
            if not w.diverged and len(set(nxt)) == 1:
                w.pc = nxt[0]
                return
            for t, p in zip(lanes, nxt):
                t.pc = p
            if not w.diverged:
                for t in w.live:
                    if t not in lanes:
                        t.pc = w.pc
                w.diverged = True
            self._reconverge(w)
            return
        if w.diverged:
            for t in lanes:
                t.pc = nxt
            self._reconverge(w)
        else:
            w.pc = nxt

    @staticmethod
    def _reconverge(w):
        pcs = {t.pc for t in w.live}
        if len(pcs) == 1:
            w.pc, w.diverged = pcs.pop(), False
        else:
            w.diverged = True

    def barrier(self, w, bid, cnt, arrive=False):
        """Warp w arrives on barrier bid; unless `arrive` (bar.arrive) it waits until the
        barrier completes."""
        waiting = self.bar_wait.setdefault(bid, [])
        if any(x is w for x, _ in waiting):
            raise SimError(f"{w.name} arrives twice on barrier {bid} in one phase")
        waiting.append((w, not arrive))
        if not arrive:
            w.state, w.waits = "bar", w.waits + 1
        need = -(-cnt // 32) if cnt else None
        if waiting[:-1] and self.bar_need[bid] != need:
            raise SimError(f"barrier {bid}: thread counts {self.bar_need[bid]} and {need} "
                           "in one phase (warps)")
        self.bar_need[bid] = need
        self._release_bars()

    @staticmethod
    def same_waits(bid, waits):
        """At a CTA-wide barrier every warp has waited at as many barriers as every other (waits:
        the counts): compute-sanitizer's racecheck orders two threads' shared-memory accesses by
        the number of barriers each has waited at, so a warp one wait ahead (a named barrier
        only it waits on) has its accesses reported as racing with the others' across every
        later barrier, although PTX orders them."""
        counts = sorted(set(waits))
        if len(counts) > 1:
            raise SimError(f"CTA-wide barrier {bid}: the warps have waited at {counts} barriers "
                           "(racecheck would report races across it)")

    def _release_bars(self):
        """Completes every barrier that all its warps reached (all unfinished warps of the CTA
        without a thread count): the ones that wait there (not those that only arrived) run
        again."""
        for bid, waiting in self.bar_wait.items():
            need = self.bar_need[bid] or sum(1 for x in self.warps if x.state != "done")
            if waiting and len(waiting) >= need:
                if len(waiting) > need:
                    raise SimError(f"barrier {bid}: {len(waiting)} warps for a count of {need}")
                if self.bar_need[bid] is None:
                    self.same_waits(bid, [x.waits for x, _ in waiting])
                for x, waits in waiting:
                    if waits:
                        x.state = "run"
                self.bar_wait[bid] = []


class Cluster:
    """The CTAs of a run (a cluster of one or two), their warps interleaved by one seeded
    scheduler, and barrier.cluster: a phase completes when every thread of the cluster that has
    not exited arrived in it (`missing` counts the others)."""

    def __init__(self, prog, params, ctaid, nctaid, memory, seed, size):
        self.rng = random.Random(seed)
        self.size = size
        self.ctas = [CTA(prog, params, (ctaid[0] + r, *ctaid[1:]), nctaid, memory, self, r)
                     for r in range(size)]
        self.phase = 0
        self.missing = size * prog.ntid
        self.waiting = []  # warps at barrier.cluster.wait

    def member(self, rank, what):
        if not 0 <= rank < self.size:
            raise SimError(f"{what} rank {rank} of a cluster of {self.size}")
        return self.ctas[rank]

    def multicast(self, mask):
        """The CTAs of a multicast's mask (bit r: rank r)."""
        if not mask:
            raise SimError("multicast to no CTA (mask 0)")
        return [self.member(r, f"multicast (mask {mask:#x}) to") for r in range(16)
                if mask >> r & 1]

    def arrive(self, t):
        if t.arrived is not None:
            raise SimError("barrier.cluster.arrive twice without a wait")
        t.arrived = (self.phase, t.cta.warps[t["%tid.x"] // 32].waits)
        self.missing -= 1
        self._maybe_complete()

    def leave(self, t):
        """Thread t exited: the phases no longer wait for it."""
        if t.arrived is None or t.arrived[0] != self.phase:
            self.missing -= 1
            self._maybe_complete()

    def wait(self, w):
        """Warp w waits until the phases its lanes arrived in completed."""
        if any(t.arrived is None for t in w.live):
            raise SimError("barrier.cluster.wait without an arrive")
        done = all(t.arrived[0] < self.phase for t in w.live)
        for t in w.live:
            t.arrived = None
        w.waits += 1
        if not done:
            w.state = "bar"
            self.waiting.append(w)

    def _maybe_complete(self):
        if self.missing:
            return
        for cta in self.ctas:  # the arrivals of each CTA's warps, as at a CTA-wide barrier
            cta.same_waits("cluster", [t.arrived[1] for w in cta.warps for t in w.live
                                       if t.arrived and t.arrived[0] == self.phase])
        self.phase += 1
        self.missing = sum(len(w.live) for cta in self.ctas for w in cta.warps)
        for w in self.waiting:
            w.state = "run"
        self.waiting = []

    def run(self):
        """Runs a warp of either CTA that can, picked at random for a random number of
        instructions; when none can, completes the oldest operation of a CTA's queue (which
        CTA's: at random). A CTA's checks run as its last warp exits."""
        live = [w for cta in self.ctas for w in cta.warps if w.live]
        while True:
            runnable = [w for w in live if w.state == "run"]
            if not runnable:
                if all(w.state == "done" for w in live):
                    break
                busy = [cta for cta in self.ctas if cta.queue]
                if not busy:
                    raise SimError("deadlock: " + ", ".join(
                        f"{w.name} {w.state} at {w.cta.prog.code[w.pc].text!r}"
                        for w in live if w.state != "done"))
                # no draw for one: a cluster of one keeps the schedules it always had
                cta = busy[0] if len(busy) == 1 else self.rng.choice(busy)
                cta.queue.popleft()[1]()
                continue
            w = self.rng.choice(runnable)
            w.cta.run_warp(w, self.rng.randint(8, 400))
            if w.cta.exited:
                w.cta.finish()


def run(ptx, params, ctaid, memory, nctaid=(1, 1, 1), seed=0, entry=None, cluster=1):
    """Runs one CTA of the kernel, or with cluster=2 the cluster of two CTAs whose rank 0 is at
    ctaid (x even); params are the parameters' values in order (ints, floats for float
    parameters — encoded at the width ld.param reads —, TensorMap for the tensor-map
    parameters)."""
    prog = ptx if isinstance(ptx, Prog) else Prog(ptx, entry)
    if len(params) != len(prog.params):
        raise SimError(f"{len(params)} parameters for {len(prog.params)}")
    if cluster not in (1, 2) or ctaid[0] % cluster or nctaid[0] % cluster:
        raise SimError(f"a cluster of {cluster} at x = {ctaid[0]} of {nctaid[0]}: clusters of "
                       "one, or of two at an even x of an even grid, are simulated")
    for addr, data, writable in prog.data:
        memory.place(addr, data, writable)
    Cluster(prog, params, ctaid, nctaid, memory, seed, cluster).run()
    return prog


if __name__ == "__main__":
    if "--self-test" in sys.argv:
        import os
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import sim_test
        sys.exit(sim_test.main())
    sys.exit(2)
