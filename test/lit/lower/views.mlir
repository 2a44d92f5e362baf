// lower-views: view accesses become tiled_load / tiled_store on the tensor_view descriptor with
// the proven facts as attributes; tokens become program order, with a barrier where a token
// edge may cross threads (load → store and store → load; accesses that only share the root
// token need none); get_index_space_shape becomes a ceiling division of the extent;
// make_token, make_partition_view and the tokens are gone.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// CHECK-NOT: make_token
// CHECK: %[[TV:[0-9]+]] = "cuda_tile.make_tensor_view"
// CHECK: %[[BID:[0-9]+]], %{{[0-9]+}}, %{{[0-9]+}} = "cuda_tile.get_tile_block_id"
// CHECK: %[[X:[0-9]+]] = "cuda_tile.tiled_load"(%[[TV]], %[[BID]]) <{view = !cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, inbounds = array<i1: false>, base_align = 16 : i64, stride_div = array<i32: 1>, shape_div = array<i32: 1>}> : (!cuda_tile.tensor_view<?xf32, strides=[1]>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<256xf32>
// CHECK-NEXT: "cuda_tile.barrier"() : () -> ()
// CHECK-NEXT: "cuda_tile.tiled_store"(%[[X]], %[[TV2:[0-9]+]], %[[BID]]) <{{.*}}base_align = 4 : i64
// CHECK-NEXT: "cuda_tile.barrier"() : () -> ()
// CHECK-NEXT: "cuda_tile.tiled_load"(%[[TV2]], %[[BID]])
// CHECK-NEXT: "cuda_tile.addf"
// CHECK-NEXT: "cuda_tile.tiled_store"(%{{[0-9]+}}, %[[TV]], %[[BID]])
// The index space of a 256-tile over n elements: ceil(n / 256).
// CHECK: %[[C:[0-9]+]] = "cuda_tile.constant"() <{value = dense<256> : !cuda_tile.tile<i32>}>
// CHECK-NEXT: "cuda_tile.divi"(%{{[0-9]+}}, %[[C]]) <{signedness = #cuda_tile.signedness<unsigned>, rounding = #cuda_tile.rounding<positive_inf>}>
// CHECK-NOT: token
// CHECK-NOT: partition_view"(
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "copy_twice", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<i32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %n: !cuda_tile.tile<i32>, %b: !cuda_tile.tile<ptr<f32>>, %out: !cuda_tile.tile<ptr<i32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %a16 = "cuda_tile.assume"(%a) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>>
    %ta = "cuda_tile.make_tensor_view"(%a16, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %bx, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%x, %pb, %bx, %t1) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %y, %t3 = "cuda_tile.load_view_tko"(%pb, %bx, %t2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token)
    %z = "cuda_tile.addf"(%x, %y) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32>
    %t4 = "cuda_tile.store_view_tko"(%z, %pa, %bx, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %nt = "cuda_tile.get_index_space_shape"(%pa) : (!cuda_tile.partition_view<tile=(256), tensor_view<?xf32, strides=[1]>, dim_map=[0]>) -> !cuda_tile.tile<i32>
    %to = "cuda_tile.make_tensor_view"(%out) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<1xi32, strides=[1]>
    %po = "cuda_tile.make_partition_view"(%to) : (!cuda_tile.tensor_view<1xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>, dim_map=[0]>
    %nt1 = "cuda_tile.reshape"(%nt) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %t5 = "cuda_tile.store_view_tko"(%nt1, %po, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<1xi32>, !cuda_tile.partition_view<tile=(1), tensor_view<1xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
