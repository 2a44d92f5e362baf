entry @silu_and_mul_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<4>, %arg8 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_8 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_9 = assume div_by<16>, %assume_assume_8 : tile<i32>
  %assume_assume_10 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_11 = assume div_by<8>, %assume_assume_10 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_9], strides = [%assume_assume_assume_11, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_12 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_13 = assume div_by<16>, %assume_assume_12 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_15 = assume div_by<16>, %assume_assume_14 : tile<i32>
  %assume_assume_16 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_17 = assume div_by<4>, %assume_assume_16 : tile<i32>
  %tview_18 = make_tensor_view %assume_3, shape = [%assume_assume_assume_13, %assume_assume_assume_15], strides = [%assume_assume_assume_17, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_19, %blockId_y_20, %blockId_z_21 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview_18 : partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>> -> tile<i32>
  %pview_22 = make_partition_view %tview : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview_22[%blockId_x, %blockId_y_20] token = %0 : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x512xf16>, token
  %2 = ftof %tile  : tile<1x512xf16> -> tile<1x512xf32>
  %3 = addi %blockId_y_20, %1#1 : tile<i32>
  %pview_23 = make_partition_view %tview : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>>
  %tile_24, %result_token_25 = load_view_tko weak %pview_23[%blockId_x, %3] token = %0 : partition_view<tile=(1x512), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x512xf16>, token
  %4 = ftof %tile_24  : tile<1x512xf16> -> tile<1x512xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %5 = negf %2 : tile<1x512xf32>
  %6 = exp %5  : tile<1x512xf32>
  %reshape = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x512xf32>
  %7 = addf %bcast, %6  : tile<1x512xf32>
  %8 = divf %2, %7  : tile<1x512xf32>
  %9 = mulf %8, %4  : tile<1x512xf32>
  %pview_26 = make_partition_view %tview_18 : partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>
  %10 = store_view_tko weak %9, %pview_26[%blockId_x, %blockId_y_20] token = %0 : tile<1x512xf32>, partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
