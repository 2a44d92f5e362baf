# SPDX-License-Identifier: Apache-2.0
"""The vector-add sample: c = a + b over 1-D float32 arrays of any length.

Run `python3 samples/vector_add/kernels.py` (from the repository root) to export
vector_add.cutile with the cuda-tile package; no GPU is needed. The exported file is committed,
so the sample itself (main.c) needs no Python.
"""
import os
import sys

import cuda.tile as ct
from cuda.tile.compilation import (ArrayConstraint, CallingConvention, KernelSignature,
                                   export_kernel)

TILE = 1024


@ct.kernel
def vector_add(a, b, c, TILE: ct.Constant[int]):
    # One tile block per TILE elements; the last block's tile is partial: the load pads the
    # missing elements and the store skips them.
    block = ct.bid(0)
    x = ct.load(a, index=(block,), shape=(TILE,))
    y = ct.load(b, index=(block,), shape=(TILE,))
    ct.store(c, index=(block,), tile=x + y)


def signature():
    # Contiguous, 16-byte aligned float32 arrays of any length (no divisibility promised, so
    # ragged tails are legal), 32-bit indexing, no aliasing.
    arr = ArrayConstraint(ct.float32, 1, index_dtype=ct.int32, stride_lower_bound_incl=0,
                          alias_groups=(), may_alias_internally=False, stride_constant=(1,),
                          base_addr_divisible_by=16)
    return KernelSignature([arr, arr, arr, TILE], CallingConvention.cutile_python_v1(),
                           "vector_add")


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vector_add.cutile")
    with open(out, "wb") as f:
        export_kernel(vector_add, [signature()], f, gpu_code=None,
                      output_format="tileir_bytecode", bytecode_version="13.3")
    print("wrote", os.path.relpath(out))


if __name__ == "__main__":
    sys.exit(main())
