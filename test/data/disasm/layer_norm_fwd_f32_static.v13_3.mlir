entry @layer_norm_fwd_Kt2_A2f32_1v4l0_2s4096t1_p16_A2f32_1v4l0_2s4096t1_p16_A1f32_1s4096t1_p16_A1f32_1s4096t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I512(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<4>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_2 = assume div_by<4>, %arg8 : tile<i32>
  %assume_3 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg13 : tile<ptr<f32>>
  %assume_5 = assume div_by<16>, %arg16 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg17 : tile<i32>
  %assume_7 = assume div_by<16>, %arg19 : tile<ptr<f32>>
  %assume_8 = assume div_by<16>, %arg20 : tile<i32>
  %cst_4096_i32 = constant <i32: 4096> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_4096_i32_9 = constant <i32: 4096> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_4096_i32_11 = constant <i32: 4096> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_4096_i32_13 = constant <i32: 4096> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_4096_i32_17 = constant <i32: 4096> : tile<512xi32>
  %assume_18 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<4>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_18, 4096], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<?x4096xf32, strides=[?,1]>
  %assume_19 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_21 = assume div_by<4>, %assume_assume_20 : tile<i32>
  %tview_22 = make_tensor_view %assume_1, shape = [%assume_19, 4096], strides = [%assume_assume_assume_21, 1] : tile<i32> -> tensor_view<?x4096xf32, strides=[?,1]>
  %tview_23 = make_tensor_view %assume_3, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
  %tview_24 = make_tensor_view %assume_4, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
  %assume_assume_25 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_26 = assume div_by<16>, %assume_assume_25 : tile<i32>
  %tview_27 = make_tensor_view %assume_5, shape = [%assume_assume_assume_26], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_28 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %tview_30 = make_tensor_view %assume_7, shape = [%assume_assume_assume_29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>> -> tile<i32>
  %2 = iota : tile<512xi32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x512xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %pview_32 = make_partition_view %tview : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>>
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_31) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x512xf32>) {
    %tile, %result_token = load_view_tko weak %pview_32[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>>, tile<i32> -> tile<1x512xf32>, token
    %11 = addf %iterArg0, %tile  : tile<1x512xf32>
    continue %11 : tile<1x512xf32>
  }
  %reduce = reduce %for dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %3 = itof %cst_4096_i32 signed  : tile<i32> -> tile<f32>
  %reshape = reshape %3 : tile<f32> -> tile<1xf32>
  %4 = divf %reduce, %reshape  : tile<1xf32>
  %cst_0_f32_33 = constant <f32: 0.000000e+00> : tile<1x512xf32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %pview_36 = make_partition_view %tview : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>>
  %reshape_37 = reshape %4 : tile<1xf32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_37 : tile<1x1xf32> -> tile<1x512xf32>
  %cst_0_f32_38 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_39 = reshape %cst_0_f32_38 : tile<f32> -> tile<1x1xf32>
  %bcast_40 = broadcast %reshape_39 : tile<1x1xf32> -> tile<1x512xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_41 = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_42 = broadcast %reshape_41 : tile<1x1xf32> -> tile<1x512xf32>
  %for_43 = for %loopIdx in (%cst_0_i32_34 to %1#1, step %cst_1_i32_35) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_33) -> (tile<1x512xf32>) {
    %tile, %result_token = load_view_tko weak %pview_36[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>>, tile<i32> -> tile<1x512xf32>, token
    %11 = muli %loopIdx, %cst_512_i32 : tile<i32>
    %reshape_59 = reshape %11 : tile<i32> -> tile<1xi32>
    %bcast_60 = broadcast %reshape_59 : tile<1xi32> -> tile<512xi32>
    %12 = addi %bcast_60, %2 : tile<512xi32>
    %13 = cmpi less_than %12, %cst_4096_i32_17, signed : tile<512xi32> -> tile<512xi1>
    %14 = subf %tile, %bcast  : tile<1x512xf32>
    %reshape_61 = reshape %13 : tile<512xi1> -> tile<1x512xi1>
    %15 = select %reshape_61, %14, %bcast_40 : tile<1x512xi1>, tile<1x512xf32>
    %16 = fpowf %15, %bcast_42 : tile<1x512xf32>
    %17 = addf %iterArg0, %16  : tile<1x512xf32>
    continue %17 : tile<1x512xf32>
  }
  %reduce_44 = reduce %for_43 dim=1 identities=[0.000000e+00 : f32] : tile<1x512xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %5 = itof %cst_4096_i32 signed  : tile<i32> -> tile<f32>
  %reshape_45 = reshape %5 : tile<f32> -> tile<1xf32>
  %6 = divf %reduce_44, %reshape_45  : tile<1xf32>
  %reshape_46 = reshape %arg22 : tile<f32> -> tile<1xf32>
  %7 = addf %6, %reshape_46  : tile<1xf32>
  %8 = rsqrt %7 : tile<1xf32>
  %pview_47 = make_partition_view %tview_27 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %9 = store_view_tko weak %4, %pview_47[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %pview_48 = make_partition_view %tview_30 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %10 = store_view_tko weak %8, %pview_48[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %cst_0_i32_49 = constant <i32: 0> : tile<i32>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %pview_51 = make_partition_view %tview : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>>
  %pview_52 = make_partition_view %tview_23 : partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>>
  %pview_53 = make_partition_view %tview_24 : partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>>
  %reshape_54 = reshape %4 : tile<1xf32> -> tile<1x1xf32>
  %bcast_55 = broadcast %reshape_54 : tile<1x1xf32> -> tile<1x512xf32>
  %reshape_56 = reshape %8 : tile<1xf32> -> tile<1x1xf32>
  %bcast_57 = broadcast %reshape_56 : tile<1x1xf32> -> tile<1x512xf32>
  %pview_58 = make_partition_view %tview_22 : partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>>
  for %loopIdx in (%cst_0_i32_49 to %1#1, step %cst_1_i32_50) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_51[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x4096xf32, strides=[?,1]>>, tile<i32> -> tile<1x512xf32>, token
    %tile_59, %result_token_60 = load_view_tko weak %pview_52[%loopIdx] token = %0 : partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %tile_61, %result_token_62 = load_view_tko weak %pview_53[%loopIdx] token = %0 : partition_view<tile=(512), padding_value = zero, tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %11 = subf %tile, %bcast_55  : tile<1x512xf32>
    %12 = mulf %11, %bcast_57  : tile<1x512xf32>
    %reshape_63 = reshape %tile_59 : tile<512xf32> -> tile<1x512xf32>
    %reshape_64 = reshape %tile_61 : tile<512xf32> -> tile<1x512xf32>
    %13 = fma %12, %reshape_63, %reshape_64  : tile<1x512xf32>
    %14 = store_view_tko weak %13, %pview_58[%blockId_x, %loopIdx] token = %0 : tile<1x512xf32>, partition_view<tile=(1x512), tensor_view<?x4096xf32, strides=[?,1]>>, tile<i32> -> token
  }
  return
}
