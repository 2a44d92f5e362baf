// A pipelined tf32 K loop on wgmma (test/data matmul_f32: f32 tiles rounded to tf32 by ftof,
// 128 x 128 x 32 over 256 threads). wgmma reads tf32 K-major only, and the rounding must be
// done somewhere, so both operands go through tiles of their own. A (M x K, K contiguous) is
// read back from its stage into registers (four 16-byte rows a thread), rounded and written
// K-major as it was read. B (K x N, N contiguous) is moved by the dot from the stage to its
// K-major tile in 4 x 4 blocks of 32-bit words, rounded on the way with ftof's own rounding
// (to nearest even on the bits: bfe bit 13, add 0xFFF plus it, clear the 13 low bits; a NaN
// takes its own bits with the quiet bit set instead, so no carry makes it -0 or inf): four
// 16-byte rows of N read, four 16-byte columns of K written, conflict-free under the 128-byte
// swizzle — never the 16 scattered 4-byte stores a thread of B's register copy.
// RUN: cutile compile --gpu-name sm_90a test/data/matmul_f32.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .reqntid 256, 1, 1
// CHECK-NOT: st.shared.b32
// CHECK: mbarrier.try_wait.parity.shared
// CHECK: bar.sync 0;
// CHECK-COUNT-4: st.shared.v4.b32 [{{%r[0-9]+}}], {{[{]%f}}
// CHECK-NOT: st.shared
// CHECK-COUNT-4: ld.shared.v4.b32 {{[{]%r}}
// CHECK-NEXT: mov.b32 [[X:%r[0-9]+]], {{%r[0-9]+}};
// CHECK-NEXT: and.b32 [[M:%r[0-9]+]], [[X]], 0x7FFFFFFF;
// CHECK-NEXT: setp.gt.u32 [[N:%p[0-9]+]], [[M]], 0x7F800000;
// CHECK-NEXT: bfe.u32 [[B:%r[0-9]+]], [[X]], 13, 1;
// CHECK-NEXT: add.u32 [[B]], [[B]], 4095;
// CHECK-NEXT: add.u32 [[Y:%r[0-9]+]], [[X]], [[B]];
// CHECK-NEXT: @[[N]] or.b32 [[Y]], [[X]], 0x00400000;
// CHECK-NEXT: and.b32 [[Y]], [[Y]], 0xFFFFE000;
// CHECK-COUNT-15: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0xFFFFE000;
// CHECK-NOT: st.shared
// CHECK-COUNT-4: st.shared.v4.b32 [{{%r[0-9]+}}], {{[{]%r}}
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: st.shared.b32
