// pipeline-loops (lower/pipe.c, codegen/ptx_pipe.c): a K loop whose wgmma dot takes both
// operands straight from loads streams them through a ring of shared-memory stages.
// test/kernels/matmul.py's bf16 export (128x128 tiles, K tiles of 64, 8 warps): 32 KiB stages,
// 5 of them, copies 3 iterations ahead (one wgmma group stays in flight). A is K-major (64 bf16
// of K = 128-byte rows, 128B swizzle); B is N-contiguous in memory, so it is MN-major (LBO =
// 64 k-rows x 128 B = 8192: field 512, high word 0x40000040 = 1073741888) and read with the
// transpose immediate.
// RUN: cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 ct_ring[];
// CHECK: .reqntid 256, 1, 1
// CHECK: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// CHECK-NEXT: add.u32 [[RING]], [[RING]], 1023;
// CHECK-NEXT: and.b32 [[RING]], [[RING]], -1024;
// The prologue: three guarded groups of copies, each committed whether it ran or not.
// CHECK-COUNT-3: cp.async.commit_group;
// The loop head: this iteration's group landed, fenced for the async proxy, a barrier, then
// the copies of the iteration three ahead into the stage two wgmma groups back released.
// CHECK: setp.ge.s32 [[DONE:%p[0-9]+]], [[IV:%r[0-9]+]], [[UB:%r[0-9]+]];
// CHECK-NEXT: @[[DONE]] bra $Lcf[[EXIT:[0-9]+]];
// CHECK-NEXT: cp.async.wait_group 2;
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: mul.lo.s32 [[AHEAD:%r[0-9]+]], {{%r[0-9]+}}, 3;
// CHECK-NEXT: add.s32 [[AHEAD]], [[AHEAD]], [[IV]];
// CHECK-NEXT: setp.ge.s32 {{%p[0-9]+}}, [[AHEAD]], [[UB]];
// CHECK: mad.lo.u32 {{%r[0-9]+}}, [[PROD:%r[0-9]+]], 32768, [[RING]];
// 128x64 A: four 16-byte copies per thread, zero-filled out of bounds.
// CHECK-COUNT-4: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 16, {{%r[0-9]+}};
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16384;
// CHECK-COUNT-4: cp.async.cg.shared.global
// CHECK: cp.async.commit_group;
// The body: no loads; four k16 wgmmas over stage `cons`, A K-major (LBO field 1 = 65536 in
// the low word, SBO 1024 and 128B swizzle = 0x40000040 high), B MN-major (transpose 1).
// CHECK-NOT: ld.global
// CHECK: mad.lo.u32 {{%r[0-9]+}}, [[CONS:%r[0-9]+]], 32768, [[RING]];
// CHECK: wgmma.fence.sync.aligned;
// CHECK: mov.u32 {{%r[0-9]+}}, 1073741888;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{[{](%f[0-9]+, ){63}%f[0-9]+[}]}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%p[0-9]+}}, 1, 1, 0, 1;
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// The accumulator is updated in place: nothing moves it before the next iteration.
// CHECK-NOT: mov.f32
// CHECK: add.u32 [[CONS]], [[CONS]], 1;
// CHECK: add.u32 [[PROD]], [[PROD]], 1;
// CHECK: $Lcf[[EXIT]]:
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
// CHECK-NEXT: cp.async.wait_group 0;
// CHECK-NEXT: bar.sync 0;
//
// The fused-MoE GEMM (test/kernels/moe.py): A's rows gathered through a tile of pointers
// (gather_load) become cp.async copies too; B's [E, N, K] weights are K-contiguous, so B is
// K-major (no transpose). 64-row tiles: the warps are capped at M / 16 = 4.
// RUN: cutile compile --gpu-name sm_90a test/data/moe_gemm_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=MOE
// MOE: .reqntid 128, 1, 1
// MOE: cp.async.wait_group 2;
// MOE: cp.async.cg.shared.global
// MOE: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, 1, 1, 0, 0;
// MOE: wgmma.wait_group.sync.aligned 1;
//
// Off at -O0, with CUTILE_WGMMA=0 and on targets without wgmma (the loads stay in registers):
// RUN: cutile compile -O0 --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_WGMMA=0 cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: cutile compile --gpu-name sm_80 test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// OFF-NOT: cp.async
// OFF: ld.global
// OFF-NOT: cp.async
