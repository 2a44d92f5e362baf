// Ops without a lowering are refused with CUTILE_ERROR_NOT_SUPPORTED (exit 3) naming the op,
// never approximated: here exp on f64.
// RUN: (cutile compile --gpu-name sm_90a %s --emit ptx || echo "exit $?") 2>&1 | FileCheck %s
// CHECK: cutile: not supported yet: cuda_tile.exp in kernel math_f64: f64 math functions
// CHECK-NEXT: exit 3
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "math_f64", function_type = (!cuda_tile.tile<ptr<f64>>) -> ()}> ({
  ^bb0(%a: !cuda_tile.tile<ptr<f64>>):
    %ta = "cuda_tile.make_tensor_view"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f64>>) -> !cuda_tile.tensor_view<64xf64, strides=[1]>
    %pa = "cuda_tile.make_partition_view"(%ta) : (!cuda_tile.tensor_view<64xf64, strides=[1]>) -> !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf64, strides=[1]>, dim_map=[0]>
    %zero = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %x, %t1 = "cuda_tile.load_view_tko"(%pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<64xf64>, !cuda_tile.token)
    %y = "cuda_tile.exp"(%x) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<64xf64>) -> !cuda_tile.tile<64xf64>
    %t2 = "cuda_tile.store_view_tko"(%y, %pa, %zero) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cuda_tile.tile<64xf64>, !cuda_tile.partition_view<tile=(64), !cuda_tile.tensor_view<64xf64, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>) -> !cuda_tile.token
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
