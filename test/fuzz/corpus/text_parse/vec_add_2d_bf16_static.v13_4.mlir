#di1 = #cuda_tile.di_file<name = "vector_add.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 24, name = "vec_add_2d", linkage_name = "vec_add_2d_Kt2_A2bf16_1s256v8l0_2s512t1_p16_A2bf16_1s256v8l0_2s512t1_p16_A2bf16_1s256v8l0_2s512t1_p16_I64_I128", compile_unit = #di2, scope_line = 24>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 25, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 25, column = 15>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 25, column = 18>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 25, column = 21>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 26, column = 9>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 27, column = 9>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 28, column = 8>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 29, column = 8>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 30, column = 37>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 30, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "vec_add_2d_Kt2_A2bf16_1s256v8l0_2s512t1_p16_A2bf16_1s256v8l0_2s512t1_p16_A2bf16_1s256v8l0_2s512t1_p16_I64_I128", function_type = (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<bf16>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<i32>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<ptr<bf16>>, %6: !cuda_tile.tile<i32>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>, %9: !cuda_tile.tile<i32>, %10: !cuda_tile.tile<ptr<bf16>>, %11: !cuda_tile.tile<i32>, %12: !cuda_tile.tile<i32>, %13: !cuda_tile.tile<i32>, %14: !cuda_tile.tile<i32>):
    %15 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %16 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di5)
    %17 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %18 = "cuda_tile.assume"(%5) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di6)
    %19 = "cuda_tile.assume"(%8) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %20 = "cuda_tile.assume"(%10) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<bf16>>) -> !cuda_tile.tile<ptr<bf16>> loc(#di7)
    %21 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %22 = "cuda_tile.constant"() <{value = dense<256> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %23 = "cuda_tile.constant"() <{value = dense<512> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %24 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %25 = "cuda_tile.constant"() <{value = dense<256> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %26 = "cuda_tile.constant"() <{value = dense<512> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %27 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %28 = "cuda_tile.constant"() <{value = dense<256> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %29 = "cuda_tile.constant"() <{value = dense<512> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %30 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %31 = "cuda_tile.assume"(%17) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %32 = "cuda_tile.assume"(%31) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %33 = "cuda_tile.make_tensor_view"(%16, %32) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<256x512xbf16, strides=[?,1]> loc(#di4)
    %34 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %35 = "cuda_tile.assume"(%34) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %36 = "cuda_tile.make_tensor_view"(%18, %35) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<256x512xbf16, strides=[?,1]> loc(#di4)
    %37 = "cuda_tile.assume"(%21) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %38 = "cuda_tile.assume"(%37) <{predicate = #cuda_tile.div_by<8>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %39 = "cuda_tile.make_tensor_view"(%20, %38) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!cuda_tile.tile<ptr<bf16>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<256x512xbf16, strides=[?,1]> loc(#di4)
    %40, %41, %42 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %43, %44, %45 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %46 = "cuda_tile.make_partition_view"(%33) : (!cuda_tile.tensor_view<256x512xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di10)
    %47, %48 = "cuda_tile.load_view_tko"(%46, %40, %44, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xbf16>, !cuda_tile.token) loc(#di10)
    %49 = "cuda_tile.make_partition_view"(%36) : (!cuda_tile.tensor_view<256x512xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di11)
    %50, %51 = "cuda_tile.load_view_tko"(%49, %40, %44, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 2, 1>}> : (!cuda_tile.partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<64x128xbf16>, !cuda_tile.token) loc(#di11)
    %52 = "cuda_tile.addf"(%47, %50) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<64x128xbf16>, !cuda_tile.tile<64x128xbf16>) -> !cuda_tile.tile<64x128xbf16> loc(#di12)
    %53 = "cuda_tile.make_partition_view"(%39) : (!cuda_tile.tensor_view<256x512xbf16, strides=[?,1]>) -> !cuda_tile.partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>, dim_map=[0,1]> loc(#di13)
    %54 = "cuda_tile.store_view_tko"(%52, %53, %40, %44, %15) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false, false>, operandSegmentSizes = array<i32: 1, 1, 2, 1>}> : (!cuda_tile.tile<64x128xbf16>, !cuda_tile.partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>, dim_map=[0,1]>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di13)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
