// memory_fence_alias_tko between a store and a load of the same view: fence.proxy.alias, and
// the fence passes its input token on, so the load it orders still gets the CTA barrier that
// a store → load through a token needs (other threads wrote the elements it reads).
// RUN: cutile lower %s --emit ptx | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s -o %t.cubin
// CHECK: st.global.f32 [{{%rd[0-9]+}}+12],
// CHECK-NEXT: fence.proxy.alias;
// CHECK-NEXT: bar.sync 0;
// CHECK: ld.global.f32
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "fence", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>):
    %tok = "cuda_tile.make_token"() : () -> !cuda_tile.token
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %one = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<64xf32>}> : () -> !cuda_tile.tile<64xf32>
    %t1 = "cuda_tile.store_view_tko"(%one, %pa, %zero, %tok) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    %t2 = "cuda_tile.memory_fence_alias_tko"(%t1) : (!cuda_tile.token) -> !cuda_tile.token
    %x, %t3 = "cuda_tile.load_view_tko"(%pa, %zero, %t2) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64xf32>, !cuda_tile.token)
    %y = "cuda_tile.addf"(%x, %x) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.tile<64xf32>) -> !cuda_tile.tile<64xf32>
    %t4 = "cuda_tile.store_view_tko"(%y, %pa, %zero, %t3) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xf32>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
