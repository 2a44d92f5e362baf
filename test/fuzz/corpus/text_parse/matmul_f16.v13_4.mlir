#di1 = #cuda_tile.di_file<name = "matmul.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 13, name = "matmul", linkage_name = "matmul_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I128_I128_I64_I8", compile_unit = #di2, scope_line = 13>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 14, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 14, column = 11>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 14, column = 14>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 14, column = 17>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 17, column = 10>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 18, column = 12>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 19, column = 12>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 21, column = 16>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 22, column = 12>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 23, column = 14>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 24, column = 21>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 24, column = 17>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 25, column = 20>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 25, column = 19>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 25, column = 9>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 26, column = 10>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 26, column = 9>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 28, column = 12>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 29, column = 10>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 30, column = 13>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 31, column = 12>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 32, column = 12>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 30, column = 4>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 36, column = 14>
#di28 = #cuda_tile.di_file<name = "_stub.py", directory = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile">
#di29 = #cuda_tile.di_compile_unit<file = #di28>
#di30 = #cuda_tile.di_subprogram<file = #di28, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s0", compile_unit = #di29, scope_line = 676>
#di31 = #cuda_tile.di_loc<scope = #di30, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 37, column = 37>
#di33 = #cuda_tile.di_call_site<callee = #di31, caller = #di32>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/matmul.py", line = 37, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "matmul_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I128_I128_I64_I8", function_type = (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_100 = {num_cta_in_cga = 2 : i32}, default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<f16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<f16>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>):
    %15 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %16 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di5)
    %17 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %18 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %19 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %20 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di6)
    %21 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %22 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %23 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %24 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f16>>) -> !cuda_tile.tile<ptr<f16>> loc(#di7)
    %25 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %26 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %27 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %28 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.assume"(%33) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %35 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %36 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %37 = "cuda_tile.make_tensor_view"(%16, %32, %34, %36) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di4)
    %38 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.assume"(%38) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %40 = "cuda_tile.assume"(%22) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.assume"(%40) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %42 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.assume"(%42) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.make_tensor_view"(%20, %39, %41, %43) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di4)
    %45 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.assume"(%45) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.assume"(%26) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.assume"(%47) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.assume"(%49) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.make_tensor_view"(%24, %46, %48, %50) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf16, strides=[?,1]> loc(#di4)
    %52 = "cuda_tile.constant"() <{value = dense<8> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %53, %54, %55 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %56 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di9)
    %57, %58 = "cuda_tile.get_index_space_shape"(%56) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %59 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di10)
    %60, %61 = "cuda_tile.get_index_space_shape"(%59) : (!cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di10)
    %62 = "cuda_tile.muli"(%52, %61) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di11)
    %63 = "cuda_tile.divi"(%53, %62) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di12)
    %64 = "cuda_tile.muli"(%63, %52) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di13)
    %65 = "cuda_tile.subi"(%57, %64) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di14)
    %66 = "cuda_tile.mini"(%65, %52) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di15)
    %67 = "cuda_tile.remi"(%53, %62) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di16)
    %68 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di16)
    %69 = "cuda_tile.cmpi"(%67, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di16)
    %70 = "cuda_tile.cmpi"(%62, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di16)
    %71 = "cuda_tile.xori"(%69, %70) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di16)
    %72 = "cuda_tile.cmpi"(%67, %68) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di16)
    %73 = "cuda_tile.andi"(%71, %72) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di16)
    %74 = "cuda_tile.addi"(%67, %62) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di16)
    %75 = "cuda_tile.select"(%73, %74, %67) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di16)
    %76 = "cuda_tile.remi"(%75, %66) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di17)
    %77 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di17)
    %78 = "cuda_tile.cmpi"(%76, %77) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di17)
    %79 = "cuda_tile.cmpi"(%66, %77) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di17)
    %80 = "cuda_tile.xori"(%78, %79) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di17)
    %81 = "cuda_tile.cmpi"(%76, %77) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di17)
    %82 = "cuda_tile.andi"(%80, %81) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di17)
    %83 = "cuda_tile.addi"(%76, %66) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di17)
    %84 = "cuda_tile.select"(%82, %83, %76) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di17)
    %85 = "cuda_tile.addi"(%64, %84) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di18)
    %86 = "cuda_tile.remi"(%53, %62) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di19)
    %87 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di19)
    %88 = "cuda_tile.cmpi"(%86, %87) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di19)
    %89 = "cuda_tile.cmpi"(%62, %87) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di19)
    %90 = "cuda_tile.xori"(%88, %89) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di19)
    %91 = "cuda_tile.cmpi"(%86, %87) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di19)
    %92 = "cuda_tile.andi"(%90, %91) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di19)
    %93 = "cuda_tile.addi"(%86, %62) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di19)
    %94 = "cuda_tile.select"(%92, %93, %86) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di19)
    %95 = "cuda_tile.divi"(%94, %66) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di20)
    %96 = "cuda_tile.make_partition_view"(%37) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di21)
    %97, %98 = "cuda_tile.get_index_space_shape"(%96) : (!cuda_tile.partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di21)
    %99 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<128x128xf32>}> : () -> !cuda_tile.tile<128x128xf32> loc(#di22)
    %100 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di23)
    %101 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di23)
    %102 = "cuda_tile.make_partition_view"(%37) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di24)
    %103 = "cuda_tile.make_partition_view"(%44) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di25)
    %104 = "cuda_tile.for"(%100, %98, %101, %99) ({
    ^bb0(%105: !cuda_tile.tile<i32>, %106: !cuda_tile.tile<128x128xf32>):
      %107, %108 = "cuda_tile.load_view_tko"(%102, %85, %105, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<128x64xf16>, !cuda_tile.token) loc(#di24)
      %109, %110 = "cuda_tile.load_view_tko"(%103, %105, %95, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xf16>, !cuda_tile.token) loc(#di25)
      %111 = "cuda_tile.mmaf"(%107, %109, %106) : (!cuda_tile.tile<128x64xf16>, !cuda_tile.tile<64x128xf16>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32> loc(#di27)
      "cuda_tile.continue"(%111) : (!cuda_tile.tile<128x128xf32>) -> () loc(#di26)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf32> loc(#di26)
    %112 = "cuda_tile.ftof"(%104) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<128x128xf32>) -> !cuda_tile.tile<128x128xf16> loc(#di33)
    %113 = "cuda_tile.make_partition_view"(%51) : (!cuda_tile.tensor_view<?x?xf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]> loc(#di34)
    %114 = "cuda_tile.store_view_tko"(%112, %113, %85, %95, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<128x128xf16>, !cuda_tile.partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di34)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
