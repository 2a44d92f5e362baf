# SPDX-License-Identifier: Apache-2.0
"""Integer edge cases for libcutile_rt tests (written for this project).

int_ops(A, B, S, Out, SIGNED, TILE): one tile block per TILE elements of the 1-D arrays
A, B, S (one integer dtype: i8/i16/i32/i64 or u8/u16/u32/u64); row k of Out[14, n] gets

   0 a + b    1 a - b    2 a * b            (wrap around: cuTile never sets overflow flags)
   3 a // b   (signed: divi rounding<negative_inf>; unsigned: a, see below)
   4 a % b    (Python modulo: remi + a sign correction)
   5 cdiv(a, b)  (divi rounding<positive_inf>)
   6 min(a, b)   7 max(a, b)  (signedness from the dtype)
   8 (a < b) + 2 (a >= b) + 4 (a == b)   (cmpi, exti of i1)
   9 a << s     10 a >> s   (shli / shri: logical for unsigned, arithmetic for signed)
  11 -a         12 abs(a)
  13 (a & b) | (~a ^ s)

cuTile emits `//` on unsigned dtypes as divi unsigned rounding<negative_inf>, which the
Tile IR verifier rejects (ops.md §3.4), so the unsigned variant stores a there instead.
"""
import cuda.tile as ct


@ct.kernel
def int_ops(A, B, S, Out, SIGNED: ct.Constant[bool], TILE: ct.Constant[int]):
    pid = ct.bid(0)
    a = ct.load(A, index=(pid,), shape=(TILE,))
    b = ct.load(B, index=(pid,), shape=(TILE,))
    s = ct.load(S, index=(pid,), shape=(TILE,))
    if SIGNED:
        q = a // b
    else:
        q = a
    lt = (a < b).astype(A.dtype)
    ge = (a >= b).astype(A.dtype)
    eq = (a == b).astype(A.dtype)
    ct.store(Out, index=(0, pid), tile=ct.reshape(a + b, (1, TILE)))
    ct.store(Out, index=(1, pid), tile=ct.reshape(a - b, (1, TILE)))
    ct.store(Out, index=(2, pid), tile=ct.reshape(a * b, (1, TILE)))
    ct.store(Out, index=(3, pid), tile=ct.reshape(q, (1, TILE)))
    ct.store(Out, index=(4, pid), tile=ct.reshape(a % b, (1, TILE)))
    ct.store(Out, index=(5, pid), tile=ct.reshape(ct.cdiv(a, b), (1, TILE)))
    ct.store(Out, index=(6, pid), tile=ct.reshape(ct.minimum(a, b), (1, TILE)))
    ct.store(Out, index=(7, pid), tile=ct.reshape(ct.maximum(a, b), (1, TILE)))
    ct.store(Out, index=(8, pid), tile=ct.reshape(lt + ge * 2 + eq * 4, (1, TILE)))
    ct.store(Out, index=(9, pid), tile=ct.reshape(a << s, (1, TILE)))
    ct.store(Out, index=(10, pid), tile=ct.reshape(a >> s, (1, TILE)))
    ct.store(Out, index=(11, pid), tile=ct.reshape(-a, (1, TILE)))
    ct.store(Out, index=(12, pid), tile=ct.reshape(abs(a), (1, TILE)))
    ct.store(Out, index=(13, pid), tile=ct.reshape((a & b) | (~a ^ s), (1, TILE)))
