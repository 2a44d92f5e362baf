// In a kernel with a pipelined K loop, every layout conversion outside the loop stages through
// the dynamic region ct_ring (free before and after the loop), whatever its size, and a barrier
// follows its reads so that a later loop's first copies cannot overwrite what a slow warp has
// yet to read. Static ct_smem would take shared memory beside the ring: lower/pipeline_loops.c leaves 16 KiB of
// it (for conversions inside the loops), so a 64x256 bf16 tile's 32 KiB epilogue in a
// 1-CTA-per-SM kernel failed to fit ("32768 bytes of static and 205824 of dynamic shared memory
// exceed the 232448 a block of sm_90a may use"). Here the MoE GEMM's 64x128x128 variant (48 KiB
// stages: one CTA per SM, no .minnctapersm): its 16 KiB epilogue, which went to ct_smem before,
// goes to the ring.
// RUN: cutile compile --gpu-name sm_90a $(dirname %s)/../../../samples/moe/moe_gemm_bf16_64x128x128.cutile --emit ptx | FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 ct_ring[];
// CHECK-NOT: ct_smem
// CHECK-NOT: .minnctapersm
// CHECK: cp.async.bulk.tensor
// CHECK: wgmma.mma_async
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: mov.u32 [[B:%r[0-9]+]], ct_ring;
// CHECK: st.shared.v2.b16
// CHECK: bar.sync 0;
// CHECK-NEXT: add.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, [[B]];
// CHECK-NEXT: ld.shared.v4.b32
// CHECK: bar.sync 0;
// CHECK: st.global.v4.b32
// CHECK-NOT: ct_smem
