// Scaled promotion (lower/lower_dots.c fuse_scaled; codegen/ptx_wgmma.c wg_promoted): the
// DeepSeek recipe's fp8 K loop, acc = fma(mmaf(a, w, 0), sa · sw, acc) over one 128-wide K group
// an iteration (samples/moe's w2 on 128x128 tiles, two warpgroups), becomes a promoting dot
// whose promotion adds fma(t, scale, acc): one set of n128 temporaries, its group kept in
// flight into the next iteration. Before the loop the set holds −0 and its saved scales 1 (the
// first iteration's add leaves the accumulator as it is). In the loop the scales of this K
// group are formed (sa · sw, a row's scale one register), the previous group is waited for and
// added with the scales saved from its own iteration, the next group is issued, and the
// scales it will need are saved, once per register (two a thread: its two rows). After the
// loop the last group is added with its saved scales. The dot into a zero accumulator whose
// product goes through a mul before the fma (test/data's mm_bytes_scaled) is not fused: it
// stays a plain dot waited for in its iteration (pipe_fp8_promote.mlir, SC).
// The w1 of the same tiles has two such dots (gate and up): carried, each dot's set would stay
// live while the other's is issued, 128 temporaries beside 128 accumulator registers a thread,
// and ptxas spilled (pipeline_loops.c REST_REGS); so each dot waits for its group in its
// iteration (W1), and the SASS touches no local memory (no_spills.mlir).
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w2_fp8_128x128.cutile --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w2_fp8_128x128.cutile --emit cubin -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_fp8_128x128.cutile --emit ptx | FileCheck %s --check-prefix=W1
// CHECK: mov.f32 [[T:%f[0-9]+]], 0f80000000;
// CHECK-NEXT: mov.f32 [[S0:%f[0-9]+]], 0f3F800000;
// CHECK-NEXT: mov.f32 {{%f[0-9]+}}, 0f80000000;
// CHECK-NEXT: mov.f32 {{%f[0-9]+}}, 0f3F800000;
// CHECK-NEXT: mov.f32 {{%f[0-9]+}}, 0f80000000;
// CHECK-NEXT: mov.f32 [[S1:%f[0-9]+]], 0f3F800000;
// CHECK: mbarrier.try_wait.parity.shared::cta.b64
// CHECK: mul.rn.f32 [[NS0:%f[0-9]+]],
// CHECK-NEXT: mul.rn.f32 [[NS1:%f[0-9]+]],
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NEXT: fma.rn.f32 [[D:%f[0-9]+]], [[T]], [[S0]], [[D]];
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, [[S0]],
// CHECK-NEXT: fma.rn.f32 {{%f[0-9]+}}, {{%f[0-9]+}}, [[S1]],
// CHECK-COUNT-61: fma.rn.f32
// CHECK-NEXT: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {[[T]],
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: mov.f32 [[S0]], [[NS0]];
// CHECK-NEXT: mov.f32 [[S1]], [[NS1]];
// CHECK-NOT: wgmma
// CHECK: mbarrier.arrive.shared::cta.b64
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-NEXT: fma.rn.f32 [[D]], [[T]], [[S0]], [[D]];
// W1-NOT: 0f80000000
// W1: mbarrier.try_wait.parity.shared::cta.b64
// W1-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {[[G:%f[0-9]+]],
// W1-NEXT: wgmma.commit_group.sync.aligned;
// W1-NEXT: wgmma.wait_group.sync.aligned 0;
// W1-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[G]],
// W1: wgmma.fence.sync.aligned;
// W1-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {[[U:%f[0-9]+]],
// W1-NEXT: wgmma.commit_group.sync.aligned;
// W1-NEXT: wgmma.wait_group.sync.aligned 0;
// W1-NEXT: fma.rn.f32 {{%f[0-9]+}}, [[U]],
