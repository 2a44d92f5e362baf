// reduce in PTX, on the real export of test/kernels/softmax.py (softmax_row, f32, a 1x1024 row
// per tile block). 1024 elements → 4 warps; the blocked layout gives each thread 8 registers of
// the row (4 consecutive columns, twice), the 32 lanes and 2 warp bits walk the rest of it, so
// all hardware bits but none of the result's move along the reduced dim 1:
//   1. the 8 registers fold in the thread (7 maxf),
//   2. one shfl.sync.bfly per lane bit (masks 1…16),
//   3. the two warp bits: lane 0 of each warp writes its partial to slot = warp id (4 slots of
//      one f32: 16 bytes of shared memory), barrier, every thread folds the 4 slots in order.
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_f32.v13_1.cutile --emit ptx | FileCheck %s
// CHECK: .shared .align 16 .b8 ct_smem[16];
// CHECK: max.f32 [[M0:%f[0-9]+]], %f1, %f0;
// CHECK-COUNT-6: max.f32
// CHECK-NEXT: shfl.sync.bfly.b32 [[S1:%f[0-9]+]], [[P1:%f[0-9]+]], 1, 31, -1;
// CHECK-NEXT: max.f32 [[Q1:%f[0-9]+]], [[S1]], [[P1]];
// CHECK-NEXT: shfl.sync.bfly.b32 {{%f[0-9]+}}, [[Q1]], 2, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 4, 31, -1;
// CHECK: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 8, 31, -1;
// CHECK: shfl.sync.bfly.b32 [[S5:%f[0-9]+]], [[P5:%f[0-9]+]], 16, 31, -1;
// CHECK-NEXT: max.f32 [[W:%f[0-9]+]], [[S5]], [[P5]];
// The slot: warp bits 5 and 6 of %tid.x; writers: lane 0.
// CHECK: bfe.u32 [[B0:%r[0-9]+]], %r0, 5, 1;
// CHECK: bfe.u32 [[B1:%r[0-9]+]], %r0, 6, 1;
// CHECK: and.b32 [[L:%r[0-9]+]], %r0, 31;
// CHECK-NEXT: setp.eq.u32 [[OWN:%p[0-9]+]], [[L]], 0;
// CHECK: bar.sync 0;
// CHECK: @[[OWN]] st.shared.f32 [{{%r[0-9]+}}+0], [[W]];
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: mad.lo.u32 [[RA:%r[0-9]+]],
// CHECK-NEXT: ld.shared.f32 [[X0:%f[0-9]+]], [[[RA]]+0];
// CHECK-NEXT: ld.shared.f32 [[X1:%f[0-9]+]], [[[RA]]+4];
// CHECK-NEXT: max.f32 [[Y1:%f[0-9]+]], [[X1]], [[X0]];
// CHECK-NEXT: ld.shared.f32 [[X2:%f[0-9]+]], [[[RA]]+8];
// CHECK-NEXT: max.f32 [[Y2:%f[0-9]+]], [[X2]], [[Y1]];
// CHECK-NEXT: ld.shared.f32 [[X3:%f[0-9]+]], [[[RA]]+12];
// CHECK-NEXT: max.f32 [[Y3:%f[0-9]+]], [[X3]], [[Y2]];
// The row maximum is then subtracted from every element (a broadcast: no data moves).
// CHECK: sub.rn.f32 {{%f[0-9]+}}, %f0, [[Y3]];
// The second reduce (the sum) takes the same path with add.
// CHECK: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 31, -1;
// CHECK-NEXT: add.rn.f32
//
// A reduce whose bits are all in registers and lanes stays in the warp (no barrier): dim 0 of
// softmax_online's per-row running values is a size-1 dim, so nothing to combine there; the
// chunk max over 256 columns with 1 warp uses registers and shuffles only.
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_online_f16.v13_1.cutile --emit ptx | FileCheck %s --check-prefix=WARP
// WARP: .reqntid 32, 1, 1
// WARP-NOT: bar.sync
// WARP: shfl.sync.bfly.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 16, 31, -1;
// WARP-NOT: bar.sync
// WARP: ret;
//
// softmax_row bf16 loads its row as pairs of bf16 in b32 vectors: where the tile hangs over the
// row's end the load is predicated off and the unpacking must be too, or the registers lose
// their -inf padding (0xFF80) to whatever the b32 registers held (seen on an H200).
// RUN: cutile compile --gpu-name sm_90a test/data/softmax_row_bf16.v13_3.cutile --emit ptx | FileCheck %s --check-prefix=PAD
// PAD: mov.b16 [[H0:%h[0-9]+]], 0xFF80;
// PAD: @[[P:%p[0-9]+]] ld.global.v4.b32 {[[W0:%r[0-9]+]],
// PAD-NEXT: @[[P]] mov.b32 {[[H0]], {{%h[0-9]+}}}, [[W0]];
//
// scans: scan_warp.mlir (registers and shuffles) and scan_smem.mlir (the shared-memory walk).
