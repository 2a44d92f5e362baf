# SPDX-License-Identifier: Apache-2.0
"""Random valid Tile IR programs for the differential harness (test/diff/README.md).

`generate(seed)` returns (text, desc): a module in the text form of docs/text-format.md, shaped
like cuTile Python's output (arrays as pointer + shapes + strides, tensor and partition views,
one tile per block, tokens), and a launch description that test/diff/run.py follows on the GPU.
The seed names the program: the same seed gives the same bytes.

Each value carries a taint: set by ops whose result is allowed to differ between two correct
compilers (transcendental functions, approximate modes, float sums whose association order is
the compiler's), it names the float type that op rounded in, the loosest one when several meet.
Discontinuous ops (ftoi, compares, floor/ceil, narrowing conversions to integers) only take
untainted values, so an output is either bit-exact (untainted) or compared within the bound of
its taint's type or its own dtype, whichever is looser (data.py RTOL): a bf16 sum widened to f64
is only as close as bf16 rounding makes it.
"""
import random
import struct

# Element types of arrays and tiles: name -> (bits, kind)
FLOATS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
INTS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
F8 = {"f8E4M3FN": 8, "f8E5M2": 8}
MEM_TYPES = list(FLOATS) + list(INTS)

# Seeds from here on also draw the op kinds added after the first GPU run's programs (seeds
# below keep the programs they named then).
EXTENDED_SEEDS = 1_000_000

# From here on, also: long chains, big 2-D tiles, transposed partition views (dim_map [1,0]).
STRESS_SEEDS = 2_000_000

PADDINGS = ["zero", "neg_zero", "nan", "pos_inf", "neg_inf"]
IEEE = ["nearest_even", "zero", "negative_inf", "positive_inf"]

# float ops: (name, arity, attrs-maker or None, exact?)
UNARY_EXACT_F = ["absf", "negf", "floor", "ceil"]
UNARY_APPROX_F = ["exp", "exp2", "log", "log2", "sin", "cos", "tanh", "rsqrt", "sinh", "cosh"]
BINARY_F = ["addf", "subf", "mulf", "divf", "maxf", "minf"]
BINARY_I = ["addi", "subi", "muli", "andi", "ori", "xori", "maxi", "mini", "divi", "remi",
            "shli", "shri", "mulhii"]
UNARY_I = ["absi", "negi"]
CMP_PREDS = ["equal", "not_equal", "less_than", "less_than_or_equal", "greater_than",
             "greater_than_or_equal"]


# Float types from the tightest bound to the loosest (data.py RTOL).
LOOSER = ["f64", "f32", "f16", "bf16", "f8E4M3FN", "f8E5M2"]


def loosest(*taints):
    """The taint of a value computed from values with these taints: the loosest type, or False."""
    ts = [t for t in taints if t]
    return max(ts, key=LOOSER.index) if ts else False


def is_float(t):
    return t in FLOATS or t in F8


def bits(t):
    return FLOATS.get(t) or INTS.get(t) or F8.get(t) or (1 if t == "i1" else 0)


def fconst_hex(t, x):
    """The bit pattern of float x in type t, as the text form's hex float literal."""
    if t == "f64":
        return "0x%016X" % struct.unpack("<Q", struct.pack("<d", x))[0]
    b32 = struct.unpack("<I", struct.pack("<f", x))[0]
    if t == "f32":
        return "0x%08X" % b32
    if t == "bf16":  # values used here are exact in bf16
        return "0x%04X" % (b32 >> 16)
    if t == "f16":
        return "0x%04X" % struct.unpack("<H", struct.pack("<e", x))[0]
    raise ValueError(t)


def int_range(t, unsigned):
    n = bits(t)
    return (0, (1 << n) - 1) if unsigned else (-(1 << (n - 1)), (1 << (n - 1)) - 1)


class Prog:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.seed = seed
        self.lines = []
        self.n = 0
        self.ind = "    "

    def v(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, s):
        self.lines.append(self.ind + s)


def tt(shape, t):
    return "!cuda_tile.tile<%s>" % ("x".join(map(str, shape)) + "x" + t if shape else t)


