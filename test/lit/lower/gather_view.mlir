// Gather/scatter views (ops.md §1.7): element e of the tile sits at row rows[e0] (the 1-D index
// tile of the sparse dim) and column col + e1 (a scalar element coordinate); lower-views builds
// that pointer tile (base + row·40 + column, in i64, indices zero-extended) and the bounds mask
// (row < m, column < 40, unsigned) and accesses through gather_load / scatter_store: masked
// lanes of the load read zero (no padding given), of the store write nothing.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK: %[[R:[0-9]+]] = "cuda_tile.tiled_load"
// CHECK-NEXT: %[[R64:[0-9]+]] = "cuda_tile.exti"(%[[R]]) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<8xi32>) -> !cuda_tile.tile<8xi64>
// CHECK-NEXT: %[[R2:[0-9]+]] = "cuda_tile.reshape"(%[[R64]]) : (!cuda_tile.tile<8xi64>) -> !cuda_tile.tile<8x1xi64>
// CHECK-NEXT: %[[ROW:[0-9]+]] = "cuda_tile.broadcast"(%[[R2]]) : (!cuda_tile.tile<8x1xi64>) -> !cuda_tile.tile<8x16xi64>
// CHECK: "cuda_tile.cmpi"(%[[ROW]], %{{[0-9]+}}) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}>
// CHECK-NEXT: "cuda_tile.muli"(%[[ROW]], %{{[0-9]+}})
// CHECK: "cuda_tile.iota"() : () -> !cuda_tile.tile<16xi64>
// CHECK: "cuda_tile.andi"
// CHECK: %[[P:[0-9]+]] = "cuda_tile.offset"
// CHECK-NEXT: %[[X:[0-9]+]] = "cuda_tile.gather_load"(%[[P]], %{{[0-9]+}}) <{contig = 1 : i32, align = 4 : i64, mask_const = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>}>
// CHECK: "cuda_tile.scatter_store"(%{{[0-9]+}}, %[[X]], %{{[0-9]+}}) <{contig = 1 : i32, align = 4 : i64, mask_const = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1>}>
// CHECK-NOT: gather_scatter_view"(
// PTX-COUNT-4: ld.global.f32
// PTX-COUNT-4: st.global.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "gather_rows", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %m: !cuda_tile.tile<i32>, %rows: !cuda_tile.tile<ptr<i32>>, %b: !cuda_tile.tile<ptr<f32>>):
    %ta = "cuda_tile.make_tensor_view"(%a, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x40xf32, strides=[40,1]>
    %tr = "cuda_tile.make_tensor_view"(%rows) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tensor_view<8xi32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<8x40xf32, strides=[40,1]>
    %bx, %by, %bz = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>)
    %ga = "cuda_tile.make_gather_scatter_view"(%ta) : (!cuda_tile.tensor_view<?x40xf32, strides=[40,1]>) -> !cuda_tile.gather_scatter_view<tile=(8x16), tensor_view<?x40xf32, strides=[40,1]>, sparse_dim=0>
    %pr = "cuda_tile.make_partition_view"(%tr) : (!cuda_tile.tensor_view<8xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(8), tensor_view<8xi32, strides=[1]>, dim_map=[0]>
    %gb = "cuda_tile.make_gather_scatter_view"(%tb) : (!cuda_tile.tensor_view<8x40xf32, strides=[40,1]>) -> !cuda_tile.gather_scatter_view<tile=(8x16), tensor_view<8x40xf32, strides=[40,1]>, sparse_dim=0>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %sixteen = "cuda_tile.constant"() <{value = dense<16> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %col = "cuda_tile.muli"(%bx, %sixteen) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
    %r, %t0 = "cuda_tile.load_view_tko"(%pr, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(8), tensor_view<8xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8xi32>, !cuda_tile.token)
    %x, %t1 = "cuda_tile.load_view_tko"(%ga, %r, %col) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (!cuda_tile.gather_scatter_view<tile=(8x16), tensor_view<?x40xf32, strides=[40,1]>, sparse_dim=0>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<8x16xf32>, !cuda_tile.token)
    %io = "cuda_tile.iota"() : () -> !cuda_tile.tile<8xi32>
    %t2 = "cuda_tile.store_view_tko"(%x, %gb, %io, %col) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cuda_tile.tile<8x16xf32>, !cuda_tile.gather_scatter_view<tile=(8x16), tensor_view<8x40xf32, strides=[40,1]>, sparse_dim=0>, !cuda_tile.tile<8xi32>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
