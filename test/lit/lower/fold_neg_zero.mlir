// fold: x + (−0.0) is x under every rounding but toward −∞, where +0 + −0 is −0 (IEEE 754): the
// add to nearest is gone (x itself is stored), the one toward −∞ stays, as add.rm in the PTX.
// RUN: cutile compile --gpu-name sm_80 %s --emit tile | FileCheck %s --check-prefix=TILE
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// TILE: %[[X:[0-9]+]], %{{[0-9]+}} = "cuda_tile.load_view_tko"
// TILE-NEXT: "cuda_tile.store_view_tko"(%[[X]],
// TILE-NEXT: %[[B:[0-9]+]] = "cuda_tile.addf"(%[[X]], %{{[0-9]+}}) <{rounding_mode = #cuda_tile.rounding<negative_inf>}>
// TILE-NEXT: "cuda_tile.store_view_tko"(%[[B]],
// TILE-NOT: "cuda_tile.addf"
// PTX: add.rm.f32
// PTX-NOT: add.rn.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "neg_zero", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%p0: !cuda_tile.tile<ptr<f32>>, %p1: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %nz = "cuda_tile.constant"() <{value = dense<-0.000000e+00> : !cuda_tile.tile<128xf32>}> : () -> !cuda_tile.tile<128xf32>
    %t0 = "cuda_tile.make_tensor_view"(%p0) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128xf32, strides=[1]>
    %v0 = "cuda_tile.make_partition_view"(%t0) : (!cuda_tile.tensor_view<128xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>
    %t1 = "cuda_tile.make_tensor_view"(%p1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<128xf32, strides=[1]>
    %v1 = "cuda_tile.make_partition_view"(%t1) : (!cuda_tile.tensor_view<128xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>
    %x, %k0 = "cuda_tile.load_view_tko"(%v0, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf32>, !cuda_tile.token)
    %a = "cuda_tile.addf"(%x, %nz) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %s0 = "cuda_tile.store_view_tko"(%a, %v0, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %b = "cuda_tile.addf"(%x, %nz) <{rounding_mode = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.tile<128xf32>) -> !cuda_tile.tile<128xf32>
    %s1 = "cuda_tile.store_view_tko"(%b, %v1, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<128xf32>, !cuda_tile.partition_view<tile=(128), tensor_view<128xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
