entry @vec_add_gather_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<f32>>, %arg7: tile<i32>, %arg8: tile<i32>) optimization_hints=<sm_100 = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<16>, %arg6 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg7 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<1024xi64>
  %cst_1_i64_5 = constant <i64: 1> : tile<1024xi64>
  %cst_1_i64_6 = constant <i64: 1> : tile<1024xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_7 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_1024_i32 : tile<i32>
  %2 = iota : tile<1024xi32>
  %reshape = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<1024xi32>
  %3 = addi %bcast, %2 : tile<1024xi32>
  %4 = exti %3 signed : tile<1024xi32> -> tile<1024xi64>
  %5 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_9 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_10 = broadcast %reshape_9 : tile<1xi64> -> tile<1024xi64>
  %6 = cmpi less_than %4, %bcast_10, unsigned : tile<1024xi64> -> tile<1024xi1>
  %7 = muli %4, %cst_1_i64 : tile<1024xi64>
  %reshape_11 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_12 = broadcast %reshape_11 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
  %8 = offset %bcast_12, %7 : tile<1024xptr<f32>>, tile<1024xi64> -> tile<1024xptr<f32>>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_13 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_14 = broadcast %reshape_13 : tile<1xf32> -> tile<1024xf32>
  %result, %result_token = load_ptr_tko weak %8, %6, %bcast_14 token=%0 : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
  %9 = exti %3 signed : tile<1024xi32> -> tile<1024xi64>
  %10 = exti %assume_assume_7 signed : tile<i32> -> tile<i64>
  %reshape_15 = reshape %10 : tile<i64> -> tile<1xi64>
  %bcast_16 = broadcast %reshape_15 : tile<1xi64> -> tile<1024xi64>
  %11 = cmpi less_than %9, %bcast_16, unsigned : tile<1024xi64> -> tile<1024xi1>
  %12 = muli %9, %cst_1_i64_5 : tile<1024xi64>
  %reshape_17 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_18 = broadcast %reshape_17 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
  %13 = offset %bcast_18, %12 : tile<1024xptr<f32>>, tile<1024xi64> -> tile<1024xptr<f32>>
  %cst_0_f32_19 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_20 = reshape %cst_0_f32_19 : tile<f32> -> tile<1xf32>
  %bcast_21 = broadcast %reshape_20 : tile<1xf32> -> tile<1024xf32>
  %result_22, %result_token_23 = load_ptr_tko weak %13, %11, %bcast_21 token=%0 : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
  %14 = addf %result, %result_22  : tile<1024xf32>
  %15 = exti %3 signed : tile<1024xi32> -> tile<1024xi64>
  %16 = exti %assume_assume_8 signed : tile<i32> -> tile<i64>
  %reshape_24 = reshape %16 : tile<i64> -> tile<1xi64>
  %bcast_25 = broadcast %reshape_24 : tile<1xi64> -> tile<1024xi64>
  %17 = cmpi less_than %15, %bcast_25, unsigned : tile<1024xi64> -> tile<1024xi1>
  %18 = muli %15, %cst_1_i64_6 : tile<1024xi64>
  %reshape_26 = reshape %assume_3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_27 = broadcast %reshape_26 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
  %19 = offset %bcast_27, %18 : tile<1024xptr<f32>>, tile<1024xi64> -> tile<1024xptr<f32>>
  %20 = store_ptr_tko weak %19, %14, %17 token=%0 : tile<1024xptr<f32>>, tile<1024xf32>, tile<1024xi1> -> token
  return
}
