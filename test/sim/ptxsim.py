#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A small interpreter of straight-line PTX, for checking on a machine without a GPU what the
code generator's data movement computes (layout conversions through shared memory, their
passes, swizzles and predicates).

It runs one CTA: the kernel body has no branches; bar.sync splits it into phases, and every
thread runs a phase to its end before the next phase starts (what the barrier guarantees). The
registers hold bit patterns (no arithmetic on floats is needed for data movement). Global
memory is a set of named buffers at made-up addresses; shared memory is one flat array that
`ct_ring` / `ct_smem` name. An instruction outside the subset it knows is an error, so a test
cannot pass by skipping code it does not understand.

    ptx = open(path).read()
    mem = Memory(); x = mem.buffer(data_bytes); ...
    run(ptx, params=[x, c, y], ctaid=(0, 0, 0), memory=mem)

`python3 ptxsim.py --self-test` checks the interpreter on a handwritten kernel.
"""
import ctypes
import re
import struct
import sys

MASK = {"8": 0xFF, "16": 0xFFFF, "32": 0xFFFFFFFF, "64": 0xFFFFFFFFFFFFFFFF}


class SimError(Exception):
    pass


class Memory:
    """Global buffers (address → bytearray) and the CTA's shared memory."""

    def __init__(self, shared_bytes=256 << 10):
        self.buffers = []
        self.next = 1 << 32
        self.shared = bytearray(shared_bytes)

    def buffer(self, data):
        base = self.next
        self.buffers.append((base, bytearray(data)))
        self.next += (len(data) + (1 << 20)) & ~0xFFFF
        return base

    def view(self, addr, n):
        for base, buf in self.buffers:
            if base <= addr and addr + n <= base + len(buf):
                return buf, addr - base
        raise SimError(f"global access of {n} bytes at {addr:#x} outside every buffer")

    def bytes_of(self, base):
        for b, buf in self.buffers:
            if b == base:
                return bytes(buf)
        raise SimError("no such buffer")


def f32_of(bits):
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def bits_of_f32(x):
    """x rounded to f32 (to nearest, ties to even; inf beyond the range), as bits."""
    return struct.unpack("<I", bytes(ctypes.c_float(x)))[0]


def _width(ty):
    m = re.search(r"(\d+)$", ty)
    return m.group(1) if m else "32"


class Thread:
    def __init__(self, tid, ctaid, ntid, params, memory):
        self.r = {"%tid.x": tid, "%tid.y": 0, "%tid.z": 0, "%ctaid.x": ctaid[0],
                  "%ctaid.y": ctaid[1], "%ctaid.z": ctaid[2], "%ntid.x": ntid}
        self.params, self.mem = params, memory

    def val(self, tok, bits="64"):
        tok = tok.strip()
        if tok in self.r:
            return self.r[tok]
        if tok.startswith("%"):
            raise SimError(f"register {tok} read before it is written")
        if tok in ("ct_ring", "ct_smem"):
            return 0
        if re.fullmatch(r"0[fF][0-9a-fA-F]{8}", tok):
            return int(tok[2:], 16)
        if re.fullmatch(r"-?(0x[0-9a-fA-F]+|\d+)", tok):
            return int(tok, 0) & MASK[bits]
        raise SimError(f"operand {tok!r} not understood")

    def addr(self, tok):
        m = re.fullmatch(r"\[([^\]+]+)(?:\+(-?\d+))?\]", tok.strip())
        if not m:
            raise SimError(f"address {tok!r} not understood")
        base = m.group(1).strip()
        if base in self.params:
            return ("param", self.params[base])
        return ("mem", self.val(base) + int(m.group(2) or 0))


