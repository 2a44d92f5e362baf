#di1 = #cuda_tile.di_file<name = "layer_norm.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 14, name = "layer_norm_fwd", linkage_name = "layer_norm_fwd_Kt2_A2f32_1v4l0_2s4096t1_p16_A2f32_1v4l0_2s4096t1_p16_A1f32_1s4096t1_p16_A1f32_1s4096t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I512", compile_unit = #di2, scope_line = 14>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 19>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 22>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 25>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 28>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 31>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 15, column = 37>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 21>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 31, column = 13>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 16, column = 10>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 18, column = 15>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 19, column = 10>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 21, column = 8>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 22, column = 13>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 23, column = 12>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 22, column = 4>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 24, column = 8>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 25, column = 11>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 27, column = 8>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 28, column = 13>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 29, column = 12>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 43>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 72>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 30, column = 12>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 28, column = 4>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 31, column = 8>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 32, column = 10>
#di31 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 33, column = 20>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 33, column = 11>
#di33 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 35, column = 4>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 36, column = 4>
#di35 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 38, column = 13>
#di36 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 39, column = 12>
#di37 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 40, column = 12>
#di38 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 41, column = 12>
#di39 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 42, column = 13>
#di40 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 42, column = 12>
#di41 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 43, column = 8>
#di42 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/layer_norm.py", line = 38, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "layer_norm_fwd_Kt2_A2f32_1v4l0_2s4096t1_p16_A2f32_1v4l0_2s4096t1_p16_A1f32_1s4096t1_p16_A1f32_1s4096t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I512", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f32>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f32>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<ptr<f32>>, %14: !cuda_tile.tile<i32>, %15: !cuda_tile.tile<i32>, %16: !cuda_tile.tile<ptr<f32>>, %17: !cuda_tile.tile<i32>, %18: !cuda_tile.tile<i32>, %19: !cuda_tile.tile<ptr<f32>>, %20: !cuda_tile.tile<i32>, %21: !cuda_tile.tile<i32>, %22: !cuda_tile.tile<f32>):
    %23 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %24 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %25 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %26 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %27 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %28 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %29 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di8)
    %30 = "cuda_tile.assume"(%16) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di9)
    %31 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di9)
    %32 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di10)
    %33 = "cuda_tile.assume"(%20) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di10)
    %34 = "cuda_tile.constant"() <{value = dense<4096> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %35 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %36 = "cuda_tile.constant"() <{value = dense<4096> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %37 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %38 = "cuda_tile.constant"() <{value = dense<4096> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %40 = "cuda_tile.constant"() <{value = dense<4096> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %42 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.constant"() <{value = dense<4096> : !cuda_tile.tile<512xi32>}> : () -> !cuda_tile.tile<512xi32> loc(#di11)
    %45 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<1x512xi32>}> : () -> !cuda_tile.tile<1x512xi32> loc(#di12)
    %46 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.assume"(%47) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.make_tensor_view"(%24, %46, %48) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x4096xf32, strides=[?,1]> loc(#di4)
    %50 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %52 = "cuda_tile.assume"(%51) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %53 = "cuda_tile.make_tensor_view"(%26, %50, %52) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x4096xf32, strides=[?,1]> loc(#di4)
    %54 = "cuda_tile.make_tensor_view"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4096xf32, strides=[1]> loc(#di4)
    %55 = "cuda_tile.make_tensor_view"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tensor_view<4096xf32, strides=[1]> loc(#di4)
    %56 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %57 = "cuda_tile.assume"(%56) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %58 = "cuda_tile.make_tensor_view"(%30, %57) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %59 = "cuda_tile.assume"(%33) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %60 = "cuda_tile.assume"(%59) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %61 = "cuda_tile.make_tensor_view"(%32, %60) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %62 = "cuda_tile.constant"() <{value = dense<512> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %63, %64, %65 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di13)
    %66 = "cuda_tile.make_partition_view"(%49) : (!cuda_tile.tensor_view<?x4096xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di14)
    %67, %68 = "cuda_tile.get_index_space_shape"(%66) : (!cuda_tile.partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di14)
    %69 = "cuda_tile.iota"() : () -> !cuda_tile.tile<512xi32> loc(#di15)
    %70 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<1x512xf32>}> : () -> !cuda_tile.tile<1x512xf32> loc(#di16)
    %71 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di17)
    %72 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di17)
    %73 = "cuda_tile.make_partition_view"(%49) : (!cuda_tile.tensor_view<?x4096xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di18)
    %74 = "cuda_tile.for"(%71, %68, %72, %70) ({
    ^bb0(%75: !cuda_tile.tile<i32>, %76: !cuda_tile.tile<1x512xf32>):
      %77, %78 = "cuda_tile.load_view_tko"(%73, %63, %75, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x512xf32>, !cuda_tile.token) loc(#di18)
      %79 = "cuda_tile.addf"(%76, %77) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di20)
      "cuda_tile.continue"(%79) : (!cuda_tile.tile<1x512xf32>) -> () loc(#di19)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di19)
    %80 = "cuda_tile.reduce"(%74) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%81: !cuda_tile.tile<f32>, %82: !cuda_tile.tile<f32>):
      %83 = "cuda_tile.addf"(%81, %82) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di21)
      "cuda_tile.yield"(%83) : (!cuda_tile.tile<f32>) -> () loc(#di21)
    }) : (!cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1xf32> loc(#di21)
    %84 = "cuda_tile.itof"(%34) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<f32> loc(#di21)
    %85 = "cuda_tile.reshape"(%84) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di21)
    %86 = "cuda_tile.divf"(%80, %85) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di21)
    %87 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<1x512xf32>}> : () -> !cuda_tile.tile<1x512xf32> loc(#di22)
    %88 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di23)
    %89 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di23)
    %90 = "cuda_tile.make_partition_view"(%49) : (!cuda_tile.tensor_view<?x4096xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di24)
    %91 = "cuda_tile.reshape"(%86) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di25)
    %92 = "cuda_tile.broadcast"(%91) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di25)
    %93 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di26)
    %94 = "cuda_tile.reshape"(%93) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1x1xf32> loc(#di27)
    %95 = "cuda_tile.broadcast"(%94) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di27)
    %96 = "cuda_tile.for"(%88, %68, %89, %87) ({
    ^bb0(%97: !cuda_tile.tile<i32>, %98: !cuda_tile.tile<1x512xf32>):
      %99, %100 = "cuda_tile.load_view_tko"(%90, %63, %97, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x512xf32>, !cuda_tile.token) loc(#di24)
      %101 = "cuda_tile.muli"(%97, %62) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di11)
      %102 = "cuda_tile.reshape"(%101) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di11)
      %103 = "cuda_tile.broadcast"(%102) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<512xi32> loc(#di11)
      %104 = "cuda_tile.addi"(%103, %69) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<512xi32>, !cuda_tile.tile<512xi32>) -> !cuda_tile.tile<512xi32> loc(#di11)
      %105 = "cuda_tile.cmpi"(%104, %44) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<512xi32>, !cuda_tile.tile<512xi32>) -> !cuda_tile.tile<512xi1> loc(#di11)
      %106 = "cuda_tile.subf"(%99, %92) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di25)
      %107 = "cuda_tile.reshape"(%105) : (!cuda_tile.tile<512xi1>) -> !cuda_tile.tile<1x512xi1> loc(#di27)
      %108 = "cuda_tile.select"(%107, %106, %95) : (!cuda_tile.tile<1x512xi1>, !cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di27)
      %109 = "cuda_tile.fpowi"(%108, %45) : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xi32>) -> !cuda_tile.tile<1x512xf32> loc(#di12)
      %110 = "cuda_tile.addf"(%98, %109) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di29)
      "cuda_tile.continue"(%110) : (!cuda_tile.tile<1x512xf32>) -> () loc(#di28)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di28)
    %111 = "cuda_tile.reduce"(%96) <{dim = 1 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%112: !cuda_tile.tile<f32>, %113: !cuda_tile.tile<f32>):
      %114 = "cuda_tile.addf"(%112, %113) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di30)
      "cuda_tile.yield"(%114) : (!cuda_tile.tile<f32>) -> () loc(#di30)
    }) : (!cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1xf32> loc(#di30)
    %115 = "cuda_tile.itof"(%34) <{signedness = #cuda_tile.signedness<signed>, rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<f32> loc(#di30)
    %116 = "cuda_tile.reshape"(%115) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di30)
    %117 = "cuda_tile.divf"(%111, %116) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di30)
    %118 = "cuda_tile.reshape"(%22) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di31)
    %119 = "cuda_tile.addf"(%117, %118) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di31)
    %120 = "cuda_tile.rsqrt"(%119) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1xf32> loc(#di32)
    %121 = "cuda_tile.make_partition_view"(%58) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di33)
    %122 = "cuda_tile.store_view_tko"(%86, %121, %63, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di33)
    %123 = "cuda_tile.make_partition_view"(%61) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di34)
    %124 = "cuda_tile.store_view_tko"(%120, %123, %63, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1xf32>, !cuda_tile.partition_view<tile=(1), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di34)
    %125 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di35)
    %126 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di35)
    %127 = "cuda_tile.make_partition_view"(%49) : (!cuda_tile.tensor_view<?x4096xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di36)
    %128 = "cuda_tile.make_partition_view"(%54) : (!cuda_tile.tensor_view<4096xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>, dim_map=[0]> loc(#di37)
    %129 = "cuda_tile.make_partition_view"(%55) : (!cuda_tile.tensor_view<4096xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>, dim_map=[0]> loc(#di38)
    %130 = "cuda_tile.reshape"(%86) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di39)
    %131 = "cuda_tile.broadcast"(%130) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di39)
    %132 = "cuda_tile.reshape"(%120) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1x1xf32> loc(#di40)
    %133 = "cuda_tile.broadcast"(%132) : (!cuda_tile.tile<1x1xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di40)
    %134 = "cuda_tile.make_partition_view"(%53) : (!cuda_tile.tensor_view<?x4096xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di41)
    "cuda_tile.for"(%125, %68, %126) ({
    ^bb0(%135: !cuda_tile.tile<i32>):
      %136, %137 = "cuda_tile.load_view_tko"(%127, %63, %135, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x512xf32>, !cuda_tile.token) loc(#di36)
      %138, %139 = "cuda_tile.load_view_tko"(%128, %135, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<512xf32>, !cuda_tile.token) loc(#di37)
      %140, %141 = "cuda_tile.load_view_tko"(%129, %135, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<512xf32>, !cuda_tile.token) loc(#di38)
      %142 = "cuda_tile.subf"(%136, %131) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di39)
      %143 = "cuda_tile.mulf"(%142, %133) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di40)
      %144 = "cuda_tile.reshape"(%138) : (!cuda_tile.tile<512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di40)
      %145 = "cuda_tile.reshape"(%140) : (!cuda_tile.tile<512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di40)
      %146 = "cuda_tile.fma"(%143, %144, %145) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>, !cuda_tile.tile<1x512xf32>) -> !cuda_tile.tile<1x512xf32> loc(#di40)
      %147 = "cuda_tile.store_view_tko"(%146, %134, %63, %135, %23) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x512xf32>, !cuda_tile.partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di41)
      "cuda_tile.continue"() : () -> () loc(#di42)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> () loc(#di42)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
