# SPDX-License-Identifier: Apache-2.0
"""Host side of the differential runs, without a GPU: element types, input data with edge
values, the flat kernel parameter list of the cuTile calling convention, and the comparison of
two results. numpy only (run.py adds the driver)."""
import struct

import numpy as np

GUARD = 64  # bytes after each array, filled like the array's padding and checked after a run

# dtype -> (bytes, exponent bits, mantissa bits) for floats; ints: (bytes, None, None)
DTYPES = {
    "i1": (1, None, None), "i8": (1, None, None), "i16": (2, None, None),
    "i32": (4, None, None), "i64": (8, None, None),
    "f16": (2, 5, 10), "bf16": (2, 8, 7), "f32": (4, 8, 23), "f64": (8, 11, 52),
    "f8E4M3FN": (1, 4, 3), "f8E5M2": (1, 5, 2),
}
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}

# Bounds of the comparison where a module may round differently (see gen.py, launches.py):
# |a - b| <= RTOL * ((|a| + |b|) / 2 + scale), scale = the median magnitude of tileiras's finite
# values among the array's first 65536 (so that cancellation near zero is judged against the
# array's size).
# About 2^(1 - mantissa bits) * 64 for f32/f64 (accumulation order over a few hundred terms,
# libdevice against approximate hardware functions), 4 ulps for the narrow types.
RTOL = {"f64": 1e-9, "f32": 1e-4, "f16": 4e-3, "bf16": 3e-2, "f8E4M3FN": 0.25, "f8E5M2": 0.5}


def is_float(dt):
    return DTYPES[dt][1] is not None


def esize(dt):
    return DTYPES[dt][0]


def span(shape, strides):
    """Elements from the first to one past the last addressed element."""
    if any(s == 0 for s in shape):
        return 0
    return 1 + sum((n - 1) * s for n, s in zip(shape, strides))


def float_bits(dt, values):
    """Bits (unsigned ints) of float64 values in dt (bf16: truncated; fine for data)."""
    v = np.asarray(values, dtype=np.float64)
    if dt == "f64":
        return v.view(np.uint64)
    if dt == "f32":
        with np.errstate(over="ignore"):
            return v.astype(np.float32).view(np.uint32)
    if dt == "f16":
        with np.errstate(over="ignore"):
            return v.astype(np.float16).view(np.uint16)
    with np.errstate(over="ignore"):
        b32 = v.astype(np.float32).view(np.uint32)
    assert dt == "bf16", dt
    return (b32 >> 16).astype(np.uint16)


def f8_table(dt):
    """float64 value of each of the 256 codes of an 8-bit float type."""
    _, e, m = DTYPES[dt]
    bias = (1 << (e - 1)) - 1
    out = np.zeros(256)
    for c in range(256):
        s = -1.0 if c & 0x80 else 1.0
        ex = (c >> m) & ((1 << e) - 1)
        mant = c & ((1 << m) - 1)
        if dt == "f8E4M3FN" and (c & 0x7F) == 0x7F:
            out[c] = np.nan
        elif dt == "f8E5M2" and ex == 31:
            out[c] = s * np.inf if mant == 0 else np.nan
        elif ex == 0:
            out[c] = s * mant * 2.0 ** (1 - bias - m)
        else:
            out[c] = s * (1 + mant / (1 << m)) * 2.0 ** (ex - bias)
    return out


_F8 = {dt: f8_table(dt) for dt in ("f8E4M3FN", "f8E5M2")}


def specials(dt):
    """Edge values of dt as bits: NaNs, signed zeros and infinities, subnormals, extremes."""
    nb, e, m = DTYPES[dt]
    if e is None:
        bits = 8 * nb
        if dt == "i1":
            return [0, 1]
        mask = (1 << bits) - 1
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        return [x & mask for x in (0, 1, -1, lo, hi, lo + 1, hi - 1, 2, -2)]
    sign = 1 << (e + m)
    expm = ((1 << e) - 1) << m
    one = ((1 << (e - 1)) - 1) << m
    vals = [0, sign, 1, (1 << m) - 1, sign | 1, 1 << m, one, sign | one]
    if dt == "f8E4M3FN":
        vals += [0x7F, 0xFF, 0x7E, 0xFE]
    else:
        vals += [expm | (1 << (m - 1)), sign | expm | (1 << (m - 1)), expm | 1, expm, sign | expm,
                 expm - 1, sign | (expm - 1)]
    return vals


