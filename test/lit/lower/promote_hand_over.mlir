// A promoting dot hands its last group over to the next (codegen/ptx_wgmma.c ct_ptx_wg_hand,
// ptx_pipe.c hands_over): samples/moe's 64-row fp8 w1 runs its gate and up dots (one
// warpgroup, two sets of n64 temporaries) one after the other in a K loop whose groups do not
// cross iterations (two stages: the hinted entry). The gate's last group stays in flight while
// the up dot's first is issued into the other set, and wait_group 1 then covers it: one drain
// (wait_group 0) a K step, not two. ncu put a quarter of the kernel's warp samples on these
// waits (bench/results/ncu_fp8_w1_h100.md). The carried loop of the lone entry keeps its own
// scheme (pipe_fp8_scaled.mlir). test/sim/mma_kernels_test.py runs both entries against the
// f64 reference.
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_fp8_64x128.cutile --emit ptx \
// RUN:   | FileCheck %s
// CHECK-LABEL: .visible .entry moe_w1_fp8_{{.*}}_B0_I64_I8(
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T0:%f[0-9]+]],
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T1:%f[0-9]+]],
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[T0]],
// CHECK-NOT: wgmma.wait_group
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T0]],
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[T1]],
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {[[T1]],
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[T0]],
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[T1]],
// CHECK-NOT: wgmma.wait_group
// CHECK: bra $Lcf0;
