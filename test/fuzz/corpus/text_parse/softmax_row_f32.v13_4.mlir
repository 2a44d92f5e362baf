#di1 = #cuda_tile.di_file<name = "softmax.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 13, name = "softmax_row", linkage_name = "softmax_row_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I1024", compile_unit = #di2, scope_line = 13>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 14, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 14, column = 16>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 14, column = 19>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 15, column = 10>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 16, column = 31>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 16, column = 8>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 18, column = 8>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 19, column = 15>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 19, column = 8>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 20, column = 8>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 21, column = 28>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 21, column = 38>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/softmax.py", line = 21, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "softmax_row_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I1024", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>):
    %10 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %11 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %12 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %13 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %14 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %15 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %16 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %17 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %18 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %19 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %20 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %21 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %22 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %23 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %24 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %25 = "cuda_tile.assume"(%14) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %26 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %27 = "cuda_tile.make_tensor_view"(%11, %22, %24, %26) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %28 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.assume"(%28) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.make_tensor_view"(%15, %29, %31, %33) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %35, %36, %37 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di7)
    %38 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di8)
    %39 = "cuda_tile.make_partition_view"(%27) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di9)
    %40, %41 = "cuda_tile.load_view_tko"(%39, %35, %38, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x1024xf32>, !cuda_tile.token) loc(#di9)
    %42 = "cuda_tile.reduce"(%40) <{dim = 1 : i32, identities = [0xFF800000 : f32]}> ({
    ^bb0(%43: !cuda_tile.tile<f32>, %44: !cuda_tile.tile<f32>):
      %45 = "cuda_tile.maxf"(%43, %44) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di10)
      "cuda_tile.yield"(%45) : (!cuda_tile.tile<f32>) -> () loc(#di10)
    }) : (!cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1xf32> loc(#di10)
    %46 = "cuda_tile.reshape"(%42) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di10)
    %47 = "cuda_tile.broadcast"(%46) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di11)
    %48 = "cuda_tile.subf"(%40, %47) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di11)
    %49 = "cuda_tile.exp"(%48) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di12)
    %50 = "cuda_tile.reduce"(%49) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%51: !cuda_tile.tile<f32>, %52: !cuda_tile.tile<f32>):
      %53 = "cuda_tile.addf"(%51, %52) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di13)
      "cuda_tile.yield"(%53) : (!cuda_tile.tile<f32>) -> () loc(#di13)
    }) : (!cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1xf32> loc(#di13)
    %54 = "cuda_tile.reshape"(%50) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di13)
    %55 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di14)
    %56 = "cuda_tile.broadcast"(%54) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di15)
    %57 = "cuda_tile.divf"(%49, %56) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di15)
    %58 = "cuda_tile.make_partition_view"(%34) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di16)
    %59 = "cuda_tile.store_view_tko"(%57, %58, %35, %55, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di16)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
