#di1 = #cuda_tile.di_file<name = "fused_moe.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 60, name = "silu_and_mul", linkage_name = "silu_and_mul_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I512", compile_unit = #di2, scope_line = 60>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 61, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 61, column = 17>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 61, column = 20>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 62, column = 8>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 63, column = 9>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 64, column = 14>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 65, column = 8>
#di11 = #cuda_tile.di_file<name = "_stub.py", directory = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile">
#di12 = #cuda_tile.di_compile_unit<file = #di11>
#di13 = #cuda_tile.di_subprogram<file = #di11, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s0", compile_unit = #di12, scope_line = 676>
#di14 = #cuda_tile.di_loc<scope = #di13, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di15 = #cuda_tile.di_call_site<callee = #di14, caller = #di10>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 66, column = 29>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 66, column = 8>
#di18 = #cuda_tile.di_subprogram<file = #di11, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s1", compile_unit = #di12, scope_line = 676>
#di19 = #cuda_tile.di_loc<scope = #di18, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di20 = #cuda_tile.di_call_site<callee = #di19, caller = #di17>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 67, column = 16>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 67, column = 29>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 67, column = 22>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 67, column = 11>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 68, column = 39>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 68, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "silu_and_mul_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I512", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>):
    %10 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %11 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di5)
    %12 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %13 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %14 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
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
    %26 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %27 = "cuda_tile.make_tensor_view"(%11, %22, %24, %26) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di4)
    %28 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.assume"(%28) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.make_tensor_view"(%15, %29, %31, %33) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %35, %36, %37 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di7)
    %38, %39, %40 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %41 = "cuda_tile.make_partition_view"(%34) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di9)
    %42, %43 = "cuda_tile.get_index_space_shape"(%41) : (!cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %44 = "cuda_tile.make_partition_view"(%27) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di10)
    %45, %46 = "cuda_tile.load_view_tko"(%44, %35, %39, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x512xf16>, !cuda_tile.token) loc(#di10)
    %47 = "cuda_tile.ftof"(%45) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf16>) -> !cuda_tile.tile<1x512xf32> loc(#di15)
    %48 = "cuda_tile.addi"(%39, %43) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di16)
    %49 = "cuda_tile.make_partition_view"(%27) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di17)
    %50, %51 = "cuda_tile.load_view_tko"(%49, %35, %48, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x512xf16>, !cuda_tile.token) loc(#di17)
    %52 = "cuda_tile.ftof"(%50) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf16>) -> !cuda_tile.tile<1x512xf32> loc(#di20)
    %53 = "cuda_tile.constant"() <{value = dense<1.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di21)
    %54 = "cuda_tile.negf"(%47) : (!cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di22)
    %55 = "cuda_tile.exp"(%54) <{rounding_mode = #cuda_tile.rounding<full>}> : (!cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di23)
    %56 = "cuda_tile.reshape"(%53) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1x1xf32> loc(#di21)
    %57 = "cuda_tile.broadcast"(%56) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di21)
    %58 = "cuda_tile.addf"(%57, %55) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di21)
    %59 = "cuda_tile.divf"(%47, %58) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di24)
    %60 = "cuda_tile.mulf"(%59, %52) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di25)
    %61 = "cuda_tile.make_partition_view"(%34) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di26)
    %62 = "cuda_tile.store_view_tko"(%60, %61, %35, %39, %10) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di26)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
