#di1 = #cuda_tile.di_file<name = "layer_norm.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 14, name = "layer_norm_fwd", linkage_name = "layer_norm_fwd_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1bf16_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I1024", compile_unit = #di2, scope_line = 14>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 19>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 22>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 25>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 28>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 31>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 37>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 31, column = 13>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 16, column = 10>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 18, column = 15>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 19, column = 10>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 21, column = 8>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 22, column = 13>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 23, column = 12>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 22, column = 4>
#di19 = #cuda_tile.di_file<name = "_stub.py", directory = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile">
#di20 = #cuda_tile.di_compile_unit<file = #di19>
#di21 = #cuda_tile.di_subprogram<file = #di19, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s0", compile_unit = #di20, scope_line = 676>
#di22 = #cuda_tile.di_loc<scope = #di21, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 24, column = 13>
#di24 = #cuda_tile.di_call_site<callee = #di22, caller = #di23>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 24, column = 8>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 25, column = 11>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 27, column = 8>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 28, column = 13>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 29, column = 12>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 21>
#di31 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 43>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 72>
#di33 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 12>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 28, column = 4>
#di35 = #cuda_tile.di_subprogram<file = #di19, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s1", compile_unit = #di20, scope_line = 676>
#di36 = #cuda_tile.di_loc<scope = #di35, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di37 = #cuda_tile.di_call_site<callee = #di36, caller = #di31>
#di38 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 31, column = 8>
#di39 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 32, column = 10>
#di40 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 33, column = 20>
#di41 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 33, column = 11>
#di42 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 35, column = 4>
#di43 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 36, column = 4>
#di44 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 38, column = 13>
#di45 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 39, column = 12>
#di46 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 40, column = 12>
#di47 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 41, column = 12>
#di48 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 42, column = 13>
#di49 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 42, column = 12>
#di50 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 43, column = 8>
#di51 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 38, column = 4>
#di52 = #cuda_tile.di_subprogram<file = #di19, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s2", compile_unit = #di20, scope_line = 676>
#di53 = #cuda_tile.di_loc<scope = #di52, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di54 = #cuda_tile.di_call_site<callee = #di53, caller = #di48>
#di55 = #cuda_tile.di_subprogram<file = #di19, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s3", compile_unit = #di20, scope_line = 676>
#di56 = #cuda_tile.di_loc<scope = #di55, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di57 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 42, column = 51>
#di58 = #cuda_tile.di_call_site<callee = #di56, caller = #di57>
#di59 = #cuda_tile.di_subprogram<file = #di19, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s4", compile_unit = #di20, scope_line = 676>
#di60 = #cuda_tile.di_loc<scope = #di59, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di61 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 42, column = 74>
#di62 = #cuda_tile.di_call_site<callee = #di60, caller = #di61>
#di63 = #cuda_tile.di_subprogram<file = #di19, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s5", compile_unit = #di20, scope_line = 676>
#di64 = #cuda_tile.di_loc<scope = #di63, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di65 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 43, column = 41>
#di66 = #cuda_tile.di_call_site<callee = #di64, caller = #di65>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "layer_norm_fwd_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1bf16_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I1024", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<bf16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<bf16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<bf16>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<ptr<bf16>>, %14: !cuda_tile.tile<i32>, %15: !cuda_tile.tile<i32>, %16: !cuda_tile.tile<ptr<f32>>, %17: !cuda_tile.tile<i32>, %18: !cuda_tile.tile<i32>, %19: !cuda_tile.tile<ptr<f32>>, %20: !cuda_tile.tile<i32>, %21: !cuda_tile.tile<i32>, %22: !cuda_tile.tile<f32>):
    %23 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %24 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di5)
    %25 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %26 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %27 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %28 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di6)
    %29 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %30 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %31 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %32 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di7)
    %33 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %34 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di8)
    %35 = "cuda_tile.assume"(%14) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %36 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di9)
    %37 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di9)
    %38 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di10)
    %39 = "cuda_tile.assume"(%20) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di10)
    %40 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %42 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %45 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<1x1024xi32>}> : () -> !cuda_tile.tile<1x1024xi32> loc(#di11)
    %47 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.assume"(%47) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.assume"(%26) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.assume"(%49) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %52 = "cuda_tile.assume"(%51) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %53 = "cuda_tile.make_tensor_view"(%24, %48, %50, %52) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %54 = "cuda_tile.assume"(%29) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %55 = "cuda_tile.assume"(%54) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %56 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %57 = "cuda_tile.assume"(%56) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %58 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %59 = "cuda_tile.assume"(%58) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %60 = "cuda_tile.make_tensor_view"(%28, %55, %57, %59) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %61 = "cuda_tile.assume"(%33) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %62 = "cuda_tile.assume"(%61) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %63 = "cuda_tile.make_tensor_view"(%32, %62) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xbf16, strides=[1]> loc(#di4)
    %64 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %65 = "cuda_tile.assume"(%64) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %66 = "cuda_tile.make_tensor_view"(%34, %65) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xbf16, strides=[1]> loc(#di4)
    %67 = "cuda_tile.assume"(%37) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %68 = "cuda_tile.assume"(%67) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %69 = "cuda_tile.make_tensor_view"(%36, %68) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %70 = "cuda_tile.assume"(%39) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %71 = "cuda_tile.assume"(%70) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %72 = "cuda_tile.make_tensor_view"(%38, %71) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %73 = "cuda_tile.constant"() <{value = dense<1024> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %74, %75, %76 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di12)
    %77 = "cuda_tile.make_partition_view"(%53) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di13)
    %78, %79 = "cuda_tile.get_index_space_shape"(%77) : (!cuda_tile.partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di13)
    %80 = "cuda_tile.iota"() : () -> !cuda_tile.tile<1024xi32> loc(#di14)
    %81 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<1x1024xf32>}> : () -> !cuda_tile.tile<1x1024xf32> loc(#di15)
    %82 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di16)
    %83 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di16)
    %84 = "cuda_tile.make_partition_view"(%53) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di17)
    %85 = "cuda_tile.for"(%82, %79, %83, %81) ({
    ^bb0(%86: !cuda_tile.tile<i32>, %87: !cuda_tile.tile<1x1024xf32>):
      %88, %89 = "cuda_tile.load_view_tko"(%84, %74, %86, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x1024xbf16>, !cuda_tile.token) loc(#di17)
      %90 = "cuda_tile.ftof"(%88) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xbf16>) -> !cuda_tile.tile<1x1024xf32> loc(#di24)
      %91 = "cuda_tile.addf"(%87, %90) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di25)
      "cuda_tile.continue"(%91) : (!cuda_tile.tile<1x1024xf32>) -> () loc(#di18)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di18)
    %92 = "cuda_tile.reduce"(%85) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%93: !cuda_tile.tile<f32>, %94: !cuda_tile.tile<f32>):
      %95 = "cuda_tile.addf"(%93, %94) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di26)
      "cuda_tile.yield"(%95) : (!cuda_tile.tile<f32>) -> () loc(#di26)
    }) : (!cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1xf32> loc(#di26)
    %96 = "cuda_tile.itof"(%50) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<f32> loc(#di26)
    %97 = "cuda_tile.reshape"(%96) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di26)
    %98 = "cuda_tile.divf"(%92, %97) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di26)
    %99 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<1x1024xf32>}> : () -> !cuda_tile.tile<1x1024xf32> loc(#di27)
    %100 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di28)
    %101 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di28)
    %102 = "cuda_tile.make_partition_view"(%53) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di29)
    %103 = "cuda_tile.reshape"(%50) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di30)
    %104 = "cuda_tile.broadcast"(%103) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<1024xi32> loc(#di30)
    %105 = "cuda_tile.reshape"(%98) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di31)
    %106 = "cuda_tile.broadcast"(%105) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di31)
    %107 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di32)
    %108 = "cuda_tile.reshape"(%107) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1x1xf32> loc(#di33)
    %109 = "cuda_tile.broadcast"(%108) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di33)
    %110 = "cuda_tile.for"(%100, %79, %101, %99) ({
    ^bb0(%111: !cuda_tile.tile<i32>, %112: !cuda_tile.tile<1x1024xf32>):
      %113, %114 = "cuda_tile.load_view_tko"(%102, %74, %111, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x1024xbf16>, !cuda_tile.token) loc(#di29)
      %115 = "cuda_tile.muli"(%111, %73) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di30)
      %116 = "cuda_tile.reshape"(%115) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di30)
      %117 = "cuda_tile.broadcast"(%116) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<1024xi32> loc(#di30)
      %118 = "cuda_tile.addi"(%117, %80) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<1024xi32>, !cuda_tile.tile<1024xi32>) -> !cuda_tile.tile<1024xi32> loc(#di30)
      %119 = "cuda_tile.cmpi"(%118, %104) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1024xi32>, !cuda_tile.tile<1024xi32>) -> !cuda_tile.tile<1024xi1> loc(#di30)
      %120 = "cuda_tile.ftof"(%113) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xbf16>) -> !cuda_tile.tile<1x1024xf32> loc(#di37)
      %121 = "cuda_tile.subf"(%120, %106) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di31)
      %122 = "cuda_tile.reshape"(%119) : (!cuda_tile.tile<1024xi1>) -> !cuda_tile.tile<1x1024xi1> loc(#di33)
      %123 = "cuda_tile.select"(%122, %121, %109) : (!cuda_tile.tile<1x1024xi1>, !cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di33)
      %124 = "cuda_tile.fpowi"(%123, %46) : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xi32>) -> !cuda_tile.tile<1x1024xf32> loc(#di11)
      %125 = "cuda_tile.addf"(%112, %124) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di38)
      "cuda_tile.continue"(%125) : (!cuda_tile.tile<1x1024xf32>) -> () loc(#di34)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di34)
    %126 = "cuda_tile.reduce"(%110) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%127: !cuda_tile.tile<f32>, %128: !cuda_tile.tile<f32>):
      %129 = "cuda_tile.addf"(%127, %128) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di39)
      "cuda_tile.yield"(%129) : (!cuda_tile.tile<f32>) -> () loc(#di39)
    }) : (!cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1xf32> loc(#di39)
    %130 = "cuda_tile.itof"(%50) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<f32> loc(#di39)
    %131 = "cuda_tile.reshape"(%130) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di39)
    %132 = "cuda_tile.divf"(%126, %131) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di39)
    %133 = "cuda_tile.reshape"(%22) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di40)
    %134 = "cuda_tile.addf"(%132, %133) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di40)
    %135 = "cuda_tile.rsqrt"(%134) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di41)
    %136 = "cuda_tile.make_partition_view"(%69) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di42)
    %137 = "cuda_tile.store_view_tko"(%98, %136, %74, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di42)
    %138 = "cuda_tile.make_partition_view"(%72) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di43)
    %139 = "cuda_tile.store_view_tko"(%135, %138, %74, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di43)
    %140 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di44)
    %141 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di44)
    %142 = "cuda_tile.make_partition_view"(%53) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di45)
    %143 = "cuda_tile.make_partition_view"(%63) : (!cuda_tile.tensor_view<?xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>, dim_map=[0]> loc(#di46)
    %144 = "cuda_tile.make_partition_view"(%66) : (!cuda_tile.tensor_view<?xbf16, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>, dim_map=[0]> loc(#di47)
    %145 = "cuda_tile.reshape"(%98) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di48)
    %146 = "cuda_tile.broadcast"(%145) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di48)
    %147 = "cuda_tile.reshape"(%135) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di49)
    %148 = "cuda_tile.broadcast"(%147) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di49)
    %149 = "cuda_tile.make_partition_view"(%60) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di50)
    "cuda_tile.for"(%140, %79, %141) ({
    ^bb0(%150: !cuda_tile.tile<i32>):
      %151, %152 = "cuda_tile.load_view_tko"(%142, %74, %150, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x1024xbf16>, !cuda_tile.token) loc(#di45)
      %153, %154 = "cuda_tile.load_view_tko"(%143, %150, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xbf16>, !cuda_tile.token) loc(#di46)
      %155, %156 = "cuda_tile.load_view_tko"(%144, %150, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xbf16>, !cuda_tile.token) loc(#di47)
      %157 = "cuda_tile.ftof"(%151) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xbf16>) -> !cuda_tile.tile<1x1024xf32> loc(#di54)
      %158 = "cuda_tile.subf"(%157, %146) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di48)
      %159 = "cuda_tile.mulf"(%158, %148) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di49)
      %160 = "cuda_tile.ftof"(%153) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1024xbf16>) -> !cuda_tile.tile<1024xf32> loc(#di58)
      %161 = "cuda_tile.reshape"(%160) : (!cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di49)
      %162 = "cuda_tile.ftof"(%155) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1024xbf16>) -> !cuda_tile.tile<1024xf32> loc(#di62)
      %163 = "cuda_tile.reshape"(%162) : (!cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di49)
      %164 = "cuda_tile.fma"(%159, %161, %163) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>, !cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xf32> loc(#di49)
      %165 = "cuda_tile.ftof"(%164) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x1024xf32>) -> !cuda_tile.tile<1x1024xbf16> loc(#di66)
      %166 = "cuda_tile.store_view_tko"(%165, %149, %74, %150, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x1024xbf16>, !cuda_tile.partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di50)
      "cuda_tile.continue"() : () -> () loc(#di51)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> () loc(#di51)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
