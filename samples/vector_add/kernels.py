#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The vector-add sample: c = a + b over 1-D float32 arrays of any length.

    python3 samples/vector_add/kernels.py            # (re)write vector_add.cutile + MANIFEST.txt
    python3 samples/vector_add/kernels.py --check    # drift check (ctest samples.vector_add_export_drift)

No GPU is needed to export; the exported file is committed, so the sample itself (main.c) needs
no Python. The entry is named as cuTile Python names the kernels it exports (vector_add_Kt1_…,
the signature mangled in), so the library finds it by the Python name "vector_add" and reads
the launch signature from the name. The file is compiled under its repository-relative name
(test/kernels/export.py): the bytecode's debug section names samples/vector_add/kernels.py,
never the machine's checkout.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
REL = "samples/vector_add/kernels.py"

try:
    import cuda.tile as ct
except ImportError as e:  # pragma: no cover
    print(f"{REL}: cuda-tile is not installed ({e}); `pip install cuda-tile`", file=sys.stderr)
    sys.exit(77)  # ctest: skipped

TILE = 1024


@ct.kernel
def vector_add(a, b, c, TILE: ct.Constant[int]):
    # One tile block per TILE elements; the last block's tile is partial: the load pads the
    # missing elements and the store skips them.
    block = ct.bid(0)
    x = ct.load(a, index=(block,), shape=(TILE,))
    y = ct.load(b, index=(block,), shape=(TILE,))
    ct.store(c, index=(block,), tile=x + y)


def array():
    # Contiguous, 16-byte aligned float32 arrays of any length (no divisibility promised, so
    # ragged tails are legal), 32-bit indexing, no aliasing.
    from cuda.tile.compilation import ArrayConstraint
    return ArrayConstraint(ct.float32, 1, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False, stride_constant=(1,),
                           base_addr_divisible_by=16)


def export_tools():
    sys.path.insert(0, os.path.join(REPO, "test", "kernels"))
    import export
    return export


def export_all(out_dir):
    ex = export_tools()
    mod = ex.load_repo_module(REL, os.path.join(HERE, "kernels.py"),
                              "cutile_rt_samples_vector_add")
    items = [("vector_add", "vector_add", [array()] * 3 + [TILE])]
    return ex.write_sample(out_dir, REL, mod, items, mangled=True)


def main():
    return export_tools().sample_main(__doc__, "vector_add", REL, HERE, export_all)


if __name__ == "__main__":
    sys.exit(main())
