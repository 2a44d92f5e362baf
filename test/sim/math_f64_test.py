#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The library's own f64 math functions (codegen/ptx_math.c d_*, CUTILE_CUDA_MATH=0) run on the
CPU by ptxsim.py against mpmath at 160 bits: test/lit/lower/math_f64.mlir (exp, exp2, log, log2,
pow, fpowi, sin, cos, tan, sinh, cosh, tanh, atan2, rsqrt, remf of the same inputs) compiled
for sm_80, a few of its CTAs simulated. Each finite result within 1 ulp of the exact value
(remf exact), results past the f64 range infinite, and the special cases — zeros, infinities,
NaN, where the exact value is not a finite non-zero real — bit for bit what C99 says (numpy's,
which follows it). The inputs: the specials, random magnitudes over the whole exponent range,
the ranges where each function changes its method (sinh below and above 1, tanh about 3/8,
cosh near 1) and inputs that once failed. test/gpu/compiled_kernels.c's math_f64 runs the
same kernel on the GPU over 262144 inputs against x87 long double.

    python3 test/sim/math_f64_test.py CUTILE_BINARY
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
    print("math_f64_test: needs mpmath and numpy (test/requirements.txt): skipped")
    sys.exit(77)

CTAS, BLOCK = 4, 256  # the kernel's tile: 256 elements a CTA
N = CTAS * BLOCK
FNS = ["exp", "exp2", "log", "log2", "pow", "fpowi", "sin", "cos", "tan", "sinh", "cosh", "tanh",
       "atan2", "rsqrt", "remf"]
SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, -0.5, 2.0, 5e-324, -5e-324,
           2.2250738585072014e-308, 2.225073858507201e-308, 1.7976931348623157e308,
           -1.7976931348623157e308, 709.782712893384, 709.7827128933841, 710.4758600739439,
           -745.1332191019411, -745.1332191019412, 22.0, 0.7853981633974483, 1.5707963267948966,
           3.141592653589793, 1e22, 1.0000000000000002, 0.9999999999999999, 20.0, -20.0, 1e-300,
           0.375, -0.375]
# inputs the earlier forms got wrong by more than an ulp (tanh 1.5, cosh 1.02, sinh 1.3)
ONCE_WRONG = [-0.5246405969050976, 0.06180069239368763, 0.5153293028054676, -2.3944297873579288,
              1.2988476354217044, -1.4295400648329153, 1.4100214989199942]


def inputs(rng):
    """x, y and n, N each."""
    def rand_exp(lo, hi):
        return rng.choice((-1, 1)) * math.ldexp(1 + rng.random(), rng.randrange(lo, hi))
    kinds = [lambda: rng.uniform(-10, 10), lambda: rand_exp(-1075, 1024),
             lambda: rng.randrange(1, 100000) * math.pi / 2 * (1 + rng.uniform(-1e-15, 1e-15)),
             lambda: rng.uniform(-750, 750), lambda: 1 + rand_exp(-53, 0),
             lambda: rng.choice((-1, 1)) * rng.uniform(0.25, 0.6), lambda: rng.uniform(-1.6, 1.6),
             lambda: rand_exp(-32, 32)]
    x = SPECIAL + ONCE_WRONG
    x += [kinds[i % len(kinds)]() for i in range(N - len(x))]
    ykinds = [lambda: rng.uniform(-30, 30), lambda: float(rng.randrange(-60, 61)),
              lambda: rand_exp(-1075, 1024), lambda: rand_exp(-10, 10)]
    ys = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 3.0, -3.0]
    y = [ys[i % 64] if i % 64 < len(ys) else ykinds[i // 8 % 4]() for i in range(N)]
    n = [rng.randrange(-60, 61) if i % 3 == 0 else rng.randrange(-2**31, 2**31) if i % 3 == 1
         else rng.randrange(-1, 2) for i in range(N)]
    return x, y, n


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


def special(f, x, y, n):
    """C99's value (numpy follows it), for the inputs exact() leaves out."""
    with np.errstate(all="ignore"):
        X, Y = np.float64(x), np.float64(y)
        return float({"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2,
                      "sin": np.sin, "cos": np.cos, "tan": np.tan, "sinh": np.sinh,
                      "cosh": np.cosh, "tanh": np.tanh,
                      "rsqrt": lambda v: np.float64(1) / np.sqrt(v)}[f](X)
                     if f not in ("pow", "fpowi", "atan2", "remf") else
                     {"pow": lambda: np.power(X, Y), "fpowi": lambda: np.power(X, np.float64(n)),
                      "atan2": lambda: np.arctan2(X, Y), "remf": lambda: np.fmod(X, Y)}[f]())


def ulps(got, v):
    """|got − v| in ulps of v rounded to f64; a v past the f64 range must give an infinity."""
    r = float(v)
    if math.isinf(r):
        return 0.0 if got == r else math.inf
    if not math.isfinite(got):
        return math.inf
    e = math.frexp(r)[1] if r else -1073
    return float(abs(mpmath.mpf(got) - v) / mpmath.ldexp(1, max(e - 1, -1022) - 52))


def same(got, want):
    return (math.isnan(got) and math.isnan(want)) or (got == want and math.copysign(1, got) ==
                                                       math.copysign(1, want))


def main():
    cutile = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("CUTILE", "build/bin/cutile")
    mpmath.mp.prec = 160
    x, y, n = inputs(random.Random(5))
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "m.ptx")
        subprocess.run([cutile, "compile", "--gpu-name", "sm_80", "--no-cache", "--emit", "ptx",
                        os.path.join(ROOT, "test/lit/lower/math_f64.mlir"), "-o", out], check=True,
                       env=dict(os.environ, CUTILE_CUDA_MATH="0"))
        with open(out) as f:
            prog = ptxsim.Prog(f.read())
    if "ct_cm_" in "".join(prog.funcs):
        print("math_f64_test: the kernel calls CUDA's math library, not the library's own forms")
        return 1
    mem = ptxsim.Memory()
    full = 65536  # the kernel's static extent: the CTAs past ours are not run
    bufs = [mem.buffer(struct.pack(f"<{N}d", *x) + bytes(8 * (full - N))),
            mem.buffer(struct.pack(f"<{N}d", *y) + bytes(8 * (full - N))),
            mem.buffer(struct.pack(f"<{N}i", *n) + bytes(4 * (full - N)))]
    bufs += [mem.buffer(b"\xff" * 8 * full) for _ in FNS]
    for b in range(CTAS):
        ptxsim.run(prog, bufs, (b, 0, 0), mem, nctaid=(full // BLOCK, 1, 1))
    failed = 0
    for k, f in enumerate(FNS):
        got = struct.unpack(f"<{N}d", mem.bytes_of(bufs[3 + k])[:8 * N])
        worst, bad = 0.0, []
        for i in range(N):
            v = exact(f, x[i], y[i], n[i])
            if v is None:
                ok, u = same(got[i], special(f, x[i], y[i], n[i])), 0.0
            else:
                u = ulps(got[i], v)
                ok = u <= (0 if f == "remf" else 1)
                worst = max(worst, u) if ok else worst
            if not ok:
                want = (f"{mpmath.nstr(v, 20)} ({u:.2f} ulp)" if v is not None else
                        repr(special(f, x[i], y[i], n[i])))
                bad.append(f"{f}({x[i]!r}, {y[i]!r} | {n[i]}) = {got[i]!r}, want {want}")
        print(f"math f64 {f:<6} worst {worst:.3f} ulp, {len(bad)} of {N} wrong")
        for line in bad[:3]:
            print("   ", line)
        failed += bool(bad)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
