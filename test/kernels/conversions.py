# SPDX-License-Identifier: Apache-2.0
"""Conversions for libcutile_rt tests (written for this project); results are stored as
bits (bitcast to ints) so that the host can compare them bit for bit.

ftof_rounding (13.4: the directed and nearest_away modes need it)  X f32, H f16, Bf bf16 ->
    R[11, n] int16:  0 bf16(x) rn    1 bf16(x) rz    2 f16(x) rn    3 f16(x) rz
                     4 bf16(h) rn    5 bf16(h) rz
                     6 f16(bf) rn    7 f16(bf) rz    8 f16(bf) rm    9 f16(bf) rp   10 f16(bf) ra
    (every f32 -> bf16/f16 mode cuTile's table allows; rm/rp/ra are allowed from bf16 only)
widen16   H16 (f16 bits as int16), B16 (bf16 bits) -> Yh, Yb f32: bitcast then ftof (exact)
f8_bits   X f32 -> E4, E5 (e4m3fn / e5m2 bits, rn: the only mode allowed from f32);
          B8 (all byte values) -> Y4, Y5 f32 (fp8 widened exactly); sm_89+
convert   X -> Y with Y of another dtype: ftoi (truncation) and itof (nearest even)
"""
import cuda.tile as ct

RM = ct.RoundingMode


@ct.kernel
def ftof_rounding(X, H, Bf, R, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(X, index=(pid,), shape=(TILE,))
    h = ct.load(H, index=(pid,), shape=(TILE,))
    bf = ct.load(Bf, index=(pid,), shape=(TILE,))
    rows = (x.astype(ct.bfloat16), x.astype(ct.bfloat16, rounding_mode=RM.RZ),
            x.astype(ct.float16), x.astype(ct.float16, rounding_mode=RM.RZ),
            h.astype(ct.bfloat16), h.astype(ct.bfloat16, rounding_mode=RM.RZ),
            bf.astype(ct.float16), bf.astype(ct.float16, rounding_mode=RM.RZ),
            bf.astype(ct.float16, rounding_mode=RM.RM), bf.astype(ct.float16, rounding_mode=RM.RP),
            bf.astype(ct.float16, rounding_mode=RM.RA))
    for k in ct.static_iter(range(len(rows))):
        ct.store(R, index=(k, pid), tile=ct.reshape(ct.bitcast(rows[k], ct.int16), (1, TILE)))


@ct.kernel
def widen16(H16, B16, Yh, Yb, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    h = ct.load(H16, index=(pid,), shape=(TILE,))
    b = ct.load(B16, index=(pid,), shape=(TILE,))
    ct.store(Yh, index=(pid,), tile=ct.bitcast(h, ct.float16).astype(ct.float32))
    ct.store(Yb, index=(pid,), tile=ct.bitcast(b, ct.bfloat16).astype(ct.float32))


@ct.kernel
def f8_bits(X, B8, E4, E5, Y4, Y5, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(X, index=(pid,), shape=(TILE,))
    ct.store(E4, index=(pid,), tile=ct.bitcast(x.astype(ct.float8_e4m3fn), ct.int8))
    ct.store(E5, index=(pid,), tile=ct.bitcast(x.astype(ct.float8_e5m2), ct.int8))
    b = ct.load(B8, index=(pid,), shape=(TILE,))
    ct.store(Y4, index=(pid,), tile=ct.bitcast(b, ct.float8_e4m3fn).astype(ct.float32))
    ct.store(Y5, index=(pid,), tile=ct.bitcast(b, ct.float8_e5m2).astype(ct.float32))


@ct.kernel
def convert(X, Y, TILE: ct.Constant[int]):
    pid = ct.bid(0)
    x = ct.load(X, index=(pid,), shape=(TILE,))
    ct.store(Y, index=(pid,), tile=x.astype(Y.dtype))


@ct.kernel
def f8_widen(B8, Y4, Y5, TILE: ct.Constant[int]):
    # B8 -> Y4, Y5 as in f8_bits, widening only: it runs below sm_89 too (no f8 cvt there; the
    # library converts on the bits)
    pid = ct.bid(0)
    b = ct.load(B8, index=(pid,), shape=(TILE,))
    ct.store(Y4, index=(pid,), tile=ct.bitcast(b, ct.float8_e4m3fn).astype(ct.float32))
    ct.store(Y5, index=(pid,), tile=ct.bitcast(b, ct.float8_e5m2).astype(ct.float32))
