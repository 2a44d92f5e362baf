// f32 × f32 → f32 and f64 × f64 → f64 keep their precision: no tensor-core instruction, the dot
// runs as FMAs (lower/mma.h, the FMA engine). C 32×32 over 4 warps in its blocked layout
// (registers n0, n1, m4; lanes n2–n4, m0, m1; warps m2, m3). A holds each thread's two rows with
// all 16 K steps in registers (K bits first, then m4 → A's flat bit 8), copies over the N lanes;
// B its four columns (K bits at flat 5–8, then n0, n1), copies over the M lanes and warps.
// Every accumulator register runs through K: 8 × 16 = 128 fma.rn per thread.
// RUN: cutile compile --gpu-name sm_80 %s --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 5, 5, 2, 9, 1, 2, 4, 8, 256, 0, 0, 0, 16, 32, 64, 128>
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 6, 5, 2, 9, 32, 64, 128, 256, 1, 2, 4, 8, 16, 0, 0, 0, 0>
// SCHED: "cuda_tile.tiled_load"{{.*}}layout = array<i32: 3, 5, 2, 10, 1, 2, 512, 4, 8, 16, 32, 64, 128, 256>
// SCHED: "cuda_tile.dot"({{.*}}) <{instr = array<i32: 2, 1, 1, 1>}> : (!cuda_tile.tile<32x16xf32>
// CHECK-LABEL: .entry dot_f32(
// CHECK-NOT: mma.sync
// CHECK: fma.rn.f32 [[D:%f[0-9]+]], %f0, %f32, [[C:%f[0-9]+]];
// CHECK-NEXT: fma.rn.f32 [[D]], %f1, %f33, [[D]];
// CHECK-COUNT-126: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK-LABEL: .entry dot_f64(
// CHECK-COUNT-128: fma.rn.f64
// CHECK-NOT: mma.sync
"cuda_tile.module"() <{sym_name = "mma_fma"}> ({
  "cuda_tile.entry"() <{sym_name = "dot_f32", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %b: !cuda_tile.tile<ptr<f32>>, %c: !cuda_tile.tile<ptr<f32>>, %d: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x16xf32, strides=[16,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<16x32xf32, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x32xf32, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x32xf32, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x16xf32, strides=[16,1]>) -> !cuda_tile.partition_view<tile=(32x16), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<16x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x32xf32, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x16), tensor_view<64x16xf32, strides=[16,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x16xf32>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x32), tensor_view<16x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x32xf32>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xf32>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<32x16xf32>, !cuda_tile.tile<16x32xf32>, !cuda_tile.tile<32x32xf32>) -> !cuda_tile.tile<32x32xf32>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<32x32xf32>, !cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf32, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "dot_f64", function_type = (!cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>, !cuda_tile.tile<ptr<f64>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f64>>, %b: !cuda_tile.tile<ptr<f64>>, %c: !cuda_tile.tile<ptr<f64>>, %d: !cuda_tile.tile<ptr<f64>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %c16 = "cuda_tile.assume"(%c) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %d16 = "cuda_tile.assume"(%d) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tile<ptr<f64>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<64x16xf64, strides=[16,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<16x32xf64, strides=[32,1]>
    %tc = "cuda_tile.make_tensor_view"(%c16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<64x32xf64, strides=[32,1]>
    %td = "cuda_tile.make_tensor_view"(%d16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<64x32xf64, strides=[32,1]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64x16xf64, strides=[16,1]>) -> !cuda_tile.partition_view<tile=(32x16), tensor_view<64x16xf64, strides=[16,1]>, dim_map=[0, 1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<16x32xf64, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(16x32), tensor_view<16x32xf64, strides=[32,1]>, dim_map=[0, 1]>
    %pc = "cuda_tile.make_partition_view"(%tc) : (!cuda_tile.tensor_view<64x32xf64, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf64, strides=[32,1]>, dim_map=[0, 1]>
    %pd = "cuda_tile.make_partition_view"(%td) : (!cuda_tile.tensor_view<64x32xf64, strides=[32,1]>) -> !cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf64, strides=[32,1]>, dim_map=[0, 1]>
    %va, %ka = "cuda_tile.load_view_tko"(%pa, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x16), tensor_view<64x16xf64, strides=[16,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x16xf64>, !cuda_tile.token)
    %vb, %kb = "cuda_tile.load_view_tko"(%pb, %zero, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(16x32), tensor_view<16x32xf64, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<16x32xf64>, !cuda_tile.token)
    %vc, %kc = "cuda_tile.load_view_tko"(%pc, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf64, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x32xf64>, !cuda_tile.token)
    %r = "cuda_tile.mmaf"(%va, %vb, %vc) : (!cuda_tile.tile<32x16xf64>, !cuda_tile.tile<16x32xf64>, !cuda_tile.tile<32x32xf64>) -> !cuda_tile.tile<32x32xf64>
    %ks = "cuda_tile.store_view_tko"(%r, %pd, %i, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<32x32xf64>, !cuda_tile.partition_view<tile=(32x32), tensor_view<64x32xf64, strides=[32,1]>, dim_map=[0, 1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
