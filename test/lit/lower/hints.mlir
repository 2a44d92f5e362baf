// Entry hints the compiler honours (ops.md §1.10, advisory): num_worker_warps_per_cta (4 or 8)
// sets the warps per CTA, occupancy becomes .minnctapersm; the target's own dictionary first,
// else `default`. mma_sync.mlir's dot_f16 with 4 warps on sm_80: the 64×32 accumulator splits
// over M only (warps m4, m5), so each warp runs 4 N tiles × 2 K steps = 8 instructions.
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: CUTILE_WGMMA=0 cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=DEFAULT
// CHECK: .reqntid 128, 1, 1
// CHECK-NEXT: .minnctapersm 2
// CHECK-COUNT-8: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NOT: mma.sync
// DEFAULT: .reqntid 256, 1, 1
// DEFAULT-NEXT: .minnctapersm 1
// DEFAULT-COUNT-4: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// DEFAULT-NOT: mma.sync
"cuda_tile.module"() <{sym_name = "hints"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_f16", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_80 = {num_worker_warps_per_cta = 4 : i64, occupancy = 2 : i64}, default = {occupancy = 1 : i64}>}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<f16>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<128x32xf16, strides=[32,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<32x32xf16, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128x32xf32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<128x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<32x32xf16, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<128x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), tensor_view<32x32xf16, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<64x32xf16>, !cuda_tile.tile<32x32xf16>, !cuda_tile.tile<64x32xf32>) -> !cuda_tile.tile<64x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<128x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
