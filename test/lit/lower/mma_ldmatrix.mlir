// The always_swizzle knob stages 16-bit tensor-core operands through shared memory: the loads
// stay blocked (16-byte vectors), a convert_layout into the fragment goes before the dot, and
// in PTX it writes the tile row-major with the XOR swizzle of ptx-manual §2.4 and reads each
// fragment with ldmatrix (x4 for A; x2.trans for B, stored K×N with N contiguous). The kernel is
// mma_sync.mlir's dot_f16 (A 64×32, B 32×32: 64-byte rows, perPhase 2, maxPhase 4, so chunk
// bits 3–4 take row bits 1–2 = flat bits 6–7). test/unit/mma_layout checks the addressing
// against ldmatrix's lane semantics. (Not yet run on a GPU.)
// RUN: CUTILE_ALWAYS_SWIZZLE=1 cutile compile --gpu-name sm_80 $(dirname %s)/mma_sync.mlir --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: CUTILE_ALWAYS_SWIZZLE=1 cutile compile --gpu-name sm_80 $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s
// RUN: CUTILE_WGMMA=0 CUTILE_ALWAYS_SWIZZLE=1 cutile compile --gpu-name sm_90a $(dirname %s)/mma_sync.mlir --emit ptx | FileCheck %s
// SCHED: "cuda_tile.tiled_load"{{.*}}vec = 8 : i32}> : {{.*}}-> !cuda_tile.tile<64x32xf16>
// SCHED: "cuda_tile.tiled_load"{{.*}}vec = 8 : i32}> : {{.*}}-> !cuda_tile.tile<32x32xf16>
// SCHED: %[[A:[0-9]+]] = "cuda_tile.convert_layout"({{.*}}) <{layout = array<i32: 4, 5, 3, 11, 1, 256, 8, 16, 2, 4, 32, 64, 128, 512, 1024, 0>}>
// SCHED-NEXT: %[[B:[0-9]+]] = "cuda_tile.convert_layout"
// SCHED-NEXT: "cuda_tile.dot"(%[[A]], %[[B]],
// CHECK-LABEL: .entry dot_f16(
// CHECK: .shared .align 16 .b8 ct_smem[4096];
// CHECK: bar.sync 0;
// CHECK-NEXT: mov.u32 [[BASE:%r[0-9]+]], ct_smem;
// CHECK-NEXT: bfe.u32 [[S:%r[0-9]+]], {{%r[0-9]+}}, 6, 2;
// CHECK-NEXT: shl.b32 [[S]], [[S]], 3;
// CHECK-NEXT: xor.b32 [[S]], [[S]], {{%r[0-9]+}};
// CHECK-NEXT: shl.b32 [[S]], [[S]], 1;
// CHECK: st.shared.v4.b32 [{{%r[0-9]+}}], {
// CHECK: bar.sync 0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// CHECK-COUNT-4: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