def fill(p, rng, edges):
    """Bytes of the storage of array param p (span elements + GUARD)."""
    dt = p["dtype"]
    nb = esize(dt)
    n = span(p["shape"], p["strides"])
    kind = p.get("fill", "rand")
    u = UINT[nb]
    if kind == "zero":
        el = np.zeros(n, dtype=u)
    elif kind == "bool" or dt == "i1":
        el = rng.integers(0, 2, n).astype(u)
    elif kind.startswith("index:"):
        el = rng.integers(0, int(kind[6:]), n).astype(np.int64).astype(u)
    elif kind == "perm":  # distinct indices 0…n−1: scatters through them never collide
        el = rng.permutation(n).astype(np.int64).astype(u)
    elif dt in _F8:  # every finite code
        el = rng.integers(0, 256, n).astype(u)
        el[~np.isfinite(_F8[dt][el])] = 0
    elif is_float(dt):
        x = rng.standard_normal(n) * np.exp2(rng.uniform(-4, 4, n))
        el = float_bits(dt, x).astype(u)
    else:
        el = rng.integers(0, 256, n * nb, dtype=np.uint8).view(u).copy()  # the full range
    if edges and kind == "rand" and n:
        sp = np.array(specials(dt), dtype=np.uint64).astype(u)
        pick = rng.random(n) < 0.05
        el[pick] = sp[rng.integers(0, len(sp), int(pick.sum()))]
    raw = el.astype(u).view(np.uint8)
    pad = rng.integers(0, 256, GUARD, dtype=np.uint8)  # guard: random, must stay as it is
    return np.concatenate([raw, pad])


def flat_params(params, ptrs):
    """The flat kernel parameters [(type, value)] of the cuTile calling convention: per array
    its base pointer, its shape, then its strides (in elements, the kernel's index type); per
    scalar its value. ptrs: device address of each array, in order."""
    out = []
    k = 0
    for p in params:
        if p["kind"] == "array":
            out.append(("ptr", ptrs[k]))
            k += 1
            ix = p.get("index", "i32")
            out += [(ix, n) for n in p["shape"]] + [(ix, s) for s in p["strides"]]
        else:
            out.append((p["dtype"], p["value"]))
    return out


def slot_bytes(ty, v):
    """One 8-byte little-endian parameter slot (32-bit and smaller values in the low bytes)."""
    if ty == "ptr" or ty == "i64":
        b = struct.pack("<Q", v & (2 ** 64 - 1))
    elif ty == "i32":
        b = struct.pack("<i", v)
    elif ty == "i16":
        b = struct.pack("<h", v)
    elif ty in ("i8", "i1"):
        b = struct.pack("<I", int(v) & 0xFF)
    elif ty == "f32":
        b = struct.pack("<f", v)
    elif ty == "f64":
        b = struct.pack("<d", v)
    elif ty == "f16":
        b = struct.pack("<e", v)
    else:
        raise ValueError("no slot for a %s parameter" % ty)
    return b.ljust(8, b"\0")


def to_float(dt, bits):
    with np.errstate(invalid="ignore"):
        return _to_float(dt, bits)


def _to_float(dt, bits):
    if dt == "f64":
        return bits.view(np.float64)
    if dt == "f32":
        return bits.view(np.float32).astype(np.float64)
    if dt == "f16":
        return bits.view(np.float16).astype(np.float64)
    if dt == "bf16":
        return (bits.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return _F8[dt][bits]


def rtol_of(dt, approx):
    """The relative bound of a float array of type dt whose values were rounded in type approx
    (a type name, or True: dt's own)."""
    return max(RTOL[dt], RTOL.get(approx, 0.0) if isinstance(approx, str) else 0.0)


def compare(p, init, a, b, approx, values=True):
    """Differences between tileiras's bytes a and ours b of array p (init: before both runs);
    values=False: the guard bytes only. approx: compare within a bound, that of p's dtype or,
    when approx names a float type (a generated program's taint), that type's if looser.
    Returns a list of strings (empty: agreement)."""
    dt = p["dtype"]
    nb = esize(dt)
    n = span(p["shape"], p["strides"])
    issues = []
    for who, r in (("tileiras", a), ("ours", b)):
        if not np.array_equal(r[n * nb:], init[n * nb:]):
            issues.append("%s wrote past the array's last element" % who)
    if not values:
        return issues
    ua, ub = a[:n * nb].view(UINT[nb]), b[:n * nb].view(UINT[nb])
    same = ua == ub
    if is_float(dt):
        fa, fb = to_float(dt, ua), to_float(dt, ub)
        both_nan = np.isnan(fa) & np.isnan(fb)
        same |= both_nan
        if approx:
            fin = np.isfinite(fa) & np.isfinite(fb)
            mag = np.abs(fa[:1 << 16][np.isfinite(fa[:1 << 16])])  # a sample is enough
            scale = float(np.median(mag)) if mag.size else 0.0
            with np.errstate(invalid="ignore", over="ignore"):
                close = np.abs(fa - fb) <= rtol_of(dt, approx) * ((np.abs(fa) + np.abs(fb)) / 2 + scale)
            same |= fin & close
    bad = np.nonzero(~same)[0]
    if bad.size:
        ex = ", ".join("[%d] %s vs %s" % (i, fmt(dt, ua[i]), fmt(dt, ub[i])) for i in bad[:4])
        issues.append("%d of %d elements differ (%s): %s" % (bad.size, n, "bound" if approx and is_float(dt) else "exact", ex))
    return issues


def fmt(dt, bits):
    w = 2 * esize(dt)
    if is_float(dt):
        return "0x%0*X(%.9g)" % (w, int(bits), float(to_float(dt, np.array([bits]))[0]))
    return "0x%0*X" % (w, int(bits))
