entry @vec_add_2d_Kt2_A2bf16_1s256v8l0_2s512t1_p16_A2bf16_1s256v8l0_2s512t1_p16_A2bf16_1s256v8l0_2s512t1_p16_I64_I128(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<bf16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<8>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
  %assume_2 = assume div_by<8>, %arg8 : tile<i32>
  %assume_3 = assume div_by<16>, %arg10 : tile<ptr<bf16>>
  %assume_4 = assume div_by<8>, %arg13 : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_512_i32 = constant <i32: 512> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_256_i32_5 = constant <i32: 256> : tile<i32>
  %cst_512_i32_6 = constant <i32: 512> : tile<i32>
  %cst_1_i32_7 = constant <i32: 1> : tile<i32>
  %cst_256_i32_8 = constant <i32: 256> : tile<i32>
  %cst_512_i32_9 = constant <i32: 512> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<8>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [256, 512], strides = [%assume_assume_assume, 1] : tile<i32> -> tensor_view<256x512xbf16, strides=[?,1]>
  %assume_assume_11 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_12 = assume div_by<8>, %assume_assume_11 : tile<i32>
  %tview_13 = make_tensor_view %assume_1, shape = [256, 512], strides = [%assume_assume_assume_12, 1] : tile<i32> -> tensor_view<256x512xbf16, strides=[?,1]>
  %assume_assume_14 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_15 = assume div_by<8>, %assume_assume_14 : tile<i32>
  %tview_16 = make_tensor_view %assume_3, shape = [256, 512], strides = [%assume_assume_assume_15, 1] : tile<i32> -> tensor_view<256x512xbf16, strides=[?,1]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_17, %blockId_y_18, %blockId_z_19 = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_18] token = %0 : partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
  %pview_20 = make_partition_view %tview_13 : partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>>
  %tile_21, %result_token_22 = load_view_tko weak %pview_20[%blockId_x, %blockId_y_18] token = %0 : partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
  %1 = addf %tile, %tile_21  : tile<64x128xbf16>
  %pview_23 = make_partition_view %tview_16 : partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>>
  %2 = store_view_tko weak %1, %pview_23[%blockId_x, %blockId_y_18] token = %0 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<256x512xbf16, strides=[?,1]>>, tile<i32> -> token
  return
}
