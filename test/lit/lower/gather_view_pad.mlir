// A gather/scatter view's padding (here -inf) is the padding operand of the gather_load: the
// masked-off lanes (indices 60…75 over 64 elements: the last 12) keep it.
// RUN: cutile compile --gpu-name sm_90a %s --emit mem | FileCheck %s
// RUN: cutile compile --gpu-name sm_80 %s --emit ptx | FileCheck %s --check-prefix=PTX
// CHECK: %[[PAD:[0-9]+]] = "cuda_tile.constant"() <{value = dense<0xFF800000> : !cuda_tile.tile<16xf32>}>
// CHECK-NEXT: "cuda_tile.gather_load"(%{{[0-9]+}}, %{{[0-9]+}}, %[[PAD]]) <{{.*}}operandSegmentSizes = array<i32: 1, 1, 1>}>
// PTX: mov.b32 %[[P:f[0-9]+]], 0fFF800000;
// PTX-NEXT: mov.f32 %[[R:f[0-9]+]], %[[P]];
// PTX-NEXT: @%p{{[0-9]+}} ld.global.f32 %[[R]],
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "gather_pad", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f32>>, %b: !cuda_tile.tile<ptr<f32>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<64xf32, strides=[1]>
    %tb = "cuda_tile.make_tensor_view"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<16xf32, strides=[1]>
    %ga = "cuda_tile.make_gather_scatter_view"(%ta) : (!cuda_tile.tensor_view<64xf32, strides=[1]>) -> !cuda_tile.gather_scatter_view<tile=(16), padding_value = neg_inf, tensor_view<64xf32, strides=[1]>, sparse_dim=0>
    %pb = "cuda_tile.make_partition_view"(%tb) : (!cuda_tile.tensor_view<16xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(16), tensor_view<16xf32, strides=[1]>, dim_map=[0]>
    %io0 = "cuda_tile.iota"() : () -> !cuda_tile.tile<16xi32>
    %sixty = "cuda_tile.constant"() <{value = dense<60> : !cuda_tile.tile<16xi32>}> : () -> !cuda_tile.tile<16xi32>
    %io = "cuda_tile.addi"(%io0, %sixty) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<16xi32>, !cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16xi32>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%ga, %io) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.gather_scatter_view<tile=(16), padding_value = neg_inf, tensor_view<64xf32, strides=[1]>, sparse_dim=0>, !cuda_tile.tile<16xi32>) -> (!cuda_tile.tile<16xf32>, !cuda_tile.token)
    %t2 = "cuda_tile.store_view_tko"(%x, %pb, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<16xf32>, !cuda_tile.partition_view<tile=(16), tensor_view<16xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
