// pipeline-loops (lower/pipeline_loops.c, codegen/ptx_pipe.c): a K loop whose wgmma dot takes both
// operands straight from loads streams them through a ring of shared-memory stages.
// test/kernels/matmul.py's bf16 export (128x128 tiles, K tiles of 64): 32 KiB stages; its one
// dot's f32 accumulator fits one warpgroup (4 warps, 128 registers a thread: lower/
// assign_layouts.c ONE_WG_REGS), which leaves registers for two CTAs per SM, so the ring is
// sized for two (.minnctapersm 2): 3 stages, 2 iterations ahead (a ring of three keeps no wgmma
// group in flight across iterations: CARRY_MIN_STAGES). A is K-major (64 bf16 of K = 128-byte rows,
// 128B swizzle); B is N-contiguous in memory, so it is MN-major (LBO = 64 k-rows x 128 B =
// 8192: field 512 = 33554432 in the low word) and read with the transpose immediate. Both
// views have tensor maps, so the stages come by TMA: one box for A (64 of K x 128 rows), two
// for B (64 of N x 64 of K each, 8192 bytes apart), completing on the stage's `full` mbarrier
// (count 1); each warp's lane 0 releases a stage on its `empty` mbarrier (count 4) once the
// iteration's wgmma has completed.
// RUN: cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 ct_ring[];
// CHECK: .reqntid 128, 1, 1
// CHECK-NEXT: .minnctapersm 2
// CHECK: .shared .align 8 .b64 ct_mbar[6];
// CHECK-COUNT-3: mbarrier.init.shared::cta.b64 [{{%r[0-9]+}}], 1;
// CHECK-COUNT-3: mbarrier.init.shared::cta.b64 [{{%r[0-9]+}}], 4;
// A loop that runs no iteration skips the whole pipe (label SKIP, after the exit): with the
// exit's wgmma.wait_group reachable while no wgmma is in flight, ptxas serialises every wgmma
// (advisory C7514: each HGMMA waited for before the next one issues).
// CHECK: setp.ge.s32 [[NONE:%p[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK-NEXT: @[[NONE]] bra $Lcf[[SKIP:[0-9]+]];
// CHECK-NEXT: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// CHECK-NEXT: add.u32 [[RING]], [[RING]], 1023;
// CHECK-NEXT: and.b32 [[RING]], [[RING]], -1024;
// CHECK: bar.sync 0;
// The loop head: thread 0 waits until the stage of the iteration two ahead is free again (parity
// phase ^ 1: a fresh barrier's previous phase counts as complete), announces 32768 bytes and
// issues the boxes; every thread then waits for this iteration's stage. (The K loop is the
// kernel's first construct: its labels are 0 next, 1 exit, 2 head, 3 skip.)
// CHECK: $Lcf2:
// CHECK-NEXT: setp.ge.s32 [[DONE:%p[0-9]+]], [[IV:%r[0-9]+]], [[UB:%r[0-9]+]];
// CHECK-NEXT: @[[DONE]] bra $Lcf[[EXIT:[0-9]+]];
// The iteration two ahead runs where ub - iv > 2, exact as an unsigned value (iv + 2 may pass
// the i32 range near its end):
// CHECK-NEXT: sub.u32 [[REM:%r[0-9]+]], [[UB]], [[IV]];
// CHECK-NEXT: setp.le.u32 [[PAST:%p[0-9]+]], [[REM]], 2;
// CHECK-NEXT: mul.lo.s32 [[AHEAD:%r[0-9]+]], {{%r[0-9]+}}, 2;
// CHECK-NEXT: add.s32 [[AHEAD]], [[AHEAD]], [[IV]];
// CHECK-NEXT: @[[PAST]] bra
// CHECK: @!{{%p[0-9]+}} bra $Lcf[[NOTLEAD:[0-9]+]];
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [[[FULL:%r[0-9]+]]], 32768;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}}], [[[FULL]]];
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16384;
// CHECK-NEXT: cp.async.bulk.tensor.2d
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 24576;
// CHECK-NEXT: add.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 64;
// CHECK-NEXT: cp.async.bulk.tensor.2d
// CHECK-NEXT: $Lcf[[NOTLEAD]]:
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// The body: no loads; eight k16 wgmmas over stage `cons` (four for each 64-row half of the
// warpgroup's 128 rows), A K-major (LBO field 1 = 65536 in the low word, SBO 1024 and 128B
// swizzle = 0x40000040 high), B MN-major (transpose 1).
// CHECK-NOT: ld.global
// CHECK: wgmma.fence.sync.aligned;
// CHECK: mov.u32 {{%r[0-9]+}}, 1073741888;
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 33554432;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{[{](%f[0-9]+, ){63}%f[0-9]+[}]}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%p[0-9]+}}, 1, 1, 0, 1;
// CHECK-COUNT-7: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
// The accumulator is updated in place: nothing moves it before the next iteration. Lane 0
// of every warp releases this iteration's stage (whose wgmma the wait just covered); the exit
// has nothing left to wait for or release.
// CHECK-NOT: mov.f32
// CHECK: @{{%p[0-9]+}} mbarrier.arrive.shared::cta.b64 _,
// CHECK: $Lcf[[EXIT]]:
// CHECK-NEXT: bar.sync 0;
// CHECK-NEXT: $Lcf[[SKIP]]:
// CHECK-NOT: cp.async.cg
//
// The fused-MoE GEMM (test/kernels/fused_moe.py): A's rows are gathered through a tile of
// pointers (gather_load), which no tensor map describes, so every thread copies its 16-byte
// pieces of A with cp.async; B's [E, N, K] weights have a map (a 3-D box of 64 of K x 128 rows
// of one expert; K-contiguous, so B is K-major, no transpose) and come by TMA: the mixed mode.
// The `full` barriers count thread 0's expect_tx (B's 16384 bytes) and an arrival per thread
// (cp.async.mbarrier.arrive.noinc, 1 + 128); every thread waits on `empty` before writing a
// stage and, after waiting on `full`, fences cp.async's generic-proxy writes against wgmma's
// async proxy. 64-row tiles: the warps are capped at M / 16 = 4, and the ring is sized for two
// CTAs per SM: 4 stages of 8 + 16 KiB, 2 ahead. The layout conversions outside the loop use
// the ring too (static staging would take the second CTA's room); the pipe's own starts after
// its skip branch.
// RUN: cutile compile --gpu-name sm_90a test/data/moe_gemm_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=MOE
// MOE: .reqntid 128, 1, 1
// MOE-NEXT: .minnctapersm 2
// MOE-COUNT-4: mbarrier.init.shared::cta.b64 [{{%r[0-9]+}}], 129;
// MOE-COUNT-4: mbarrier.init.shared::cta.b64 [{{%r[0-9]+}}], 4;
// MOE: @{{%p[0-9]+}} bra $Lcf[[SKIP:[0-9]+]];
// MOE-NEXT: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// MOE: $Lcf2:
// MOE-NEXT: setp.ge.s32 [[DONE:%p[0-9]+]], [[IV:%r[0-9]+]], [[UB:%r[0-9]+]];
// MOE-NEXT: @[[DONE]] bra $Lcf[[EXIT:[0-9]+]];
// MOE: mbarrier.try_wait.parity.shared::cta.b64
// MOE: mbarrier.arrive.expect_tx.shared::cta.b64 _, [[[FULL:%r[0-9]+]]], 16384;
// MOE: cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [{{%r[0-9]+}}], [{{%rd[0-9]+}}, {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}], [[[FULL]]];
// MOE-COUNT-4: cp.async.cg.shared.global [{{%r[0-9]+}}], [{{%rd[0-9]+}}+0], 16, {{%r[0-9]+}};
// MOE-NEXT: cp.async.mbarrier.arrive.noinc.shared::cta.b64 [[[FULL]]];
// MOE: mbarrier.try_wait.parity.shared::cta.b64
// MOE: fence.proxy.async.shared::cta;
// MOE-NOT: ld.global
// MOE: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{.*}}, 1, 1, 0, 0;
// MOE: wgmma.wait_group.sync.aligned 1;
// MOE-NOT: mov.f32
// MOE: @{{%p[0-9]+}} mbarrier.arrive.shared::cta.b64 _,
// MOE: $Lcf[[EXIT]]:
// MOE-NEXT: wgmma.wait_group.sync.aligned 0;
// MOE: bar.sync 0;
// MOE-NEXT: $Lcf[[SKIP]]:
//
// mma.sync (sm_80, and sm_90a with CUTILE_WGMMA=0): the operands are staged for ldmatrix
// (ct_mma_smem's swizzled row-major tiles), so the copies fill that layout and the staging
// conversions read the current stage with ldmatrix (163 KiB on sm_80: 4 stages, 3 ahead;
// sm_90a: two CTAs per SM, 3 stages, 2 ahead). The reads are synchronous, so a barrier per iteration is all the release a
// stage needs (no proxy fence before sm_90).
// RUN: cutile compile --gpu-name sm_80 test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=SYNC
// RUN: CUTILE_WGMMA=0 cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=SYNC
// SYNC: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// SYNC-COUNT-2: cp.async.commit_group;
// SYNC: cp.async.wait_group {{[0-9]}};
// SYNC: bar.sync 0;
// SYNC: cp.async.cg.shared.global
// SYNC: cp.async.commit_group;
// SYNC-NOT: ld.global
// SYNC: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// SYNC: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// SYNC: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// SYNC-NOT: wgmma
// SYNC: cp.async.wait_group 0;
// SYNC-NEXT: bar.sync 0;
//
// Off at -O0 (the loads stay in registers):
// RUN: cutile compile -O0 --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// OFF-NOT: cp.async
// OFF: ld.global
// OFF-NOT: cp.async
