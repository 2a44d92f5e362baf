// The producer warp (the producer_warp knob, CUTILE_PRODUCER_WARP=1; codegen/ptx_pipe.c
// producer): test/kernels/matmul.py's bf16 export (as in pipeline.mlir: one warpgroup, a ring of
// 3 stages fed by TMA) gets a fifth warp. Every thread passes the TMA prologue's bar.sync 0;
// then the consumers branch past the producer's program, in which lane 0 of warp 4 waits for
// each stage in turn to be free, issues its boxes, and the warp exits. The consumers produce
// nothing: they wait on `full`, multiply, release `empty`, and synchronise on the named
// barrier 15 over their 128 threads alone; a loop of no iterations lets the producer exit
// where it skips to. The lone twin has its own producer warp. Without the knob: 128 threads.
// No warp where the register file has no room for it (ptx_pipe.c pw_eligible): the promoted
// e4m3 NT GEMM on 128x256 tiles holds about 256 registers a thread by the plan's estimate
// (a 64x256 accumulator and 64 promotion temporaries a thread), which 288 threads would not
// get; on 128x128 tiles (about 192) it gets the warp.
// RUN: CUTILE_PRODUCER_WARP=1 cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s
// RUN: CUTILE_PRODUCER_WARP=1 cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit cubin -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a test/data/matmul_bf16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PRODUCER_WARP=1 cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3_n256.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=FULL
// RUN: CUTILE_PRODUCER_WARP=1 cutile compile --gpu-name sm_90a test/data/mm_bytes_nt_e4m3.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=ROOM
// CHECK: .reqntid 160, 1, 1
// CHECK: bar.sync 0;
// CHECK-NOT: bar.sync 0;
// CHECK: @!%p[[PW:[0-9]+]] bra $Lcf[[CONS:[0-9]+]];
// CHECK: mbarrier.try_wait.parity
// CHECK: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], 32768;
// CHECK-COUNT-3: cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: exit;
// CHECK-NEXT: $Lcf[[CONS]]:
// CHECK-NEXT: bar.sync 15, 128;
// CHECK-NOT: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: wgmma.mma_async
// CHECK-NOT: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: bar.sync 15, 128;
// CHECK-NEXT: $Lcf{{[0-9]+}}:
// CHECK-NEXT: @%p[[PW]] exit;
// CHECK-NOT: bar.sync 0;
// CHECK: .visible .entry {{.*}}$lone(
// CHECK-NEXT: .param
// CHECK: .reqntid 160, 1, 1
// OFF: .reqntid 128, 1, 1
// OFF-NOT: exit;
// OFF-NOT: bar.sync 15
// FULL: .reqntid 256, 1, 1
// FULL-NOT: exit;
// ROOM: .reqntid 288, 1, 1
// ROOM: exit;
