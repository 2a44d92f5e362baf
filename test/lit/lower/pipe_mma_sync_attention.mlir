// pipeline-loops on the mma.sync path: attention's K loop (test/kernels/attention.py, bf16 D 128)
// streams its K and V tiles — 3-D loads of one head, reshaped — through a cp.async ring while Q
// and P stay in registers. K^T's 16-byte vectors run down its columns (K contiguous), so its stage
// is stored transposed and read by ldmatrix without .trans; V's is row-major, read with .trans.
// Nothing is loaded from global memory in the loop body. The decode export (2 query rows: a
// 16-row dot that 4 warps cannot give the warpgroup engine) takes the same path on sm_90a.
// RUN: cutile compile --gpu-name sm_80 test/data/attention_bf16_d128.v13_4.cutile --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a test/data/attention_bf16_d128_m2.v13_4.cutile --emit ptx | FileCheck %s
// CHECK: cp.async.cg.shared.global
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group
// CHECK-NOT: ld.global
// CHECK: cp.async.cg.shared.global
// CHECK-NOT: ld.global
// CHECK: ldmatrix.sync.aligned.m8n8.x2.shared.b16
// CHECK-NOT: ld.global
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NOT: ld.global
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK-NOT: ld.global
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
