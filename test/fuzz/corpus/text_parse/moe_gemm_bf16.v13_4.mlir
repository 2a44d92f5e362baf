#di1 = #cuda_tile.di_file<name = "fused_moe.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 26, name = "moe_gemm", linkage_name = "moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B0_I64_I128_I64", compile_unit = #di2, scope_line = 26>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 13>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 16>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 19>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 30>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 42>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 37, column = 11>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 12>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 4>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 31, column = 9>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 32, column = 9>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 34, column = 13>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 36, column = 11>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 36, column = 25>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 38, column = 12>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 39, column = 10>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 41, column = 13>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 42, column = 12>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 43, column = 10>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 44, column = 13>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 26>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 61>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 48, column = 12>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 44, column = 4>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 45, column = 15>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 40>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 50, column = 24>
#di31 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 50, column = 14>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 56, column = 13>
#di33 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 56, column = 27>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 19>
#di35 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 34>
#di36 = #cuda_tile.di_file<name = "_stub.py", directory = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile">
#di37 = #cuda_tile.di_compile_unit<file = #di36>
#di38 = #cuda_tile.di_subprogram<file = #di36, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s0", compile_unit = #di37, scope_line = 676>
#di39 = #cuda_tile.di_loc<scope = #di38, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di40 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 52>
#di41 = #cuda_tile.di_call_site<callee = #di39, caller = #di40>
#di42 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 78>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B0_I64_I128_I64", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<bf16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<bf16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<i32>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<ptr<bf16>>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>, %15: !cuda_tile.tile<i32>, %16: !cuda_tile.tile<i32>, %17: !cuda_tile.tile<ptr<bf16>>, %18: !cuda_tile.tile<i32>, %19: !cuda_tile.tile<i32>, %20: !cuda_tile.tile<ptr<i32>>, %21: !cuda_tile.tile<i32>, %22: !cuda_tile.tile<i32>, %23: !cuda_tile.tile<ptr<i32>>, %24: !cuda_tile.tile<i32>, %25: !cuda_tile.tile<i32>, %26: !cuda_tile.tile<i32>, %27: !cuda_tile.tile<i32>):
    %28 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %29 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di5)
    %30 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %31 = "cuda_tile.assume"(%2) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %32 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %33 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di6)
    %34 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %35 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %36 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %37 = "cuda_tile.assume"(%9) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %38 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %39 = "cuda_tile.assume"(%12) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di7)
    %40 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %41 = "cuda_tile.assume"(%14) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %42 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %43 = "cuda_tile.assume"(%20) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di8)
    %44 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %45 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di9)
    %46 = "cuda_tile.assume"(%24) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di9)
    %47 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %48 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %49 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64xi64>}> : () -> !cuda_tile.tile<64xi64> loc(#di10)
    %51 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x64xi64>}> : () -> !cuda_tile.tile<64x64xi64> loc(#di11)
    %52 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x128xi64>}> : () -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %53 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %54 = "cuda_tile.assume"(%53) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %55 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %56 = "cuda_tile.assume"(%55) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %57 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %58 = "cuda_tile.assume"(%57) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %59 = "cuda_tile.make_tensor_view"(%29, %54, %56, %58) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %60 = "cuda_tile.assume"(%34) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %61 = "cuda_tile.assume"(%60) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %62 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %63 = "cuda_tile.assume"(%62) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %64 = "cuda_tile.assume"(%36) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %65 = "cuda_tile.assume"(%64) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %66 = "cuda_tile.assume"(%37) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %67 = "cuda_tile.assume"(%66) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %68 = "cuda_tile.assume"(%38) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %69 = "cuda_tile.assume"(%68) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %70 = "cuda_tile.make_tensor_view"(%33, %61, %63, %65, %67, %69) <{operandSegmentSizes = array<i32: 1, 3, 2>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?x?xbf16, strides=[?,?,1]> loc(#di4)
    %71 = "cuda_tile.assume"(%40) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %72 = "cuda_tile.assume"(%41) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %73 = "cuda_tile.assume"(%42) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %74 = "cuda_tile.assume"(%44) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %75 = "cuda_tile.assume"(%46) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %76 = "cuda_tile.assume"(%75) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %77 = "cuda_tile.make_tensor_view"(%45, %76) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xi32, strides=[1]> loc(#di4)
    %78 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %79 = "cuda_tile.constant"() <{value = dense<128> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %80 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %81, %82, %83 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di13)
    %84, %85, %86 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di14)
    %87 = "cuda_tile.make_partition_view"(%77) : (!cuda_tile.tensor_view<?xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]> loc(#di15)
    %88, %89 = "cuda_tile.load_view_tko"(%87, %81, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1xi32>, !cuda_tile.token) loc(#di15)
    %90 = "cuda_tile.reshape"(%88) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<i32> loc(#di15)
    %91 = "cuda_tile.muli"(%81, %78) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di16)
    %92 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32> loc(#di17)
    %93 = "cuda_tile.reshape"(%91) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di16)
    %94 = "cuda_tile.broadcast"(%93) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di16)
    %95 = "cuda_tile.addi"(%94, %92) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di16)
    %96 = "cuda_tile.exti"(%95) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi64> loc(#di10)
    %97 = "cuda_tile.exti"(%74) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %98 = "cuda_tile.reshape"(%97) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di10)
    %99 = "cuda_tile.broadcast"(%98) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<64xi64> loc(#di10)
    %100 = "cuda_tile.cmpi"(%96, %99) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi1> loc(#di10)
    %101 = "cuda_tile.muli"(%96, %50) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi64> loc(#di10)
    %102 = "cuda_tile.reshape"(%43) : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<1xptr<i32>> loc(#di10)
    %103 = "cuda_tile.broadcast"(%102) : (!cuda_tile.tile<1xptr<i32>>) -> !cuda_tile.tile<64xptr<i32>> loc(#di10)
    %104 = "cuda_tile.offset"(%103, %101) : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xptr<i32>> loc(#di10)
    %105 = "cuda_tile.reshape"(%26) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di10)
    %106 = "cuda_tile.broadcast"(%105) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di10)
    %107, %108 = "cuda_tile.load_ptr_tko"(%104, %100, %106, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi1>, !cuda_tile.tile<64xi32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi32>, !cuda_tile.token) loc(#di10)
    %109 = "cuda_tile.reshape"(%26) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di18)
    %110 = "cuda_tile.broadcast"(%109) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di18)
    %111 = "cuda_tile.cmpi"(%107, %110) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi1> loc(#di18)
    %112 = "cuda_tile.reshape"(%27) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di19)
    %113 = "cuda_tile.broadcast"(%112) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di19)
    %114 = "cuda_tile.divi"(%107, %113) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di19)
    %115 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32> loc(#di20)
    %116 = "cuda_tile.make_partition_view"(%59) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di21)
    %117, %118 = "cuda_tile.get_index_space_shape"(%116) : (!cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di21)
    %119 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x128xf32>}> : () -> !cuda_tile.tile<64x128xf32> loc(#di22)
    %120 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di23)
    %121 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di23)
    %122 = "cuda_tile.reshape"(%114) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di24)
    %123 = "cuda_tile.reshape"(%111) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di25)
    %124 = "cuda_tile.exti"(%122) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di11)
    %125 = "cuda_tile.broadcast"(%124) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
    %126 = "cuda_tile.exti"(%54) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %127 = "cuda_tile.reshape"(%126) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di11)
    %128 = "cuda_tile.broadcast"(%127) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
    %129 = "cuda_tile.cmpi"(%125, %128) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi1> loc(#di11)
    %130 = "cuda_tile.exti"(%58) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %131 = "cuda_tile.reshape"(%130) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di11)
    %132 = "cuda_tile.broadcast"(%131) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
    %133 = "cuda_tile.muli"(%125, %132) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
    %134 = "cuda_tile.exti"(%56) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %135 = "cuda_tile.reshape"(%134) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di11)
    %136 = "cuda_tile.broadcast"(%135) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
    %137 = "cuda_tile.reshape"(%29) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1x1xptr<bf16>> loc(#di11)
    %138 = "cuda_tile.broadcast"(%137) : (!cuda_tile.tile<1x1xptr<bf16>>) -> !cuda_tile.tile<64x64xptr<bf16>> loc(#di11)
    %139 = "cuda_tile.broadcast"(%123) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x64xi1> loc(#di11)
    %140 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<bf16>}> : () -> !cuda_tile.tile<bf16> loc(#di11)
    %141 = "cuda_tile.reshape"(%140) : (!cuda_tile.tile<bf16>) -> !cuda_tile.tile<1x1xbf16> loc(#di11)
    %142 = "cuda_tile.broadcast"(%141) : (!cuda_tile.tile<1x1xbf16>) -> !cuda_tile.tile<64x64xbf16> loc(#di11)
    %143 = "cuda_tile.make_partition_view"(%70) : (!cuda_tile.tensor_view<?x?x?xbf16, strides=[?,?,1]>) -> !cuda_tile.partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0,2,1]> loc(#di26)
    %144 = "cuda_tile.for"(%120, %118, %121, %119) ({
    ^bb0(%145: !cuda_tile.tile<i32>, %146: !cuda_tile.tile<64x128xf32>):
      %147 = "cuda_tile.muli"(%145, %80) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di28)
      %148 = "cuda_tile.reshape"(%147) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di28)
      %149 = "cuda_tile.broadcast"(%148) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di28)
      %150 = "cuda_tile.addi"(%149, %115) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di28)
      %151 = "cuda_tile.reshape"(%150) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<1x64xi32> loc(#di29)
      %152 = "cuda_tile.exti"(%151) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x64xi32>) -> !cuda_tile.tile<1x64xi64> loc(#di11)
      %153 = "cuda_tile.broadcast"(%152) : (!cuda_tile.tile<1x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
      %154 = "cuda_tile.cmpi"(%153, %136) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi1> loc(#di11)
      %155 = "cuda_tile.andi"(%129, %154) : (!cuda_tile.tile<64x64xi1>, !cuda_tile.tile<64x64xi1>) -> !cuda_tile.tile<64x64xi1> loc(#di11)
      %156 = "cuda_tile.muli"(%153, %51) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
      %157 = "cuda_tile.addi"(%133, %156) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di11)
      %158 = "cuda_tile.offset"(%138, %157) : (!cuda_tile.tile<64x64xptr<bf16>>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xptr<bf16>> loc(#di11)
      %159 = "cuda_tile.andi"(%155, %139) : (!cuda_tile.tile<64x64xi1>, !cuda_tile.tile<64x64xi1>) -> !cuda_tile.tile<64x64xi1> loc(#di11)
      %160, %161 = "cuda_tile.load_ptr_tko"(%158, %159, %142, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x64xptr<bf16>>, !cuda_tile.tile<64x64xi1>, !cuda_tile.tile<64x64xbf16>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xbf16>, !cuda_tile.token) loc(#di11)
      %162, %163 = "cuda_tile.load_view_tko"(%143, %90, %145, %85, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false, false>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0,2,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x64x128xbf16>, !cuda_tile.token) loc(#di26)
      %164 = "cuda_tile.reshape"(%162) : (!cuda_tile.tile<1x64x128xbf16>) -> !cuda_tile.tile<64x128xbf16> loc(#di30)
      %165 = "cuda_tile.mmaf"(%160, %164, %146) : (!cuda_tile.tile<64x64xbf16>, !cuda_tile.tile<64x128xbf16>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di31)
      "cuda_tile.continue"(%165) : (!cuda_tile.tile<64x128xf32>) -> () loc(#di27)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di27)
    %166 = "cuda_tile.muli"(%85, %79) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di32)
    %167 = "cuda_tile.iota"() : () -> !cuda_tile.tile<128xi32> loc(#di33)
    %168 = "cuda_tile.reshape"(%166) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di32)
    %169 = "cuda_tile.broadcast"(%168) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<128xi32> loc(#di32)
    %170 = "cuda_tile.addi"(%169, %167) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi32> loc(#di32)
    %171 = "cuda_tile.reshape"(%107) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di34)
    %172 = "cuda_tile.reshape"(%170) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<1x128xi32> loc(#di35)
    %173 = "cuda_tile.ftof"(%144) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xbf16> loc(#di41)
    %174 = "cuda_tile.reshape"(%111) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di42)
    %175 = "cuda_tile.exti"(%171) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di12)
    %176 = "cuda_tile.broadcast"(%175) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %177 = "cuda_tile.exti"(%71) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %178 = "cuda_tile.reshape"(%177) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %179 = "cuda_tile.broadcast"(%178) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %180 = "cuda_tile.cmpi"(%176, %179) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %181 = "cuda_tile.exti"(%73) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %182 = "cuda_tile.reshape"(%181) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %183 = "cuda_tile.broadcast"(%182) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %184 = "cuda_tile.muli"(%176, %183) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %185 = "cuda_tile.exti"(%172) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x128xi32>) -> !cuda_tile.tile<1x128xi64> loc(#di12)
    %186 = "cuda_tile.broadcast"(%185) : (!cuda_tile.tile<1x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %187 = "cuda_tile.exti"(%72) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %188 = "cuda_tile.reshape"(%187) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %189 = "cuda_tile.broadcast"(%188) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %190 = "cuda_tile.cmpi"(%186, %189) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %191 = "cuda_tile.andi"(%180, %190) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %192 = "cuda_tile.muli"(%186, %52) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %193 = "cuda_tile.addi"(%184, %192) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di12)
    %194 = "cuda_tile.reshape"(%39) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1x1xptr<bf16>> loc(#di12)
    %195 = "cuda_tile.broadcast"(%194) : (!cuda_tile.tile<1x1xptr<bf16>>) -> !cuda_tile.tile<64x128xptr<bf16>> loc(#di12)
    %196 = "cuda_tile.offset"(%195, %193) : (!cuda_tile.tile<64x128xptr<bf16>>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xptr<bf16>> loc(#di12)
    %197 = "cuda_tile.broadcast"(%174) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %198 = "cuda_tile.andi"(%191, %197) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di12)
    %199 = "cuda_tile.store_ptr_tko"(%196, %173, %198, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x128xptr<bf16>>, !cuda_tile.tile<64x128xbf16>, !cuda_tile.tile<64x128xi1>, !cuda_tile.token) -> !cuda_tile.token loc(#di12)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
