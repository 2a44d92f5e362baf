#di1 = #cuda_tile.di_file<name = "fused_moe.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 26, name = "moe_gemm", linkage_name = "moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B1_I64_I128_I64", compile_unit = #di2, scope_line = 26>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 13>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 16>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 19>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 22>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 30>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 27, column = 42>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 37, column = 11>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 12>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 53, column = 13>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 4>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 31, column = 9>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 32, column = 9>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 34, column = 13>
#di18 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 36, column = 11>
#di19 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 36, column = 25>
#di20 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 38, column = 12>
#di21 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 39, column = 10>
#di22 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 41, column = 13>
#di23 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 42, column = 12>
#di24 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 43, column = 10>
#di25 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 44, column = 13>
#di26 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 26>
#di27 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 61>
#di28 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 48, column = 12>
#di29 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 44, column = 4>
#di30 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 45, column = 15>
#di31 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 46, column = 40>
#di32 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 50, column = 24>
#di33 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 50, column = 14>
#di34 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 54, column = 20>
#di35 = #cuda_tile.di_file<name = "_stub.py", directory = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile">
#di36 = #cuda_tile.di_compile_unit<file = #di35>
#di37 = #cuda_tile.di_subprogram<file = #di35, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s0", compile_unit = #di36, scope_line = 676>
#di38 = #cuda_tile.di_loc<scope = #di37, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di39 = #cuda_tile.di_call_site<callee = #di38, caller = #di34>
#di40 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 54, column = 14>
#di41 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 56, column = 13>
#di42 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 56, column = 27>
#di43 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 19>
#di44 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 34>
#di45 = #cuda_tile.di_subprogram<file = #di35, line = 676, name = "astype", linkage_name = "astype@_stub:676:5_s1", compile_unit = #di36, scope_line = 676>
#di46 = #cuda_tile.di_loc<scope = #di45, filename = "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/cuda/tile/_stub.py", line = 678, column = 15>
#di47 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 52>
#di48 = #cuda_tile.di_call_site<callee = #di46, caller = #di47>
#di49 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/fused_moe.py", line = 57, column = 78>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "moe_gemm_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A3bf16_3v8l0_4t1_7i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1i32_1i16t1_p16_A1i32_1i16t1_p16_Si32_Si32_B1_I64_I128_I64", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
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
    %43 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di8)
    %44 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %45 = "cuda_tile.assume"(%20) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di9)
    %46 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di9)
    %47 = "cuda_tile.assume"(%23) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<ptr<i32>> loc(#di10)
    %48 = "cuda_tile.assume"(%24) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di10)
    %49 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %50 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %51 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %52 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64xi64>}> : () -> !cuda_tile.tile<64xi64> loc(#di11)
    %53 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x64xi64>}> : () -> !cuda_tile.tile<64x64xi64> loc(#di12)
    %54 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64xi64>}> : () -> !cuda_tile.tile<64xi64> loc(#di13)
    %55 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<64x128xi64>}> : () -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %56 = "cuda_tile.assume"(%30) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %57 = "cuda_tile.assume"(%56) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %58 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %59 = "cuda_tile.assume"(%58) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %60 = "cuda_tile.assume"(%32) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %61 = "cuda_tile.assume"(%60) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %62 = "cuda_tile.make_tensor_view"(%29, %57, %59, %61) <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?xbf16, strides=[?,1]> loc(#di4)
    %63 = "cuda_tile.assume"(%34) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %64 = "cuda_tile.assume"(%63) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %65 = "cuda_tile.assume"(%35) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %66 = "cuda_tile.assume"(%65) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %67 = "cuda_tile.assume"(%36) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %68 = "cuda_tile.assume"(%67) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %69 = "cuda_tile.assume"(%37) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %70 = "cuda_tile.assume"(%69) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %71 = "cuda_tile.assume"(%38) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %72 = "cuda_tile.assume"(%71) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %73 = "cuda_tile.make_tensor_view"(%33, %64, %66, %68, %70, %72) <{operandSegmentSizes = array<i32: 1, 3, 2>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?x?x?xbf16, strides=[?,?,1]> loc(#di4)
    %74 = "cuda_tile.assume"(%40) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %75 = "cuda_tile.assume"(%41) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %76 = "cuda_tile.assume"(%42) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %77 = "cuda_tile.assume"(%44) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %78 = "cuda_tile.assume"(%46) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %79 = "cuda_tile.assume"(%48) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %80 = "cuda_tile.assume"(%79) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %81 = "cuda_tile.make_tensor_view"(%47, %80) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<i32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xi32, strides=[1]> loc(#di4)
    %82 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %83 = "cuda_tile.constant"() <{value = dense<128> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %84 = "cuda_tile.constant"() <{value = dense<64> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %85, %86, %87 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di15)
    %88, %89, %90 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di16)
    %91 = "cuda_tile.make_partition_view"(%81) : (!cuda_tile.tensor_view<?xi32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]> loc(#di17)
    %92, %93 = "cuda_tile.load_view_tko"(%91, %85, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1), tensor_view<?xi32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1xi32>, !cuda_tile.token) loc(#di17)
    %94 = "cuda_tile.reshape"(%92) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<i32> loc(#di17)
    %95 = "cuda_tile.muli"(%85, %82) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di18)
    %96 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32> loc(#di19)
    %97 = "cuda_tile.reshape"(%95) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di18)
    %98 = "cuda_tile.broadcast"(%97) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di18)
    %99 = "cuda_tile.addi"(%98, %96) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di18)
    %100 = "cuda_tile.exti"(%99) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi64> loc(#di11)
    %101 = "cuda_tile.exti"(%78) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di11)
    %102 = "cuda_tile.reshape"(%101) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di11)
    %103 = "cuda_tile.broadcast"(%102) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<64xi64> loc(#di11)
    %104 = "cuda_tile.cmpi"(%100, %103) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi1> loc(#di11)
    %105 = "cuda_tile.muli"(%100, %52) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi64> loc(#di11)
    %106 = "cuda_tile.reshape"(%45) : (!cuda_tile.tile<ptr<i32>>) -> !cuda_tile.tile<1xptr<i32>> loc(#di11)
    %107 = "cuda_tile.broadcast"(%106) : (!cuda_tile.tile<1xptr<i32>>) -> !cuda_tile.tile<64xptr<i32>> loc(#di11)
    %108 = "cuda_tile.offset"(%107, %105) : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xptr<i32>> loc(#di11)
    %109 = "cuda_tile.reshape"(%26) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di11)
    %110 = "cuda_tile.broadcast"(%109) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di11)
    %111, %112 = "cuda_tile.load_ptr_tko"(%108, %104, %110, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xptr<i32>>, !cuda_tile.tile<64xi1>, !cuda_tile.tile<64xi32>, !cuda_tile.token) -> (!cuda_tile.tile<64xi32>, !cuda_tile.token) loc(#di11)
    %113 = "cuda_tile.reshape"(%26) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di20)
    %114 = "cuda_tile.broadcast"(%113) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di20)
    %115 = "cuda_tile.cmpi"(%111, %114) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi1> loc(#di20)
    %116 = "cuda_tile.reshape"(%27) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di21)
    %117 = "cuda_tile.broadcast"(%116) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di21)
    %118 = "cuda_tile.divi"(%111, %117) <{signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<negative_inf>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di21)
    %119 = "cuda_tile.iota"() : () -> !cuda_tile.tile<64xi32> loc(#di22)
    %120 = "cuda_tile.make_partition_view"(%62) : (!cuda_tile.tensor_view<?x?xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di23)
    %121, %122 = "cuda_tile.get_index_space_shape"(%120) : (!cuda_tile.partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>, dim_map=[0,1]>) -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di23)
    %123 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<64x128xf32>}> : () -> !cuda_tile.tile<64x128xf32> loc(#di24)
    %124 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di25)
    %125 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di25)
    %126 = "cuda_tile.reshape"(%118) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di26)
    %127 = "cuda_tile.reshape"(%115) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di27)
    %128 = "cuda_tile.exti"(%126) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di12)
    %129 = "cuda_tile.broadcast"(%128) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
    %130 = "cuda_tile.exti"(%57) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %131 = "cuda_tile.reshape"(%130) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %132 = "cuda_tile.broadcast"(%131) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
    %133 = "cuda_tile.cmpi"(%129, %132) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi1> loc(#di12)
    %134 = "cuda_tile.exti"(%61) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %135 = "cuda_tile.reshape"(%134) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %136 = "cuda_tile.broadcast"(%135) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
    %137 = "cuda_tile.muli"(%129, %136) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
    %138 = "cuda_tile.exti"(%59) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di12)
    %139 = "cuda_tile.reshape"(%138) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di12)
    %140 = "cuda_tile.broadcast"(%139) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
    %141 = "cuda_tile.reshape"(%29) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1x1xptr<bf16>> loc(#di12)
    %142 = "cuda_tile.broadcast"(%141) : (!cuda_tile.tile<1x1xptr<bf16>>) -> !cuda_tile.tile<64x64xptr<bf16>> loc(#di12)
    %143 = "cuda_tile.broadcast"(%127) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x64xi1> loc(#di12)
    %144 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<bf16>}> : () -> !cuda_tile.tile<bf16> loc(#di12)
    %145 = "cuda_tile.reshape"(%144) : (!cuda_tile.tile<bf16>) -> !cuda_tile.tile<1x1xbf16> loc(#di12)
    %146 = "cuda_tile.broadcast"(%145) : (!cuda_tile.tile<1x1xbf16>) -> !cuda_tile.tile<64x64xbf16> loc(#di12)
    %147 = "cuda_tile.make_partition_view"(%73) : (!cuda_tile.tensor_view<?x?x?xbf16, strides=[?,?,1]>) -> !cuda_tile.partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0,2,1]> loc(#di28)
    %148 = "cuda_tile.for"(%124, %122, %125, %123) ({
    ^bb0(%149: !cuda_tile.tile<i32>, %150: !cuda_tile.tile<64x128xf32>):
      %151 = "cuda_tile.muli"(%149, %84) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di30)
      %152 = "cuda_tile.reshape"(%151) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di30)
      %153 = "cuda_tile.broadcast"(%152) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<64xi32> loc(#di30)
      %154 = "cuda_tile.addi"(%153, %119) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi32>, !cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi32> loc(#di30)
      %155 = "cuda_tile.reshape"(%154) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<1x64xi32> loc(#di31)
      %156 = "cuda_tile.exti"(%155) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x64xi32>) -> !cuda_tile.tile<1x64xi64> loc(#di12)
      %157 = "cuda_tile.broadcast"(%156) : (!cuda_tile.tile<1x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
      %158 = "cuda_tile.cmpi"(%157, %140) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi1> loc(#di12)
      %159 = "cuda_tile.andi"(%133, %158) : (!cuda_tile.tile<64x64xi1>, !cuda_tile.tile<64x64xi1>) -> !cuda_tile.tile<64x64xi1> loc(#di12)
      %160 = "cuda_tile.muli"(%157, %53) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
      %161 = "cuda_tile.addi"(%137, %160) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x64xi64>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xi64> loc(#di12)
      %162 = "cuda_tile.offset"(%142, %161) : (!cuda_tile.tile<64x64xptr<bf16>>, !cuda_tile.tile<64x64xi64>) -> !cuda_tile.tile<64x64xptr<bf16>> loc(#di12)
      %163 = "cuda_tile.andi"(%159, %143) : (!cuda_tile.tile<64x64xi1>, !cuda_tile.tile<64x64xi1>) -> !cuda_tile.tile<64x64xi1> loc(#di12)
      %164, %165 = "cuda_tile.load_ptr_tko"(%162, %163, %146, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x64xptr<bf16>>, !cuda_tile.tile<64x64xi1>, !cuda_tile.tile<64x64xbf16>, !cuda_tile.token) -> (!cuda_tile.tile<64x64xbf16>, !cuda_tile.token) loc(#di12)
      %166, %167 = "cuda_tile.load_view_tko"(%147, %94, %149, %89, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false, false>, operandSegmentSizes = array<i32: 1, 3, 1>}> : (!cuda_tile.partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>, dim_map=[0,2,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1x64x128xbf16>, !cuda_tile.token) loc(#di28)
      %168 = "cuda_tile.reshape"(%166) : (!cuda_tile.tile<1x64x128xbf16>) -> !cuda_tile.tile<64x128xbf16> loc(#di32)
      %169 = "cuda_tile.mmaf"(%164, %168, %150) : (!cuda_tile.tile<64x64xbf16>, !cuda_tile.tile<64x128xbf16>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di33)
      "cuda_tile.continue"(%169) : (!cuda_tile.tile<64x128xf32>) -> () loc(#di29)
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di29)
    %170 = "cuda_tile.exti"(%111) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64xi64> loc(#di13)
    %171 = "cuda_tile.exti"(%77) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di13)
    %172 = "cuda_tile.reshape"(%171) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di13)
    %173 = "cuda_tile.broadcast"(%172) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<64xi64> loc(#di13)
    %174 = "cuda_tile.cmpi"(%170, %173) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi1> loc(#di13)
    %175 = "cuda_tile.muli"(%170, %54) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64xi64>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xi64> loc(#di13)
    %176 = "cuda_tile.reshape"(%43) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1xptr<bf16>> loc(#di13)
    %177 = "cuda_tile.broadcast"(%176) : (!cuda_tile.tile<1xptr<bf16>>) -> !cuda_tile.tile<64xptr<bf16>> loc(#di13)
    %178 = "cuda_tile.offset"(%177, %175) : (!cuda_tile.tile<64xptr<bf16>>, !cuda_tile.tile<64xi64>) -> !cuda_tile.tile<64xptr<bf16>> loc(#di13)
    %179 = "cuda_tile.andi"(%174, %115) : (!cuda_tile.tile<64xi1>, !cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64xi1> loc(#di13)
    %180 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<bf16>}> : () -> !cuda_tile.tile<bf16> loc(#di13)
    %181 = "cuda_tile.reshape"(%180) : (!cuda_tile.tile<bf16>) -> !cuda_tile.tile<1xbf16> loc(#di13)
    %182 = "cuda_tile.broadcast"(%181) : (!cuda_tile.tile<1xbf16>) -> !cuda_tile.tile<64xbf16> loc(#di13)
    %183, %184 = "cuda_tile.load_ptr_tko"(%178, %179, %182, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64xptr<bf16>>, !cuda_tile.tile<64xi1>, !cuda_tile.tile<64xbf16>, !cuda_tile.token) -> (!cuda_tile.tile<64xbf16>, !cuda_tile.token) loc(#di13)
    %185 = "cuda_tile.reshape"(%183) : (!cuda_tile.tile<64xbf16>) -> !cuda_tile.tile<64x1xbf16> loc(#di34)
    %186 = "cuda_tile.ftof"(%185) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x1xbf16>) -> !cuda_tile.tile<64x1xf32> loc(#di39)
    %187 = "cuda_tile.broadcast"(%186) : (!cuda_tile.tile<64x1xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di40)
    %188 = "cuda_tile.mulf"(%148, %187) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xf32>, !cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xf32> loc(#di40)
    %189 = "cuda_tile.muli"(%89, %83) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di41)
    %190 = "cuda_tile.iota"() : () -> !cuda_tile.tile<128xi32> loc(#di42)
    %191 = "cuda_tile.reshape"(%189) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di41)
    %192 = "cuda_tile.broadcast"(%191) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<128xi32> loc(#di41)
    %193 = "cuda_tile.addi"(%192, %190) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<128xi32>, !cuda_tile.tile<128xi32>) -> !cuda_tile.tile<128xi32> loc(#di41)
    %194 = "cuda_tile.reshape"(%111) : (!cuda_tile.tile<64xi32>) -> !cuda_tile.tile<64x1xi32> loc(#di43)
    %195 = "cuda_tile.reshape"(%193) : (!cuda_tile.tile<128xi32>) -> !cuda_tile.tile<1x128xi32> loc(#di44)
    %196 = "cuda_tile.ftof"(%188) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xf32>) -> !cuda_tile.tile<64x128xbf16> loc(#di48)
    %197 = "cuda_tile.reshape"(%115) : (!cuda_tile.tile<64xi1>) -> !cuda_tile.tile<64x1xi1> loc(#di49)
    %198 = "cuda_tile.exti"(%194) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<64x1xi32>) -> !cuda_tile.tile<64x1xi64> loc(#di14)
    %199 = "cuda_tile.broadcast"(%198) : (!cuda_tile.tile<64x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %200 = "cuda_tile.exti"(%74) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di14)
    %201 = "cuda_tile.reshape"(%200) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di14)
    %202 = "cuda_tile.broadcast"(%201) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %203 = "cuda_tile.cmpi"(%199, %202) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di14)
    %204 = "cuda_tile.exti"(%76) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di14)
    %205 = "cuda_tile.reshape"(%204) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di14)
    %206 = "cuda_tile.broadcast"(%205) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %207 = "cuda_tile.muli"(%199, %206) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %208 = "cuda_tile.exti"(%195) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1x128xi32>) -> !cuda_tile.tile<1x128xi64> loc(#di14)
    %209 = "cuda_tile.broadcast"(%208) : (!cuda_tile.tile<1x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %210 = "cuda_tile.exti"(%75) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di14)
    %211 = "cuda_tile.reshape"(%210) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1x1xi64> loc(#di14)
    %212 = "cuda_tile.broadcast"(%211) : (!cuda_tile.tile<1x1xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %213 = "cuda_tile.cmpi"(%209, %212) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi1> loc(#di14)
    %214 = "cuda_tile.andi"(%203, %213) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di14)
    %215 = "cuda_tile.muli"(%209, %55) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %216 = "cuda_tile.addi"(%207, %215) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<64x128xi64>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xi64> loc(#di14)
    %217 = "cuda_tile.reshape"(%39) : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<1x1xptr<bf16>> loc(#di14)
    %218 = "cuda_tile.broadcast"(%217) : (!cuda_tile.tile<1x1xptr<bf16>>) -> !cuda_tile.tile<64x128xptr<bf16>> loc(#di14)
    %219 = "cuda_tile.offset"(%218, %216) : (!cuda_tile.tile<64x128xptr<bf16>>, !cuda_tile.tile<64x128xi64>) -> !cuda_tile.tile<64x128xptr<bf16>> loc(#di14)
    %220 = "cuda_tile.broadcast"(%197) : (!cuda_tile.tile<64x1xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di14)
    %221 = "cuda_tile.andi"(%214, %220) : (!cuda_tile.tile<64x128xi1>, !cuda_tile.tile<64x128xi1>) -> !cuda_tile.tile<64x128xi1> loc(#di14)
    %222 = "cuda_tile.store_ptr_tko"(%219, %196, %221, %28) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<64x128xptr<bf16>>, !cuda_tile.tile<64x128xbf16>, !cuda_tile.tile<64x128xi1>, !cuda_tile.token) -> !cuda_tile.token loc(#di14)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
