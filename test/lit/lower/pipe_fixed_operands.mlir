// pipeline-loops (lower/pipeline_loops.c, codegen/ptx_pipe.c) with dot operands that do not stream:
// test/kernels/attention.py's f16 export (128 query rows, 64-key tiles, D = 64, 8 warps). K
// (read transposed) and V stream by TMA: 8 + 8 KiB a stage, one `full` barrier for both.
// Q is loop-invariant, so it is resident: written once, before the loop, to its tile after the
// ring (5 stages = 80 KiB: the fixed tiles start at ring + 81920), then fenced against the
// async proxy. P = exp2(...) is computed in the body: a 16-bit A, so the second dot takes it
// from registers (the RS form, lower/mma.h ct_mma_wg_rs): its layout is the first dot's
// accumulator layout, so no conversion, no shared memory; the f16 pairs are packed into b32
// before wgmma.fence, and the instruction has no transpose immediate for A (V is MN-major: 1;
// Kᵀ, read through `order`, is K-major: 0). No occupancy hint; the accumulators allow two CTAs
// per SM, and Q's 16 KiB + 5 stages fit twice.
// exp2 with flush_to_zero is ex2.approx.ftz.f32.
// RUN: cutile compile --gpu-name sm_90a test/data/attention_f16_d64.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .reqntid 256, 1, 1
// CHECK-NEXT: .minnctapersm 2
// CHECK: .shared .align 8 .b64 ct_mbar[10];
// O starts as zeros in the registers the loop carries it in:
// CHECK: mov.f32 [[O0:%f[0-9]+]], [[ZERO:%f[0-9]+]];
// CHECK-NEXT: mov.f32 {{%f[0-9]+}}, [[ZERO]];
// CHECK: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// CHECK: add.u32 [[FIXED:%r[0-9]+]], [[RING]], 81920;
// The two warpgroups take turns at the dots (codegen/ptx_pipe.c turn_takers): named barrier
// w + 1 is warpgroup w's turn, waited on right before its wgmma.fence and passed on to the
// other's right after the commit, before the wait; warpgroup 1 gives warpgroup 0 the first
// turn before the loop; after it each takes one more (below). No other barrier moves.
// CHECK: shr.u32 [[WG:%r[0-9]+]], %r0, 7;
// CHECK-NEXT: setp.eq.u32 [[WG0:%p[0-9]+]], [[WG]], 0;
// CHECK-NEXT: setp.eq.u32 [[WG1:%p[0-9]+]], [[WG]], 1;
// CHECK-NEXT: @[[WG1]] bar.arrive 1, 256;
// CHECK: bar.sync 0;
// CHECK-COUNT-4: st.shared.v4.b32
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// Every dot of the body waits for its results, so a stage is free again at the end of its own
// iteration (ptx_pipe.c release_now): four iterations' copies go out before the loop, the
// head issues the fifth, then waits for the current stage.
// CHECK-COUNT-5: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 16384;
// CHECK: cp.async.bulk.tensor.3d
// CHECK: cp.async.bulk.tensor.3d
// CHECK: mbarrier.try_wait.parity
// CHECK-NOT: mbarrier.arrive.expect_tx
// S = Q·Kᵀ starts from zero: its first K step takes scale-d = false (no zeroed registers).
// CHECK: setp.ne.u32 [[P1:%p[0-9]+]], [[ONE:%r[0-9]+]], 0;
// CHECK-NEXT: setp.eq.u32 [[P0:%p[0-9]+]], [[ONE]], 0;
// CHECK-NEXT: @[[WG0]] bar.sync 1, 256;
// CHECK-NEXT: @[[WG1]] bar.sync 2, 256;
// CHECK-NEXT: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{{.*}}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[P0]], 1, 1, 0, 0;
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{{.*}}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[P1]], 1, 1, 0, 0;
// The row max and sum stay in the accumulator's row slice (assign-layouts' SEED_ROWS): no
// conversion, so no barrier and no shared memory, between the two dots.
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: @[[WG0]] bar.arrive 2, 256;
// CHECK-NEXT: @[[WG1]] bar.arrive 1, 256;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
// CHECK-NOT: bar.sync
// CHECK-NOT: st.shared
// CHECK: ex2.approx.ftz.f32
// CHECK-NOT: bar.sync
// CHECK: cvt.rn.f16.f32
// CHECK-NOT: bar.sync
// CHECK-NOT: st.shared
// CHECK: mov.b32 [[A0:%r[0-9]+]], {[[H0:%h[0-9]+]], {{%h[0-9]+}}};
// CHECK-COUNT-15: mov.b32 {{%r[0-9]+}}, {{{%h[0-9]+}}, {{%h[0-9]+}}};
// CHECK-NEXT: mov.u32
// CHECK-NEXT: setp.ne.u32
// CHECK-NEXT: @[[WG0]] bar.sync 1, 256;
// CHECK-NEXT: @[[WG1]] bar.sync 2, 256;
// CHECK-NEXT: wgmma.fence.sync.aligned;
// O = P·V + O·α accumulates straight into the registers the loop carries O in (ptx_pipe.c
// carried_acc): the continue copies nothing back into them.
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {[[O0]], {{.*}}}, {[[A0]], {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}, {{%rd[0-9]+}}, {{%p[0-9]+}}, 1, 1, 1;
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{{.*}}}, {{{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}}, {{%rd[0-9]+}}, {{%p[0-9]+}}, 1, 1, 1;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NOT: mov.f32 [[O0]],
// Lane 0 of each warp releases the stage just read (empty[cons]), then cons steps.
// CHECK: mad.lo.u32 [[EMPTY:%r[0-9]+]], [[CONS:%r[0-9]+]], 8, {{%r[0-9]+}};
// CHECK-NEXT: @{{%p[0-9]+}} mbarrier.arrive.shared::cta.b64 _, {{\[}}[[EMPTY]]{{\]}};
// CHECK-NEXT: add.u32 [[CONS]], [[CONS]], 1;
// After the loop every warpgroup takes one more turn, and all but the last pass it on, so
// that each waits at as many barriers as the other (racecheck orders accesses by that count):
// warpgroup 0 takes the turn warpgroup 1 passed at its last dot and passes one to warpgroup 1;
// no stage is left to release.
// CHECK: @[[WG0]] bar.sync 1, 256;
// CHECK-NEXT: @[[WG1]] bar.sync 2, 256;
// CHECK-NEXT: @[[WG0]] bar.arrive 2, 256;
// CHECK-NEXT: bar.sync 0;
