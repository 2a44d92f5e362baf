entry @pdl_insert_inbounds_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_Sf32_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_3 = constant <i32: 1> : tile<i32>
  %cst_3_i32 = constant <i32: 3> : tile<16xi32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_4 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_5 = assume div_by<16>, %assume_assume_4 : tile<i32>
  %tview_6 = make_tensor_view %assume_1, shape = [%assume_assume_assume_5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %1 = gdc_wait_tko token = %0 -> token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
  %2 = join_tokens %0, %1 : token
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %2 inbounds = [true] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
  %3 = join_tokens %0, %result_token : token
  %4 = join_tokens %1, %3 : token
  %5 = gdc_launch_dependents_tko token = %4 -> token
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %6 = extract %tile[%cst_0_i32] : tile<1024xf32> -> tile<16xf32>
  %cst_0_i32_7 = constant <i32: 0> : tile<i32>
  %7 = fpowi %6, %cst_3_i32 : tile<16xf32>, tile<16xi32>
  %8 = insert %7, %tile[%cst_0_i32_7] : tile<16xf32>, tile<1024xf32>
  %reshape = reshape %arg6 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<1024xf32>
  %9 = mulf %8, %bcast  : tile<1024xf32>
  %pview_8 = make_partition_view %tview_6 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
  %10 = join_tokens %0, %5, %1 : token
  %11 = store_view_tko weak %9, %pview_8[%blockId_x] token = %10 inbounds = [true] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  return
}
