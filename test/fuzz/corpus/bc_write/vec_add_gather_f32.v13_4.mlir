#di1 = #cuda_tile.di_file<name = "vector_add.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 33, name = "vec_add_gather", linkage_name = "vec_add_gather_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024", compile_unit = #di2, scope_line = 33>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 34, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 34, column = 19>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 34, column = 22>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 34, column = 25>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 38, column = 8>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 39, column = 8>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 40, column = 4>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 37, column = 11>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 37, column = 30>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 40, column = 24>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "vec_add_gather_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<ptr<f32>>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<i32>, %6: !cuda_tile.tile<ptr<f32>>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>):
    %9 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %10 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %11 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %12 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %13 = "cuda_tile.assume"(%4) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %14 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %15 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %16 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<1024xi64>}> : () -> !cuda_tile.tile<1024xi64> loc(#di8)
    %17 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<1024xi64>}> : () -> !cuda_tile.tile<1024xi64> loc(#di9)
    %18 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<1024xi64>}> : () -> !cuda_tile.tile<1024xi64> loc(#di10)
    %19 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %20 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %21 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %22 = "cuda_tile.constant"() <{value = dense<1024> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %23, %24, %25 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di11)
    %26 = "cuda_tile.muli"(%23, %22) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di11)
    %27 = "cuda_tile.iota"() : () -> !cuda_tile.tile<1024xi32> loc(#di12)
    %28 = "cuda_tile.reshape"(%26) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<1xi32> loc(#di11)
    %29 = "cuda_tile.broadcast"(%28) : (!cuda_tile.tile<1xi32>) -> !cuda_tile.tile<1024xi32> loc(#di11)
    %30 = "cuda_tile.addi"(%29, %27) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<1024xi32>, !cuda_tile.tile<1024xi32>) -> !cuda_tile.tile<1024xi32> loc(#di11)
    %31 = "cuda_tile.exti"(%30) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1024xi32>) -> !cuda_tile.tile<1024xi64> loc(#di8)
    %32 = "cuda_tile.exti"(%19) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di8)
    %33 = "cuda_tile.reshape"(%32) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di8)
    %34 = "cuda_tile.broadcast"(%33) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<1024xi64> loc(#di8)
    %35 = "cuda_tile.cmpi"(%31, %34) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<1024xi64>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xi1> loc(#di8)
    %36 = "cuda_tile.muli"(%31, %16) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<1024xi64>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xi64> loc(#di8)
    %37 = "cuda_tile.reshape"(%10) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>> loc(#di8)
    %38 = "cuda_tile.broadcast"(%37) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<1024xptr<f32>> loc(#di8)
    %39 = "cuda_tile.offset"(%38, %36) : (!cuda_tile.tile<1024xptr<f32>>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xptr<f32>> loc(#di8)
    %40 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di8)
    %41 = "cuda_tile.reshape"(%40) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di8)
    %42 = "cuda_tile.broadcast"(%41) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1024xf32> loc(#di8)
    %43, %44 = "cuda_tile.load_ptr_tko"(%39, %35, %42, %9) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xptr<f32>>, !cuda_tile.tile<1024xi1>, !cuda_tile.tile<1024xf32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xf32>, !cuda_tile.token) loc(#di8)
    %45 = "cuda_tile.exti"(%30) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1024xi32>) -> !cuda_tile.tile<1024xi64> loc(#di9)
    %46 = "cuda_tile.exti"(%20) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di9)
    %47 = "cuda_tile.reshape"(%46) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di9)
    %48 = "cuda_tile.broadcast"(%47) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<1024xi64> loc(#di9)
    %49 = "cuda_tile.cmpi"(%45, %48) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<1024xi64>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xi1> loc(#di9)
    %50 = "cuda_tile.muli"(%45, %17) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<1024xi64>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xi64> loc(#di9)
    %51 = "cuda_tile.reshape"(%12) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>> loc(#di9)
    %52 = "cuda_tile.broadcast"(%51) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<1024xptr<f32>> loc(#di9)
    %53 = "cuda_tile.offset"(%52, %50) : (!cuda_tile.tile<1024xptr<f32>>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xptr<f32>> loc(#di9)
    %54 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di9)
    %55 = "cuda_tile.reshape"(%54) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di9)
    %56 = "cuda_tile.broadcast"(%55) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1024xf32> loc(#di9)
    %57, %58 = "cuda_tile.load_ptr_tko"(%53, %49, %56, %9) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xptr<f32>>, !cuda_tile.tile<1024xi1>, !cuda_tile.tile<1024xf32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xf32>, !cuda_tile.token) loc(#di9)
    %59 = "cuda_tile.addf"(%43, %57) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1024xf32> loc(#di13)
    %60 = "cuda_tile.exti"(%30) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<1024xi32>) -> !cuda_tile.tile<1024xi64> loc(#di10)
    %61 = "cuda_tile.exti"(%21) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di10)
    %62 = "cuda_tile.reshape"(%61) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di10)
    %63 = "cuda_tile.broadcast"(%62) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<1024xi64> loc(#di10)
    %64 = "cuda_tile.cmpi"(%60, %63) <{comparison_predicate = #cuda_tile.comparison_predicate<less_than>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<1024xi64>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xi1> loc(#di10)
    %65 = "cuda_tile.muli"(%60, %18) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<1024xi64>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xi64> loc(#di10)
    %66 = "cuda_tile.reshape"(%14) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>> loc(#di10)
    %67 = "cuda_tile.broadcast"(%66) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<1024xptr<f32>> loc(#di10)
    %68 = "cuda_tile.offset"(%67, %65) : (!cuda_tile.tile<1024xptr<f32>>, !cuda_tile.tile<1024xi64>) -> !cuda_tile.tile<1024xptr<f32>> loc(#di10)
    %69 = "cuda_tile.store_ptr_tko"(%68, %59, %64, %9) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xptr<f32>>, !cuda_tile.tile<1024xf32>, !cuda_tile.tile<1024xi1>, !cuda_tile.token) -> !cuda_tile.token loc(#di10)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
