entry @vec_add_1d_Kt1_A1f16_1i16t1_p16w_A1f16_1i16t1_p16w_A1f16_1i16t1_p16w_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i64>, %arg2: tile<i64>, %arg3: tile<ptr<f16>>, %arg4: tile<i64>, %arg5: tile<i64>, %arg6: tile<ptr<f16>>, %arg7: tile<i64>, %arg8: tile<i64>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i64>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f16>>
  %assume_2 = assume div_by<16>, %arg4 : tile<i64>
  %assume_3 = assume div_by<16>, %arg6 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg7 : tile<i64>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_5 = constant <i64: 1> : tile<i64>
  %cst_1_i64_6 = constant <i64: 1> : tile<i64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i64>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i64>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i64> -> tensor_view<?xf16, strides=[1]>
  %assume_assume_7 = assume bounded<0, ?>, %assume_2 : tile<i64>
  %assume_assume_assume_8 = assume div_by<16>, %assume_assume_7 : tile<i64>
  %tview_9 = make_tensor_view %assume_1, shape = [%assume_assume_assume_8], strides = [1] : tile<i64> -> tensor_view<?xf16, strides=[1]>
  %assume_assume_10 = assume bounded<0, ?>, %assume_4 : tile<i64>
  %assume_assume_assume_11 = assume div_by<16>, %assume_assume_10 : tile<i64>
  %tview_12 = make_tensor_view %assume_3, shape = [%assume_assume_assume_11], strides = [1] : tile<i64> -> tensor_view<?xf16, strides=[1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %pview = make_partition_view %tview : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%1] token = %0 : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>, tile<i64> -> tile<512xf16>, token
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %pview_13 = make_partition_view %tview_9 : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>
  %tile_14, %result_token_15 = load_view_tko weak %pview_13[%2] token = %0 : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>, tile<i64> -> tile<512xf16>, token
  %3 = addf %tile, %tile_14  : tile<512xf16>
  %4 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %pview_16 = make_partition_view %tview_12 : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>
  %5 = store_view_tko weak %3, %pview_16[%4] token = %0 : tile<512xf16>, partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>, tile<i64> -> token
  return
}
