// Two dots of one operand below sm_89 (lower/lower_dots.c insert): the fp8 MoE w1's gate and up
// projections read one A, which sm_80 (no f8 tensor cores) widens to f16 for each dot — once,
// the second dot reusing the first's ftof, so that the K loop's A load has one user and the loop
// prefetches it into the ring (pipeline-loops; cp.async). Before, the A was widened twice and
// the loop ran unpipelined. Its B tiles are two loads, widened once each. ptxsim runs the
// kernel on sm_80 (test/sim/mma_kernels_test.py OWN_MATH).
// RUN: cutile compile --gpu-name sm_80 samples/moe/moe_w1_fp8_128x128.cutile --emit sched \
// RUN:   | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 samples/moe/moe_w1_fp8_128x128.cutile --emit ptx \
// RUN:   | FileCheck %s --check-prefix=PTX
// CHECK-COUNT-3: "cuda_tile.ftof"({{.*}}tile<128x128xf8E4M3FN>) -> !cuda_tile.tile<128x128xf16>
// CHECK-NOT: "cuda_tile.ftof"({{.*}}tile<128x128xf8E4M3FN>) -> !cuda_tile.tile<128x128xf16>
// CHECK: "cuda_tile.dot"
// PTX: cp.async.cg.shared.global
