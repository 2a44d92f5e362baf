// hoist-loads (lower/hoist_loads.c): weak loads after a loop that need nothing from it, with their
// address arithmetic, move ahead of it so that their latency hides under it. The MoE GEMM with
// routed weights (test/kernels/fused_moe.py's bf16_mulw, 64x128x64): after its K loop the
// epilogue loads the block's row ids (64 x i32) and through them the rows' weights (64 x bf16);
// both move ahead of the loop, the multiply by the accumulator stays after it. Skipped at -O0.
// RUN: cutile compile --gpu-name sm_90a test/data/moe_gemm_bf16_mulw.v13_3.cutile --emit sched | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a test/data/moe_gemm_bf16_mulw.v13_3.cutile --emit sched -O0 | FileCheck %s --check-prefix=O0
// RUN: cutile compile --gpu-name sm_80 test/data/moe_gemm_bf16_mulw.v13_3.cutile --emit sched | FileCheck %s
// CHECK: "cuda_tile.gather_load"{{.*}}-> !cuda_tile.tile<64xi32>
// CHECK: "cuda_tile.gather_load"{{.*}}-> !cuda_tile.tile<64xbf16>
// CHECK-NEXT: "cuda_tile.for"
// CHECK-NOT: -> !cuda_tile.tile<64xbf16>
// CHECK: "cuda_tile.mulf"
// O0: "cuda_tile.for"
// O0: "cuda_tile.gather_load"{{.*}}-> !cuda_tile.tile<64xbf16>
// O0: "cuda_tile.mulf"
