// Batched mmaf (B×M×K · B×K×N + B×M×N, ops.md §3.11): the batch is the highest register bit of
// every fragment layout (after the instruction tiles), so each thread runs the 2-D schedule
// once per batch. tile<2x64x32xbf16> · tile<2x32x32xbf16> over 8 warps: per batch as
// mma_sync.mlir's dot_bf16 (4 instructions per warp), twice. A's batch bit is flat bit 11,
// B's 10, C's 11. (Not run on a GPU yet.)
// RUN: CUTILE_ALWAYS_SWIZZLE=0 cutile compile --gpu-name sm_80 %s --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: CUTILE_ALWAYS_SWIZZLE=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: CUTILE_ALWAYS_SWIZZLE=1 cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=LDM
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 5, 5, 3, 12, 1, 256, 8, 16, 2048,
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 5, 5, 3, 11, 32, 256, 512, 16, 1024,
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 4, 5, 3, 12, 1, 256, 16, 2048,
// SCHED: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 1, 16, 8, 16>}> : (!cuda_tile.tile<2x64x32xbf16>, !cuda_tile.tile<2x32x32xbf16>, !cuda_tile.tile<2x64x32xf32>)
// The second batch's first instruction reads A fragments 4–7 of batch 1 (%ma8…), B's (%mb8…).
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {{.*}}, {%ma0, %ma1, %ma2, %ma3}, {%mb0, %mb1},
// CHECK-COUNT-3: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NEXT: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {{.*}}, {%ma8, %ma9, %ma10, %ma11}, {%mb8, %mb9},
// CHECK-COUNT-3: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK-NOT: mma.sync
// LDM-COUNT-4: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// LDM-COUNT-8: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16
// LDM-COUNT-8: mma.sync.aligned.m16n8k16
"cuda_tile.module"() <{sym_name = "mma_batched"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_batched_bf16", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<bf16>>, %b: !cuda_tile.tile<ptr<bf16>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<2x128x32xbf16, strides=[4096,32,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tensor_view<2x32x32xbf16, strides=[1024,32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<2x128x32xf32, strides=[4096,32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<2x128x32xf32, strides=[4096,32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<2x128x32xbf16, strides=[4096,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xbf16, strides=[4096,32,1]>, dim_map=[0, 1, 2]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<2x32x32xbf16, strides=[1024,32,1]>) -> !cuda_tile.partition_view<tile=(2x32x32), tensor_view<2x32x32xbf16, strides=[1024,32,1]>, dim_map=[0, 1, 2]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<2x128x32xf32, strides=[4096,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xf32, strides=[4096,32,1]>, dim_map=[0, 1, 2]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<2x128x32xf32, strides=[4096,32,1]>) -> !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xf32, strides=[4096,32,1]>, dim_map=[0, 1, 2]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xbf16, strides=[4096,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x32xbf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x32x32), tensor_view<2x32x32xbf16, strides=[1024,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x32x32xbf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xf32, strides=[4096,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x64x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<2x64x32xbf16>, !cuda_tile.tile<2x32x32xbf16>, !cuda_tile.tile<2x64x32xf32>) -> !cuda_tile.tile<2x64x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %zero, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cuda_tile.tile<2x64x32xf32>, !cuda_tile.partition_view<tile=(2x64x32), tensor_view<2x128x32xf32, strides=[4096,32,1]>, dim_map=[0, 1, 2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
