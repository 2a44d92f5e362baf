entry @layer_norm_fwd_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A1bf16_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I1024(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<bf16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<bf16>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<ptr<bf16>>
  %assume_10 = assume div_by<16>, %arg14 : tile<i32>
  %assume_11 = assume div_by<16>, %arg16 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg17 : tile<i32>
  %assume_13 = assume div_by<16>, %arg19 : tile<ptr<f32>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %cst_1_i32_18 = constant <i32: 1> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_21], strides = [%assume_assume_assume_23, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_24 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_27 = assume div_by<16>, %assume_assume_26 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_29 = assume div_by<8>, %assume_assume_28 : tile<i32>
  %tview_30 = make_tensor_view %assume_3, shape = [%assume_assume_assume_25, %assume_assume_assume_27], strides = [%assume_assume_assume_29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_assume_31 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %tview_33 = make_tensor_view %assume_7, shape = [%assume_assume_assume_32], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_assume_34 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_35 = assume div_by<16>, %assume_assume_34 : tile<i32>
  %tview_36 = make_tensor_view %assume_9, shape = [%assume_assume_assume_35], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_assume_37 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_38 = assume div_by<16>, %assume_assume_37 : tile<i32>
  %tview_39 = make_tensor_view %assume_11, shape = [%assume_assume_assume_38], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_40 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %tview_42 = make_tensor_view %assume_13, shape = [%assume_assume_assume_41], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>>
  %1:2 = get_index_space_shape %pview : partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>> -> tile<i32>
  %2 = iota : tile<1024xi32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x1024xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %pview_44 = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %for = for %loopIdx in (%cst_0_i32 to %1#1, step %cst_1_i32_43) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x1024xf32>) {
    %tile, %result_token = load_view_tko weak %pview_44[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
    %11 = ftof %tile  : tile<1x1024xbf16> -> tile<1x1024xf32>
    %12 = addf %iterArg0, %11  : tile<1x1024xf32>
    continue %12 : tile<1x1024xf32>
  }
  %reduce = reduce %for dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %3 = itof %assume_assume_assume_21 signed  : tile<i32> -> tile<f32>
  %reshape = reshape %3 : tile<f32> -> tile<1xf32>
  %4 = divf %reduce, %reshape  : tile<1xf32>
  %cst_0_f32_45 = constant <f32: 0.000000e+00> : tile<1x1024xf32>
  %cst_0_i32_46 = constant <i32: 0> : tile<i32>
  %cst_1_i32_47 = constant <i32: 1> : tile<i32>
  %pview_48 = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %reshape_49 = reshape %assume_assume_assume_21 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape_49 : tile<1xi32> -> tile<1024xi32>
  %reshape_50 = reshape %4 : tile<1xf32> -> tile<1x1xf32>
  %bcast_51 = broadcast %reshape_50 : tile<1x1xf32> -> tile<1x1024xf32>
  %cst_0_f32_52 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_53 = reshape %cst_0_f32_52 : tile<f32> -> tile<1x1xf32>
  %bcast_54 = broadcast %reshape_53 : tile<1x1xf32> -> tile<1x1024xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_55 = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_56 = broadcast %reshape_55 : tile<1x1xf32> -> tile<1x1024xf32>
  %for_57 = for %loopIdx in (%cst_0_i32_46 to %1#1, step %cst_1_i32_47) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_45) -> (tile<1x1024xf32>) {
    %tile, %result_token = load_view_tko weak %pview_48[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
    %11 = muli %loopIdx, %cst_1024_i32 : tile<i32>
    %reshape_73 = reshape %11 : tile<i32> -> tile<1xi32>
    %bcast_74 = broadcast %reshape_73 : tile<1xi32> -> tile<1024xi32>
    %12 = addi %bcast_74, %2 : tile<1024xi32>
    %13 = cmpi less_than %12, %bcast, signed : tile<1024xi32> -> tile<1024xi1>
    %14 = ftof %tile  : tile<1x1024xbf16> -> tile<1x1024xf32>
    %15 = subf %14, %bcast_51  : tile<1x1024xf32>
    %reshape_75 = reshape %13 : tile<1024xi1> -> tile<1x1024xi1>
    %16 = select %reshape_75, %15, %bcast_54 : tile<1x1024xi1>, tile<1x1024xf32>
    %17 = fpowf %16, %bcast_56 : tile<1x1024xf32>
    %18 = addf %iterArg0, %17  : tile<1x1024xf32>
    continue %18 : tile<1x1024xf32>
  }
  %reduce_58 = reduce %for_57 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %11 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %11 : tile<f32>
  }
  %5 = itof %assume_assume_assume_21 signed  : tile<i32> -> tile<f32>
  %reshape_59 = reshape %5 : tile<f32> -> tile<1xf32>
  %6 = divf %reduce_58, %reshape_59  : tile<1xf32>
  %reshape_60 = reshape %arg22 : tile<f32> -> tile<1xf32>
  %7 = addf %6, %reshape_60  : tile<1xf32>
  %8 = rsqrt %7 : tile<1xf32>
  %pview_61 = make_partition_view %tview_39 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %9 = store_view_tko weak %4, %pview_61[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %pview_62 = make_partition_view %tview_42 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
  %10 = store_view_tko weak %8, %pview_62[%blockId_x] token = %0 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  %cst_0_i32_63 = constant <i32: 0> : tile<i32>
  %cst_1_i32_64 = constant <i32: 1> : tile<i32>
  %pview_65 = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %pview_66 = make_partition_view %tview_33 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
  %pview_67 = make_partition_view %tview_36 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
  %reshape_68 = reshape %4 : tile<1xf32> -> tile<1x1xf32>
  %bcast_69 = broadcast %reshape_68 : tile<1x1xf32> -> tile<1x1024xf32>
  %reshape_70 = reshape %8 : tile<1xf32> -> tile<1x1xf32>
  %bcast_71 = broadcast %reshape_70 : tile<1x1xf32> -> tile<1x1024xf32>
  %pview_72 = make_partition_view %tview_30 : partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>>
  for %loopIdx in (%cst_0_i32_63 to %1#1, step %cst_1_i32_64) : tile<i32> {
    %tile, %result_token = load_view_tko weak %pview_65[%blockId_x, %loopIdx] token = %0 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
    %tile_73, %result_token_74 = load_view_tko weak %pview_66[%loopIdx] token = %0 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %tile_75, %result_token_76 = load_view_tko weak %pview_67[%loopIdx] token = %0 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %11 = ftof %tile  : tile<1x1024xbf16> -> tile<1x1024xf32>
    %12 = subf %11, %bcast_69  : tile<1x1024xf32>
    %13 = mulf %12, %bcast_71  : tile<1x1024xf32>
    %14 = ftof %tile_73  : tile<1024xbf16> -> tile<1024xf32>
    %reshape_77 = reshape %14 : tile<1024xf32> -> tile<1x1024xf32>
    %15 = ftof %tile_75  : tile<1024xbf16> -> tile<1024xf32>
    %reshape_78 = reshape %15 : tile<1024xf32> -> tile<1x1024xf32>
    %16 = fma %13, %reshape_77, %reshape_78  : tile<1x1024xf32>
    %17 = ftof %16  : tile<1x1024xf32> -> tile<1x1024xbf16>
    %18 = store_view_tko weak %17, %pview_72[%blockId_x, %loopIdx] token = %0 : tile<1x1024xbf16>, partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
  }
  return
}
