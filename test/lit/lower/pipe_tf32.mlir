// A pipelined tf32 K loop on wgmma (test/data matmul_f32: f32 tiles rounded to tf32 by ftof,
// 128 x 128 x 32 over 256 threads). wgmma reads tf32 K-major only, and the rounding must be
// done somewhere, so both operands go through tiles of their own. A (M x K, K contiguous) is
// read back from its stage into registers (four 16-byte rows a thread), rounded and written
// K-major as it was read. B (K x N, N contiguous) is moved by the dot from the stage to its
// K-major tile in 4 x 4 blocks of 32-bit words, rounded on the way with ftof's own rounding
// (sm_90: cvt.rn.tf32.f32; the dropped bits are not cleared after it, as tf32_convert's stored
// results have them: only the dot reads these, and a tensor core reads a tf32's upper 19 bits
// alone, codegen/ptx_mma.c cvt_tf32): four 16-byte rows of N read,
// four 16-byte columns of K written, conflict-free under the 128-byte swizzle — never the 16
// scattered 4-byte stores a thread of B's register copy. The two tiles have two copies (32 KiB
// apart) that the iterations alternate between, so the wgmma group stays in flight (wait_group
// 1) while the next iteration rounds into the other copy. The threads' byte offsets in the
// swizzled tiles (a bfe, mul and xor per bit of the thread) are computed once at the entry:
// left in the loop, ptxas kept ~75 of the ~300 instructions of an iteration on them.
// RUN: cutile compile --gpu-name sm_90a test/data/matmul_f32.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .reqntid 256, 1, 1
// CHECK-NOT: st.shared.b32
// CHECK: mbarrier.try_wait.parity.shared
// CHECK-NOT: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{[0-9]+}}, 1;
// CHECK: cvt.rn.tf32.f32 [[T:%r[0-9]+]], {{%f[0-9]+}};
// CHECK-NOT: 0xFFFFE000
// CHECK: bar.sync 0;
// CHECK-NOT: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{[0-9]+}}, 1;
// CHECK-COUNT-4: st.shared.v4.b32 [{{%r[0-9]+}}], {{[{]%f}}
// CHECK-NOT: st.shared
// CHECK-NOT: bfe.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{[0-9]+}}, 1;
// CHECK-COUNT-4: ld.shared.v4.b32 {{[{]%r}}
// CHECK-COUNT-16: cvt.rn.tf32.f32
// CHECK-NOT: st.shared
// CHECK-COUNT-4: st.shared.v4.b32 [{{%r[0-9]+}}], {{[{]%r}}
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK: xor.b32 [[H:%r[0-9]+]], [[H]], 32768;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NOT: st.shared.b32
// The same loop over views of any row stride (samples/matmul matmul_tf32_128x128x32_any: no
// stride is known to be a multiple of 16 bytes, so no tensor map may describe them): the
// stages are filled by every thread's 4-byte cp.async copies (through L1: .cg takes 16 bytes
// only), each zero-filled past the ragged edge by its own guard, three iterations ahead (the
// body reads every stage back, so a stage is free once its iteration ran) —
// never loaded from global memory in the loop's body.
// RUN: cutile compile --gpu-name sm_90a samples/matmul/matmul_tf32_128x128x32_any.cutile --emit ptx | FileCheck %s --check-prefix=ANY
// ANY-NOT: _tmap_
// ANY: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 4, {{%r[0-9]+}};
// ANY: cp.async.ca.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+4], 4, {{%r[0-9]+}};
// ANY-NOT: cp.async.cg
// ANY: cp.async.wait_group 2;
// ANY-NOT: ld.global
// ANY: cvt.rn.tf32.f32
// ANY-NOT: ld.global
// ANY: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// ANY-NOT: ld.global
// ANY: wgmma.wait_group.sync.aligned 0;
