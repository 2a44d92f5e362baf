// atomic_red_view_tko (ops.md §3.14) becomes a tiled_store with the reduction `mode` and the
// relaxed ordering; each element is reduced once, by its owner thread, with a scalar
// red.relaxed.<scope>.global.<op> (device → .gpu, tl_blk → .cta), out-of-bounds elements
// skipped as for stores (partition or strided view). The token chain puts barriers between.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// RUN: cutile compile --gpu-name sm_120a %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK-NOT: atomic_red_view_tko
// CHECK: "cuda_tile.tiled_store"({{.*}}memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>}>
// CHECK-NEXT: "cuda_tile.barrier"
// CHECK-NEXT: "cuda_tile.tiled_store"({{.*}}traversal_strides=[32]{{.*}}memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<max>}>
// CHECK-NEXT: "cuda_tile.barrier"
// CHECK-NEXT: "cuda_tile.tiled_store"({{.*}}mode = #cuda_tile.atomic_rmw_mode<addf>}>
// PTX: setp.lt.u64 %[[P:p[0-9]+]],
// PTX-NEXT: @%[[P]] red.relaxed.gpu.global.add.f32 [%rd{{[0-9]+}}+0], %f{{[0-9]+}};
// PTX-NOT: st.global
// PTX: bar.sync 0;
// PTX: red.relaxed.cta.global.max.s32 [%rd{{[0-9]+}}+0]
// PTX: bar.sync 0;
// PTX: red.relaxed.gpu.global.add.noftz.f16 [%rd{{[0-9]+}}+0], %h{{[0-9]+}};
// PTX-NOT: st.global
// PTX-NOT: .v2
// PTX-NOT: .v4
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "red", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<f16>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>, %c: !cuda_tile.tile<ptr<i32>>, %h: !cuda_tile.tile<ptr<f16>>):
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %tc = "cuda_tile.make_tensor_view"(%c, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xi32, strides=[1]>
    %th = "cuda_tile.make_tensor_view"(%h) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tensor_view<1024xf16, strides=[1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>
    %sc = "cuda_tile.make_strided_view"(%tc) : (!cuda_tile.tensor_view<?xi32, strides=[1]>) -> !cuda_tile.strided_view<tile=(64), traversal_strides=[32], tensor_view<?xi32, strides=[1]>, dim_map=[0]>
    %ph = "cuda_tile.make_partition_view"(%th) : (!cuda_tile.tensor_view<1024xf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<1024xf16, strides=[1]>, dim_map=[0]>
    %one = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<256xf32>}> : () -> !cuda_tile.tile<256xf32>
    %three = "cuda_tile.constant"() <{value = dense<3> : !cuda_tile.tile<64xi32>}> : () -> !cuda_tile.tile<64xi32>
    %half = "cuda_tile.constant"() <{value = dense<0.5> : !cuda_tile.tile<128xf16>}> : () -> !cuda_tile.tile<128xf16>
    %t1 = "cuda_tile.atomic_red_view_tko"(%pa, %bx, %one) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.token
    %t2 = "cuda_tile.atomic_red_view_tko"(%sc, %bx, %three, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<tl_blk>, mode = #cuda_tile.atomic_rmw_mode<max>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.strided_view<tile=(64), traversal_strides=[32], tensor_view<?xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<64xi32>, !cuda_tile.token) -> !cuda_tile.token
    %t3 = "cuda_tile.atomic_red_view_tko"(%ph, %bx, %half, %t2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<relaxed>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<1024xf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.tile<128xf16>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
