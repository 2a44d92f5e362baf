#di1 = #cuda_tile.di_file<name = "control_flow.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 17, name = "control_flow", linkage_name = "control_flow_Kt1_A1f32_1i16t1_p16_A2f32_1v4l0_2t1_3i16_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_A1f32_1i16t1_p16_Si32_Sf32_I8_I256", compile_unit = #di2, scope_line = 17>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 18, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 18, column = 17>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 18, column = 20>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 18, column = 25>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 18, column = 32>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 18, column = 38>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 36, column = 4>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 37, column = 4>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 46, column = 4>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 50, column = 14>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 55, column = 4>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 20, column = 10>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 22, column = 10>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 23, column = 13>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 24, column = 30>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 24, column = 12>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 26, column = 15>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 26, column = 11>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 26, column = 20>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 23, column = 4>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 26, column = 8>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 27, column = 18>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 29, column = 24>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 29, column = 18>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 31, column = 12>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 32, column = 7>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 32, column = 4>
#di31 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 33, column = 17>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 35, column = 17>
#di33 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 36, column = 32>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 39, column = 12>
#di35 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 42, column = 16>
#di36 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 44, column = 17>
#di37 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 45, column = 17>
#di38 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 41, column = 4>
#di39 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 42, column = 11>
#di40 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 42, column = 8>
#di41 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 43, column = 12>
#di42 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 44, column = 12>
#di43 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 45, column = 8>
#di44 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 46, column = 24>
#di45 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 46, column = 34>
#di46 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 46, column = 28>
#di47 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 48, column = 11>
#di48 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 50, column = 41>
#di49 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 50, column = 44>
#di50 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 51, column = 18>
#di51 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 49, column = 4>
#di52 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 51, column = 11>
#di53 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 51, column = 8>
#di54 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 52, column = 12>
#di55 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 53, column = 36>
#di56 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 53, column = 10>
#di57 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 54, column = 31>
#di58 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 54, column = 46>
#di59 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 54, column = 40>
#di60 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 54, column = 4>
#di61 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/control_flow.py", line = 55, column = 32>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "control_flow_Kt1_A1f32_1i16t1_p16_A2f32_1v4l0_2t1_3i16_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_A1f32_1i16t1_p16_Si32_Sf32_I8_I256", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<ptr<f32>>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<i32>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<ptr<i32>>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<i32>, %11: !cuda_tile.tile<ptr<i32>>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<ptr<f32>>, %15: !cuda_tile.tile<i32>, %16: !cuda_tile.tile<i32>, %17: !cuda_tile.tile<i32>, %18: !cuda_tile.tile<f32>):
    %19 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %20 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %21 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %22 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %23 = "cuda_tile.assume"(%4) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %24 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %25 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %26 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di7)
    %27 = "cuda_tile.assume"(%9) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %28 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di8)
    %29 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %30 = "cuda_tile.assume"(%14) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di9)
    %31 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di9)
    %32 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %34 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64> loc(#di10)
    %35 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64> loc(#di11)
    %36 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64> loc(#di12)
    %37 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64> loc(#di13)
    %38 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64> loc(#di14)
    %39 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %40 = "cuda_tile.assume"(%39) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %41 = "cuda_tile.make_tensor_view"(%20, %40) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %42 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %43 = "cuda_tile.assume"(%42) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %44 = "cuda_tile.assume"(%24) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %45 = "cuda_tile.assume"(%44) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %46 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %47 = "cuda_tile.assume"(%46) <{predicate = #cuda_tile.div_by<4>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.make_tensor_view"(%22, %43, %45, %47) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xf32, strides=[?,1]> loc(#di4)
    %49 = "cuda_tile.assume"(%27) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.assume"(%29) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %52 = "cuda_tile.constant"() <{value = dense<8> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %53, %54, %55 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di15)
    %56 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<256xf32>}> : () -> !cuda_tile.tile<256xf32> loc(#di16)
    %57 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di17)
    %58 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di17)
    %59 = "cuda_tile.muli"(%53, %17) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di18)
    %60 = "cuda_tile.make_partition_view"(%41) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di19)
    %61 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di20)
    %62 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di21)
    %63 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1> loc(#di21)
    %64 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di22)
    %65, %66 = "cuda_tile.for"(%57, %17, %58, %56, %19) ({
    ^bb0(%67: !cuda_tile.tile<i32>, %68: !cuda_tile.tile<256xf32>, %69: !cuda_tile.token):
      %70 = "cuda_tile.addi"(%59, %67) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di18)
      %71, %72 = "cuda_tile.load_view_tko"(%60, %70, %19) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token) loc(#di19)
      %73 = "cuda_tile.join_tokens"(%69, %72) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di19)
      %74 = "cuda_tile.remi"(%67, %61) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di21)
      %75 = "cuda_tile.cmpi"(%74, %62) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di21)
      %76 = "cuda_tile.xori"(%75, %63) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di21)
      %77 = "cuda_tile.cmpi"(%74, %62) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di21)
      %78 = "cuda_tile.andi"(%76, %77) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di21)
      %79 = "cuda_tile.addi"(%74, %61) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di21)
      %80 = "cuda_tile.select"(%78, %79, %74) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di21)
      %81 = "cuda_tile.cmpi"(%80, %64) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di21)
      %82 = "cuda_tile.if"(%81) ({
        %83 = "cuda_tile.addf"(%68, %71) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32> loc(#di25)
        "cuda_tile.yield"(%83) : (!cuda_tile.tile<256xf32>) -> () loc(#di24)
      }, {
        %84 = "cuda_tile.constant"() <{value = dense<0.5> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di26)
        %85 = "cuda_tile.reshape"(%84) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di26)
        %86 = "cuda_tile.broadcast"(%85) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<256xf32> loc(#di26)
        %87 = "cuda_tile.negf"(%86) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32> loc(#di27)
        %88 = "cuda_tile.fma"(%87, %71, %68) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>, !cuda_tile.tile<256xf32>) -> !cuda_tile.tile<256xf32> loc(#di27)
        "cuda_tile.yield"(%88) : (!cuda_tile.tile<256xf32>) -> () loc(#di24)
      }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<256xf32> loc(#di24)
      "cuda_tile.continue"(%82, %73) : (!cuda_tile.tile<256xf32>, !cuda_tile.token) -> () loc(#di23)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<256xf32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token) loc(#di23)
    %89 = "cuda_tile.reduce"(%65) <{dim = 0 : i32, identities = [0.0 : f32]}> ({
    ^bb0(%90: !cuda_tile.tile<f32>, %91: !cuda_tile.tile<f32>):
      %92 = "cuda_tile.addf"(%90, %91) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32> loc(#di28)
      "cuda_tile.yield"(%92) : (!cuda_tile.tile<f32>) -> () loc(#di28)
    }) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<f32> loc(#di28)
    %93 = "cuda_tile.cmpf"(%89, %18) <{comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, comparison_ordering = #cuda_tile.comparison_ordering<ordered>}> : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<i1> loc(#di29)
    %94 = "cuda_tile.if"(%93) ({
      %95 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di31)
      "cuda_tile.yield"(%95) : (!cuda_tile.tile<i32>) -> () loc(#di30)
    }, {
      %96 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di32)
      "cuda_tile.yield"(%96) : (!cuda_tile.tile<i32>) -> () loc(#di30)
    }) : (!cuda_tile.tile<i1>) -> !cuda_tile.tile<i32> loc(#di30)
    %97 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di33)
    %98 = "cuda_tile.exti"(%94) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %99 = "cuda_tile.exti"(%50) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %100 = "cuda_tile.cmpi"(%98, %99) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i1> loc(#di10)
    %101 = "cuda_tile.muli"(%98, %34) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i64> loc(#di10)
    %102 = "cuda_tile.offset"(%28, %101) : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<ptr<i32>> loc(#di10)
    %103 = "cuda_tile.join_tokens"(%19, %66) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di10)
    %104, %105 = "cuda_tile.atomic_rmw_tko"(%102, %97, %100, %103) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<add>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token) loc(#di10)
    %106 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i64>}> : () -> !cuda_tile.tile<i64> loc(#di11)
    %107 = "cuda_tile.exti"(%51) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %108 = "cuda_tile.cmpi"(%106, %107) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i1> loc(#di11)
    %109 = "cuda_tile.muli"(%106, %35) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i64> loc(#di11)
    %110 = "cuda_tile.offset"(%30, %109) : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<ptr<f32>> loc(#di11)
    %111 = "cuda_tile.join_tokens"(%19, %66, %105) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di11)
    %112, %113 = "cuda_tile.atomic_rmw_tko"(%110, %89, %108, %111) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<addf>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<f32>, !cuda_tile.tile<i1>, !cuda_tile.token) -> (!cuda_tile.tile<f32>, !cuda_tile.token) loc(#di11)
    %114 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di34)
    %115 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di35)
    %116 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di36)
    %117 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di37)
    %118, %119 = "cuda_tile.loop"(%17, %114) ({
    ^bb0(%120: !cuda_tile.tile<i32>, %121: !cuda_tile.tile<i32>):
      %122 = "cuda_tile.cmpi"(%120, %115) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than_or_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di39)
      "cuda_tile.if"(%122) ({
        "cuda_tile.break"(%120, %121) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> () loc(#di41)
      }, {
        "cuda_tile.yield"() : () -> () loc(#di40)
      }) : (!cuda_tile.tile<i1>) -> () loc(#di40)
      %123 = "cuda_tile.divi"(%120, %116) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di42)
      %124 = "cuda_tile.addi"(%121, %117) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di43)
      "cuda_tile.continue"(%123, %124) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> () loc(#di38)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di38)
    %125 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di44)
    %126 = "cuda_tile.constant"() <{value = dense<2> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di45)
    %127 = "cuda_tile.remi"(%53, %126) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di46)
    %128 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di46)
    %129 = "cuda_tile.cmpi"(%127, %128) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di46)
    %130 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1> loc(#di46)
    %131 = "cuda_tile.xori"(%129, %130) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di46)
    %132 = "cuda_tile.cmpi"(%127, %128) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di46)
    %133 = "cuda_tile.andi"(%131, %132) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di46)
    %134 = "cuda_tile.addi"(%127, %126) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di46)
    %135 = "cuda_tile.select"(%133, %134, %127) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di46)
    %136 = "cuda_tile.addi"(%125, %135) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di44)
    %137 = "cuda_tile.exti"(%136) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %138 = "cuda_tile.exti"(%50) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %139 = "cuda_tile.cmpi"(%137, %138) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i1> loc(#di12)
    %140 = "cuda_tile.muli"(%137, %36) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i64> loc(#di12)
    %141 = "cuda_tile.offset"(%28, %140) : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<ptr<i32>> loc(#di12)
    %142 = "cuda_tile.join_tokens"(%105, %66, %113) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di12)
    %143, %144 = "cuda_tile.atomic_rmw_tko"(%141, %119, %139, %142) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acq_rel>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<max>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token) loc(#di12)
    %145 = "cuda_tile.remi"(%53, %52) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di47)
    %146 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di47)
    %147 = "cuda_tile.cmpi"(%145, %146) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di47)
    %148 = "cuda_tile.constant"() <{value = dense<false> : !cuda_tile.tile<i1>}> : () -> !cuda_tile.tile<i1> loc(#di47)
    %149 = "cuda_tile.xori"(%147, %148) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di47)
    %150 = "cuda_tile.cmpi"(%145, %146) <{comparison_predicate = #cuda_tile.comparison_predicate<not_equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di47)
    %151 = "cuda_tile.andi"(%149, %150) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i1>) -> !cuda_tile.tile<i1> loc(#di47)
    %152 = "cuda_tile.addi"(%145, %52) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di47)
    %153 = "cuda_tile.select"(%151, %152, %145) : (!cuda_tile.tile<i1>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di47)
    %154 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di48)
    %155 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di49)
    %156 = "cuda_tile.exti"(%153) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di13)
    %157 = "cuda_tile.exti"(%49) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di13)
    %158 = "cuda_tile.cmpi"(%156, %157) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i1> loc(#di13)
    %159 = "cuda_tile.muli"(%156, %37) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i64> loc(#di13)
    %160 = "cuda_tile.offset"(%26, %159) : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<ptr<i32>> loc(#di13)
    %161 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di50)
    %162, %163 = "cuda_tile.loop"(%19, %144) ({
    ^bb0(%164: !cuda_tile.token, %165: !cuda_tile.token):
      %166 = "cuda_tile.join_tokens"(%164, %165) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di13)
      %167, %168 = "cuda_tile.atomic_cas_tko"(%160, %154, %155, %158, %166) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<acquire>, memory_scope = #cuda_tile.memory_scope<device>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token) loc(#di13)
      %169 = "cuda_tile.cmpi"(%167, %161) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i1> loc(#di52)
      "cuda_tile.if"(%169) ({
        "cuda_tile.break"(%168, %168) : (!cuda_tile.token, !cuda_tile.token) -> () loc(#di54)
      }, {
        "cuda_tile.yield"() : () -> () loc(#di53)
      }) : (!cuda_tile.tile<i1>) -> () loc(#di53)
      "cuda_tile.continue"(%168, %168) : (!cuda_tile.token, !cuda_tile.token) -> () loc(#di51)
    }) : (!cuda_tile.token, !cuda_tile.token) -> (!cuda_tile.token, !cuda_tile.token) loc(#di51)
    %170 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di55)
    %171 = "cuda_tile.make_partition_view"(%48) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di56)
    %172 = "cuda_tile.join_tokens"(%19, %163) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di56)
    %173, %174 = "cuda_tile.load_view_tko"(%171, %153, %170, %172) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x256xf32>, !cuda_tile.token) loc(#di56)
    %175 = "cuda_tile.join_tokens"(%19, %174) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di56)
    %176 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di57)
    %177 = "cuda_tile.reshape"(%65) : (!cuda_tile.tile<256xf32>) -> !cuda_tile.tile<1x256xf32> loc(#di58)
    %178 = "cuda_tile.addf"(%173, %177) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1x256xf32>, !cuda_tile.tile<1x256xf32>) -> !cuda_tile.tile<1x256xf32> loc(#di59)
    %179 = "cuda_tile.make_partition_view"(%48) : (!cuda_tile.tensor_view<?x?xf32, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]> loc(#di60)
    %180 = "cuda_tile.join_tokens"(%175, %163) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di60)
    %181 = "cuda_tile.store_view_tko"(%178, %179, %153, %176, %180) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<1x256xf32>, !cuda_tile.partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di60)
    %182 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di61)
    %183 = "cuda_tile.exti"(%153) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di14)
    %184 = "cuda_tile.exti"(%49) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di14)
    %185 = "cuda_tile.cmpi"(%183, %184) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i1> loc(#di14)
    %186 = "cuda_tile.muli"(%183, %38) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i64>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<i64> loc(#di14)
    %187 = "cuda_tile.offset"(%26, %186) : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i64>) -> !cuda_tile.tile<ptr<i32>> loc(#di14)
    %188 = "cuda_tile.join_tokens"(%162, %66, %144, %163, %113, %181) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token, !cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di14)
    %189, %190 = "cuda_tile.atomic_rmw_tko"(%187, %182, %185, %188) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<release>, memory_scope = #cuda_tile.memory_scope<device>, mode = #cuda_tile.atomic_rmw_mode<xchg>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i1>, !cuda_tile.token) -> (!cuda_tile.tile<i32>, !cuda_tile.token) loc(#di14)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.3"} : () -> ()
