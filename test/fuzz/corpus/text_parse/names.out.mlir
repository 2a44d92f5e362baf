#di1 = #cuda_tile.di_loc<scope = #di2, filename = "a.py", line = 7, column = 3>
#di2 = #cuda_tile.di_subprogram<file = #di3, line = 1, name = "f", linkage_name = "f", compile_unit = #di4, scope_line = 2>
#di3 = #cuda_tile.di_file<name = "a.py", directory = "d">
#di4 = #cuda_tile.di_compile_unit<file = #di3>
#di5 = #cuda_tile.di_unknown
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "f", function_type = (!cuda_tile.tile<i32>, !cuda_tile.tile<i1>) -> ()}> ({
  ^bb0(%0: !cuda_tile.tile<i32>, %1: !cuda_tile.tile<i1>):
    %2 = "cuda_tile.addi"(%0, %0) <{overflow = #cuda_tile.overflow<no_signed_wrap>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di1)
    %3 = "cuda_tile.if"(%1) ({
      %4 = "cuda_tile.muli"(%2, %2) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%4) : (!cuda_tile.tile<i32>) -> ()
    }, {
      %5 = "cuda_tile.subi"(%2, %0) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
      "cuda_tile.yield"(%5) : (!cuda_tile.tile<i32>) -> ()
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32>
    %6 = "cuda_tile.constant"() <{value = dense<[-1, 16]> : !cuda_tile.tile<2xi16>}> : () -> !cuda_tile.tile<2xi16>
    %7 = "cuda_tile.make_tensor_view"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<i1>) -> !cuda_tile.tensor_view<4xi8, strides=[1], ptr_attr = 1>
    %8 = "cuda_tile.make_partition_view"(%7) : (!cuda_tile.tensor_view<4xi8, strides=[1], ptr_attr = 1>) -> !cuda_tile.partition_view<tile=(4), padding_value = zero, tensor_view<4xi8, strides=[1], ptr_attr = 1>, dim_map=[0]>
    %9 = "cuda_tile.scan"(%6) <{dim = 0 : i32, reverse = false, identities = [7 : i16, 2.5 : f64, true, 7 : i64]}> ({
    ^bb0(%10: !cuda_tile.tile<i16>, %11: !cuda_tile.tile<i16>):
      "cuda_tile.yield"(%10) : (!cuda_tile.tile<i16>) -> ()
    }) : (!cuda_tile.tile<2xi16>) -> !cuda_tile.tile<2xi16>
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di1)
}) {cuda_tile.bytecode_version = "13.2"} : () -> ()
