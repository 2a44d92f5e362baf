# SPDX-License-Identifier: Apache-2.0
"""Launch descriptions of the exports (test/data, samples/) for the differential harness.

The parameter list comes from the module itself: each entry's cuTile-mangled name (its array
ranks, dtypes, static extents and divisibility facts, scalars) or, for entries that are not
mangled (samples/matmul, samples/vector_add), its function type (each pointer followed by its
shapes and strides). Extents are chosen generically (ragged where no fact forbids it) and the
grid is generic; OVERRIDES holds what only the Python source says: arrays that must start at
zero (locks, counters), index arrays, bools, scalar values, grids, kernels that print.

Every array access of a view or gather kernel is bounds-checked, so generic extents and grids
are memory-safe; both compilers then run the same kernel on the same data, which is all a
differential test needs. A launch is a dict:
    {"entry": name, "grid": [x, y, z], "params": [param, ...], "approx": bool}
    param: {"kind": "array", "dtype", "shape", "strides", "index": "i32"|"i64", "fill"}
           {"kind": "scalar", "dtype", "value"}
fill: "rand" (random with edge values), "zero", "bool", "index:N" (integers in [0, N)), "perm"
(a permutation of 0…n−1).
"""
import re
import subprocess
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CUTILE = os.environ.get("CUTILE_BIN") or os.path.join(ROOT, "build", "bin", "cutile")

CODE_DTYPES = {"b8": "i1", "u8": "i8", "u16": "i16", "u32": "i32", "u64": "i64", "i8": "i8",
               "i16": "i16", "i32": "i32", "i64": "i64", "f16": "f16", "f32": "f32", "f64": "f64",
               "bf16": "bf16", "f8m3fn": "f8E4M3FN", "f8m2": "f8E5M2", "tf32": "f32"}
BASE_DIMS = {1: [1000], 2: [160, 200], 3: [4, 96, 136], 4: [2, 3, 40, 72]}
# A module with a dot multiplies its arrays' trailing axes into each other (A's columns are B's
# rows, C is A's rows by B's columns; transposed forms too), so its matrices are square: with
# BASE_DIMS, B's 160 rows fell short of A's K of 200 (208 with a divisor of 16), and the last K
# tiles of unpadded loads of B were wholly out of bounds (undefined, ops.md 1.5). 208 is a
# multiple of 16 (the exports' divisibility facts) and ragged against tiles of 32 and more. The
# grid stays inside the index space (a block index outside it is UB, ops.md 1.5): one block per
# largest tile along 208 on the first two axes (block ids index tiles of the square axes, or
# batches of at least that many entries).
DOT_SIDE = 208
DOT_DIMS = {1: [1000], 2: [DOT_SIDE] * 2, 3: [4] + [DOT_SIDE] * 2, 4: [2, 3] + [DOT_SIDE] * 2}
DEFAULT_GRID = [8, 2, 1]

