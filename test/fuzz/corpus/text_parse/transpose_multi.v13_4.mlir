#di1 = #cuda_tile.di_file<name = "transpose.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 10, name = "transpose", linkage_name = "transpose_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I32_I64", compile_unit = #di2, scope_line = 10>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 11, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 11, column = 14>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 11, column = 17>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 12, column = 8>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 13, column = 8>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 14, column = 8>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 15, column = 35>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/transpose.py", line = 15, column = 4>
#di12 = #cuda_tile.di_subprogram<file = #di1, line = 10, name = "transpose", linkage_name = "transpose_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I64_I64", compile_unit = #di2, scope_line = 10>
#di13 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 11, column = 0>
#di14 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 11, column = 14>
#di15 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 11, column = 17>
#di16 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 12, column = 8>
#di17 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 13, column = 8>
#di18 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 14, column = 8>
#di19 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 15, column = 35>
#di20 = #cuda_tile.di_loc<scope = #di12, filename = "test/kernels/transpose.py", line = 15, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "transpose_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I32_I64", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
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
    %38, %39, %40 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %41 = "cuda_tile.make_partition_view"(%27) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di9)
    %42, %43 = "cuda_tile.load_view_tko"(%41, %35, %39, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(32x64), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<32x64xf32>, !cuda_tile.token) loc(#di9)
    %44 = "cuda_tile.permute"(%42) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<32x64xf32>) -> !cuda_tile.tile<64x32xf32> loc(#di10)
    %45 = "cuda_tile.make_partition_view"(%34) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di11)
    %46 = "cuda_tile.store_view_tko"(%44, %45, %39, %35, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x32xf32>, !cuda_tile.partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di11)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
  "cuda_tile.entry"() <{sym_name = "transpose_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I64_I64", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>):
    %10 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di13)
    %11 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di14)
    %12 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di14)
    %13 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di14)
    %14 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di14)
    %15 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di15)
    %16 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di15)
    %17 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di15)
    %18 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di15)
    %19 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di13)
    %20 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di13)
    %21 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %22 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %23 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %24 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %25 = "cuda_tile.assume"(%14) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %26 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %27 = "cuda_tile.make_tensor_view"(%11, %22, %24, %26) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di13)
    %28 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %29 = "cuda_tile.assume"(%28) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %30 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %31 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %32 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %33 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %34 = "cuda_tile.make_tensor_view"(%15, %29, %31, %33) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di13)
    %35, %36, %37 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di16)
    %38, %39, %40 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di17)
    %41 = "cuda_tile.make_partition_view"(%27) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di18)
    %42, %43 = "cuda_tile.load_view_tko"(%41, %35, %39, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xf16>, !cuda_tile.token) loc(#di18)
    %44 = "cuda_tile.permute"(%42) <{permutation = array<i32: 1, 0>}> : (!cuda_tile.tile<64x64xf16>) -> !cuda_tile.tile<64x64xf16> loc(#di19)
    %45 = "cuda_tile.make_partition_view"(%34) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di20)
    %46 = "cuda_tile.store_view_tko"(%44, %45, %39, %35, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x64xf16>, !cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di20)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di13)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
