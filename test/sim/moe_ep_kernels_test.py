#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""samples/moe_ep/ep.cu's kernels compiled by NVRTC to PTX and run on the CPU by ptxsim.py,
against what moe_ep.h says they compute, from the inputs alone (plain Python):

  ep_plan     counts[r] = the slots whose expert lives on rank r (expert // experts_per_rank);
              pos: a permutation of the slots in which rank r's slots take the rows
              Σ_{q<r} counts[q] … + counts[r] − 1
  ep_pack     send_x[pos[i]] = x[i // top_k], send_e[pos[i]] = expert % experts_per_rank,
              send_w[pos[i]] = w[i], bit for bit
  ep_combine  out[t, h] = bf16(Σ_slot back[pos[t·top_k + slot], h]) summed in f32 in slot
              order, rounded to nearest even (values small enough that a double holds every
              partial sum exactly, so rounding each to f32 here is the GPU's f32 add)

Several worlds (1, 2, 4) and shapes, random ids with some ranks left without slots. Exit 77
(said) without NVRTC.

    python3 test/sim/moe_ep_kernels_test.py
"""
import ctypes
import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import ptxsim  # noqa: E402

NTID = 128  # threads per CTA the test launches (the kernels take any multiple of 32)


def load_nvrtc():
    names = ["libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"]
    dirs = [""] + [os.path.join(d, "lib64") for d in (os.environ.get("CUDA_HOME"),
                                                      "/usr/local/cuda") if d]
    for d in dirs:
        for n in names:
            try:
                return ctypes.CDLL(os.path.join(d, n) if d else n)
            except OSError:
                pass
    return None


def ptx_of(nvrtc, path):
    src = open(path, "rb").read()
    prog = ctypes.c_void_p()
    if nvrtc.nvrtcCreateProgram(ctypes.byref(prog), src, b"ep.cu", 0, None, None):
        sys.exit("nvrtcCreateProgram failed")
    opts = (ctypes.c_char_p * 2)(b"-arch=compute_90", b"-std=c++17")
    rc = nvrtc.nvrtcCompileProgram(prog, 2, opts)
    n = ctypes.c_size_t()
    if rc:
        nvrtc.nvrtcGetProgramLogSize(prog, ctypes.byref(n))
        log = ctypes.create_string_buffer(n.value)
        nvrtc.nvrtcGetProgramLog(prog, log)
        sys.exit(f"ep.cu does not compile:\n{log.value.decode()}")
    nvrtc.nvrtcGetPTXSize(prog, ctypes.byref(n))
    buf = ctypes.create_string_buffer(n.value)
    nvrtc.nvrtcGetPTX(prog, buf)
    return buf.value.decode()


def launch(ptx, entry, params, mem, blocks):
    prog = ptxsim.Prog(ptx, entry)
    prog.ntid = NTID
    for b in range(blocks):
        ptxsim.run(prog, params, (b, 0, 0), mem, (blocks, 1, 1))


def i32s(mem, addr, n):
    return list(struct.unpack(f"<{n}i", mem.bytes_of(addr)[:4 * n]))


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bf16_bits(x):
    """Round-to-nearest-even of an f32 value to bf16 (no NaN here)."""
    u = struct.unpack("<I", struct.pack("<f", x))[0]
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) & 0xFFFF


def bf16_value(h):
    return struct.unpack("<f", struct.pack("<I", h << 16))[0]


def check_case(ptx, rng, T, k, H, experts, world):
    per, slots = experts // world, T * k
    fails = []
    # ranks ≥ 1 get no slot at all when `world` > 1 in one case of three (empty blocks)
    top = per if world > 1 and rng.random() < 0.34 else experts
    ids = [rng.randrange(top) for _ in range(slots)]
    w = [rng.uniform(0, 1) for _ in range(slots)]
    x = [rng.getrandbits(16) & 0x7F7F for _ in range(T * H)]  # finite bf16 bits
    mem = ptxsim.Memory()
    d_ids = mem.buffer(struct.pack(f"<{slots}i", *ids))
    d_pos = mem.buffer(bytes(4 * slots))
    d_counts = mem.buffer(bytes(4 * world))
    launch(ptx, "ep_plan", [d_ids, slots, per, world, d_pos, d_counts], mem, 1)
    counts, pos = i32s(mem, d_counts, world), i32s(mem, d_pos, slots)
    want = [sum(1 for e in ids if e // per == r) for r in range(world)]
    if counts != want:
        fails.append(f"ep_plan counts {counts}, expected {want}")
    start = [sum(want[:r]) for r in range(world)]
    if sorted(pos) != list(range(slots)):
        fails.append("ep_plan pos is not a permutation of the slots")
    bad = [i for i in range(slots)
           if not start[ids[i] // per] <= pos[i] < start[ids[i] // per] + want[ids[i] // per]]
    if bad:
        fails.append(f"ep_plan: {len(bad)} slots outside their rank's rows, e.g. slot {bad[0]}")
    if fails:
        return fails
    d_x = mem.buffer(struct.pack(f"<{T * H}H", *x))
    d_w = mem.buffer(struct.pack(f"<{slots}f", *w))
    d_sx, d_se, d_sw = (mem.buffer(bytes(n)) for n in (2 * slots * H, 4 * slots, 4 * slots))
    launch(ptx, "ep_pack", [d_x, d_ids, d_w, d_pos, k, H, per, d_sx, d_se, d_sw], mem, slots)
    sx = struct.unpack(f"<{slots * H}H", mem.bytes_of(d_sx)[:2 * slots * H])
    se, sw = i32s(mem, d_se, slots), struct.unpack(f"<{slots}f", mem.bytes_of(d_sw)[:4 * slots])
    for i in range(slots):
        row = pos[i]
        if list(sx[row * H:(row + 1) * H]) != x[(i // k) * H:(i // k + 1) * H]:
            fails.append(f"ep_pack: send_x row {row} is not token {i // k}'s row")
        if se[row] != ids[i] % per or sw[row] != f32(w[i]):
            fails.append(f"ep_pack: slot {i}: expert {se[row]}, weight {sw[row]}; expected "
                         f"{ids[i] % per}, {f32(w[i])}")
        if len(fails) > 4:
            return fails
    back = [bf16_bits(rng.uniform(-4, 4)) for _ in range(slots * H)]
    d_back = mem.buffer(struct.pack(f"<{slots * H}H", *back))
    d_out = mem.buffer(bytes(2 * T * H))
    blocks = min((T * H // 2 + NTID - 1) // NTID, 2)  # fewer threads than pairs: the stride loop
    launch(ptx, "ep_combine", [d_back, d_pos, d_out, T, k, H], mem, blocks)
    out = struct.unpack(f"<{T * H}H", mem.bytes_of(d_out)[:2 * T * H])
    for t in range(T):
        for h in range(H):
            acc = 0.0
            for s in range(k):
                acc = f32(acc + bf16_value(back[pos[t * k + s] * H + h]))
            if out[t * H + h] != bf16_bits(acc):
                fails.append(f"ep_combine out[{t}, {h}] = {out[t * H + h]:#06x}, expected "
                             f"{bf16_bits(acc):#06x}")
                if len(fails) > 4:
                    return fails
    return fails


def sample_ptx(*path):
    """NVRTC's PTX of ROOT/path (a CUDA source), or None, SKIPPED said, without NVRTC."""
    nvrtc = load_nvrtc()
    if nvrtc is None:
        print("SKIPPED: NVRTC cannot be loaded")
        return None
    return ptx_of(nvrtc, os.path.join(ROOT, *path))


def main():
    ptx = sample_ptx("samples", "moe_ep", "ep.cu")
    if ptx is None:
        return 77
    rng = random.Random(27)
    failed = 0
    # T, top-k, H, experts, world
    for T, k, H, experts, world in [(5, 2, 8, 8, 1), (13, 3, 24, 8, 2), (9, 4, 16, 16, 4),
                                    (7, 2, 10, 4, 4), (40, 8, 16, 64, 2)]:
        fails = check_case(ptx, rng, T, k, H, experts, world)
        print(f"T={T} top-k={k} H={H} experts={experts} world={world}: "
              f"{'ok' if not fails else 'FAILED'}")
        for f in fails[:5]:
            print("   ", f)
        failed += bool(fails)
    print(f"moe_ep kernels: {'FAILED' if failed else 'passed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