# Per export file name (e.g. vec_add_2d_bf16_static), else per Python kernel name (the mangled
# name's prefix before _K, or the entry name):
#   grid, dims (per array position: extents), fill (per array position), scalars (values in
#   order), skip (a reason: not run, compiled only).
OVERRIDES = {
    "print_sum": {"skip": "prints (output goes to stdout, not compared)"},
    "print_tile": {"skip": "prints (output goes to stdout, not compared)"},
    "control_flow": {"grid": [16, 1, 1], "fill": {2: "zero", 3: "zero", 4: "zero"},
                     "scalars": [4, 0.0]},
    "layer_norm_bwd_dx": {"grid": [64, 1, 1], "fill": {8: "zero", 9: "zero"}},
    "bool_ops": {"fill": {0: "bool", 1: "bool"}, "scalars": [3], "grid": [1, 1, 1]},
    "raw_copy": {"grid": [4, 1, 1], "dims": {0: [1024], 1: [1024]}},
    # idx a permutation: two lanes scattering to one element of c leave either value (a race)
    "vec_add_indexed": {"fill": {3: "perm"}, "scalars": [0.5], "grid": [4, 1, 1]},
    # shift amounts below every width (a shift by >= the width is unspecified, ops.md); the
    # grid inside the index space of the 256-element tiles of A and of Out's rows (UB outside)
    "int_ops": {"fill": {2: "index:8"}, "grid": [4, 1, 1], "dims": {3: [16, 1008]}},
    # samples/moe: x [T, K] bf16, row_of [T·top_k] a permutation of q's and s's R rows (random
    # ids store out of bounds, UB: ours faulted on the first run), top_k = 2; grid (T, K / 2048)
    "quant_permute_fp8": {"dims": {0: [16, 4096], 1: [32], 2: [32, 4096], 3: [32, 32]},
                          "fill": {1: "perm"}, "scalars": [2], "sets": ["plain"],
                          "grid": [16, 2, 1]},
    # x holds [gate | up], twice out's width, out's width a multiple of TILE_N (1024 or 512),
    # so every tile read is in bounds (unpadded loads past the end are unspecified)
    "silu_and_mul_bf16": {"dims": {0: [160, 4096], 1: [160, 2048]}},
    "silu_and_mul_f16_f32out": {"dims": {0: [160, 4096], 1: [160, 2048]}},
    # samples/moe's: x [M, 2, N]; every block's (m, bn) inside both index spaces (UB outside)
    "moe_silu_and_mul_bf16_1024": {"dims": {0: [160, 2, 2048], 1: [160, 2048]}},
    # Y is X transposed: its shape must be X's transposed, or in-bounds elements of Y take
    # out-of-bounds (unpadded: unspecified) elements of X. Ragged against both tile shapes
    # (f32 32x64, f16 64x64), and the grid inside X's index space (out of it is UB, ops.md 1.5)
    "transpose": {"dims": {0: [496, 112], 1: [112, 496]}},
    # check_bounds=False (inbounds): the arrays must hold every block's 1024-element tile
    "pdl_insert_inbounds": {"dims": {0: [2048], 1: [2048]}, "grid": [2, 1, 1]},
    # per export file: static 256x512 in 64x128 tiles, an index space of 4x4; a block index
    # outside it is UB (ops.md 1.5), which our compiler uses (no bounds check on static shapes)
    "vec_add_2d_bf16_static": {"grid": [4, 4, 1]},
    # one block per batch tile of A [4, ...] (BS 4 or 2): more would index past A's batches (UB)
    "small_bmm_f32": {"grid": [1, 1, 1]},
    "small_bmm_f32_16": {"grid": [2, 1, 1]},
    # C = A B + C read and written at tile (0, 0): a second block would race with the first
    "tiny_mma": {"grid": [1, 1, 1]},
    # sorted_ids a permutation: a flat index twice would have two blocks scatter the same row of
    # C (a race; the first H200 run's 22 MoE disagreements); entries >= num_valid are padding
    # (also samples/moe's moe_gemm, TILE_N up to 256: N = 384 keeps both column blocks of the
    # grid inside W's index space, ragged against 256)
    "moe_gemm": {"fill": {4: "perm", 5: "index:4"}, "scalars": [256, 2], "grid": [8, 2, 1],
                 "dims": {0: [160, 256], 1: [4, 384, 256], 2: [320, 384], 3: [320], 4: [512],
                          5: [16]}},
    "moe_gemm_t": {"fill": {4: "perm", 5: "index:4"}, "scalars": [256, 2],
                   "grid": [16, 2, 1],
                   "dims": {0: [160, 256], 1: [4, 384, 256], 2: [320, 384], 3: [320], 4: [512],
                            5: [32]}},
    # Q [B, H, DV + DR], KV [T, DV + DR], Idx [B, TOPK] rows of KV, O [B, H, DV] (DV 512, DR 64,
    # TOPK a multiple of TILE_N, H >= TILE_H: test/kernels/mla.py), one block per batch entry.
    # The generic extents (Q [16, 96, 144], random i32 indices) left the kernel's Q tiles past
    # Q's columns and its last index tile unpadded out of bounds: unspecified lanes, tileiras NaN
    # against our zeros (the a13686f run). The scale keeps the logits near 1e1
    "sparse_mla": {"fill": {2: "index:160"}, "scalars": [0.03125], "grid": [16, 1, 1],
                   "dims": {0: [16, 32, 576], 1: [160, 576], 2: [16, 256], 3: [16, 32, 512]}},
    # Idx's entries rows of B and C; A [M, TILE_K] and one block per 64 rows of A
    "gathered_pair": {"fill": {3: "index:200"}, "grid": [3, 1, 1],
                      "dims": {0: [160, 16], 1: [200, 64], 2: [200, 64], 3: [1, 72],
                               4: [160, 64]}},
}

# Ops whose results two correct compilers may round differently: a module using any of them
# is compared within a bound (run.py BOUNDS), others bit for bit.
APPROX_OPS = ("exp", "exp2", "log", "log2", "sin", "cos", "tan", "sinh", "cosh", "tanh", "pow",
              "rsqrt", "fpowi", "atan2", "mmaf", "mmaf_scaled", "mmai", "atomic_rmw_tko",
              "atomic_red_view_tko")


