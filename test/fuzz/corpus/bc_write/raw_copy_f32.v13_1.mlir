#di1 = #cuda_tile.di_file<name = "edge_ops.py", directory = "test/kernels">
#di2 = #cuda_tile.di_compile_unit<file = #di1>
#di3 = #cuda_tile.di_subprogram<file = #di1, line = 15, name = "raw_copy", linkage_name = "raw_copy_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I256", compile_unit = #di2, scope_line = 15>
#di4 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 16, column = 0>
#di5 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 16, column = 13>
#di6 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 16, column = 16>
#di7 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 17, column = 8>
#di8 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 17, column = 42>
#di9 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 18, column = 39>
#di10 = #cuda_tile.di_loc<scope = #di3, filename = "test/kernels/edge_ops.py", line = 18, column = 4>
"cuda_tile.module"() <{sym_name = "kernels"}> ({
  "cuda_tile.entry"() <{sym_name = "raw_copy_Kt1_A1f32_1t1_p16_A1f32_1t1_p16_I256", function_type = (!cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<ptr<f32>>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> (), optimization_hints = #cuda_tile.optimization_hints<sm_100 = {}>}> ({
  ^bb0(%0: !cuda_tile.tile<ptr<f32>>, %1: !cuda_tile.tile<i32>, %2: !cuda_tile.tile<i32>, %3: !cuda_tile.tile<ptr<f32>>, %4: !cuda_tile.tile<i32>, %5: !cuda_tile.tile<i32>):
    %6 = "cuda_tile.make_token"() : () -> !cuda_tile.token loc(#di4)
    %7 = "cuda_tile.assume"(%0) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di5)
    %8 = "cuda_tile.assume"(%3) <{predicate = #cuda_tile.div_by<16>}> : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<ptr<f32>> loc(#di6)
    %9 = "cuda_tile.constant"() <{value = dense<256> : !cuda_tile.tile<i32>}> : () -> !cuda_tile.tile<i32> loc(#di4)
    %10 = "cuda_tile.iota"() : () -> !cuda_tile.tile<256xi64> loc(#di7)
    %11, %12, %13 = "cuda_tile.get_tile_block_id"() : () -> (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) loc(#di8)
    %14 = "cuda_tile.muli"(%11, %9) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32> loc(#di8)
    %15 = "cuda_tile.exti"(%14) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64> loc(#di7)
    %16 = "cuda_tile.reshape"(%15) : (!cuda_tile.tile<i64>) -> !cuda_tile.tile<1xi64> loc(#di7)
    %17 = "cuda_tile.broadcast"(%16) : (!cuda_tile.tile<1xi64>) -> !cuda_tile.tile<256xi64> loc(#di7)
    %18 = "cuda_tile.addi"(%10, %17) <{overflow = #cuda_tile.overflow<none>}> : (!cuda_tile.tile<256xi64>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xi64> loc(#di7)
    %19 = "cuda_tile.reshape"(%7) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>> loc(#di9)
    %20 = "cuda_tile.broadcast"(%19) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<256xptr<f32>> loc(#di9)
    %21 = "cuda_tile.offset"(%20, %18) : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xptr<f32>> loc(#di9)
    %22 = "cuda_tile.constant"() <{value = dense<0.0> : !cuda_tile.tile<f32>}> : () -> !cuda_tile.tile<f32> loc(#di9)
    %23 = "cuda_tile.reshape"(%22) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<1xf32> loc(#di9)
    %24 = "cuda_tile.broadcast"(%23) : (!cuda_tile.tile<1xf32>) -> !cuda_tile.tile<256xf32> loc(#di9)
    %25, %26 = "cuda_tile.load_ptr_tko"(%21, %24, %6) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xf32>, !cuda_tile.token) -> (!cuda_tile.tile<256xf32>, !cuda_tile.token) loc(#di9)
    %27 = "cuda_tile.reshape"(%8) : (!cuda_tile.tile<ptr<f32>>) -> !cuda_tile.tile<1xptr<f32>> loc(#di10)
    %28 = "cuda_tile.broadcast"(%27) : (!cuda_tile.tile<1xptr<f32>>) -> !cuda_tile.tile<256xptr<f32>> loc(#di10)
    %29 = "cuda_tile.offset"(%28, %18) : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xi64>) -> !cuda_tile.tile<256xptr<f32>> loc(#di10)
    %30 = "cuda_tile.store_ptr_tko"(%29, %25, %6) <{memory_ordering_semantics = #cuda_tile.memory_ordering_semantics<weak>, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (!cuda_tile.tile<256xptr<f32>>, !cuda_tile.tile<256xf32>, !cuda_tile.token) -> !cuda_tile.token loc(#di10)
    "cuda_tile.return"() : () -> ()
  }) : () -> () loc(#di4)
}) {cuda_tile.bytecode_version = "13.1"} : () -> ()
