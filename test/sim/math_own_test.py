#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The library's own math functions (codegen/ptx_math.c, CUTILE_CUDA_MATH=0: what a kernel with a
wgmma dot takes, and every kernel where NVRTC does not load) run on the CPU by ptxsim.py against
mpmath at 160 bits: test/lit/lower/math_f64.mlir, math_f32.mlir and math_f16.mlir (exp, exp2, log,
log2, pow, fpowi, sin, cos, tan, sinh, cosh, tanh, atan2, rsqrt, remf of the same inputs) compiled
for sm_80 (and the f64 one once more for sm_90a with a wgmma dot beside it: its divisions then take
Newton steps), a few of their CTAs simulated. Each finite result within its bound of the exact
value (1 ulp; f32 tan and rsqrt 2, CUDA's own bounds for tanf and rsqrtf; remf exact), results past
the type's range infinite, and the special cases — zeros, infinities, NaN, where the exact value is
not a finite non-zero real — bit for bit what C99 says (numpy's, which follows it). The inputs: the
specials, random magnitudes over the whole exponent range, the ranges where each function changes
its method (sinh below and above 1, tanh about 3/8, cosh near 1) and inputs that once failed.
test/gpu/compiled_kernels.c's math_f64 runs the f64 kernel on the GPU over 262144 inputs against
x87 long double.

    python3 test/sim/math_own_test.py CUTILE_BINARY
"""
import math
import os
import random
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402

try:
    import mpmath
    import numpy as np
except ImportError:
    print("math_own_test: needs mpmath and numpy (test/requirements.txt): skipped")
    sys.exit(77)

CTAS, BLOCK = 4, 256  # the kernels' tile: 256 elements a CTA
N = CTAS * BLOCK
FNS = ["exp", "exp2", "log", "log2", "pow", "fpowi", "sin", "cos", "tan", "sinh", "cosh", "tanh",
       "atan2", "rsqrt", "remf"]
# per type: struct code, fraction bits, smallest normal exponent, the specials (each type's
# range edges: overflow and underflow of exp, sinh and cosh), the bounds other than 1 ulp
TYPES = {
    "f64": ("d", 52, -1022,
            [5e-324, 2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308,
             -1.7976931348623157e308, 709.782712893384, 709.7827128933841, 710.4758600739439,
             -745.1332191019411, -745.1332191019412, 1e-300],
            {"remf": 0}),
    "f32": ("f", 23, -126,
            [1.401298464324817e-45, 1.1754943508222875e-38, 1.1754942106924411e-38,
             3.4028234663852886e+38, -3.4028234663852886e+38, 88.72283172607422,
             88.72283935546875, 89.41598510742188, -103.97207641601562, -103.97208404541016,
             1e-30],
            {"remf": 0, "tan": 2, "rsqrt": 2}),
    "f16": ("e", 10, -14,
            [5.960464477539063e-08, 6.103515625e-05, 6.097555160522461e-05, 65504.0, -65504.0,
             11.08984375, 11.0859375, 12.0, -17.328125, -16.625, 1e-5],
            {"remf": 0}),
}
SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, -0.5, 2.0, 22.0,
           0.7853981633974483, 1.5707963267948966, 3.141592653589793, 1e22, 1.0000000000000002,
           0.9999999999999999, 20.0, -20.0, 0.375, -0.375]
# inputs the earlier f64 forms got wrong by more than an ulp (tanh 1.5, cosh 1.02, sinh 1.3)
ONCE_WRONG = [-0.5246405969050976, 0.06180069239368763, 0.5153293028054676, -2.3944297873579288,
              1.2988476354217044, -1.4295400648329153, 1.4100214989199942]
# (x, y) pairs the f64 forms got wrong on the GPU (an H100), placed last: atan2 of a subnormal x
# over a normal y (1.27 and 1.01 ulp: the quotient's tail was below the subnormals)
ONCE_WRONG_PAIRS = [(float.fromhex(a), float.fromhex(b)) for a, b in (
    ("0x0.000006e18d809p-1022", "0x1.ed13cb3db182bp-631"),
    ("0x0.0000097a9fe14p-1022", "0x1.9c15e7a9a682p-116"))]


def rounded(vals, code):
    """vals as values of the type (struct code d or f: f32 rounds, overflowing to ±inf)."""
    out = []
    for v in vals:
        try:
            out.append(struct.unpack("<" + code, struct.pack("<" + code, v))[0])
        except OverflowError:
            out.append(math.copysign(math.inf, v))
    return out


def inputs(rng, ty):
    """x, y and n, N each, values of type ty."""
    code, mant, emin, special, _ = TYPES[ty]
    lo, hi = emin - mant - 1, -emin + 2

    def rand_exp(a, b):
        return rng.choice((-1, 1)) * math.ldexp(1 + rng.random(), rng.randrange(a, b))
    kinds = [lambda: rng.uniform(-10, 10), lambda: rand_exp(lo, hi),
             lambda: rng.randrange(1, 100000) * math.pi / 2 * (1 + rng.uniform(-1e-15, 1e-15)),
             lambda: rng.uniform(-750, 750), lambda: 1 + rand_exp(-mant - 1, 0),
             lambda: rng.choice((-1, 1)) * rng.uniform(0.25, 0.6), lambda: rng.uniform(-1.6, 1.6),
             lambda: rand_exp(-32, 32)]
    x = SPECIAL + special + ONCE_WRONG
    x += [kinds[i % len(kinds)]() for i in range(N - len(x))]
    ykinds = [lambda: rng.uniform(-30, 30), lambda: float(rng.randrange(-60, 61)),
              lambda: rand_exp(lo, hi), lambda: rand_exp(-10, 10)]
    ys = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 3.0, -3.0]
    y = [ys[i % 64] if i % 64 < len(ys) else ykinds[i // 8 % 4]() for i in range(N)]
    for k, (a, b) in enumerate(ONCE_WRONG_PAIRS):
        x[N - 1 - k], y[N - 1 - k] = a, b
    n = [rng.randrange(-60, 61) if i % 3 == 0 else rng.randrange(-2**31, 2**31) if i % 3 == 1
         else rng.randrange(-1, 2) for i in range(N)]
    return rounded(x, code), rounded(y, code), n


def exact(f, x, y, n):
    """f's exact value as an mpf, or None where it is not a finite non-zero real (numpy then)."""
    if not math.isfinite(x) or x == 0 or (f in ("pow", "atan2") and not math.isfinite(y)):
        return None
    mx, my = mpmath.mpf(x), mpmath.mpf(y)
    if f in ("log", "log2", "rsqrt") and x < 0:
        return None
    if f == "pow" and (y == 0 or (x < 0 and y != int(y))):
        return None
    if f == "atan2" and y == 0:
        return None
    if f == "remf":
        return None  # exact in numpy (C fmod)
    v = {"exp": lambda: mpmath.exp(mx), "exp2": lambda: mpmath.power(2, mx),
         "log": lambda: mpmath.log(mx), "log2": lambda: mpmath.log(mx, 2),
         "pow": lambda: mpmath.power(mx, my), "fpowi": lambda: mpmath.power(mx, n),
         "sin": lambda: mpmath.sin(mx), "cos": lambda: mpmath.cos(mx),
         "tan": lambda: mpmath.tan(mx),
         "sinh": lambda: mpmath.sinh(mx), "cosh": lambda: mpmath.cosh(mx),
         "tanh": lambda: mpmath.tanh(mx), "atan2": lambda: mpmath.atan2(mx, my),
         "rsqrt": lambda: 1 / mpmath.sqrt(mx)}[f]()
    return v if v != 0 else None


def special(f, x, y, n, ty):
    """C99's value in type ty (numpy follows it), for the inputs exact() leaves out."""
    npt = {"f64": np.float64, "f32": np.float32, "f16": np.float16}[ty]
    with np.errstate(all="ignore"):
        X, Y = npt(x), npt(y)
        return float({"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2,
                      "sin": np.sin, "cos": np.cos, "tan": np.tan, "sinh": np.sinh,
                      "cosh": np.cosh, "tanh": np.tanh,
                      "rsqrt": lambda v: npt(1) / np.sqrt(v)}[f](X)
                     if f not in ("pow", "fpowi", "atan2", "remf") else
                     {"pow": lambda: np.power(X, Y),  # n exact (f32 would round its parity)
                      "fpowi": lambda: npt(np.power(np.float64(x), np.float64(n))),
                      "atan2": lambda: np.arctan2(X, Y), "remf": lambda: np.fmod(X, Y)}[f]())


def ulps(got, v, ty):
    """|got − v| in ulps of v rounded to type ty; a v past its range must give an infinity."""
    code, mant, emin = TYPES[ty][:3]
    r = rounded([float(v)], code)[0]
    if math.isinf(r):
        return 0.0 if got == r else math.inf
    if not math.isfinite(got):
        return math.inf
    e = math.frexp(r)[1] if r else emin - mant
    return float(abs(mpmath.mpf(got) - v) / mpmath.ldexp(1, max(e - 1, emin) - mant))


def same(got, want):
    return (math.isnan(got) and math.isnan(want)) or (got == want and math.copysign(1, got) ==
                                                       math.copysign(1, want))


# A wgmma dot (sm_90a) makes the f64 forms divide by Newton steps instead of div.rn.f64, whose
# subroutine would serialise the wgmma (ptx_math.c f64_quot): the f64 kernel runs again with
# one (_dot_ops), its 64x64 product stored past the elements checked.
def _dot_ops():
    t = "!cuda_tile.tile<{}>".format
    view = "!cuda_tile.tensor_view<65536xf64, strides=[1]>"
    part = f"!cuda_tile.partition_view<tile=(4096), {view}, dim_map=[0]>"
    weak = "memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>"
    a, b, c, d = t("64x16xf16"), t("16x64xf16"), t("64x64xf32"), t("64x64xf64")
    ops = [f'%wa = "cuda_tile.constant"() <{{value = dense<1.0> : {a}}}> : () -> {a}',
           f'%wb = "cuda_tile.constant"() <{{value = dense<1.0> : {b}}}> : () -> {b}',
           f'%wc = "cuda_tile.constant"() <{{value = dense<0.0> : {c}}}> : () -> {c}',
           f'%wd = "cuda_tile.mmaf"(%wa, %wb, %wc) : ({a}, {b}, {c}) -> {c}',
           f'%we = "cuda_tile.ftof"(%wd) <{{rounding_mode = #cuda_tile.rounding<nearest_even>}}>'
           f' : ({c}) -> {d}',
           f'%wf = "cuda_tile.reshape"(%we) : ({d}) -> {t("4096xf64")}',
           f'%wv = "cuda_tile.make_partition_view"(%to_rsqrt) : ({view}) -> {part}',
           f'%wi = "cuda_tile.constant"() <{{value = dense<15> : {t("i32")}}}> : () -> {t("i32")}',
           f'%wt = "cuda_tile.store_view_tko"(%wf, %wv, %wi) <{{{weak}, operandSegmentSizes = '
           f'array<i32: 1, 1, 1, 0>}}> : ({t("4096xf64")}, {part}, {t("i32")}) -> !cuda_tile.token']
    return "".join("    " + op + "\n" for op in ops)


def compile_own(cutile, ty, wgmma, tmp):
    """math_<ty>.mlir in the library's own forms, for sm_80, or with a dot for sm_90a."""
    src, out = os.path.join(ROOT, f"test/lit/lower/math_{ty}.mlir"), os.path.join(tmp, "m.ptx")
    if wgmma:
        with open(src) as f:
            ret = '    "cuda_tile.return"'
            text = f.read().replace(ret, _dot_ops() + ret, 1)
        src = os.path.join(tmp, "m.mlir")
        with open(src, "w") as f:
            f.write(text)
    subprocess.run([cutile, "compile", "--gpu-name", "sm_90a" if wgmma else "sm_80",
                    "--no-cache", "--emit", "ptx", src, "-o", out],
                   check=True, env=dict(os.environ, CUTILE_CUDA_MATH="0"))
    with open(out) as f:
        text = f.read()
    if wgmma and "wgmma.mma_async" not in text:
        raise SystemExit("math_own_test: the f64 kernel with a dot has no wgmma")
    return ptxsim.Prog(text)


def run(cutile, ty, wgmma=False):
    """Whether every function of type ty meets its bound; prints a line each."""
    code, _, _, _, bounds = TYPES[ty]
    x, y, n = inputs(random.Random(5), ty)
    with tempfile.TemporaryDirectory() as tmp:
        prog = compile_own(cutile, ty, wgmma, tmp)
    if "ct_cm_" in "".join(prog.funcs):
        print(f"math {ty}: the kernel calls CUDA's math library, not the library's own forms")
        return False
    ty_name = ty + (" (wgmma kernel)" if wgmma else "")
    mem, full, eb = ptxsim.Memory(), 65536, struct.calcsize(code)  # the CTAs past ours not run
    bufs = [mem.buffer(struct.pack(f"<{N}{code}", *x) + bytes(eb * (full - N))),
            mem.buffer(struct.pack(f"<{N}{code}", *y) + bytes(eb * (full - N))),
            mem.buffer(struct.pack(f"<{N}i", *n) + bytes(4 * (full - N)))]
    bufs += [mem.buffer(b"\xff" * eb * full) for _ in FNS]
    for b in range(CTAS):
        ptxsim.run(prog, bufs, (b, 0, 0), mem, nctaid=(full // BLOCK, 1, 1))
    ok = True
    for k, f in enumerate(FNS):
        got = struct.unpack(f"<{N}{code}", mem.bytes_of(bufs[3 + k])[:eb * N])
        worst, bad, bound = 0.0, [], bounds.get(f, 1)
        for i in range(N):
            v = exact(f, x[i], y[i], n[i])
            if v is None:
                good, u = same(got[i], special(f, x[i], y[i], n[i], ty)), 0.0
            else:
                u = ulps(got[i], v, ty)
                good = u <= bound
                worst = max(worst, u) if good else worst
            if not good:
                want = (f"{mpmath.nstr(v, 20)} ({u:.2f} ulp)" if v is not None else
                        repr(special(f, x[i], y[i], n[i], ty)))
                bad.append(f"{f}({x[i]!r}, {y[i]!r} | {n[i]}) = {got[i]!r}, want {want}")
        print(f"math {ty_name} {f:<6} worst {worst:.3f} ulp (bound {bound}), "
              f"{len(bad)} of {N} wrong")
        for line in bad[:3]:
            print("   ", line)
        ok = ok and not bad
    return ok


def main():
    cutile = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("CUTILE", "build/bin/cutile")
    mpmath.mp.prec = 160
    results = [run(cutile, ty) for ty in TYPES] + [run(cutile, "f64", wgmma=True)]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
