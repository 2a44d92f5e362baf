// Twin dots (codegen/ptx_pipe.c plan_twins): samples/moe's fused w1 keeps a gate and an up
// accumulator of 128 columns each, fed by one A tile that streams once (the up dot's A shares
// the gate dot's stream) and two weight tiles that lie end to end in a stage, both K-major with
// one 128-byte slab (TILE_K = 64 bf16). Both accumulate in place into their carried values, so
// one m64n256k16 per K step serves both: the gate's 64 registers, then the up's, and B's tile
// taken with twice the rows. A is read from shared memory once a K step, and the one dot left
// takes no turns (no named barriers between the warpgroups). With TILE_K = 128 each weight tile
// has two slabs, the second tile's rows would not continue the first's, and the dots stay two.
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_bf16_128x256x64.cutile --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_bf16_128x256x64.cutile --emit cubin -o %t.cubin
// RUN: cutile compile --gpu-name sm_90a samples/moe/moe_w1_bf16_64x128x128.cutile --emit ptx | FileCheck %s --check-prefix=SLABS
// CHECK-NOT: bar.sync 1,
// CHECK: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%f1, {{.*}}, %f64, %f65, {{.*}}, %f128}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %p{{[0-9]+}}, 1, 1, 0, 0;
// CHECK-NEXT: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;
// CHECK-NOT: wgmma.mma_async
// CHECK-NOT: bar.sync 1,
// SLABS-COUNT-8: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%f1,
// SLABS: wgmma.wait_group.sync.aligned 1;
// SLABS-COUNT-8: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%f33,
