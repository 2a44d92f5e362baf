// pipeline-loops (lower/pipeline_loops.c) sizing the ring of a body with two dependent dots:
// test/kernels/attention.py's bf16 export with 64 query rows, 64-key tiles and D = 128 (one
// warpgroup). Its accumulators (64x64 + 64x128 f32 over 128 threads, plus about 64 registers)
// allow two CTAs per SM; a stage (K and V tiles, 16 + 16 KiB) and Q's fixed 16 KiB leave room
// for two stages each. A GEMM ring would rather keep one CTA with five stages (three at least
// for a second CTA to stay), but here each CTA leaves the tensor cores idle during the softmax
// between its dots, which the second CTA fills, and two stages still keep one iteration of
// copies in flight: the stage is released at the end of its own iteration (codegen/ptx_pipe.c
// release_now), so the loop's head issues the next iteration's copies before it waits.
// RUN: cutile compile --gpu-name sm_90a test/data/attention_bf16_d128.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: .reqntid 128, 1, 1
// CHECK-NEXT: .minnctapersm 2
// CHECK: .shared .align 8 .b64 ct_mbar[4];
// CHECK: mov.u32 [[RING:%r[0-9]+]], ct_ring;
// CHECK: add.u32 [[FIXED:%r[0-9]+]], [[RING]], 65536;
// One iteration's copies before the loop, the next one's in the head, then the wait:
// CHECK-COUNT-2: mbarrier.arrive.expect_tx.shared::cta.b64 _, [{{%r[0-9]+}}], 32768;
// CHECK: mbarrier.try_wait.parity
// CHECK-NOT: mbarrier.arrive.expect_tx
// CHECK: wgmma.mma_async
