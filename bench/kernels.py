#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Benchmark kernels for bench/norm.c (written for this project), exported as CUDA Tile IR
bytecode into bench/data/ with the cuda-tile package (no GPU needed):

    python3 bench/kernels.py            # writes bench/data/*.cutile

layer_norm_row  y = (x - mean) * rstd * w + b over one row per tile block, the whole row in
                one tile (8192 bf16 = 16 KiB), statistics in f32. One read of x, one write of
                y: the fewest bytes a layer norm can move. Mean/Rstd are not written (a
                forward-only benchmark does not need them).
layer_norm_rows the same, ROWS rows per tile block one after another, weight and bias loaded
                once per block instead of once per row (less L2 traffic, one wave of blocks).
softmax_row     test/kernels/softmax.py's one-tile-per-row softmax at TILE_N = 8192.

These use calling convention v2 with the row length static (8192), so the tile covers the row
exactly and no padding or masking is needed; the row count stays dynamic.

attention       test/kernels/attention.py's flash-attention forward (for bench/attention_bench.py):
                Q, K, V, O of shape (batch·heads, S, D), calling convention v1, S dynamic (a
                multiple of the tiles), f16 and bf16 at D = 64 and 128, in the tile configs
                ATTENTION_TILES (TILE_M x TILE_N).
"""
import os
import sys

import cuda.tile as ct
from cuda.tile.compilation import (export_kernel, KernelSignature, ArrayConstraint,
                                   ScalarConstraint, CallingConvention)

N = 8192
ROWS = 4  # rows per tile block of layer_norm_rows
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "test", "kernels"))
from attention import attention  # noqa: E402
ATTENTION_TILES = {64: [(128, 128), (128, 64), (256, 64)], 128: [(128, 64), (64, 64), (256, 64), (128, 128)]}  # by D


@ct.kernel
def layer_norm_row(X, Y, W, B, eps, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N)).astype(ct.float32)
    mean = ct.sum(x, axis=1, keepdims=True) / TILE_N
    d = x - mean
    var = ct.sum(d * d, axis=1, keepdims=True) / TILE_N
    rstd = ct.rsqrt(var + eps)
    w = ct.load(W, index=(0,), shape=(TILE_N,)).astype(ct.float32)
    b = ct.load(B, index=(0,), shape=(TILE_N,)).astype(ct.float32)
    ct.store(Y, index=(row, 0), tile=(d * rstd * w + b).astype(Y.dtype))


@ct.kernel
def layer_norm_rows(X, Y, W, B, eps, ROWS: ct.Constant[int], TILE_N: ct.Constant[int]):
    w = ct.load(W, index=(0,), shape=(TILE_N,)).astype(ct.float32)
    b = ct.load(B, index=(0,), shape=(TILE_N,)).astype(ct.float32)
    for i in range(ROWS):
        row = ct.bid(0) * ROWS + i
        x = ct.load(X, index=(row, 0), shape=(1, TILE_N)).astype(ct.float32)
        mean = ct.sum(x, axis=1, keepdims=True) / TILE_N
        d = x - mean
        var = ct.sum(d * d, axis=1, keepdims=True) / TILE_N
        rstd = ct.rsqrt(var + eps)
        ct.store(Y, index=(row, 0), tile=(d * rstd * w + b).astype(Y.dtype))


@ct.kernel
def softmax_row(X, Y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    x = ct.load(X, index=(row, 0), shape=(1, TILE_N)).astype(ct.float32)
    e = ct.exp(x - ct.max(x, axis=1, keepdims=True))
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(Y, index=(row, 0), tile=(e / s).astype(Y.dtype))


def arr(ndim, shape, dtype=ct.bfloat16):
    """A contiguous 16-bit array as a JIT launch would specialise it (16-byte aligned, no
    aliasing, unit innermost stride, row stride a multiple of 8 elements) with static
    extents `shape` (None = dynamic, a multiple of 16)."""
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32,
                           stride_lower_bound_incl=0, alias_groups=(),
                           may_alias_internally=False,
                           stride_constant=(None,) * (ndim - 1) + (1,),
                           shape_constant=shape,
                           stride_divisible_by=(8,) * (ndim - 1) + (1,),
                           shape_divisible_by=16, base_addr_divisible_by=16)


def main():
    v2 = CallingConvention.cutile_python_v2()
    row2d = arr(2, (None, N))
    vec = arr(1, (N,))
    exports = {
        "layer_norm_bf16_8192": (layer_norm_row, KernelSignature(
            [row2d, row2d, vec, vec, ScalarConstraint(ct.float32), N], v2, None)),
        "layer_norm_rows4_bf16_8192": (layer_norm_rows, KernelSignature(
            [row2d, row2d, vec, vec, ScalarConstraint(ct.float32), ROWS, N], v2, None)),
        "softmax_bf16_8192": (softmax_row, KernelSignature([row2d, row2d, N], v2, None)),
    }
    v1 = CallingConvention.cutile_python_v1()
    for dname, dt in (("f16", ct.float16), ("bf16", ct.bfloat16)):
        for d, tiles in ATTENTION_TILES.items():
            qkv = arr(3, None, dt)
            for tm, tn in tiles:
                exports[f"attention_{dname}_d{d}_{tm}x{tn}"] = (attention, KernelSignature(
                    [qkv] * 4 + [ScalarConstraint(ct.float32), d, tm, tn], v1, None))
    out = os.path.join(HERE, "data")
    os.makedirs(out, exist_ok=True)
    for name, (kernel, sig) in exports.items():
        path = os.path.join(out, f"{name}.cutile")
        with open(path, "wb") as f:
            export_kernel(kernel, [sig], f, gpu_code=None,
                          output_format="tileir_bytecode", bytecode_version="13.3")
        print(f"wrote {os.path.relpath(path)} ({os.path.getsize(path)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
