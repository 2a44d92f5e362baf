#di1 = #cuda_tile.di_file<name = "printing.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 11, name = "print_sum", linkage_name = "print_sum_Kt1_A1f32_1i16t1_p16_Si32_I128", compile_unit = #di2, scope_line = 11>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/printing.py", line = 12, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/printing.py", line = 12, column = 14>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/printing.py", line = 13, column = 10>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/printing.py", line = 14, column = 8>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/printing.py", line = 15, column = 52>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/printing.py", line = 15, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "print_sum_Kt1_A1f32_1i16t1_p16_Si32_I128", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>):
    %4 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %5 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %6 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %7 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %8 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %9 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %10 = "cuda_tile.make_tensor_view"(%5, %9) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %11, %12, %13 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di6)
    %14 = "cuda_tile.make_partition_view"(%10) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di7)
    %15, %16 = "cuda_tile.load_view_tko"(%14, %11, %4) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128xf32>, !cuda_tile.token) loc(#di7)
    %17 = "cuda_tile.join_tokens"(%4, %16) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di7)
    %18 = "cuda_tile.reduce"(%15) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%19: !cuda_tile.tile<f32>, %20: !cuda_tile.tile<f32>):
      %21 = "cuda_tile.addf"(%19, %20) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di8)
      "cuda_tile.yield"(%21) : (!cuda_tile.tile<f32>) -> () loc(#di8)
    }) : (!cuda_tile.tile<128xf32>) -> !cuda_tile.tile<f32> loc(#di8)
    %22 = "cuda_tile.join_tokens"(%4, %17) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di9)
    %23 = "cuda_tile.print_tko"(%11, %3, %18, %22) <{str = "block %d of %d: sum %.1f\0A", operandSegmentSizes = array<i32: 3, 1>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>, !cuda_tile.token) -> !cuda_tile.token loc(#di9)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
