#di1 = #cuda_tile.di_file<name = "vector_add.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 16, name = "vec_add_1d", linkage_name = "vec_add_1d_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024", compile_unit = #di2, scope_line = 16>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 17, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 17, column = 15>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 17, column = 18>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 17, column = 21>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 18, column = 10>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 19, column = 8>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 20, column = 8>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 21, column = 35>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/vector_add.py", line = 21, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "vec_add_1d_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<ptr<f32>>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<i32>, %6: !cuda_tile.tile<ptr<f32>>, %7: !cuda_tile.tile<i32>, %8: !cuda_tile.tile<i32>):
    %9 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %10 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %11 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %12 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %13 = "cuda_tile.assume"(%4) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %14 = "cuda_tile.assume"(%6) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di7)
    %15 = "cuda_tile.assume"(%7) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di7)
    %16 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %17 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %18 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %19 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %20 = "cuda_tile.assume"(%19) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %21 = "cuda_tile.make_tensor_view"(%10, %20) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %22 = "cuda_tile.assume"(%13) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %23 = "cuda_tile.assume"(%22) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %24 = "cuda_tile.make_tensor_view"(%12, %23) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %25 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %26 = "cuda_tile.assume"(%25) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %27 = "cuda_tile.make_tensor_view"(%14, %26) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %28, %29, %30 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %31 = "cuda_tile.make_partition_view"(%21) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di9)
    %32, %33 = "cuda_tile.load_view_tko"(%31, %28, %9) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xf32>, !cuda_tile.token) loc(#di9)
    %34 = "cuda_tile.make_partition_view"(%24) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di10)
    %35, %36 = "cuda_tile.load_view_tko"(%34, %28, %9) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xf32>, !cuda_tile.token) loc(#di10)
    %37 = "cuda_tile.addf"(%32, %35) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1024xf32> loc(#di11)
    %38 = "cuda_tile.make_partition_view"(%27) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di12)
    %39 = "cuda_tile.store_view_tko"(%37, %38, %28, %9) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: false>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di12)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