def entries(path):
    """(entry name, [param types]) of each entry, and the module's text, from `cutile dis`."""
    text = subprocess.run([CUTILE, "dis", path], capture_output=True, check=True).stdout.decode()
    out = []
    for m in re.finditer(r'"cuda_tile\.entry"\(\) <\{sym_name = "([^"]+)", function_type = \((.*?)\) -> \(\)', text):
        types = re.findall(r"!cuda_tile\.tile<(ptr<\w+(?:, ptr_attr = \d+)?>|\w+)>", m.group(2))
        out.append((m.group(1), types))
    return out, text


def is_approx(text):
    ops = set(re.findall(r'"cuda_tile\.(\w+)"', text))
    if ops & set(APPROX_OPS):
        return True
    # float sums and products in reductions and scans: the association order is the compiler's
    for m in re.finditer(r'"cuda_tile\.(reduce|scan)"\((.*?)"cuda_tile\.yield"', text, re.S):
        if re.search(r'"cuda_tile\.(addf|mulf)"', m.group(2)):
            return True
    return bool(re.search(r"rounding<(approx|full)>", text))


def order_dependent(text):
    """Whether some float value is a sum or product whose association order is the compiler's
    (float addf/mulf in a reduce or scan, dots). On edge data (infinities, NaNs, the largest
    finite values) such a value may overflow or cancel in one order and not in another, so two
    correct compilers may give any two results there: run.py compares those arrays' values on
    plain data only (their guard bytes on both)."""
    if re.search(r'"cuda_tile\.(mmaf|mmaf_scaled|mmai|atomic_rmw_tko|atomic_red_view_tko)"', text):
        return True
    for m in re.finditer(r'"cuda_tile\.(reduce|scan)"\((.*?)"cuda_tile\.yield"', text, re.S):
        if re.search(r'"cuda_tile\.(addf|mulf)"', m.group(2)):
            return True
    return False


def _axis_groups(s, rank):
    """shape/stride facts of one array code's axis groups (mangled-name grammar)."""
    facts = [dict() for _ in range(rank)]
    for g in re.findall(r"_([0-9a-f]+)((?:s-?\d+)?(?:i\d+)?(?:t-?\d+)?(?:v\d+)?(?:l-?\d+)?)", s):
        mask = int(g[0], 16)
        f = dict(re.findall(r"([sitvl])(-?\d+)", g[1]))
        for k in range(rank):
            if mask >> k & 1:
                facts[k].update({key: int(v) for key, v in f.items()})
    return facts


def from_mangled(name):
    """The parameters of a cuTile-mangled name, or None when it is not one."""
    k = name.rfind("_K")
    if k < 0:
        return None
    codes = name[k + 2:].split("_")[1:]  # after the convention code (t1/t2)
    params = []
    i = 0
    while i < len(codes):
        c = codes[i]
        if c.startswith("A"):
            m = re.match(r"A(\d)(b8|u8|u16|u32|u64|i8|i16|i32|i64|f16|f32|f64|bf16|f8m3fn|f8m2|tf32)$", c)
            if not m:
                return None
            rank = int(m.group(1))
            j = i + 1
            groups = ""
            while j < len(codes) and re.match(r"[0-9a-f]+[sitvl]", codes[j]):
                groups += "_" + codes[j]
                j += 1
            wide = False
            if j < len(codes) and re.match(r"p\d+", codes[j]):
                wide = codes[j].endswith("w")
                j += 1
            params.append({"kind": "array", "rank": rank, "code": m.group(2),
                           "dtype": CODE_DTYPES[m.group(2)], "facts": _axis_groups(groups, rank),
                           "index": "i64" if wide else "i32"})
            i = j
        elif c.startswith("S"):
            params.append({"kind": "scalar", "dtype": CODE_DTYPES.get(c[1:], c[1:])})
            i += 1
        elif c[:1] in ("I", "B", "F"):
            i += 1
        else:
            return None
    return params


def from_types(types):
    """Parameters from a function type: each pointer, then 2·rank index values."""
    params = []
    i = 0
    while i < len(types):
        t = types[i]
        m = re.match(r"ptr<(\w+)", t)
        if not m:
            params.append({"kind": "scalar", "dtype": t})
            i += 1
            continue
        j = i + 1
        while j < len(types) and not types[j].startswith("ptr<"):
            j += 1
        n = j - i - 1
        rank = n // 2
        params.append({"kind": "array", "rank": rank, "dtype": m.group(1),
                       "facts": [dict() for _ in range(rank)],
                       "index": types[i + 1] if rank else "i32"})
        i += 1 + 2 * rank
    return params


