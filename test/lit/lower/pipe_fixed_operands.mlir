// pipeline-loops (lower/pipe.c, codegen/ptx_pipe.c) with dot operands that do not stream:
// test/kernels/attention.py's f16 export (128 query rows, 64-key tiles, D = 64, 8 warps). K
// (read transposed) and V stream by TMA: 8 + 8 KiB a stage, one `full` barrier for both.
// Q is loop-invariant, so it is resident: written once, before the loop, to its tile after the
// ring (4 stages = 64 KiB: the fixed tiles start at ring + 65536), then fenced against the
// async proxy. P = exp2(...) is computed in the body, so it is staged: its dot writes it to
// its own tile every iteration (barrier, writes, fence, barrier).
// Q 16 KiB + P 16 KiB + 4 stages leave room for two CTAs per SM. exp2 with flush_to_zero is
// ex2.approx.ftz.f32.
// RUN: cutile compile --gpu-name sm_90a test/data/attention_f16_d64.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .reqntid 256, 1, 1
// CHECK-NEXT: .minnctapersm 2
// CHECK: .shared .align 8 .b64 ct_mbar[8];
// CHECK: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// CHECK: add.u32 [[FIXED:%r[0-9]+]], [[RING]], 65536;
// CHECK: bar.sync 0;
// CHECK-COUNT-4: st.shared.v4.b32
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 16384;
// CHECK: cp.async.bulk.tensor.3d
// CHECK: cp.async.bulk.tensor.3d
// CHECK: mbarrier.try_wait.parity
// CHECK: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: ex2.approx.ftz.f32
// CHECK: cvt.rn.f16.f32
// CHECK: bar.sync 0;
// CHECK-COUNT-4: st.shared.v4.b32
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: bar.sync 0;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: mbarrier.arrive.shared::cta.b64