def _split_ops(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _vec(tok):
    tok = tok.strip()
    return [t.strip() for t in tok[1:-1].split(",")] if tok.startswith("{") else [tok]


def _access(t, space, ty, regs, where, store):
    n = {"8": 1, "16": 2, "32": 4, "64": 8}[_width(ty)]
    kind, a = t.addr(where)
    if kind != "mem":
        raise SimError("ld/st of a parameter")
    for i, reg in enumerate(regs):
        if space == "shared":
            buf, off = t.mem.shared, a + i * n
            if off < 0 or off + n > len(buf):
                raise SimError(f"shared access at {off} outside {len(buf)} bytes")
        else:
            buf, off = t.mem.view(a + i * n, n)
        if store:
            buf[off:off + n] = (t.val(reg, _width(ty)) & MASK[_width(ty)]).to_bytes(n, "little")
        else:
            t.r[reg] = int.from_bytes(buf[off:off + n], "little")


def step(t, line):
    """Executes one instruction line for thread t."""
    m = re.fullmatch(r"(@!?%p\d+\s+)?([a-z][\w.:]*)\s*(.*?);?", line.strip())
    if not m:
        raise SimError(f"line not understood: {line!r}")
    guard, op, rest = m.group(1), m.group(2), m.group(3)
    if guard:
        g = guard.strip()
        if t.r.get(g.lstrip("@!")) is None:
            raise SimError(f"predicate {g} read before it is written")
        if bool(t.r[g.lstrip("@!")]) == g.startswith("@!"):
            return
    ops = _split_ops(rest)
    parts = op.split(".")
    name = parts[0]
    ty = parts[-1] if len(parts) > 1 else "b32"
    w = _width(ty)
    if name == "ret":
        return
    if name == "mov":
        if ops[1].startswith("{"):  # mov.b64 %rd, {%r, %r}
            lo, hi = _vec(ops[1])
            t.r[ops[0]] = t.val(lo, "32") | t.val(hi, "32") << 32
        elif ops[0].startswith("{"):
            v = t.val(ops[1], "64")
            a, b = _vec(ops[0])
            t.r[a], t.r[b] = v & 0xFFFFFFFF, v >> 32
        else:
            t.r[ops[0]] = t.val(ops[1], w) & MASK[w]
    elif name == "ld" and parts[1] == "param":
        t.r[ops[0]] = t.addr(ops[1])[1]
    elif name == "cvta":
        t.r[ops[0]] = t.val(ops[1])
    elif name in ("ld", "st"):
        space = parts[1]
        if space not in ("global", "shared"):
            raise SimError(f"{op}: state space not simulated")
        store = name == "st"
        regs = _vec(ops[1] if store else ops[0])
        _access(t, space, ty, regs, ops[0] if store else ops[1], store)
    elif name == "cvt":
        src = parts[-1]
        v = t.val(ops[1], _width(src))
        if src.startswith("s") and v >> (int(_width(src)) - 1) & 1:
            v -= 1 << int(_width(src))
        t.r[ops[0]] = v & MASK[_width(parts[-2])]
    elif name == "bfe":
        v, pos, ln = t.val(ops[1], w), t.val(ops[2]), t.val(ops[3])
        t.r[ops[0]] = (v >> pos) & ((1 << ln) - 1)
    elif name in ("add", "sub", "mul") and ty == "f32":
        if parts[1:-1] not in (["rn"], []):
            raise SimError(f"{op} not simulated")
        a, b = f32_of(t.val(ops[1], "32")), f32_of(t.val(ops[2], "32"))
        # the exact f64 result of two f32 operands rounds once to f32 (add, sub: f64 holds
        # the sum exactly or rounds it innocuously, 53 >= 2·24 + 2; mul: the product is exact)
        t.r[ops[0]] = bits_of_f32(a + b if name == "add" else a - b if name == "sub" else a * b)
    elif name in ("add", "sub", "mul", "shl", "shr", "and", "or", "xor", "mad"):
        a = t.val(ops[1], w)
        b = t.val(ops[2], w)
        if name == "add":
            v = a + b
        elif name == "sub":
            v = a - b
        elif name == "mul":
            if parts[1] != "lo":
                raise SimError(f"{op} not simulated")
            v = a * b
        elif name == "mad" and parts[1] == "wide":  # 32 × 32 → 64, plus a 64-bit addend
            if ty.startswith("s"):
                a -= (a >> 31 & 1) << 32
                b -= (b >> 31 & 1) << 32
            t.r[ops[0]] = (a * b + t.val(ops[3], "64")) & MASK["64"]
            return
        elif name == "mad":
            if parts[1] != "lo":
                raise SimError(f"{op} not simulated")
            v = a * b + t.val(ops[3], w)
        elif name == "shl":
            v = a << b if b < int(w) else 0
        elif name == "shr":
            if ty.startswith("s"):
                raise SimError(f"{op} not simulated")
            v = a >> b
        elif name == "and":
            v = a & b
        elif name == "or":
            v = a | b
        else:
            v = a ^ b
        if ty == "pred":
            t.r[ops[0]] = bool(v)
        else:
            t.r[ops[0]] = v & MASK[w]
    elif name == "setp":
        cmp = parts[1]
        a, b = t.val(ops[1], w), t.val(ops[2], w)
        if ty.startswith("s"):
            a -= (a >> (int(w) - 1) & 1) << int(w)
            b -= (b >> (int(w) - 1) & 1) << int(w)
        res = {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b,
               "ge": a >= b}.get(cmp)
        if res is None:
            raise SimError(f"{op} not simulated")
        t.r[ops[0]] = res
    else:
        raise SimError(f"instruction {op} not simulated")


def body_of(ptx, entry=None):
    """(ntid, the body's instruction lines, the parameter names) of the (first) entry."""
    m = re.search(r"\.entry\s+(\w+)\s*\(([^)]*)\)(.*?)\{(.*)\}", ptx, re.S)
    if not m:
        raise SimError("no .entry")
    names = re.findall(r"\.param\s+\.\w+\s+(\w+)", m.group(2))
    nt = re.search(r"\.reqntid\s+(\d+)", m.group(3))
    lines = []
    for ln in m.group(4).splitlines():
        ln = ln.split("//")[0].strip()
        if not ln or ln.startswith((".reg", ".loc", ".shared")):
            continue
        if ln.endswith(":") or ln.startswith("bra") or " bra " in ln:
            raise SimError(f"control flow not simulated: {ln!r}")
        lines.append(ln)
    return int(nt.group(1)) if nt else 128, lines, names


def run(ptx, params, ctaid, memory):
    """Runs one CTA of the kernel; params are the parameters' values, in order."""
    ntid, lines, names = body_of(ptx)
    threads = [Thread(i, ctaid, ntid, dict(zip(names, params)), memory) for i in range(ntid)]
    phase = []
    for ln in lines + ["bar.sync 0;"]:
        if ln.startswith("bar.sync"):
            for t in threads:
                for x in phase:
                    step(t, x)
            phase = []
        else:
            phase.append(ln)


def _self_test():
    # each thread writes its tid to shared[4·(tid ^ 1)], then reads shared[4·tid] into out
    ptx = """.visible .entry k(.param .u64 k_param_0)
.reqntid 64, 1, 1
{
	mov.u32 %r0, %tid.x;
	xor.b32 %r1, %r0, 1;
	shl.b32 %r2, %r1, 2;
	mov.u32 %r3, ct_smem;
	add.u32 %r4, %r3, %r2;
	st.shared.u32 [%r4+0], %r0;
	bar.sync 0;
	shl.b32 %r5, %r0, 2;
	ld.shared.u32 %r6, [%r5+0];
	ld.param.u64 %rd0, [k_param_0];
	cvta.to.global.u64 %rd1, %rd0;
	cvt.u64.u32 %rd2, %r5;
	add.s64 %rd3, %rd1, %rd2;
	setp.lt.u32 %p0, %r0, 60;
	@%p0 st.global.u32 [%rd3+0], %r6;
	ret;
}"""
    mem = Memory()
    out = mem.buffer(b"\xff" * 256)
    run(ptx, [out], (0, 0, 0), mem)
    got = struct.unpack("<64I", mem.bytes_of(out))
    want = tuple(i ^ 1 if i < 60 else 0xFFFFFFFF for i in range(64))
    if got != want:
        print("ptxsim self-test FAILED", got[:8], file=sys.stderr)
        return 1
    print("ptxsim self-test passed")
    return 0


if __name__ == "__main__":
    sys.exit(_self_test() if "--self-test" in sys.argv else 2)
