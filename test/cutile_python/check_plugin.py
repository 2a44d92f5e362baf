#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""ctest cutile_python.plugin: the launch-argument rules of cutile_rt_pytest.py, on the host
(no GPU, no torch): which arguments of a cuTile kernel become launch arguments — none for a
ct.Constant, every non-constant element of a tuple under cuTile Python's v2 calling convention
(constness from tuple[...] annotations, tuple[T, ...] too). The signature itself needs the
CUDA driver (cuTile's from_kernel_args), so it is checked on the GPU machine only, by the suite.
Exit 77 without cuda-tile or pytest."""
import inspect
import os
import sys

try:
    import cuda.tile as ct
    import pytest  # noqa: F401  (the plugin imports it)
except ImportError as e:
    print(f"check_plugin.py: {e}; skipped", file=sys.stderr)
    sys.exit(77)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cutile_rt_pytest as P  # noqa: E402


def kernel_a(x: ct.Constant[int], y, cfg: tuple[ct.Constant[int], int]):
    pass


def kernel_b(t: tuple[int, ...], u: tuple[tuple[ct.Constant[int], int], float], v):
    pass


def leaves(fn, args, v2):
    params = inspect.signature(fn).parameters.values()
    return [x for a, p in zip(args, params) for x in P._leaves(a, p.annotation, v2)]


def main():
    bad = 0

    def expect(got, want, what):
        nonlocal bad
        if got != want:
            print(f"{what}: got {got}, want {want}", file=sys.stderr)
            bad += 1
    expect(leaves(kernel_a, (3, 4, (8, 5)), True), [4, 5], "constant scalar and tuple element")
    expect(leaves(kernel_a, (3, 4, (8, 5)), False), [4, (8, 5)], "v1 keeps a tuple whole")
    expect(leaves(kernel_b, ((1, 2, 3), ((7, 6), 0.5), 9), True), [1, 2, 3, 6, 0.5, 9],
           "variable-length and nested tuples")
    print(f"check_plugin.py: {3 - bad} of 3 checks passed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
