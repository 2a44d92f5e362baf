entry @softmax_online_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
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
  %assume_assume_assume_17 = assume div_by<8>, %assume_assume_16 : tile<i32>
  %tview_18 = make_tensor_view %assume_3, shape = [%assume_assume_assume_13, %assume_assume_assume_15], strides = [%assume_assume_assume_17, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,1]>> -> tile<i32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<1x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %pview_20 = make_partition_view %tview : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_19) : tile<i32> iter_values(%iterArg0 = %cst_f32, %iterArg1 = %cst_0_f32) -> (tile<1x1xf32>, tile<1x1xf32>) {
    %tile, %result_token = load_view_tko weak %pview_20[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x256xf16>, token
    %2 = ftof %tile  : tile<1x256xf16> -> tile<1x256xf32>
    %reduce = reduce %2 dim=1 identities=[0xFF800000 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %9 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %9 : tile<f32>
    }
    %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
    %3 = maxf %iterArg0, %reshape : tile<1x1xf32>
    %4 = subf %iterArg0, %3  : tile<1x1xf32>
    %5 = exp %4  : tile<1x1xf32>
    %bcast_26 = broadcast %3 : tile<1x1xf32> -> tile<1x256xf32>
    %6 = subf %2, %bcast_26  : tile<1x256xf32>
    %7 = exp %6  : tile<1x256xf32>
    %reduce_27 = reduce %7 dim=1 identities=[0.000000e+00 : f32] : tile<1x256xf32> -> tile<1xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %9 : tile<f32>
    }
    %reshape_28 = reshape %reduce_27 : tile<1xf32> -> tile<1x1xf32>
    %8 = fma %iterArg1, %5, %reshape_28  : tile<1x1xf32>
    continue %3, %8 : tile<1x1xf32>, tile<1x1xf32>
  }
  %cst_0_i32_21 = constant <i32: 0> : tile<i32>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %pview_23 = make_partition_view %tview : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
  %bcast = broadcast %for#0 : tile<1x1xf32> -> tile<1x256xf32>
  %bcast_24 = broadcast %for#1 : tile<1x1xf32> -> tile<1x256xf32>
  %pview_25 = make_partition_view %tview_18 : partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,1]>>
  for %loopIdx in (%cst_0_i32_21 to %1#1, step %cst_1_i32_22) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_23[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x256), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x256xf16>, token
    %2 = ftof %tile  : tile<1x256xf16> -> tile<1x256xf32>
    %3 = subf %2, %bcast  : tile<1x256xf32>
    %4 = exp %3  : tile<1x256xf32>
    %5 = divf %4, %bcast_24  : tile<1x256xf32>
    %6 = ftof %5  : tile<1x256xf32> -> tile<1x256xf16>
    %7 = store_view_tko weak %6, %pview_25[%blockId_x, %loopIdx] token = %0 : tile<1x256xf16>, partition_view<tile=(1x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  }
  return
}
