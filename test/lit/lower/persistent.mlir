// Persistent execution (codegen/ptx_persist.c, CUTILE_PERSISTENT=1): samples/matmul's bf16
// 128x256x64 GEMM (one CTA an SM, one TMA-fed K loop, no atomics) takes the grid X, Y, Z as a
// hidden parameter after its tensor maps, and runs blocks t = ctaid.x, ctaid.x + nctaid.x, …
// below X·Y·Z in a loop after the TMA prologue (the mbarriers initialised once): x = t mod X,
// y = (t / X) mod Y, z = t / (X·Y). Its producer warp (block 256 + 32) and its consumers'
// return both branch to the loop's next turn; the epilogue's staging sits past the ring of 3
// stages of 48 KiB (147456 + the alignment's 1023). Unset, or with the producer warp off, or
// where two CTAs share an SM (the 128x128x64 GEMM), or with an atomic (nt_counted), or on
// sm_80 (no TMA), a CTA runs one block and nothing changes.
// RUN: CUTILE_PERSISTENT=1 cutile compile --gpu-name sm_90a samples/matmul/matmul_bf16_128x256x64.cutile --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a samples/matmul/matmul_bf16_128x256x64.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PERSISTENT=1 CUTILE_PRODUCER_WARP=0 cutile compile --gpu-name sm_90a samples/matmul/matmul_bf16_128x256x64.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PERSISTENT=1 cutile compile --gpu-name sm_90a samples/matmul/matmul_bf16_128x128x64.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PERSISTENT=1 cutile compile --gpu-name sm_90a test/data/nt_counted_f16.v13_4.cutile --emit ptx | FileCheck %s --check-prefix=OFF
// RUN: CUTILE_PERSISTENT=1 cutile compile --gpu-name sm_80 samples/matmul/matmul_bf16_128x256x64.cutile --emit ptx | FileCheck %s --check-prefix=OFF

// CHECK: .param .align 64 .b8 [[NAME:[a-zA-Z0-9_]+]]_tmap_2[128],
// CHECK-NEXT: .param .align 4 .b8 [[NAME]]_grid[12]
// CHECK: .reqntid 288, 1, 1
// CHECK: ld.param.u32 [[X:%r[0-9]+]], [[[NAME]]_grid+0];
// CHECK-NEXT: ld.param.u32 [[Y:%r[0-9]+]], [[[NAME]]_grid+4];
// CHECK-NEXT: ld.param.u32 [[Z:%r[0-9]+]], [[[NAME]]_grid+8];
// CHECK-NEXT: mul.lo.u32 [[N:%r[0-9]+]], [[X]], [[Y]];
// CHECK-NEXT: mul.lo.u32 [[N]], [[N]], [[Z]];
// CHECK-NEXT: mov.u32 [[T:%r[0-9]+]], %ctaid.x;
// CHECK-NEXT: mov.u32 [[STEP:%r[0-9]+]], %nctaid.x;
// CHECK: mbarrier.init
// CHECK: bar.sync 0;
// CHECK-NEXT: $Lcf[[HEAD:[0-9]+]]:
// CHECK-NEXT: setp.ge.u32 [[DONE:%p[0-9]+]], [[T]], [[N]];
// CHECK-NEXT: @[[DONE]] bra $Lcf[[END:[0-9]+]];
// CHECK-NEXT: rem.u32 {{%r[0-9]+}}, [[T]], [[X]];
// CHECK-NEXT: div.u32 [[Q:%r[0-9]+]], [[T]], [[X]];
// CHECK-NEXT: rem.u32 {{%r[0-9]+}}, [[Q]], [[Y]];
// CHECK-NEXT: div.u32 {{%r[0-9]+}}, [[Q]], [[Y]];
// CHECK-NEXT: add.u32 [[T]], [[T]], [[STEP]];
// CHECK-NOT: %ctaid
// CHECK-NOT: exit;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: bra $Lcf{{[0-9]+}};
// CHECK-NEXT: $Lcf{{[0-9]+}}:
// CHECK-NEXT: bra $Lcf[[NEXT:[0-9]+]];
// CHECK: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, 148479;
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// CHECK: cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: bra $Lcf[[NEXT]];
// CHECK-NEXT: $Lcf[[NEXT]]:
// CHECK-NEXT: bra $Lcf[[HEAD]];
// CHECK-NEXT: $Lcf[[END]]:
// CHECK-NEXT: ret;

// OFF-NOT: _grid
// OFF: mov.u32 %r{{[0-9]+}}, %ctaid.x;
// OFF-NOT: _grid
// OFF: ret;
