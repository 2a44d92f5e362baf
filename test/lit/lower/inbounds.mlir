// 13.4 `inbounds` on a view access promises the tile lies inside the array along that
// dimension: the boundary mask goes (the extent is dynamic and not known divisible).
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_90a %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK: "cuda_tile.tiled_load"{{.*}}inbounds = array<i1: true>
// CHECK: "cuda_tile.tiled_store"{{.*}}inbounds = array<i1: false>
// The load is unguarded, the store guarded.
// PTX-NOT: @{{%p[0-9]+}} ld.global
// PTX: setp.lt.u64
// PTX: @{{%p[0-9]+}} st.global
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "promise", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>):
    %ta = "cuda_tile.make_tensor_view"(%a, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<?xf32, strides=[1]>, dim_map=[0]>
    %i, %j, %k = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %i) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<128xf32>, !cuda_tile.token)
    %y = "cuda_tile.negf"(%x) : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %i) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.partition_view<tile=(128), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