def round_up(x, d):
    return -(-x // d) * d


def _array(p, dims, fill, base):
    rank = p["rank"]
    shape = list(dims or base[rank])
    for k, f in enumerate(p["facts"]):
        if "s" in f:
            shape[k] = f["s"]
        elif "i" in f:
            shape[k] = round_up(shape[k], f["i"])
    strides = [1] * rank
    for k in range(rank - 2, -1, -1):
        strides[k] = strides[k + 1] * shape[k + 1]
        f = p["facts"][k]
        if "t" in f:
            strides[k] = f["t"]
        elif "v" in f:
            strides[k] = round_up(strides[k], f["v"])
    return {"kind": "array", "dtype": p["dtype"], "shape": shape, "strides": strides,
            "index": p["index"], "fill": fill or ("bool" if p["dtype"] == "i1" else "rand")}


# The side of samples/matmul's timed GEMMs (prepare.py --gemm-side): 2048 keeps a whole run's
# uploads and comparisons short; 8192 times every matmul export against tileiras at the size
# bench/results/matmul_h200.md leads with.
GEMM_SIDE = 2048


def sample_gemm(entry):
    """samples/matmul's GEMMs at a size worth timing: square GEMM_SIDE (bmm: 4 × GEMM_SIDE / 2),
    the grid their launcher uses (one block per C tile, grouped along axis 0; bmm: batch on
    axis 1; split-K: 2 splits on axis 1 into f32 partials [2, M, N], which splitk_sum adds; the
    swapped kernel for skinny M: M = 64, grid (N tiles, M tiles))."""
    m = re.match(r"(matmul_splitk|matmul_swap|matmul|bmm|splitk_sum)_[a-z0-9]+_(\d+)x(\d+)",
                 entry)
    if not m:
        return {}
    n, h = GEMM_SIDE, GEMM_SIDE // 2
    kind, tm, tn, sq = m.group(1), int(m.group(2)), int(m.group(3)), [n, n]
    tiles = -(-n // tm) * -(-n // tn)
    # plain data only: a NaN or infinity among the inputs makes whole rows and columns NaN
    if kind == "matmul":
        return {"dims": {i: sq for i in range(3)}, "sets": ["plain"], "grid": [tiles, 1, 1]}
    if kind == "matmul_splitk":
        return {"dims": {0: sq, 1: sq, 2: [2] + sq}, "sets": ["plain"], "grid": [tiles, 2, 1]}
    if kind == "splitk_sum":
        return {"dims": {0: [2] + sq, 1: sq}, "sets": ["plain"],
                "grid": [-(-n // tm), -(-n // tn), 1]}
    if kind == "matmul_swap":
        return {"dims": {0: [64, n], 1: sq, 2: [64, n]}, "sets": ["plain"],
                "grid": [-(-n // tn), -(-64 // tm), 1]}
    return {"dims": {i: [4, h, h] for i in range(3)}, "sets": ["plain"],
            "grid": [-(-h // tm) * -(-h // tn), 4, 1]}


def sample_moe(entry):
    """samples/moe's layer GEMMs (kernels.py moe_w1, moe_w2 and their _t forms in bf16;
    moe_w1_fp8, moe_w2_fp8, moe_w2_fp8_split) in a launch their layer could make: R = 256
    block-order rows, E = 4 experts, block_expert in range (one entry per SPLIT blocks),
    num_post_padded at most R, sorted_ids a permutation (each row of C scattered once) and every
    row valid; a block per TILE_M rows and TILE_N output columns (TILE_M, TILE_N, SPLIT from the
    mangled name; fp8: TILE_N 128). bf16: H = I = DOT_SIDE, ragged against the tiles; fp8:
    H = I = 256, two 128-wide scale groups. Random block ids and row counts (the generic fill)
    index the weights and scales out of bounds (UB: the first run of the fp8 exports, 6 of 8
    faulted in ours). Plain data."""
    bf16 = re.match(r"moe_w(?P<w>[12])(?:_t)?_K.*_I(?P<tm>\d+)_I(?P<tn>\d+)_I\d+_I\d+$", entry)
    m = (bf16 or re.match(r"moe_w(?P<w>[12])_fp8_K.*_B[01]_I(?P<tm>\d+)_I\d+$", entry) or
         re.match(r"moe_w(?P<w>2)_fp8_(?P<kind>split|ksplit)_K.*_I(?P<tm>\d+)_I\d+_I(?P<n>\d+)$",
                  entry))
    if not m:
        return {}
    g = m.groupdict()
    w, tm, experts, rows = int(g["w"]), int(g["tm"]), 4, 256
    tn, side = (int(g["tn"]), DOT_SIDE) if bf16 else (128, 256)
    # moe_w2_fp8_split: SPLIT row blocks per block_expert entry; _ksplit: KSPLIT runs along K
    # (grid z), each scattering to its own row of C [R·KSPLIT, H]
    n = int(g.get("n") or 1)
    split, ksplit = (n, 1) if g.get("kind") == "split" else (1, n)
    blocks, npp = rows // tm, f"index:{rows + 1}"
    grid = [blocks, -(-side // tn), ksplit]
    expert = f"index:{experts}"
    if bf16 and w == 1:  # A, W [E, 2, I, H], Out, block_expert, num_post_padded
        return {"dims": {0: [rows, side], 1: [experts, 2, side, side], 2: [rows, side],
                         3: [blocks], 4: [1]},
                "fill": {3: expert, 4: npp}, "sets": ["plain"], "grid": grid}
    if bf16:  # A, W [E, H, I], C, topk_w, sorted_ids, block_expert, num_post_padded; num_valid
        return {"dims": {0: [rows, side], 1: [experts, side, side], 2: [rows, side], 3: [rows],
                         4: [rows], 5: [blocks], 6: [1]},
                "fill": {4: "perm", 5: expert, 6: npp}, "scalars": [rows], "sets": ["plain"],
                "grid": grid}
    acts = {0: [rows, side], 1: [rows, 2]}
    if w == 1:
        return {"dims": {**acts, 2: [experts, 2, side, side], 3: [experts, 2, 2, 2],
                         4: [rows, side], 5: [rows, 2], 6: [blocks], 7: [1]},
                "fill": {6: expert, 7: npp}, "sets": ["plain"], "grid": grid}
    return {"dims": {**acts, 2: [experts, 1, side, side], 3: [experts, 1, 2, 2],
                     4: [rows * ksplit, side],
                     5: [rows], 6: [rows], 7: [blocks // split], 8: [1]},
            "fill": {6: "perm", 7: expert, 8: npp}, "scalars": [rows],
            "sets": ["plain"], "grid": grid}


def describe(name, path):
    """The launches of every entry of the module at path (name: the export's file name)."""
    out = []
    ents, text = entries(path)
    approx = is_approx(text)
    base, grid = BASE_DIMS, DEFAULT_GRID
    if re.search(r'"cuda_tile\.mma[fi]', text):
        tile = max(int(d) for t in re.findall(r"tile=\(([0-9x]+)\)", text) for d in t.split("x"))
        base, grid = DOT_DIMS, [round_up(DOT_SIDE, tile) // tile] * 2 + [1]
    for entry, types in ents:
        params = from_mangled(entry) or from_types(types)
        pyname = entry[:entry.rfind("_K")] if "_K" in entry else entry
        ov = (OVERRIDES.get(name) or OVERRIDES.get(pyname) or sample_gemm(entry) or
              sample_moe(entry))
        launch = {"entry": entry, "grid": ov.get("grid", grid), "approx": approx,
                  "order": order_dependent(text),
                  "sets": ov.get("sets", ["plain", "edges"]), "params": []}
        if "skip" in ov:
            launch["skip"] = ov["skip"]
        scalars = list(ov.get("scalars", []))
        ai = 0
        for p in params:
            if p["kind"] == "array":
                launch["params"].append(_array(p, ov.get("dims", {}).get(ai),
                                               ov.get("fill", {}).get(ai), base))
                ai += 1
            else:
                v = scalars.pop(0) if scalars else (0.5 if p["dtype"].startswith("f") else 3)
                launch["params"].append({"kind": "scalar", "dtype": p["dtype"], "value": v})
        flat = sum(1 + 2 * len(q["shape"]) if q["kind"] == "array" else 1 for q in launch["params"])
        if flat != len(types):
            launch["skip"] = "parameters not derived (%d flat values for %d)" % (flat, len(types))
        out.append(launch)
    return out


if __name__ == "__main__":
    import json
    import sys
    print(json.dumps(describe(os.path.basename(sys.argv[1]), sys.argv[1]), indent=1))