class Gen:
    """One program: inputs, a chain of ops over tiles of one shape, outputs."""

    def __init__(self, seed):
        self.p = Prog(seed)
        self.r = self.p.r
        r = self.r
        self.rank = r.choice([1, 1, 2, 2, 2])
        if self.rank == 1:
            self.tile = [r.choice([16, 32, 64, 128, 256, 512, 1024])]
            self.shape = [self.tile[0] * r.randint(1, 4) - r.choice([0, 1, 3, 7, 15, 0])]
        else:
            self.tile = [r.choice([1, 2, 4, 8, 16, 32, 64]), r.choice([8, 16, 32, 64, 128])]
            if r.random() < 0.3:  # square: small dots are possible
                self.tile = [r.choice([16, 32, 64])] * 2
            if seed >= STRESS_SEEDS and r.random() < 0.5:  # big tiles: register pressure
                self.tile = [r.choice([64, 128, 256]), r.choice([64, 128, 256])]
            self.shape = [t * r.randint(1, 3) - r.choice([0, 1, 3, 5, 0]) for t in self.tile]
        self.shape = [max(1, s) for s in self.shape]
        self.pool = []  # (name, type, tainted)
        self.ops = set()
        self.arrays = []  # launch description of each array parameter

    # ---- helpers writing ops ----
    def op(self, name, args, types_in, t_out, props="", shape=None):
        shape = self.tile if shape is None else shape
        v = self.p.v()
        pr = " <{%s}>" % props if props else ""
        sig = ", ".join(tt(shape, t) for t in types_in)
        self.p.emit('%s = "cuda_tile.%s"(%s)%s : (%s) -> %s' % (
            v, name, ", ".join(args), pr, sig, tt(shape, t_out)))
        self.ops.add(name)
        return v

    def const(self, t, text, shape=None):
        shape = self.tile if shape is None else shape
        v = self.p.v()
        self.p.emit('%s = "cuda_tile.constant"() <{value = dense<%s> : %s}> : () -> %s' % (
            v, text, tt(shape, t), tt(shape, t)))
        return v

    def pick(self, pred):
        c = [x for x in self.pool if pred(x)]
        return self.r.choice(c) if c else None

    def add(self, name, t, taint):
        self.pool.append((name, t, taint))
        return (name, t, taint)

    # ---- the kernel frame ----
    def param_list(self, arrays):
        """Block arguments in cuTile's flattening: per array ptr, shapes, strides (i32)."""
        params = []
        for a in arrays:
            params.append(("ptr", a["dtype"]))
            params += [("i32", None)] * (2 * self.rank)
        return params

    def views(self, arrays, args):
        """make_tensor_view + make_partition_view of each array; returns partition views."""
        pvs = []
        k = 0
        for a in arrays:
            ptr = args[k]
            shp = args[k + 1:k + 1 + self.rank]
            strd = args[k + 1 + self.rank:k + 1 + 2 * self.rank]
            k += 1 + 2 * self.rank
            t = a["dtype"]
            if self.r.random() < 0.3:
                ptr2 = self.p.v()
                self.p.emit('%s = "cuda_tile.assume"(%s) <{predicate = #cuda_tile.div_by<16>}> : '
                            '(!cuda_tile.tile<ptr<%s>>) -> !cuda_tile.tile<ptr<%s>>' % (ptr2, ptr, t, t))
                ptr = ptr2
            static = a["static"]
            dims = "x".join(str(s) if static else "?" for s in a["shape"])
            if self.rank == 1:
                strides = "1"
                dyn_strides = []
            else:
                strides = ("%d" % a["strides"][0] if static else "?") + ",1"
                dyn_strides = [] if static else [strd[0]]
            dyn_shapes = [] if static else list(shp)
            tv = "!cuda_tile.tensor_view<%sx%s, strides=[%s]>" % (dims, t, strides)
            v = self.p.v()
            opnds = [ptr] + dyn_shapes + dyn_strides
            types = ["!cuda_tile.tile<ptr<%s>>" % t] + ["!cuda_tile.tile<i32>"] * (len(opnds) - 1)
            self.p.emit('%s = "cuda_tile.make_tensor_view"(%s) <{operandSegmentSizes = array<i32: 1, %d, %d>}>'
                        ' : (%s) -> %s' % (v, ", ".join(opnds), len(dyn_shapes), len(dyn_strides),
                                           ", ".join(types), tv))
            dm = list(range(self.rank))
            if self.rank == 2 and self.p.seed >= STRESS_SEEDS and self.r.random() < 0.3:
                dm = [1, 0]  # cuTile's order=(1, 0): tile dim 0 walks the tensor's dim 1
            pad = ""
            if a["role"] == "in":
                padding = a["padding"] or ("zero" if self.ragged(a, dm) else None)
                pad = ", padding_value = %s" % padding if padding else ""
            dm = ",".join(map(str, dm))
            pvt = "!cuda_tile.partition_view<tile=(%s)%s, %s, dim_map=[%s]>" % (
                "x".join(map(str, self.tile)), pad, tv, dm)
            pv = self.p.v()
            self.p.emit('%s = "cuda_tile.make_partition_view"(%s) : (%s) -> %s' % (pv, v, tv, pvt))
            pvs.append((pv, pvt))
        return pvs

    def ragged(self, a, dm):
        """Whether a tile of array a's view (tile dim i walking the tensor's dim dm[i]) can
        reach past its extent. Such lanes must have a padding value: a reduce, scan or dot
        carries them into in-bounds results, and without one their values are unspecified
        (ops.md), so two correct compilers could store different results."""
        return any(a["shape"][d] % t for t, d in zip(self.tile, dm))

    def new_array(self, role, t):
        r = self.r
        shape = list(self.shape)
        strides = [1]
        if self.rank == 2:
            pitch = shape[1] + r.choice([0, 0, 1, 16 - shape[1] % 16 if shape[1] % 16 else 0, 5])
            strides = [pitch, 1]
        pad = None
        if role == "in":
            pad = r.choice(PADDINGS) if is_float(t) and r.random() < 0.7 else (
                "zero" if r.random() < 0.5 else None)
        a = {"role": role, "dtype": t, "shape": shape, "strides": strides,
             "static": r.random() < 0.25, "padding": pad}
        self.arrays.append(a)
        return a

    # ---- op choices ----
    def step(self):
        r = self.r
        kinds = ["fbin", "fun", "fma", "ibin", "iun", "cmpsel", "conv", "reduce", "scan", "const",
                 "loop", "ifelse", "dot"]
        weights = [8, 5, 2, 7, 2, 3, 6, 3, 2, 1, 2, 2, 1]
        if self.p.seed >= EXTENDED_SEEDS:  # (STRESS_SEEDS above it draw them too)
            kinds, weights = kinds + ["fext", "permute"], weights + [3, 2]
        getattr(self, "k_" + r.choices(kinds, weights)[0])()

    def fval(self, untainted=False):
        return self.pick(lambda x: is_float(x[1]) and x[1] in FLOATS and not (untainted and x[2]))

    def ival(self, untainted=False):
        return self.pick(lambda x: x[1] in INTS and not (untainted and x[2]))

    def same_type(self, a):
        b = self.pick(lambda x: x[1] == a[1])
        return b

    def rounding_props(self, t, exact_only=True):
        r = self.r
        mode = r.choice(IEEE) if t in ("f32", "f64") or r.random() < 0.3 else "nearest_even"
        s = "rounding_mode = #cuda_tile.rounding<%s>" % mode
        if t == "f32" and r.random() < 0.2:
            s += ", flush_to_zero"
        return s

    def k_fbin(self, a=None):
        a = a or self.fval()
        if not a:
            return self.k_conv()
        b = self.same_type(a)
        name = self.r.choice(BINARY_F)
        t = a[1]
        taint = loosest(a[2], b[2])
        if name in ("maxf", "minf"):
            props = []
            if self.r.random() < 0.5:
                props.append("propagate_nan")
            if t == "f32" and self.r.random() < 0.2:
                props.append("flush_to_zero")
            props = ", ".join(props)
        else:
            props = self.rounding_props(t)
            if name == "divf" and t == "f32" and self.r.random() < 0.2:
                props = "rounding_mode = #cuda_tile.rounding<%s>" % self.r.choice(["approx", "full"])
                taint = t
        v = self.op(name, [a[0], b[0]], [t, t], t, props)
        return self.add(v, t, taint)

    def k_fun(self):
        a = self.fval()
        if not a:
            return self.k_conv()
        t = a[1]
        r = self.r
        if r.random() < 0.45:
            name = r.choice(UNARY_EXACT_F + ["sqrt"])
            if name in ("floor", "ceil") and a[2]:
                name = "absf"
            props = self.rounding_props(t) if name == "sqrt" else ""
            v = self.op(name, [a[0]], [t], t, props)
            return self.add(v, t, a[2])
        name = r.choice(UNARY_APPROX_F)
        props = ""
        if name in ("exp", "tanh"):
            props = "rounding_mode = #cuda_tile.rounding<%s>" % (
                r.choice(["full", "approx"]) if t == "f32" else "full")
        elif name in ("exp2", "rsqrt") and t == "f32" and r.random() < 0.3:
            props = "flush_to_zero"
        v = self.op(name, [a[0]], [t], t, props)
        self.add(v, t, t)

    def k_fma(self):
        a = self.fval()
        if not a:
            return self.k_conv()
        b, c = self.same_type(a), self.same_type(a)
        v = self.op("fma", [a[0], b[0], c[0]], [a[1]] * 3, a[1], self.rounding_props(a[1]))
        self.add(v, a[1], loosest(a[2], b[2], c[2]))

    def k_ibin(self, a=None):
        a = a or self.ival()
        if not a:
            return self.k_conv()
        b = self.same_type(a)
        t = a[1]
        r = self.r
        name = r.choice(BINARY_I)
        sgn = r.choice(["signed", "unsigned"])
        y = b[0]
        taint = loosest(a[2], b[2])
        if name in ("divi", "remi"):
            # a divisor in [1, 127]: no division by zero, no MIN / -1
            m = self.op("andi", [y, self.const(t, "127")], [t, t], t)
            y = self.op("ori", [m, self.const(t, "1")], [t, t], t)
        if name in ("shli", "shri"):
            y = self.op("andi", [y, self.const(t, str(bits(t) - 1))], [t, t], t)
        if name in ("addi", "subi", "muli", "shli"):
            props = "overflow = #cuda_tile.overflow<none>"
        elif name == "divi":
            rm = r.choice(["zero", "negative_inf", "positive_inf"])
            if sgn == "unsigned" and rm == "negative_inf":
                rm = "zero"
            props = "signedness = #cuda_tile.signedness<%s>, rounding = #cuda_tile.rounding<%s>" % (sgn, rm)
        elif name in ("remi", "maxi", "mini", "shri"):
            props = "signedness = #cuda_tile.signedness<%s>" % sgn
        else:
            props = ""
        v = self.op(name, [a[0], y], [t, t], t, props)
        return self.add(v, t, taint)

    def k_iun(self):
        a = self.ival()
        if not a:
            return self.k_conv()
        name = self.r.choice(UNARY_I)
        props = "overflow = #cuda_tile.overflow<none>" if name == "negi" else ""
        v = self.op(name, [a[0]], [a[1]], a[1], props)
        self.add(v, a[1], a[2])

    def k_cmpsel(self):
        r = self.r
        a = self.pick(lambda x: not x[2] and (x[1] in FLOATS or x[1] in INTS))
        if not a:
            return self.k_fbin()
        b = self.same_type(a)
        if b[2]:
            b = a
        t = a[1]
        pred = r.choice(CMP_PREDS)
        if is_float(t):
            props = ("comparison_predicate = #cuda_tile.comparison_predicate<%s>, comparison_ordering"
                     " = #cuda_tile.comparison_ordering<%s>" % (pred, r.choice(["ordered", "unordered"])))
            c = self.op("cmpf", [a[0], b[0]], [t, t], "i1", props)
        else:
            props = ("comparison_predicate = #cuda_tile.comparison_predicate<%s>, signedness = "
                     "#cuda_tile.signedness<%s>" % (pred, r.choice(["signed", "unsigned"])))
            c = self.op("cmpi", [a[0], b[0]], [t, t], "i1", props)
        x = self.pick(lambda v: True)
        y = self.same_type(x)
        v = self.op("select", [c, x[0], y[0]], ["i1", x[1], x[1]], x[1])
        self.add(v, x[1], loosest(x[2], y[2]))

    def k_fext(self):
        """Ops of seeds >= EXTENDED_SEEDS: remf (exact), pow, atan2, fpowi (bounded)."""
        a = self.fval()
        if not a:
            return self.k_conv()
        t = a[1]
        name = self.r.choice(["remf", "pow", "atan2", "fpowi"])
        if name == "fpowi":
            n = self.const("i32", str(self.r.choice([0, 1, 2, 3, -1, -2, 7])))
            v = self.op("fpowi", [a[0], n], [t, "i32"], t)
            return self.add(v, t, t)
        b = self.same_type(a)
        v = self.op(name, [a[0], b[0]], [t, t], t)
        self.add(v, t, loosest(a[2], b[2]) if name == "remf" else t)

    def k_permute(self):
        """A transpose of a square tile (same shape, so it joins the chain)."""
        if self.rank != 2 or self.tile[0] != self.tile[1]:
            return self.k_fbin()
        a = self.pick(lambda x: True)
        v = self.op("permute", [a[0]], [a[1]], a[1], "permutation = array<i32: 1, 0>")
        self.add(v, a[1], a[2])

    def binop_on(self, a):
        """A binary op of a's type with a as first operand (loop and branch bodies)."""
        return self.k_fbin(a) if a[1] in FLOATS else self.k_ibin(a)

    def k_loop(self):
        """for i in [0, n): c = f(c, outer values): a carried tile (cuTile's loops)."""
        r = self.r
        a = self.pick(lambda x: x[1] in FLOATS or x[1] in INTS)
        t = a[1]
        lb, ub, st = self.const("i32", "0", []), self.const("i32", str(r.randint(1, 5)), []), \
            self.const("i32", "1", [])
        v = self.p.v()
        iv, c = self.p.v(), self.p.v()
        self.p.emit('%s = "cuda_tile.for"(%s, %s, %s, %s) ({' % (v, lb, ub, st, a[0]))
        self.p.emit("^bb0(%s: !cuda_tile.tile<i32>, %s: %s):" % (iv, c, tt(self.tile, t)))
        saved = list(self.pool)
        cur = self.add(c, t, a[2])
        for _ in range(r.randint(1, 3)):
            cur = self.binop_on(cur)
        self.p.emit('"cuda_tile.continue"(%s) : (%s) -> ()' % (cur[0], tt(self.tile, t)))
        self.p.emit("}) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, %s) -> %s" % (
            tt(self.tile, t), tt(self.tile, t)))
        self.ops.add("for")
        taint = loosest(*(x[2] for x in self.pool[len(saved):]))
        self.pool = saved
        self.add(v, t, taint)

    def k_ifelse(self):
        """if (block id < k) then f(a) else g(a): both branches yield a tile of a's type."""
        r = self.r
        a = self.pick(lambda x: x[1] in FLOATS or x[1] in INTS)
        t = a[1]
        k = self.const("i32", str(r.randint(0, 3)), [])
        cond = self.p.v()
        self.p.emit('%s = "cuda_tile.cmpi"(%%bx, %s) <{comparison_predicate = #cuda_tile.comparison_predicate<'
                    'less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, '
                    '!cuda_tile.tile<i32>) -> !cuda_tile.tile<i1>' % (cond, k))
        v = self.p.v()
        self.p.emit('%s = "cuda_tile.if"(%s) ({' % (v, cond))
        saved = list(self.pool)
        taint = False
        for branch in range(2):
            if branch:
                self.p.emit("}, {")
            cur = a
            for _ in range(r.randint(0, 2)):
                cur = self.binop_on(cur)
            self.p.emit('"cuda_tile.yield"(%s) : (%s) -> ()' % (cur[0], tt(self.tile, t)))
            taint = loosest(taint, *(x[2] for x in self.pool[len(saved):]))
            self.pool = list(saved)
        self.p.emit("}) : (!cuda_tile.tile<i1>) -> %s" % tt(self.tile, t))
        self.ops.add("if")
        self.add(v, t, loosest(taint, a[2]))

    def k_dot(self):
        """acc + a @ b on square tiles (a small mmaf), operands converted to f16/bf16/f32."""
        r = self.r
        if self.rank != 2 or self.tile[0] != self.tile[1] or self.tile[0] < 16:
            return self.k_fbin()
        x, y = self.fval(), self.fval()
        if not x:
            return self.k_conv()
        opt = r.choice(["f16", "bf16", "f32"])
        ops = []
        for v in (x, y):
            if v[1] != opt:
                name = self.op("ftof", [v[0]], [v[1]], opt, "rounding_mode = #cuda_tile.rounding<nearest_even>")
                v = (name, opt, v[2])
            ops.append(v)
        acc = self.const("f32", "0.0") if r.random() < 0.5 else None
        if acc is None:
            accv = self.pick(lambda v: v[1] == "f32")
            acc = accv[0] if accv else self.const("f32", "0.0")
        d = self.op("mmaf", [ops[0][0], ops[1][0], acc], [opt, opt, "f32"], "f32")
        self.add(d, "f32", loosest("f32", *(v[2] for v in ops)))

    def k_const(self):
        t = self.r.choice(MEM_TYPES)
        if is_float(t):
            x = self.r.choice([0.5, -1.5, 3.0, 1024.0, -0.0, 0.099609375, 65504.0 if t == "f16" else 1e4])
            if t == "bf16":
                x = struct.unpack("<f", struct.pack("<I", struct.unpack("<I", struct.pack("<f", x))[0] & 0xFFFF0000))[0]
            v = self.const(t, fconst_hex(t, x))
        else:
            lo, hi = int_range(t, False)
            v = self.const(t, str(self.r.choice([0, 1, -1, 7, lo, hi, 12345 % hi])))
        self.add(v, t, False)

    def k_conv(self):
        r = self.r
        a = self.pick(lambda x: x[1] in FLOATS or x[1] in INTS)
        t = a[1]
        if t in FLOATS:
            c = r.choice(["ftof", "ftof", "ftoi", "bitcast", "f8"])
            if c == "ftof":
                to = r.choice([x for x in FLOATS if x != t])
                mode = "nearest_even" if r.random() < 0.7 else "zero"
                # tileiras 13.4.92 refuses the other directed modes when narrowing (ours
                # accepts them, as cuTile 13.4 writes them): rarely, to keep that counted
                if r.random() < 0.05:
                    mode = r.choice(["zero", "negative_inf", "positive_inf", "nearest_away"])
                    if mode in ("negative_inf", "positive_inf", "nearest_away") and to == "bf16":
                        mode = "zero"
                    if to == "f16" and t in ("f64", "f32") and mode != "zero":
                        mode = "zero"
                    if mode == "nearest_away" and t == "f64" and to != "f64":
                        mode = "zero"
                v = self.op("ftof", [a[0]], [t], to, "rounding_mode = #cuda_tile.rounding<%s>" % mode)
                return self.add(v, to, a[2])
            if c == "f8":
                f8 = r.choice(list(F8))
                v = self.op("ftof", [a[0]], [t], f8, "rounding_mode = #cuda_tile.rounding<nearest_even>")
                w = self.op("ftof", [v], [f8], t, "rounding_mode = #cuda_tile.rounding<nearest_even>")
                return self.add(w, t, a[2])
            if c == "bitcast":
                to = {"f16": "i16", "bf16": "i16", "f32": "i32", "f64": "i64"}[t]
                if a[2]:
                    return self.k_fbin()
                v = self.op("bitcast", [a[0]], [t], to)
                return self.add(v, to, False)
            if a[2]:
                return self.k_fbin()
            to = r.choice(list(INTS))
            sgn = r.choice(["signed", "unsigned"])
            lo, hi = int_range(to, sgn == "unsigned")
            # clamp into the target's range first: out-of-range ftoi is not defined
            lo_c = self.const(t, fconst_hex(t, max(float(lo), -65504.0) if t == "f16" else float(lo)))
            hi_f = float(hi)
            # the largest float below 2^bits that the type holds exactly
            hi_c = self.const(t, fconst_hex(t, clamp_hi(t, hi_f)))
            m = self.op("minf", [a[0], hi_c], [t, t], t)
            m = self.op("maxf", [m, lo_c], [t, t], t)
            sat = ", saturating" if r.random() < 0.2 else ""
            v = self.op("ftoi", [m], [t], to, "signedness = #cuda_tile.signedness<%s>, rounding_mode = "
                        "#cuda_tile.rounding<nearest_int_to_zero>%s" % (sgn, sat))
            return self.add(v, to, False)
        c = r.choice(["itof", "exti", "trunci", "bitcast"])
        sgn = r.choice(["signed", "unsigned"])
        if c == "itof":
            to = r.choice(list(FLOATS))
            v = self.op("itof", [a[0]], [t], to, "signedness = #cuda_tile.signedness<%s>, rounding_mode = "
                        "#cuda_tile.rounding<nearest_even>" % sgn)
            return self.add(v, to, a[2])
        wider = [x for x in INTS if bits(x) > bits(t)]
        narrower = [x for x in INTS if bits(x) < bits(t)]
        if c == "exti" and wider or c == "trunci" and not narrower and wider:
            to = r.choice(wider)
            v = self.op("exti", [a[0]], [t], to, "signedness = #cuda_tile.signedness<%s>" % sgn)
            return self.add(v, to, a[2])
        if narrower and c != "bitcast":
            to = r.choice(narrower)
            v = self.op("trunci", [a[0]], [t], to, "overflow = #cuda_tile.overflow<none>")
            return self.add(v, to, a[2])
        to = {"i16": "f16", "i32": "f32", "i64": "f64"}.get(t)
        if not to or a[2]:
            return self.k_ibin()
        v = self.op("bitcast", [a[0]], [t], to)
        self.add(v, to, False)

    def region_op(self, kind, a, dim):
        """reduce/scan of tile a over dim with a random combiner; keeps the tile's shape
        (reduce: reshape to keepdims then broadcast, as cuTile Python does)."""
        r = self.r
        t = a[1]
        if is_float(t):
            comb = r.choice(["addf", "maxf", "minf", "mulf"] if kind == "reduce" else ["addf", "maxf", "minf"])
            ident = {"addf": 0.0, "mulf": 1.0, "maxf": float("-inf"), "minf": float("inf")}[comb]
            ident_s = "%s : %s" % (fconst_hex(t, ident), t)
            cprops = "" if comb in ("maxf", "minf") else "rounding_mode = #cuda_tile.rounding<nearest_even>"
            taint = loosest(a[2], t if comb in ("addf", "mulf") else False)
        else:
            comb = r.choice(["addi", "maxi", "mini", "xori", "ori", "andi", "muli"])
            sgn = r.choice(["signed", "unsigned"])
            lo, hi = int_range(t, sgn == "unsigned")
            ident = {"addi": 0, "xori": 0, "ori": 0, "andi": -1, "muli": 1,
                     "maxi": lo, "mini": hi}[comb]
            if sgn == "unsigned" and ident > int_range(t, False)[1]:
                ident -= 1 << bits(t)  # printed signed
            ident_s = "%d : %s" % (ident, t)
            cprops = {"addi": "overflow = #cuda_tile.overflow<none>",
                      "muli": "overflow = #cuda_tile.overflow<none>",
                      "maxi": "signedness = #cuda_tile.signedness<%s>" % sgn,
                      "mini": "signedness = #cuda_tile.signedness<%s>" % sgn}.get(comb, "")
            taint = a[2]
        out_shape = [s for i, s in enumerate(self.tile) if i != dim] if kind == "reduce" else self.tile
        v = self.p.v()
        if kind == "reduce":
            props = "dim = %d : i32, identities = [%s]" % (dim, ident_s)
        else:
            props = "dim = %d : i32, reverse = %s, identities = [%s]" % (
                dim, r.choice(["false", "true"]), ident_s)
        self.p.emit('%s = "cuda_tile.%s"(%s) <{%s}> ({' % (v, kind, a[0], props))
        x, y = self.p.v(), self.p.v()
        self.p.emit("^bb0(%s: %s, %s: %s):" % (x, tt([], t), y, tt([], t)))
        z = self.p.v()
        cp = " <{%s}>" % cprops if cprops else ""
        self.p.emit('  %s = "cuda_tile.%s"(%s, %s)%s : (%s, %s) -> %s' % (
            z, comb, x, y, cp, tt([], t), tt([], t), tt([], t)))
        self.p.emit('  "cuda_tile.yield"(%s) : (%s) -> ()' % (z, tt([], t)))
        self.p.emit("}) : (%s) -> %s" % (tt(self.tile, t), tt(out_shape, t)))
        self.ops.add(kind)
        if kind == "scan":
            return self.add(v, t, taint)
        keep = [1 if i == dim else s for i, s in enumerate(self.tile)]
        rs = self.p.v()
        self.p.emit('%s = "cuda_tile.reshape"(%s) : (%s) -> %s' % (rs, v, tt(out_shape, t), tt(keep, t)))
        bc = self.p.v()
        self.p.emit('%s = "cuda_tile.broadcast"(%s) : (%s) -> %s' % (bc, rs, tt(keep, t), tt(self.tile, t)))
        self.add(bc, t, taint)

    def k_reduce(self):
        a = self.pick(lambda x: x[1] in FLOATS or x[1] in INTS)
        self.region_op("reduce", a, self.r.randrange(self.rank))

    def k_scan(self):
        a = self.pick(lambda x: x[1] in FLOATS or x[1] in INTS)
        self.region_op("scan", a, self.r.randrange(self.rank))

    def lane_ptrs(self, names, t):
        """Pointers and in-bounds mask of this block's lanes of a rank-1 array (cuTile's
        gather/scatter: bid * T + iota, compared against the extent)."""
        ptr, n = names[0], names[1]
        T = self.tile[0]
        tc = self.const("i32", str(T), [])
        base = self.op("muli", ["%bx", tc], ["i32", "i32"], "i32", "overflow = #cuda_tile.overflow<none>", shape=[])
        io = self.p.v()
        self.p.emit('%s = "cuda_tile.iota"() : () -> %s' % (io, tt([T], "i32")))
        rs = self.p.v()
        self.p.emit('%s = "cuda_tile.reshape"(%s) : (%s) -> %s' % (rs, base, tt([], "i32"), tt([1], "i32")))
        bc = self.p.v()
        self.p.emit('%s = "cuda_tile.broadcast"(%s) : (%s) -> %s' % (bc, rs, tt([1], "i32"), tt([T], "i32")))
        offs = self.op("addi", [bc, io], ["i32", "i32"], "i32", "overflow = #cuda_tile.overflow<none>")
        rn = self.p.v()
        self.p.emit('%s = "cuda_tile.reshape"(%s) : (%s) -> %s' % (rn, n, tt([], "i32"), tt([1], "i32")))
        bn = self.p.v()
        self.p.emit('%s = "cuda_tile.broadcast"(%s) : (%s) -> %s' % (bn, rn, tt([1], "i32"), tt([T], "i32")))
        mask = self.op("cmpi", [offs, bn], ["i32", "i32"], "i1", "comparison_predicate = "
                       "#cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>")
        pt = "ptr<%s>" % t
        rp = self.p.v()
        self.p.emit('%s = "cuda_tile.reshape"(%s) : (%s) -> %s' % (rp, ptr, tt([], pt), tt([1], pt)))
        bp = self.p.v()
        self.p.emit('%s = "cuda_tile.broadcast"(%s) : (%s) -> %s' % (bp, rp, tt([1], pt), tt([T], pt)))
        ptrs = self.op("offset", [bp, offs], [pt, "i32"], pt)
        self.ops.add("gather_scatter")
        return ptrs, mask

    def gather(self, names, a):
        t = a["dtype"]
        ptrs, mask = self.lane_ptrs(names, t)
        if is_float(t):
            pad = self.const(t, fconst_hex(t, self.r.choice([0.0, -0.0, float("nan"), float("inf")])), [])
        else:
            pad = self.const(t, self.r.choice(["0", "-1"]), [])
        rp = self.p.v()
        self.p.emit('%s = "cuda_tile.reshape"(%s) : (%s) -> %s' % (rp, pad, tt([], t), tt([1], t)))
        bp = self.p.v()
        self.p.emit('%s = "cuda_tile.broadcast"(%s) : (%s) -> %s' % (bp, rp, tt([1], t), tt(self.tile, t)))
        v, tok = self.p.v(), self.p.v()
        self.p.emit('%s, %s = "cuda_tile.load_ptr_tko"(%s, %s, %s, %%tok) <{memory_ordering_semantics = '
                    '#cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : '
                    '(%s, %s, %s, !cuda_tile.token) -> (%s, !cuda_tile.token)' % (
                        v, tok, ptrs, mask, bp, tt(self.tile, "ptr<%s>" % t), tt(self.tile, "i1"),
                        tt(self.tile, t), tt(self.tile, t)))
        return v

    def scatter(self, names, a, val):
        t = a["dtype"]
        ptrs, mask = self.lane_ptrs(names, t)
        tok = self.p.v()
        self.p.emit('%s = "cuda_tile.store_ptr_tko"(%s, %s, %s, %%tok) <{memory_ordering_semantics = '
                    '#cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : '
                    '(%s, %s, %s, !cuda_tile.token) -> !cuda_tile.token' % (
                        tok, ptrs, val, mask, tt(self.tile, "ptr<%s>" % t), tt(self.tile, t),
                        tt(self.tile, "i1")))

    # ---- the whole program ----
    def build(self):
        r = self.r
        n_in = r.randint(1, 3)
        base_t = r.choice(MEM_TYPES)
        ins = [self.new_array("in", base_t if i == 0 or r.random() < 0.6 else r.choice(MEM_TYPES))
               for i in range(n_in)]
        n_steps = r.randint(2, 10) if self.p.seed < STRESS_SEEDS else r.randint(10, 30)
        # the ops are written before the outputs are known: the output arrays' dtypes are
        # the types of the chosen values, so the header is built last.
        body_start = len(self.p.lines)
        arr_args = []
        k = 0
        for a in ins:
            names = ["%%a%d" % (k + j) for j in range(1 + 2 * self.rank)]
            k += len(names)
            arr_args.append(names)
        tok = "%tok"
        self.p.emit('%s = "cuda_tile.make_token"() : () -> !cuda_tile.token' % tok)
        bid = ["%bx", "%by", "%bz"]
        self.p.emit('%bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> '
                    '(!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)')
        pvs = self.views(ins, [x for names in arr_args for x in names])
        idx = bid[:self.rank]
        for (pv, pvt), a, names in zip(pvs, ins, arr_args):
            if self.rank == 1 and r.random() < 0.3:
                self.add(self.gather(names, a), a["dtype"], False)
                continue
            v, t2 = self.p.v(), self.p.v()
            self.p.emit('%s, %s = "cuda_tile.load_view_tko"(%s, %s, %s) <{memory_ordering_semantics = '
                        '#cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: %s>, '
                        'operandSegmentSizes = array<i32: 1, %d, 1>}>'
                        ' : (%s, %s, !cuda_tile.token) -> (%s, !cuda_tile.token)' % (
                            v, t2, pv, ", ".join(idx), tok, ", ".join(["false"] * self.rank), self.rank, pvt,
                            ", ".join(["!cuda_tile.tile<i32>"] * self.rank), tt(self.tile, a["dtype"])))
            self.add(v, a["dtype"], False)
        for _ in range(n_steps):
            self.step()
        # outputs: the last value and up to two others
        chosen = [self.pool[-1]] + r.sample(self.pool[:-1], min(len(self.pool) - 1, r.randint(0, 2)))
        outs = []
        for val in chosen:
            if val[1] not in MEM_TYPES:
                continue
            outs.append((self.new_array("out", val[1]), val))
        out_names = []
        for a, _ in outs:
            names = ["%%a%d" % (k + j) for j in range(1 + 2 * self.rank)]
            k += len(names)
            out_names.append(names)
        opvs = self.views([a for a, _ in outs], [x for names in out_names for x in names])
        for (pv, pvt), (a, val), names in zip(opvs, outs, out_names):
            a["tainted"] = val[2]
            if self.rank == 1 and r.random() < 0.3:
                self.scatter(names, a, val[0])
                continue
            t2 = self.p.v()
            self.p.emit('%s = "cuda_tile.store_view_tko"(%s, %s, %s, %s) <{memory_ordering_semantics = '
                        '#cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: %s>, '
                        'operandSegmentSizes = array<i32: 1, 1, %d, 1>}>'
                        ' : (%s, %s, %s, !cuda_tile.token) -> !cuda_tile.token' % (
                            t2, val[0], pv, ", ".join(idx), tok, ", ".join(["false"] * self.rank), self.rank, tt(self.tile, val[1]), pvt,
                            ", ".join(["!cuda_tile.tile<i32>"] * self.rank)))
            a["tainted"] = val[2]
        self.p.emit('"cuda_tile.return"() : () -> ()')
        body = self.p.lines[body_start:]
        params = self.param_list(ins + [a for a, _ in outs])
        all_names = [x for names in arr_args + out_names for x in names]
        types = [("!cuda_tile.tile<ptr<%s>>" % t) if kind == "ptr" else "!cuda_tile.tile<i32>"
                 for kind, t in params]
        name = "gen_%d" % self.p.seed
        ft = "(%s) -> ()" % ", ".join(types)
        head = ['"cuda_tile.module"() <{sym_name = "kernels"}> ({',
                '  "cuda_tile.entry"() <{sym_name = "%s", function_type = %s}> ({' % (name, ft),
                "  ^bb0(%s):" % ", ".join("%s: %s" % (n, t) for n, t in zip(all_names, types))]
        tail = ["  }) : () -> ()", '}) {cuda_tile.bytecode_version = "13.4"} : () -> ()']
        text = "\n".join(head + body + tail) + "\n"
        grid = [-(-s // t) for s, t in zip(self.shape, self.tile)] + [1] * (3 - self.rank)
        desc = {"name": name, "seed": self.p.seed, "grid": grid,
                "arrays": [{k2: a[k2] for k2 in ("role", "dtype", "shape", "strides")} |
                           {"tainted": a.get("tainted", False)} for a in ins + [a for a, _ in outs]],
                "index": "i32", "ops": sorted(self.ops)}
        return text, desc


def clamp_hi(t, hi):
    """The largest value of float type t that is <= hi (hi an integer type's maximum)."""
    if t == "f64":
        m = 53
    elif t == "f32":
        m = 24
    elif t == "f16":
        m = 11
        hi = min(hi, 65504.0)
    else:
        m = 8
    if hi < 2.0 ** m:
        return hi
    e = int(hi).bit_length()
    return float(((1 << m) - 1) << (e - m))


def generate(seed):
    return Gen(seed).build()


if __name__ == "__main__":
    import sys
    print(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 1)[0])
