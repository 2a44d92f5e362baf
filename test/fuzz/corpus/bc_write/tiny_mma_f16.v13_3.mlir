#di1 = #cuda_tile.di_file<name = "small_dots.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 25, name = "tiny_mma", linkage_name = "tiny_mma_Kt1_A2f16_1v8l0_2t1_p16_A2f16_1v8l0_2t1_p16_A2f32_1v4l0_2t1_p16_I8", compile_unit = #di2, scope_line = 25>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 26, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 26, column = 13>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 26, column = 16>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 26, column = 19>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 27, column = 26>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 27, column = 29>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 27, column = 8>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 28, column = 26>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 28, column = 29>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 28, column = 8>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 29, column = 26>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 29, column = 29>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 29, column = 8>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 30, column = 23>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 30, column = 26>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 30, column = 35>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/small_dots.py", line = 30, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "tiny_mma_Kt1_A2f16_1v8l0_2t1_p16_A2f16_1v8l0_2t1_p16_A2f32_1v4l0_2t1_p16_I8", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f32>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>):
    %15 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %16 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di5)
    %17 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %18 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di6)
    %19 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %20 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %21 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %22 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %23 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %24 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %25 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %26 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %27 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %28 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.make_tensor_view"(%16, %25, %26, %28) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di4)
    %30 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.make_tensor_view"(%18, %30, %31, %33) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di4)
    %35 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %36 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %37 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %38 = "cuda_tile.assume"(%37) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.make_tensor_view"(%20, %35, %36, %38) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %40 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di8)
    %41 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di9)
    %42 = "cuda_tile.make_partition_view"(%29) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di10)
    %43, %44 = "cuda_tile.load_view_tko"(%42, %40, %41, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<8x8xf16>, !cuda_tile.token) loc(#di10)
    %45 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di11)
    %46 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di12)
    %47 = "cuda_tile.make_partition_view"(%34) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di13)
    %48, %49 = "cuda_tile.load_view_tko"(%47, %45, %46, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<8x8xf16>, !cuda_tile.token) loc(#di13)
    %50 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di14)
    %51 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di15)
    %52 = "cuda_tile.make_partition_view"(%39) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di16)
    %53, %54 = "cuda_tile.load_view_tko"(%52, %50, %51, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<8x8xf32>, !cuda_tile.token) loc(#di16)
    %55 = "cuda_tile.join_tokens"(%15, %54) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di16)
    %56 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di17)
    %57 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di18)
    %58 = "cuda_tile.mmaf"(%43, %48, %53) : (!cuda_tile.tile<8x8xf16>, !cuda_tile.tile<8x8xf16>, !cuda_tile.tile<8x8xf32>) -> !cuda_tile.tile<8x8xf32> loc(#di19)
    %59 = "cuda_tile.make_partition_view"(%39) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di20)
    %60 = "cuda_tile.store_view_tko"(%58, %59, %56, %57, %55) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<8x8xf32>, !cuda_tile.partition_view<tile=(8x8), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di20)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
