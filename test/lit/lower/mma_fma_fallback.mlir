// Dots the tensor cores cannot take run on the FMA engine (lower/mma.h) instead of failing:
// a batched f32 product (4 x 2x2 · 4 x 2x4, the shape of a factored DFT's stages) and an
// 8x8x8 f16 tile with an f32 accumulator, below one mma.sync (16 x 8 x 16), whose operands
// lower-dots first converts to f32 (every f16 product is exact in f32).
// C 4x2x4 over 4 warps: 4 columns per thread, 8 threads hold it, each 4 accumulators x K = 2;
// C 8x8: 16 threads, each 4 x K = 8.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s --check-prefix=MEM
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// MEM-LABEL: "cuda_tile.entry"() <{sym_name = "bmm_f32"
// MEM: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 2, 1, 1, 1>}> : (!cuda_tile.tile<4x2x2xf32>, !cuda_tile.tile<4x2x4xf32>, !cuda_tile.tile<4x2x4xf32>)
// MEM-LABEL: "cuda_tile.entry"() <{sym_name = "tiny_f16"
// MEM: [[A:%[0-9]+]] = "cuda_tile.ftof"({{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<8x8xf16>) -> !cuda_tile.tile<8x8xf32>
// MEM-NEXT: [[B:%[0-9]+]] = "cuda_tile.ftof"({{.*}}) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<8x8xf16>) -> !cuda_tile.tile<8x8xf32>
// MEM-NEXT: "cuda_tile.dot"([[A]], [[B]], {{.*}}) <{instr = array<i32: 2, 1, 1, 1>}>
// CHECK-LABEL: .entry bmm_f32(
// CHECK-NOT: mma.sync
// CHECK-COUNT-8: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK-LABEL: .entry tiny_f16(
// CHECK: cvt.f32.f16
// CHECK-NOT: mma.sync
// CHECK-COUNT-32: fma.rn.f32
// CHECK-NOT: fma.rn.f32
"cuda_tile.module"() <{sym_name = "mma_fma_fallback"}> ({
  "cuda_tile.entry"() <{sym_name = "bmm_f32", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %w: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %w16 = "cuda_tile.assume"(%w) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4x2x2xf32, strides=[4,2,1]>
    %tw = "cuda_tile.make_tensor_view"(%w16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<2x4xf32, strides=[4,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4x2x4xf32, strides=[8,4,1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<4x2x2xf32, strides=[4,2,1]>) -> !cuda_tile.partition_view<tile=(4x2x2), tensor_view<4x2x2xf32, strides=[4,2,1]>, dim_map=[0,1,2]>
    %pw = "cuda_tile.make_partition_view"(%tw) : (!cuda_tile.tensor_view<2x4xf32, strides=[4,1]>) -> !cuda_tile.partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<4x2x4xf32, strides=[8,4,1]>) -> !cuda_tile.partition_view<tile=(4x2x4), tensor_view<4x2x4xf32, strides=[8,4,1]>, dim_map=[0,1,2]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(4x2x2), tensor_view<4x2x2xf32, strides=[4,2,1]>, dim_map=[0,1,2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<4x2x2xf32>, !cuda_tile.token)
    %vw, %kw = "cuda_tile.load_view_tko"(%pw, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(2x4), tensor_view<2x4xf32, strides=[4,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<2x4xf32>, !cuda_tile.token)
    %w3 = "cuda_tile.reshape"(%vw) : (!cuda_tile.tile<2x4xf32>) -> !cuda_tile.tile<1x2x4xf32>
    %wb = "cuda_tile.broadcast"(%w3) : (!cuda_tile.tile<1x2x4xf32>) -> !cuda_tile.tile<4x2x4xf32>
    %z = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<4x2x4xf32>}> : () -> !cuda_tile.tile<4x2x4xf32>
    %r = "cuda_tile.mmaf"(%va, %wb, %z) : (!cuda_tile.tile<4x2x2xf32>, !cuda_tile.tile<4x2x4xf32>, !cuda_tile.tile<4x2x4xf32>) -> !cuda_tile.tile<4x2x4xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pc, %zero, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cuda_tile.tile<4x2x4xf32>, !cuda_tile.partition_view<tile=(4x2x4), tensor_view<4x2x4xf32, strides=[8,4,1]>, dim_map=[0,1,2]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "tiny_f16", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f16>>, %b: !cuda_tile.tile<ptr<f16>>, %c: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<8x8xf16, strides=[8,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<8x8xf16, strides=[8,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<8x8xf32, strides=[8,1]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<8x8xf16, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf16, strides=[8,1]>, dim_map=[0,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<8x8xf16, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf16, strides=[8,1]>, dim_map=[0,1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<8x8xf32, strides=[8,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0,1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf16, strides=[8,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<8x8xf16>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf16, strides=[8,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<8x8xf16>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<8x8xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<8x8xf16>, !cuda_tile.tile<8x8xf16>, !cuda_tile.tile<8x8xf32>) -> !cuda_tile.tile<8x8xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pc, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<8x8xf32>, !cuda_tile.partition_view<tile=(8x8), tensor_view<8x8xf32, strides=[8,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
