#di1 = #cuda_tile.di_file<name = "v13_4_features.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 18, name = "pdl_insert_inbounds", linkage_name = "pdl_insert_inbounds_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I1024", compile_unit = #di2, scope_line = 18>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 19, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 19, column = 24>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 19, column = 27>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 25, column = 27>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 20, column = 4>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 21, column = 10>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 22, column = 8>
#di11 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 23, column = 4>
#di12 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 24, column = 32>
#di13 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 24, column = 11>
#di14 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 25, column = 22>
#di15 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 25, column = 8>
#di16 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 26, column = 35>
#di17 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/v13_4_features.py", line = 26, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "pdl_insert_inbounds_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I1024", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> (), optimization_hints = #cuda_tile.optimization_hints<default = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<ptr<f32>>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<i32>, %6: !cuda_tile.tile<f32>):
    %7 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %8 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %9 = "cuda_tile.assume"(%1) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di5)
    %10 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %11 = "cuda_tile.assume"(%4) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di6)
    %12 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %13 = "cuda_tile.constant"() <{value = dense<1> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %14 = "cuda_tile.constant"() <{value = dense<3> : !cuda_tile.tile<16xi32>}> : () -> !cuda_tile.tile<16xi32> loc(#di7)
    %15 = "cuda_tile.assume"(%9) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %16 = "cuda_tile.assume"(%15) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %17 = "cuda_tile.make_tensor_view"(%8, %16) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %18 = "cuda_tile.assume"(%11) <{predicate = #cuda_tile.bounded<0, ?>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %19 = "cuda_tile.assume"(%18) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di4)
    %20 = "cuda_tile.make_tensor_view"(%10, %19) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>) -> !cuda_tile.tensor_view<?xf32, strides=[1]> loc(#di4)
    %21 = "cuda_tile.gdc_wait_tko"(%7) : (!cuda_tile.token) -> !cuda_tile.token loc(#di8)
    %22, %23, %24 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di9)
    %25 = "cuda_tile.make_partition_view"(%17) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di10)
    %26 = "cuda_tile.join_tokens"(%7, %21) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di10)
    %27, %28 = "cuda_tile.load_view_tko"(%25, %22, %26) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> (!cuda_tile.tile<1024xf32>, !cuda_tile.token) loc(#di10)
    %29 = "cuda_tile.join_tokens"(%7, %28) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di10)
    %30 = "cuda_tile.join_tokens"(%21, %29) : (!cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di11)
    %31 = "cuda_tile.gdc_launch_dependents_tko"(%30) : (!cuda_tile.token) -> !cuda_tile.token loc(#di11)
    %32 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di12)
    %33 = "cuda_tile.extract"(%27, %32) : (!cuda_tile.tile<1024xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<16xf32> loc(#di13)
    %34 = "cuda_tile.constant"() <{value = dense<0> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di14)
    %35 = "cuda_tile.fpowi"(%33, %14) : (!cuda_tile.tile<16xf32>, !cuda_tile.tile<16xi32>) -> !cuda_tile.tile<16xf32> loc(#di7)
    %36 = "cuda_tile.insert"(%35, %27, %34) : (!cuda_tile.tile<16xf32>, !cuda_tile.tile<1024xf32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<1024xf32> loc(#di15)
    %37 = "cuda_tile.reshape"(%6) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di16)
    %38 = "cuda_tile.broadcast"(%37) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<1024xf32> loc(#di16)
    %39 = "cuda_tile.mulf"(%36, %38) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.tile<1024xf32>) -> !cuda_tile.tile<1024xf32> loc(#di16)
    %40 = "cuda_tile.make_partition_view"(%20) : (!cuda_tile.tensor_view<?xf32, strides=[1]>) -> !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]> loc(#di17)
    %41 = "cuda_tile.join_tokens"(%7, %31, %21) : (!cuda_tile.token, !cuda_tile.token, !cuda_tile.token) -> !cuda_tile.token loc(#di17)
    %42 = "cuda_tile.store_view_tko"(%39, %40, %22, %41) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, inbounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cuda_tile.tile<1024xf32>, !cuda_tile.partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>, dim_map=[0]>, !cuda_tile.tile<i32>, !cuda_tile.token) -> !cuda_tile.token loc(#di17)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.4"} : () -> ()
