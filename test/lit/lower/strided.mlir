// Strided views (ops.md §1.6) lower like partition views: tile t starts at t·traversal_strides,
// the view type on tiled_load says so. A tile dim needs no bounds mask only where the last tile
// of the index space ends inside a static extent (steps [3,16] of a 4x8 tile over 64x64: the
// last row tile starts at 21·3 = 63 and overruns, the last column tile covers 48..55); the
// vector width divides the step (6 → pairs of f32); the index space is ceil(extent / step)
// (64/3 → 22, 64/16 → 4; a dynamic n: a ceiling division by 6). Padding as for partition views.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit sched | FileCheck %s --check-prefix=SCHED
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK-LABEL: sym_name = "strided"
// CHECK: "cuda_tile.tiled_load"({{.*}}) <{view = !cuda_tile.strided_view<tile=(8), traversal_strides=[6], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>, dim_map=[0]>, inbounds = array<i1: false>
// CHECK: %[[C6:[0-9]+]] = "cuda_tile.constant"() <{value = dense<6> : !cuda_tile.tile<i32>}>
// CHECK-NEXT: "cuda_tile.divi"(%{{[0-9]+}}, %[[C6]]) <{signedness = #cuda_tile.signedness<unsigned>, rounding = #cuda_tile.rounding<positive_inf>}>
// CHECK-LABEL: sym_name = "strided_2d"
// CHECK: "cuda_tile.tiled_load"({{.*}}inbounds = array<i1: false, true>
// CHECK: "cuda_tile.constant"() <{value = dense<22> : !cuda_tile.tile<i32>}>
// CHECK-NEXT: "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}>
// CHECK-NOT: strided_view"(
// SCHED: "cuda_tile.tiled_load"({{.*}}traversal_strides=[6]{{.*}}vec = 2 : i32
// SCHED: "cuda_tile.tiled_load"({{.*}}traversal_strides=[3,16]{{.*}}vec = 4 : i32
// PTX-LABEL: .entry strided(
// PTX: mad.lo.u64 %[[C:rd[0-9]+]], %rd{{[0-9]+}}, 6, %rd{{[0-9]+}};
// PTX: setp.lt.u64 %[[P:p[0-9]+]], %[[C]], %rd{{[0-9]+}};
// PTX: mov.b32 %f0, 0fFF800000;
// PTX: @%[[P]] ld.global.v2.f32 {%f0, %f1}
// PTX-NOT: ld.global.v4
// PTX-LABEL: .entry strided_2d(
// PTX: mad.lo.u64 %[[R:rd[0-9]+]], %rd{{[0-9]+}}, 3, %rd{{[0-9]+}};
// PTX: mad.lo.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 16, %rd{{[0-9]+}};
// PTX: setp.lt.u64 %[[Q:p[0-9]+]], %[[R]], 64;
// PTX: @%[[Q]] ld.global.v4.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "strided", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<ptr<f32>>, %out: !cuda_tile.tile<ptr<i32>>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %n16 = "cuda_tile.assume"(%n) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %ta = "cuda_tile.make_tensor_view"(%a16, %n16) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4096xf32, strides=[1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %sa = "cuda_tile.make_strided_view"(%ta) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.strided_view<tile=(8), traversal_strides=[6], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>, dim_map=[0]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<4096xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(8), tensor_view<4096xf32, strides=[1]>, dim_map=[0]>
    %x, %t1 = "cuda_tile.load_view_tko"(%sa, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.strided_view<tile=(8), traversal_strides=[6], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%x, %pb, %bx) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<8xf32>, !cuda_tile.partition_view<tile=(8), tensor_view<4096xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %nt = "cuda_tile.get_index_space_shape"(%sa) : (!cuda_tile.strided_view<tile=(8), traversal_strides=[6], padding_value = neg_inf, tensor_view<?xf32, strides=[1]>, dim_map=[0]>) -> !cuda_tile.tile<i32>
    %to = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<1xi32, strides=[1]>
    %po = "cuda_tile.make_partition_view"(%to) : (!cuda_tile.tensor_view<1xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>, dim_map=[0]>
    %nt1 = "cuda_tile.reshape"(%nt) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %t5 = "cuda_tile.store_view_tko"(%nt1, %po, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
  "cuda_tile.entry"() <{sym_name = "strided_2d", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %b: !cuda_tile.tile<ptr<f32>>, %out: !cuda_tile.tile<ptr<i32>>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %b16 = "cuda_tile.assume"(%b) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %tb = "cuda_tile.make_tensor_view"(%b16) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64x64xf32, strides=[64,1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %sa = "cuda_tile.make_strided_view"(%ta) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.strided_view<tile=(4x8), traversal_strides=[3,16], tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<64x64xf32, strides=[64,1]>) -> !cuda_tile.partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>
    %x, %t1 = "cuda_tile.load_view_tko"(%sa, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.strided_view<tile=(4x8), traversal_strides=[3,16], tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<4x8xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%x, %pb, %bx, %by) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<4x8xf32>, !cuda_tile.partition_view<tile=(4x8), tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    %n0, %n1 = "cuda_tile.get_index_space_shape"(%sa) : (!cuda_tile.strided_view<tile=(4x8), traversal_strides=[3,16], tensor_view<64x64xf32, strides=[64,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %s = "cuda_tile.addi"(%n0, %n1) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %to = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<1xi32, strides=[1]>
    %po = "cuda_tile.make_partition_view"(%to) : (!cuda_tile.tensor_view<1xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>, dim_map=[0]>
    %s1 = "cuda_tile.reshape"(%s) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %t5 = "cuda_tile.store_view_tko"(%s1, %po, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
