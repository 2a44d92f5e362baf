// A K loop whose two wgmma dots take rows gathered through one index tile loaded in the loop
// (test/kernels/mla.py gathered_pair, the shape of sparse MLA's K / rotary K / V gathers). A
// streamed operand's address must be recomputable for a later iteration from pure ops; the
// index tile's load is not, so neither gather streams and the loop stays unpipelined: the
// gathers are plain loads (no cp.async ring) and each dot takes wgmma from its own staging.
// Before, the first gather's refused slice left the index tile's reshape marked, the second
// gather streamed on it, and the ring's prologue reshaped a tile not loaded yet: "emit-ptx:
// reshape uses a value with no registers" (NVIDIA's tileiras compiles the kernel). The result
// tile leaves through the TMA-store epilogue (codegen/ptx_tma.c), the only bulk copy.
// RUN: cutile compile --gpu-name sm_90a --emit ptx --no-cache test/data/gathered_pair_f16.v13_3.cutile -o - | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 --emit ptx --no-cache test/data/gathered_pair_f16.v13_3.cutile -o - | FileCheck %s --check-prefix=SYNC
// CHECK-NOT: cp.async
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: cp.async
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NOT: cp.async
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// SYNC-NOT: cp.async
// SYNC: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
