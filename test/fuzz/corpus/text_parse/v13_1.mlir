"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "old", function_type = (!cuda_tile.tile<ptr<f32>>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>):
    %1 = "cuda_tile.constant"() <{value = dense<[1, 2]> : !cuda_tile.tile<2xi32>}> : () -> !cuda_tile.tile<2xi32>
    %2 = "cuda_tile.negi"(%1) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<2xi32>) -> !cuda_tile.tile<2xi32>
    %3 = "cuda_tile.constant"() <{value = dense<0.5> : !cuda_tile.tile<2xf32>}> : () -> !cuda_tile.tile<2xf32>
    %4 = "cuda_tile.exp"(%3) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xf32>
    %5 = "cuda_tile.tanh"(%4) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xf32>
    %6 = "cuda_tile.print_tko"(%2, %5) <{str = "v=%d %f", operandSegmentSizes = array<i32: 2, 0>}> : (!cuda_tile.tile<2xi32>, !cuda_tile.tile<2xf32>) -> !cuda_tile.token
    %7 = "cuda_tile.mmaf"(%3, %3, %3) : (!cuda_tile.tile<2xf32>, !cuda_tile.tile<2xf32>, !cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xf32>
    %8 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %9 = "cuda_tile.constant"() <{value = dense<4> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    %10 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32>
    "cuda_tile.for"(%8, %9, %10) ({
    ^bb0(%11: !cuda_tile.tile<i32>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
    "cuda_tile.return"() : () -> ()
  }) : () -> ()
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
